// The delivery worker: pg-boss (a maintained PostgreSQL job queue, 10.x — the last line whose
// engines allow Node 20) over the api's own database, PGlite or PostgreSQL, through the same
// connection(s) as Drizzle (DatabaseHandle.raw). One code path on both.
//
// What the queue gives us: each job is fetched by one worker only (FOR UPDATE SKIP LOCKED inside
// pg-boss), retries with exponential backoff and jitter (retryDelay × 2^n), expiry of a job whose
// worker died (it is retried), and jobs that survive restarts. What the outbox keeps (delivery.ts):
// the message itself, written in the transaction of the change, its state for the inbox and for
// operators (attempts, last_error, delivered_at), and the time a reminder is due.
//
// Each replica runs a relay round every MAIL_INTERVAL_MS and a pg-boss worker polling at the same
// pace; with several replicas each message still goes out once (one job per row id).
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { MailConfig } from '../config';
import type { Database, RawSql } from '../db/client';
import { deliverOne, relayDue, type DeliveryOutcome } from './delivery';
import { createSmtpMailer, type Mailer } from './mailer';
import type { EmailOutcome } from '../metrics/metrics';

/** A delivery's outcome as /metrics counts it. */
const EMAIL_OUTCOMES: Record<DeliveryOutcome, EmailOutcome> = {
  enviada: 'sent',
  falha: 'retrying',
  falhou: 'failed',
  ignorada: 'skipped',
  'sem-email': 'skipped',
};

export const EMAIL_QUEUE = 'notificacao-email';
/** pg-boss's own tables live in this schema, apart from the product's. */
export const QUEUE_SCHEMA = 'pgboss';
/** rows handed to the queue per relay round */
const RELAY_BATCH = 200;
/** a send that has not finished in this long is considered lost and retried */
const JOB_EXPIRE_SECONDS = 120;

export interface DeliveryResult {
  sent: number;
  failed: number;
  skipped: number;
}

export interface DeliveryEngineOptions {
  db: Database;
  raw: RawSql;
  mailer: Mailer;
  config: MailConfig;
  now: () => Date;
  siteUrl: string;
  onError?: (error: unknown) => void;
  /** hears what became of each message handled (metrics) */
  onOutcome?: (outcome: DeliveryOutcome) => void;
}

interface EmailJob {
  id: string;
  retryCount?: number;
  retryLimit?: number;
  retryDelay?: number;
}

/** What delivery reads of a pg-boss job (the same for the worker and for drain). */
const toEmailJob = (j: EmailJob): EmailJob => ({ id: j.id, retryCount: j.retryCount, retryLimit: j.retryLimit, retryDelay: j.retryDelay });

export interface DeliveryEngine {
  readonly boss: PgBoss;
  /** installs or upgrades pg-boss's schema and the queue (idempotent, safe from several replicas) */
  start(): Promise<void>;
  /** hands due outbox rows to the queue */
  relay(): Promise<number>;
  /** starts polling the queue in the background; answers the worker's id */
  work(): Promise<string>;
  /** relay, then fetch and deliver until the queue has nothing ready (tests, scripts) */
  drain(maxRounds?: number): Promise<DeliveryResult>;
  stop(): Promise<void>;
}

export function createDeliveryEngine(options: DeliveryEngineOptions): DeliveryEngine {
  const { db, raw, mailer, config, now, siteUrl } = options;
  const boss = new PgBoss({ db: raw, schema: QUEUE_SCHEMA, schedule: false, supervise: true, migrate: true });
  boss.on('error', (error) => options.onError?.(error));
  let workerId: string | undefined;

  const jobOf = (id: string): PgBoss.JobInsert<{ id: string }> => ({
    id,
    name: EMAIL_QUEUE,
    data: { id },
    retryLimit: Math.max(0, config.maxAttempts - 1),
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: JOB_EXPIRE_SECONDS,
  });

  const enqueue = async (ids: string[]) => {
    await boss.insert(ids.map(jobOf));
  };

  /** Delivers a batch; failed jobs are failed in the queue (→ retry later), the rest are left for
   * the caller to complete. */
  const handle = async (jobs: EmailJob[], counts: DeliveryResult): Promise<string[]> => {
    const done: string[] = [];
    for (const job of jobs) {
      const outcome: DeliveryOutcome = await deliverOne(
        db,
        mailer,
        job.id,
        { retryCount: job.retryCount ?? 0, retryLimit: job.retryLimit ?? 0, retryDelay: job.retryDelay ?? config.retryDelaySeconds },
        { now, siteUrl, from: config.from },
      );
      options.onOutcome?.(outcome);
      if (outcome === 'falha' || outcome === 'falhou') {
        counts.failed++;
        await boss.fail(EMAIL_QUEUE, job.id, { message: 'envio falhou; ver notificacoes.last_error' });
      } else {
        if (outcome === 'enviada') counts.sent++;
        else counts.skipped++;
        done.push(job.id);
      }
    }
    return done;
  };

  return {
    boss,
    async start() {
      await boss.start();
      if (!(await boss.getQueue(EMAIL_QUEUE))) await boss.createQueue(EMAIL_QUEUE, { name: EMAIL_QUEUE, policy: 'standard' });
    },
    relay: () => relayDue(db, enqueue, now(), RELAY_BATCH),
    async work() {
      const id = await boss.work<{ id: string }>(
        EMAIL_QUEUE,
        { batchSize: config.batchSize, pollingIntervalSeconds: Math.max(0.5, config.intervalMs / 1000), includeMetadata: true },
        async (jobs) => {
          const counts: DeliveryResult = { sent: 0, failed: 0, skipped: 0 };
          // pg-boss completes the jobs still active when this returns: the delivered and skipped
          // ones (the failed ones were just moved to 'retry' by boss.fail)
          await handle(jobs.map(toEmailJob), counts);
        },
      );
      workerId = id;
      return id;
    },
    async drain(maxRounds = 50) {
      const counts: DeliveryResult = { sent: 0, failed: 0, skipped: 0 };
      await this.relay();
      for (let round = 0; round < maxRounds; round++) {
        const jobs = await boss.fetch<{ id: string }>(EMAIL_QUEUE, { batchSize: config.batchSize, includeMetadata: true });
        if (!jobs || jobs.length === 0) break;
        const done = await handle(jobs.map(toEmailJob), counts);
        if (done.length > 0) await boss.complete(EMAIL_QUEUE, done);
      }
      return counts;
    },
    async stop() {
      if (workerId) await boss.offWork({ id: workerId }).catch(() => {});
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** Runs delivery inside the api process (MAIL_ENABLED=false: not at all; messages then wait in
 * the outbox until a process with delivery on runs), over the app's database, clock and mailer
 * (the test's, else nodemailer over SMTP_URL). */
export function registerNotificationDelivery(app: FastifyInstance): void {
  const { raw, mailer } = app;
  const config = app.appConfig.mail;
  if (!config.enabled) return;
  if (!raw) throw new Error('MAIL_ENABLED needs the database handle (buildApp({ raw }))');
  let engine: DeliveryEngine | undefined;
  let transport: Mailer | undefined;
  let timer: NodeJS.Timeout | undefined;
  let relaying: Promise<unknown> = Promise.resolve();
  let busy = false;
  const relayRound = () => {
    if (busy || !engine) return;
    busy = true;
    const e = engine;
    relaying = e
      .relay()
      .then((n) => {
        // wake this replica's worker instead of waiting for its next poll
        if (n > 0 && workerId) e.boss.notifyWorker(workerId);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'notification relay round failed'))
      .finally(() => {
        busy = false;
      });
  };
  let workerId: string | undefined;
  app.addHook('onReady', async () => {
    transport = mailer ?? createSmtpMailer(config);
    engine = createDeliveryEngine({
      db: app.db,
      raw,
      mailer: transport,
      config,
      now: app.now,
      siteUrl: app.appConfig.publicSiteUrl,
      onError: (error) => app.log.warn({ err: error }, 'notification queue error; it keeps going'),
      onOutcome: (outcome) => app.metrics.emailDeliveries.inc({ outcome: EMAIL_OUTCOMES[outcome] }),
    });
    await engine.start();
    workerId = await engine.work();
    relayRound();
    timer = setInterval(relayRound, config.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await relaying;
    await engine?.stop();
    transport?.close();
  });
}
