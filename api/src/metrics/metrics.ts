// The api's Prometheus metrics (prom-client), one registry per app so that several apps of one
// process (tests) never share counters. What each metric means and the alert rules to start with:
// docs/operations.md, "Metrics". Labels hold route patterns, statuses and fixed words only —
// never a raw URL, an id or anything a person typed.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the delivery worker did with one message (notificacoes/worker.ts). */
export type EmailOutcome = 'sent' | 'retrying' | 'failed' | 'skipped';

/** Seconds; around the 300 ms p99 budget (docs/benchmarks.md) and up to the 30 s request time-out. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5, 10, 30];
const POOL_WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2, 5];
/** Default metrics left out (their names break Prometheus's naming rules; see createMetrics). */
export const DROPPED_DEFAULT_METRICS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'] as const;

export interface AppMetrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  requestsInFlight: Gauge;
  emailDeliveries: Counter<'outcome'>;
  rateLimitRejections: Counter<'kind'>;
  sweepRuns: Counter<'task' | 'outcome'>;
  sweepLastSuccess: Gauge<'task'>;
  dbPoolWait: Histogram;
  /** a scrape-time collector (database gauges) failed; its gauges read NaN for that scrape */
  collectFailures: Counter<'collector'>;
  /** the video room's WebSockets open on this replica (src/sala) */
  salaSockets: Gauge;
  /** rooms with both parties present, as seen by this replica's sockets (src/sala) */
  salaSalasCompletas: Gauge;
  /** room sockets closed by the api, by close code (4401, 4403, 4408, …) */
  salaFechamentos: Counter<'code'>;
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  // process_* and nodejs_* (CPU, memory, event-loop lag, GC, handles)
  collectDefaultMetrics({ register: registry });
  // prom-client's three totals of the handles, requests and resources are gauges named `_total`,
  // which `promtool check metrics` refuses (a `_total` is a counter): dropped, since each is the sum
  // of its per-type gauge (`sum(nodejs_active_handles)`). metrics.test.ts runs promtool.
  for (const name of DROPPED_DEFAULT_METRICS) registry.removeSingleMetric(name);
  return {
    registry,
    requestDuration: new Histogram({
      name: 'acolhe_http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    requestsInFlight: new Gauge({ name: 'acolhe_http_requests_in_flight', help: 'Requests received and not yet answered', registers }),
    salaSockets: new Gauge({ name: 'acolhe_sala_sockets', help: 'Video-room WebSockets open on this replica', registers }),
    salaSalasCompletas: new Gauge({
      name: 'acolhe_sala_salas_completas',
      help: 'Video rooms with both parties present, as seen by the sockets of this replica',
      registers,
    }),
    salaFechamentos: new Counter({
      name: 'acolhe_sala_fechamentos_total',
      help: 'Video-room WebSockets closed by the api, by close code (1000 left, 4400 invalid, 4401 ticket, 4403 access, 4408 window, 4409 replaced, 4413 size, 4429 rate)',
      labelNames: ['code'],
      registers,
    }),
    emailDeliveries: new Counter({
      name: 'acolhe_email_deliveries_total',
      help: 'E-mail delivery attempts of the outbox by outcome: sent, retrying (failed, will retry), failed (gave up), skipped (cancelled, reminders off, no address)',
      labelNames: ['outcome'],
      registers,
    }),
    rateLimitRejections: new Counter({
      name: 'acolhe_rate_limit_rejections_total',
      help: 'Requests refused with 429 by the rate limits, by limit (write, auth)',
      labelNames: ['kind'],
      registers,
    }),
    sweepRuns: new Counter({
      name: 'acolhe_sweep_runs_total',
      help: 'Runs of the recurring sweeps (src/jobs) by task and outcome (ok, error)',
      labelNames: ['task', 'outcome'],
      registers,
    }),
    sweepLastSuccess: new Gauge({
      name: 'acolhe_sweep_last_success_timestamp_seconds',
      help: 'Unix time of the last successful run of each sweep (lag: time() minus this)',
      labelNames: ['task'],
      registers,
    }),
    dbPoolWait: new Histogram({
      name: 'acolhe_db_pool_wait_seconds',
      help: 'Time to check a connection out of the PostgreSQL pool (not exported on PGlite)',
      buckets: POOL_WAIT_BUCKETS,
      registers,
    }),
    collectFailures: new Counter({
      name: 'acolhe_metrics_collect_failures_total',
      help: 'Scrape-time collectors that failed (database unreachable or slow)',
      labelNames: ['collector'],
      registers,
    }),
  };
}
