import { nationalHolidays } from './holidays';

describe('nationalHolidays', () => {
  it("lists Brazil's fixed national holidays of a year, election days left out (issue 30)", () => {
    const list = nationalHolidays(2026);
    expect(list.map((h) => h.name)).not.toContain('Dia de Eleição');
    expect(list.map((h) => h.date)).not.toEqual(expect.arrayContaining(['2026-10-04']));
    expect(list.map((h) => h.date)).not.toEqual(expect.arrayContaining(['2026-10-25']));
    expect(list).toEqual(
      expect.arrayContaining([
        { date: '2026-04-21', name: 'Dia de Tiradentes' },
        { date: '2026-10-12', name: 'Nossa Senhora Aparecida' },
        { date: '2026-12-25', name: 'Natal' },
      ]),
    );
    expect(list).toHaveLength(10);
  });
});
