// 'Tornar semanal' (issue 33): a confirmed single session becomes the start of a series by asking
// for a series from the next date of the rule on (the same weekday and time), with the same
// therapist and format; the session itself stays a single one.
import { RECURRENCE_INTERVAL_DAYS, addDays, type Appointment, type BookingRequest, type SeriesRecurrence } from '@acolhe/shared-domain';

export function pedidoDeSerie(sessao: Pick<Appointment, 'therapistId' | 'date' | 'time' | 'modality'>, recorrencia: SeriesRecurrence): BookingRequest {
  return {
    therapistId: sessao.therapistId,
    date: addDays(sessao.date, RECURRENCE_INTERVAL_DAYS[recorrencia]),
    time: sessao.time,
    notes: '',
    modality: sessao.modality,
    recorrencia,
  };
}
