import {
  diasEmPalavras,
  expiraEmTexto,
  formatosDaLista,
  janelaEmPalavras,
  joinBody,
  joinProblems,
  ofertaEmPalavras,
  pessoas,
  posicaoNaFila,
  resumoDaFila,
  type JoinDraft,
} from './palavras';
import { ESPERA_MESSAGES as M } from './schemas';

describe('windows in words', () => {
  it('names the days Sunday first, joined with "e"', () => {
    expect(diasEmPalavras([3, 1])).toBe('Seg e Qua');
    expect(diasEmPalavras([5, 1, 3])).toBe('Seg, Qua e Sex');
    expect(diasEmPalavras([6])).toBe('Sáb');
    expect(diasEmPalavras([0, 1, 2, 3, 4, 5, 6])).toBe('Todos os dias');
    expect(diasEmPalavras([1, 1, 9])).toBe('Seg');
  });

  it("says the hours and the format: 'Seg e Qua, 18:00–21:00 · online'", () => {
    expect(janelaEmPalavras({ diasDaSemana: [1, 3], inicio: '18:00', fim: '21:00', modalidade: 'online' })).toBe('Seg e Qua, 18:00–21:00 · online');
    expect(janelaEmPalavras({ diasDaSemana: [2], inicio: '08:00', fim: '12:00', modalidade: null })).toBe('Ter, 08:00–12:00');
  });
});

it('says the place in line', () => {
  expect(posicaoNaFila(2)).toBe('Você é o(a) 2º(ª) da fila');
  expect(posicaoNaFila(7)).toBe('Você é o(a) 7º(ª) da fila');
  expect(posicaoNaFila(1)).toBe('Você é o(a) próximo(a) da fila');
});

it("dates the expiry on São Paulo's calendar", () => {
  // 02:00 UTC on the 28th is still the 27th in São Paulo
  expect(expiraEmTexto('2027-01-28T02:00:00.000Z')).toBe('Expira em 27/01/2027');
  expect(expiraEmTexto('não é data')).toBe('');
});

it("words a live offer with the hold's end on São Paulo's clock", () => {
  expect(ofertaEmPalavras({ date: '2026-12-02', time: '18:00', expiraEm: '2026-12-02T21:30:00.000Z' })).toBe(
    'Abriu um horário: qua, 02/12/2026 às 18:00 — reservado para você até 18:30',
  );
});

it('offers only the formats the therapist offers (none known: both)', () => {
  expect(formatosDaLista(['presencial'])).toEqual(['presencial']);
  expect(formatosDaLista(['online', 'presencial'])).toEqual(['online', 'presencial']);
  expect(formatosDaLista(undefined)).toEqual(['online', 'presencial']);
});

describe('the join form', () => {
  const draft = (over: Partial<JoinDraft> = {}): JoinDraft => ({ diasDaSemana: [3, 1], inicio: '18:00', fim: '21:00', modalidade: null, observacao: '', ...over });

  it("asks for a day and two times in order, in the api's words", () => {
    expect(joinProblems(draft())).toEqual({});
    expect(joinProblems(draft({ diasDaSemana: [] }))).toEqual({ diasDaSemana: M.weekdays });
    expect(joinProblems(draft({ inicio: '', fim: '25:00' }))).toEqual({ inicio: M.start, fim: M.end });
    expect(joinProblems(draft({ fim: '18:00' }))).toEqual({ fim: M.order });
  });

  it('sends the days in order, the only format (or the choice; none = either), and a note only when written', () => {
    expect(joinBody(draft({ observacao: '  ' }), ['presencial'])).toEqual({ diasDaSemana: [1, 3], inicio: '18:00', fim: '21:00', modalidade: 'presencial' });
    expect(joinBody(draft(), ['online', 'presencial'])).toEqual({ diasDaSemana: [1, 3], inicio: '18:00', fim: '21:00' });
    expect(joinBody(draft({ modalidade: 'online', observacao: ' depois do trabalho ' }), ['online', 'presencial'])).toEqual({
      diasDaSemana: [1, 3],
      inicio: '18:00',
      fim: '21:00',
      modalidade: 'online',
      observacao: 'depois do trabalho',
    });
  });
});

it("groups the therapist's line by window, most wanted first, first names in line order", () => {
  const w = { diasDaSemana: [1, 3], inicio: '18:00', fim: '21:00', modalidade: 'online' as const };
  expect(
    resumoDaFila([
      { ...w, diasDaSemana: [2], primeiroNome: 'Bia' },
      { ...w, primeiroNome: 'Ana' },
      { ...w, diasDaSemana: [3, 1], primeiroNome: 'Caio' },
    ]),
  ).toEqual([
    { janela: 'Seg e Qua, 18:00–21:00 · online', quantos: 2, nomes: ['Ana', 'Caio'] },
    { janela: 'Ter, 18:00–21:00 · online', quantos: 1, nomes: ['Bia'] },
  ]);
  expect(pessoas(1)).toBe('1 pessoa');
  expect(pessoas(3)).toBe('3 pessoas');
});
