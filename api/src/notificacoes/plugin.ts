// The notifications' plugin: the in-app inbox (the bell; rows of
// shared-domain/src/operations/notificacoes.ts), the e-mail delivery worker (worker.ts) and the
// gauges of the outbox and the e-mail queue in /metrics (metrics.ts). The messages themselves are
// written by the reactions to the other slices' events (subscribers/), inside their transactions.
//   GET  /notificacoes        the caller's latest 20 notifications and how many are unread (only
//                             those already due: a reminder shows from its time on)
//   POST /notificacoes/lidas  { ids?: string[] } — those (all, without ids) are read; 204
import { listNotifications, markNotificationsRead } from '@acolhe/shared-domain/operations';
import type { FastifyPluginAsync } from 'fastify';
import { implement, mount } from '../http/operations';
import { registerNotificationGauges } from './metrics';
import { listInbox, markRead } from './service';
import { registerNotificationDelivery } from './worker';

export const notificacoesPlugin: FastifyPluginAsync = async (app) => {
  mount(app, [
    implement(listNotifications, async ({ caller, reply }) => {
      const inbox = await listInbox(app.db, caller.sub, app.now());
      return reply.header('cache-control', 'private, no-store').send(inbox);
    }),
    implement(markNotificationsRead, async ({ caller, body, reply }) => {
      await markRead(app.db, caller.sub, body.ids, app.now());
      return reply.status(204).send();
    }),
  ]);
  registerNotificationGauges(app.metrics, { db: app.db, raw: app.raw, now: app.now });
  registerNotificationDelivery(app);
};
