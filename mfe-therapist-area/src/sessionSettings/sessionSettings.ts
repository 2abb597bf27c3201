// The session settings a therapist sets once for the whole product: the one session length
// (shown and edited in both the Perfil and the Disponibilidade tabs), the rest between sessions and
// the minimum notice. Pure: where the first values come from and what a save sends.
import {
  BUFFER_OPTIONS,
  MIN_NOTICE_HOURS_DEFAULT,
  MIN_NOTICE_HOURS_MAX,
  MIN_NOTICE_HOURS_MIN,
  SESSION_DURATION_DEFAULT,
  isOneOf,
  type BufferMinutes,
} from '@acolhe/shared-domain';
import { numberFrom } from '../forms/number';

export interface SessionSettings {
  /** minutes; NumberInput hands '' while the field is empty */
  sessionDuration: number | string;
  bufferMinutes: BufferMinutes;
  /** hours; '' while the field is empty */
  minNoticeHours: number | string;
}

export interface SessionSettingsPayload {
  sessionDuration: number;
  bufferMinutes: BufferMinutes;
  minNoticeHours: number;
}

export const DEFAULT_SESSION_SETTINGS: Readonly<SessionSettings> = Object.freeze({
  sessionDuration: SESSION_DURATION_DEFAULT,
  bufferMinutes: 0,
  minNoticeHours: MIN_NOTICE_HOURS_DEFAULT,
});

/** What a stored record may carry (the profile, or the availability record that mirrors it). */
type Source = { sessionDuration?: unknown; bufferMinutes?: unknown; minNoticeHours?: unknown } | null | undefined;

const isDuration = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isBuffer = (v: unknown): v is BufferMinutes => isOneOf(BUFFER_OPTIONS, v);
const isNotice = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= MIN_NOTICE_HOURS_MIN && v <= MIN_NOTICE_HOURS_MAX;

/**
 * The values both tabs start from. The profile holds them (the api writes the availability
 * editor's values to the profile); the availability record is read when the profile has none
 * (not saved yet, or its load failed); otherwise the product defaults (50 min, no rest, 12 h).
 */
export function initialSessionSettings(profile: Source, availability: Source): SessionSettings {
  const sources = [profile, availability];
  const first = <T>(ok: (v: unknown) => v is T, field: keyof NonNullable<Source>, fallback: T): T => {
    for (const source of sources) {
      const value = source?.[field];
      if (ok(value)) return value;
    }
    return fallback;
  };
  return {
    sessionDuration: first(isDuration, 'sessionDuration', DEFAULT_SESSION_SETTINGS.sessionDuration as number),
    bufferMinutes: first(isBuffer, 'bufferMinutes', DEFAULT_SESSION_SETTINGS.bufferMinutes),
    minNoticeHours: first(isNotice, 'minNoticeHours', DEFAULT_SESSION_SETTINGS.minNoticeHours as number),
  };
}

/** The three values as the api takes them (beside the profile, or beside the schedule). */
export function sessionSettingsPayload(settings: SessionSettings): SessionSettingsPayload {
  return {
    sessionDuration: numberFrom(settings.sessionDuration),
    bufferMinutes: settings.bufferMinutes,
    minNoticeHours: numberFrom(settings.minNoticeHours),
  };
}

/** 'Sem intervalo', '5 minutos', … */
export function bufferLabel(minutes: BufferMinutes): string {
  return minutes === 0 ? 'Sem intervalo' : `${minutes} minutos`;
}

export const BUFFER_SELECT_OPTIONS = BUFFER_OPTIONS.map((minutes) => ({ value: String(minutes), label: bufferLabel(minutes) }));

/** The Select's string back to one of BUFFER_OPTIONS (anything else: no rest). */
export function bufferFromSelect(value: string | null): BufferMinutes {
  const n = Number(value);
  return isBuffer(n) ? n : 0;
}
