// The slot picker's words, one set for booking, the client's reschedule and the therapist's
// (issue 31: three copies had drifted apart). A caller names the two columns for its context.
export const SLOT_PICKER_TEXTS = {
  dateLabel: 'Data',
  timesLabel: 'Horários disponíveis',
  chooseDate: 'Escolha uma data para ver os horários.',
  noTimes: 'Nenhum horário disponível nesta data.',
  // the chosen day's month is still loading, or failed to load: no verdict on the day yet
  loadingTimes: 'carregando os horários…',
  timesError: 'os horários não puderam ser carregados.',
  loadingSlots: 'Carregando horários…',
  noSlotsThisMonth: 'Nenhum horário disponível neste mês. Veja o próximo mês.',
  slotsError: 'Não foi possível carregar os horários.',
  retry: 'Tentar novamente',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
} as const;
