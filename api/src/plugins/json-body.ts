// JSON bodies. The product's HTTP client sends `Content-Type: application/json` on every call
// (api/README.md), also on a DELETE that has no body: that one is accepted empty; everything
// else parses as with Fastify's default parser.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const jsonBody: FastifyPluginAsync = async (app) => {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.method === 'DELETE' && body === '') return done(null, undefined);
    return jsonParser(request, body as string, done);
  });
};

/** Not encapsulated (fastify-plugin): content-type parsers are scoped to their context. */
export const jsonBodyPlugin = fp(jsonBody, { name: 'acolhe-json-body', fastify: '5.x' });
