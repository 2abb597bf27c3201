// Calendar rules over the slots of GET /agenda/terapeutas/{id}/slots-mes, as pure functions: which
// days can be picked, which times a day offers, and which month a date belongs to. Booking, the
// client's reschedule and the therapist's reschedule all pick from the same calendar.
import type { HourMinute, IsoDate, Slot } from './types';

const ISO_DATE = /^(\d{4})-(\d{2})-\d{2}$/;

/** The first day of the month of `date` ('2026-11-27' → '2026-11-01'), the calendar's shown month. */
export function monthStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** `{ year, month }` of a date, month 1-based as the slots-mes query takes it. */
export function yearMonthOf(date: IsoDate): { year: number; month: number } {
  const m = ISO_DATE.exec(date);
  if (!m) throw new Error(`yearMonthOf: '${date}' is not a YYYY-MM-DD date.`);
  return { year: Number(m[1]), month: Number(m[2]) };
}

export function sameMonth(a: IsoDate, b: IsoDate): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** The chosen date when it is in the month on screen, else null: browsing another month shows no
 * day picked there, so the times area asks for a date instead of reporting that the (hidden) day
 * has no time. The selection itself is kept and comes back with its month. */
export function visibleDate(state: { date: IsoDate | null; month: IsoDate }): IsoDate | null {
  return state.date && sameMonth(state.date, state.month) ? state.date : null;
}

/** Days that still have at least one available slot. */
export function availableDates(slots: readonly Slot[]): Set<IsoDate> {
  return new Set(slots.filter((s) => s.available).map((s) => s.date));
}

/** Available times of one day, sorted, without repeats (unavailable ones cannot be picked). */
export function availableTimes(slots: readonly Slot[], date: IsoDate | null): HourMinute[] {
  if (!date) return [];
  return [...new Set(slots.filter((s) => s.available && s.date === date).map((s) => s.time))].sort();
}

/** Past dates and days without an available slot cannot be picked (docs/product.md#validation). */
export function isSelectableDay(date: IsoDate, today: IsoDate, open: ReadonlySet<IsoDate>): boolean {
  return date >= today && open.has(date);
}
