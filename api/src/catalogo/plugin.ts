// The catalogue's reference data (rows of shared-domain/src/operations/catalogo.ts): the specialty
// list and the address of a CEP. Both public; the path's CEP format is the row's (400 before this).
import { listSpecialties, lookUpCep } from '@acolhe/shared-domain/operations';
import type { FastifyPluginAsync } from 'fastify';
import { implement, mount } from '../http/operations';
import { HttpError, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { cacheKey, CATALOGUE_SCOPE, sendAnswer, serialise } from '../lib/public-cache';
import { toCepAnswer, type CepAddress } from './cep-provider';
import { listEspecialidades } from './especialidades';

export const catalogoPlugin: FastifyPluginAsync = async (app) => {
  mount(app, [
    implement(listSpecialties, async ({ request, reply }) => {
      // The catalogue changes only with a deploy (ensureCatalogue at start): 5 minutes in HTTP caches.
      const answer = await app.publicCache.answer(cacheKey('/especialidades'), CATALOGUE_SCOPE, async () => serialise(await listEspecialidades(app.db)));
      return sendAnswer(request, reply, answer, 'public, max-age=300');
    }),
    implement(lookUpCep, async ({ params, request }) => {
      let address: CepAddress | null;
      try {
        address = await app.cep.lookup(params.cep.replace('-', ''));
      } catch (error) {
        request.log.warn({ err: error }, 'cep provider failed');
        throw new HttpError(503, MSG.cepUnavailable);
      }
      if (!address) throw notFound(MSG.cepNotFound);
      return toCepAnswer(address);
    }),
  ]);
};
