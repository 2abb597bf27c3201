// The OpenAPI document of the route schemas, and swagger-ui at /docs (document at /docs/json).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

const apiDocs: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      // 3.1: its schema objects are JSON Schema, the dialect @valibot/to-json-schema writes
      openapi: '3.1.0',
      // relative: the document describes whichever origin serves it (PUBLIC_URL behind a proxy)
      servers: [{ url: '/' }],
      info: {
        title: 'Acolhe API',
        description:
          'Backend do marketplace Acolhe. Autenticação: `Authorization: Bearer <IdToken do Cognito>`. ' +
          'Erros: `{ message, fieldErrors? }` em pt-BR.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          operadorAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'IdToken do pool de operadores (MFA obrigatório)' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
};

/** Not encapsulated (fastify-plugin): swagger collects the routes of the root instance through
 * its onRoute hook. */
export const apiDocsPlugin = fp(apiDocs, { name: 'acolhe-api-docs', fastify: '5.x' });
