// Public therapist reads (no token needed).
//   GET /public-terapeutas             { content } — or one page { content, totalElements, page, size }
//   GET /public-terapeutas/destaques   { content } — at most 4
//   GET /public-terapeutas/:id         therapist + reviews (canEdit for the calling client's own)
import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '@acolhe/shared-domain';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { AppContext } from '../context';
import { parseWith } from '../lib/validation';
import { featuredTherapists, publicTherapist, searchTherapists } from './service';

const queryDoc = toJsonSchema(searchQuerySchema, { errorMode: 'ignore' });

export function registerPublicTerapeutasRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/public-terapeutas',
    {
      schema: {
        tags: ['public-terapeutas'],
        summary: 'Busca de terapeutas',
        description:
          'search: nome ou especialidade (sem distinção de maiúsculas e acentos); modalidade: online | presencial | ambos ' +
          '(ambos = sem restrição); cidade: slug. Sem `page`: a lista inteira filtrada em `content`. Com `page` (0-based) ' +
          'e `size` (1–100, padrão 20): `{ content, totalElements, page, size }`.',
        querystring: queryDoc,
      },
    },
    async (request) => searchTherapists(ctx.db, parseWith(searchQuerySchema, request.query ?? {})),
  );

  app.get(
    '/public-terapeutas/destaques',
    { schema: { tags: ['public-terapeutas'], summary: 'Até 4 terapeutas em destaque (mais bem avaliados)' } },
    async () => ({ content: await featuredTherapists(ctx.db) }),
  );

  app.get<{ Params: { id: string } }>(
    '/public-terapeutas/:id',
    {
      preHandler: ctx.guards.optionalUser,
      schema: {
        tags: ['public-terapeutas'],
        summary: 'Perfil público com avaliações',
        description: 'Token opcional: com o token de um cliente, `canEdit` é true na avaliação dele.',
        params: { type: 'object', properties: { id: { type: 'string' } } },
      },
    },
    async (request) => {
      const user = request.user;
      return publicTherapist(ctx.db, request.params.id, user?.tipo === 'cliente' ? user.sub : null);
    },
  );
}
