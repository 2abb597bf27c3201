// The audit log as the console reads it (rows of shared-domain/src/operations/auditoria.ts): the
// filters' São Paulo dates become the instants that bound `em` ([desde 00:00, ate + 1 day 00:00)).
import { listAuditLog } from '@acolhe/shared-domain/operations';
import { wallClockToInstant } from '@acolhe/shared-domain';
import type { FastifyPluginAsync } from 'fastify';
import { logOperatorRequests } from '../auth/operador';
import { implement, mount } from '../http/operations';
import { listarAuditoria } from './registro';

const DAY_MS = 24 * 3600_000;

export const auditoriaPlugin: FastifyPluginAsync = async (app) => {
  logOperatorRequests(app);
  mount(app, [
    implement(listAuditLog, async ({ query, reply }) => {
      const page = await listarAuditoria(app.db, {
        ...query,
        desde: query.desde ? wallClockToInstant(`${query.desde}T00:00`) : undefined,
        ate: query.ate ? new Date(wallClockToInstant(`${query.ate}T00:00`).getTime() + DAY_MS) : undefined,
      });
      return reply.header('cache-control', 'private, no-store').send(page);
    }),
  ]);
};
