// The specialty catalogue (row listSpecialties of the operation table): a plain list of { id, name }.
import { listSpecialties } from '@acolhe/shared-domain/operations';
import type { FastifyPluginAsync } from 'fastify';
import { implement, mount } from '../http/operations';
import { cacheKey, CATALOGUE_SCOPE, sendAnswer, serialise } from '../lib/public-cache';
import { listEspecialidades } from './service';

export const especialidadesPlugin: FastifyPluginAsync = async (app) => {
  mount(app, [
    implement(listSpecialties, async ({ request, reply }) => {
      // The catalogue changes only with a deploy (ensureCatalogue at start): 5 minutes in HTTP caches.
      const answer = await app.publicCache.answer(cacheKey('/especialidades'), CATALOGUE_SCOPE, async () => serialise(await listEspecialidades(app.db)));
      return sendAnswer(request, reply, answer, 'public, max-age=300');
    }),
  ]);
};
