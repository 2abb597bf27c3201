import { RECURRENCE_INTERVAL_DAYS, seriesDates, seriesHorizonEnd } from './rules';
import { reservedOf, reservedOnAcceptance, seriesDescription, seriesDescriptionParts, seriesRuleText, seriesTermsOf } from './descricao';

describe('what a series commits to (issue 44 item 1)', () => {
  it('names the weekday in pt-BR with its gender, weekly or fortnightly', () => {
    expect(seriesRuleText('semanal', 1, '10:40')).toBe('Toda segunda às 10:40');
    expect(seriesRuleText('semanal', 3, '08:00')).toBe('Toda quarta às 08:00');
    expect(seriesRuleText('semanal', 6, '09:00')).toBe('Todo sábado às 09:00');
    expect(seriesRuleText('semanal', 0, '09:00')).toBe('Todo domingo às 09:00');
    expect(seriesRuleText('quinzenal', 2, '19:00')).toBe('A cada 15 dias, na terça às 19:00');
    expect(seriesRuleText('quinzenal', 6, '19:00')).toBe('A cada 15 dias, no sábado às 19:00');
  });

  it("reserves on acceptance what the api's rolling horizon makes: the first date and those after it", () => {
    // requested on Sunday 29/11/2026 for Monday 30/11: 12 weekly sessions, to 15/02/2027
    expect(reservedOnAcceptance('semanal', '2026-11-30', '2026-11-29')).toEqual({ quantidade: 12, ate: '2027-02-15' });
    // the same rule as the api's: every date of the rule up to the horizon
    const api = seriesDates('2026-11-30', RECURRENCE_INTERVAL_DAYS.semanal, null, seriesHorizonEnd('2026-11-29'));
    expect(reservedOnAcceptance('semanal', '2026-11-30', '2026-11-29')).toEqual({ quantidade: api.length, ate: api[api.length - 1] });
    expect(reservedOnAcceptance('quinzenal', '2026-11-30', '2026-11-29')).toEqual({ quantidade: 6, ate: '2027-02-08' });
    // a first date beyond the horizon: only itself
    expect(reservedOnAcceptance('semanal', '2027-04-05', '2026-11-29')).toEqual({ quantidade: 1, ate: '2027-04-05' });
  });

  it('counts the real occurrences still holding their time from today on', () => {
    const o = (date: string, status: 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'PENDING') => ({ date, status });
    expect(reservedOf([o('2026-11-23', 'COMPLETED'), o('2026-11-30', 'CONFIRMED'), o('2026-12-07', 'CANCELLED'), o('2026-12-14', 'CONFIRMED')], '2026-11-29')).toEqual({
      quantidade: 2,
      ate: '2026-12-14',
    });
    expect(reservedOf([o('2026-11-23', 'COMPLETED')], '2026-11-29')).toBeNull();
  });

  it('says the rule, the reserved sessions, the price (R$) and how to end it, dates dd/MM/yyyy', () => {
    expect(seriesDescription({ recorrencia: 'semanal', inicio: '2026-11-30', hora: '10:40', preco: 180, reserva: { quantidade: 12, ate: '2027-02-15', prevista: false } })).toBe(
      'Toda segunda às 10:40, a partir de 30/11/2026 · 12 sessões já reservadas, até 15/02/2027, renovadas toda semana · R$ 180,00 por sessão · ' +
        'sem data para terminar: você pode encerrar quando quiser (Gerenciar série › Encerrar série)',
    );
    // before the therapist accepts: what accepting reserves
    expect(seriesDescriptionParts({ recorrencia: 'quinzenal', inicio: '2026-12-05', hora: '09:00', preco: 1234.5, reserva: { quantidade: 6, ate: '2027-02-13', prevista: true } })).toEqual([
      'A cada 15 dias, no sábado às 09:00, a partir de 05/12/2026',
      'ao confirmar, 6 sessões ficam reservadas, até 13/02/2027, renovadas a cada 15 dias',
      'R$ 1.234,50 por sessão',
      'sem data para terminar: você pode encerrar quando quiser (Gerenciar série › Encerrar série)',
    ]);
    expect(seriesDescriptionParts({ recorrencia: 'semanal', inicio: '2027-04-05', hora: '09:00', preco: null, reserva: { quantidade: 1, ate: '2027-04-05', prevista: false } })).toEqual([
      'Toda segunda às 09:00, a partir de 05/04/2027',
      '1 sessão já reservada, em 05/04/2027, renovadas toda semana',
      'sem data para terminar: você pode encerrar quando quiser (Gerenciar série › Encerrar série)',
    ]);
  });
});

describe('seriesTermsOf: what a series commits to, by its state', () => {
  const base = { recorrencia: 'semanal' as const, inicio: '2026-11-30', hora: '10:40', preco: 180 };
  it('pending: what accepting today reserves; accepted: its real occurrences ahead; refused or ended: nothing', () => {
    expect(seriesTermsOf({ ...base, estado: 'pendente', ocorrencias: [{ date: '2026-11-30', status: 'PENDING' }] }, '2026-11-29')).toEqual({
      ...base,
      reserva: { quantidade: 12, ate: '2027-02-15', prevista: true },
    });
    expect(seriesTermsOf({ ...base, estado: 'ativa', ocorrencias: [{ date: '2026-11-30', status: 'CONFIRMED' }, { date: '2026-12-07', status: 'CONFIRMED' }] }, '2026-11-29')).toEqual({
      ...base,
      reserva: { quantidade: 2, ate: '2026-12-07', prevista: false },
    });
    expect(seriesTermsOf({ ...base, estado: 'encerrada', ocorrencias: [] }, '2026-11-29')).toBeNull();
    expect(seriesTermsOf({ ...base, estado: 'recusada', ocorrencias: [] }, '2026-11-29')).toBeNull();
  });
});
