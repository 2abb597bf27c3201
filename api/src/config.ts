// Runtime configuration, read once from the environment. Every value has a local default so
// `pnpm --filter @acolhe/api start` works with nothing set.
import path from 'node:path';
import { repoDir } from './lib/paths';

// Same values as scripts/identity/constants.ts (LOCAL_USER_POOL_ID, LOCAL_CLIENT_ID,
// DEFAULT_IDENTITY_PORT). Copied, not imported: the api must not depend on scripts/.
const LOCAL_IDENTITY_ISSUER = 'http://localhost:9229/local_acolhe';
const LOCAL_CLIENT_ID = 'acolhelocalclient000000000';

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

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used */
  databaseUrl?: string;
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  cognito: { issuer: string; jwksUrl: string; clientId: string };
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
  /** Fastify trustProxy: false (default; the client ip is the socket's), true, a hop count or
   * a comma-separated list of proxy addresses. Set it behind a load balancer so rate limits key
   * on the real client (X-Forwarded-For). */
  trustProxy: boolean | number | string;
  /** in-process cache of the public catalogue reads (src/lib/public-cache.ts). The TTL bounds how
   * long another api instance's write may take to show here (one process sees its own writes at
   * once): 5 s on PostgreSQL; none on PGlite, whose data folder only this process can write (a TTL
   * would only add reloads, each stalling the one thread). maxEntries 0 turns the cache off. */
  publicCache: { ttlMs: number; maxEntries: number; maxBytes: number };
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

function trustProxyOf(value: string | undefined): boolean | number | string {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase())) return true;
  return /^\d+$/.test(value.trim()) ? Number(value) : value.trim();
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

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
    },
    logLevel: env.LOG_LEVEL || 'info',
    seed: bool(env.SEED, true),
    bodyLimit: int(env.BODY_LIMIT_BYTES, 256 * 1024),
    requestTimeoutMs: Math.max(1000, int(env.REQUEST_TIMEOUT_MS, 30_000)),
    jobs: { enabled: bool(env.JOBS_ENABLED, true), intervalMs: Math.max(1000, int(env.JOBS_INTERVAL_MS, 60_000)) },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
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
      ttlMs: Math.max(0, int(env.PUBLIC_CACHE_TTL_MS, databaseUrl ? 5000 : 0)),
      maxEntries: Math.max(0, int(env.PUBLIC_CACHE_MAX_ENTRIES, 1000)),
      maxBytes: Math.max(0, int(env.PUBLIC_CACHE_MAX_MB, 64)) * 1024 * 1024,
    },
  };
  return { ...config, ...overrides };
}
