// Texts of this remote used by more than one part of it.

/** 'Ver série' / 'Encerrar série' on a session of a series in the appointment list (issue 33). */
export const SERIE_ACOES_TEXTS = {
  encerrar: 'Encerrar série',
  manter: 'Manter série',
  perguntaEncerrar: (com: string) =>
    `Deseja encerrar a série de ${com}? As sessões ainda por vir serão canceladas e o(a) cliente será avisado(a). Esta ação não pode ser desfeita.`,
  encerrada: { title: 'Série encerrada', message: 'A série foi encerrada e as próximas sessões, canceladas.' },
  falhaEncerrar: { title: 'Erro ao encerrar', message: 'Não foi possível encerrar a série. Tente novamente.' },
} as const;
