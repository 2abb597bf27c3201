// The rows of the waiting list (issue 46, docs/product.md 'Lista de espera'): a client joins a
// therapist's list for some weekdays and a time window; a freed time that fits is offered to the
// first in line and held for them; they accept (a request, or a confirmed session when the therapist
// chose so) or decline (the next in line hears). The therapist sees first names only and can pause.
import * as v from 'valibot';
import { clientAppointmentAnswer } from '../answers';
import { ESPERA_MAX_ENTRADAS, ESPERA_VALIDADE_DIAS, OFERTA_DURACAO_PADRAO_MIN } from '../espera/rules';
import { esperaEntradaAnswer, esperaTerapeutaAnswer } from '../espera/respostas';
import { ESPERA_MESSAGES, esperaJoinSchema, esperaSettingsSchema } from '../espera/schemas';
import { defineOperation } from './define';
import { idParams, therapistIdParams } from './params';

export const joinWaitingList = /* @__PURE__ */ defineOperation({
  operationId: 'joinWaitingList',
  method: 'POST',
  path: '/terapeutas/{id}/lista-de-espera',
  access: 'cliente',
  refusal: ESPERA_MESSAGES.onlyClientsJoin,
  tags: ['lista-de-espera'],
  summary: 'Entra na lista de espera de um(a) terapeuta (clientes)',
  description:
    '`{ diasDaSemana (0 = domingo), inicio, fim (HH:MM, horário de Brasília), modalidade?, observacao? }`. ' +
    `No máximo ${ESPERA_MAX_ENTRADAS} inscrições ativas por cliente e uma por terapeuta (409); a inscrição vale ${ESPERA_VALIDADE_DIAS} dias. ` +
    'A observação só chega ao(à) terapeuta junto da solicitação, se uma oferta for aceita. Terapeuta desconhecido(a) → 404.',
  params: idParams,
  body: esperaJoinSchema,
  answers: { 201: esperaEntradaAnswer },
  idempotent: true,
});

export const listMyWaitingLists = /* @__PURE__ */ defineOperation({
  operationId: 'listMyWaitingLists',
  method: 'GET',
  path: '/me/lista-de-espera',
  access: 'cliente',
  refusal: ESPERA_MESSAGES.onlyClientsList,
  tags: ['lista-de-espera'],
  summary: 'As inscrições do(a) cliente em listas de espera, com a posição e a oferta reservada',
  description: '`posicao`: o lugar na fila daquele(a) terapeuta (1 = o próximo). `oferta`: o horário reservado para a pessoa até `expiraEm`, ou null.',
  answers: { 200: v.array(esperaEntradaAnswer) },
});

export const leaveWaitingList = /* @__PURE__ */ defineOperation({
  operationId: 'leaveWaitingList',
  method: 'DELETE',
  path: '/lista-de-espera/{id}',
  access: 'conta',
  tags: ['lista-de-espera'],
  summary: 'Sai de uma lista de espera (a própria inscrição)',
  description: 'Uma oferta reservada para a inscrição passa ao próximo da fila. Inscrição de outra pessoa ou inexistente → 404.',
  params: idParams,
  answers: { 204: 'empty' },
});

export const acceptWaitingListOffer = /* @__PURE__ */ defineOperation({
  operationId: 'acceptWaitingListOffer',
  method: 'POST',
  path: '/ofertas/{id}/aceitar',
  access: 'conta',
  tags: ['lista-de-espera'],
  summary: 'Aceita o horário oferecido: vira uma solicitação (ou sessão confirmada) e a inscrição se encerra',
  description:
    'Passa pelas mesmas regras do agendamento (POST /sessoes), no mesmo passo. PENDING, ou CONFIRMED quando o(a) terapeuta ' +
    'escolheu aceitar automaticamente da lista. Oferta de outra pessoa ou inexistente → 404; já aceita, recusada ou expirada → 409.',
  params: idParams,
  answers: { 201: clientAppointmentAnswer },
  idempotent: true,
});

export const declineWaitingListOffer = /* @__PURE__ */ defineOperation({
  operationId: 'declineWaitingListOffer',
  method: 'POST',
  path: '/ofertas/{id}/recusar',
  access: 'conta',
  tags: ['lista-de-espera'],
  summary: 'Recusa o horário oferecido: passa ao próximo da fila (a inscrição continua)',
  description: 'Oferta de outra pessoa ou inexistente → 404; já aceita, recusada ou expirada → 409.',
  params: idParams,
  answers: { 204: 'empty' },
  idempotent: true,
});

export const getTherapistWaitingList = /* @__PURE__ */ defineOperation({
  operationId: 'getTherapistWaitingList',
  method: 'GET',
  path: '/agenda/terapeutas/{therapistId}/lista-de-espera',
  access: 'conta',
  tags: ['lista-de-espera'],
  summary: 'A lista de espera do(a) terapeuta (somente o(a) próprio(a)): primeiros nomes e janelas, e as configurações',
  description: `\`duracaoOfertaMin\`: por quanto tempo uma oferta fica reservada (padrão ${OFERTA_DURACAO_PADRAO_MIN}; menos quando a sessão está próxima).`,
  params: therapistIdParams,
  answers: { 200: esperaTerapeutaAnswer },
});

export const updateTherapistWaitingList = /* @__PURE__ */ defineOperation({
  operationId: 'updateTherapistWaitingList',
  method: 'PATCH',
  path: '/agenda/terapeutas/{therapistId}/lista-de-espera',
  access: 'conta',
  tags: ['lista-de-espera'],
  summary: 'Pausa a lista, escolhe aceitar automaticamente e a duração da reserva',
  description: '`{ pausada?, aceitarAutomaticamente?, duracaoOfertaMin? }`: o que vier muda, o resto fica. Pausada, nenhum horário liberado é oferecido.',
  params: therapistIdParams,
  body: esperaSettingsSchema,
  answers: { 200: esperaTerapeutaAnswer },
  idempotent: true,
});
