// GET /especialidades — the specialty catalogue, a plain list of { id, name }.
import type { FastifyInstance } from 'fastify';
import { specialtyAnswer } from '@acolhe/shared-domain';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { ACCESS, operation } from '../http/contract';
import { cacheKey, CATALOGUE_SCOPE, sendAnswer, serialise } from '../lib/public-cache';
import { listEspecialidades } from './service';

export function registerEspecialidadesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/especialidades',
    {
      schema: operation({
        operationId: 'listSpecialties',
        tags: ['especialidades'],
        summary: 'Catálogo de especialidades',
        access: ACCESS.public,
        answers: { 200: v.array(specialtyAnswer), 304: 'empty' },
      }),
    },
    async (request, reply) => {
      // The catalogue changes only with a deploy (ensureCatalogue at start): 5 minutes in HTTP caches.
      const answer = await ctx.publicCache.answer(cacheKey('/especialidades'), CATALOGUE_SCOPE, async () => serialise(await listEspecialidades(ctx.db)));
      return sendAnswer(request, reply, answer, 'public, max-age=300');
    },
  );
}
