// The cancel flow: pick an appointment (opens the confirmation), confirm (PATCH), toast.
import { useState } from 'react';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage } from '@acolhe/shared-auth';
import type { Appointment } from '@acolhe/shared-domain';
import { useCancelAppointment } from '../api';

export const CANCEL_TEXTS = {
  success: { title: 'Consulta cancelada', message: 'Sua consulta foi cancelada.' },
  failure: { title: 'Erro ao cancelar', message: 'Não foi possível cancelar a consulta. Tente novamente.' },
} as const;

export function useCancelConsulta() {
  const [target, setTarget] = useState<Appointment | null>(null);
  const mutation = useCancelAppointment();

  const confirm = () => {
    if (!target) return;
    mutation.mutate(target, {
      onSuccess: () => {
        notify({ color: 'green', ...CANCEL_TEXTS.success });
        setTarget(null);
      },
      onError: (err) => {
        notify({ color: 'red', title: CANCEL_TEXTS.failure.title, message: apiErrorMessage(err, CANCEL_TEXTS.failure.message) });
      },
    });
  };

  return {
    target,
    ask: (appointment: Appointment) => setTarget(appointment),
    dismiss: () => {
      if (!mutation.isPending) setTarget(null);
    },
    confirm,
    cancelling: mutation.isPending,
  };
}
