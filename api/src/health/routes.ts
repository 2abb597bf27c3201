// GET /health — liveness plus a `select 1` on the database: 503 while it does not answer (within
// PING_TIMEOUT_MS), 200 again as soon as it does (the pool reconnects on its own).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ping } from '../db/client';
import { MSG } from '../lib/messages';

const PING_TIMEOUT_MS = 3000;

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  // a load balancer's probe, never limited
  app.get('/health', { config: { rateLimitKind: 'none' }, schema: { tags: ['health'], summary: 'Saúde da api e do banco' } }, async (request, reply) => {
    try {
      await Promise.race([
        ping(ctx.db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref()),
      ]);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'unreachable', message: MSG.healthDatabaseDown });
    }
  });
}
