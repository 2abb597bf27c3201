// E-mail delivery of the notifications outbox: the smallest poller with the same guarantees on
// PGlite and PostgreSQL.
//
// - Claim: one UPDATE over `SELECT … FOR UPDATE SKIP LOCKED` of a few due 'pendente' rows moves
//   their next_attempt_at a lease ahead. Two workers (two replicas, or two rounds of one) never
//   claim the same row: the second one skips the locked rows, and once the first commits the
//   rows are no longer due. PGlite has one connection, so the statements simply take turns.
// - Send outside any transaction (an SMTP round trip never holds a lock or, on PGlite, the one
//   connection), then mark the row 'enviada' with delivered_at, or count the failure: attempts
//   + 1, last_error, next_attempt_at after an exponential backoff (30 s × 2^(attempts − 1),
//   at most 1 h); the 10th failure is final ('falhou').
// - A worker that dies after claiming leaves the rows due again when the lease ends (at least
//   once; the Message-ID is the notification's, so a duplicate after such a crash is recognisable).
// A failed e-mail never fails the request that caused it: requests only write the outbox row.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { notificacoes } from '../db/schema';
import { renderEmail, type NotificationPayload } from './templates';

/** After this many failed sends a message is given up ('falhou'). */
export const MAX_ATTEMPTS = 10;
/** How long a claimed message is hidden from other workers while this one sends it. */
export const LEASE_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 3_600_000;

/** Wait before the next try after the `attempts`-th failure: 30 s, 1 min, 2 min, … at most 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** '<id@domain>' */
  messageId: string;
  headers: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The domain of the From address ('Acolhe <nao-responda@acolhe.com.br>' → 'acolhe.com.br'). */
function fromDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'acolhe.com.br';
}

/** nodemailer over SMTP_URL. Time-outs keep one send well inside the lease. */
export function createSmtpMailer(config: Pick<MailConfig, 'smtpUrl' | 'from'>): Mailer {
  const transport = createTransport(
    { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 },
    { from: config.from },
  );
  return {
    async send(mail) {
      await transport.sendMail({ ...mail });
    },
    close() {
      transport.close();
    },
  };
}

export interface DeliveryOptions {
  /** the clock */
  now: () => Date;
  /** base URL of the links (config.publicSiteUrl) */
  siteUrl: string;
  /** From address, for the Message-ID's domain */
  from: string;
  /** rows claimed at once */
  batchSize?: number;
}

export interface DeliveryResult {
  claimed: number;
  sent: number;
  failed: number;
}

/** Claims up to `batchSize` due messages (see the top of the file). */
export async function claimDue(db: Executor, now: Date, batchSize: number) {
  const due = db
    .select({ id: notificacoes.id })
    .from(notificacoes)
    .where(and(eq(notificacoes.status, 'pendente'), lte(notificacoes.nextAttemptAt, now)))
    .orderBy(asc(notificacoes.nextAttemptAt), asc(notificacoes.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(notificacoes)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(inArray(notificacoes.id, due), eq(notificacoes.status, 'pendente')))
    .returning({
      id: notificacoes.id,
      tipo: notificacoes.tipo,
      link: notificacoes.link,
      payload: notificacoes.payload,
      emailTo: notificacoes.emailTo,
      attempts: notificacoes.attempts,
    });
}

function errorText(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown; responseCode?: unknown };
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${code}${message}`.slice(0, 1000);
}

/** One round: claims due messages, sends each, records the outcome. */
export async function deliverDue(db: Executor, mailer: Mailer, options: DeliveryOptions): Promise<DeliveryResult> {
  const claimed = await claimDue(db, options.now(), options.batchSize ?? 10);
  const domain = fromDomain(options.from);
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    let problem: unknown;
    try {
      const email = renderEmail(row.tipo, row.payload as unknown as NotificationPayload, { siteUrl: options.siteUrl, link: row.link });
      await mailer.send({
        to: row.emailTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${row.id}@${domain}>`,
        headers: { 'X-Acolhe-Notificacao': row.id },
      });
    } catch (error) {
      problem = error ?? new Error('falha desconhecida');
    }
    const at = options.now();
    const mine = and(eq(notificacoes.id, row.id), eq(notificacoes.status, 'pendente'));
    if (problem === undefined) {
      await db.update(notificacoes).set({ status: 'enviada', deliveredAt: at }).where(mine);
      sent++;
    } else {
      const attempts = row.attempts + 1;
      await db
        .update(notificacoes)
        .set({
          attempts: sql`${notificacoes.attempts} + 1`,
          lastError: errorText(problem),
          status: attempts >= MAX_ATTEMPTS ? 'falhou' : 'pendente',
          nextAttemptAt: new Date(at.getTime() + backoffMs(attempts)),
        })
        .where(mine);
      failed++;
    }
  }
  return { claimed: claimed.length, sent, failed };
}

/** Rounds until nothing due is left (at most `maxRounds`), e.g. to drain a backlog. */
export async function deliverAll(db: Executor, mailer: Mailer, options: DeliveryOptions, maxRounds = 20): Promise<DeliveryResult> {
  const total: DeliveryResult = { claimed: 0, sent: 0, failed: 0 };
  const batch = options.batchSize ?? 10;
  for (let round = 0; round < maxRounds; round++) {
    const r = await deliverDue(db, mailer, options);
    total.claimed += r.claimed;
    total.sent += r.sent;
    total.failed += r.failed;
    if (r.claimed < batch) break;
  }
  return total;
}

/** Runs the worker in the api process every `config.intervalMs` (MAIL_ENABLED=false: not at
 * all; messages then wait in the outbox). Tests drive `deliverDue` themselves. */
export function registerNotificationDelivery(app: FastifyInstance, ctx: AppContext, config: MailConfig, mailer?: Mailer): void {
  if (!config.enabled) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  let transport: Mailer | undefined;
  const round = () => {
    if (busy || !transport) return running;
    busy = true;
    const t = transport;
    running = deliverAll(ctx.db, t, { now: ctx.now, siteUrl: ctx.config.publicSiteUrl, from: config.from, batchSize: config.batchSize })
      .then((r) => {
        if (r.failed > 0) app.log.warn({ sent: r.sent, failed: r.failed }, 'some notification e-mails could not be sent; they will be retried');
        else if (r.sent > 0) app.log.info({ sent: r.sent }, 'notification e-mails sent');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'notification delivery round failed'))
      .finally(() => {
        busy = false;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    transport = mailer ?? createSmtpMailer(config);
    void round();
    timer = setInterval(() => void round(), config.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
    transport?.close();
  });
}
