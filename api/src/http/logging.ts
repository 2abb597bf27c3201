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
      ...(base as object),
    },
  };
}
