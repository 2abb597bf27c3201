// The public catalogue's reads (rows of shared-domain/src/operations/busca.ts), no token needed:
//   searchTherapists        { content } — or one page { content, totalElements, page, size }
//   listFeaturedTherapists  { content } — at most 4
//   getPublicProfile        therapist + reviews (canEdit for the calling client's own)
// All three are answered from the in-process cache (src/lib/public-cache.ts; lists and featured in
// its lists scope, a profile in its therapist's), with an ETag and `Cache-Control: no-cache`: a
// browser or CDN may keep them but must revalidate, because the fronts refetch right after a review
// or profile save and must then see it — the profile at once, a list's ratings within the lists' lag
// (config publicCache.ratingsLagMs). The product's 5-minute freshness of the lists is react-query's
// staleTime, in the page, not an HTTP max-age.
// The stored next free slot of the cards is refreshed by the searches themselves and by this
// slice's recurring sweep (refresh_next_slots).
import { getPublicProfile, listFeaturedTherapists, searchTherapists as searchTherapistsRow } from '@acolhe/shared-domain/operations';
import type { FastifyPluginAsync } from 'fastify';
import { implement, mount } from '../http/operations';
import { cacheKey, LISTS_SCOPE, profileScope, sendAnswer, serialise } from '../lib/public-cache';
import { refreshStoredNextSlots } from './next-slot';
import { featuredTherapists, listedPrices, nextSlotBucket, profileFor, PUBLIC_CONDITION, publicTherapist, reviewStanding, searchCacheKey, searchTherapists } from './service';

/** Lists are the same for everybody: shared caches may keep them (revalidating each time). */
const LIST_CACHE_CONTROL = 'public, no-cache';

export const buscaPlugin: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.sweeps.add({ name: 'refresh_next_slots', run: (at) => refreshStoredNextSlots(db, PUBLIC_CONDITION, at), failure: 'refresh of next free slots failed' });
  mount(app, [
    implement(searchTherapistsRow, async ({ query, request, reply }) => {
      const now = app.now();
      // the listed prices, kept with the lists (a price edit drops both): a price bound's cache key
      const prices =
        query.precoMin === undefined && query.precoMax === undefined
          ? []
          : (await app.publicCache.answer(cacheKey('/public-terapeutas#precos'), LISTS_SCOPE, async () => serialise(await listedPrices(db), { keepValue: true }))).value!;
      const answer = await app.publicCache.answer(searchCacheKey(query, now, prices), LISTS_SCOPE, async () => serialise(await searchTherapists(db, query, now)));
      return sendAnswer(request, reply, answer, LIST_CACHE_CONTROL);
    }),
    implement(listFeaturedTherapists, async ({ request, reply }) => {
      const now = app.now();
      const answer = await app.publicCache.answer(cacheKey('/public-terapeutas/destaques', { t: nextSlotBucket(now) }), LISTS_SCOPE, async () =>
        serialise({ content: await featuredTherapists(db, now) }),
      );
      return sendAnswer(request, reply, answer, LIST_CACHE_CONTROL);
    }),
    implement(getPublicProfile, async ({ params, caller, request, reply }) => {
      const { id } = params;
      // Cached as a guest sees it (no 404 is cached); a client with a review of their own gets
      // a copy with canEdit on it, serialised for them and never shared.
      const anonymous = await app.publicCache.answer(cacheKey(`/public-terapeutas/${encodeURIComponent(id)}`), profileScope(id), async () =>
        serialise(await publicTherapist(db, id, null), { keepValue: true }),
      );
      const vary = reply.getHeader('vary'); // CORS may have set `Origin` already
      reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
      const own = caller?.tipo === 'cliente' ? profileFor(anonymous.value!, await reviewStanding(db, id, caller.sub)) : null;
      if (own) return sendAnswer(request, reply, serialise(own), 'private, no-cache');
      return sendAnswer(request, reply, anonymous, LIST_CACHE_CONTROL);
    }),
  ]);
};
