// The reschedule dialog's calendar over GET …/slots-mes, as pure rules: the month shown first,
// the days that still have an available slot, and the available times of a day.
import { todayIso, type Appointment, type HourMinute, type IsoDate, type Slot } from '@acolhe/shared-domain';

/** '2030-03-14' → '2030-03-01' (the calendar's shown month). */
export function monthStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** `{ year, month }` of a date, month 1-based as slots-mes takes it. */
export function yearMonthOf(date: IsoDate): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** The session's own month (it is ahead: only sessions not started are rescheduled), never a past one. */
export function firstMonthShown(appointment: Pick<Appointment, 'date'>, now: Date): IsoDate {
  const today = todayIso(now);
  return monthStart(appointment.date > today ? appointment.date : today);
}

/** Days with at least one available slot. */
export function availableDates(slots: readonly Slot[]): Set<IsoDate> {
  return new Set(slots.filter((s) => s.available).map((s) => s.date));
}

/** Available times of one day, sorted, without repeats (unavailable ones are never offered). */
export function availableTimes(slots: readonly Slot[], date: IsoDate | null): HourMinute[] {
  if (!date) return [];
  return [...new Set(slots.filter((s) => s.available && s.date === date).map((s) => s.time))].sort();
}
