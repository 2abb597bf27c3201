// CORS for the front-ends' origins (CORS_ORIGINS). The headers the product's HTTP client sends
// (Idempotency-Key) and reads (Idempotent-Replayed, Retry-After, and Content-Disposition: the name of
// a downloaded statement or .ics) are listed; no cookies.
import cors from '@fastify/cors';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

const corsPolicy: FastifyPluginAsync<{ origins: AppConfig['corsOrigins'] }> = async (app, { origins }) => {
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
    exposedHeaders: ['Idempotent-Replayed', 'Retry-After', 'Content-Disposition'],
    credentials: false,
    maxAge: 600,
  });
};

/** Not encapsulated (fastify-plugin): preflights and headers apply to every route. */
export const corsPlugin = fp(corsPolicy, { name: 'acolhe-cors', fastify: '5.x' });
