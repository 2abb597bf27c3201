// The public catalogue's reference data: specialties and the address lookup by CEP.
import * as v from 'valibot';
import { cepAnswer, specialtyAnswer } from '../answers';
import { apiErrorAnswer } from '../answers/common';
import { CEP_MESSAGES } from '../cep';
import { defineOperation } from './define';

export const listSpecialties = /* @__PURE__ */ defineOperation({
  operationId: 'listSpecialties',
  method: 'GET',
  path: '/especialidades',
  access: 'guest',
  tags: ['especialidades'],
  summary: 'Catálogo de especialidades',
  answers: { 200: v.array(specialtyAnswer), 304: 'empty' },
});

export const lookUpCep = /* @__PURE__ */ defineOperation({
  operationId: 'lookUpCep',
  method: 'GET',
  path: '/cep/{cep}',
  access: 'guest',
  limit: 'auth',
  tags: ['cep'],
  summary: 'Consulta de endereço por CEP (compatível com ViaCEP)',
  params: v.object({
    cep: v.pipe(v.string(), v.description('00000-000 ou 8 dígitos'), v.regex(/^\d{5}-?\d{3}$/, CEP_MESSAGES.invalid)),
  }),
  answers: { 200: cepAnswer, 503: apiErrorAnswer },
});
