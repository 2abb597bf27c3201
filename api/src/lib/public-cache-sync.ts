// The public read caches of several api replicas on one PostgreSQL agree through LISTEN/NOTIFY
// (docs/decisions.md, "Several api replicas"): no extra component, and a notification
// reaches every listening replica in a few milliseconds.
//
// Everything here goes through the replica's CacheEvents (./cache-events.ts, the app's AppContext.events).
// - A write on this replica (`events.publicReadsChanged(change)`) sends
//   `NOTIFY acolhe_public_reads, '{"from":"<replica id>","change":…}'` through the api's pool, after
//   its commit; a failed send is retried a few times. The change names what the write changed
//   (everything, or some therapists' profiles and how the lists change: ./public-cache.ts), so the
//   other replicas drop what this one dropped and no more; a change too long for a notification
//   goes as 'everything'.
// - A dedicated connection LISTENs; a notification from another replica applies its change to this
//   replica's caches (`events.dropPublicReads(change)`); our own is ignored (the write already applied it).
//   A payload is input from the network: one that does not parse as a notification (another
//   version's, a hand-written NOTIFY) drops everything rather than being trusted or throwing.
// - That connection lost (server restart, network cut, idle kill): notifications sent meanwhile
//   are lost, so the caches stop storing (`events.setPublicReadsCoherent(false)`) until the connection is
//   back, LISTENing again, and then drop everything they held.
// - The same connection LISTENs to the agenda trigger's channel (agenda/sql/acolhe_agenda_mudou.sql): each
//   notification names a therapist whose booking calendar this replica then forgets
//   (`events.agendaChanged`, agenda/slots-cache.ts) — this replica's own writes included.
// PGlite needs none of this: its data folder belongs to one process.
import { AGENDA_CHANNEL } from './cache-events';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { CacheEvents } from './cache-events';
import { asPublicReadsChange, type PublicReadsChange } from './public-cache';

export const PUBLIC_READS_CHANNEL = 'acolhe_public_reads';
export const LISTENER_APPLICATION_NAME = 'acolhe-public-cache-listener';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a longer change goes as 'everything'. */
export const MAX_PAYLOAD_BYTES = 7900;

/** What one replica tells the others: who wrote (so a replica ignores its own) and what changed. */
export interface PublicReadsNotification {
  from: string;
  change: PublicReadsChange;
}

/** The payload of a notification (JSON); 'everything' when the change would not fit. */
export function encodeNotification(from: string, change: PublicReadsChange): string {
  const payload = JSON.stringify({ from, change } satisfies PublicReadsNotification);
  return Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ from, change: 'everything' } satisfies PublicReadsNotification);
}

/** A received payload read as hostile input: a well-formed notification, or, for anything else,
 * one from nobody that changed everything (never throws). */
export function decodeNotification(payload: string | undefined): PublicReadsNotification {
  const unreadable: PublicReadsNotification = { from: '', change: 'everything' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload ?? '');
  } catch {
    return unreadable;
  }
  if (typeof parsed !== 'object' || parsed === null) return unreadable;
  const { from, change } = parsed as Record<string, unknown>;
  const valid = asPublicReadsChange(change);
  return typeof from === 'string' && valid !== null ? { from, change: valid } : unreadable;
}

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface PublicCacheSyncOptions {
  databaseUrl: string;
  /** runs one statement on the api's pool (DatabaseHandle.raw.executeSql) */
  execute: (text: string, values: unknown[]) => Promise<unknown>;
  log?: Log;
  /** the replica's caches' events (the app's AppContext.events) */
  events: CacheEvents;
  /** another replica wrote, or this one may have missed writes ('everything') (default:
   * `events.dropPublicReads`) */
  onRemoteChange?: (change: PublicReadsChange) => void;
  /** a therapist's agenda changed, on any replica (default: `events.agendaChanged`) */
  onAgendaChange?: (therapistId: string) => void;
  /** whether this replica can hear the others (default: `events.setPublicReadsCoherent`) */
  onCoherence?: (coherent: boolean) => void;
  /** tell the others about the events' `publicReadsChanged()` (default true; false in tests
   * that drive `notifyChanged` themselves) */
  subscribe?: boolean;
  /** first reconnection delay, doubled up to `maxReconnectMs` */
  reconnectMs?: number;
  maxReconnectMs?: number;
}

const NOTIFY_TRIES = 3;
const silent: Log = { info: () => {}, warn: () => {} };

export class PublicCacheSync {
  /** this replica's name in the notifications */
  readonly id = randomUUID();
  /** notifications received from other replicas, and reconnections (diagnostics, tests) */
  received = 0;
  reconnections = 0;
  private client: pg.Client | null = null;
  private closed = false;
  private listening = false;
  private delay: number;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private readonly log: Log;
  private readonly onRemoteChange: (change: PublicReadsChange) => void;
  private readonly onCoherence: (coherent: boolean) => void;
  private readonly onAgendaChange: (therapistId: string) => void;
  private pendingNotifies = new Set<Promise<void>>();

  constructor(private readonly options: PublicCacheSyncOptions) {
    this.log = options.log ?? silent;
    this.delay = options.reconnectMs ?? 100;
    const { events } = options;
    this.onRemoteChange = options.onRemoteChange ?? ((change) => events.dropPublicReads(change));
    this.onAgendaChange = options.onAgendaChange ?? ((therapistId) => events.agendaChanged(therapistId));
    this.onCoherence = options.onCoherence ?? ((coherent) => events.setPublicReadsCoherent(this, coherent));
  }

  /** Connects and LISTENs (resolves once listening, or after the first failed try, which is then
   * retried in the background); from then on this process's writes are announced. */
  async start(): Promise<void> {
    this.onCoherence(false);
    if (this.options.subscribe !== false) this.unsubscribe = this.options.events.onPublicReadsChanged((change) => this.notifyChanged(change));
    await this.connect();
  }

  /** Whether the LISTEN connection is up now. */
  get isListening(): boolean {
    return this.listening;
  }

  /** Tells the other replicas what changed in the public reads (fire and forget; retried). */
  notifyChanged(change: PublicReadsChange = 'everything'): void {
    const payload = encodeNotification(this.id, change);
    const send = (async () => {
      for (let attempt = 1; attempt <= NOTIFY_TRIES && !this.closed; attempt++) {
        try {
          await this.options.execute('SELECT pg_notify($1, $2)', [PUBLIC_READS_CHANNEL, payload]);
          return;
        } catch (error) {
          if (attempt === NOTIFY_TRIES) {
            this.log.warn({ err: { message: (error as Error).message } }, 'public cache: could not notify the other replicas');
          } else {
            await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
          }
        }
      }
    })();
    this.pendingNotifies.add(send);
    void send.finally(() => this.pendingNotifies.delete(send));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe?.();
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([...this.pendingNotifies]);
    const client = this.client;
    this.client = null;
    this.listening = false;
    this.onCoherence(true); // nothing to hear any more: the process is on its own
    if (client) await client.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      // how an operator (and the test) finds this connection in pg_stat_activity
      application_name: LISTENER_APPLICATION_NAME,
    });
    this.client = client;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || this.client !== client) return;
      lost = true;
      void client.end().catch(() => {});
      this.lost(error);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === AGENDA_CHANNEL) {
        if (message.payload) this.onAgendaChange(message.payload);
        return;
      }
      if (message.channel !== PUBLIC_READS_CHANNEL) return;
      const { from, change } = decodeNotification(message.payload);
      if (from === this.id) return;
      this.received++;
      this.onRemoteChange(change);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_READS_CHANNEL}; LISTEN ${AGENDA_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.closed || lost) return;
    this.listening = true;
    this.delay = this.options.reconnectMs ?? 100;
    // whatever was cached before may predate a write we could not hear
    this.onRemoteChange('everything');
    this.onCoherence(true);
  }

  private lost(error?: Error): void {
    const wasListening = this.listening;
    this.listening = false;
    this.onCoherence(false);
    this.onRemoteChange('everything');
    if (this.closed) return;
    if (wasListening) {
      this.log.warn({ err: { message: error?.message ?? 'connection ended' } }, 'public cache: LISTEN connection lost, reconnecting');
    }
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, this.options.maxReconnectMs ?? 2000);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.reconnections++;
      void this.connect();
    }, wait);
    this.timer.unref();
  }
}
