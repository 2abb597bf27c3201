// Cache of the booking calendar (GET slots-mes): one serialised answer per therapist and month.
// Why: a month is five queries and ~2 ms of CPU, and every visit to a profile asks for it, while
// it changes only when that therapist's agenda is written or the clock reaches a slot.
//
// Freshness:
// - the clock: an answer is kept only until `slotsStableUntil` (the first open slot entering
//   the minimum notice, or São Paulo's midnight when the horizon moves);
// - writes: a database trigger (sql/acolhe_agenda_mudou.sql) NOTIFYs `acolhe_agenda` with the therapist's id
//   on every change of sessions, weekly hours, blocks, opened holidays or the profile's length,
//   buffer and notice — whichever replica, job or script wrote. PGlite delivers it in-process
//   (db/client.ts `listen`), PostgreSQL to each replica's LISTEN connection
//   (lib/public-cache-sync.ts); both end in the app's `events.agendaChanged(id)`
//   (lib/cache-events.ts). The api's own booking and agenda writes also call it right after their
//   commit, so the writer's replica is exact at once;
// - coherence (lib/public-cache.ts): a lost or regained LISTEN connection empties this cache, and
//   while a replica may be missing notifications nothing is stored (the catalogue's own writes —
//   reviews, profiles — do not touch it: they change no calendar);
// - a load that started before a change of its therapist is answered but not stored.
import { LRUCache } from 'lru-cache';
import type { Slot } from '@acolhe/shared-domain';
import type { CacheEvents } from '../lib/cache-events';
import { serialise, type CachedAnswer } from '../lib/public-cache';

/** The channel of the database trigger of sql/acolhe_agenda_mudou.sql (payload: the therapist's id). */
import { AGENDA_CHANNEL } from '../lib/cache-events';

export { AGENDA_CHANNEL };

export interface SlotsCacheOptions {
  /** 0 disables the cache (every request loads) */
  maxEntries: number;
  maxBytes: number;
  /** backstop for writes nobody announced (0: none) */
  ttlMs: number;
}

export interface MonthOfSlots {
  slots: Slot[];
  /** the answer holds until then if nothing is written (slotsStableUntil) */
  validUntil: Date;
}

interface Entry extends CachedAnswer {
  therapistId: string;
  /** valid for instants in [computedAt, expiresAt) (a clock set back is a miss too) */
  computedAt: number;
  expiresAt: number;
}

interface Load {
  therapistId: string;
  promise: Promise<Entry>;
  /** a change of its therapist (or of everything) happened while it ran */
  stale: boolean;
}

export class SlotsCache {
  private readonly lru: LRUCache<string, Entry> | null;
  /** therapist → the keys of their cached months (what a change drops) */
  private readonly byTherapist = new Map<string, Set<string>>();
  private readonly inflight = new Map<string, Load>();
  private seen: number;
  private readonly unsubscribe: () => void;
  hits = 0;
  loads = 0;

  /** `events`: the app's agenda changes and coherence (lib/cache-events.ts) */
  constructor(
    private readonly options: SlotsCacheOptions,
    private readonly events: CacheEvents,
  ) {
    this.seen = events.coherenceChanges();
    this.lru =
      options.maxEntries > 0 && options.maxBytes > 0
        ? new LRUCache<string, Entry>({
            max: options.maxEntries,
            maxSize: options.maxBytes,
            sizeCalculation: (e) => Math.max(1, e.body.byteLength),
            dispose: (entry, key) => {
              const keys = this.byTherapist.get(entry.therapistId);
              keys?.delete(key);
              if (keys?.size === 0) this.byTherapist.delete(entry.therapistId);
            },
          })
        : null;
    this.unsubscribe = events.onAgendaChanged((therapistId) => this.drop(therapistId));
  }

  /** The month's answer: cached while valid at `now`, else loaded (and stored if still current). */
  async answer(therapistId: string, year: number, month: number, now: Date, load: () => Promise<MonthOfSlots>): Promise<CachedAnswer> {
    const key = `${therapistId}|${year}-${month}`;
    const lru = this.lru;
    if (lru) {
      this.sync();
      const cached = lru.get(key);
      if (cached && now.getTime() >= cached.computedAt && now.getTime() < cached.expiresAt) {
        this.hits++;
        return cached;
      }
      const running = this.inflight.get(key);
      if (running) {
        this.hits++;
        return running.promise;
      }
    }
    this.loads++;
    const generation = this.events.coherenceChanges();
    const job: Load = {
      therapistId,
      stale: false,
      promise: load().then(({ slots, validUntil }) => {
        const expiresAt = Math.min(validUntil.getTime(), this.options.ttlMs > 0 ? now.getTime() + this.options.ttlMs : Infinity);
        const entry: Entry = { ...serialise(slots), therapistId, computedAt: now.getTime(), expiresAt };
        if (lru && !job.stale && generation === this.events.coherenceChanges() && this.events.publicReadsCoherent() && now.getTime() < expiresAt) {
          lru.set(key, entry);
          let keys = this.byTherapist.get(therapistId);
          if (!keys) this.byTherapist.set(therapistId, (keys = new Set()));
          keys.add(key);
        }
        return entry;
      }),
    };
    if (!lru) return job.promise;
    this.inflight.set(key, job);
    const forget = () => {
      if (this.inflight.get(key) === job) this.inflight.delete(key);
    };
    job.promise.then(forget, forget);
    return job.promise;
  }

  /** Forgets `therapistId`'s months, and the loads of them under way. */
  drop(therapistId: string): void {
    for (const key of [...(this.byTherapist.get(therapistId) ?? [])]) this.lru?.delete(key);
    for (const [key, job] of this.inflight) {
      if (job.therapistId !== therapistId) continue;
      job.stale = true;
      this.inflight.delete(key);
    }
  }

  /** Months held now. */
  get size(): number {
    this.sync();
    return this.lru?.size ?? 0;
  }

  /** Stops listening to agenda changes (the app closed). */
  close(): void {
    this.unsubscribe();
  }

  /** Everything is forgotten when the replica may have missed notifications (top of this file). */
  private sync(): void {
    const generation = this.events.coherenceChanges();
    if (this.seen === generation) return;
    this.lru?.clear();
    this.byTherapist.clear();
    for (const job of this.inflight.values()) job.stale = true;
    this.inflight.clear();
    this.seen = generation;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** serialised booking calendars (slots-mes), per therapist and month */
    slotsCache: SlotsCache;
  }
}
