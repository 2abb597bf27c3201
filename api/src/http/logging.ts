// The api's logger: pino at LOG_LEVEL, with everything that identifies a person or grants access
// redacted wherever it would appear.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

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

/** A request as its log lines show it: the path without its query string — a feed's secret
 * (`?token=`), a search typed by a person — and no headers (also for any object logged as `req`). */
export function requestForLog(req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  const url = typeof req.url === 'string' ? req.url : undefined;
  const query = url?.indexOf('?') ?? -1;
  return {
    method: req.method,
    url: query === -1 ? url : url!.slice(0, query),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Fields of database errors that carry the values of a statement: node-postgres's `detail`
 * ("Key (email)=(…) already exists"), `where`, drizzle's `params`. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'values', 'payload', 'body']);

type LoggedError = { type: string; message: string; stack: string; cause?: LoggedError } & Record<string, unknown>;

/** An error as a log line shows it: type, message, stack, code-like fields and its cause — never
 * the values of a failed statement. Drizzle's "Failed query: <sql>\nparams: <values>" message keeps
 * the SQL (placeholders only) and loses the values. */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error === 'string' ? error : 'non-error thrown', stack: '' };
  const e = error as Error & Record<string, unknown>;
  // drizzle's DrizzleQueryError (PGlite's own errors also carry query and params, with the
  // server's message)
  const isDrizzleQuery = typeof e.query === 'string' && 'params' in e && e.message.startsWith('Failed query:');
  const out: LoggedError = {
    type: e.constructor?.name ?? 'Error',
    message: isDrizzleQuery ? `Failed query: ${String(e.query)}` : e.message,
    // the stack's first lines repeat the message (values included, possibly over several lines)
    stack: isDrizzleQuery ? String(e.stack ?? '').split('\n').filter((line) => line.startsWith('    at ')).join('\n') : (e.stack ?? ''),
  };
  for (const [key, value] of Object.entries(e)) {
    if (VALUE_FIELDS.has(key) || key === 'cause' || key === 'message' || key === 'stack') continue;
    if (['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  if (e.cause !== undefined && depth < 3) out.cause = errorForLog(e.cause, depth + 1);
  return out;
}

export const LOG_SERIALIZERS = { req: requestForLog, err: errorForLog };

export type LoggerChoice = FastifyServerOptions['logger'] | FastifyBaseLogger;

/** Fastify's logger options: the caller's pino instance as is, `false` for none, otherwise a new
 * pino at `level` with the redaction above (the caller's options on top). */
export function loggerOption(logger: LoggerChoice | undefined, level: string): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  if (logger && typeof logger === 'object' && 'info' in logger && typeof logger.info === 'function') {
    return { loggerInstance: logger as FastifyBaseLogger };
  }
  if (logger === false) return { logger: false };
  const base = typeof logger === 'object' && logger ? logger : {};
  return {
    logger: {
      level,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: LOG_SERIALIZERS,
      ...(base as object),
    },
  };
}
