// In-process cache of the public catalogue reads (therapist lists, featured list, public profile,
// specialties). Why: on PGlite every query runs inside the api's one thread (~25 ms of CPU for a
// listing), so under load requests queue behind each other; these answers change only when a
// profile, a review or the catalogue is written. A hit sends bytes serialised once — no query,
// no JSON.stringify.
//
// Freshness:
// - in this process, exact: every write that changes a public read calls `publicReadsChanged()`
//   after its commit, which empties every cache of the process (a generation number; a load that
//   started before the bump is answered but not stored, so it cannot put old data back);
// - across replicas on one PostgreSQL: `publicReadsChanged()` also tells the listeners registered
//   with `onPublicReadsChanged` (./public-cache-sync.ts NOTIFYs the other replicas, which call
//   `dropPublicReads()`); while a replica's LISTEN connection is down it may miss a write, so it
//   stores nothing (`setPublicReadsCoherent`) and drops everything once listening again;
// - a TTL (config `publicCache.ttlMs`) as a backstop for writes made outside the api.
// Bounded by entries and by bytes (LRU, `lru-cache`); concurrent misses of one key share one load.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** An answer serialised once: what a hit sends, byte for byte. */
export interface CachedAnswer<T = unknown> {
  body: Buffer;
  /** strong validator of `body` (sent as ETag; If-None-Match → 304) */
  etag: string;
  /** the value itself, kept only for answers personalised per caller (the profile's canEdit) */
  value?: T;
  /** `body` compressed, made once on the first request that accepts it (sendAnswer) */
  encoded?: Partial<Record<ContentCoding, Buffer>>;
}

export type ContentCoding = 'br' | 'gzip';
/** smaller answers go as they are: a compressed frame would save next to nothing */
export const COMPRESS_MIN_BYTES = 1024;

/** The coding to send for an Accept-Encoding header: br, else gzip, else none (q=0 refuses). */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function encodedBody(answer: CachedAnswer, coding: ContentCoding): Buffer {
  answer.encoded ??= {};
  // brotli at quality 5: a cached answer is compressed once, but on the api's one thread
  return (answer.encoded[coding] ??=
    coding === 'br'
      ? brotliCompressSync(answer.body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: answer.body.byteLength },
        })
      : gzipSync(answer.body, { level: 6 }));
}

/** The ETag of a coding of the answer: another representation, so another strong validator. */
const codedEtag = (etag: string, coding: ContentCoding) => `${etag.slice(0, -1)}-${coding}"`;

export function serialise<T>(value: T, options: { keepValue?: boolean } = {}): CachedAnswer<T> {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return options.keepValue ? { body, etag, value } : { body, etag };
}

// Process-wide, so that writes made outside a request (seeding, the catalogue at start) and
// several apps of one process (tests) all invalidate without reaching a cache instance.
let generation = 0;

const changeListeners = new Set<() => void>();
/** Sources (cross-replica listeners) that may have missed a write right now: nothing is stored. */
const incoherent = new Set<object>();

/** Changes whenever every cache must forget what it holds (a public write here or on another
 * replica, a lost or regained LISTEN connection). */
export function publicReadsGeneration(): number {
  return generation;
}

// Bumped only when a cross-replica listener is lost or regained: what any cache held may then
// predate a write nobody heard. The agenda's month cache (agenda/slots-cache.ts) follows this one,
// not `generation`: the catalogue's writes (reviews, profiles) do not change a calendar, and the
// agenda's own writes reach it by therapist.
let coherenceEpoch = 0;

export function coherenceChanges(): number {
  return coherenceEpoch;
}

/** False while some cross-replica listener may be missing writes: store nothing. */
export function publicReadsCoherent(): boolean {
  return incoherent.size === 0;
}

/** Call after the commit of every write that changes what a cached public read answers. */
export function publicReadsChanged(): void {
  generation++;
  for (const listener of changeListeners) listener();
}

/** Another replica changed a public read: empty this process's caches (told nobody). */
export function dropPublicReads(): void {
  generation++;
}

/** Runs `listener` after every `publicReadsChanged()` of this process; answers the unsubscribe. */
export function onPublicReadsChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => void changeListeners.delete(listener);
}

/** `source` can (true) or cannot (false) currently hear the other replicas' writes. While any
 * source cannot, the caches load every read and store none; either change empties them (what they
 * held may predate a write nobody heard). */
export function setPublicReadsCoherent(source: object, coherent: boolean): void {
  const changed = coherent ? incoherent.delete(source) : !incoherent.has(source);
  if (!coherent) incoherent.add(source);
  if (changed) {
    generation++;
    coherenceEpoch++;
  }
}

/** The cache key of a public read: the route plus its parameters sorted by name, empty ones
 * dropped (so `?cidade=x&search=y` and `?search=y&cidade=x` are one entry). Callers pass the
 * parameters already validated and normalised as the query uses them (defaults applied). */
export function cacheKey(route: string, params: Record<string, string | number | undefined> = {}): string {
  const entries = Object.entries(params)
    .filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '')
    .map(([k, v]): [string, string] => [k, String(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length > 0 ? `${route}?${new URLSearchParams(entries).toString()}` : route;
}

export interface PublicCacheOptions {
  /** 0 disables the cache (every read loads) */
  maxEntries: number;
  /** sum of the cached bodies (an entry that keeps its value counts twice) */
  maxBytes: number;
  /** time to live of an entry; 0 = until invalidated or evicted */
  ttlMs: number;
  /** the clock for the TTL, ms (tests) */
  now?: () => number;
}

export class PublicCache {
  private readonly lru: LRUCache<string, CachedAnswer> | null;
  private readonly inflight = new Map<string, Promise<CachedAnswer>>();
  private seen = generation;
  /** answers sent from the cache / loaded (counters, for tests and diagnostics) */
  hits = 0;
  loads = 0;

  constructor(options: PublicCacheOptions) {
    this.lru =
      options.maxEntries > 0 && options.maxBytes > 0
        ? new LRUCache<string, CachedAnswer>({
            max: options.maxEntries,
            maxSize: options.maxBytes,
            sizeCalculation: (a) => Math.max(1, a.body.byteLength * (a.value === undefined ? 1 : 2)),
            ...(options.ttlMs > 0 ? { ttl: options.ttlMs } : {}),
            // check expiry on every read (the default caches the clock for 1 ms)
            ttlResolution: 0,
            ...(options.now ? { perf: { now: options.now } } : {}),
          })
        : null;
  }

  /** The cached answer of `key`, or the one `load` makes (stored unless a write happened meanwhile). */
  async answer<T>(key: string, load: () => Promise<CachedAnswer<T>>): Promise<CachedAnswer<T>> {
    const lru = this.lru;
    if (!lru || incoherent.size > 0) {
      this.loads++;
      return load();
    }
    this.sync();
    const cached = lru.get(key) ?? this.inflight.get(key);
    if (cached) {
      this.hits++;
      return cached as Promise<CachedAnswer<T>> | CachedAnswer<T>;
    }
    this.loads++;
    const startedAt = generation;
    const promise = load().then((answer) => {
      if (generation === startedAt) lru.set(key, answer as CachedAnswer);
      return answer;
    });
    this.inflight.set(key, promise as Promise<CachedAnswer>);
    const forget = () => {
      if (this.inflight.get(key) === (promise as Promise<CachedAnswer>)) this.inflight.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  /** Entries and bytes held now. */
  get size(): { entries: number; bytes: number } {
    this.sync();
    return { entries: this.lru?.size ?? 0, bytes: this.lru?.calculatedSize ?? 0 };
  }

  /** Drop what an earlier generation cached (and stop sharing loads started before the write). */
  private sync(): void {
    if (this.seen === generation) return;
    this.lru?.clear();
    this.inflight.clear();
    this.seen = generation;
  }
}

/** True when If-None-Match names `etag` (or is `*`); weak comparison, as RFC 9110 asks for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Sends a serialised answer with its validators (304 without a body when the client has it),
 * brotli- or gzip-compressed when the client accepts it and the body is worth it — compressed once
 * per cached answer, not per request. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, cacheControl: string): FastifyReply {
  const coding = answer.body.byteLength >= COMPRESS_MIN_BYTES ? preferredCoding(request.headers['accept-encoding']) : null;
  const etag = coding ? codedEtag(answer.etag, coding) : answer.etag;
  const vary = reply.getHeader('vary'); // CORS or the route may have set some already
  reply.header('cache-control', cacheControl).header('etag', etag).header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  if (!coding) return reply.send(answer.body);
  return reply.header('content-encoding', coding).send(encodedBody(answer, coding));
}
