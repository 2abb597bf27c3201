import { sessaoPadrao } from './sessaoPadrao';

const s = (id: string, date: string, time: string, realizada: boolean, registrada = false) => ({ id, date, time, status: realizada ? 'COMPLETED' : 'CONFIRMED', realizada, registrada });

describe('sessaoPadrao', () => {
  it('the latest session held without an entry — not the furthest future one, whatever the order given', () => {
    const sessoes = [s('futura-longe', '2027-02-15', '10:00', false), s('antiga', '2026-10-01', '10:00', true), s('ultima', '2026-11-20', '09:00', true), s('futura', '2026-12-02', '10:00', false)];
    expect(sessaoPadrao(sessoes)).toBe('ultima');
    // same day: the later hour
    expect(sessaoPadrao([s('manha', '2026-11-20', '09:00', true), s('tarde', '2026-11-20', '15:00', true)])).toBe('tarde');
  });
  it('skips sessions already written; none held (or all written): an entry of no session', () => {
    expect(sessaoPadrao([s('ultima', '2026-11-20', '09:00', true, true), s('antiga', '2026-10-01', '10:00', true)])).toBe('antiga');
    expect(sessaoPadrao([s('futura', '2026-12-02', '10:00', false)])).toBe('');
    expect(sessaoPadrao([])).toBe('');
  });
});
