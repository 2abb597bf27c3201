// The rows of the notificacoes slice (docs/decisions/0047-one-operation-table.md): the in-app
// inbox (the bell). The messages themselves are written by the reactions to the other slices'
// events (api/src/notificacoes/subscribers), never through an operation.
import { notificationInboxAnswer } from '../answers';
import { markNotificationsReadSchema } from '../schemas/notifications';
import { defineOperation } from './define';

const tags = ['notificacoes'];

export const listNotifications = /* @__PURE__ */ defineOperation({
  operationId: 'listNotifications',
  method: 'GET',
  path: '/notificacoes',
  access: 'conta',
  tags,
  summary: 'Notificações da conta autenticada',
  description:
    '`{ content: [{ id, tipo, titulo, mensagem, link, criadaEm, lida }], naoLidas }`: as 20 mais recentes; `naoLidas` conta todas. ' +
    'Um lembrete aparece só a partir do seu horário (24 h / 1 h antes da sessão); lembretes cancelados não aparecem.',
  answers: { 200: notificationInboxAnswer },
});

export const markNotificationsRead = /* @__PURE__ */ defineOperation({
  operationId: 'markNotificationsRead',
  method: 'POST',
  path: '/notificacoes/lidas',
  access: 'conta',
  tags,
  summary: 'Marca notificações como lidas',
  description: '`{ ids?: string[] }`: sem `ids`, todas as notificações da conta. Ids de outras contas são ignorados. 204.',
  body: markNotificationsReadSchema,
  answers: { 204: 'empty' },
});
