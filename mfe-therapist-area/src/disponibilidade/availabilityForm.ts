// The availability editor's state and its pure rules: initial values (SPEC §4), live slot
// preview with the shared generator (the same one the api's slots-mes uses) and validation
// with the shared schema (end after start, duration 30–180 step 15).
import {
  DEFAULT_SESSION_DURATION,
  FORM_DEFAULT_SCHEDULE,
  availabilitySchema,
  cloneSchedule,
  generateSlots,
  scheduleOrDefault,
  validate,
  type AvailabilityDay,
  type AvailabilityRecord,
  type DayOfWeek,
} from '@acolhe/shared-domain';

export interface AvailabilityFormState {
  schedule: AvailabilityDay[];
  /** NumberInput hands '' while the field is empty */
  sessionDuration: number | string;
}

/** Before anything loads: every day off, 08:00–17:00 (SPEC §9 form default). */
export function blankAvailability(): AvailabilityFormState {
  return { schedule: cloneSchedule(FORM_DEFAULT_SCHEDULE), sessionDuration: DEFAULT_SESSION_DURATION };
}

/** SPEC §4: a non-empty saved schedule is used, otherwise (no record, error) the default
 * Monday–Friday 09:00–17:00. The saved session duration is kept (the old load dropped it). */
export function availabilityFromRecord(record: AvailabilityRecord | null | undefined): AvailabilityFormState {
  const duration = record?.sessionDuration;
  return {
    schedule: scheduleOrDefault(record?.schedule),
    sessionDuration: typeof duration === 'number' && duration > 0 ? duration : DEFAULT_SESSION_DURATION,
  };
}

export function durationNumber(value: number | string): number {
  return typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
}

/** Slot start times the day offers; [] when the day is off or the times/duration are invalid. */
export function dayPreview(day: AvailabilityDay, sessionDuration: number | string): string[] {
  if (!day.isAvailable) return [];
  return generateSlots(day.workingHours.start, day.workingHours.end, durationNumber(sessionDuration));
}

export function slotCountLabel(count: number): string {
  if (count === 0) return 'Nenhum horário';
  return count === 1 ? '1 horário' : `${count} horários`;
}

export function updateDay(
  state: AvailabilityFormState,
  dayOfWeek: DayOfWeek,
  change: Partial<Pick<AvailabilityDay, 'isAvailable'>> & Partial<AvailabilityDay['workingHours']>,
): AvailabilityFormState {
  return {
    ...state,
    schedule: state.schedule.map((d) =>
      d.dayOfWeek !== dayOfWeek
        ? d
        : {
            ...d,
            isAvailable: change.isAvailable ?? d.isAvailable,
            workingHours: { start: change.start ?? d.workingHours.start, end: change.end ?? d.workingHours.end },
          },
    ),
  };
}

export interface AvailabilityErrors {
  /** day of week → message shown on that card's end time */
  days: Partial<Record<DayOfWeek, string>>;
  sessionDuration?: string;
}

export type AvailabilityValidation =
  | { ok: true; schedule: AvailabilityDay[]; sessionDuration: number; errors: AvailabilityErrors }
  | { ok: false; errors: AvailabilityErrors };

export function validateAvailability(state: AvailabilityFormState): AvailabilityValidation {
  const result = validate(availabilitySchema, {
    schedule: state.schedule,
    sessionDuration: durationNumber(state.sessionDuration),
  });
  if (result.success) {
    return { ok: true, schedule: result.output.schedule, sessionDuration: result.output.sessionDuration, errors: { days: {} } };
  }
  const errors: AvailabilityErrors = { days: {} };
  for (const [path, message] of Object.entries(result.fieldErrors)) {
    const day = /^schedule\.(\d)\./.exec(path);
    if (day) {
      const dayOfWeek = state.schedule[Number(day[1])]?.dayOfWeek;
      if (dayOfWeek !== undefined && !errors.days[dayOfWeek]) errors.days[dayOfWeek] = message;
    } else if (path === 'sessionDuration') {
      errors.sessionDuration = message;
    }
  }
  return { ok: false, errors };
}
