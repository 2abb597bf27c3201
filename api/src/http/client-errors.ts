// Errors Fastify or Node raise before a route runs — a malformed request line, an over-long URL
// or header block, a body that never finishes arriving — answered like every other 4xx:
// `{ message }` in pt-BR, never Fastify's English default.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { MSG } from '../lib/messages';

function raw(status: number, message: string): string {
  const body = JSON.stringify({ message });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/** Node's 'clientError': the request could not even be parsed (or took too long to arrive). */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  let answer: string;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') answer = raw(408, MSG.requestTimeout);
  else if (error.code === 'HPE_HEADER_OVERFLOW') answer = raw(431, MSG.headersTooLarge);
  else if (error.code === 'HPE_URI_TOO_LONG') answer = raw(414, MSG.uriTooLong);
  else answer = raw(400, MSG.invalidData);
  if (socket.writable) socket.write(answer);
  socket.destroy();
}

/** Fastify's router errors: a URL that is not valid percent-encoding, a path parameter longer
 * than maxParamLength. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ message: MSG.uriTooLong });
    return;
  }
  void reply.status(400).send({ message: MSG.invalidUrl });
}

/** The server options that bound how long and how large a request may be. */
export function requestLimits(
  requestTimeoutMs: number,
): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'clientErrorHandler' | 'frameworkErrors'> & {
  http: http.ServerOptions;
} {
  return {
    // Node only enforces a request timeout given to its constructor (Fastify sets it after), and
    // checks it on this interval (30 s by default, which would let a 1 s timeout last 30 s).
    http: { requestTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(requestTimeoutMs / 4))) },
    // the whole request (headers and body) must arrive within this time (slowloris)
    requestTimeout: requestTimeoutMs,
    // an idle socket is closed after this long
    connectionTimeout: requestTimeoutMs * 2,
    keepAliveTimeout: 72_000, // above common load balancers' 60 s idle timeout
    clientErrorHandler,
    frameworkErrors,
  };
}
