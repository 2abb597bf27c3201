// The overview's weeks as the charts draw them (pure): oldest first, each labelled by its Monday.
import type { AnswerOf, operationsOverview } from '@acolhe/shared-domain/operations';
import { diaMes } from '../format';

type Resumo = AnswerOf<typeof operationsOverview>;

export interface PontoSemana {
  rotulo: string;
  clientes: number;
  terapeutas: number;
  decididas: number;
  solicitadas: number;
  confirmadas: number;
  realizadas: number;
}

export function pontosDasSemanas(resumo: Pick<Resumo, 'semanas'>): PontoSemana[] {
  return [...resumo.semanas]
    .sort((a, b) => a.inicio.localeCompare(b.inicio))
    .map((s) => ({
      rotulo: diaMes(s.inicio),
      clientes: s.novosClientes,
      terapeutas: s.novosTerapeutas,
      decididas: s.verificacoesDecididas,
      solicitadas: s.sessoesSolicitadas,
      confirmadas: s.sessoesConfirmadas,
      realizadas: s.sessoesRealizadas,
    }));
}
