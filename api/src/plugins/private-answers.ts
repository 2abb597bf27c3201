// Answers about a signed-in person are `Cache-Control: private, no-store` by default (issue 40: a
// client's own record with CPF and address, sessions, series, the agenda's availability and blocks
// answered without any, so a browser's disk cache or a misconfigured proxy could keep them). One
// onSend hook on the root instance: when the request carried `Authorization` or its route needs a
// user (its operation's `security`: the customers' or the operators' pool), and the handler set no
// Cache-Control of its own. A route that decides otherwise says so itself and is left alone — the
// public reads (`public, no-cache` with an ETag), the calendar feed (`private, max-age=300`), the
// uploads (`public, max-age=86400`). Error answers (401, 403, 404…) of those requests too.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const PRIVATE_NO_STORE = 'private, no-store';

/** True when the route's OpenAPI `security` admits no anonymous caller (http/operations.ts SECURITY:
 * `signedIn` or `operador`; `optional` has an empty alternative, `public` none at all). */
export function routeNeedsUser(security: unknown): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  return security.every((requirement) => typeof requirement === 'object' && requirement !== null && Object.keys(requirement).length > 0);
}

function isAuthenticated(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  return routeNeedsUser((request.routeOptions.schema as { security?: unknown } | undefined)?.security);
}

const privateAnswers: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isAuthenticated(request)) reply.header('cache-control', PRIVATE_NO_STORE);
    done(null, payload);
  });
};

/** Not encapsulated (fastify-plugin): the hook must see every route. */
export const privateAnswersPlugin = fp(privateAnswers, { name: 'acolhe-private-answers', fastify: '5.x' });
