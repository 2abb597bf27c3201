// The in-process cache of the public reads, through the real routes: hits cost no query, keys
// normalise, and every write that changes a public answer shows in the very next read — except a
// review in the lists, whose rating and order follow within the lists' lag (config
// publicCache.ratingsLagMs; the cache's clock is driven here), while its profile is exact at once.
import type { PublicTherapist, Review, SearchQuery } from '@acolhe/shared-domain';
import { seedDatabase } from '../seed/index';
import { seedManyTherapists } from '../../testing/bench-seed';
import { completedSession, createReadyTherapist, multipart, newClient, newTherapist, PNG_1x1, profileBody, startTestApp, uniqueRegistration, useTestApp, type TestUser } from '../../testing/helpers';
import { priceBound, searchCacheKey } from './service';

type ListAnswer = { content: PublicTherapist[]; totalElements?: number };
type Profile = PublicTherapist & { reviews: Review[] };
const comentario = 'Atendimento muito cuidadoso e pontual.';

describe('searchCacheKey', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  const key = (q: SearchQuery, at: Date = now) => searchCacheKey(q, at);
  it('is one key for queries the database answers alike', () => {
    expect(key({ search: 'Ansiedade', cidade: 'sao-paulo' })).toBe(key({ cidade: 'sao-paulo', search: 'ansiedade' }));
    expect(key({ search: 'DEPRESSÃO' })).toBe(key({ search: 'depressao' }));
    expect(key({ search: '' })).toBe(key({}));
    expect(key({ modalidade: 'ambos' })).toBe(key({}));
    expect(key({ page: 0 })).toBe(key({ page: 0, size: 20 })); // the default size
    expect(key({ size: 50 })).toBe(key({})); // size without page: the whole list
    expect(key({ ordem: 'relevancia', gratuita: false })).toBe(key({}));
    expect(key({}, new Date(now.getTime() + 60_000))).toBe(key({})); // same 5-minute window
  });
  it('is another key when the answer differs', () => {
    expect(key({ page: 0, size: 12 })).not.toBe(key({ page: 1, size: 12 }));
    expect(key({ page: 0, size: 12 })).not.toBe(key({ page: 0, size: 20 }));
    expect(key({ page: 0 })).not.toBe(key({}));
    expect(key({ modalidade: 'online' })).not.toBe(key({ modalidade: 'presencial' }));
    expect(key({ search: 'a' })).not.toBe(key({ search: 'b' }));
    expect(key({ precoMax: 100 })).not.toBe(key({ precoMin: 100 }));
    expect(key({ ordem: 'preco' })).not.toBe(key({}));
    expect(key({ semana: true })).not.toBe(key({}));
    // the cards' next free slot moves with time: a list lives at most one 5-minute window
    expect(key({}, new Date(now.getTime() + 5 * 60_000))).not.toBe(key({}));
  });
  it('reads a price bound as the listed prices it selects (issue 29: a new precoMax each time is no new answer)', () => {
    const prices = [90, 150, 180, 250];
    expect(priceBound(prices, 200, 'max')).toBe('180');
    expect(priceBound(prices, 180, 'max')).toBe('180');
    expect(priceBound(prices, 89.99, 'max')).toBe('-');
    expect(priceBound(prices, 9999, 'max')).toBe('250');
    expect(priceBound(prices, 151, 'min')).toBe('180');
    expect(priceBound(prices, 0, 'min')).toBe('90');
    expect(priceBound(prices, 251, 'min')).toBe('-');
    expect(priceBound(prices, undefined, 'min')).toBeUndefined();
    const keyed = (q: SearchQuery) => searchCacheKey(q, now, prices);
    expect(keyed({ ordem: 'proximo', semana: true, precoMax: 4321.5 })).toBe(keyed({ ordem: 'proximo', semana: true, precoMax: 250 }));
    expect(keyed({ precoMax: 179.99 })).not.toBe(keyed({ precoMax: 180 }));
    expect(keyed({ precoMin: 100, precoMax: 200 })).toBe(keyed({ precoMin: 150, precoMax: 249 }));
  });
});

describe('public reads cache', () => {
  let therapist: TestUser;
  // her own CRP and CPF in every save: a new CRP would send her back to the operators' analysis
  const registration = uniqueRegistration();
  /** the public cache's clock (ms): its TTL and the lists' lag */
  let cacheClock = 0;
  const t = useTestApp({ publicCacheClock: () => cacheClock });
  beforeAll(async () => {
    await seedDatabase(t.db, { now: t.clock.now(), events: t.events });
    therapist = await createReadyTherapist(t, {
      profile: { fullName: 'Beatriz Cachê', city: 'Brasília', state: 'DF', specialties: ['luto'], specialty: 'Luto', ...registration },
    });
  });

  const get = (url: string, options: { user?: TestUser; headers?: Record<string, string> } = {}) =>
    t.call({ method: 'GET', url, ...options });
  const list = async (query = '') => (await get(`/public-terapeutas${query}`)).json<ListAnswer>().content;
  const profile = async (id = therapist.sub, user?: TestUser) => (await get(`/public-terapeutas/${id}`, { user })).json<Profile>();
  const inList = async (query = '') => (await list(query)).find((x) => x.id === therapist.sub);

  /** Database calls made by `fn` (every service reads through db.select or db.execute). */
  async function queriesDuring(fn: () => Promise<unknown>): Promise<number> {
    const select = jest.spyOn(t.db, 'select');
    const execute = jest.spyOn(t.db, 'execute');
    try {
      await fn();
      return select.mock.calls.length + execute.mock.calls.length;
    } finally {
      select.mockRestore();
      execute.mockRestore();
    }
  }

  it('answers a repeated read without querying the database, byte for byte', async () => {
    for (const url of [
      '/public-terapeutas?search=ansiedade&cidade=sao-paulo',
      '/public-terapeutas?search=ansiedade&cidade=sao-paulo&page=0&size=12',
      '/public-terapeutas/destaques',
      `/public-terapeutas/${therapist.sub}`,
      '/especialidades',
    ]) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      let again!: Awaited<ReturnType<typeof get>>;
      expect(await queriesDuring(async () => (again = await get(url)))).toBe(0);
      expect(again.body).toBe(first.body);
      expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('shares one entry between spellings of one query', async () => {
    await get('/public-terapeutas?search=Ansiedade&cidade=rio-de-janeiro&page=0');
    const same = [
      '/public-terapeutas?cidade=rio-de-janeiro&search=ansiedade&page=0',
      '/public-terapeutas?page=0&size=20&search=%20ANSIEDADE%20&cidade=rio-de-janeiro&modalidade=ambos',
    ];
    for (const url of same) expect(await queriesDuring(() => get(url))).toBe(0);
    expect(await queriesDuring(() => get('/public-terapeutas?search=ansiedade&cidade=rio-de-janeiro&page=1'))).toBeGreaterThan(0);
  });

  it('answers an anonymous flood of random precoMax (issue 29) from one entry per listed price', async () => {
    const url = (precoMax: number) => `/public-terapeutas?ordem=proximo&semana=true&precoMax=${precoMax}`;
    const first = await get(url(5000));
    expect(first.statusCode).toBe(200);
    for (const precoMax of [5000.5, 6123, 7777.77, 9999.99]) {
      let again!: Awaited<ReturnType<typeof get>>;
      expect(await queriesDuring(async () => (again = await get(url(precoMax))))).toBe(0);
      expect(again.body).toBe(first.body);
    }
    // a bound that selects other therapists is another answer
    expect(await queriesDuring(() => get(url(100)))).toBeGreaterThan(0);
  });

  it('sends Cache-Control and an ETag, and 304 without a body when the client has it', async () => {
    const res = await get('/public-terapeutas?page=0&size=12');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await get('/public-terapeutas?page=0&size=12', { headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    const one = await get(`/public-terapeutas/${therapist.sub}`);
    expect(one.headers['cache-control']).toBe('public, no-cache');
    expect(String(one.headers.vary)).toMatch(/Authorization/);
    expect((await get('/especialidades')).headers['cache-control']).toBe('public, max-age=300');
  });

  it("a review shows at once on its therapist's profile, while another therapist's profile stays a hit", async () => {
    const other = (await list()).find((x) => x.id !== therapist.sub)!;
    await profile(other.id);
    await profile();
    const client = newClient('Gabriel Exato');
    await completedSession(t, client, therapist.sub);
    const created = await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 3, comentario } });
    expect(created.statusCode).toBe(201);
    let reviewed!: Profile;
    expect(await queriesDuring(async () => (reviewed = await profile()))).toBeGreaterThan(0);
    expect(reviewed.reviews.map((r) => r.clientName)).toContain('Gabriel E.');
    expect(await queriesDuring(() => profile(other.id))).toBe(0);
    expect((await t.call({ method: 'DELETE', url: `/avaliacoes/${created.json<Review>().id}`, user: client })).statusCode).toBe(204);
    expect((await profile()).reviews).toEqual([]);
    cacheClock += t.config.publicCache.ratingsLagMs; // the lists, too, are back where they were
  });

  it("a review create, update and delete: the profile at once, the lists' and featured list's ratings within the lag", async () => {
    const lag = t.config.publicCache.ratingsLagMs;
    expect(lag).toBe(10_000); // the default
    const client = newClient('Helena Prado');
    expect(await inList('?search=cache')).toMatchObject({ rating: 0, reviewCount: 0 });
    expect(await inList()).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await profile()).reviews).toEqual([]);
    const featured = async () => (await get('/public-terapeutas/destaques')).json<ListAnswer>().content.map((x) => x.id);
    expect(await featured()).not.toContain(therapist.sub);

    await completedSession(t, client, therapist.sub);
    const created = await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 5, comentario } });
    expect(created.statusCode).toBe(201);
    expect(await profile()).toMatchObject({ rating: 5, reviewCount: 1, reviews: [{ nota: 5, clientName: 'Helena P.', canEdit: false }] });
    cacheClock += lag - 1; // the lists loaded before the review are still served, as they were
    expect(await queriesDuring(() => inList('?search=cache'))).toBe(0);
    expect(await inList('?search=cache')).toMatchObject({ rating: 0, reviewCount: 0 });
    expect(await inList()).toMatchObject({ rating: 0, reviewCount: 0 });
    expect(await queriesDuring(featured)).toBe(0);
    cacheClock += 1; // the lag since they were loaded: reloaded
    expect(await inList('?search=cache')).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(await inList()).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(await queriesDuring(featured)).toBeGreaterThan(0);
    expect(await queriesDuring(() => inList())).toBe(0); // and cached again

    const id = created.json<Review>().id;
    expect((await t.call({ method: 'PUT', url: `/avaliacoes/${id}`, user: client, body: { nota: 2, comentario } })).statusCode).toBe(200);
    expect(await profile()).toMatchObject({ rating: 2, reviews: [{ nota: 2 }] });
    expect(await inList('?search=cache')).toMatchObject({ rating: 5 });
    cacheClock += lag;
    expect(await inList('?search=cache')).toMatchObject({ rating: 2, reviewCount: 1 });

    expect((await t.call({ method: 'PUT', url: '/avaliacoes', user: client, body: { id, nota: 4, comentario } })).statusCode).toBe(200);
    expect((await profile()).rating).toBe(4);
    cacheClock += lag;
    expect(await inList('?search=cache')).toMatchObject({ rating: 4, reviewCount: 1 });

    expect((await t.call({ method: 'DELETE', url: `/avaliacoes/${id}`, user: client })).statusCode).toBe(204);
    expect(await profile()).toMatchObject({ rating: 0, reviewCount: 0, reviews: [] });
    expect(await inList('?search=cache')).toMatchObject({ rating: 4, reviewCount: 1 });
    cacheClock += lag;
    expect(await inList('?search=cache')).toMatchObject({ rating: 0, reviewCount: 0 });
    expect(await inList()).toMatchObject({ rating: 0, reviewCount: 0 });
  });

  it("a therapist's answer to a review shows at once on the profile; the lists, which do not show it, stay hits", async () => {
    const client = newClient('Igor Resposta');
    await completedSession(t, client, therapist.sub);
    const review = (await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 4, comentario } })).json<Review>();
    cacheClock += t.config.publicCache.ratingsLagMs;
    await inList();
    await profile();
    const answered = await t.call({ method: 'POST', url: `/avaliacoes/${review.id}/resposta`, user: therapist, body: { texto: 'Obrigada pela confiança.' } });
    expect(answered.statusCode).toBe(200);
    expect((await profile()).reviews.find((r) => r.id === review.id)?.resposta).toMatchObject({ texto: 'Obrigada pela confiança.' });
    expect(await queriesDuring(() => inList())).toBe(0);
    expect((await t.call({ method: 'DELETE', url: `/avaliacoes/${review.id}`, user: client })).statusCode).toBe(204);
    cacheClock += t.config.publicCache.ratingsLagMs;
  });

  it('a profile save shows at once: new name and city in the lists, the old search no longer finds it', async () => {
    expect(await inList('?search=beatriz&cidade=brasilia')).toBeDefined();
    const saved = await t.call({
      method: 'POST',
      url: '/terapeutas',
      user: therapist,
      body: profileBody({ fullName: 'Beatriz Renomeada', city: 'Salvador', state: 'BA', specialties: ['luto'], specialty: 'Luto', ...registration }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await inList('?search=beatriz&cidade=brasilia')).toBeUndefined();
    expect(await inList('?search=renomeada&cidade=salvador')).toMatchObject({ fullName: 'Beatriz Renomeada', city: 'Salvador' });
    expect(await inList()).toMatchObject({ fullName: 'Beatriz Renomeada', city: 'Salvador' });
    expect(await profile()).toMatchObject({ fullName: 'Beatriz Renomeada', city: 'Salvador', state: 'BA' });
  });

  it('a new photo shows at once', async () => {
    await profile();
    const { payload, headers } = multipart({ filename: 'foto.png', contentType: 'image/png', bytes: PNG_1x1 });
    const res = await t.call({ method: 'POST', url: `/terapeutas/${therapist.sub}/upload-profile-image`, user: therapist, headers, payload });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(await profile()).toMatchObject({ profileImageUrl: url, image: url });
    expect(await inList()).toMatchObject({ profileImageUrl: url });
  });

  it('a client renamed in their profile is renamed on their reviews at once', async () => {
    const client = newClient('Nome Antigo');
    await completedSession(t, client, therapist.sub);
    await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 4, comentario } });
    expect((await profile()).reviews.map((r) => r.clientName)).toContain('Nome A.');
    cacheClock += t.config.publicCache.ratingsLagMs;
    await inList();
    expect((await t.call({ method: 'POST', url: '/clientes', user: client, body: { name: 'Nome Novo' } })).statusCode).toBe(200);
    const names = (await profile()).reviews.map((r) => r.clientName);
    expect(names).toContain('Nome N.');
    expect(names).not.toContain('Nome A.');
    expect(await queriesDuring(() => inList())).toBe(0); // the lists show no author: still cached
  });

  it('serves one cached profile to everyone, with canEdit only on the caller’s own review', async () => {
    const author = newClient('Autora Própria');
    await completedSession(t, author, therapist.sub);
    await t.call({ method: 'POST', url: '/avaliacoes', user: author, body: { terapeutaId: therapist.sub, nota: 5, comentario } });
    const guest = await profile();
    expect(guest.reviews.every((r) => !r.canEdit)).toBe(true);
    let mine!: Profile;
    // the cached body plus one indexed lookup of the caller's own review (authors are never cached)
    expect(await queriesDuring(async () => (mine = await profile(therapist.sub, author)))).toBe(1);
    expect(mine.reviews.filter((r) => r.canEdit).map((r) => r.clientName)).toEqual(['Autora P.']);
    const personal = await get(`/public-terapeutas/${therapist.sub}`, { user: author });
    expect(personal.headers['cache-control']).toBe('private, no-cache');
    expect((await profile(therapist.sub, newClient())).reviews.some((r) => r.canEdit)).toBe(false);
    expect((await profile()).reviews.every((r) => !r.canEdit)).toBe(true); // the shared entry stays anonymous
  });

  it('does not cache a 404: a therapist created afterwards is found', async () => {
    const late = newTherapist('Chegou Depois');
    expect((await get(`/public-terapeutas/${late.sub}`)).statusCode).toBe(404);
    await t.call({ method: 'GET', url: '/sessoes', user: late }); // first call creates the record
    expect((await get(`/public-terapeutas/${late.sub}`)).statusCode).toBe(404); // em preparação
    await createReadyTherapist(t, { user: late, profile: { fullName: 'Chegou Depois' } });
    expect((await get(`/public-terapeutas/${late.sub}`)).statusCode).toBe(200);
  });

  it('seeding clears it too', async () => {
    const before = (await get('/public-terapeutas?page=0&size=5')).json<ListAnswer>().totalElements!;
    await seedManyTherapists(t.db, 3, { now: t.clock.now(), events: t.events });
    expect((await get('/public-terapeutas?page=0&size=5')).json<ListAnswer>().totalElements).toBe(before + 3);
  });

  it('with PUBLIC_CACHE_RATINGS_LAG_MS=0 a review shows in the lists at once too', async () => {
    const exact = await startTestApp({ configOverrides: { publicCache: { ...t.config.publicCache, ratingsLagMs: 0 } } });
    try {
      const ana = await createReadyTherapist(exact, { profile: { fullName: 'Ana Exata' } });
      const rating = async () => (await exact.call({ method: 'GET', url: '/public-terapeutas?search=exata' })).json<ListAnswer>().content[0]?.rating;
      expect(await rating()).toBe(0);
      const reviewer = newClient();
      await completedSession(exact, reviewer, ana.sub);
      const created = await exact.call({ method: 'POST', url: '/avaliacoes', user: reviewer, body: { terapeutaId: ana.sub, nota: 5, comentario } });
      expect(created.statusCode).toBe(201);
      expect(await rating()).toBe(5);
    } finally {
      await exact.close();
    }
  });

  it('is bounded: with PUBLIC_CACHE_MAX_ENTRIES=0 nothing is kept', async () => {
    const off = await startTestApp({ configOverrides: { publicCache: { ttlMs: 5000, maxEntries: 0, maxBytes: 1, ratingsLagMs: 0 } } });
    try {
      await off.call({ method: 'GET', url: '/public-terapeutas' });
      const select = jest.spyOn(off.db, 'select');
      await off.call({ method: 'GET', url: '/public-terapeutas' });
      expect(select).toHaveBeenCalled();
      select.mockRestore();
    } finally {
      await off.close();
    }
  });
});
