// The rows of the avaliacoes slice (docs/decisions/0047-one-operation-table.md): a client's review,
// the reviewed therapist's public answer, reports, and the operators' moderation.
import { denunciaFilaAnswer, denunciaFilaItemAnswer, reviewAnswer } from '../answers';
import { apiErrorAnswer } from '../answers/common';
import { reviewUpdateRequestSchema } from '../api-queries';
import { decisaoAvaliacaoSchema, denunciaFiltroSchema, denunciaSchema } from '../operacao/moderacao';
import { reviewReplySchema } from '../schemas/agenda';
import { reviewRequestSchema, reviewSchema } from '../schemas/review';
import { defineOperation } from './define';
import { idParams } from './params';
import { ROLE_REFUSALS } from './refusals';

export const createReview = /* @__PURE__ */ defineOperation({
  operationId: 'createReview',
  method: 'POST',
  path: '/avaliacoes',
  access: 'cliente',
  refusal: ROLE_REFUSALS.onlyClientsCreateReviews,
  tags: ['avaliacoes'],
  summary: 'Cria a avaliação do cliente autenticado (uma por terapeuta)',
  body: reviewRequestSchema,
  answers: { 201: reviewAnswer },
});

export const updateReviewById = /* @__PURE__ */ defineOperation({
  operationId: 'updateReviewById',
  method: 'PUT',
  path: '/avaliacoes',
  access: 'cliente',
  refusal: ROLE_REFUSALS.onlyClientsUpdateReviews,
  tags: ['avaliacoes'],
  summary: 'Atualiza a própria avaliação',
  body: reviewUpdateRequestSchema,
  answers: { 200: reviewAnswer },
});

export const updateReview = /* @__PURE__ */ defineOperation({
  operationId: 'updateReview',
  method: 'PUT',
  path: '/avaliacoes/{id}',
  access: 'cliente',
  refusal: ROLE_REFUSALS.onlyClientsUpdateReviews,
  tags: ['avaliacoes'],
  summary: 'Atualiza a própria avaliação',
  params: idParams,
  body: reviewSchema,
  answers: { 200: reviewAnswer },
});

export const deleteReview = /* @__PURE__ */ defineOperation({
  operationId: 'deleteReview',
  method: 'DELETE',
  path: '/avaliacoes/{id}',
  access: 'cliente',
  refusal: ROLE_REFUSALS.onlyClientsDeleteReviews,
  tags: ['avaliacoes'],
  summary: 'Remove a própria avaliação',
  params: idParams,
  answers: { 204: 'empty' },
});

export const answerReview = /* @__PURE__ */ defineOperation({
  operationId: 'answerReview',
  method: 'POST',
  path: '/avaliacoes/{id}/resposta',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistAnswers,
  tags: ['avaliacoes'],
  summary: 'A resposta pública do terapeuta avaliado (uma por avaliação)',
  params: idParams,
  body: reviewReplySchema,
  answers: { 200: reviewAnswer },
});

export const changeReviewAnswer = /* @__PURE__ */ defineOperation({
  operationId: 'changeReviewAnswer',
  method: 'PUT',
  path: '/avaliacoes/{id}/resposta',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistAnswers,
  tags: ['avaliacoes'],
  summary: 'Edita a resposta do terapeuta avaliado',
  params: idParams,
  body: reviewReplySchema,
  answers: { 200: reviewAnswer },
});

export const removeReviewAnswer = /* @__PURE__ */ defineOperation({
  operationId: 'removeReviewAnswer',
  method: 'DELETE',
  path: '/avaliacoes/{id}/resposta',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistAnswers,
  tags: ['avaliacoes'],
  summary: 'Remove a resposta do terapeuta avaliado',
  params: idParams,
  answers: { 200: reviewAnswer },
});

export const reportReview = /* @__PURE__ */ defineOperation({
  operationId: 'reportReview',
  method: 'POST',
  path: '/avaliacoes/{id}/denuncias',
  // anyone signed in but the review's author (the handler: 409)
  access: 'conta',
  tags: ['avaliacoes'],
  summary: 'Denuncia uma avaliação (uma vez por pessoa; não a própria)',
  description: 'Motivo: ofensiva | dados_pessoais | falsa | outro (texto obrigatório). Limitado como as demais escritas.',
  params: idParams,
  body: denunciaSchema,
  answers: { 201: apiErrorAnswer },
});

export const listReviewReports = /* @__PURE__ */ defineOperation({
  operationId: 'listReviewReports',
  method: 'GET',
  path: '/operacao/denuncias',
  access: 'operador',
  tags: ['operacao'],
  summary: 'Avaliações denunciadas, com as denúncias',
  description: '`estado`: `pendentes` (padrão: denunciadas e ainda não decididas) ou `todas`. As mais antigas primeiro (até 200).',
  query: denunciaFiltroSchema,
  answers: { 200: denunciaFilaAnswer },
});

export const decideReview = /* @__PURE__ */ defineOperation({
  operationId: 'decideReview',
  method: 'POST',
  path: '/operacao/avaliacoes/{id}',
  access: 'operador',
  tags: ['operacao'],
  summary: 'Mantém ou oculta uma avaliação denunciada, com o motivo',
  description:
    '`manter` encerra as denúncias abertas; `ocultar` tira a avaliação (e a resposta do terapeuta) do perfil e da nota, e avisa o autor com o motivo. Decidir de novo: 409. Cada decisão fica no registro de auditoria.',
  params: idParams,
  body: decisaoAvaliacaoSchema,
  answers: { 200: denunciaFilaItemAnswer },
});

