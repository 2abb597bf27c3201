import {
  DEFAULT_SCHEDULE,
  FORM_DEFAULT_SCHEDULE,
  cloneSchedule,
  generateSlots,
  scheduleOrDefault,
} from './slots';
import { dayTimes } from './agenda/month';

/** One date's times by the weekly schedule alone (no extra hours, no closed dates). */
const slotsForDate = (schedule: typeof DEFAULT_SCHEDULE, sessionDuration: number, date: string, bufferMinutes = 0) =>
  dayTimes({ schedule, sessionDuration, bufferMinutes, extras: [], closedDates: new Set() }, date);

describe('generateSlots', () => {
  it('steps by the duration while start + duration fits (exact fit included)', () => {
    expect(generateSlots('09:00', '12:00', 60)).toEqual(['09:00', '10:00', '11:00']);
    expect(generateSlots('09:00', '17:00', 60)).toHaveLength(8);
  });
  it('drops a last slot that would overflow the end', () => {
    expect(generateSlots('09:00', '11:30', 60)).toEqual(['09:00', '10:00']);
  });
  it('returns nothing when not even one session fits', () => {
    expect(generateSlots('09:00', '09:45', 60)).toEqual([]);
    expect(generateSlots('10:00', '09:00', 30)).toEqual([]);
    expect(generateSlots('09:00', '09:00', 30)).toEqual([]);
  });
  it('handles 50-minute steps', () => {
    expect(generateSlots('08:00', '12:00', 50)).toEqual(['08:00', '08:50', '09:40', '10:30']);
    expect(generateSlots('09:00', '17:00', 50)).toEqual([
      '09:00', '09:50', '10:40', '11:30', '12:20', '13:10', '14:00', '14:50', '15:40',
    ]);
  });
  it('reaches the end of the day', () => {
    expect(generateSlots('22:00', '23:59', 60)).toEqual(['22:00']);
  });
  it('rejects malformed input', () => {
    expect(generateSlots('9h', '17:00', 60)).toEqual([]);
    expect(generateSlots('09:00', '17:00', 0)).toEqual([]);
    expect(generateSlots('09:00', '17:00', -30)).toEqual([]);
    expect(generateSlots('09:00', '17:00', Number.NaN)).toEqual([]);
  });
});

describe('schedules', () => {
  it('DEFAULT_SCHEDULE is Mon–Fri 09:00–17:00, weekend off', () => {
    expect(DEFAULT_SCHEDULE.map((d) => d.dayOfWeek)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(DEFAULT_SCHEDULE.map((d) => d.isAvailable)).toEqual([false, true, true, true, true, true, false]);
    expect(DEFAULT_SCHEDULE.every((d) => d.workingHours.start === '09:00' && d.workingHours.end === '17:00')).toBe(true);
  });
  it('FORM_DEFAULT_SCHEDULE is all off 08:00–17:00', () => {
    expect(FORM_DEFAULT_SCHEDULE).toHaveLength(7);
    expect(FORM_DEFAULT_SCHEDULE.every((d) => !d.isAvailable)).toBe(true);
    expect(FORM_DEFAULT_SCHEDULE.every((d) => d.workingHours.start === '08:00' && d.workingHours.end === '17:00')).toBe(true);
  });
  it('defaults are frozen; clones are mutable', () => {
    expect(Object.isFrozen(DEFAULT_SCHEDULE[1])).toBe(true);
    const copy = cloneSchedule(DEFAULT_SCHEDULE);
    copy[1]!.workingHours.start = '10:00';
    expect(DEFAULT_SCHEDULE[1]!.workingHours.start).toBe('09:00');
  });
  it('scheduleOrDefault uses the default when empty and fills missing days', () => {
    expect(scheduleOrDefault(undefined)).toEqual(DEFAULT_SCHEDULE);
    expect(scheduleOrDefault([])).toEqual(DEFAULT_SCHEDULE);
    const partial = scheduleOrDefault([
      { dayOfWeek: 6, isAvailable: true, workingHours: { start: '08:00', end: '12:00' } },
    ]);
    expect(partial).toHaveLength(7);
    expect(partial[6]).toEqual({ dayOfWeek: 6, isAvailable: true, workingHours: { start: '08:00', end: '12:00' } });
    expect(partial[1]).toEqual(DEFAULT_SCHEDULE[1]);
  });
});

describe('dayTimes by the weekly schedule', () => {
  it('uses the weekday of the date', () => {
    expect(slotsForDate(DEFAULT_SCHEDULE, 60, '2026-11-27')).toHaveLength(8); // Friday
    expect(slotsForDate(DEFAULT_SCHEDULE, 60, '2026-11-28')).toEqual([]); // Saturday
    expect(slotsForDate(DEFAULT_SCHEDULE, 60, 'not-a-date')).toEqual([]);
  });
  it('steps by length + buffer', () => {
    expect(slotsForDate(DEFAULT_SCHEDULE, 50, '2026-11-27', 10)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
  });
});
