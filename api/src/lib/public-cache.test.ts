import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  asPublicReadsChange,
  cacheKey,
  CATALOGUE_SCOPE,
  etagMatches,
  LISTS_SCOPE,
  preferredCoding,
  profileScope,
  PublicCache,
  sendAnswer,
  serialise,
  type CachedAnswer,
  type PublicReadsChange,
  type PublicScope,
} from './public-cache';
import { CacheEvents } from './cache-events';
import { decodeNotification, encodeNotification } from './public-cache-sync';

/** A load that counts its calls and answers `value` (or what `next` says). */
function counter(value: unknown = { ok: true }) {
  const fn = jest.fn(async () => serialise(value));
  return fn;
}

const options = { maxEntries: 100, maxBytes: 1024 * 1024, ttlMs: 0 };
/** one app's cache events, shared by the caches of these tests */
const events = new CacheEvents();
/** the scope of the generic tests: one therapist's profile */
const ONE = profileScope('ana');

describe('cacheKey', () => {
  it('sorts the parameters, so their order in the URL does not matter', () => {
    expect(cacheKey('/public-terapeutas', { search: 'ansiedade', cidade: 'sao-paulo' })).toBe(
      cacheKey('/public-terapeutas', { cidade: 'sao-paulo', search: 'ansiedade' }),
    );
    expect(cacheKey('/public-terapeutas', { size: 12, page: 0, cidade: 'recife' })).toBe('/public-terapeutas?cidade=recife&page=0&size=12');
  });

  it('drops absent and empty parameters and keeps 0', () => {
    expect(cacheKey('/public-terapeutas', { search: '', modalidade: undefined, page: 0 })).toBe('/public-terapeutas?page=0');
    expect(cacheKey('/public-terapeutas', {})).toBe('/public-terapeutas');
    expect(cacheKey('/especialidades')).toBe('/especialidades');
  });

  it('encodes values, so no value can forge another parameter', () => {
    expect(cacheKey('/x', { search: 'a&page=1' })).toBe('/x?search=a%26page%3D1');
    expect(cacheKey('/x', { search: 'a&page=1' })).not.toBe(cacheKey('/x', { search: 'a', page: 1 }));
  });
});

describe('serialise and ETags', () => {
  it('serialises once, with a strong ETag that follows the bytes', () => {
    const a = serialise({ content: [1, 2] });
    expect(a.body.toString()).toBe('{"content":[1,2]}');
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(serialise({ content: [1, 2] }).etag).toBe(a.etag);
    expect(serialise({ content: [1, 3] }).etag).not.toBe(a.etag);
    expect(a.value).toBeUndefined();
    expect(serialise({ a: 1 }, { keepValue: true }).value).toEqual({ a: 1 });
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    const etag = '"abc"';
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"x", "abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('"abcd"', etag)).toBe(false);
  });
});

describe('PublicCache', () => {
  it('answers a hit without loading again', async () => {
    const cache = new PublicCache(options, events);
    const load = counter();
    const first = await cache.answer('k', ONE, load);
    const second = await cache.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(cache.hits).toBe(1);
    expect(cache.loads).toBe(1);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new PublicCache(options, events);
    let release!: (a: CachedAnswer) => void;
    const load = jest.fn(() => new Promise<CachedAnswer>((r) => (release = r)));
    const waiting = [cache.answer('k', ONE, load), cache.answer('k', ONE, load), cache.answer('k', ONE, load)];
    release(serialise([1]));
    const answers = await Promise.all(waiting);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('does not cache a failed load: the next call loads again', async () => {
    const cache = new PublicCache(options, events);
    const failing = jest.fn(async () => {
      throw new Error('404');
    });
    await expect(cache.answer('k', ONE, failing)).rejects.toThrow('404');
    const load = counter();
    await cache.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('empties every cache of the process when everything changes', async () => {
    const [a, b] = [new PublicCache(options, events), new PublicCache(options, events)];
    const load = counter();
    await a.answer('k', ONE, load);
    await b.answer('k', ONE, load);
    events.publicReadsChanged('everything');
    expect(a.size.entries).toBe(0);
    await a.answer('k', ONE, load);
    await b.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not store what a load read before a write, nor share that load afterwards', async () => {
    const cache = new PublicCache(options, events);
    let release!: (a: CachedAnswer) => void;
    const before = cache.answer('k', ONE, () => new Promise<CachedAnswer>((r) => (release = r)));
    events.publicReadsChanged('everything'); // a write commits while the read is running
    const after = counter({ fresh: true });
    const fresh = await cache.answer('k', ONE, after); // must not join the old load
    release(serialise({ fresh: false }));
    expect((await before).body.toString()).toBe('{"fresh":false}');
    expect(fresh.body.toString()).toBe('{"fresh":true}');
    expect(after).toHaveBeenCalledTimes(1);
    // what is cached now is the fresh answer, not the old one that finished last
    expect((await cache.answer('k', ONE, counter({ other: 1 }))).body.toString()).toBe('{"fresh":true}');
  });

  it('expires entries after the TTL', async () => {
    let now = 1_000;
    const cache = new PublicCache({ ...options, ttlMs: 5_000, now: () => now }, events);
    const load = counter();
    await cache.answer('k', ONE, load);
    now += 4_999;
    await cache.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 2;
    await cache.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries, evicting the least recently used', async () => {
    const cache = new PublicCache({ ...options, maxEntries: 2 }, events);
    const load = counter();
    await cache.answer('a', ONE, load);
    await cache.answer('b', ONE, load);
    await cache.answer('a', ONE, load); // a is now the most recently used
    await cache.answer('c', ONE, load); // evicts b
    expect(cache.size.entries).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.answer('a', ONE, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.answer('b', ONE, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps at most maxBytes of bodies, and never stores one larger than that', async () => {
    const cache = new PublicCache({ ...options, maxBytes: 250 }, events);
    const body = (n: number) => async () => serialise('x'.repeat(n - 2)); // a JSON string of n bytes
    for (const key of ['a', 'b', 'c']) await cache.answer(key, ONE, body(100));
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    const huge = jest.fn(body(300));
    await cache.answer('huge', ONE, huge);
    await cache.answer('huge', ONE, huge);
    expect(huge).toHaveBeenCalledTimes(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(250);
  });

  it('counts an answer that keeps its value twice', async () => {
    const cache = new PublicCache(options, events);
    await cache.answer('p', ONE, async () => serialise('x'.repeat(98), { keepValue: true }));
    expect(cache.size).toEqual({ entries: 1, bytes: 200 });
  });

  it('with maxEntries 0 is off: every call loads', async () => {
    const cache = new PublicCache({ ...options, maxEntries: 0 }, events);
    const load = counter();
    await cache.answer('k', ONE, load);
    await cache.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size.entries).toBe(0);
  });
});

describe('scoped changes: a write drops what it changed, no more', () => {
  const ana = profileScope('ana');
  const bia = profileScope('bia');
  const LAG = 10_000;
  /** a cache on a clock the test moves, with every kind of answer cached once */
  async function filled(lagMs = LAG) {
    const clock = { now: 0 };
    const cache = new PublicCache({ ...options, ratingsLagMs: lagMs, now: () => clock.now }, events);
    let version = 0;
    const load = jest.fn(async () => serialise({ version: ++version }));
    const read = async (key: string, scope: PublicScope) => JSON.parse((await cache.answer(key, scope, load)).body.toString()) as { version: number };
    await read('/public-terapeutas/ana', ana);
    await read('/public-terapeutas/bia', bia);
    await read('/public-terapeutas', LISTS_SCOPE);
    await read('/public-terapeutas/destaques', LISTS_SCOPE);
    await read('/especialidades', CATALOGUE_SCOPE);
    expect(cache.loads).toBe(5);
    return { cache, clock, load, read };
  }

  it("a therapist's change drops that profile only: another profile, the lists and the catalogue stay hits", async () => {
    const { cache, read } = await filled();
    events.publicReadsChanged({ profiles: ['ana'], lists: 'unchanged' });
    expect(await read('/public-terapeutas/ana', ana)).toEqual({ version: 6 }); // reloaded at once
    const hits = cache.hits;
    await read('/public-terapeutas/bia', bia);
    await read('/public-terapeutas', LISTS_SCOPE);
    await read('/public-terapeutas/destaques', LISTS_SCOPE);
    await read('/especialidades', CATALOGUE_SCOPE);
    expect(cache.hits).toBe(hits + 4);
    expect(cache.loads).toBe(6);
  });

  it("a review: the profile at once; the lists served as loaded until the lag, then reloaded once (readers share it)", async () => {
    const { cache, clock, load, read } = await filled();
    clock.now = 1_000;
    events.publicReadsChanged({ profiles: ['ana'], lists: 'ratings' });
    expect(await read('/public-terapeutas/ana', ana)).toEqual({ version: 6 });
    clock.now = LAG - 1; // the lists were loaded at 0: still younger than the lag
    expect(await read('/public-terapeutas', LISTS_SCOPE)).toEqual({ version: 3 });
    expect(await read('/public-terapeutas/destaques', LISTS_SCOPE)).toEqual({ version: 4 });
    expect(load).toHaveBeenCalledTimes(6);
    clock.now = LAG; // the lag since their load: reloaded, one load for concurrent readers
    const together = await Promise.all([1, 2, 3].map(() => cache.answer('/public-terapeutas', LISTS_SCOPE, load)));
    expect(new Set(together).size).toBe(1);
    expect(JSON.parse(together[0]!.body.toString())).toEqual({ version: 7 });
    expect(load).toHaveBeenCalledTimes(7);
    expect(await read('/public-terapeutas', LISTS_SCOPE)).toEqual({ version: 7 }); // now a hit again
    expect(await read('/public-terapeutas/bia', bia)).toEqual({ version: 2 });
    expect(await read('/especialidades', CATALOGUE_SCOPE)).toEqual({ version: 5 });
    expect(await read('/public-terapeutas/destaques', LISTS_SCOPE)).toEqual({ version: 8 }); // on its own next read
    expect(load).toHaveBeenCalledTimes(8);
  });

  it('under constant reviews a list reloads at most once per lag, and never lags a review by more', async () => {
    const { clock, load, read } = await filled();
    const versions: number[] = [];
    for (let t = 500; t <= 3 * LAG; t += 500) {
      clock.now = t;
      events.publicReadsChanged({ profiles: ['bia'], lists: 'ratings' });
      clock.now = t + 250;
      versions.push((await read('/public-terapeutas', LISTS_SCOPE)).version);
    }
    const listLoads = new Set(versions).size - 1; // the first is the one of `filled`
    expect(listLoads).toBe(3); // at LAG, 2·LAG and 3·LAG (+250): one per lag
    expect(load.mock.calls.length).toBe(5 + 3);
  });

  it('a hard change of the lists (a name, a city, a price) drops every list at once, whatever the lag', async () => {
    const { cache, read } = await filled();
    events.publicReadsChanged({ profiles: ['ana'], lists: 'cards' });
    expect(await read('/public-terapeutas', LISTS_SCOPE)).toEqual({ version: 6 });
    expect(await read('/public-terapeutas/destaques', LISTS_SCOPE)).toEqual({ version: 7 });
    expect(await read('/public-terapeutas/ana', ana)).toEqual({ version: 8 });
    const hits = cache.hits;
    await read('/public-terapeutas/bia', bia);
    expect(cache.hits).toBe(hits + 1);
  });

  it('with a lag of 0 a review is exact in the lists too (soft = hard)', async () => {
    const { read } = await filled(0);
    events.publicReadsChanged({ profiles: ['ana'], lists: 'ratings' });
    expect(await read('/public-terapeutas', LISTS_SCOPE)).toEqual({ version: 6 });
    expect(await read('/public-terapeutas', LISTS_SCOPE)).toEqual({ version: 6 });
  });

  it('a load that started before a change of its scope is answered but not stored, nor shared; other scopes’ loads are kept', async () => {
    const { cache, read } = await filled();
    let release!: (a: CachedAnswer) => void;
    events.publicReadsChanged({ profiles: ['ana', 'bia'], lists: 'unchanged' }); // both profiles must load again
    const slowAna = cache.answer('/public-terapeutas/ana', ana, () => new Promise<CachedAnswer>((r) => (release = r)));
    let releaseBia!: (a: CachedAnswer) => void;
    const slowBia = cache.answer('/public-terapeutas/bia', bia, () => new Promise<CachedAnswer>((r) => (releaseBia = r)));
    events.publicReadsChanged({ profiles: ['ana'], lists: 'ratings' }); // a review of Ana commits meanwhile
    expect(await read('/public-terapeutas/ana', ana)).toEqual({ version: 6 }); // does not join the old load
    release(serialise({ version: 0 }));
    releaseBia(serialise({ version: -1 }));
    expect(JSON.parse((await slowAna).body.toString())).toEqual({ version: 0 }); // answered…
    await slowBia;
    expect(await read('/public-terapeutas/ana', ana)).toEqual({ version: 6 }); // …but the fresh one is kept
    expect(await read('/public-terapeutas/bia', bia)).toEqual({ version: -1 }); // Bia's load was not concerned
  });

  it('a load that started before a soft change is shared and kept, as an answer that lags from its start', async () => {
    const { cache, clock, load, read } = await filled();
    events.publicReadsChanged({ profiles: [], lists: 'cards' }); // the lists must load again
    let release!: (a: CachedAnswer) => void;
    const slow = cache.answer('/public-terapeutas', LISTS_SCOPE, () => new Promise<CachedAnswer>((r) => (release = r)));
    events.publicReadsChanged({ profiles: ['ana'], lists: 'ratings' }); // a review while it loads
    clock.now = LAG - 1;
    const joined = cache.answer('/public-terapeutas', LISTS_SCOPE, load); // within the lag: shares it
    release(serialise({ version: 0 }));
    expect(await joined).toBe(await slow);
    expect(await read('/public-terapeutas', LISTS_SCOPE)).toEqual({ version: 0 }); // kept
    expect(load).toHaveBeenCalledTimes(5);
    clock.now = LAG; // the lag since it started (not since it was stored)
    expect(await read('/public-terapeutas', LISTS_SCOPE)).toEqual({ version: 6 });
  });

  it('…and neither shared nor kept once the lag since its start has passed', async () => {
    const { cache, clock, load, read } = await filled();
    events.publicReadsChanged({ profiles: [], lists: 'cards' });
    let release!: (a: CachedAnswer) => void;
    const slow = cache.answer('/public-terapeutas', LISTS_SCOPE, () => new Promise<CachedAnswer>((r) => (release = r)));
    events.publicReadsChanged({ profiles: ['ana'], lists: 'ratings' });
    clock.now = LAG;
    const fresh = cache.answer('/public-terapeutas', LISTS_SCOPE, load); // its own load
    release(serialise({ version: 0 }));
    expect(JSON.parse((await slow).body.toString())).toEqual({ version: 0 });
    expect(JSON.parse((await fresh).body.toString())).toEqual({ version: 6 });
    expect(await read('/public-terapeutas', LISTS_SCOPE)).toEqual({ version: 6 });
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('everything drops every scope, the catalogue included', async () => {
    const { cache, read } = await filled();
    events.publicReadsChanged('everything');
    expect(cache.size.entries).toBe(0);
    expect(await read('/especialidades', CATALOGUE_SCOPE)).toEqual({ version: 6 });
  });

  it('counts only what may still be sent in its size', async () => {
    const { cache } = await filled();
    events.publicReadsChanged({ profiles: ['ana'], lists: 'cards' });
    expect(cache.size.entries).toBe(2); // Bia's profile and the catalogue
  });

  it('while a replica cannot hear the others nothing is stored, whatever the scope; regaining them drops everything', async () => {
    const { cache, read } = await filled();
    const listener = {};
    events.setPublicReadsCoherent(listener, false);
    expect(cache.size.entries).toBe(0);
    await read('/public-terapeutas/bia', bia);
    await read('/public-terapeutas/bia', bia);
    expect(cache.loads).toBe(7);
    expect(cache.size.entries).toBe(0);
    events.setPublicReadsCoherent(listener, true);
    await read('/public-terapeutas/bia', bia);
    await read('/public-terapeutas/bia', bia);
    expect(cache.loads).toBe(8);
  });
});

describe('asPublicReadsChange: a change from the network, checked', () => {
  it('accepts the changes the api makes', () => {
    const changes: PublicReadsChange[] = ['everything', { profiles: ['a', 'b'], lists: 'ratings' }, { profiles: [], lists: 'cards' }, { profiles: ['x'], lists: 'unchanged' }];
    for (const change of changes) expect(asPublicReadsChange(JSON.parse(JSON.stringify(change)))).toEqual(change);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['another word', 'tudo'],
    ['a list', ['a']],
    ['no lists', { profiles: ['a'] }],
    ['unknown lists', { profiles: ['a'], lists: 'all' }],
    ['profiles not a list', { profiles: 'a', lists: 'cards' }],
    ['a profile not a string', { profiles: [1], lists: 'cards' }],
    ['an empty id', { profiles: [''], lists: 'cards' }],
    ['an id too long', { profiles: ['x'.repeat(201)], lists: 'cards' }],
  ])('refuses %s', (_what, value) => {
    expect(asPublicReadsChange(value)).toBeNull();
  });
});

describe('the notification between replicas (./public-cache-sync.ts), read as hostile input', () => {
  it('carries the sender and the change, and reads back the same', () => {
    const change: PublicReadsChange = { profiles: ['ana', 'bia'], lists: 'ratings' };
    expect(decodeNotification(encodeNotification('replica-a', change))).toEqual({ from: 'replica-a', change });
    expect(decodeNotification(encodeNotification('replica-a', 'everything'))).toEqual({ from: 'replica-a', change: 'everything' });
  });

  it('sends a change too long for PostgreSQL (8000 bytes) as everything', () => {
    const many = Array.from({ length: 400 }, (_, i) => `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000`);
    const payload = encodeNotification('replica-a', { profiles: many, lists: 'unchanged' });
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(decodeNotification(payload).change).toBe('everything');
  });

  it.each([
    ['nothing', undefined],
    ['not JSON', '{'],
    ['the old payload, a bare replica id', '6f1c1f0e-8c1a-4c43-9a57-2b8f6d9f9a11'],
    ['a JSON string', '"everything"'],
    ['null', 'null'],
    ['no sender', '{"change":"everything"}'],
    ['a sender not a string', '{"from":1,"change":"everything"}'],
    ['no change', '{"from":"b"}'],
    ['an unknown change', '{"from":"b","change":{"profiles":["a"],"lists":"todas"}}'],
    ['a prototype trick', '{"from":"b","change":{"__proto__":{"lists":"cards"},"profiles":["a"]}}'],
  ])('reads %s as a change of everything from nobody', (_what, payload) => {
    expect(decodeNotification(payload)).toEqual({ from: '', change: 'everything' });
  });
});

describe('across replicas (the hooks of ./public-cache-sync.ts)', () => {
  it('tells the listeners of the app\'s events about every change, with its scope, until they unsubscribe', () => {
    const heard = jest.fn();
    const stop = events.onPublicReadsChanged(heard);
    events.publicReadsChanged('everything');
    events.publicReadsChanged({ profiles: ['ana'], lists: 'ratings' });
    expect(heard.mock.calls).toEqual([['everything'], [{ profiles: ['ana'], lists: 'ratings' }]]);
    stop();
    events.publicReadsChanged('everything');
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("empties the caches on another replica's change without telling anyone", async () => {
    const heard = jest.fn();
    const stop = events.onPublicReadsChanged(heard);
    const cache = new PublicCache(options, events);
    const load = counter();
    await cache.answer('k', ONE, load);
    await cache.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(1);
    events.dropPublicReads();
    await cache.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it("applies another replica's scoped change as its own: that profile only, without telling anyone", async () => {
    const heard = jest.fn();
    const stop = events.onPublicReadsChanged(heard);
    const cache = new PublicCache(options, events);
    const load = counter();
    await cache.answer('/public-terapeutas/ana', profileScope('ana'), load);
    await cache.answer('/public-terapeutas/bia', profileScope('bia'), load);
    events.dropPublicReads({ profiles: ['ana'], lists: 'unchanged' });
    await cache.answer('/public-terapeutas/ana', profileScope('ana'), load);
    await cache.answer('/public-terapeutas/bia', profileScope('bia'), load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.hits).toBe(1);
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('stores nothing while a source cannot hear the other replicas, and drops what it held', async () => {
    const cache = new PublicCache(options, events);
    const load = counter();
    await cache.answer('k', ONE, load);
    const listener = {};
    events.setPublicReadsCoherent(listener, false);
    await cache.answer('k', ONE, load);
    await cache.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.size.entries).toBe(0);
    events.setPublicReadsCoherent({}, true); // another source's state does not lift this one's
    await cache.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(4);
    events.setPublicReadsCoherent(listener, true);
    await cache.answer('k', ONE, load);
    await cache.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(5);
  });
});

describe('per app: the events live on AppContext, not in the process', () => {
  it("one app's change, listeners and coherence never reach another app's caches", async () => {
    const mine = new CacheEvents();
    const other = new CacheEvents();
    const [a, b] = [new PublicCache(options, mine), new PublicCache(options, other)];
    const heard = jest.fn();
    const stop = other.onPublicReadsChanged(heard);
    const load = counter();
    await a.answer('k', ONE, load);
    await b.answer('k', ONE, load);
    mine.publicReadsChanged('everything');
    mine.setPublicReadsCoherent({}, false);
    await b.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(2); // b kept its answer
    expect(heard).not.toHaveBeenCalled();
    await a.answer('k', ONE, load);
    expect(load).toHaveBeenCalledTimes(3); // a dropped its own
    stop();
  });
});

describe('sendAnswer: compressed once, by negotiation', () => {
  const big = serialise({ content: Array.from({ length: 200 }, (_, i) => ({ id: i, nome: `Terapeuta ${i}`, cidade: 'São Paulo' })) });
  const small = serialise({ ok: true });
  let app: FastifyInstance;
  let current: CachedAnswer = big;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.get('/answer', async (request, reply) => sendAnswer(request, reply, current, 'no-cache'));
    await app.ready();
  });
  afterAll(async () => app.close());
  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/answer', headers });

  it('prefers brotli, then gzip, and refuses what q=0 refuses', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
    expect(preferredCoding('BR')).toBe('br');
  });

  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ] as const)('%s: the same bytes once decoded, another ETag, Vary: Accept-Encoding', async (coding, decode) => {
    current = big;
    const res = await get({ 'accept-encoding': coding });
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.rawPayload.byteLength).toBeLessThan(big.body.byteLength / 3);
    expect(decode(res.rawPayload).equals(big.body)).toBe(true);
    expect(res.headers.etag).not.toBe(big.etag);
    expect((await get({ 'accept-encoding': coding, 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('compresses a cached answer once, whatever the number of requests', async () => {
    current = serialise({ content: 'x'.repeat(5000) });
    await get({ 'accept-encoding': 'br' });
    const first = current.encoded?.br;
    expect(first).toBeDefined();
    await get({ 'accept-encoding': 'br' });
    expect(current.encoded?.br).toBe(first);
  });

  it('sends small answers and clients without compression the body as it is', async () => {
    current = small;
    const tiny = await get({ 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.rawPayload.equals(small.body)).toBe(true);
    current = big;
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(big.etag);
    expect(plain.rawPayload.equals(big.body)).toBe(true);
  });
});
