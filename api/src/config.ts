// Runtime configuration, read once from the environment. Every value has a local default so
// `pnpm --filter @acolhe/api start` works with nothing set.
import path from 'node:path';
import { repoDir } from './lib/paths';
import { isAddressOrRange } from './http/client-address';

// Same values as scripts/identity/constants.ts (LOCAL_USER_POOL_ID, LOCAL_CLIENT_ID,
// DEFAULT_IDENTITY_PORT). Copied, not imported: the api must not depend on scripts/.
const LOCAL_IDENTITY_ISSUER = 'http://localhost:9229/local_acolhe';
/** The local emulator's region (scripts/identity/constants.ts), what its SigV4 check expects. */
const LOCAL_IDENTITY_REGION = 'us-east-2';
const LOCAL_CLIENT_ID = 'acolhelocalclient000000000';
// The operators' pool (LOCAL_OPERADORES_POOL_ID, LOCAL_OPERADORES_CLIENT_ID there): staff, MFA required.
const LOCAL_OPERADORES_ISSUER = 'http://localhost:9229/local_operadores';
const LOCAL_OPERADORES_CLIENT_ID = 'acolheoperadoresclient0000';

export type CepProviderName = 'stub' | 'viacep';

export interface RateLimitConfig {
  /** false disables every limit (tests, benchmarks) */
  enabled: boolean;
  /** window for all limits, e.g. '1 minute' or milliseconds */
  timeWindow: number;
  /** requests per window and client ip on write routes (POST/PUT/PATCH/DELETE) */
  writeMax: number;
  /** requests per window and client ip on reads that need a token */
  authMax: number;
  /** requests per window and client ip on each public read (search, featured, profiles, slots…):
   * generous for a person, a brake on a script (RATE_LIMIT_PUBLIC_MAX, default 300) */
  publicMax: number;
}

export interface MailConfig {
  /** false: nothing is sent; messages wait in the outbox ('pendente') until a worker runs */
  enabled: boolean;
  /** smtp://host:port, smtps://user:pass@host:465, … (nodemailer connection URL); never logged */
  smtpUrl: string;
  /** the From header, e.g. 'Acolhe <nao-responda@acolhe.com.br>' */
  from: string;
  /** how often the worker looks for due messages, ms */
  intervalMs: number;
  /** jobs a worker takes per poll */
  batchSize: number;
  /** tries per message before it is given up ('falhou'): MAIL_MAX_ATTEMPTS, default 10 */
  maxAttempts: number;
  /** first retry after about this many seconds, then doubling (with jitter): MAIL_RETRY_DELAY_S, default 30 */
  retryDelaySeconds: number;
}

/** S3-compatible object storage for uploads (src/uploads/s3-storage.ts); absent → files under DATA_DIR */
export interface S3Config {
  bucket: string;
  /** another S3-compatible server (MinIO, R2, s3rver…); absent → AWS S3 of `region` */
  endpoint?: string;
  region: string;
  /** path-style addressing (`<endpoint>/<bucket>/<key>`): what most S3-compatible servers need */
  forcePathStyle: boolean;
  /** absent → the AWS SDK's default chain (AWS_ACCESS_KEY_ID…, an instance or task role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** /metrics (src/metrics/plugin.ts; docs/operations.md, "Metrics"): a listener of its own on
 * METRICS_PORT (bound to METRICS_HOST, default 127.0.0.1), and/or /metrics on the api's port behind
 * `Authorization: Bearer <METRICS_TOKEN>`. Neither: /metrics is not reachable (404). */
export interface MetricsConfig {
  port?: number;
  host: string;
  token?: string;
}

/** Dependencies /ready may report without answering 503 (READY_OPTIONAL=redis,bucket): shared by
 * every replica, so an outage of one would take all of them out of the load balancer at once. */
export type OptionalDependency = 'redis' | 'bucket';

/** A configuration the api must not start with (half of a setting, an old variable): the message
 * names the variables, for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** How the api signs its admin calls to the identity provider (identidade/admin.ts). */
export interface IdentityAdminConfig {
  userPoolId: string;
  region: string;
  /** the local emulator's address; absent for hosted Cognito (the SDK's regional endpoint) */
  endpoint?: string;
  /** the emulator's admin key; absent for hosted Cognito (the SDK's default chain: the IAM role) */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used */
  databaseUrl?: string;
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  cognito: { issuer: string; jwksUrl: string; clientId: string };
  /** the operators' user pool (a second pool, MFA required): only its tokens open /operacao/* */
  operadores: { issuer: string; jwksUrl: string; clientId: string };
  /** the identity provider's admin calls (erasure deletes the user); undefined: none configured */
  identityAdmin?: IdentityAdminConfig;
  /** the same, on the operators' pool: AdminGetUser when asked to read an operator's state
   * (POST /identidade/operadores/sincronizar, issue 40); undefined: none configured (that route 503) */
  operadoresAdmin?: IdentityAdminConfig;
  corsOrigins: string[];
  publicUrl: string;
  cepProvider: CepProviderName;
  rateLimit: RateLimitConfig;
  logLevel: string;
  /** seed an empty database at start */
  seed: boolean;
  /** body limit for JSON requests, bytes */
  bodyLimit: number;
  /** a request's headers and body must arrive within this time (ms); idle sockets close after twice it */
  requestTimeoutMs: number;
  /** recurring sweeps (sessions that ended → COMPLETED) */
  jobs: { enabled: boolean; intervalMs: number };
  /** the site people open (links in e-mails): PUBLIC_SITE_URL */
  publicSiteUrl: string;
  /** e-mail delivery of the notifications outbox (src/notificacoes/worker.ts) */
  mail: MailConfig;
  /** TRUST_PROXY_HOPS: how many proxies in front of the api append to X-Forwarded-For (0, the
   * default: the client ip is the socket's). The client ip is the address N hops from the right
   * of that header, so a value a client writes on the left cannot choose the rate-limit key. */
  trustProxyHops: number;
  /** TRUSTED_PROXIES: addresses or CIDR ranges of our own servers that call the api for a visitor —
   * the site's server rendering public pages — whose X-Forwarded-For entry is taken one hop further
   * (src/http/client-address.ts), so each visitor has their own rate limit. Empty by default. */
  trustedProxies: string[];
  /** REDIS_URL: the rate-limit counters live there, shared by every replica; absent → in-process */
  redisUrl?: string;
  /** uploads in S3-compatible object storage (S3_BUCKET…); absent → DATA_DIR/uploads */
  s3?: S3Config;
  /** in-process cache of the public catalogue reads (src/lib/public-cache.ts). Replicas on one
   * PostgreSQL tell each other about writes (LISTEN/NOTIFY, src/lib/public-cache-sync.ts); the TTL
   * is only a backstop for writes made outside the api (60 s on PostgreSQL; none on PGlite, whose
   * data folder only this process can write). maxEntries 0 turns the cache off. ratingsLagMs
   * (PUBLIC_CACHE_RATINGS_LAG_MS, default 10 s): how long the lists' ratings and order may lag a
   * review — the reviewed profile is exact at once; 0 = the lists too (docs/decisions.md). */
  publicCache: { ttlMs: number; maxEntries: number; maxBytes: number; ratingsLagMs: number };
  /** booking calendars (slots-mes) per therapist and month, dropped by the agenda's writes
   * (agenda/slots-cache.ts); the TTL is publicCache's backstop. maxEntries 0 turns it off. */
  slotsCache: { ttlMs: number; maxEntries: number; maxBytes: number };
  metrics: MetricsConfig;
  /** READY_OPTIONAL: what /ready reports but does not fail on (default: none) */
  readyOptional: OptionalDependency[];
  /** ACOLHE_PRONTUARIO_KEYS / ACOLHE_PRONTUARIO_KEY_CURRENT: the prontuário's master keys (absent →
   * one generated under DATA_DIR/keys; src/prontuario/keys.ts) */
  prontuario: { keys?: string; current?: string };
  /** the video room's ICE servers (src/sala/ice.ts): SALA_STUN_URLS, and SALA_TURN_URLS with
   * SALA_TURN_SECRET (coturn's static-auth-secret) for short-lived TURN credentials (SALA_TURN_TTL_S) */
  sala: SalaConfig;
  /** requests to addresses users typed (src/lib/saida: external calendars). OUTBOUND_ALLOW_LOOPBACK
   * (default false) lets 127.0.0.0/8 and ::1 through — `npm start` and the tests, whose calendar
   * servers are local; private, link-local and metadata addresses stay refused either way. */
  outbound: { allowLoopback: boolean };
}

export interface SalaConfig {
  stunUrls: string[];
  turnUrls: string[];
  turnSecret?: string;
  turnTtlSeconds: number;
}

const urlList = (value: string | undefined): string[] => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

function salaOf(env: NodeJS.ProcessEnv): SalaConfig {
  const stunUrls = urlList(env.SALA_STUN_URLS);
  const turnUrls = urlList(env.SALA_TURN_URLS);
  const turnSecret = env.SALA_TURN_SECRET?.trim() || undefined;
  for (const url of stunUrls) {
    if (!/^stuns?:/.test(url)) throw new ConfigError(`SALA_STUN_URLS: cada endereço começa com stun: ou stuns: (recebido: "${url}").`);
  }
  for (const url of turnUrls) {
    if (!/^turns?:/.test(url)) throw new ConfigError(`SALA_TURN_URLS: cada endereço começa com turn: ou turns: (recebido: "${url}").`);
  }
  if (turnUrls.length > 0 && !turnSecret) {
    throw new ConfigError('SALA_TURN_URLS exige SALA_TURN_SECRET (o static-auth-secret do coturn; docs/deploy.md, "Sala online").');
  }
  return { stunUrls, turnUrls, turnSecret, turnTtlSeconds: Math.min(86_400, Math.max(300, int(env.SALA_TURN_TTL_S, 3600))) };
}

const DEFAULT_CORS = [3000, 3001, 3002, 3003, 3004].map((p) => `http://localhost:${p}`);

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function trustProxyHopsOf(env: NodeJS.ProcessEnv): number {
  // TRUST_PROXY=true trusted every hop: any client could pick its own address (and rate-limit key)
  // with a forged X-Forwarded-For. Refused rather than guessed, so no deployment keeps it unnoticed.
  if (env.TRUST_PROXY !== undefined && env.TRUST_PROXY.trim() !== '') {
    throw new ConfigError(
      'TRUST_PROXY não é mais aceito: use TRUST_PROXY_HOPS=<número de proxies à frente da api> (ex.: 1 atrás de um balanceador).',
    );
  }
  const raw = env.TRUST_PROXY_HOPS?.trim() ?? '';
  if (raw === '') return 0;
  if (!/^\d+$/.test(raw) || Number(raw) > 10) {
    throw new ConfigError(`TRUST_PROXY_HOPS deve ser um número inteiro de 0 a 10 (recebido: "${raw}").`);
  }
  return Number(raw);
}

/** The smallest METRICS_TOKEN accepted: a guessable token would publish the metrics. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

function metricsOf(env: NodeJS.ProcessEnv): MetricsConfig {
  const rawPort = env.METRICS_PORT?.trim() ?? '';
  if (rawPort !== '' && (!/^\d+$/.test(rawPort) || Number(rawPort) > 65535)) {
    throw new ConfigError(`METRICS_PORT deve ser uma porta de 0 a 65535 (recebido: "${rawPort}").`);
  }
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token !== undefined && token.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN deve ter pelo menos ${METRICS_TOKEN_MIN_LENGTH} caracteres (gere um com \`openssl rand -hex 32\`).`);
  }
  return { ...(rawPort !== '' ? { port: Number(rawPort) } : {}), host: env.METRICS_HOST?.trim() || '127.0.0.1', ...(token ? { token } : {}) };
}

function readyOptionalOf(env: NodeJS.ProcessEnv): OptionalDependency[] {
  const names = (env.READY_OPTIONAL ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const unknown = names.filter((n) => n !== 'redis' && n !== 'bucket');
  if (unknown.length > 0) throw new ConfigError(`READY_OPTIONAL aceita apenas redis e bucket (recebido: "${unknown.join(', ')}").`);
  return [...new Set(names)] as OptionalDependency[];
}

function trustedProxiesOf(env: NodeJS.ProcessEnv): string[] {
  const list = (env.TRUSTED_PROXIES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const bad = list.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new ConfigError(`TRUSTED_PROXIES deve ser uma lista de endereços IP ou faixas CIDR separados por vírgula (recebido: "${bad}").`);
  }
  return list;
}

function s3Of(env: NodeJS.ProcessEnv): S3Config | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  const endpoint = value('S3_ENDPOINT');
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  const region = value('S3_REGION');
  const anySet = Boolean(endpoint || accessKeyId || secretAccessKey || region || env.S3_FORCE_PATH_STYLE?.trim());
  if (!bucket) {
    if (anySet) throw new ConfigError('Armazenamento S3 incompleto: defina S3_BUCKET (ou remova as variáveis S3_* para gravar os envios em disco).');
    return undefined;
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('Armazenamento S3 incompleto: defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntos (ou nenhum dos dois, para as credenciais padrão da AWS).');
  }
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT deve ser uma URL http(s) (recebido: "${endpoint}").`);
  }
  if (!endpoint && !region && !value('AWS_REGION')) {
    throw new ConfigError('Armazenamento S3 incompleto: defina S3_REGION (ou AWS_REGION), ou S3_ENDPOINT para um servidor compatível.');
  }
  return {
    bucket,
    ...(endpoint ? { endpoint: trimSlash(endpoint) } : {}),
    region: region ?? value('AWS_REGION') ?? 'us-east-1',
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, Boolean(endpoint)),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

/**
 * The identity admin of `issuer`. Hosted Cognito (`https://cognito-idp.<region>.amazonaws.com/<pool>`):
 * the pool and region from the issuer, credentials from the SDK's default chain (the replica's
 * IAM role, docs/deploy.md). Any other issuer (the local emulator): its origin as endpoint and the
 * emulator's admin key, IDENTITY_ADMIN_ACCESS_KEY_ID + IDENTITY_ADMIN_SECRET_ACCESS_KEY (both or
 * neither); without them no admin is configured (the api's own tests, a bare `npm run api`).
 * COGNITO_USER_POOL_ID (the operators' pool: OPERADORES_USER_POOL_ID), COGNITO_REGION and
 * COGNITO_ADMIN_ENDPOINT override what is derived.
 */
function identityAdminConfig(env: NodeJS.ProcessEnv, issuer: string, poolIdVariable = 'COGNITO_USER_POOL_ID'): IdentityAdminConfig | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const accessKeyId = value('IDENTITY_ADMIN_ACCESS_KEY_ID');
  const secretAccessKey = value('IDENTITY_ADMIN_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('Administração da identidade incompleta: defina IDENTITY_ADMIN_ACCESS_KEY_ID e IDENTITY_ADMIN_SECRET_ACCESS_KEY juntos (ou nenhum dos dois).');
  }
  const url = new URL(issuer);
  const hosted = /^cognito-idp\.([a-z0-9-]+)\.amazonaws\.com$/.exec(url.hostname);
  const userPoolId = value(poolIdVariable) ?? url.pathname.split('/').filter(Boolean).pop() ?? '';
  if (hosted) {
    return { userPoolId, region: value('COGNITO_REGION') ?? hosted[1]!, ...(value('COGNITO_ADMIN_ENDPOINT') ? { endpoint: value('COGNITO_ADMIN_ENDPOINT')! } : {}) };
  }
  if (!accessKeyId || !secretAccessKey) return undefined;
  return {
    userPoolId,
    region: value('COGNITO_REGION') ?? LOCAL_IDENTITY_REGION,
    endpoint: value('COGNITO_ADMIN_ENDPOINT') ?? url.origin,
    credentials: { accessKeyId, secretAccessKey },
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function operadoresConfig(env: NodeJS.ProcessEnv): AppConfig['operadores'] {
  const issuer = trimSlash(env.OPERADORES_ISSUER || LOCAL_OPERADORES_ISSUER);
  return {
    issuer,
    jwksUrl: env.OPERADORES_JWKS_URL || `${issuer}/.well-known/jwks.json`,
    clientId: env.OPERADORES_CLIENT_ID || LOCAL_OPERADORES_CLIENT_ID,
  };
}

/** The configuration of one api process, from its environment only (api/README.md, "Configuration").
 * Throws a ConfigError for a setting that is half there. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoDir(), '.data'));
  const issuer = trimSlash(env.COGNITO_ISSUER || LOCAL_IDENTITY_ISSUER);
  const port = int(env.API_PORT, 4000);
  // the driver decides the cache TTL's default; callers (bench, tests) may pass the URL in `overrides`
  const databaseUrl = 'databaseUrl' in overrides ? overrides.databaseUrl : env.DATABASE_URL || undefined;
  const config: AppConfig = {
    port,
    host: env.API_HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    cognito: {
      issuer,
      jwksUrl: env.COGNITO_JWKS_URL || `${issuer}/.well-known/jwks.json`,
      clientId: env.COGNITO_CLIENT_ID || LOCAL_CLIENT_ID,
    },
    operadores: operadoresConfig(env),
    identityAdmin: identityAdminConfig(env, issuer),
    operadoresAdmin: identityAdminConfig(env, operadoresConfig(env).issuer, 'OPERADORES_USER_POOL_ID'),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',').map((s) => trimSlash(s.trim())).filter(Boolean)
      : DEFAULT_CORS,
    publicUrl: trimSlash(env.PUBLIC_URL || `http://localhost:${port}`),
    cepProvider: env.CEP_PROVIDER === 'viacep' ? 'viacep' : 'stub',
    rateLimit: {
      enabled: bool(env.RATE_LIMIT_ENABLED, true),
      timeWindow: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
      writeMax: int(env.RATE_LIMIT_WRITE_MAX, 120),
      authMax: int(env.RATE_LIMIT_AUTH_MAX, 600),
      publicMax: int(env.RATE_LIMIT_PUBLIC_MAX, 300),
    },
    logLevel: env.LOG_LEVEL || 'info',
    seed: bool(env.SEED, true),
    bodyLimit: int(env.BODY_LIMIT_BYTES, 256 * 1024),
    requestTimeoutMs: Math.max(1000, int(env.REQUEST_TIMEOUT_MS, 30_000)),
    jobs: { enabled: bool(env.JOBS_ENABLED, true), intervalMs: Math.max(1000, int(env.JOBS_INTERVAL_MS, 60_000)) },
    trustProxyHops: trustProxyHopsOf(env),
    trustedProxies: trustedProxiesOf(env),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    s3: s3Of(env),
    publicSiteUrl: trimSlash(env.PUBLIC_SITE_URL || 'http://localhost:3000'),
    mail: {
      enabled: bool(env.MAIL_ENABLED, true),
      smtpUrl: env.SMTP_URL || 'smtp://127.0.0.1:1025',
      from: env.MAIL_FROM || 'Acolhe <nao-responda@acolhe.com.br>',
      intervalMs: Math.max(500, int(env.MAIL_INTERVAL_MS, 5000)),
      batchSize: Math.min(100, Math.max(1, int(env.MAIL_BATCH_SIZE, 10))),
      maxAttempts: Math.min(20, Math.max(1, int(env.MAIL_MAX_ATTEMPTS, 10))),
      retryDelaySeconds: Math.min(3600, Math.max(1, int(env.MAIL_RETRY_DELAY_S, 30))),
    },
    publicCache: {
      ttlMs: Math.max(0, int(env.PUBLIC_CACHE_TTL_MS, databaseUrl ? 60_000 : 0)),
      maxEntries: Math.max(0, int(env.PUBLIC_CACHE_MAX_ENTRIES, 1000)),
      maxBytes: Math.max(0, int(env.PUBLIC_CACHE_MAX_MB, 64)) * 1024 * 1024,
      ratingsLagMs: Math.max(0, int(env.PUBLIC_CACHE_RATINGS_LAG_MS, 10_000)),
    },
    slotsCache: {
      ttlMs: Math.max(0, int(env.PUBLIC_CACHE_TTL_MS, databaseUrl ? 60_000 : 0)),
      maxEntries: Math.max(0, int(env.SLOTS_CACHE_MAX_ENTRIES, 5000)),
      maxBytes: Math.max(0, int(env.SLOTS_CACHE_MAX_MB, 64)) * 1024 * 1024,
    },
    metrics: metricsOf(env),
    readyOptional: readyOptionalOf(env),
    prontuario: { keys: env.ACOLHE_PRONTUARIO_KEYS?.trim() || undefined, current: env.ACOLHE_PRONTUARIO_KEY_CURRENT?.trim() || undefined },
    sala: salaOf(env),
    outbound: { allowLoopback: bool(env.OUTBOUND_ALLOW_LOOPBACK, false) },
  };
  return { ...config, ...overrides };
}
