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
