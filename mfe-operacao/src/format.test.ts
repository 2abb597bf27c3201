import { dataHora, diaMes } from './format';

describe('console dates', () => {
  it('instants in São Paulo time, dd/MM/yyyy', () => {
    expect(dataHora('2026-11-26T13:05:00.000Z')).toBe('26/11/2026 10:05');
    // after midnight UTC is still the previous day in São Paulo
    expect(dataHora('2026-03-10T02:30:00.000Z')).toBe('09/03/2026 23:30');
    expect(dataHora(null)).toBe('');
    expect(dataHora('nada')).toBe('');
  });
  it("a week's Monday as dd/MM", () => {
    expect(diaMes('2026-11-23')).toBe('23/11');
    expect(diaMes('x')).toBe('x');
  });
});
