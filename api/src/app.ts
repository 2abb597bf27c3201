// The Fastify application. `buildApp` takes its database and configuration from the caller so
// tests build it over their own in-memory PGlite (or PostgreSQL) and their own key set.
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import helmet from 'helmet';
import { mkdirSync } from 'node:fs';
import { createGuards } from './auth/guard';
import { createVerifier, type TokenVerifier } from './auth/verifier';
import { createCepProvider, type CepProvider } from './cep/provider';
import { registerCepRoutes } from './cep/routes';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database, RawSql } from './db/client';
import { registerAgendaRoutes } from './agenda/routes';
import { registerAvaliacoesRoutes } from './avaliacoes/routes';
import { registerClientesRoutes } from './clientes/routes';
import { registerContaRoutes } from './conta/routes';
import { registerEspecialidadesRoutes } from './especialidades/routes';
import { registerHealthRoutes } from './health/routes';
import { registerPublicTerapeutasRoutes } from './public-terapeutas/routes';
import { registerSessoesRoutes } from './sessoes/routes';
import { registerTerapeutasRoutes } from './terapeutas/routes';
import { requestLimits } from './http/client-errors';
import { registerIdempotency } from './http/idempotency';
import { registerJobs } from './jobs/scheduler';
import { registerNotificacoesRoutes } from './notificacoes/routes';
import { registerCalendarioRoutes } from './calendario/routes';
import { registerUploadRemovalRoutes } from './uploads/routes';
import type { Mailer } from './notificacoes/mailer';
import { registerNotificationDelivery } from './notificacoes/worker';
import { HttpError, isDatabaseUnavailable, pgErrorCode } from './lib/errors';
import { MSG } from './lib/messages';
import { PublicCache } from './lib/public-cache';
import { LocalDiskStorage, type UploadStorage } from './uploads/storage';
import { MAX_UPLOAD_BYTES } from './uploads/images';

export type RateLimitKind = 'write' | 'auth' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** which rate limit applies; writes (POST/PUT/PATCH/DELETE) default to 'write' */
    rateLimitKind?: RateLimitKind;
  }
}

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  /** a pino logger, `true`/options for a new one, or false (default: a pino logger at config.logLevel) */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  auth?: {
    /** key source for token signatures (tests pass createLocalJWKSet); default: the remote JWKS */
    jwks?: JWTVerifyGetKey;
    /** replace the whole verifier */
    verifier?: TokenVerifier;
  };
  /** the clock (tests) */
  now?: () => Date;
  storage?: UploadStorage;
  cepProvider?: CepProvider;
  /** how the delivery worker sends e-mail (default: nodemailer over config.mail.smtpUrl) */
  mailer?: Mailer;
  /** plain SQL over the same database (DatabaseHandle.raw): the job queue of e-mail delivery;
   * required when config.mail.enabled */
  raw?: RawSql;
}

/** Paths pino must never print. Fastify's default request serializer logs no headers or
 * bodies; these also cover anything logged explicitly. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'request.headers.authorization',
  'headers.authorization',
  'authorization',
  '*.authorization',
  'password',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.confirmPassword',
  'cpf',
  '*.cpf',
  '*.*.cpf',
  // health data context (LGPD art. 11): who a client is never reaches a log line
  'phone',
  '*.phone',
  '*.*.phone',
  'birthDate',
  '*.birthDate',
  '*.*.birthDate',
  'email',
  '*.email',
  '*.*.email',
  'name',
  '*.name',
  '*.*.name',
  'street',
  '*.street',
  '*.*.street',
  '*.idToken',
  '*.accessToken',
  '*.refreshToken',
];

function loggerOption(options: BuildAppOptions): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  const { logger } = options;
  if (logger && typeof logger === 'object' && 'info' in logger && typeof logger.info === 'function') {
    return { loggerInstance: logger as FastifyBaseLogger };
  }
  if (logger === false) return { logger: false };
  const base = typeof logger === 'object' && logger ? logger : {};
  return {
    logger: {
      level: options.config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      ...(base as object),
    },
  };
}

/** pt-BR message for a Fastify / plugin error that carries a 4xx status. */
function clientErrorMessage(error: FastifyError & { statusCode: number }): { status: number; message: string } {
  const code = error.code ?? '';
  switch (code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? { status: 415, message: MSG.unsupportedMediaType }
        : { status: 400, message: MSG.invalidData };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: MSG.emptyJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: MSG.bodyTooLarge };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: MSG.uploadTooLarge(Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))) };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: MSG.uploadNotMultipart };
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: MSG.bodyTooLarge };
    default:
      break;
  }
  if (error instanceof SyntaxError || /JSON/i.test(code)) return { status: 400, message: MSG.invalidJson };
  if (error.statusCode === 413) return { status: 413, message: MSG.bodyTooLarge };
  if (error.statusCode === 415) return { status: 415, message: MSG.unsupportedMediaType };
  if (error.statusCode === 404) return { status: 404, message: MSG.routeNotFound };
  if (error.statusCode === 405) return { status: 405, message: MSG.methodNotAllowed };
  if (error.statusCode === 429) return { status: 429, message: MSG.tooManyRequests };
  return { status: error.statusCode, message: MSG.invalidData };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    ...loggerOption(options),
    bodyLimit: config.bodyLimit,
    ...requestLimits(config.requestTimeoutMs),
    // Behind a load balancer set TRUST_PROXY so the client ip (rate-limit key) comes from
    // X-Forwarded-For; off by default, so a client cannot pick its own ip with that header.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });

  // The product's HTTP client sends `Content-Type: application/json` on every call (api/README.md),
  // also on a DELETE that has no body: accept that one empty; everything else parses as before.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && body === '') return done(null, undefined);
    return jsonParser(request, body as string, done);
  });

  const verifier =
    options.auth?.verifier ??
    createVerifier({
      issuer: config.cognito.issuer,
      clientId: config.cognito.clientId,
      jwksUrl: config.cognito.jwksUrl,
      jwks: options.auth?.jwks,
      now: options.now,
    });
  const storage = options.storage ?? new LocalDiskStorage(config.uploadsDir, config.publicUrl);
  const ctx: AppContext = {
    db,
    config,
    now,
    guards: createGuards(db, verifier),
    storage,
    cep: options.cepProvider ?? createCepProvider(config.cepProvider),
    publicCache: new PublicCache(config.publicCache),
  };

  app.decorateRequest('user', null);

  // Route schemas document the api (OpenAPI at /docs); validation itself is done in the
  // handlers with the shared valibot schemas, so Fastify's own validator is turned off.
  app.setValidatorCompiler(() => () => true);

  // ---- errors: always `{ message, fieldErrors? }`, pt-BR, never a 500 for client input ----
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(error.fieldErrors ? { message: error.message, fieldErrors: error.fieldErrors } : { message: error.message });
    }
    // The database restarting or unreachable: a prompt 503 the client may retry, not a 500.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: MSG.databaseUnavailable });
    }
    const pgCode = pgErrorCode(error);
    if (pgCode) {
      if (pgCode === '23505') return reply.status(409).send({ message: MSG.conflict });
      // 22xxx data exceptions and 23xxx integrity violations come from values the client sent.
      if (pgCode.startsWith('22') || pgCode.startsWith('23')) return reply.status(400).send({ message: MSG.invalidData });
      if (pgCode === '40001' || pgCode === '40P01') return reply.status(409).send({ message: MSG.conflict });
    }
    const fe = error as FastifyError & { statusCode?: number };
    if (typeof fe?.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
      const { status, message } = clientErrorMessage(fe as FastifyError & { statusCode: number });
      if (status === 429) {
        reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      }
      return reply.status(status).send({ message });
    }
    if (typeof fe?.statusCode === 'number' && fe.statusCode === 503) {
      return reply.status(503).send({ message: fe.message || MSG.serviceUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MSG.internal });
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: MSG.routeNotFound }));

  // ---- security headers, CORS ----
  // helmet's middleware is built once, here: @fastify/helmet rebuilt it (re-parsing the CSP) on
  // every request, ~15 % of the CPU of a cached public read. Same headers on every route.
  const securityHeaders = helmet({
    // The api serves JSON and images; the images are shown by the front-ends on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // swagger-ui at /docs
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
    exposedHeaders: ['Idempotent-Replayed', 'Retry-After'],
    credentials: false,
    maxAge: 600,
  });

  // ---- rate limits: writes and routes that need a token ----
  const { rateLimit: rl } = config;
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method as string | string[]);
    const isWrite = methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m));
    const kind: RateLimitKind = route.config?.rateLimitKind ?? (isWrite ? 'write' : 'none');
    if (!rl.enabled || kind === 'none') return;
    route.config = {
      ...(route.config ?? {}),
      rateLimit: { max: kind === 'write' ? rl.writeMax : rl.authMax, timeWindow: rl.timeWindow },
    } as typeof route.config;
  });
  if (rl.enabled) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({ statusCode: 429, message: MSG.tooManyRequests }),
    });
  }

  // ---- multipart (uploads) ----
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });

  // ---- OpenAPI ----
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Acolhe API',
        description:
          'Backend do marketplace Acolhe. Autenticação: `Authorization: Bearer <IdToken do Cognito>`. ' +
          'Erros: `{ message, fieldErrors? }` em pt-BR.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  // ---- uploaded files ----
  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1d',
  });

  // ---- retries that never run twice (Idempotency-Key), recurring sweeps, e-mail delivery ----
  registerIdempotency(app, db, now);
  registerJobs(app, ctx, config.jobs);
  registerNotificationDelivery(app, ctx, options.raw, config.mail, options.mailer);

  // ---- resources ----
  registerHealthRoutes(app, ctx);
  registerEspecialidadesRoutes(app, ctx);
  registerPublicTerapeutasRoutes(app, ctx);
  registerTerapeutasRoutes(app, ctx);
  registerAvaliacoesRoutes(app, ctx);
  registerAgendaRoutes(app, ctx);
  registerSessoesRoutes(app, ctx);
  registerClientesRoutes(app, ctx);
  registerCepRoutes(app, ctx);
  registerContaRoutes(app, ctx);
  registerNotificacoesRoutes(app, ctx);
  registerCalendarioRoutes(app, ctx);
  registerUploadRemovalRoutes(app, ctx);

  return app;
}
