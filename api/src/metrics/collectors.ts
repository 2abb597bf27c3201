// Gauges read when Prometheus scrapes: the outbox and the e-mail queue (two small queries on the
// partial indexes of pending rows), the caches' hit counters, the PostgreSQL pool. A collector
// whose query fails or takes over COLLECT_TIMEOUT_MS leaves NaN in its gauges and counts a
// failure, so /metrics still answers while the database is away.
import { and, eq, lte, sql } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';
import type { Database, PoolMonitor, RawSql } from '../db/client';
import { notificacoes } from '../db/schema';
import { EMAIL_QUEUE, QUEUE_SCHEMA } from '../notificacoes/worker';
import type { AppMetrics } from './metrics';

const COLLECT_TIMEOUT_MS = 2000;

/** What a cache counts of itself: answers served from it, answers loaded (PublicCache, SlotsCache). */
export interface CacheCounters {
  hits: number;
  loads: number;
}

export interface CollectorSources {
  db: Database;
  raw?: RawSql;
  driver: 'pglite' | 'pg';
  pool?: PoolMonitor;
  now: () => Date;
  caches: Record<string, CacheCounters>;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('metrics collector timed out')), COLLECT_TIMEOUT_MS).unref()),
  ]);
}

/** Due 'pendente' rows and the age of the oldest, by the api's clock (reminders not yet due are
 * not a backlog). */
export async function outboxBacklog(db: Database, now: Date): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int`, oldest: sql<Date | string | null>`min(${notificacoes.agendadaPara})` })
    .from(notificacoes)
    .where(and(eq(notificacoes.status, 'pendente'), lte(notificacoes.agendadaPara, now)));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { pending: Number(row?.pending ?? 0), oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 };
}

/** Jobs of the e-mail queue ready to run and how long the oldest has waited past its start time
 * (by the database's clock, which pg-boss uses); null when the queue's tables do not exist
 * (delivery never ran against this database). */
export async function emailQueueLag(raw: RawSql): Promise<{ ready: number; lagSeconds: number } | null> {
  const present = await raw.executeSql(`SELECT to_regclass('${QUEUE_SCHEMA}.job') IS NOT NULL AS present`, []);
  if (!(present.rows[0] as { present: boolean } | undefined)?.present) return null;
  const { rows } = await raw.executeSql(
    `SELECT count(*)::int AS ready, coalesce(extract(epoch FROM now() - min(start_after)), 0)::float8 AS lag
       FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry') AND start_after <= now()`,
    [EMAIL_QUEUE],
  );
  const row = rows[0] as { ready: number; lag: number } | undefined;
  return { ready: Number(row?.ready ?? 0), lagSeconds: Math.max(0, Number(row?.lag ?? 0)) };
}

/** `load` shared by the callers that overlap: the gauges of one query are collected concurrently
 * (prom-client reads every metric at once), and they must read one result. */
function shared<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= withTimeout(Promise.resolve().then(load)).finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** Registers the scrape-time gauges; answers what stops them listening (the app's close). */
export function registerCollectors(metrics: AppMetrics, sources: CollectorSources): () => void {
  const registers = [metrics.registry];
  /** Gauges that read one shared query each scrape; a failure counts once and leaves NaN. */
  function fromQuery<T>(collector: string, load: () => Promise<T>, gauges: { name: string; help: string; value: (result: T) => number }[]) {
    const read = shared(async () => {
      try {
        return await load();
      } catch {
        metrics.collectFailures.inc({ collector });
        return null;
      }
    });
    for (const { name, help, value } of gauges) {
      const gauge: Gauge = new Gauge({
        name,
        help,
        registers,
        async collect() {
          const result = await read();
          gauge.set(result === null ? NaN : value(result));
        },
      });
    }
  }

  fromQuery('outbox', () => outboxBacklog(sources.db, sources.now()), [
    { name: 'acolhe_outbox_pending', help: "Outbox messages due and still 'pendente' (not yet delivered)", value: (r) => r.pending },
    { name: 'acolhe_outbox_oldest_pending_age_seconds', help: 'Age of the oldest due undelivered outbox message (0 when none)', value: (r) => r.oldestAgeSeconds },
  ]);

  const raw = sources.raw;
  if (raw) {
    fromQuery('email_queue', () => emailQueueLag(raw), [
      { name: 'acolhe_email_queue_ready_jobs', help: 'E-mail jobs ready to run (created or waiting to retry, start time reached)', value: (r) => r?.ready ?? 0 },
      { name: 'acolhe_email_queue_lag_seconds', help: 'How long the oldest ready e-mail job has waited past its start time', value: (r) => r?.lagSeconds ?? 0 },
    ]);
  }

  // The caches count hits and loads themselves (plain numbers on the hot path); the counters
  // here add what changed since the last scrape. Ratio: hits / (hits + misses).
  const seen = new Map<string, CacheCounters>();
  const cacheRequests: Counter<'cache' | 'result'> = new Counter({
    name: 'acolhe_cache_requests_total',
    help: 'Lookups of the in-process caches by cache (public, slots) and result (hit, miss)',
    labelNames: ['cache', 'result'],
    registers,
    collect() {
      for (const [cache, counters] of Object.entries(sources.caches)) {
        const last = seen.get(cache) ?? { hits: 0, loads: 0 };
        cacheRequests.inc({ cache, result: 'hit' }, Math.max(0, counters.hits - last.hits));
        cacheRequests.inc({ cache, result: 'miss' }, Math.max(0, counters.loads - last.loads));
        seen.set(cache, { hits: counters.hits, loads: counters.loads });
      }
    },
  });

  new Gauge({
    name: 'acolhe_db_info',
    help: 'The database driver of this replica (pglite: embedded, one in-process connection, no pool metrics)',
    labelNames: ['driver'],
    registers,
  }).set({ driver: sources.driver }, 1);

  const pool = sources.pool;
  let stop = () => {};
  if (pool) {
    stop = pool.onCheckout((seconds) => metrics.dbPoolWait.observe(seconds));
    new Gauge({ name: 'acolhe_db_pool_max', help: 'Size limit of the PostgreSQL pool', registers }).set(pool.max);
    const connections: Gauge<'state'> = new Gauge({
      name: 'acolhe_db_pool_connections',
      help: 'Connections of the PostgreSQL pool by state (in_use, idle)',
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle } = pool.counts();
        connections.set({ state: 'in_use' }, total - idle);
        connections.set({ state: 'idle' }, idle);
      },
    });
    const waiting: Gauge = new Gauge({
      name: 'acolhe_db_pool_waiting',
      help: 'Callers waiting for a free connection of the PostgreSQL pool',
      registers,
      collect() {
        waiting.set(pool.counts().waiting);
      },
    });
  }
  return stop;
}
