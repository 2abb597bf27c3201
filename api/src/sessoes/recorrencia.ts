// A booking that asks for a series (POST /sessoes with `recorrencia`, issue 33): the series repeats
// the first session's weekday, so the therapist must work it — said in its words before any slot
// rule. The same check guards a series moved to another weekday (series/service.ts checkMove).
import { dayOfWeekOf, onWeekdays, type AvailabilityDay } from '@acolhe/shared-domain';
import { conflict } from '../lib/errors';

export const RECORRENCIA_MSG = {
  // 'aos sábados/domingos', 'às segundas-feiras…'
  weekdayNotWorked: (weekday: number) => `O(a) terapeuta não atende ${onWeekdays(weekday)}. Escolha outro dia para a série.`,
} as const;

/** 409 when the therapist has no weekly hours on the weekday of `date` (a series repeats it). */
export function seriesWeekdayProblem(schedule: readonly AvailabilityDay[] | null, date: string): void {
  const weekday = dayOfWeekOf(date);
  if (!schedule?.some((d) => d.dayOfWeek === weekday && d.isAvailable)) throw conflict(RECORRENCIA_MSG.weekdayNotWorked(weekday));
}
