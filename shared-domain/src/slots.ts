// The weekly schedule's defaults and slot generation (product.md#validation 'Availability'): from the start
// time, step by the session length (+ buffer) while start + length still fits within the end.
// The month's availability is agenda/month.ts.
import { windowSlots } from './agenda/month';
import type { AvailabilityDay } from './types';

// the session length: SESSION_DURATION_* of agenda/rules.ts (no default of its own here)

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

/** product.md#sessions-appointments: a loaded non-empty schedule is used, otherwise the default. Days missing from a
 * partial schedule are taken from the default; the result is sorted Sunday → Saturday. */
export function scheduleOrDefault(schedule: readonly AvailabilityDay[] | null | undefined): AvailabilityDay[] {
  if (!schedule || schedule.length === 0) return cloneSchedule(DEFAULT_SCHEDULE);
  return cloneSchedule(
    DEFAULT_SCHEDULE.map((fallback) => schedule.find((d) => d.dayOfWeek === fallback.dayOfWeek) ?? fallback),
  );
}

/** Start times 'HH:MM' of the sessions that fit in [start, end], stepping by length + buffer.
 * Malformed input yields []. (The availability editor's preview; the api uses the same rule.) */
export function generateSlots(start: string, end: string, durationMinutes: number, bufferMinutes = 0): string[] {
  return windowSlots(start, end, durationMinutes, bufferMinutes);
}

