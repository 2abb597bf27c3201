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
  it.each([
    ['2026-11-27', '27/11/2026'], ['2026-01-01', '01/01/2026'], [new Date(2026, 10, 27, 23, 30), '27/11/2026'],
    ['', ''], [undefined, ''], ['garbage', ''],
  ])('formatDate → dd/MM/yyyy without time-zone shifts: %p → %p', (date, shown) => {
    expect(formatDate(date)).toBe(shown);
  });
  it('formatLongDate in pt-BR', () => {
    expect(formatLongDate('2026-11-27')).toBe('sexta-feira, 27 de novembro de 2026');
    expect(formatLongDate('2026-03-01')).toBe('domingo, 1 de março de 2026');
    expect(formatLongDate(null)).toBe('');
  });
  it.each([
    ['14:00', '14:00'], ['9:05', '09:05'], ['14:00:00', '14:00'], [new Date(2026, 0, 1, 8, 7), '08:07'], ['25:00', ''], ['', ''],
  ])('formatTime → HH:MM: %p → %p', (time, shown) => {
    expect(formatTime(time)).toBe(shown);
  });
  it('does not change the global dayjs locale', () => {
    expect(dayjs.locale()).toBe('en');
    expect(dayjsBr('2026-11-27').format('MMMM')).toBe('novembro');
  });
});

describe('names', () => {
  it.each([
    ['Ana Maria Souza', 'AS'], ['ana', 'A'], ['  érica   lima ', 'ÉL'], ['', 'U'], ['   ', 'U'], [undefined, 'U'],
  ])('initials: at most 2, upper case, U when empty: %p → %p', (name, shown) => {
    expect(initials(name)).toBe(shown);
  });
  it.each([['Ana Maria Souza', 'Ana'], ['  Bruno ', 'Bruno'], ['', ''], [null, '']])('firstName: %p → %p', (name, shown) => {
    expect(firstName(name)).toBe(shown);
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
