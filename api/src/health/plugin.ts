// The probes of a load balancer or orchestrator (rows of shared-domain/src/operations/saude.ts;
// never rate-limited). Infrastructure: it imports no feature.
// GET /health — liveness: the process answers (a replica that does not is restarted). It touches
// nothing else, so a database outage never gets healthy replicas restarted.
// GET /ready — readiness (readiness.ts): the database, its migrations, and the Redis of the rate
// limits and the uploads bucket when configured; 503 `{ ready: false, reasons }` otherwise.
import { liveness, readiness } from '@acolhe/shared-domain/operations';
import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { implement, mount } from '../http/operations';
import { checkReadiness } from './readiness';

export interface HealthOptions {
  /** the rate limits' Redis, when they are on: /ready checks it */
  redis?: Redis;
}

export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (app, { redis }) => {
  mount(app, [
    implement(liveness, async () => ({ status: 'ok' as const })),
    implement(readiness, async ({ request, reply }) => {
      const result = await checkReadiness({ db: app.db, storage: app.storage, readyOptional: app.appConfig.readyOptional, redis, log: request.log });
      return reply
        .status(result.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(result);
    }),
  ]);
};
