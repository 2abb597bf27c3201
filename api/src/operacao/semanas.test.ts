import { rotuloSemana, segundaDaSemana, ultimasSemanas } from './semanas';

describe('ISO weeks of the overview', () => {
  it('finds the Monday of any day of the week', () => {
    expect(segundaDaSemana('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(segundaDaSemana('2026-11-23')).toBe('2026-11-23');
    expect(segundaDaSemana('2026-11-29')).toBe('2026-11-23'); // a Sunday
  });

  it('names weeks as ISO does, across a year’s end', () => {
    expect(rotuloSemana('2026-11-23')).toBe('2026-W48');
    expect(rotuloSemana('2024-12-30')).toBe('2025-W01'); // its Thursday is 2025-01-02
    expect(rotuloSemana('2020-12-28')).toBe('2020-W53');
    expect(rotuloSemana('2027-01-04')).toBe('2027-W01');
  });

  it('lists the last 12 weeks, oldest first, ending with today’s', () => {
    const weeks = ultimasSemanas('2026-11-26');
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toEqual({ semana: '2026-W48', inicio: '2026-11-23' });
    expect(weeks[0]).toEqual({ semana: '2026-W37', inicio: '2026-09-07' });
  });
});
