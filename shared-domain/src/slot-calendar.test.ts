import { availableDates, availableTimes, isSelectableDay, monthStart, sameMonth, visibleDate, yearMonthOf } from './slot-calendar';

const slots = [
  { date: '2026-11-23', time: '14:00', available: true },
  { date: '2026-11-23', time: '09:00', available: true },
  { date: '2026-11-23', time: '10:00', available: false },
  { date: '2026-11-24', time: '09:00', available: false },
  { date: '2026-11-25', time: '09:00', available: true },
];

describe('calendar rules', () => {
  it('month helpers', () => {
    expect(monthStart('2026-11-27')).toBe('2026-11-01');
    expect(yearMonthOf('2026-01-31')).toEqual({ year: 2026, month: 1 });
    expect(() => yearMonthOf('nope')).toThrow();
    expect(sameMonth('2026-11-01', '2026-11-30')).toBe(true);
    expect(sameMonth('2026-11-01', '2026-12-01')).toBe(false);
  });

  it('the chosen date shows only while its month is on screen', () => {
    expect(visibleDate({ date: '2026-11-23', month: '2026-11-01' })).toBe('2026-11-23');
    expect(visibleDate({ date: '2026-11-23', month: '2026-12-01' })).toBeNull();
    expect(visibleDate({ date: null, month: '2026-11-01' })).toBeNull();
  });

  it('a day is open only when it has an available slot', () => {
    expect([...availableDates(slots)].sort()).toEqual(['2026-11-23', '2026-11-25']);
  });

  it('times of a day: available only, sorted', () => {
    expect(availableTimes(slots, '2026-11-23')).toEqual(['09:00', '14:00']);
    expect(availableTimes(slots, '2026-11-24')).toEqual([]);
    expect(availableTimes(slots, null)).toEqual([]);
  });

  it('past days and days without slots are not selectable', () => {
    const open = availableDates(slots);
    expect(isSelectableDay('2026-11-23', '2026-11-20', open)).toBe(true);
    expect(isSelectableDay('2026-11-24', '2026-11-20', open)).toBe(false);
    expect(isSelectableDay('2026-11-23', '2026-11-24', open)).toBe(false);
    expect(isSelectableDay('2026-11-25', '2026-11-25', open)).toBe(true);
  });
});
