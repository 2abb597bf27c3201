// How a practice's time is booked — one place for the rules both the api and the screens apply.
// A session occupies [start, start + duration + buffer): two active sessions of one therapist
// never overlap (the database holds that with an exclusion constraint); a slot is offered only
// if it could be booked now (notice and horizon, from one function) and overlaps nothing busy.
import { BOOKING_HORIZON_DAYS } from '../constants';
import { appointmentStartsAt, todayIso } from '../dates';
import type { UserType } from '../enums';

/** The one session length, set in the profile and shown by the availability editor. */
export const SESSION_DURATION_MIN = 15;
export const SESSION_DURATION_MAX = 180;
export const SESSION_DURATION_STEP = 5;
/** A new profile's length, until the therapist sets one. */
export const SESSION_DURATION_DEFAULT = 50;
/** Rest after each session, minutes. */
export const BUFFER_OPTIONS = [0, 5, 10, 15] as const;
export type BufferMinutes = (typeof BUFFER_OPTIONS)[number];
/** Minimum notice before a session starts, hours. */
export const MIN_NOTICE_HOURS_DEFAULT = 12;
export const MIN_NOTICE_HOURS_MIN = 0;
export const MIN_NOTICE_HOURS_MAX = 72;
/** Cancelling closer than this to the start is a late cancellation (the therapist is told). */
export const FREE_CANCELLATION_HOURS = 24;
/** How every text says that window ('menos de 24 horas'): the api's messages and e-mails. */
export const FREE_CANCELLATION_TEXT = `${FREE_CANCELLATION_HOURS} horas`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface TimeRange {
  start: Date;
  /** exclusive */
  end: Date;
}

/** What a session starting at `date` `time` occupies: its length plus the rest after it. */
export function occupiedRange(date: string, time: string, durationMinutes: number, bufferMinutes: number): TimeRange {
  const start = appointmentStartsAt(date, time);
  return { start, end: new Date(start.getTime() + (durationMinutes + bufferMinutes) * MINUTE) };
}

/** Half-open ranges [a.start, a.end) and [b.start, b.end) share an instant. */
export function overlaps(a: TimeRange, b: TimeRange): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

let lastHorizon: { today: string; end: string } | undefined;

/** The last date (Brazil, 'YYYY-MM-DD') a session may be booked on: today + BOOKING_HORIZON_DAYS. */
export function bookingHorizonEnd(now: Date): string {
  const today = todayIso(now);
  if (lastHorizon?.today === today) return lastHorizon.end; // asked once per slot of a month
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1, d + BOOKING_HORIZON_DAYS)).toISOString().slice(0, 10);
  lastHorizon = { today, end };
  return end;
}

/** Whether `date` is within the booking horizon seen from `now`. */
export function isWithinBookingHorizon(date: string, now: Date): boolean {
  return date <= bookingHorizonEnd(now);
}

export type StartProblem = 'past' | 'notice' | 'horizon';

/**
 * Why a session at `date` `time` cannot be booked now, or null when it can: it has started,
 * it is closer than the therapist's minimum notice, or beyond the horizon. The one rule behind
 * slots-mes, the booking calendar and POST /sessoes.
 */
export function startProblem(date: string, time: string, now: Date, minNoticeHours: number): StartProblem | null {
  const start = appointmentStartsAt(date, time).getTime();
  if (start <= now.getTime()) return 'past';
  if (start < now.getTime() + minNoticeHours * HOUR) return 'notice';
  if (!isWithinBookingHorizon(date, now)) return 'horizon';
  return null;
}

/** Cancelled less than FREE_CANCELLATION_HOURS before the start. */
export function isLateCancellation(date: string, time: string, now: Date): boolean {
  return appointmentStartsAt(date, time).getTime() - now.getTime() < FREE_CANCELLATION_HOURS * HOUR;
}

/**
 * Whether a cancellation made by `by` now is marked late: only the client's, less than
 * FREE_CANCELLATION_HOURS before the start. The therapist's cancellations are never late (the
 * client is told of them instead). One rule for a single cancellation, 'esta e as próximas',
 * the end of a series and the occurrences a moved series drops.
 */
export function isLateCancellationBy(by: UserType, date: string, time: string, now: Date): boolean {
  return by === 'cliente' && isLateCancellation(date, time, now);
}

/**
 * A client may not move a CONFIRMED session once it is less than FREE_CANCELLATION_HOURS away:
 * the move would take it out of the late window, and cancelling it afterwards would escape the
 * late-cancellation mark (docs/decisions.md, "Remarcar perto da sessão"). They may still cancel
 * (late) or ask the therapist, whose moves keep their own rules. A pending request was never
 * promised to anybody: the client may move it until it starts.
 */
export function isLateClientMove(status: string, date: string, time: string, now: Date): boolean {
  return status === 'CONFIRMED' && isLateCancellation(date, time, now);
}
