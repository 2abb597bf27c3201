// Every message the api answers with. pt-BR, except the role messages of product.md#who-uses-it, which the
// product gives in English and the front-ends match letter for letter.
import { CEP_MESSAGES, FREE_CANCELLATION_TEXT, PHOTO_TEXTS, photoTooLargeMessage } from '@acolhe/shared-domain';
import { AGENDA_REFUSALS, ROLE_REFUSALS, SESSOES_REFUSALS } from '@acolhe/shared-domain/operations';

export const MSG = {
  // authentication / authorisation
  unauthenticated: 'Não autenticado.',
  forbidden: 'Acesso negado.',
  onlyClientsCreateAppointments: SESSOES_REFUSALS.onlyClientsCreateAppointments,
  onlyClientsCreateReviews: ROLE_REFUSALS.onlyClientsCreateReviews,
  onlyClientsUpdateReviews: ROLE_REFUSALS.onlyClientsUpdateReviews,
  onlyClientsDeleteReviews: ROLE_REFUSALS.onlyClientsDeleteReviews,
  onlyTherapistsUpdateStatus: 'Only therapists can update appointment status',
  onlyTherapistsUpdateDetails: SESSOES_REFUSALS.onlyTherapistsUpdateDetails,
  onlyTherapistsSetAvailability: AGENDA_REFUSALS.onlyTherapistsSetAvailability,
  onlyTherapistsProfile: ROLE_REFUSALS.onlyTherapistsProfile,
  onlyClientsProfile: ROLE_REFUSALS.onlyClientsProfile,
  onlyTherapistsAppointments: SESSOES_REFUSALS.onlyTherapistsAppointments,
  onlyClientsAppointments: SESSOES_REFUSALS.onlyClientsAppointments,
  /** the token's role claim differs from the role the account was created with */
  roleMismatch: 'O tipo desta conta não pode ser alterado. Entre novamente.',
  accountErased: 'Esta conta foi excluída.',
  selfReview: 'Você não pode avaliar a si mesmo.',

  // not found
  routeNotFound: 'Rota não encontrada.',
  therapistNotFound: 'Terapeuta não encontrado.',
  clientNotFound: 'Cliente não encontrado.',
  appointmentNotFound: 'Consulta não encontrada.',
  reviewNotFound: 'Avaliação não encontrada.',
  cepNotFound: CEP_MESSAGES.notFound,
  fileNotFound: 'Arquivo não encontrado.',
  blockNotFound: 'Bloqueio não encontrado.',
  holidayNotFound: 'Esta data não é um feriado nacional.',

  // conflicts
  alreadyReviewed: 'Você já avaliou este terapeuta.',
  slotUnavailable: 'Este horário não está mais disponível.',
  conflict: 'Conflito com o estado atual do recurso. Atualize a página e tente novamente.',
  ownAppointment: 'Você não pode agendar uma consulta consigo mesmo.',
  slotNotice: (hours: number) => `Este terapeuta pede ${hours} h de antecedência para agendar.`,
  slotBlocked: 'O(a) terapeuta não atende neste horário.',
  modalityNotOffered: 'Este terapeuta não atende nesta modalidade.',
  notReschedulable: (label: string) => `Uma consulta com o status "${label}" não pode ser remarcada.`,
  sameSlot: 'A consulta já está neste horário.',
  lateMove: `Faltam menos de ${FREE_CANCELLATION_TEXT} para esta consulta confirmada: ela não pode mais ser remarcada. Você ainda pode cancelá-la (cancelamento tardio) ou combinar outro horário com o(a) terapeuta.`,
  alreadyAnswered: 'Esta avaliação já foi respondida.',
  notAnswered: 'Esta avaliação ainda não tem resposta.',
  onlyTherapistAnswers: ROLE_REFUSALS.onlyTherapistAnswers,
  idempotencyInProgress: 'Esta solicitação ainda está sendo processada. Aguarde um instante.',
  idempotencyMismatch: 'Esta chave de idempotência já foi usada em outra operação.',
  idempotencyKeyInvalid: 'Idempotency-Key inválida: use de 8 a 200 caracteres (letras, números, - e _).',
  transitionNotAllowed: (from: string, to: string) =>
    `Não é possível alterar a consulta de "${from}" para "${to}".`,
  cancelAfterStart: 'A consulta já começou e não pode mais ser cancelada.',
  completeBeforeStart: 'A consulta só pode ser concluída depois do horário de início.',
  declineReasonOnlyForDecline: 'O motivo só acompanha uma recusa.',
  sameStatus: (label: string) => `A consulta já está com o status "${label}".`,
  therapistNotBookable: 'Este terapeuta ainda não está recebendo agendamentos.',
  beyondHorizon: (days: number) => `Só é possível agendar com até ${days} dias de antecedência.`,
  tooManyPending: (max: number) =>
    `Você já tem ${max} solicitações pendentes com este terapeuta. Aguarde a resposta antes de pedir outro horário.`,
  tooManyPendingOverall: (max: number) =>
    `Você já tem ${max} solicitações pendentes. Aguarde a resposta dos terapeutas ou cancele uma delas antes de pedir outro horário.`,

  // input
  invalidData: 'Dados inválidos.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  emptyJson: 'O corpo da requisição está vazio.',
  bodyTooLarge: 'O corpo da requisição é grande demais.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado. Envie application/json.',
  invalidId: 'Identificador inválido.',
  invalidMonth: 'Informe um ano e um mês válidos (mês de 1 a 12).',
  invalidCep: CEP_MESSAGES.invalid,
  unknownSpecialties: 'Especialidade inválida.',
  idMismatch: 'O identificador do corpo não corresponde ao da URL.',
  /** an image field that is not one of the caller's own uploads */
  imageNotOwnUpload: 'Use o botão de envio de foto: só aceitamos imagens enviadas ao Acolhe por você.',
  invalidUrl: 'Endereço (URL) inválido.',
  uriTooLong: 'O endereço (URL) é longo demais.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  requestTimeout: 'A requisição demorou demais para chegar. Tente novamente.',

  // uploads
  uploadMissing: 'Envie uma imagem no campo "file".',
  uploadNotMultipart: 'Envie a imagem como multipart/form-data, no campo "file".',
  uploadInvalidImage: PHOTO_TEXTS.notImage,
  uploadTooLarge: photoTooLargeMessage,
  uploadTooManyPixels: PHOTO_TEXTS.tooManyPixels,

  // infrastructure
  tooManyRequests: 'Muitas requisições. Tente novamente em instantes.',
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  serviceUnavailable: 'Serviço temporariamente indisponível.',
  sessionsNotEnded: 'Não foi possível encerrar as sessões nos outros dispositivos agora. Tente novamente em instantes.',
  /** POST /identidade/operadores/sincronizar without the operators' pool admin (issue 40) */
  operadoresSemAdmin: 'Esta api não tem acesso de administração ao pool de operadores, então não pode conferir o operador no provedor de identidade.',
  /** …the identity provider did not answer */
  operadoresIdentidadeIndisponivel: 'O provedor de identidade não respondeu ao conferir o operador. Tente novamente em instantes.',
  /** the database does not answer (restart, failover, network): 503 with Retry-After */
  databaseUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  /** GET /ready when its `select 1` fails (a reason of its answer) */
  healthDatabaseDown: 'Banco de dados indisponível.',
  cepUnavailable: CEP_MESSAGES.unavailable,
  methodNotAllowed: 'Método não permitido.',
} as const;
