// Every text of the booking remote, in one place. Those quoted by product.md#validation/product.md#main-messages are exact.
export const BOOKING_TEXTS = {
  cardTitle: 'Agendar sessão',
  pageTitle: 'Agendar consulta',
  cardSubmit: 'Solicitar agendamento',
  pageSubmit: 'Confirmar agendamento',
  // product.md#validation booking card
  incompleteTitle: 'Dados incompletos',
  incompleteMessage: 'Por favor, selecione uma data e horário.',
  // product.md#main-messages
  successTitle: 'Agendamento solicitado!',
  successMessage: 'Sua solicitação foi enviada ao terapeuta para confirmação.',
  failureTitle: 'Erro ao agendar',
  failureMessage: 'Não foi possível enviar sua solicitação. Tente novamente.',
  // 409 from POST /sessoes (the api's own text, followed by what to do)
  slotTakenTitle: 'Horário indisponível',
  slotTakenMessage: 'Este horário não está mais disponível. Escolha outro horário.',
  // a slot vanished from a fresh load of the calendar (e.g. a restored request)
  slotVanished: 'O horário escolhido não está mais disponível. Escolha outro horário.',
  // product.md#who-uses-it: only clients book
  onlyClients: 'Apenas clientes podem agendar sessões.',
  onlyClientsHint: 'Entre com uma conta de cliente para solicitar uma sessão.',
  guestHint: 'Você precisará entrar na sua conta para concluir o agendamento.',
  // restored request (after login)
  restoredTitle: 'Solicitação recuperada',
  restoredSend: 'Confira os dados e envie sua solicitação com um clique.',
  restoredGuest: 'Entre na sua conta para enviar esta solicitação.',
  discard: 'Descartar',
  discarded: 'Solicitação descartada.',
  // calendar and fields
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
  modalityLabel: 'Formato da sessão',
  sessionOnline: 'Sessão online',
  sessionPresencial: 'Sessão presencial',
  notesLabel: 'Observações (opcional)',
  notesPlaceholder: 'Conte brevemente o que você gostaria de tratar',
  priceLabel: 'Valor da sessão',
  otherSessionsPriceLabel: 'Demais sessões',
  durationLabel: 'Duração',
  dateSummaryLabel: 'Data',
  timeSummaryLabel: 'Horário',
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  // /agendar
  therapistLoadError: 'Não foi possível carregar o perfil do terapeuta.',
  stepDate: 'Data e horário',
  stepConfirm: 'Confirmar solicitação',
  paymentHint: 'Nenhum valor é cobrado agora: o pagamento da sessão é combinado diretamente com o terapeuta.',
  backToProfile: 'Voltar ao perfil',
} as const;

export const minutesLabel = (minutes: number) => `${minutes} minutos`;
