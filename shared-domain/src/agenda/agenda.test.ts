import { DEFAULT_SCHEDULE } from '../slots';
import type { AvailabilityDay } from '../types';
import {
  bookingHorizonEnd,
  dayTimes,
  isLateCancellation,
  isLateClientMove,
  isLateCancellationBy,
  isWithinBookingHorizon,
  monthSlots,
  occupiedRange,
  overlaps,
  slotProblem,
  startProblem,
  windowSlots,
  type AgendaRules,
} from './index';

const NOW = new Date('2030-01-16T13:00:00.000Z'); // Wed 16/01/2030 10:00 in São Paulo
const everyDay: AvailabilityDay[] = ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({
  dayOfWeek,
  isAvailable: true,
  workingHours: { start: '08:00', end: '18:00' },
}));
const rules = (over: Partial<AgendaRules> = {}): AgendaRules => ({
  schedule: everyDay,
  sessionDuration: 45,
  bufferMinutes: 0,
  minNoticeHours: 0,
  busy: [],
  blocks: [],
  extras: [],
  closedDates: new Set(),
  now: NOW,
  ...over,
});

describe('occupied ranges', () => {
  it('a session occupies its length plus the buffer, half-open', () => {
    const r = occupiedRange('2030-02-04', '10:00', 45, 15);
    expect(r.start.toISOString()).toBe('2030-02-04T13:00:00.000Z');
    expect(r.end.toISOString()).toBe('2030-02-04T14:00:00.000Z');
    expect(overlaps(r, occupiedRange('2030-02-04', '11:00', 45, 0))).toBe(false); // touches, no overlap
    expect(overlaps(r, occupiedRange('2030-02-04', '10:59', 45, 0))).toBe(true);
    expect(overlaps(r, occupiedRange('2030-02-04', '09:30', 45, 0))).toBe(true);
  });
});

describe('the 45-minute scenario: a confirmed 10:00 session of 60 minutes', () => {
  // The therapist switched to 45-minute sessions after confirming a 60-minute one at 10:00.
  const busy = [occupiedRange('2030-02-04', '10:00', 60, 0)];
  it('no offered slot overlaps it: 09:30 and 10:15 (and 10:45) are unavailable', () => {
    const r = rules({ busy });
    expect(windowSlots('08:00', '12:00', 45)).toEqual(['08:00', '08:45', '09:30', '10:15', '11:00']);
    expect(slotProblem(r, '2030-02-04', '09:30')).toBe('taken');
    expect(slotProblem(r, '2030-02-04', '10:15')).toBe('taken');
    expect(slotProblem(r, '2030-02-04', '08:45')).toBeNull();
    expect(slotProblem(r, '2030-02-04', '11:00')).toBeNull();
  });
});

describe('notice and horizon from one function', () => {
  it('past, inside the notice, beyond 180 days, or fine', () => {
    expect(startProblem('2030-01-16', '10:00', NOW, 12)).toBe('past');
    expect(startProblem('2030-01-16', '21:59', NOW, 12)).toBe('notice');
    expect(startProblem('2030-01-16', '22:00', NOW, 12)).toBeNull();
    expect(startProblem('2030-01-16', '11:00', NOW, 0)).toBeNull();
    expect(bookingHorizonEnd(NOW)).toBe('2030-07-15');
    // 23:30 in São Paulo is already the next day in UTC: the horizon counts from Brazil's date
    expect(bookingHorizonEnd(new Date('2030-01-17T02:30:00.000Z'))).toBe('2030-07-15');
    // the next day, then back: each answer follows its own day (it remembers only the last)
    expect(bookingHorizonEnd(new Date('2030-01-18T12:00:00.000Z'))).toBe('2030-07-17');
    expect(bookingHorizonEnd(NOW)).toBe('2030-07-15');
    expect(isWithinBookingHorizon('2030-07-15', NOW)).toBe(true);
    expect(startProblem('2030-07-15', '09:00', NOW, 12)).toBeNull();
    expect(startProblem('2030-07-16', '09:00', NOW, 12)).toBe('horizon');
  });

  it('monthSlots applies the same rule', () => {
    const july = monthSlots(rules({ sessionDuration: 60, schedule: everyDay.map((d) => ({ ...d, workingHours: { start: '09:00', end: '10:00' } })) }), 2030, 7);
    expect(july.find((s) => s.date === '2030-07-15')!.available).toBe(true);
    expect(july.filter((s) => s.date > '2030-07-15').some((s) => s.available)).toBe(false);
  });
});

describe('blocks, holidays and extra hours', () => {
  it('a blocked week makes every slot in it unavailable', () => {
    const vacation = { start: new Date('2030-02-04T03:00:00.000Z'), end: new Date('2030-02-11T03:00:00.000Z') }; // 04–10/02 in Brazil
    const feb = monthSlots(rules({ blocks: [vacation] }), 2030, 2);
    expect(feb.filter((s) => s.date >= '2030-02-04' && s.date <= '2030-02-10').some((s) => s.available)).toBe(false);
    expect(feb.filter((s) => s.date === '2030-02-11').every((s) => s.available)).toBe(true);
    expect(slotProblem(rules({ blocks: [vacation] }), '2030-02-05', '08:00')).toBe('blocked');
  });

  it('a closed holiday has no weekly hours; extra hours open slots on any date', () => {
    const r = rules({ closedDates: new Set(['2030-12-25']), extras: [{ date: '2030-12-25', start: '14:00', end: '16:00' }] });
    expect(dayTimes(r, '2030-12-25')).toEqual(['14:00', '14:45']);
    expect(dayTimes(r, '2030-12-24')).toHaveLength(13);
  });

  it('the buffer separates sessions and is part of what each one occupies', () => {
    const r = rules({ sessionDuration: 50, bufferMinutes: 10, busy: [occupiedRange('2030-02-04', '10:00', 50, 10)] });
    expect(dayTimes(r, '2030-02-04').slice(0, 4)).toEqual(['08:00', '09:00', '10:00', '11:00']);
    expect(slotProblem(r, '2030-02-04', '09:00')).toBeNull();
    expect(slotProblem(r, '2030-02-04', '10:00')).toBe('taken');
    expect(slotProblem(r, '2030-02-04', '10:30')).toBe('not-offered');
  });

  it('a time the schedule does not offer is not bookable', () => {
    expect(slotProblem(rules({ schedule: DEFAULT_SCHEDULE }), '2030-02-09', '10:00')).toBe('not-offered'); // Saturday
  });
});

describe('late cancellation', () => {
  it('less than 24 h before the start', () => {
    expect(isLateCancellation('2030-01-17', '09:59', NOW)).toBe(true);
    expect(isLateCancellation('2030-01-17', '10:00', NOW)).toBe(false);
  });

  it('only the client’s cancellation is ever late; the therapist’s never is', () => {
    expect(isLateCancellationBy('cliente', '2030-01-17', '09:59', NOW)).toBe(true);
    expect(isLateCancellationBy('cliente', '2030-01-17', '10:00', NOW)).toBe(false);
    expect(isLateCancellationBy('terapeuta', '2030-01-17', '09:59', NOW)).toBe(false);
  });

  it('a client’s move of a confirmed session inside those 24 h would escape it: refused; a pending request moves freely', () => {
    expect(isLateClientMove('CONFIRMED', '2030-01-17', '08:00', NOW)).toBe(true); // 22 h ahead: the attack
    expect(isLateClientMove('CONFIRMED', '2030-01-17', '10:00', NOW)).toBe(false);
    expect(isLateClientMove('PENDING', '2030-01-17', '08:00', NOW)).toBe(false);
  });
});

