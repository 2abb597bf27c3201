// Rate limits per client ip and route: writes (POST/PUT/PATCH/DELETE), the reads that need a token
// (a route says so with `config: { rateLimitKind: 'auth' }`) and every other read (GET/HEAD: the
// public catalogue, profiles, slots, photos — a few hundred a minute, so a script repeating an
// uncacheable search is refused while a person never notices; `rateLimitKind: 'none'` for /health).
// RATE_LIMIT_ENABLED=false turns them off (tests, benchmarks).
// With REDIS_URL the counters live in Redis (@fastify/rate-limit's Redis store), so N replicas
// behind a load balancer enforce one limit, not N; without it, in this process. The client ip is
// Fastify's `request.ip`: the socket's, or with TRUST_PROXY_HOPS=N the address N hops from the right
// of X-Forwarded-For, one further for our own servers of TRUSTED_PROXIES (the site's server passes
// each visitor's address on: src/http/client-address.ts) — what a client writes further left never
// counts.
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import { MSG } from '../lib/messages';

export type RateLimitKind = 'write' | 'auth' | 'public' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** which rate limit applies; writes (POST/PUT/PATCH/DELETE) default to 'write', GET/HEAD to 'public' */
    rateLimitKind?: RateLimitKind;
  }
}

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
const READ_METHODS = ['GET', 'HEAD'];

/** A Redis command that has not answered after this counts as Redis being away (see below). */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/** The Redis client of the counters. While Redis is unreachable a command fails at once (no
 * offline queue, one try, a short time-out) and the limit lets the request through
 * (`skipOnError`): an outage of the counters must not turn every write into an error
 * (docs/decisions.md, "Several api replicas"). ioredis reconnects by itself. */
export function redisClient(url: string, log: { warn: (o: object, m: string) => void; info: (m: string) => void }): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // one line per outage, not one per reconnection attempt
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: { message: error.message } }, 'redis (rate limits) unreachable: limits are not applied until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('redis (rate limits) reachable again');
  });
  return redis;
}

export interface RateLimitsOptions {
  limits: AppConfig['rateLimit'];
  /** the counters' Redis (redisClient above; closed by its owner); absent → in this process */
  redis?: Redis;
  /** hears each request refused with 429, and which limit refused it (metrics) */
  onRejected?: (kind: RateLimitKind) => void;
}

const rateLimits: FastifyPluginAsync<RateLimitsOptions> = async (app, { limits, redis, onRejected }) => {
  // Turns each route's kind into @fastify/rate-limit's per-route option; added before that
  // plugin's own onRoute hook, which reads the option.
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method as string | string[]);
    const isWrite = methods.some((m) => WRITE_METHODS.includes(m));
    const isRead = methods.some((m) => READ_METHODS.includes(m));
    const kind: RateLimitKind = route.config?.rateLimitKind ?? (isWrite ? 'write' : isRead ? 'public' : 'none');
    if (!limits.enabled || kind === 'none') return;
    const max = { write: limits.writeMax, auth: limits.authMax, public: limits.publicMax }[kind];
    route.config = { ...(route.config ?? {}), rateLimit: { max, timeWindow: limits.timeWindow } } as typeof route.config;
  });
  if (limits.enabled) {
    await app.register(rateLimit, {
      global: false,
      onExceeded: (request) => onRejected?.(WRITE_METHODS.includes(request.method) && request.routeOptions.config.rateLimitKind !== 'auth' ? 'write' : 'auth'),
      errorResponseBuilder: () => ({ statusCode: 429, message: MSG.tooManyRequests }),
      ...(redis ? { redis, nameSpace: 'acolhe:rate-limit:', skipOnError: true } : {}),
    });
  }
};

/** Not encapsulated (fastify-plugin): the onRoute hook must see the routes registered after it
 * on the root instance. */
export const rateLimitsPlugin = fp(rateLimits, { name: 'acolhe-rate-limits', fastify: '5.x' });
