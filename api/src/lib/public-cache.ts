// In-process cache of the public catalogue reads (therapist lists, featured list, public profile,
// specialties). Why: on PGlite every query runs inside the api's one thread (~25 ms of CPU for a
// listing), so under load requests queue behind each other; these answers change only when a
// profile, a review or the catalogue is written. A hit sends bytes serialised once — no query,
// no JSON.stringify.
//
// Freshness, by scope (docs/decisions.md, "Scoped cache invalidation; lists' ratings lag N s"):
// each answer belongs to one scope — a therapist's profile (`terapeuta:<id>`), the lists (search
// and featured) or the specialty catalogue — and every write that changes a public read calls
// `publicReadsChanged(change)` after its commit, naming what it changed: 'everything', or some
// therapists' profiles and how the lists change with them. So a review drops one profile, not
// every answer of the process.
// - hard change of a scope (a profile; the lists when a card's name, city, price, photo or
//   publication changes): its answers are dropped at once; a load of it that started before the
//   change is answered but not stored, and no later reader shares it;
// - soft change (the lists when only ratings changed, i.e. a review): a list loaded before it is
//   "lagging"; it is still served while younger than `ratingsLagMs` (load start time), then
//   reloaded, concurrent readers sharing that one load. Each list reloads at most once per lag
//   under constant reviews and never lags a review by more than the lag; 0 = exact (soft = hard);
// - across replicas on one PostgreSQL: `publicReadsChanged()` also tells the listeners registered
//   with `events.onPublicReadsChanged` (./public-cache-sync.ts NOTIFYs the change to the other
//   replicas, which apply it with `events.dropPublicReads(change)`); while a replica's LISTEN
//   connection is down it may miss a write, so it stores nothing (`setPublicReadsCoherent`) and
//   drops everything once listening again;
// - a TTL (config `publicCache.ttlMs`) as a backstop for writes made outside the api.
// Bounded by entries and by bytes (LRU, `lru-cache`); concurrent misses of one key share one load.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CacheEvents, LoadMark } from './cache-events';

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

// ---------------------------------------------------------------- what a write changed

/** The part of the public reads an answer belongs to: one therapist's profile, the lists (search
 * and featured) or the specialty catalogue (which only 'everything' changes). */
export type PublicScope = `terapeuta:${string}` | 'listas' | 'especialidades';
export const profileScope = (therapistId: string): PublicScope => `terapeuta:${therapistId}`;
export const LISTS_SCOPE: PublicScope = 'listas';
export const CATALOGUE_SCOPE: PublicScope = 'especialidades';

/** How the lists change with a write on some therapists:
 * - 'unchanged': only their profiles show it (a review's verified badge or answer, its author's name);
 * - 'ratings': their rating and review count, hence the lists' numbers and order (soft: a list
 *   may lag up to `ratingsLagMs`);
 * - 'cards': what their cards show or whether they are listed (name, city, price, photo, length,
 *   publication): every list dropped at once. */
export type ListsChange = 'unchanged' | 'ratings' | 'cards';
const LISTS_CHANGES: readonly ListsChange[] = ['unchanged', 'ratings', 'cards'];

/** What a write changed, as the public reads see it. Plain data: it travels to the other replicas
 * as JSON (./public-cache-sync.ts). */
export type PublicReadsChange = 'everything' | { profiles: readonly string[]; lists: ListsChange };

/** The longest therapist id a change may name (ids are UUIDs or Cognito subjects). */
const MAX_ID_LENGTH = 200;

/** `value` as a change, or null when it is not one (a notification is input from the network:
 * checked field by field, never trusted). */
export function asPublicReadsChange(value: unknown): PublicReadsChange | null {
  if (value === 'everything') return 'everything';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { profiles, lists } = value as Record<string, unknown>;
  if (!LISTS_CHANGES.includes(lists as ListsChange) || !Array.isArray(profiles)) return null;
  const valid = profiles.every((id) => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH);
  return valid ? { profiles: profiles as string[], lists: lists as ListsChange } : null;
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
  /** how long an answer may lag a soft change of its scope (the lists after a review), counted
   * from its load's start; 0 (default) = exact */
  ratingsLagMs?: number;
  /** the clock for the TTL and the lag, ms (tests) */
  now?: () => number;
}

interface Entry extends LoadMark {
  answer: CachedAnswer;
}

interface Load extends LoadMark {
  promise: Promise<CachedAnswer>;
}

export class PublicCache {
  private readonly lru: LRUCache<string, Entry> | null;
  private readonly inflight = new Map<string, Load>();
  private readonly lagMs: number;
  private readonly now: () => number;
  private seen: number;
  /** answers sent from the cache / loaded (counters, for tests and diagnostics) */
  hits = 0;
  loads = 0;

  /** `events`: the app's changes of public reads (what makes an answer stale) */
  constructor(
    options: PublicCacheOptions,
    private readonly events: CacheEvents,
  ) {
    this.seen = events.generation;
    this.lagMs = Math.max(0, options.ratingsLagMs ?? 0);
    this.now = options.now ?? (() => performance.now());
    this.lru =
      options.maxEntries > 0 && options.maxBytes > 0
        ? new LRUCache<string, Entry>({
            max: options.maxEntries,
            maxSize: options.maxBytes,
            sizeCalculation: ({ answer: a }) => Math.max(1, a.body.byteLength * (a.value === undefined ? 1 : 2)),
            ...(options.ttlMs > 0 ? { ttl: options.ttlMs } : {}),
            // check expiry on every read (the default caches the clock for 1 ms)
            ttlResolution: 0,
            perf: { now: this.now },
          })
        : null;
  }

  /** The cached answer of `key` (an answer of `scope`), or the one `load` makes — stored unless
   * its scope changed meanwhile. */
  async answer<T>(key: string, scope: PublicScope, load: () => Promise<CachedAnswer<T>>): Promise<CachedAnswer<T>> {
    const lru = this.lru;
    if (!lru || !this.events.publicReadsCoherent()) {
      this.loads++;
      return load();
    }
    this.sync();
    const now = this.now();
    const cached = lru.get(key);
    if (cached && this.usable(cached, now)) {
      this.hits++;
      return cached.answer as CachedAnswer<T>;
    }
    if (cached) lru.delete(key);
    const running = this.inflight.get(key);
    if (running && this.usable(running, now)) {
      this.hits++;
      return running.promise as Promise<CachedAnswer<T>>;
    }
    this.loads++;
    const mark = this.events.markOf(scope, now);
    const promise: Promise<CachedAnswer> = load().then((answer) => {
      this.store(key, { ...mark, answer });
      return answer;
    });
    this.inflight.set(key, { ...mark, promise });
    const forget = () => {
      if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
    };
    promise.then(forget, forget);
    return promise as Promise<CachedAnswer<T>>;
  }

  /** Entries and bytes held now (answers whose scope changed are dropped first). */
  get size(): { entries: number; bytes: number } {
    this.sync();
    const lru = this.lru;
    if (!lru) return { entries: 0, bytes: 0 };
    const changed = [...lru.entries()].filter(([, entry]) => this.events.freshnessOf(entry) === 'changed').map(([key]) => key);
    for (const key of changed) lru.delete(key);
    return { entries: lru.size, bytes: lru.calculatedSize };
  }

  /** Whether an answer (or a running load) may be sent now: nothing changed since its load
   * started, or only softly and less than the lag ago. */
  private usable(mark: LoadMark, now: number): boolean {
    const freshness = this.events.freshnessOf(mark);
    return freshness === 'fresh' || (freshness === 'lagging' && now - mark.startedAt < this.lagMs);
  }

  /** Keeps a finished load unless its scope changed while it ran, or a later load is already kept. */
  private store(key: string, entry: Entry): void {
    const lru = this.lru;
    if (!lru || !this.events.publicReadsCoherent() || !this.usable(entry, this.now())) return;
    const held = lru.peek(key);
    if (held && held.sequence > entry.sequence && this.events.freshnessOf(held) !== 'changed') return;
    lru.set(key, entry);
  }

  /** Drop what an earlier generation cached (and stop sharing loads started before it). */
  private sync(): void {
    if (this.seen === this.events.generation) return;
    this.lru?.clear();
    this.inflight.clear();
    this.seen = this.events.generation;
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
