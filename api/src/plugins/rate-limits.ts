// Rate limits per client ip: writes (POST/PUT/PATCH/DELETE) and the reads that need a token (a
// route says so with `config: { rateLimitKind: 'auth' }`); public reads are unlimited.
// RATE_LIMIT_ENABLED=false turns them off (tests, benchmarks).
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { MSG } from '../lib/messages';

export type RateLimitKind = 'write' | 'auth' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** which rate limit applies; writes (POST/PUT/PATCH/DELETE) default to 'write' */
    rateLimitKind?: RateLimitKind;
  }
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

const rateLimits: FastifyPluginAsync<{ limits: AppConfig['rateLimit'] }> = async (app, { limits }) => {
  // Turns each route's kind into @fastify/rate-limit's per-route option; added before that
  // plugin's own onRoute hook, which reads the option.
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method as string | string[]);
    const isWrite = methods.some((m) => WRITE_METHODS.includes(m));
    const kind: RateLimitKind = route.config?.rateLimitKind ?? (isWrite ? 'write' : 'none');
    if (!limits.enabled || kind === 'none') return;
    route.config = {
      ...(route.config ?? {}),
      rateLimit: { max: kind === 'write' ? limits.writeMax : limits.authMax, timeWindow: limits.timeWindow },
    } as typeof route.config;
  });
  if (limits.enabled) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({ statusCode: 429, message: MSG.tooManyRequests }),
    });
  }
};

/** Not encapsulated (fastify-plugin): the onRoute hook must see the routes registered after it
 * on the root instance. */
export const rateLimitsPlugin = fp(rateLimits, { name: 'acolhe-rate-limits', fastify: '5.x' });
