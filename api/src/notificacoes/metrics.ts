// The notifications' gauges in /metrics, read when Prometheus scrapes (two small queries on the
// partial indexes of pending rows): the outbox's backlog and the e-mail queue's lag. Registered by
// the slice's plugin on the app's registry (metrics/collectors.ts `queryGauges`: a query that fails
// leaves NaN and counts a failure).
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, RawSql } from '../db/client';
import { notificacoes } from '../db/schema';
import { queryGauges } from '../metrics/collectors';
import type { AppMetrics } from '../metrics/metrics';
import { EMAIL_QUEUE, QUEUE_SCHEMA } from './worker';

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

export interface NotificationGaugeSources {
  db: Database;
  /** the e-mail queue's gauges need plain SQL (absent: not registered) */
  raw: RawSql | undefined;
  now: () => Date;
}

/** Registers the outbox's and the e-mail queue's gauges on the app's registry. */
export function registerNotificationGauges(metrics: AppMetrics, { db, raw, now }: NotificationGaugeSources): void {
  queryGauges(metrics, 'outbox', () => outboxBacklog(db, now()), [
    { name: 'acolhe_outbox_pending', help: "Outbox messages due and still 'pendente' (not yet delivered)", value: (r) => r.pending },
    { name: 'acolhe_outbox_oldest_pending_age_seconds', help: 'Age of the oldest due undelivered outbox message (0 when none)', value: (r) => r.oldestAgeSeconds },
  ]);
  if (raw) {
    queryGauges(metrics, 'email_queue', () => emailQueueLag(raw), [
      { name: 'acolhe_email_queue_ready_jobs', help: 'E-mail jobs ready to run (created or waiting to retry, start time reached)', value: (r) => r?.ready ?? 0 },
      { name: 'acolhe_email_queue_lag_seconds', help: 'How long the oldest ready e-mail job has waited past its start time', value: (r) => r?.lagSeconds ?? 0 },
    ]);
  }
}
