// The changes the api's in-process caches hear, one instance per app (AppContext.events; issue 31):
// - public reads (./public-cache.ts): a write names what it changed (`publicReadsChanged`), after
//   its commit; the app's PublicCache reads the resulting freshness here, and the listeners
//   (./public-cache-sync.ts: the other replicas) are told;
// - agendas (agenda/slots-cache.ts): a therapist's calendar changed (`agendaChanged`), from this
//   app's writes and from the database's trigger (PGlite in-process, PostgreSQL through the
//   replica's LISTEN connection);
// - coherence: while a cross-replica listener may be missing writes nothing is stored, and a lost
//   or regained listener empties every cache.
// Per app, not per process: two apps of one process (tests) neither share listeners nor drop each
// other's answers; what a write outside the app's requests changes (seeding, a script) is told to
// the app's events by whoever holds them (main.ts, the test harness).
import { LISTS_SCOPE, profileScope, type PublicReadsChange, type PublicScope } from './public-cache';

/** The channel of the database's agenda trigger (acolhe_agenda_mudou): a therapist's calendar
 * changed; every replica's slots cache listens to it. */
export const AGENDA_CHANNEL = 'acolhe_agenda';

/** When a load started, in the terms of the changes below. */
export interface LoadMark {
  scope: PublicScope;
  generation: number;
  sequence: number;
  /** the cache's clock when the load started (what the lag counts from) */
  startedAt: number;
}

/** More scopes changed than any catalogue has therapists (changes from the network included):
 * forget them all with everything rather than grow without bound. */
const MAX_CHANGED_SCOPES = 100_000;

export class CacheEvents {
  /** Bumped when every answer must go ('everything', a lost or regained LISTEN connection). */
  private generationCount = 0;
  /** Counts the scoped changes; a load remembers the count at its start, so a change of its scope
   * after that (a higher number below) makes it changed (hard) or lagging (soft). */
  private sequence = 0;
  private readonly hardChanges = new Map<PublicScope, number>();
  private readonly softChanges = new Map<PublicScope, number>();
  private readonly publicListeners = new Set<(change: PublicReadsChange) => void>();
  private readonly agendaListeners = new Set<(therapistId: string) => void>();
  /** Sources (cross-replica listeners) that may have missed a write right now: nothing is stored. */
  private readonly incoherent = new Set<object>();
  // Bumped only when a cross-replica listener is lost or regained: what any cache held may then
  // predate a write nobody heard. The agenda's month cache follows this one, not `generation`:
  // the catalogue's writes (reviews, profiles) do not change a calendar, and the agenda's own
  // writes reach it by therapist.
  private coherenceEpoch = 0;

  get generation(): number {
    return this.generationCount;
  }

  coherenceChanges(): number {
    return this.coherenceEpoch;
  }

  /** False while some cross-replica listener may be missing writes: store nothing. */
  publicReadsCoherent(): boolean {
    return this.incoherent.size === 0;
  }

  /** Call after the commit of every write that changes what a cached public read answers, with the
   * narrowest change that covers it. */
  publicReadsChanged(change: PublicReadsChange): void {
    this.apply(change);
    for (const listener of this.publicListeners) listener(change);
  }

  /** Another replica changed a public read: apply its change to this app's caches (told nobody).
   * Without a change (or an unreadable one), everything goes. */
  dropPublicReads(change: PublicReadsChange = 'everything'): void {
    this.apply(change);
  }

  /** Runs `listener` after every `publicReadsChanged()`; answers the unsubscribe. */
  onPublicReadsChanged(listener: (change: PublicReadsChange) => void): () => void {
    this.publicListeners.add(listener);
    return () => void this.publicListeners.delete(listener);
  }

  /** `source` can (true) or cannot (false) currently hear the other replicas' writes. While any
   * source cannot, the caches load every read and store none; either change empties them (what they
   * held may predate a write nobody heard). */
  setPublicReadsCoherent(source: object, coherent: boolean): void {
    const changed = coherent ? this.incoherent.delete(source) : !this.incoherent.has(source);
    if (!coherent) this.incoherent.add(source);
    if (changed) {
      this.apply('everything');
      this.coherenceEpoch++;
    }
  }

  /** The agenda of `therapistId` changed (after the commit): the app's calendars drop it. */
  agendaChanged(therapistId: string): void {
    for (const listener of this.agendaListeners) listener(therapistId);
  }

  /** Runs `listener` after every `agendaChanged()`; answers the unsubscribe. */
  onAgendaChanged(listener: (therapistId: string) => void): () => void {
    this.agendaListeners.add(listener);
    return () => void this.agendaListeners.delete(listener);
  }

  /** A load of `scope` starting now (`startedAt`, the cache's clock). */
  markOf(scope: PublicScope, startedAt: number): LoadMark {
    return { scope, generation: this.generationCount, sequence: this.sequence, startedAt };
  }

  /** 'changed': its scope changed hard after its load started (drop, never share);
   * 'lagging': changed soft since (usable while young); 'fresh': nothing since. */
  freshnessOf(mark: LoadMark): 'fresh' | 'lagging' | 'changed' {
    if (mark.generation !== this.generationCount || (this.hardChanges.get(mark.scope) ?? 0) > mark.sequence) return 'changed';
    return (this.softChanges.get(mark.scope) ?? 0) > mark.sequence ? 'lagging' : 'fresh';
  }

  private apply(change: PublicReadsChange): void {
    if (change === 'everything' || this.hardChanges.size + change.profiles.length > MAX_CHANGED_SCOPES) {
      this.generationCount++;
      // every answer older than this is gone: the scopes' history is no longer needed
      this.hardChanges.clear();
      this.softChanges.clear();
      return;
    }
    this.sequence++;
    for (const id of change.profiles) this.hardChanges.set(profileScope(id), this.sequence);
    if (change.lists === 'cards') this.hardChanges.set(LISTS_SCOPE, this.sequence);
    if (change.lists === 'ratings') this.softChanges.set(LISTS_SCOPE, this.sequence);
  }
}
