// The slots of a therapist's month: the weekly hours (minus holidays the therapist keeps closed)
// plus extra hours opened on a date, stepped by session length + buffer; each available only if
// it could be booked now and overlaps no active session and no blocked period.
import { appointmentStartsAt, datesOfMonth, dayOfWeekOf, minutesToTime, timeToMinutes, todayIso } from '../dates';
import type { AvailabilityDay, Slot } from '../types';
import { occupiedRange, overlaps, startProblem, type StartProblem, type TimeRange } from './rules';

export interface ExtraHours {
  /** 'YYYY-MM-DD' */
  date: string;
  start: string;
  end: string;
}

export interface AgendaRules {
  schedule: readonly AvailabilityDay[];
  sessionDuration: number;
  bufferMinutes: number;
  minNoticeHours: number;
  /** what active appointments occupy (each with its own length and buffer) */
  busy: readonly TimeRange[];
  /** periods the therapist blocked (vacation, a day off) */
  blocks: readonly TimeRange[];
  /** hours opened on a date besides the weekly ones */
  extras: readonly ExtraHours[];
  /** dates with no weekly hours (national holidays the therapist did not open) */
  closedDates: ReadonlySet<string>;
  now: Date;
}

/** Start times of sessions that fit in [start, end], stepping by length + buffer. */
export function windowSlots(start: string, end: string, durationMinutes: number, bufferMinutes = 0): string[] {
  const from = timeToMinutes(start);
  const to = timeToMinutes(end);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return [];
  if (!Number.isInteger(durationMinutes) || durationMinutes <= 0) return [];
  const step = durationMinutes + Math.max(0, bufferMinutes);
  const out: string[] = [];
  for (let t = from; t + durationMinutes <= to; t += step) out.push(minutesToTime(t));
  return out;
}

/** Every start time offered on `date` (before checking what is busy). */
export function dayTimes(rules: Pick<AgendaRules, 'schedule' | 'sessionDuration' | 'bufferMinutes' | 'extras' | 'closedDates'>, date: string): string[] {
  const times = new Set<string>();
  if (!rules.closedDates.has(date)) {
    const weekly = rules.schedule.find((d) => d.dayOfWeek === dayOfWeekOf(date));
    if (weekly?.isAvailable) {
      for (const t of windowSlots(weekly.workingHours.start, weekly.workingHours.end, rules.sessionDuration, rules.bufferMinutes)) times.add(t);
    }
  }
  for (const extra of rules.extras) {
    if (extra.date !== date) continue;
    for (const t of windowSlots(extra.start, extra.end, rules.sessionDuration, rules.bufferMinutes)) times.add(t);
  }
  return [...times].sort();
}

export type SlotProblem = StartProblem | 'not-offered' | 'blocked' | 'taken';

/** Why `date` `time` cannot be booked now (null: it can). The api's POST /sessoes and slots-mes
 * both ask this; 'taken' is also what the database answers under concurrency. */
export function slotProblem(rules: AgendaRules, date: string, time: string): SlotProblem | null {
  if (!dayTimes(rules, date).includes(time)) return 'not-offered';
  return offeredSlotProblem(rules, date, time);
}

/** slotProblem of a time dayTimes offers (monthSlots: without working out the day again per slot). */
function offeredSlotProblem(rules: AgendaRules, date: string, time: string): Exclude<SlotProblem, 'not-offered'> | null {
  const start = startProblem(date, time, rules.now, rules.minNoticeHours);
  if (start) return start;
  const range = occupiedRange(date, time, rules.sessionDuration, rules.bufferMinutes);
  if (rules.blocks.some((b) => overlaps(range, b))) return 'blocked';
  if (rules.busy.some((b) => overlaps(range, b))) return 'taken';
  return null;
}

/** Every offered slot of a month (month 1-based) with its `available` flag. */
export function monthSlots(rules: AgendaRules, year: number, month: number): Slot[] {
  const slots: Slot[] = [];
  for (const date of datesOfMonth(year, month)) {
    for (const time of dayTimes(rules, date)) {
      slots.push({ date, time, available: offeredSlotProblem(rules, date, time) === null });
    }
  }
  return slots;
}

const HOUR_MS = 3_600_000;

/**
 * Until when `slots` (what monthSlots answered for `rules`) stay the answer if only the clock
 * moves: the first instant after `rules.now` at which an available slot enters the minimum notice
 * (or starts, without notice), or the São Paulo date turns (the booking horizon moves a day). A
 * slot closed for any other reason stays closed as time passes. The api caches a month's answer
 * until then, or until the therapist's agenda is written.
 */
export function slotsStableUntil(rules: AgendaRules, slots: readonly Slot[]): Date {
  const now = rules.now.getTime();
  const [y, m, d] = todayIso(rules.now).split('-').map(Number) as [number, number, number];
  let until = appointmentStartsAt(new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10), '00:00').getTime();
  const notice = rules.minNoticeHours * HOUR_MS;
  for (const slot of slots) {
    if (!slot.available) continue;
    const flip = appointmentStartsAt(slot.date, slot.time).getTime() - notice;
    if (flip < until) until = Math.max(flip, now + 1);
  }
  return new Date(until);
}
