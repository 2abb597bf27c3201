// The in-app inbox (the bell).
//   GET  /notificacoes        the caller's latest 20 notifications and how many are unread (only
//                             those already due: a reminder shows from its time on)
//   POST /notificacoes/lidas  { ids?: string[] } — those (all, without ids) are read; 204
import type { FastifyInstance } from 'fastify';
import { markNotificationsReadSchema, notificationInboxAnswer } from '@acolhe/shared-domain';
import { userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { signedIn, signedInRead } from '../http/signed-in';
import { parseWith } from '../lib/validation';
import { listInbox, markRead } from './service';

export function registerNotificacoesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.get(
    '/notificacoes',
    signedInRead(requireUser, {
      operationId: 'listNotifications',
      tags: ['notificacoes'],
      summary: 'Notificações da conta autenticada',
      description:
        '`{ content: [{ id, tipo, titulo, mensagem, link, criadaEm, lida }], naoLidas }`: as 20 mais recentes; `naoLidas` conta todas. ' +
        'Um lembrete aparece só a partir do seu horário (24 h / 1 h antes da sessão); lembretes cancelados não aparecem.',
      answers: { 200: notificationInboxAnswer },
    }),
    async (request, reply) => {
      const inbox = await listInbox(ctx.db, userOf(request).sub, ctx.now());
      return reply.header('cache-control', 'private, no-store').send(inbox);
    },
  );

  app.post(
    '/notificacoes/lidas',
    signedIn(requireUser, {
      operationId: 'markNotificationsRead',
      tags: ['notificacoes'],
      summary: 'Marca notificações como lidas',
      description: '`{ ids?: string[] }`: sem `ids`, todas as notificações da conta. Ids de outras contas são ignorados. 204.',
      body: markNotificationsReadSchema,
      answers: { 204: 'empty' },
    }),
    async (request, reply) => {
      const { ids } = parseWith(markNotificationsReadSchema, request.body);
      await markRead(ctx.db, userOf(request).sub, ids, ctx.now());
      return reply.status(204).send();
    },
  );
}
