// The rows of the operacao slice (docs/decisions/0047-one-operation-table.md): the console's
// overview, its therapist search, suspension and reactivation, and the operators' identity sync.
import { forgotPasswordEmailSchema } from '../schemas/auth';
import { resumoOperacaoAnswer, terapeutaOperacaoAnswer, terapeutasOperacaoAnswer } from '../answers';
import { apiErrorAnswer } from '../answers/common';
import { buscaTerapeutasQuerySchema, suspensaoSchema } from '../operacao/moderacao';
import { defineOperation } from './define';
import { idParams } from './params';

export const searchTherapistsOperacao = /* @__PURE__ */ defineOperation({
  operationId: 'searchTherapistsOperacao',
  method: 'GET',
  path: '/operacao/terapeutas',
  access: 'operador',
  tags: ['operacao'],
  summary: 'Busca terapeutas por nome, e-mail ou CRP',
  description: '`q` (parte do nome, do e-mail ou do CRP; vazio: todos), `page` (20 por página), por nome.',
  query: buscaTerapeutasQuerySchema,
  answers: { 200: terapeutasOperacaoAnswer },
});

export const suspendTherapist = /* @__PURE__ */ defineOperation({
  operationId: 'suspendTherapist',
  method: 'POST',
  path: '/operacao/terapeutas/{id}/suspensao',
  access: 'operador',
  tags: ['operacao'],
  summary: 'Suspende um(a) terapeuta: fora das listas, perfil 404, sem novos agendamentos',
  description: 'As solicitações pendentes são recusadas (os clientes recebem o aviso); as sessões confirmadas continuam e os clientes são avisados. Já suspenso(a): 409.',
  params: idParams,
  body: suspensaoSchema,
  answers: { 200: terapeutaOperacaoAnswer },
});

export const reactivateTherapist = /* @__PURE__ */ defineOperation({
  operationId: 'reactivateTherapist',
  method: 'POST',
  path: '/operacao/terapeutas/{id}/reativacao',
  access: 'operador',
  tags: ['operacao'],
  summary: 'Reativa um(a) terapeuta suspenso(a)',
  description: 'Não suspenso(a): 409.',
  params: idParams,
  body: suspensaoSchema,
  answers: { 200: terapeutaOperacaoAnswer },
});

export const operationsOverview = /* @__PURE__ */ defineOperation({
  operationId: 'operationsOverview',
  method: 'GET',
  path: '/operacao/resumo',
  access: 'operador',
  tags: ['operacao'],
  summary: 'Visão geral: contas novas, sessões e verificações por semana ISO (12 semanas, horário de São Paulo)',
  answers: { 200: resumoOperacaoAnswer },
});

export const syncOperator = /* @__PURE__ */ defineOperation({
  operationId: 'syncOperator',
  method: 'POST',
  path: '/identidade/operadores/sincronizar',
  // no token: the call can only make the api agree with the identity provider (operacao/revogacao.ts)
  access: 'guest',
  tags: ['operacao'],
  summary: 'Confere um(a) operador(a) no provedor de identidade (usado por `npm run operador`)',
  description:
    'A api lê o estado do(a) operador(a) no pool de operadores (AdminGetUser, com as credenciais da própria api) e o registra: ' +
    'desativado(a) → todo token dele(a) recebe 401 em qualquer réplica em até 2 s; reativado(a) → só os tokens emitidos antes da remoção continuam recusados. ' +
    'Sem autenticação: a chamada só faz a api concordar com o provedor de identidade, e responde 204 para qualquer e-mail. ' +
    '503 quando a api não tem acesso de administração ao pool de operadores ou o provedor não responde.',
  body: forgotPasswordEmailSchema,
  answers: { 204: 'empty', 503: apiErrorAnswer },
});
