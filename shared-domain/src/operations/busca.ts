// The rows of the busca slice (docs/decisions/0047-one-operation-table.md): the public search,
// the featured list and one public profile — the read model of what the catalogue shows a visitor.
import { publicProfileAnswer, therapistListAnswer } from '../answers';
import { searchQuerySchema } from '../schemas/search';
import { defineOperation } from './define';
import { idParams } from './params';

export const searchTherapists = /* @__PURE__ */ defineOperation({
  operationId: 'searchTherapists',
  method: 'GET',
  path: '/public-terapeutas',
  access: 'guest',
  tags: ['public-terapeutas'],
  summary: 'Busca de terapeutas',
  description:
    'search: nome ou especialidade (sem distinção de maiúsculas e acentos); modalidade: online | presencial | ambos ' +
    '(ambos = sem restrição); cidade: slug; precoMin/precoMax (R$, inclusive); idioma; genero; abordagem; tipo ' +
    '(individual | casal | grupo | familia); gratuita=true (primeira sessão gratuita); semana=true (horário livre ' +
    'nos próximos 7 dias); ordem: relevancia (padrão) | avaliacao | preco | proximo. Cada item traz `nextAvailable` ' +
    '(próximo horário livre em 14 dias, horário de São Paulo, ou null). Sem `page`: a lista inteira filtrada em ' +
    '`content`. Com `page` (0-based) e `size` (1–100, padrão 20): `{ content, totalElements, page, size }`.',
  query: searchQuerySchema,
  answers: { 200: therapistListAnswer, 304: 'empty' },
});

export const listFeaturedTherapists = /* @__PURE__ */ defineOperation({
  operationId: 'listFeaturedTherapists',
  method: 'GET',
  path: '/public-terapeutas/destaques',
  access: 'guest',
  tags: ['public-terapeutas'],
  summary: 'Até 4 terapeutas em destaque (mais bem avaliados)',
  answers: { 200: therapistListAnswer, 304: 'empty' },
});

/** A public read that also reads a token when sent: limited per address as the other public
 * reads ('public'; the default of a row with a token would be 'auth'). */
export const getPublicProfile = /* @__PURE__ */ defineOperation({
  operationId: 'getPublicProfile',
  method: 'GET',
  path: '/public-terapeutas/{id}',
  access: 'optional',
  limit: 'public',
  tags: ['public-terapeutas'],
  summary: 'Perfil público com avaliações',
  description: 'Token opcional: com o token de um cliente, `canEdit` é true na avaliação dele.',
  params: idParams,
  answers: { 200: publicProfileAnswer, 304: 'empty' },
});
