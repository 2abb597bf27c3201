// Every error answer is `{ message, fieldErrors? }` in pt-BR, and client input never yields a
// 500: our HttpError as thrown, the database away → 503, constraint violations → 400/409,
// Fastify's and its plugins' own 4xx errors (body parsing, multipart, rate limit) translated.
// Not encapsulated (fastify-plugin): the handlers must cover every route of the app.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, isDatabaseUnavailable, pgErrorCode } from '../lib/errors';
import { MSG } from '../lib/messages';
import { MAX_UPLOAD_BYTES } from '../uploads/images';

/** pt-BR message for a Fastify / plugin error that carries a 4xx status. */
export function clientErrorMessage(error: FastifyError & { statusCode: number }): { status: number; message: string } {
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

const errorAnswers: FastifyPluginAsync = async (app) => {
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
};

export const errorsPlugin = fp(errorAnswers, { name: 'acolhe-errors', fastify: '5.x' });
