// The Fastify application. `buildApp` takes its database and configuration from the caller so
// tests build it over their own in-memory PGlite (or PostgreSQL) and their own key set. Each
// cross-cutting concern is a plugin of its own (src/plugins/, src/uploads/plugin.ts); this file
// only puts them and the route modules together, in order.
import { createIdentityAdmin, type IdentityAdmin } from './identidade/admin';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import { createGuards, type Guards } from './auth/guard';
import { bindAccount } from './conta/binding';
import { ensureUserRecord, syncVerifiedEmail } from './perfis/registros';
import { RevocationCheck, operadorRevocation } from './auth/revocation';
import { createVerifier, type TokenVerifier, type VerifierOptions } from './auth/verifier';
import { createOperadorGuard, createOperadorVerifier, type OperadorVerifier } from './auth/operador';
import { createCepProvider, type CepProvider } from './catalogo/cep-provider';
import type { AppConfig } from './config';
import type { Database, PoolMonitor, RawSql } from './db/client';
import { registerFeatures } from './features';
import { healthPlugin } from './health/plugin';
import type { SalaOptions } from './sala/plugin';
import { requestLimits } from './http/client-errors';
import { clientAddressTrust } from './http/client-address';
import { registerIdempotency } from './http/idempotency';
import { loggerOption, type LoggerChoice } from './http/logging';
import { REQUEST_ID_HEADER, requestIdGenerator } from './http/request-id';
import { registerJobs, Sweeps } from './jobs/scheduler';
import { startKeyring } from './prontuario/keys';
import type { Keyring } from './prontuario/crypto';
import type { Mailer } from './notificacoes/mailer';
import { PublicCache } from './lib/public-cache';
import { CacheEvents } from './lib/cache-events';
import { apiDocsPlugin } from './plugins/api-docs';
import { assertEveryRouteFromTable, plainJsonSerializer, valibotValidatorCompiler } from './http/operations';
import { OPERATIONS } from '@acolhe/shared-domain/operations';
import './dependencies';
import { EventBus } from './eventos/bus';
import { corsPlugin } from './plugins/cors';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { rateLimitsPlugin, redisClient } from './plugins/rate-limits';
import { registerCollectors } from './metrics/collectors';
import { createMetrics, type AppMetrics } from './metrics/metrics';
import { metricsPlugin } from './metrics/plugin';
import { privateAnswersPlugin } from './plugins/private-answers';
import { securityHeadersPlugin } from './plugins/security-headers';
import { uploadStorage, uploadsPlugin } from './uploads/plugin';
import { ehChavePrivada } from './verificacao/documento';
import type { UploadStorage } from './uploads/storage';
import { AGENDA_CHANNEL, SlotsCache } from './agenda/slots-cache';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** tests only: exact paths they add by hand after buildApp (every other route comes from the
   * operation table, http/operations.ts assertEveryRouteFromTable) */
  testRoutes?: readonly string[];
  /** a pino logger, `true`/options for a new one, or false (default: a pino logger at config.logLevel) */
  logger?: LoggerChoice;
  auth?: {
    /** key source for token signatures (tests pass createLocalJWKSet); default: the remote JWKS */
    jwks?: JWTVerifyGetKey;
    /** replace the whole verifier */
    verifier?: TokenVerifier;
    /** replace the operators' verifier */
    operadorVerifier?: OperadorVerifier;
  };
  /** the clock (tests) */
  now?: () => Date;
  /** the public cache's clock, monotonic ms: its TTL and the lists' lag (tests drive it; default
   * performance.now) */
  publicCacheClock?: () => number;
  storage?: UploadStorage;
  cepProvider?: CepProvider;
  /** how the delivery worker sends e-mail (default: nodemailer over config.mail.smtpUrl) */
  mailer?: Mailer;
  /** the identity provider's admin calls (default: the Cognito SDK client of config.identityAdmin) */
  identityAdmin?: IdentityAdmin;
  /** the same on the operators' pool (default: the Cognito SDK client of config.operadoresAdmin) */
  operadoresAdmin?: IdentityAdmin;
  /** plain SQL over the same database (DatabaseHandle.raw): the job queue of e-mail delivery;
   * required when config.mail.enabled */
  raw?: RawSql;
  /** node-postgres's pool (DatabaseHandle.pool): its counts and waits in /metrics */
  pool?: PoolMonitor;
  /** which driver `db` is (metrics, the prontuário's start); default: PostgreSQL when config.databaseUrl is set */
  driver?: 'pglite' | 'pg';
  /** the prontuário's master keys (tests); default: config.prontuario, or the generated file */
  prontuarioKeys?: Keyring;
  /** the caches' change events (main.ts shares them with the replicas' listener and the seed);
   * default: the app's own */
  events?: CacheEvents;
  /** check every JSON answer against its row of the operation table (default: unless
   * NODE_ENV is test or development) */
  checkAnswers?: boolean;
  /** the video room's timings (tests) */
  sala?: Omit<SalaOptions, 'raw'>;
}

function serverOptions(options: BuildAppOptions): FastifyServerOptions {
  const { config } = options;
  return {
    ...loggerOption(options.logger, config.logLevel),
    bodyLimit: config.bodyLimit,
    ...requestLimits(config.requestTimeoutMs),
    // Behind N proxies (TRUST_PROXY_HOPS=N) the client ip (rate-limit key) is the address N hops
    // from the right of X-Forwarded-For, one further for each of our own servers on the way
    // (TRUSTED_PROXIES: the site's server passing a visitor's address on); nothing trusted
    // (default): the socket's, so no header can choose it.
    trustProxy: clientAddressTrust(config.trustProxyHops, config.trustedProxies),
    // the request's id (in every log line as reqId, echoed as X-Request-Id): a trusted proxy's
    // X-Request-Id when well formed, else a new UUID (src/http/request-id.ts)
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxyHops),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  };
}

/** What the composition root builds once and hands the app's decorators (dependencies.ts): the
 * database, the configuration, the clock, the guards and the pluggable adapters. */
interface AppContext {
  db: Database;
  config: AppConfig;
  /** the clock; injectable so tests can place "now" anywhere */
  now: () => Date;
  guards: Guards;
  /** the preHandler of /operacao/*: an operators' pool token, else 401/403 (auth/operador.ts) */
  requireOperador: (request: FastifyRequest) => Promise<void>;
  storage: UploadStorage;
  cep: CepProvider;
  /** what the caches below hear: writes of public reads and agendas, the replicas' coherence
   * (lib/cache-events.ts); a write calls it after its commit */
  events: CacheEvents;
  /** serialised public catalogue reads (lists, featured, profiles, specialties) */
  publicCache: PublicCache;
  /** serialised booking calendars (slots-mes), per therapist and month */
  slotsCache: SlotsCache;
  /** the identity provider's admin calls (identidade/admin.ts); undefined when none is configured */
  identityAdmin?: IdentityAdmin;
  /** the same on the operators' pool (operacao/revogacao.ts); undefined when none is configured */
  operadoresAdmin?: IdentityAdmin;
  /** removed operators, as the operators' guard reads them (at most 2 s old; operacao/revogacao.ts) */
  operadorRevocations: RevocationCheck;
  /** the Prometheus registry and the metrics other modules count into (src/metrics) */
  metrics: AppMetrics;
  /** the prontuário's master keys (src/prontuario/keys.ts) */
  prontuarioKeys: Keyring;
}

function appContext(options: BuildAppOptions, prontuarioKeys: Keyring, bus: EventBus): AppContext {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const events = options.events ?? new CacheEvents();
  // the users' and the operators' pools: each token checked against its own pool's issuer and keys
  const poolVerifier = (pool: AppConfig['cognito']): VerifierOptions => ({
    issuer: pool.issuer,
    clientId: pool.clientId,
    jwksUrl: pool.jwksUrl,
    jwks: options.auth?.jwks,
    now: options.now,
  });
  const verifier = options.auth?.verifier ?? createVerifier(poolVerifier(config.cognito));
  const verifyOperador = options.auth?.operadorVerifier ?? createOperadorVerifier(poolVerifier(config.operadores));
  const operadorRevocations = new RevocationCheck(operadorRevocation(db));
  return {
    db,
    config,
    now,
    // the account hooks of the token guard: the role bound once (conta), the profile's record and
    // its verified e-mail (perfis)
    guards: createGuards(db, verifier, {
      bind: (sub, tipo) => bindAccount(db, sub, tipo),
      ensureRecord: (user) => bus.transaction(db, now(), (tx, publish) => ensureUserRecord(tx, publish, user)),
      syncVerifiedEmail: (user) => syncVerifiedEmail(db, user),
    }),
    requireOperador: createOperadorGuard(verifyOperador, verifier, operadorRevocations),
    operadorRevocations,
    storage: uploadStorage(config, options.storage),
    cep: options.cepProvider ?? createCepProvider(config.cepProvider),
    events,
    publicCache: new PublicCache({ ...config.publicCache, ...(options.publicCacheClock ? { now: options.publicCacheClock } : {}) }, events),
    slotsCache: new SlotsCache(config.slotsCache, events),
    identityAdmin: options.identityAdmin ?? createIdentityAdmin(config.identityAdmin),
    operadoresAdmin: options.operadoresAdmin ?? createIdentityAdmin(config.operadoresAdmin),
    metrics: createMetrics(),
    prontuarioKeys,
  };
}

/** The dependencies every feature plugin reads from its instance (dependencies.ts). */
function decorateDependencies(app: FastifyInstance, ctx: AppContext, bus: EventBus, options: BuildAppOptions): void {
  app.decorate('db', ctx.db);
  app.decorate('raw', options.raw);
  app.decorate('dbDriver', options.driver ?? (ctx.config.databaseUrl ? 'pg' : 'pglite'));
  app.decorate('appConfig', ctx.config);
  app.decorate('now', ctx.now);
  app.decorate('events', ctx.events);
  app.decorate('publicCache', ctx.publicCache);
  app.decorate('slotsCache', ctx.slotsCache);
  app.decorate('storage', ctx.storage);
  app.decorate('cep', ctx.cep);
  app.decorate('mailer', options.mailer);
  app.decorate('identityAdmin', ctx.identityAdmin);
  app.decorate('operadoresAdmin', ctx.operadoresAdmin);
  app.decorate('operadorRevocations', ctx.operadorRevocations);
  app.decorate('metrics', ctx.metrics);
  app.decorate('prontuarioKeys', ctx.prontuarioKeys);
  app.decorate('guards', ctx.guards);
  app.decorate('bus', bus);
  app.decorate('sweeps', new Sweeps());
  app.decorate('access', { requireUser: ctx.guards.requireUser, optionalUser: ctx.guards.optionalUser, requireOperador: ctx.requireOperador });
  // every JSON answer checked against its row in tests and development (http/operations.ts)
  app.decorate('checkAnswers', options.checkAnswers ?? ['test', 'development'].includes(process.env.NODE_ENV ?? ''));
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify(serverOptions(options));
  // The prontuário's keys: the caller's (tests), configured, or generated once under DATA_DIR/keys.
  const prontuarioKeys = options.prontuarioKeys ?? startKeyring(config, app.log);
  const bus = new EventBus(app.log);
  const ctx = appContext(options, prontuarioKeys, bus);
  app.decorateRequest('user', null);
  app.decorateRequest('operador', null);
  decorateDependencies(app, ctx, bus, options);
  // Params, query and body are parsed with the operation table's valibot schemas before a handler
  // runs (http/operations.ts).
  app.setValidatorCompiler(valibotValidatorCompiler);
  // Response schemas document and are tested, but answers are serialised with JSON.stringify, so
  // a field a schema missed never silently vanishes from a live answer.
  app.setSerializerCompiler(plainJsonSerializer);
  // A route that is not a row of the table cannot be mounted (before any plugin adds one).
  assertEveryRouteFromTable(app, OPERATIONS, options.testRoutes);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Cross-cutting plugins, all on the root instance (fastify-plugin), before any route:
  // - errors first, so even a failure inside another plugin answers `{ message }` in pt-BR;
  // - security headers before CORS: both are onRequest hooks, and a preflight answered by CORS
  //   still carries helmet's headers;
  // - rate limits and API docs read every route through onRoute hooks, which only see routes
  //   registered after them.
  // - metrics right after errors: its timing hooks run first and see every route.
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { metrics: ctx.metrics, config: config.metrics });
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin);
  // signed-in answers: `private, no-store` unless the route set its own Cache-Control
  await app.register(privateAnswersPlugin);
  await app.register(corsPlugin, { origins: config.corsOrigins });
  // the counters' Redis, when the limits are on: also a dependency /ready checks
  const redis = config.rateLimit.enabled && config.redisUrl ? redisClient(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimitsPlugin, {
    limits: config.rateLimit,
    redis,
    onRejected: (kind) => ctx.metrics.rateLimitRejections.inc({ kind }),
  });
  await app.register(apiDocsPlugin);
  // verification documents are private: only operators read them, through the api
  await app.register(uploadsPlugin, { uploadsDir: config.uploadsDir, storage: ctx.storage, isPrivate: ehChavePrivada });

  // The booking calendars' cache hears the database's agenda trigger (on PostgreSQL through the
  // replica's LISTEN connection, lib/public-cache-sync.ts; PGlite in-process, here).
  const unlisten = await options.raw?.listen?.(AGENDA_CHANNEL, (therapistId) => ctx.events.agendaChanged(therapistId));
  app.addHook('onClose', async () => {
    ctx.slotsCache.close();
    await unlisten?.();
  });

  const stopCollectors = registerCollectors(ctx.metrics, {
    driver: app.dbDriver,
    pool: options.pool,
    caches: { public: ctx.publicCache, slots: ctx.slotsCache },
  });
  app.addHook('onClose', async () => stopCollectors());

  // Retries that never run twice (Idempotency-Key), recurring sweeps (the slices add theirs).
  registerIdempotency(app, ctx.db, ctx.now);
  registerJobs(app, ctx.metrics, ctx.now, config.jobs);

  // Resources: the probes (/health, /ready) and the feature slices, each mounted from the
  // operation table (features.ts).
  await app.register(healthPlugin, { redis });
  await registerFeatures(app, { sala: { raw: options.raw, ...options.sala } });

  return app;
}
