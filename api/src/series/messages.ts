// The series' own pt-BR messages (issue 33); slot problems reuse the booking's (lib/messages.ts), and
// a series on a weekday not worked is said where a series is requested (sessoes/recorrencia.ts).
import { FREE_CANCELLATION_TEXT, formatDate } from '@acolhe/shared-domain';
import { RECORRENCIA_MSG } from '../sessoes/recorrencia';

export const SERIES_MSG = {
  notFound: 'Série não encontrada.',
  weekdayNotWorked: RECORRENCIA_MSG.weekdayNotWorked,
  notChangeable: 'Esta série já foi encerrada ou recusada e não pode mais ser alterada.',
  notActive: 'Só é possível mudar o dia ou o horário de uma série aceita pelo(a) terapeuta.',
  pastDate: 'Escolha uma data de hoje em diante.',
  sameRule: 'A série já acontece neste dia e horário.',
  // a client's move of a series (issue 40): a request the therapist answers
  /** decisions/0028: a confirmed session less than 24 h ahead is not moved by the client */
  lateMove: (date: string, time: string) =>
    `A sessão de ${formatDate(date)} às ${time} começa em menos de ${FREE_CANCELLATION_TEXT} e não pode mais ser remarcada: escolha uma data de início depois dela. Você ainda pode cancelá-la (cancelamento tardio) ou combinar com o(a) psicólogo(a).`,
  changePending: 'Já existe uma mudança desta série aguardando o(a) psicólogo(a). Desista dela antes de pedir outra.',
  noPendingChange: 'Esta série não tem mudança aguardando resposta.',
  onlyTherapistAnswers: 'Só o(a) psicólogo(a) da série pode aceitar ou recusar a mudança.',
  onlyRequesterWithdraws: 'Só o(a) cliente que pediu a mudança pode desistir dela.',
  changeSlotTaken: (date: string, time: string) =>
    `O novo horário da série, ${formatDate(date)} às ${time}, já está ocupado na sua agenda. Libere o horário ou recuse a mudança.`,
  changeTooLate: (date: string, time: string) =>
    `A primeira sessão no novo horário, ${formatDate(date)} às ${time}, já passou ou está dentro da sua antecedência mínima. Recuse a mudança para que o(a) cliente escolha outra data.`,
} as const;
