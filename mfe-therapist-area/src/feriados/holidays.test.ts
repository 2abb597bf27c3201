import { holidayDateText, holidayYears, sortHolidays, upcomingHolidays } from './holidays';

it("offers this year and the next, by Brazil's date", () => {
  expect(holidayYears(new Date('2030-06-01T12:00:00Z'))).toEqual([2030, 2031]);
  // 31/12/2030 22:00 in São Paulo is already 2031 in UTC
  expect(holidayYears(new Date('2031-01-01T01:00:00Z'))).toEqual([2030, 2031]);
});

it('shows the date as dd/MM/yyyy with its weekday, in date order', () => {
  expect(holidayDateText('2030-12-25')).toBe('25/12/2030 · Quarta-feira');
  expect(sortHolidays([{ date: '2030-12-25', name: 'Natal', open: false }, { date: '2030-01-01', name: 'Confraternização Universal', open: false }]).map((h) => h.name)).toEqual([
    'Confraternização Universal',
    'Natal',
  ]);
});

it('offers only the holidays still to come: a past one (by São Paulo date) is not listed, today is', () => {
  const year = [
    { date: '2026-11-20', name: 'Consciência Negra', open: false },
    { date: '2026-11-02', name: 'Finados', open: false },
    { date: '2026-12-25', name: 'Natal', open: false },
  ];
  // 20/11/2026 01:00 UTC is still 19/11 in São Paulo: Finados has passed, Consciência Negra has not
  expect(upcomingHolidays(year, new Date('2026-11-20T01:00:00Z')).map((h) => h.name)).toEqual(['Consciência Negra', 'Natal']);
  expect(upcomingHolidays(year, new Date('2026-11-21T03:00:00Z')).map((h) => h.name)).toEqual(['Natal']);
});
