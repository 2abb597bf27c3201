// The one error type services throw; the global error handler (app.ts) turns it into
// `{ message, fieldErrors? }` with its status code.
import { MSG } from './messages';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly fieldErrors?: Record<string, string>;

  constructor(statusCode: number, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    if (fieldErrors && Object.keys(fieldErrors).length > 0) this.fieldErrors = fieldErrors;
  }
}

export const badRequest = (message: string = MSG.invalidData, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = () => new HttpError(401, MSG.unauthenticated);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** PostgreSQL error code of a driver error, looking through wrappers (drizzle wraps the
 * driver's error in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Name of the violated constraint, when the driver reports it. */
export function pgConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const c = (current as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

// ---------------------------------------------------------------- database unavailable

/** Socket-level failures reaching the database server (refused, reset, unreachable). */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is going away or not taking connections yet: admin_shutdown,
 * crash_shutdown, cannot_connect_now (starting up / shutting down), too_many_connections; the
 * whole class 08 (connection exception) is matched separately. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres / pg-pool errors that carry no code: the socket closed under a client, a
 * client already broken by that, or no connection within connectionTimeoutMillis. */
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /is not queryable/, /^timeout exceeded when trying to connect/];

/** True when `error` (or what it wraps: drizzle's `cause`, an AggregateError's `errors`) says the
 * database cannot be reached right now — a restart, a failover, a network cut — as opposed to
 * a fault of the query. The error handler answers these with 503 instead of 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length > 0 && seen < 12; seen++) {
    const current = queue.shift();
    if (!current || typeof current !== 'object') continue;
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
    if (cause !== undefined) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
