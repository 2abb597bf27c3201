import {
  appointmentStartsAt,
  datesOfMonth,
  dayOfWeekOf,
  instantToWallClock,
  isValidIsoDate,
  isValidTime,
  minutesToTime,
  timeToMinutes,
  todayIso,
  wallClockToInstant,
} from './dates';

describe('dates', () => {
  it.each([
    ['2026-11-27', true], ['2024-02-29', true], ['2026-02-29', false], ['2026-13-01', false], ['27/11/2026', false], [20261127, false],
  ])('validates real calendar dates: %p → %p', (date, valid) => {
    expect(isValidIsoDate(date)).toBe(valid);
  });
  it.each([['00:00', true], ['23:59', true], ['24:00', false], ['9:00', false], ['09:60', false]])('validates HH:MM: %p → %p', (time, valid) => {
    expect(isValidTime(time)).toBe(valid);
  });
  it('converts times', () => {
    expect(timeToMinutes('09:30')).toBe(570);
    expect(timeToMinutes('x')).toBeNaN();
    expect(minutesToTime(570)).toBe('09:30');
  });
  it('computes today in Brazil', () => {
    // 02:00 UTC on the 28th is still the 27th in São Paulo.
    expect(todayIso(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-27');
    expect(todayIso(new Date('2026-11-28T03:00:00Z'))).toBe('2026-11-28');
    // asked again and in turns (it remembers the last instant): each answer is its own instant's
    const night = new Date('2026-11-28T02:00:00Z');
    const morning = new Date('2026-11-28T03:00:00Z');
    expect([night, night, morning, night, morning].map((d) => todayIso(d))).toEqual(['2026-11-27', '2026-11-27', '2026-11-28', '2026-11-27', '2026-11-28']);
  });
  it('computes appointment start in Brazil time', () => {
    expect(appointmentStartsAt('2026-11-27', '14:00').toISOString()).toBe('2026-11-27T17:00:00.000Z');
  });
  it('turns the São Paulo wall clock into instants and back, across midnight UTC', () => {
    expect(wallClockToInstant('2026-11-27T22:30').toISOString()).toBe('2026-11-28T01:30:00.000Z');
    expect(instantToWallClock(new Date('2026-11-28T01:30:00.000Z'))).toBe('2026-11-27T22:30');
    for (const local of ['2026-01-01T00:00', '2026-06-15T09:05', '2026-12-31T23:59']) expect(instantToWallClock(wallClockToInstant(local))).toBe(local);
  });
  it('gives day of week and month dates', () => {
    expect(dayOfWeekOf('2026-11-27')).toBe(5);
    expect(dayOfWeekOf('2026-11-29')).toBe(0);
    expect(datesOfMonth(2026, 2)).toHaveLength(28);
    expect(datesOfMonth(2024, 2)).toHaveLength(29);
    expect(datesOfMonth(2026, 11)[0]).toBe('2026-11-01');
    expect(datesOfMonth(2026, 11).at(-1)).toBe('2026-11-30');
  });
});

describe('brazilTimeOfDay', () => {
  it('is the wall clock of São Paulo, 24-hour', () => {
    const { brazilTimeOfDay } = jest.requireActual('./dates') as typeof import('./dates');
    expect(brazilTimeOfDay(new Date('2030-01-16T13:05:00.000Z'))).toBe('10:05');
    expect(brazilTimeOfDay(new Date('2030-01-17T02:30:00.000Z'))).toBe('23:30');
    expect(brazilTimeOfDay(new Date('2030-01-16T03:00:00.000Z'))).toBe('00:00');
  });
});
