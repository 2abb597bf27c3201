import { addDays, firstOnWeekday, isSeriesDate, onWeekdays, recurrenceOf, seriesDates, seriesHorizonEnd, skipReasonOf } from './rules';
import { seriesCancelSchema, seriesMoveSchema } from './schemas';
import { validate } from '../schemas/validate';

describe('the dates of a series', () => {
  it('steps 7 or 14 days from the start, after the last made date, up to the horizon and before the end', () => {
    expect(seriesDates('2030-01-21', 7, null, '2030-02-11')).toEqual(['2030-01-21', '2030-01-28', '2030-02-04', '2030-02-11']);
    expect(seriesDates('2030-01-21', 7, '2030-01-28', '2030-02-11')).toEqual(['2030-02-04', '2030-02-11']);
    // a made date between two of the rule (a move) still continues on the rule
    expect(seriesDates('2030-01-21', 14, '2030-01-30', '2030-03-04')).toEqual(['2030-02-04', '2030-02-18', '2030-03-04']);
    expect(seriesDates('2030-01-21', 7, null, '2030-03-01', '2030-02-04')).toEqual(['2030-01-21', '2030-01-28']);
    expect(seriesDates('2030-01-21', 7, '2030-02-11', '2030-02-11')).toEqual([]);
  });
  it('crosses months and years; the horizon is 12 weeks', () => {
    expect(seriesDates('2030-12-24', 7, null, '2031-01-08')).toEqual(['2030-12-24', '2030-12-31', '2031-01-07']);
    expect(seriesHorizonEnd('2030-01-16')).toBe('2030-04-10');
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01');
  });
  it('the first date on a weekday, membership of the rule, the recurrence of an interval', () => {
    expect(firstOnWeekday('2030-01-16', 3)).toBe('2030-01-16'); // a Wednesday
    expect(firstOnWeekday('2030-01-16', 2)).toBe('2030-01-22');
    expect(isSeriesDate('2030-01-21', 14, '2030-02-04')).toBe(true);
    expect(isSeriesDate('2030-01-21', 14, '2030-01-28')).toBe(false);
    expect(isSeriesDate('2030-01-21', 7, '2030-01-14')).toBe(false);
    expect([recurrenceOf(7), recurrenceOf(14)]).toEqual(['semanal', 'quinzenal']);
  });
  it("the weekdays with their article: 'aos' sábados e domingos, 'às' the others", () => {
    expect([0, 2, 6].map(onWeekdays)).toEqual(['aos domingos', 'às terças-feiras', 'aos sábados']);
  });
  it('a slot problem becomes the reason a date was skipped', () => {
    const rules = { closedDates: new Set(['2030-05-01']) };
    expect(skipReasonOf(rules, '2030-05-01', 'not-offered')).toBe('feriado');
    expect(skipReasonOf(rules, '2030-05-08', 'not-offered')).toBe('fora-do-horario');
    expect(skipReasonOf(rules, '2030-05-08', 'blocked')).toBe('bloqueio');
    expect(skipReasonOf(rules, '2030-05-08', 'taken')).toBe('horario-ocupado');
    expect(skipReasonOf(rules, '2030-05-08', 'horizon')).toBe('alem-do-horizonte');
    expect(skipReasonOf(rules, '2030-05-08', 'notice')).toBe('antecedencia');
    expect(skipReasonOf(rules, '2030-05-08', null)).toBeNull();
  });
});

describe('series requests', () => {
  it('cancel from a date; move to a weekday 0–6 and a time', () => {
    expect(validate(seriesCancelSchema, { aPartirDe: '2030-02-04' }).success).toBe(true);
    expect(validate(seriesCancelSchema, { aPartirDe: '04/02/2030' })).toMatchObject({ success: false, fieldErrors: { aPartirDe: 'Informe a partir de qual data (AAAA-MM-DD).' } });
    expect(validate(seriesMoveSchema, { aPartirDe: '2030-02-04', diaSemana: 2, hora: '11:00' }).success).toBe(true);
    expect(validate(seriesMoveSchema, { aPartirDe: '2030-02-04', diaSemana: 7, hora: '11:00' })).toMatchObject({ success: false, fieldErrors: { diaSemana: 'Escolha o dia da semana (0 = domingo … 6 = sábado).' } });
    expect(validate(seriesMoveSchema, { aPartirDe: '2030-02-04', diaSemana: 2, hora: '25:00' })).toMatchObject({ success: false, fieldErrors: { hora: 'Informe o novo horário (HH:MM).' } });
  });
});
