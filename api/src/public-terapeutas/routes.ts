// Public therapist reads (no token needed).
//   GET /public-terapeutas             { content } — or one page { content, totalElements, page, size }
//   GET /public-terapeutas/destaques   { content } — at most 4
//   GET /public-terapeutas/:id         therapist + reviews (canEdit for the calling client's own)
// All three are answered from the in-process cache (src/lib/public-cache.ts; lists and featured in
// its lists scope, a profile in its therapist's), with an ETag and `Cache-Control: no-cache`: a
// browser or CDN may keep them but must revalidate, because the fronts refetch right after a review
// or profile save and must then see it — the profile at once, a list's ratings within the lists' lag
// (config publicCache.ratingsLagMs). The product's 5-minute freshness of the lists is react-query's
// staleTime, in the page, not an HTTP max-age.
import type { FastifyInstance } from 'fastify';
import { publicProfileAnswer, searchQuerySchema, therapistListAnswer } from '@acolhe/shared-domain';
import type { AppContext } from '../context';
import { ACCESS, idParam, jsonSchemaOf, operation } from '../http/contract';
import { cacheKey, LISTS_SCOPE, profileScope, sendAnswer, serialise } from '../lib/public-cache';
import { parseWith } from '../lib/validation';
import { featuredTherapists, listedPrices, nextSlotBucket, profileFor, reviewStanding, publicTherapist, searchCacheKey, searchTherapists } from './service';

/** Lists are the same for everybody: shared caches may keep them (revalidating each time). */
const LIST_CACHE_CONTROL = 'public, no-cache';

const queryDoc = jsonSchemaOf(searchQuerySchema);

export function registerPublicTerapeutasRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/public-terapeutas',
    {
      schema: operation({
        operationId: 'searchTherapists',
        tags: ['public-terapeutas'],
        summary: 'Busca de terapeutas',
        access: ACCESS.public,
        answers: { 200: therapistListAnswer, 304: 'empty' },
        description:
          'search: nome ou especialidade (sem distinção de maiúsculas e acentos); modalidade: online | presencial | ambos ' +
          '(ambos = sem restrição); cidade: slug; precoMin/precoMax (R$, inclusive); idioma; genero; abordagem; tipo ' +
          '(individual | casal | grupo | familia); gratuita=true (primeira sessão gratuita); semana=true (horário livre ' +
          'nos próximos 7 dias); ordem: relevancia (padrão) | avaliacao | preco | proximo. Cada item traz `nextAvailable` ' +
          '(próximo horário livre em 14 dias, horário de São Paulo, ou null). Sem `page`: a lista inteira filtrada em ' +
          '`content`. Com `page` (0-based) e `size` (1–100, padrão 20): `{ content, totalElements, page, size }`.',
        querystring: queryDoc,
      }),
    },
    async (request, reply) => {
      const query = parseWith(searchQuerySchema, request.query ?? {});
      const now = ctx.now();
      // the listed prices, kept with the lists (a price edit drops both): a price bound's cache key
      const prices =
        query.precoMin === undefined && query.precoMax === undefined
          ? []
          : (await ctx.publicCache.answer(cacheKey('/public-terapeutas#precos'), LISTS_SCOPE, async () => serialise(await listedPrices(ctx.db), { keepValue: true }))).value!;
      const answer = await ctx.publicCache.answer(searchCacheKey(query, now, prices), LISTS_SCOPE, async () => serialise(await searchTherapists(ctx.db, query, now)));
      return sendAnswer(request, reply, answer, LIST_CACHE_CONTROL);
    },
  );

  app.get(
    '/public-terapeutas/destaques',
    {
      schema: operation({
        operationId: 'listFeaturedTherapists',
        tags: ['public-terapeutas'],
        summary: 'Até 4 terapeutas em destaque (mais bem avaliados)',
        access: ACCESS.public,
        answers: { 200: therapistListAnswer, 304: 'empty' },
      }),
    },
    async (request, reply) => {
      const now = ctx.now();
      const answer = await ctx.publicCache.answer(cacheKey('/public-terapeutas/destaques', { t: nextSlotBucket(now) }), LISTS_SCOPE, async () =>
        serialise({ content: await featuredTherapists(ctx.db, now) }),
      );
      return sendAnswer(request, reply, answer, LIST_CACHE_CONTROL);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/public-terapeutas/:id',
    {
      preHandler: ctx.guards.optionalUser,
      schema: operation({
        operationId: 'getPublicProfile',
        tags: ['public-terapeutas'],
        summary: 'Perfil público com avaliações',
        description: 'Token opcional: com o token de um cliente, `canEdit` é true na avaliação dele.',
        access: ACCESS.optional,
        params: idParam,
        answers: { 200: publicProfileAnswer, 304: 'empty' },
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      // Cached as a guest sees it (no 404 is cached); a client with a review of their own gets
      // a copy with canEdit on it, serialised for them and never shared.
      const anonymous = await ctx.publicCache.answer(cacheKey(`/public-terapeutas/${encodeURIComponent(id)}`), profileScope(id), async () =>
        serialise(await publicTherapist(ctx.db, id, null), { keepValue: true }),
      );
      const vary = reply.getHeader('vary'); // CORS may have set `Origin` already
      reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
      const user = request.user;
      const own = user?.tipo === 'cliente' ? profileFor(anonymous.value!, await reviewStanding(ctx.db, id, user.sub)) : null;
      if (own) return sendAnswer(request, reply, serialise(own), 'private, no-cache');
      return sendAnswer(request, reply, anonymous, LIST_CACHE_CONTROL);
    },
  );
}
