// The rows of the verificacao slice (docs/decisions/0047-one-operation-table.md): the therapist's
// CRP and document, and the operators' queue, document read and decision.
import { verificacaoAnswer, verificacaoFilaAnswer } from '../answers';
import { decisaoVerificacaoSchema, DOCUMENTO_VERIFICACAO_TIPOS, filaVerificacoesQuerySchema } from '../operacao/verificacao';
import { defineOperation } from './define';
import { idParams, therapistIdParams } from './params';
import { ROLE_REFUSALS } from './refusals';

export const getTherapistVerification = /* @__PURE__ */ defineOperation({
  operationId: 'getTherapistVerification',
  method: 'GET',
  path: '/terapeutas/{id}/verificacao',
  // the owner only: another account hears 403, an unknown id 404 (the handler decides)
  access: 'conta',
  tags: ['terapeutas'],
  summary: 'Estado da verificação profissional (somente o próprio terapeuta)',
  params: idParams,
  answers: { 200: verificacaoAnswer },
});

export const submitTherapistVerification = /* @__PURE__ */ defineOperation({
  operationId: 'submitTherapistVerification',
  method: 'POST',
  path: '/terapeutas/{id}/verificacao',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistsProfile,
  tags: ['terapeutas'],
  summary: 'Envia o CRP e a carteira do CRP para verificação (multipart: crp, documento)',
  description:
    '`crp`: RR/NNNNN ou RR/NNNNNN (região 01–24). `documento`: foto (JPEG, PNG, WebP) ou PDF, até 5 MB, conferido pelo conteúdo. ' +
    'Exige um CPF válido no perfil. CRP de outro(a) psicólogo(a): 409. O documento é privado: só operadores o leem.',
  params: idParams,
  body: { multipart: { field: 'documento', description: 'A carteira do CRP (foto ou PDF, até 5 MB), com o campo de texto `crp`' } },
  answers: { 200: verificacaoAnswer },
});

export const listVerificationQueue = /* @__PURE__ */ defineOperation({
  operationId: 'listVerificationQueue',
  method: 'GET',
  path: '/operacao/verificacoes',
  access: 'operador',
  tags: ['operacao'],
  summary: 'Fila de verificações profissionais (mais antigas primeiro)',
  description: '`estado`: nao_enviado | em_analise (padrão) | verificado | recusado. `page`, `size` (≤ 200). O CPF vem mascarado.',
  query: filaVerificacoesQuerySchema,
  answers: { 200: verificacaoFilaAnswer },
});

export const readVerificationDocument = /* @__PURE__ */ defineOperation({
  operationId: 'readVerificationDocument',
  method: 'GET',
  path: '/operacao/verificacoes/{therapistId}/documento',
  access: 'operador',
  tags: ['operacao'],
  summary: 'O documento enviado (carteira do CRP); cada leitura fica no registro de auditoria',
  params: therapistIdParams,
  answers: { 200: { binary: DOCUMENTO_VERIFICACAO_TIPOS } },
});

export const decideVerification = /* @__PURE__ */ defineOperation({
  operationId: 'decideVerification',
  method: 'POST',
  path: '/operacao/verificacoes/{therapistId}',
  access: 'operador',
  tags: ['operacao'],
  summary: 'Aprova ou recusa uma verificação em análise',
  description:
    '`{ decisao: "aprovar" | "recusar", motivo, crp, documentoId }` (motivo obrigatório ao recusar; o(a) terapeuta o recebe). ' +
    '`crp` e `documentoId` são o que o operador conferiu (o `crp` e o `documento.id` da fila; `documentoId` null sem documento): ' +
    'se o CRP ou o documento mudaram desde então, 409 e nada é decidido. Já decidida: 409. Sobre a própria conta: 403.',
  params: therapistIdParams,
  body: decisaoVerificacaoSchema,
  answers: { 200: verificacaoAnswer },
});
