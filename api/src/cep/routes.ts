// GET /cep/:cep — ViaCEP-compatible address lookup (plus the product's own field names).
import type { FastifyInstance } from 'fastify';
import { apiErrorAnswer, cepAnswer } from '@acolhe/shared-domain';
import type { AppContext } from '../context';
import { ACCESS, operation } from '../http/contract';
import { HttpError, badRequest, notFound } from '../lib/errors';
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

export function registerCepRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { cep: string } }>(
    '/cep/:cep',
    {
      config: { rateLimitKind: 'auth' },
      schema: operation({
        operationId: 'lookUpCep',
        tags: ['cep'],
        summary: 'Consulta de endereço por CEP (compatível com ViaCEP)',
        access: ACCESS.public,
        params: { type: 'object', properties: { cep: { type: 'string', description: '00000-000 ou 8 dígitos' } }, required: ['cep'] },
        answers: { 200: cepAnswer, 503: apiErrorAnswer },
      }),
    },
    async (request) => {
      const raw = request.params.cep;
      if (!/^\d{5}-?\d{3}$/.test(raw)) throw badRequest(MSG.invalidCep, { cep: MSG.invalidCep });
      const cep = raw.replace('-', '');
      let address: CepAddress | null;
      try {
        address = await ctx.cep.lookup(cep);
      } catch (error) {
        request.log.warn({ err: error }, 'cep provider failed');
        throw new HttpError(503, MSG.cepUnavailable);
      }
      if (!address) throw notFound(MSG.cepNotFound);
      return toCepAnswer(address);
    },
  );
}
