// GET /especialidades — the specialty catalogue, a plain list of { id, name }.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { cacheKey, CATALOGUE_SCOPE, sendAnswer, serialise } from '../lib/public-cache';
import { listEspecialidades } from './service';

export function registerEspecialidadesRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/especialidades',
    { schema: { tags: ['especialidades'], summary: 'Catálogo de especialidades' } },
    async (request, reply) => {
      // The catalogue changes only with a deploy (ensureCatalogue at start): 5 minutes in HTTP caches.
      const answer = await ctx.publicCache.answer(cacheKey('/especialidades'), CATALOGUE_SCOPE, async () => serialise(await listEspecialidades(ctx.db)));
      return sendAnswer(request, reply, answer, 'public, max-age=300');
    },
  );
}
