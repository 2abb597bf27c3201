// The cancel flow: pick an appointment (opens the confirmation, with the late-cancellation warning
// within 24 h of the start), confirm (PATCH with the attempt's Idempotency-Key: confirming again
// after a network error replays the same key), toast.
import { useState } from 'react';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage, useIdempotentAttempt } from '@acolhe/shared-auth';
import type { Appointment } from '@acolhe/shared-domain';
import { useCancelAppointment } from '../api';
import { cancellationWarning } from '../regras/consultas';

export const CANCEL_TEXTS = {
  success: { title: 'Consulta cancelada', message: 'Sua consulta foi cancelada.' },
  failure: { title: 'Erro ao cancelar', message: 'Não foi possível cancelar a consulta. Tente novamente.' },
} as const;

export function useCancelConsulta() {
  const [target, setTarget] = useState<Appointment | null>(null);
  const mutation = useCancelAppointment();
  const attempt = useIdempotentAttempt();

  const confirm = () => {
    if (!target || mutation.isPending) return;
    const idempotencyKey = attempt.keyFor({ id: target.id, status: 'CANCELLED' });
    mutation.mutate(
      { appointment: target, idempotencyKey },
      {
        onSuccess: () => {
          attempt.settle(null);
          notify({ color: 'green', ...CANCEL_TEXTS.success });
          setTarget(null);
        },
        onError: (err) => {
          attempt.settle(err);
          notify({ color: 'red', title: CANCEL_TEXTS.failure.title, message: apiErrorMessage(err, CANCEL_TEXTS.failure.message) });
        },
      },
    );
  };

  return {
    target,
    /** the late-cancellation text, when the session starts in less than 24 h */
    warning: target ? cancellationWarning(target, new Date()) : null,
    ask: (appointment: Appointment) => setTarget(appointment),
    dismiss: () => {
      if (!mutation.isPending) setTarget(null);
    },
    confirm,
    cancelling: mutation.isPending,
  };
}
