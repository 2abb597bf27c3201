import type { SeriesAnswer } from '@acolhe/shared-domain';
import { linhasDaSerie, mudancaDaSerie, resumoDaSerie } from './serie';

const SERIE: SeriesAnswer = {
  id: 'sr-1',
  therapistId: 't1',
  therapistName: 'Marina Duarte',
  clientId: 'c1',
  clientName: 'Rafael Lima',
  recorrencia: 'semanal',
  diaSemana: 2,
  hora: '19:00',
  modality: 'online',
  estado: 'ativa',
  inicio: '2030-03-05',
  fim: null,
  origemId: null,
  createdAt: '2030-03-01T10:00:00.000Z',
  ocorrencias: [
    { id: 's3', dataDaSerie: '2030-03-19', date: '2030-03-20', time: '18:00', status: 'PENDING', lateCancellation: false },
    { id: 's1', dataDaSerie: '2030-03-05', date: '2030-03-05', time: '19:00', status: 'CANCELLED', lateCancellation: true },
  ],
  puladas: [{ data: '2030-03-12', motivo: 'feriado', motivoTexto: 'feriado em que o(a) terapeuta não atende' }],
  mudancaPedida: null,
  precoSessao: 180,
};

describe('the series dialog', () => {
  it('sums up the rule in pt-BR, with the article of the weekday and the state', () => {
    expect(resumoDaSerie(SERIE)).toBe('Toda semana, às terças-feiras, 19:00');
    expect(resumoDaSerie({ ...SERIE, recorrencia: 'quinzenal', diaSemana: 6 })).toBe('A cada 15 dias, aos sábados, 19:00');
    expect(resumoDaSerie({ ...SERIE, estado: 'encerrada', fim: '2030-04-01' })).toBe('Toda semana, às terças-feiras, 19:00 · Série encerrada (até 01/04/2030)');
  });

  it('lists sessions and skipped dates in date order, dd/MM/yyyy, a moved one with the date it stands for', () => {
    expect(linhasDaSerie(SERIE)).toEqual([
      { data: '2030-03-05', pulada: false, texto: '05/03/2030 às 19:00 — Cancelada · cancelamento tardio' },
      { data: '2030-03-12', pulada: true, texto: '12/03/2030 — não agendada: feriado em que o(a) terapeuta não atende' },
      { data: '2030-03-20', pulada: false, texto: '20/03/2030 às 18:00 — Pendente (no lugar de 19/03/2030)' },
    ]);
  });

  it('a move waiting for an answer: the rule now and the one asked for, from its first date', () => {
    const mudanca = { aPartirDe: '2030-03-13', diaSemana: 5, hora: '11:00', primeiraData: '2030-03-15', pedidaPor: 'cliente' as const, pedidaEm: '2030-03-01T10:00:00.000Z' };
    expect(mudancaDaSerie({ ...SERIE, mudanca })).toEqual({
      atual: 'Toda semana, às terças-feiras, 19:00',
      nova: 'Toda semana, às sextas-feiras, 11:00, a partir de 15/03/2030',
    });
  });
});
