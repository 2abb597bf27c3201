import { pedidoDeSerie } from './tornarSerie';

const SESSAO = { therapistId: 't1', date: '2030-03-28', time: '18:00', modality: 'presencial' } as const;

it("asks for the series from the rule's next date on, the same time and format (across a month)", () => {
  expect(pedidoDeSerie(SESSAO, 'semanal')).toEqual({ therapistId: 't1', date: '2030-04-04', time: '18:00', notes: '', modality: 'presencial', recorrencia: 'semanal' });
  expect(pedidoDeSerie(SESSAO, 'quinzenal')).toMatchObject({ date: '2030-04-11', recorrencia: 'quinzenal' });
});
