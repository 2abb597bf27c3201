// Texts of this remote used by more than one part of it.
import { SERIES_END_LABEL } from '@acolhe/shared-domain';

/** 'Ver série' / 'Encerrar série' on a session of a series in the appointment list (issue 33). */
export const SERIE_ACOES_TEXTS = {
  // the words the series' description names as the way to end it (shared-domain series/descricao.ts)
  encerrar: SERIES_END_LABEL,
  manter: 'Manter série',
  perguntaEncerrar: (com: string) =>
    `Deseja encerrar a série de ${com}? As sessões ainda por vir serão canceladas e o(a) cliente será avisado(a). Esta ação não pode ser desfeita.`,
  encerrada: { title: 'Série encerrada', message: 'A série foi encerrada e as próximas sessões, canceladas.' },
  falhaEncerrar: { title: 'Erro ao encerrar', message: 'Não foi possível encerrar a série. Tente novamente.' },
} as const;

/** A client's move of a series waiting for the therapist's answer (issue 40), above the list. */
export const MUDANCA_SERIE_TEXTS = {
  regiao: 'Pedidos de mudança de série',
  titulo: (cliente: string) => `${cliente} pediu para mudar a série`,
  descricao: (atual: string, nova: string) => `Série atual: ${atual}. Pedido: ${nova}. A série continua como está até você responder.`,
  aceitar: 'Aceitar mudança',
  recusar: 'Recusar',
  aceita: { title: 'Mudança aceita', message: 'A série passa a ser no novo dia e horário. O(a) cliente foi avisado(a).' },
  recusada: { title: 'Mudança recusada', message: 'A série continua como estava. O(a) cliente foi avisado(a).' },
  falhaAceitar: { title: 'Não foi possível aceitar a mudança', message: 'Tente novamente.' },
  falhaRecusar: { title: 'Não foi possível recusar a mudança', message: 'Tente novamente.' },
} as const;
