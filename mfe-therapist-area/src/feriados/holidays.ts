// National holidays of a year, as the therapist chooses to work on them (closed by default).
import { DAY_OF_WEEK_LABELS, dayOfWeekOf, formatDate, todayIso, type AgendaHoliday, type DayOfWeek } from '@acolhe/shared-domain';

/** This year and the next (Brazil's calendar): bookings reach 180 days ahead. */
export function holidayYears(now: Date): [number, number] {
  const year = Number(todayIso(now).slice(0, 4));
  return [year, year + 1];
}

/** '25/12/2030 · Quarta-feira' */
export function holidayDateText(date: string): string {
  const weekday = DAY_OF_WEEK_LABELS[dayOfWeekOf(date) as DayOfWeek];
  return weekday ? `${formatDate(date)} · ${weekday}` : formatDate(date);
}

export function sortHolidays(list: readonly AgendaHoliday[]): AgendaHoliday[] {
  return [...list].sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays still to come (today's included, by Brazil's date), in date order: a past one can
 * no longer be opened or closed, so it is not offered (issue 44). */
export function upcomingHolidays(list: readonly AgendaHoliday[], now: Date): AgendaHoliday[] {
  const today = todayIso(now);
  return sortHolidays(list.filter((h) => h.date >= today));
}
