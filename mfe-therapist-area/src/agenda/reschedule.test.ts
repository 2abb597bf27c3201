import { availableDates, availableTimes, monthStart, yearMonthOf } from '@acolhe/shared-domain';
import { firstMonthShown } from './reschedule';

const slots = [
  { date: '2030-03-14', time: '16:00', available: true },
  { date: '2030-03-14', time: '09:00', available: true },
  { date: '2030-03-14', time: '10:00', available: false },
  { date: '2030-03-15', time: '09:00', available: false },
];

it('starts on the session month, never before this month', () => {
  const now = new Date('2030-03-05T13:00:00Z');
  expect(firstMonthShown({ date: '2030-04-20' }, now)).toBe('2030-04-01');
  expect(firstMonthShown({ date: '2030-03-01' }, now)).toBe('2030-03-01');
  expect(monthStart('2030-12-31')).toBe('2030-12-01');
  expect(yearMonthOf('2030-12-01')).toEqual({ year: 2030, month: 12 });
});

it('offers only available slots: days with one, and their times in order', () => {
  expect([...availableDates(slots)]).toEqual(['2030-03-14']);
  expect(availableTimes(slots, '2030-03-14')).toEqual(['09:00', '16:00']);
  expect(availableTimes(slots, '2030-03-15')).toEqual([]);
  expect(availableTimes(slots, null)).toEqual([]);
});
