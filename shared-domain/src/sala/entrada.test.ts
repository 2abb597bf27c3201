import { entradaNaSala, type SessaoComSala } from './entrada';

// 19:00–19:50 in São Paulo on 2026-11-20 (UTC-3): the room opens 18:50 and closes 20:05
const sessao: SessaoComSala = { id: 's 1', status: 'CONFIRMED', modality: 'online', date: '2026-11-20', time: '19:00', durationMinutes: 50 };
const as = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00-03:00`);

describe("'Entrar na sala' (dashboards)", () => {
  it('shows from 10 minutes before the start until 15 minutes after the end', () => {
    expect(entradaNaSala(sessao, as('18:49'))).toBeNull();
    expect(entradaNaSala(sessao, as('18:50'))).toEqual({ interna: true, caminho: '/sessao/s%201/sala' });
    expect(entradaNaSala(sessao, as('20:04'))).not.toBeNull();
    expect(entradaNaSala(sessao, as('20:05'))).toBeNull();
  });
  it('only for a confirmed online session', () => {
    expect(entradaNaSala({ ...sessao, modality: 'presencial' }, as('19:00'))).toBeNull();
    for (const status of ['PENDING', 'CANCELLED', 'REJECTED', 'COMPLETED']) expect(entradaNaSala({ ...sessao, status }, as('19:00'))).toBeNull();
  });
  it("follows the api's salaUrl: the Acolhe room, or the therapist's own http(s) link", () => {
    expect(entradaNaSala({ ...sessao, salaUrl: '/sessao/s%201/sala' }, as('19:00'))).toEqual({ interna: true, caminho: '/sessao/s%201/sala' });
    expect(entradaNaSala({ ...sessao, salaUrl: 'https://meet.exemplo.com/abc' }, as('19:00'))).toEqual({ interna: false, href: 'https://meet.exemplo.com/abc' });
    expect(entradaNaSala({ ...sessao, salaUrl: 'javascript:alert(1)' }, as('19:00'))).toBeNull();
    // the therapist prefers their own link and has not set it yet
    expect(entradaNaSala({ ...sessao, salaUrl: '' }, as('19:00'))).toBeNull();
  });
});
