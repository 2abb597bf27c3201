import { parseBrDate } from './brDate';

describe('parseBrDate', () => {
  it('reads dd/MM/yyyy as day, month, year', () => {
    expect(parseBrDate('05/03/1990')).toBe('1990-03-05');
    expect(parseBrDate(' 5/3/1990 ')).toBe('1990-03-05');
  });
  it('accepts an ISO date as is', () => {
    expect(parseBrDate('1990-03-05')).toBe('1990-03-05');
  });
  it('refuses incomplete input and impossible dates', () => {
    expect(parseBrDate('05/03/19')).toBeNull();
    expect(parseBrDate('31/02/1990')).toBeNull();
    expect(parseBrDate('13/13/1990')).toBeNull();
    expect(parseBrDate('')).toBeNull();
  });
});
