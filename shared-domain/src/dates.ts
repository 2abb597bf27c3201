// Calendar helpers on plain 'YYYY-MM-DD' / 'HH:MM' strings. The product lives in Brazil:
// "today" and appointment start instants are computed in America/Sao_Paulo so the browser
// and the api (often UTC) agree.

export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';
/** Brazil has had no daylight-saving time since 2019; the five product cities are UTC-3. */
export const BRAZIL_UTC_OFFSET = '-03:00';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR_MINUTE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A real calendar date written 'YYYY-MM-DD' (rejects 2026-02-30). */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A 24-hour 'HH:MM' time. */
export function isValidTime(value: unknown): value is string {
  return typeof value === 'string' && HOUR_MINUTE.test(value);
}

/** 'HH:MM' → minutes after midnight (NaN when malformed). */
export function timeToMinutes(time: string): number {
  const m = HOUR_MINUTE.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** minutes after midnight → 'HH:MM'. */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

// Built once: constructing an Intl.DateTimeFormat costs ~0.1 ms, and a month of slots asks for
// today's date once per slot (it made slots-mes spend ~30 ms of CPU per request).
let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

// The last instant asked and its date: a month of slots asks for the same `now` once per slot,
// and formatting was still ~4 % of an api replica's CPU under load (profile, 2026-11-25).
let lastDay: { at: number; iso: string } | undefined;

/** Today's date in Brazil as 'YYYY-MM-DD'. */
export function todayIso(now: Date = new Date()): string {
  const at = now.getTime();
  if (lastDay?.at === at) return lastDay.iso;
  // en-CA formats as YYYY-MM-DD.
  dateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const iso = dateFormat.format(now);
  lastDay = { at, iso };
  return iso;
}

/** The wall-clock time in Brazil as 'HH:MM'. */
export function brazilTimeOfDay(now: Date = new Date()): string {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: BRAZIL_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = timeFormat.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

/** The instant an appointment on `date` at `time` (Brazil wall clock) starts. */
export function appointmentStartsAt(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${BRAZIL_UTC_OFFSET}`);
}

/** 'YYYY-MM-DDTHH:MM' (Brazil wall clock, as blocks and extra hours are written) → instant. */
export function wallClockToInstant(local: string): Date {
  return new Date(`${local}:00${BRAZIL_UTC_OFFSET}`);
}

/** An instant → 'YYYY-MM-DDTHH:MM' on the Brazil wall clock (the inverse of wallClockToInstant). */
export function instantToWallClock(instant: Date): string {
  const [sign, hours, minutes] = [BRAZIL_UTC_OFFSET[0], Number(BRAZIL_UTC_OFFSET.slice(1, 3)), Number(BRAZIL_UTC_OFFSET.slice(4, 6))];
  const offsetMs = (sign === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
  return new Date(instant.getTime() + offsetMs).toISOString().slice(0, 16);
}

/** Day of week (0 Sunday … 6 Saturday) of a 'YYYY-MM-DD' date, independent of time zone. */
export function dayOfWeekOf(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) return Number.NaN;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
}

/** Every 'YYYY-MM-DD' of a month (month 1-based, as the slots-mes query uses). */
export function datesOfMonth(year: number, month: number): string[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return Array.from({ length: days }, (_, i) => `${year}-${mm}-${String(i + 1).padStart(2, '0')}`);
}
