// The series' own pt-BR messages (issue 33); slot problems reuse the booking's (lib/messages.ts).
import { WEEKDAY_PLURALS } from '@acolhe/shared-domain';

export const SERIES_MSG = {
  notFound: 'Série não encontrada.',
  // 'aos sábados/domingos', 'às segundas-feiras…'
  weekdayNotWorked: (weekday: number) =>
    `O(a) terapeuta não atende ${weekday === 0 || weekday === 6 ? 'aos' : 'às'} ${WEEKDAY_PLURALS[weekday] ?? 'dias escolhidos'}. Escolha outro dia para a série.`,
  notChangeable: 'Esta série já foi encerrada ou recusada e não pode mais ser alterada.',
  notActive: 'Só é possível mudar o dia ou o horário de uma série aceita pelo(a) terapeuta.',
  pastDate: 'Escolha uma data de hoje em diante.',
  sameRule: 'A série já acontece neste dia e horário.',
} as const;
