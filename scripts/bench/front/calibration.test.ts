import { cpuSlowdownFor, roundedSlowdown } from './calibration';

describe('the calibrated CPU slowdown (developers\' guide)', () => {
  it('is 3 + (BI − 1300)/233 from 1300 up', () => {
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1300 + 233)).toBeCloseTo(4, 10);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(3 + 700 / 233, 10);
  });

  it('is 2 + (BI − 800)/500 from 800 to just under 1300, meeting the upper branch at 1300', () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 10);
    expect(cpuSlowdownFor(1299.999)).toBeCloseTo(3, 4);
    expect(cpuSlowdownFor(1299)).toBeLessThan(cpuSlowdownFor(1300));
  });

  it('is 1 + (BI − 150)/650 below 800, never under 1', () => {
    expect(cpuSlowdownFor(799.999)).toBeCloseTo(2, 4);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 10);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(1);
  });

  it('refuses a missing or negative index', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow('benchmarkIndex inválido');
    expect(() => cpuSlowdownFor(-1)).toThrow('benchmarkIndex inválido');
  });

  it('rounds to two decimals for the report and the flag', () => {
    expect(roundedSlowdown(cpuSlowdownFor(1000))).toBe(2.4);
    expect(roundedSlowdown(3 + 100 / 233)).toBe(3.43);
  });
});
