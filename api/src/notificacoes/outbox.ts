// The one way a message enters the outbox (docs/decisions/0008-one-outbox-write-path.md). Every
// writer — a booking, a status change, a reminder, a series, a payment, an operator's decision, the
// monthly receipts — renders its rows with `outboxRow` and writes them with `writeOutbox`, inside
// the transaction of the change it reports; both end in the database function
// acolhe_escrever_notificacoes (db/functions), the table's only writer of rows. A booking hands
// the same rows (`outboxParameter`) to acolhe_reservar_sessao, which calls that function in its one
// statement: the session and its messages commit together, with no extra round trip.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { firstName, type NotificationType, type UserType } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { toColumnNames } from '../db/columns';
import { notificacoes } from '../db/schema';
import { inAppText, type NotificationPayload } from './templates';

/** Stored as last_error of a message that has no address to go to (status 'sem-email'). */
export const NO_EMAIL_ERROR = 'Conta sem endereço de e-mail.';

export type OutboxRow = typeof notificacoes.$inferInsert;

/** What a message says and to whom; the row's texts, id, due time and delivery state follow. */
export interface OutboxMessage {
  tipo: NotificationType;
  /** the recipient (contas.id) */
  contaId: string;
  payload: NotificationPayload;
  /** the product path the message opens */
  link: string;
  /** the session it is about, if any */
  sessaoId: string | null;
  /** the recipient's address ('' or blank: the message stays in the inbox, 'sem-email') */
  emailTo: string;
  now: Date;
  /** when it is due (a reminder: before its session); `now` when absent */
  dueAt?: Date;
  /** the recipient turned this kind of e-mail off (reminders): in the inbox only */
  emailOff?: boolean;
}

/** The outbox row of one message. Without an address the row stays in the inbox only ('sem-email',
 * with NO_EMAIL_ERROR); so does one whose e-mail the recipient turned off. */
export function outboxRow(message: OutboxMessage): OutboxRow {
  const emailTo = message.emailTo.trim();
  const dueAt = message.dueAt ?? message.now;
  const delivery = !emailTo ? { status: 'sem-email' as const, lastError: NO_EMAIL_ERROR } : message.emailOff ? { status: 'sem-email' as const } : {};
  return {
    id: randomUUID(),
    contaId: message.contaId,
    tipo: message.tipo,
    ...inAppText(message.tipo, message.payload),
    link: message.link,
    sessaoId: message.sessaoId,
    payload: message.payload as unknown as Record<string, unknown>,
    emailTo,
    createdAt: message.now,
    agendadaPara: dueAt,
    nextAttemptAt: dueAt,
    ...delivery,
  };
}

/** The payload of a message about no session (an operator's decision, the monthly receipts): the
 * recipient's first name and side, no slot; `extra` adds what the message says. */
export function accountPayload(side: UserType, name: string, extra: Partial<NotificationPayload> = {}): NotificationPayload {
  return {
    destinatario: firstName(name),
    terapeuta: '',
    cliente: '',
    data: '',
    hora: '',
    duracaoMinutos: 0,
    modalidade: 'online',
    status: 'COMPLETED',
    destinatarioTipo: side,
    ...extra,
  };
}

/** `rows` as the p_notificacoes parameter of the database functions: a JSON array of rows keyed
 * by column name. */
export function outboxParameter(rows: readonly OutboxRow[]): string {
  return JSON.stringify(rows.map((r) => toColumnNames(notificacoes, r)));
}

/** Writes `rows` with `tx` (the transaction of the change they report), in one statement. Returns
 * how many were written. */
export async function writeOutbox(tx: Executor, rows: readonly OutboxRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  await tx.execute(sql`select acolhe_escrever_notificacoes(${outboxParameter(rows)}::jsonb)`);
  return rows.length;
}
