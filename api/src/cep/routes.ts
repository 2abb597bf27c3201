// The address of a CEP (row lookUpCep of the operation table): ViaCEP's field names plus the
// product's own. The path's format is the row's (400 'CEP inválido…' before this runs).
import { lookUpCep } from '@acolhe/shared-domain/operations';
import type { FastifyPluginAsync } from 'fastify';
import { implement, mount } from '../http/operations';
import { HttpError, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import type { CepAddress } from './provider';

export function toCepAnswer(a: CepAddress) {
  const masked = `${a.zipCode.slice(0, 5)}-${a.zipCode.slice(5)}`;
  return {
    // ViaCEP's names
    cep: masked,
    logradouro: a.street,
    bairro: a.neighborhood,
    localidade: a.city,
    uf: a.state,
    // the product's names (Address of shared-domain)
    zipCode: a.zipCode,
    street: a.street,
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state,
  };
}

export const cepPlugin: FastifyPluginAsync = async (app) => {
  mount(app, [
    implement(lookUpCep, async ({ params, request }) => {
      const cep = params.cep.replace('-', '');
      let address: CepAddress | null;
      try {
        address = await app.cep.lookup(cep);
      } catch (error) {
        request.log.warn({ err: error }, 'cep provider failed');
        throw new HttpError(503, MSG.cepUnavailable);
      }
      if (!address) throw notFound(MSG.cepNotFound);
      return toCepAnswer(address);
    }),
  ]);
};
