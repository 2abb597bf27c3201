import { envioEmPalavras, estadoEmPalavras, linhaDoCalendario } from './estado';

// 29/11/2026 15:00 in São Paulo (UTC-3)
const NOW = new Date('2026-11-29T18:00:00Z');

it("today's sync says only the time, on the Brazil wall clock", () => {
  expect(estadoEmPalavras({ estado: 'ok', sincronizadoEm: '2026-11-29T17:05:00Z', erro: null }, NOW)).toEqual({ texto: 'Sincronizado às 14:05', tom: 'ok' });
  // 02:30 UTC on the 29th is still the 28th in São Paulo: not today
  expect(estadoEmPalavras({ estado: 'ok', sincronizadoEm: '2026-11-29T02:30:00Z', erro: null }, NOW).texto).toBe('Sincronizado em 28/11/2026 às 23:30');
});

it('an earlier day says its date dd/MM/yyyy', () => {
  expect(estadoEmPalavras({ estado: 'ok', sincronizadoEm: '2026-03-12T13:00:00.000Z', erro: null }, NOW).texto).toBe('Sincronizado em 12/03/2026 às 10:00');
});

it('a calendar being read, or never read yet, says so', () => {
  expect(estadoEmPalavras({ estado: 'sincronizando', sincronizadoEm: '2026-11-29T17:05:00Z', erro: null }, NOW)).toEqual({ texto: 'Sincronizando…', tom: 'andamento' });
  expect(estadoEmPalavras({ estado: 'ok', sincronizadoEm: null, erro: null }, NOW).texto).toBe('Sincronizando…');
});

it("an error says the api's message and since when (dd/MM this year, with the year otherwise)", () => {
  expect(estadoEmPalavras({ estado: 'erro', sincronizadoEm: '2026-03-10T12:00:00Z', erro: { mensagem: 'senha recusada', desde: '2026-03-12T13:00:00Z' } }, NOW)).toEqual({
    texto: 'Erro: senha recusada desde 12/03 10:00',
    tom: 'erro',
  });
  expect(estadoEmPalavras({ estado: 'erro', sincronizadoEm: null, erro: { mensagem: 'Servidor fora do ar.', desde: '2025-12-31T23:30:00Z' } }, NOW).texto).toBe(
    'Erro: Servidor fora do ar desde 31/12/2025 20:30',
  );
});

it('an error without its details still says it is an error', () => {
  expect(estadoEmPalavras({ estado: 'erro', sincronizadoEm: null, erro: null }, NOW)).toEqual({ texto: 'Erro: não foi possível ler o calendário', tom: 'erro' });
});

it("a card's row: the label, the state in words, the account's calendars and the one that receives sessions", () => {
  const row = linhaDoCalendario(
    {
      id: 'c1',
      tipo: 'caldav',
      rotulo: 'caldav.icloud.com · ana@icloud.com',
      estado: 'ok',
      sincronizadoEm: '2026-11-29T17:05:00Z',
      erro: null,
      colecoes: [
        { id: 'a', nome: 'Pessoal', bloqueia: true, recebeSessoes: false },
        { id: 'b', nome: 'Consultório', bloqueia: false, recebeSessoes: true },
      ],
    },
    NOW,
  );
  expect(row).toEqual({
    id: 'c1',
    tipo: 'caldav',
    rotulo: 'caldav.icloud.com · ana@icloud.com',
    estado: { texto: 'Sincronizado às 14:05', tom: 'ok' },
    colecoes: [
      { id: 'a', nome: 'Pessoal', bloqueia: true },
      { id: 'b', nome: 'Consultório', bloqueia: false },
    ],
    recebeSessoes: 'b',
    envio: null,
  });
  expect(linhaDoCalendario({ ...row, estado: 'ok', sincronizadoEm: null, erro: null, colecoes: [] }, NOW).recebeSessoes).toBeNull();
});

it("the write-back's failure says why and since when; nothing when it is not failing", () => {
  expect(envioEmPalavras({ mensagem: 'O servidor de calendário recusou a gravação.', desde: '2026-11-28T12:15:00Z' }, NOW)).toBe(
    'Sessões não enviadas ao seu calendário: O servidor de calendário recusou a gravação desde 28/11 09:15',
  );
  expect(envioEmPalavras(null, NOW)).toBeNull();
  expect(envioEmPalavras(undefined, NOW)).toBeNull();
});
