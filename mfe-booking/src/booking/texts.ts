// Every text of the booking remote, in one place. Those quoted by product.md#validation/product.md#main-messages are exact.
import { SLOT_PICKER_TEXTS } from '@acolhe/shared-ui/dates';
export const BOOKING_TEXTS = {
  cardTitle: 'Agendar sessão',
  pageTitle: 'Agendar consulta',
  cardSubmit: 'Solicitar agendamento',
  // issue 33: a weekly or fortnightly series
  recurrenceLabel: 'Frequência',
  recurrenceHint: 'O(a) terapeuta aceita ou recusa a série toda. Datas em que não puder atender serão puladas e avisadas.',
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
  restoredSubmit: 'Enviar solicitação',
  discard: 'Descartar',
  discarded: 'Solicitação descartada.',
  // calendar and fields: the slot picker's words are shared-ui's (one set for every slot picker)
  ...SLOT_PICKER_TEXTS,
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
  // /agendar
  therapistLoadError: 'Não foi possível carregar o perfil do terapeuta.',
  stepDate: 'Data e horário',
  stepConfirm: 'Confirmar solicitação',
  paymentHint: 'Nenhum valor é cobrado agora: o pagamento da sessão é combinado diretamente com o terapeuta.',
  backToProfile: 'Voltar ao perfil',
} as const;

export const minutesLabel = (minutes: number) => `${minutes} minutos`;
