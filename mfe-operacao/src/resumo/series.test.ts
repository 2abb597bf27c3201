import { pontosDasSemanas } from './series';

const semana = (inicio: string, n: number) => ({
  semana: 'x',
  inicio,
  novosClientes: n,
  novosTerapeutas: n + 1,
  sessoesSolicitadas: n + 2,
  sessoesConfirmadas: n + 3,
  sessoesRealizadas: n + 4,
  verificacoesDecididas: n + 5,
});

it('oldest week first, labelled dd/MM, each series by its name', () => {
  expect(pontosDasSemanas({ semanas: [semana('2026-11-23', 1), semana('2026-11-16', 0)] })).toEqual([
    { rotulo: '16/11', clientes: 0, terapeutas: 1, solicitadas: 2, confirmadas: 3, realizadas: 4, decididas: 5 },
    { rotulo: '23/11', clientes: 1, terapeutas: 2, solicitadas: 3, confirmadas: 4, realizadas: 5, decididas: 6 },
  ]);
});
