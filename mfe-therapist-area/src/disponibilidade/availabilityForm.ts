// The availability editor's state and its pure rules: initial values (product.md#sessions-appointments), live slot
// preview with the shared generator (the same one the api's slots-mes uses: length + rest) and
// validation with the shared schema (end after start, one session length 15–180 step 5, rest and
// notice). The session settings are shared with the Perfil tab (sessionSettings/), not kept here.
import {
  FORM_DEFAULT_SCHEDULE,
  VALIDATION_MESSAGES,
  availabilitySchema,
  cloneSchedule,
  generateSlots,
  scheduleOrDefault,
  validate,
  type AvailabilityDay,
  type AvailabilityRecord,
  type DayOfWeek,
} from '@acolhe/shared-domain';
import { numberFrom } from '../forms/number';
import { sessionSettingsPayload, type SessionSettings, type SessionSettingsPayload } from '../sessionSettings/sessionSettings';

export interface AvailabilityFormState {
  schedule: AvailabilityDay[];
}

/** Before anything loads: every day off, 08:00–17:00 (product.md#limits form default). */
export function blankAvailability(): AvailabilityFormState {
  return { schedule: cloneSchedule(FORM_DEFAULT_SCHEDULE) };
}

/** product.md#sessions-appointments: a non-empty saved schedule is used, otherwise (no record, error) the default
 * Monday–Friday 09:00–17:00. */
export function availabilityFromRecord(record: Pick<AvailabilityRecord, 'schedule'> | null | undefined): AvailabilityFormState {
  return { schedule: scheduleOrDefault(record?.schedule) };
}

/** Slot start times the day offers (length + rest between them); [] when the day is off or the
 * times/length are invalid. */
export function dayPreview(day: AvailabilityDay, sessionDuration: number | string, bufferMinutes = 0): string[] {
  if (!day.isAvailable) return [];
  return generateSlots(day.workingHours.start, day.workingHours.end, numberFrom(sessionDuration), bufferMinutes);
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

export interface DayErrors {
  start?: string;
  end?: string;
}

export interface AvailabilityErrors {
  /** day of week → the messages of that card's two times */
  days: Partial<Record<DayOfWeek, DayErrors>>;
  sessionDuration?: string;
  bufferMinutes?: string;
  minNoticeHours?: string;
}

export type AvailabilityValidation =
  | { ok: true; payload: { schedule: AvailabilityDay[] } & SessionSettingsPayload; errors: AvailabilityErrors }
  | { ok: false; errors: AvailabilityErrors };

const SETTINGS_FIELDS = ['sessionDuration', 'bufferMinutes', 'minNoticeHours'] as const;

export function validateAvailability(state: AvailabilityFormState, settings: SessionSettings): AvailabilityValidation {
  const settingsPayload = sessionSettingsPayload(settings);
  const result = validate(availabilitySchema, { schedule: state.schedule, ...settingsPayload });
  if (result.success) {
    return { ok: true, payload: { schedule: result.output.schedule, ...settingsPayload }, errors: { days: {} } };
  }
  return { ok: false, errors: availabilityErrorsFrom(result.fieldErrors, state.schedule) };
}

/** The shared schema's paths ('schedule.1.workingHours.end', 'sessionDuration', …) that the editor
 * shows at a field, in the order they are shown: the session settings, then each day's times. */
export function availabilityFieldPaths(schedule: readonly AvailabilityDay[]): string[] {
  const days = schedule.flatMap((_, i) => [`schedule.${i}.workingHours.start`, `schedule.${i}.workingHours.end`]);
  return [...SETTINGS_FIELDS, ...days];
}

/** Field errors keyed by the schema's paths (the browser's validation or the api's 400) → the
 * editor's errors: per day card, and the session settings. */
export function availabilityErrorsFrom(fieldErrors: Readonly<Record<string, string>>, schedule: readonly AvailabilityDay[]): AvailabilityErrors {
  const errors: AvailabilityErrors = { days: {} };
  for (const [path, message] of Object.entries(fieldErrors)) {
    const day = /^schedule\.(\d)\.workingHours\.(start|end)$/.exec(path);
    if (day) {
      const dayOfWeek = schedule[Number(day[1])]?.dayOfWeek;
      const which = day[2] as keyof DayErrors;
      if (dayOfWeek !== undefined) errors.days[dayOfWeek] = { ...errors.days[dayOfWeek], [which]: message };
    } else {
      const field = SETTINGS_FIELDS.find((f) => f === path);
      if (field) errors[field] = message;
    }
  }
  return errors;
}

/** What is shown while typing: only an end not after its start (a time half typed, '13:0', is
 * not an error yet); everything else after a save attempt. */
export function liveErrors(errors: AvailabilityErrors): AvailabilityErrors {
  const days: AvailabilityErrors['days'] = {};
  for (const [dow, day] of Object.entries(errors.days) as [string, DayErrors][]) {
    if (day.end === VALIDATION_MESSAGES.endAfterStart) days[Number(dow) as DayOfWeek] = { end: day.end };
  }
  return { days };
}
