import { veioDaListaDeEspera } from './historico';

describe('veioDaListaDeEspera', () => {
  it('says when the time was offered and accepted, in São Paulo time', () => {
    // 17:05Z and 17:20Z are 14:05 and 14:20 in São Paulo (UTC-3)
    expect(
      veioDaListaDeEspera({ ofertadaEm: '2026-12-03T17:05:00.000Z', aceitaEm: '2026-12-04T02:30:00.000Z' }),
    ).toBe('Veio da lista de espera: oferecido em 03/12 às 14:05, aceito em 03/12 às 23:30');
  });

  it('crosses the day in São Paulo, not in UTC', () => {
    expect(veioDaListaDeEspera({ ofertadaEm: '2026-01-01T02:59:00Z', aceitaEm: '2026-01-01T03:00:00Z' })).toBe(
      'Veio da lista de espera: oferecido em 31/12 às 23:59, aceito em 01/01 às 00:00',
    );
  });

  it('is empty for a session booked the ordinary way or unreadable instants', () => {
    expect(veioDaListaDeEspera(null)).toBe('');
    expect(veioDaListaDeEspera(undefined)).toBe('');
    expect(veioDaListaDeEspera({ ofertadaEm: 'ontem', aceitaEm: '2026-01-01T03:00:00Z' })).toBe('');
  });
});
