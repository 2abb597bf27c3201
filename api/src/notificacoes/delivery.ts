// One message from the outbox to the recipient's inbox: the rules of delivery, apart from the job
// queue that schedules them (worker.ts).
//
// - Relay: due 'pendente' rows (agendada_para reached, by the api's clock) are handed to the job
//   queue with the row's id as the job's id, so handing a row over twice (two replicas, or a crash
//   between the hand-over and its record) makes one job, not two. Reminders wait in the outbox
//   until due; the outbox is what survives restarts and what a cancellation edits.
// - Delivery: only a row that is still 'pendente' is sent (a reminder of a session cancelled in
//   the meantime is 'cancelada'); reminders of an account that turned them off become 'sem-email'.
//   Sending happens outside any transaction, then the outcome is recorded: 'enviada' with
//   delivered_at, or attempts + 1 and last_error, and 'falhou' after the last attempt.
// A failed e-mail never fails the request that caused it: requests only write the outbox row.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { REMINDER_NOTIFICATION_TYPES } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { contas, notificacoes } from '../db/schema';
import { fromDomain, type Mailer } from './mailer';
import { NO_EMAIL_ERROR } from './outbox';
import { renderEmail, type NotificationPayload } from './templates';

/** A row handed over this long ago and still 'pendente' is handed over again (a no-op while its
 * job lives; a new job if the queue lost it). */
export const RELAY_AGAIN_AFTER_MS = 60 * 60_000;

const REMINDERS: ReadonlySet<string> = new Set(REMINDER_NOTIFICATION_TYPES);

/** Hands due rows to the queue (`enqueue` must be idempotent per id); returns how many. */
export async function relayDue(db: Executor, enqueue: (ids: string[]) => Promise<void>, now: Date, limit: number): Promise<number> {
  const rows = await db
    .select({ id: notificacoes.id })
    .from(notificacoes)
    .where(
      and(
        eq(notificacoes.status, 'pendente'),
        lte(notificacoes.agendadaPara, now),
        or(isNull(notificacoes.enfileiradaEm), lt(notificacoes.enfileiradaEm, new Date(now.getTime() - RELAY_AGAIN_AFTER_MS))),
      ),
    )
    .orderBy(asc(notificacoes.agendadaPara), asc(notificacoes.id))
    .limit(limit);
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  await enqueue(ids);
  await db.update(notificacoes).set({ enfileiradaEm: now }).where(inArray(notificacoes.id, ids));
  return ids.length;
}

export interface DeliveryOptions {
  /** the clock */
  now: () => Date;
  /** base URL of the links (config.publicSiteUrl) */
  siteUrl: string;
  /** From address, for the Message-ID's domain */
  from: string;
}

/** Which try this is: the queue's retry count and limit (retryCount === retryLimit: the last). */
export interface Attempt {
  retryCount: number;
  retryLimit: number;
  /** seconds; the queue's earliest next try is retryDelay × 2^retryCount after a failure */
  retryDelay: number;
}

export type DeliveryOutcome = 'enviada' | 'ignorada' | 'sem-email' | 'falha' | 'falhou';

function errorText(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${code}${message}`.slice(0, 1000);
}

/** Sends one outbox row if it is still to be sent, and records the outcome. 'falha' means "try
 * again later" (the caller fails the job so the queue retries it). */
export async function deliverOne(db: Executor, mailer: Mailer, id: string, attempt: Attempt, options: DeliveryOptions): Promise<DeliveryOutcome> {
  const [row] = await db
    .select({
      id: notificacoes.id,
      tipo: notificacoes.tipo,
      link: notificacoes.link,
      payload: notificacoes.payload,
      emailTo: notificacoes.emailTo,
      status: notificacoes.status,
      lembretesEmail: contas.lembretesEmail,
    })
    .from(notificacoes)
    .leftJoin(contas, eq(contas.id, notificacoes.contaId))
    .where(eq(notificacoes.id, id));
  if (!row || row.status !== 'pendente') return 'ignorada';
  const stillPending = and(eq(notificacoes.id, id), eq(notificacoes.status, 'pendente'));
  if (!row.emailTo) {
    await db.update(notificacoes).set({ status: 'sem-email', lastError: NO_EMAIL_ERROR }).where(stillPending);
    return 'sem-email';
  }
  if (REMINDERS.has(row.tipo) && row.lembretesEmail === false) {
    await db.update(notificacoes).set({ status: 'sem-email' }).where(stillPending);
    return 'sem-email';
  }
  let problem: unknown;
  try {
    const email = renderEmail(row.tipo, row.payload as unknown as NotificationPayload, { siteUrl: options.siteUrl, link: row.link, para: row.emailTo });
    await mailer.send({
      to: row.emailTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.icalEvent ? { icalEvent: email.icalEvent } : {}),
      messageId: `<${row.id}@${fromDomain(options.from)}>`,
      headers: { 'X-Acolhe-Notificacao': row.id },
    });
  } catch (error) {
    problem = error ?? new Error('falha desconhecida');
  }
  const at = options.now();
  if (problem === undefined) {
    await db.update(notificacoes).set({ status: 'enviada', deliveredAt: at }).where(stillPending);
    return 'enviada';
  }
  const last = attempt.retryCount >= attempt.retryLimit;
  await db
    .update(notificacoes)
    .set({
      attempts: sql`${notificacoes.attempts} + 1`,
      lastError: errorText(problem),
      status: last ? 'falhou' : 'pendente',
      nextAttemptAt: new Date(at.getTime() + attempt.retryDelay * 1000 * 2 ** attempt.retryCount),
    })
    .where(stillPending);
  return last ? 'falhou' : 'falha';
}
