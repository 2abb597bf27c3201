// The rows of the conta slice (docs/decisions/0047-one-operation-table.md): the caller's own
// account — e-mail preferences, the site's first sign-in, 'Sair de todos os dispositivos'.
import { firstAccessAnswer, preferencesAnswer } from '../answers';
import { apiErrorAnswer } from '../answers/common';
import { notificationPreferencesSchema } from '../schemas/notifications';
import { defineOperation } from './define';

export const getPreferences = /* @__PURE__ */ defineOperation({
  operationId: 'getPreferences',
  method: 'GET',
  path: '/me/preferencias',
  access: 'conta',
  tags: ['conta'],
  summary: 'Preferências de e-mail da conta',
  description: '`{ lembretesEmail }`: lembretes por e-mail 24 h e 1 h antes de cada sessão confirmada (padrão: true).',
  answers: { 200: preferencesAnswer },
});

export const savePreferences = /* @__PURE__ */ defineOperation({
  operationId: 'savePreferences',
  method: 'PUT',
  path: '/me/preferencias',
  access: 'conta',
  tags: ['conta'],
  summary: 'Liga ou desliga os lembretes por e-mail',
  description:
    '`{ lembretesEmail: boolean }`. Vale para os lembretes ainda por vir; eles continuam aparecendo nas notificações do site. ' +
    'Os e-mails sobre decisões (confirmação, cancelamento, remarcação) são sempre enviados.',
  body: notificationPreferencesSchema,
  answers: { 200: preferencesAnswer },
});

export const registerSiteAccess = /* @__PURE__ */ defineOperation({
  operationId: 'registerSiteAccess',
  method: 'POST',
  path: '/me/acesso',
  access: 'conta',
  tags: ['conta'],
  summary: 'Registra um login pelo site',
  description: 'Responde `primeiroAcesso: true` só na primeira vez que a conta entra pelo site, em qualquer navegador.',
  answers: { 200: firstAccessAnswer },
});

export const signOutEverywhere = /* @__PURE__ */ defineOperation({
  operationId: 'signOutEverywhere',
  method: 'POST',
  path: '/me/sessoes/encerrar',
  access: 'conta',
  tags: ['conta'],
  summary: 'Sai de todos os dispositivos',
  description:
    'Encerra todas as sessões da conta, inclusive esta: todo token emitido até agora recebe 401 em qualquer réplica, ' +
    'e nenhum refresh token da conta gera novos tokens (AdminUserGlobalSignOut no provedor de identidade). ' +
    'Responde 204 quando um novo login já gera um token aceito; 503 se o provedor de identidade falhar (tente de novo).',
  answers: { 204: 'empty', 503: apiErrorAnswer },
});
