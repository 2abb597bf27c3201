// Texts of the reschedule dialog (the calendar's and the times' own words are the shared slot picker's).
export const REMARCAR_TEXTS = {
  open: 'Remarcar',
  title: 'Remarcar consulta',
  current: (what: string) => `Consulta atual: ${what}.`,
  reconfirm: 'A remarcação precisa ser confirmada novamente pelo(a) terapeuta.',
  // what becomes of the slot being left (issue 30): the api frees it in the same write
  originalSlot: 'Ao confirmar, o horário atual é liberado na hora e deixa de estar reservado para você; se o(a) terapeuta não aceitar o novo horário, escolha outro.',
  dateLabel: 'Nova data',
  keep: 'Voltar',
  confirm: 'Confirmar remarcação',
  failure: 'Não foi possível remarcar a consulta. Verifique sua conexão e tente novamente.',
  success: { title: 'Remarcação solicitada', message: 'O horário anterior foi liberado; o(a) terapeuta vai confirmar o novo.' },
} as const;
