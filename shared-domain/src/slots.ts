// Slot generation (SPEC §5 'Availability'): from the start time, step by the session duration
// while slot start + duration still fits within the end time. Shared by the availability
// editor preview and the api's slots-mes, so both always show the same times.
import { BOOKING_HORIZON_DAYS } from './constants';
import { appointmentStartsAt, datesOfMonth, dayOfWeekOf, minutesToTime, timeToMinutes, todayIso } from './dates';
import type { AvailabilityDay, Slot } from './types';

export const DEFAULT_SESSION_DURATION = 60;

const day = (dayOfWeek: AvailabilityDay['dayOfWeek'], isAvailable: boolean, start: string, end: string): AvailabilityDay =>
  Object.freeze({ dayOfWeek, isAvailable, workingHours: Object.freeze({ start, end }) });

/** Fallback when a therapist has no saved schedule: Monday–Friday 09:00–17:00, weekend off. */
export const DEFAULT_SCHEDULE: readonly AvailabilityDay[] = Object.freeze([
  day(0, false, '09:00', '17:00'),
  day(1, true, '09:00', '17:00'),
  day(2, true, '09:00', '17:00'),
  day(3, true, '09:00', '17:00'),
  day(4, true, '09:00', '17:00'),
  day(5, true, '09:00', '17:00'),
  day(6, false, '09:00', '17:00'),
]);

/** Initial value of the availability form before anything loads: every day off, 08:00–17:00. */
export const FORM_DEFAULT_SCHEDULE: readonly AvailabilityDay[] = Object.freeze(
  ([0, 1, 2, 3, 4, 5, 6] as const).map((d) => day(d, false, '08:00', '17:00')),
);

/** Mutable deep copy (the defaults are frozen so no screen can alter them by accident). */
export function cloneSchedule(schedule: readonly AvailabilityDay[]): AvailabilityDay[] {
  return schedule.map((d) => ({ ...d, workingHours: { ...d.workingHours } }));
}

/** SPEC §4: a loaded non-empty schedule is used, otherwise the default. Days missing from a
 * partial schedule are taken from the default; the result is sorted Sunday → Saturday. */
export function scheduleOrDefault(schedule: readonly AvailabilityDay[] | null | undefined): AvailabilityDay[] {
  if (!schedule || schedule.length === 0) return cloneSchedule(DEFAULT_SCHEDULE);
  return cloneSchedule(
    DEFAULT_SCHEDULE.map((fallback) => schedule.find((d) => d.dayOfWeek === fallback.dayOfWeek) ?? fallback),
  );
}

/** Start times 'HH:MM' of the sessions that fit in [start, end]. Malformed input yields []. */
export function generateSlots(start: string, end: string, durationMinutes: number): string[] {
  const from = timeToMinutes(start);
  const to = timeToMinutes(end);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return [];
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) return [];
  const slots: string[] = [];
  for (let t = from; t + durationMinutes <= to; t += durationMinutes) slots.push(minutesToTime(t));
  return slots;
}

/** Slot times of one 'YYYY-MM-DD' date according to the weekly schedule. */
export function slotsForDate(
  schedule: readonly AvailabilityDay[],
  sessionDuration: number,
  date: string,
): string[] {
  const weekday = dayOfWeekOf(date);
  const entry = schedule.find((d) => d.dayOfWeek === weekday);
  if (!entry || !entry.isAvailable) return [];
  return generateSlots(entry.workingHours.start, entry.workingHours.end, sessionDuration);
}

export interface MonthSlotsInput {
  schedule: readonly AvailabilityDay[];
  sessionDuration: number;
  year: number;
  /** 1-based, as GET /agenda/terapeutas/{id}/slots-mes takes it */
  month: number;
  /** slots already held by an active appointment */
  taken?: readonly { date: string; time: string }[];
  /** slots that start at or before this instant are not available */
  now?: Date;
}

/** The last date (Brazil, 'YYYY-MM-DD') a session may be booked on: today + BOOKING_HORIZON_DAYS. */
export function bookingHorizonEnd(now: Date): string {
  const [y, m, d] = todayIso(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + BOOKING_HORIZON_DAYS)).toISOString().slice(0, 10);
}

/** Whether `date` is within the booking horizon seen from `now` (one rule for slots-mes and POST /sessoes). */
export function isWithinBookingHorizon(date: string, now: Date): boolean {
  return date <= bookingHorizonEnd(now);
}

/** Every slot of a month; `available` is false when taken, already started or beyond the horizon. */
export function slotsForMonth({ schedule, sessionDuration, year, month, taken = [], now }: MonthSlotsInput): Slot[] {
  const takenKeys = new Set(taken.map((t) => `${t.date} ${t.time}`));
  const nowMs = now?.getTime();
  const horizon = now ? bookingHorizonEnd(now) : undefined;
  const slots: Slot[] = [];
  for (const date of datesOfMonth(year, month)) {
    const beyond = horizon !== undefined && date > horizon;
    for (const time of slotsForDate(schedule, sessionDuration, date)) {
      const started = nowMs !== undefined && appointmentStartsAt(date, time).getTime() <= nowMs;
      slots.push({ date, time, available: !started && !beyond && !takenKeys.has(`${date} ${time}`) });
    }
  }
  return slots;
}
