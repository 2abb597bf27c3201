// Gauges read when Prometheus scrapes: the caches' hit counters, the database driver, the
// PostgreSQL pool — and, through `queryGauges`, the gauges a slice reads from the database (the
// notifications register the outbox's and the e-mail queue's in their plugin). A collector whose
// query fails or takes over COLLECT_TIMEOUT_MS leaves NaN in its gauges and counts a failure, so
// /metrics still answers while the database is away. This module knows no feature.
import { Counter, Gauge } from 'prom-client';
import type { PoolMonitor } from '../db/client';
import type { AppMetrics } from './metrics';

const COLLECT_TIMEOUT_MS = 2000;

/** What a cache counts of itself: answers served from it, answers loaded (PublicCache, SlotsCache). */
export interface CacheCounters {
  hits: number;
  loads: number;
}

export interface CollectorSources {
  driver: 'pglite' | 'pg';
  pool?: PoolMonitor;
  caches: Record<string, CacheCounters>;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('metrics collector timed out')), COLLECT_TIMEOUT_MS).unref()),
  ]);
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

/** One gauge read from a collector's query result. */
export interface QueryGauge<T> {
  name: string;
  help: string;
  value: (result: T) => number;
}

/**
 * Gauges that read one shared query each scrape (`load`, bounded by COLLECT_TIMEOUT_MS); a failure
 * counts once in acolhe_metrics_collect_failures_total{collector} and leaves NaN in every gauge of it.
 */
export function queryGauges<T>(metrics: AppMetrics, collector: string, load: () => Promise<T>, gauges: readonly QueryGauge<T>[]): void {
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
      registers: [metrics.registry],
      async collect() {
        const result = await read();
        gauge.set(result === null ? NaN : value(result));
      },
    });
  }
}

/** Registers the scrape-time gauges of the infrastructure; answers what stops them listening (the app's close). */
export function registerCollectors(metrics: AppMetrics, sources: CollectorSources): () => void {
  const registers = [metrics.registry];

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
