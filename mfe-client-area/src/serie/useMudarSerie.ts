// 'Mudar dia e horário da série' (issue 33): the client picks, on the therapist's free slots, the
// first session on the new weekday and time; that date, its weekday and its time are sent to
// POST /series/{id}/mover. The api's refusal (pt-BR) is shown in the dialog.
import { notify } from '@acolhe/shared-ui';
import { dayOfWeekOf, seriesMoveSchema, validate, type Appointment, type HourMinute, type IsoDate, type SeriesMoveInput } from '@acolhe/shared-domain';
import { useMoveSeries, useSeries } from '../api';
import { useEscolhaDeHorario } from '../remarcar/useEscolhaDeHorario';
import { MUDAR_SERIE_TEXTS as T } from '../texts';

/** The move a chosen date and time stand for (null until both are chosen). */
export function moveOf(date: IsoDate | null, time: HourMinute | null): SeriesMoveInput | null {
  return date && time ? { aPartirDe: date, diaSemana: dayOfWeekOf(date), hora: time } : null;
}

export function useMudarSerie(appointment: Appointment, onDone: () => void) {
  const serieId = appointment.serieId ?? '';
  const serie = useSeries(serieId);
  const escolha = useEscolhaDeHorario(appointment.therapistId, appointment.date);
  const mutation = useMoveSeries();
  const move = moveOf(escolha.state.date, escolha.state.time);

  const submit = () => {
    if (mutation.isPending) return;
    if (!move) return escolha.setProblem(T.escolha);
    const checked = validate(seriesMoveSchema, move);
    if (!checked.success) return escolha.setProblem(checked.message);
    escolha.setProblem(null);
    mutation.mutate(
      { id: serieId, input: checked.output },
      {
        onSuccess: () => {
          notify({ color: 'green', ...T.sucesso });
          onDone();
        },
        // 409: a clash or a day the therapist does not work
        onError: (err) => escolha.refused(err, T.falha),
      },
    );
  };

  return { ...escolha, serie: serie.data ?? null, move, sending: mutation.isPending, submit };
}
