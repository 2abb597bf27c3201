// GET /health — liveness plus a `select 1` on the database (503 when it does not answer).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ping } from '../db/client';

const PING_TIMEOUT_MS = 3000;

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/health', { schema: { tags: ['health'], summary: 'Saúde da api e do banco' } }, async (request, reply) => {
    try {
      await Promise.race([
        ping(ctx.db),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS).unref()),
      ]);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'unreachable', message: 'Banco de dados indisponível.' });
    }
  });
}
