// The reschedule dialog's behaviour: the therapist's slots of the month on screen, the choice of a
// new date and time, and POST /sessoes/{id}/remarcar with its Idempotency-Key (the same one when
// the same move is sent again after a network error). A 409 shows the api's message in the dialog.
import { useIdempotentAttempt } from '@acolhe/shared-auth';
import { notify } from '@acolhe/shared-ui';
import { rescheduleSchema, validate } from '@acolhe/shared-domain';
import type { Appointment } from '@acolhe/shared-domain';
import { useRescheduleAppointment } from '../api';
import { REMARCAR_TEXTS as T } from './remarcarTexts';
import { useEscolhaDeHorario } from './useEscolhaDeHorario';

export function useRemarcar(appointment: Appointment, onDone: () => void) {
  const escolha = useEscolhaDeHorario(appointment.therapistId, appointment.date);
  const { state } = escolha;

  const mutation = useRescheduleAppointment();
  const attempt = useIdempotentAttempt();

  const submit = () => {
    if (mutation.isPending) return;
    const checked = validate(rescheduleSchema, { date: state.date ?? '', time: state.time ?? '' });
    if (!checked.success) return escolha.setProblem(checked.message);
    escolha.setProblem(null);
    const input = checked.output;
    mutation.mutate(
      { id: appointment.id, therapistId: appointment.therapistId, input, idempotencyKey: attempt.keyFor({ id: appointment.id, ...input }) },
      {
        onSuccess: () => {
          attempt.settle(null);
          notify({ color: 'green', ...T.success });
          onDone();
        },
        onError: (err) => {
          attempt.settle(err);
          escolha.refused(err, T.failure);
        },
      },
    );
  };

  return { ...escolha, sending: mutation.isPending, submit };
}
