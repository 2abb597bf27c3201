import { memo } from 'react';
import { reservedOnAcceptance, todayIso, type HourMinute, type IsoDate, type SeriesRecurrence } from '@acolhe/shared-domain';
import { SerieTermos } from '@acolhe/shared-ui';

export interface SeriesNoteProps {
  recurrence: SeriesRecurrence | null;
  date: IsoDate | null;
  time: HourMinute | null;
  price: number | null;
}

/** Before the client asks for a series (issue 44 item 1): what it commits to — its weekday and time
 * from the chosen date, the sessions the therapist's acceptance reserves (the api's horizon rule,
 * counted from today) and until when, the price per session and how to end it. Nothing for a
 * single session or before a date and a time are chosen. */
export const SeriesNote = memo(function SeriesNote({ recurrence, date, time, price }: SeriesNoteProps) {
  if (!recurrence || !date || !time) return null;
  const reserva = { ...reservedOnAcceptance(recurrence, date, todayIso()), prevista: true };
  return <SerieTermos termos={{ recorrencia: recurrence, inicio: date, hora: time, preco: price, reserva }} />;
});
