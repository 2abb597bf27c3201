import dayjs from 'dayjs';
import { dayjsBr, firstName, formatCurrency, formatDate, formatDecimal, formatLongDate, formatTime, initials } from './format';

describe('formatCurrency', () => {
  it('formats R$ with a plain space', () => {
    expect(formatCurrency(150)).toBe('R$ 150,00');
    expect(formatCurrency(1234.5)).toBe('R$ 1.234,50');
    expect(formatCurrency(0)).toBe('R$ 0,00');
    expect(formatCurrency(Number.NaN)).toBe('R$ 0,00');
    expect(formatCurrency(150)).not.toContain('\u00a0');
    expect(formatCurrency(1234567.891)).toBe('R$ 1.234.567,89');
    expect(formatCurrency(-10)).toBe('-R$ 10,00');
  });

  it("writes what Intl.NumberFormat('pt-BR') writes, rounding included", () => {
    const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const values = [0, 0.005, 0.015, 0.045, 0.95, 0.995, 1e-7, 123456789012.345, 1.005, 2.675, 9.995, 99.999, 150, 999.995, 1000, 12345.675, 999999.995, 4.75, 4.65, 4.05, -0.5, -1234.565];
    for (let i = 0; i < 500; i++) values.push(Math.round(Math.random() * 1e9) / 1000);
    for (const v of values) {
      expect([v, formatCurrency(v)]).toEqual([v, currency.format(v).replace(/\u00a0/g, ' ')]);
      expect([v, formatDecimal(v, 1)]).toEqual([v, oneDecimal.format(v)]);
    }
  });
});

describe('dates', () => {
  it('formatDate → dd/MM/yyyy without time-zone shifts', () => {
    expect(formatDate('2026-11-27')).toBe('27/11/2026');
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatDate(new Date(2026, 10, 27, 23, 30))).toBe('27/11/2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('garbage')).toBe('');
  });
  it('formatLongDate in pt-BR', () => {
    expect(formatLongDate('2026-11-27')).toBe('sexta-feira, 27 de novembro de 2026');
    expect(formatLongDate('2026-03-01')).toBe('domingo, 1 de março de 2026');
    expect(formatLongDate(null)).toBe('');
  });
  it('formatTime → HH:MM', () => {
    expect(formatTime('14:00')).toBe('14:00');
    expect(formatTime('9:05')).toBe('09:05');
    expect(formatTime('14:00:00')).toBe('14:00');
    expect(formatTime(new Date(2026, 0, 1, 8, 7))).toBe('08:07');
    expect(formatTime('25:00')).toBe('');
    expect(formatTime('')).toBe('');
  });
  it('does not change the global dayjs locale', () => {
    expect(dayjs.locale()).toBe('en');
    expect(dayjsBr('2026-11-27').format('MMMM')).toBe('novembro');
  });
});

describe('names', () => {
  it('initials: at most 2, upper case, U when empty', () => {
    expect(initials('Ana Maria Souza')).toBe('AS');
    expect(initials('ana')).toBe('A');
    expect(initials('  érica   lima ')).toBe('ÉL');
    expect(initials('')).toBe('U');
    expect(initials('   ')).toBe('U');
    expect(initials(undefined)).toBe('U');
  });
  it('firstName', () => {
    expect(firstName('Ana Maria Souza')).toBe('Ana');
    expect(firstName('  Bruno ')).toBe('Bruno');
    expect(firstName('')).toBe('');
    expect(firstName(null)).toBe('');
  });
});

describe('loading the module', () => {
  it('makes no Intl number formatter, loading or formatting (the first one loads locale data and costs the first paint)', async () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./index');
      expect(made).not.toHaveBeenCalled();
      expect(fresh.formatCurrency(150)).toBe('R$ 150,00');
      expect(fresh.formatCurrency(80)).toBe('R$ 80,00');
    });
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
