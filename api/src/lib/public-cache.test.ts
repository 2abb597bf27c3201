import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  cacheKey,
  dropPublicReads,
  etagMatches,
  onPublicReadsChanged,
  preferredCoding,
  PublicCache,
  publicReadsChanged,
  sendAnswer,
  serialise,
  setPublicReadsCoherent,
  type CachedAnswer,
} from './public-cache';

/** A load that counts its calls and answers `value` (or what `next` says). */
function counter(value: unknown = { ok: true }) {
  const fn = jest.fn(async () => serialise(value));
  return fn;
}

const options = { maxEntries: 100, maxBytes: 1024 * 1024, ttlMs: 0 };

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
    const cache = new PublicCache(options);
    const load = counter();
    const first = await cache.answer('k', load);
    const second = await cache.answer('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(cache.hits).toBe(1);
    expect(cache.loads).toBe(1);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new PublicCache(options);
    let release!: (a: CachedAnswer) => void;
    const load = jest.fn(() => new Promise<CachedAnswer>((r) => (release = r)));
    const waiting = [cache.answer('k', load), cache.answer('k', load), cache.answer('k', load)];
    release(serialise([1]));
    const answers = await Promise.all(waiting);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('does not cache a failed load: the next call loads again', async () => {
    const cache = new PublicCache(options);
    const failing = jest.fn(async () => {
      throw new Error('404');
    });
    await expect(cache.answer('k', failing)).rejects.toThrow('404');
    const load = counter();
    await cache.answer('k', load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('empties every cache of the process when a public read changes', async () => {
    const [a, b] = [new PublicCache(options), new PublicCache(options)];
    const load = counter();
    await a.answer('k', load);
    await b.answer('k', load);
    publicReadsChanged();
    expect(a.size.entries).toBe(0);
    await a.answer('k', load);
    await b.answer('k', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not store what a load read before a write, nor share that load afterwards', async () => {
    const cache = new PublicCache(options);
    let release!: (a: CachedAnswer) => void;
    const before = cache.answer('k', () => new Promise<CachedAnswer>((r) => (release = r)));
    publicReadsChanged(); // a write commits while the read is running
    const after = counter({ fresh: true });
    const fresh = await cache.answer('k', after); // must not join the old load
    release(serialise({ fresh: false }));
    expect((await before).body.toString()).toBe('{"fresh":false}');
    expect(fresh.body.toString()).toBe('{"fresh":true}');
    expect(after).toHaveBeenCalledTimes(1);
    // what is cached now is the fresh answer, not the old one that finished last
    expect((await cache.answer('k', counter({ other: 1 }))).body.toString()).toBe('{"fresh":true}');
  });

  it('expires entries after the TTL', async () => {
    let now = 1_000;
    const cache = new PublicCache({ ...options, ttlMs: 5_000, now: () => now });
    const load = counter();
    await cache.answer('k', load);
    now += 4_999;
    await cache.answer('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now += 2;
    await cache.answer('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps at most maxEntries, evicting the least recently used', async () => {
    const cache = new PublicCache({ ...options, maxEntries: 2 });
    const load = counter();
    await cache.answer('a', load);
    await cache.answer('b', load);
    await cache.answer('a', load); // a is now the most recently used
    await cache.answer('c', load); // evicts b
    expect(cache.size.entries).toBe(2);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.answer('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.answer('b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps at most maxBytes of bodies, and never stores one larger than that', async () => {
    const cache = new PublicCache({ ...options, maxBytes: 250 });
    const body = (n: number) => async () => serialise('x'.repeat(n - 2)); // a JSON string of n bytes
    for (const key of ['a', 'b', 'c']) await cache.answer(key, body(100));
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    const huge = jest.fn(body(300));
    await cache.answer('huge', huge);
    await cache.answer('huge', huge);
    expect(huge).toHaveBeenCalledTimes(2);
    expect(cache.size.bytes).toBeLessThanOrEqual(250);
  });

  it('counts an answer that keeps its value twice', async () => {
    const cache = new PublicCache(options);
    await cache.answer('p', async () => serialise('x'.repeat(98), { keepValue: true }));
    expect(cache.size).toEqual({ entries: 1, bytes: 200 });
  });

  it('with maxEntries 0 is off: every call loads', async () => {
    const cache = new PublicCache({ ...options, maxEntries: 0 });
    const load = counter();
    await cache.answer('k', load);
    await cache.answer('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size.entries).toBe(0);
  });
});

describe('across replicas (the hooks of ./public-cache-sync.ts)', () => {
  it('tells the listeners of this process about every change, until they unsubscribe', () => {
    const heard = jest.fn();
    const stop = onPublicReadsChanged(heard);
    publicReadsChanged();
    publicReadsChanged();
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    publicReadsChanged();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("empties the caches on another replica's change without telling anyone", async () => {
    const heard = jest.fn();
    const stop = onPublicReadsChanged(heard);
    const cache = new PublicCache(options);
    const load = counter();
    await cache.answer('k', load);
    await cache.answer('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    dropPublicReads();
    await cache.answer('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('stores nothing while a source cannot hear the other replicas, and drops what it held', async () => {
    const cache = new PublicCache(options);
    const load = counter();
    await cache.answer('k', load);
    const listener = {};
    setPublicReadsCoherent(listener, false);
    await cache.answer('k', load);
    await cache.answer('k', load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.size.entries).toBe(0);
    setPublicReadsCoherent({}, true); // another source's state does not lift this one's
    await cache.answer('k', load);
    expect(load).toHaveBeenCalledTimes(4);
    setPublicReadsCoherent(listener, true);
    await cache.answer('k', load);
    await cache.answer('k', load);
    expect(load).toHaveBeenCalledTimes(5);
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
