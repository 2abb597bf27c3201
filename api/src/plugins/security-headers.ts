// Security headers (helmet) on every answer. helmet's middleware is built once, here:
// @fastify/helmet rebuilt it (re-parsing the CSP) on every request, ~15 % of the CPU of a cached
// public read. Not encapsulated (fastify-plugin): the hook must run for every route.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const securityHeaders: FastifyPluginAsync = async (app) => {
  const middleware = helmet({
    // The api serves JSON and images; the images are shown by the front-ends on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // swagger-ui at /docs
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => middleware(request.raw, reply.raw, () => done()));
};

export const securityHeadersPlugin = fp(securityHeaders, { name: 'acolhe-security-headers', fastify: '5.x' });
