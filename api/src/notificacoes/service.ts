// The notifications outbox. Whoever changes a session writes the message about it with
// `notifySessions(tx, …)` inside the transaction of the change: the change and its message commit
// together or not at all, so nothing is lost between a decision and the message that reports it
// (and a change that rolls back leaves no message). The e-mail goes out later, from the outbox, by
// the delivery worker (worker.ts); the in-app inbox reads the same rows.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  NOTIFICATIONS_PAGE_SIZE,
  THERAPIST_NOTIFICATION_TYPES,
  formatOfficeAddress,
  firstName,
  isOfficeAddressComplete,
  type NotificationInbox,
  type NotificationType,
  type SessionFormat,
  type UserType,
} from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { clientes, contas, notificacoes, sessoes, terapeutas, type NotificacaoRow } from '../db/schema';
import { officeAddressOf } from '../terapeutas/mapper';
import { inAppText, type NotificationPayload } from './templates';

/** Stored as last_error of a message that has no address to go to. */
export const NO_EMAIL_ERROR = 'Conta sem endereço de e-mail.';

const THERAPIST_TYPES: ReadonlySet<string> = new Set(THERAPIST_NOTIFICATION_TYPES);

/** Who receives a kind of notification. */
export function recipientOf(tipo: NotificationType): UserType {
  return THERAPIST_TYPES.has(tipo) ? 'terapeuta' : 'cliente';
}

/** What a state change knows that the session row no longer says. */
export interface SessionChange {
  /** the slot before a reschedule */
  dataAnterior?: string;
  horaAnterior?: string;
  /** the session was a request (PENDING) before the change */
  eraSolicitacao?: boolean;
}

const contaTerapeuta = alias(contas, 'conta_terapeuta');
const contaCliente = alias(contas, 'conta_cliente');

/** The sessions with both sides, as a notification needs them. */
async function sessionsWithParties(tx: Executor, ids: string[]) {
  return tx
    .select({
      id: sessoes.id,
      terapeutaId: sessoes.terapeutaId,
      clienteId: sessoes.clienteId,
      date: sessoes.date,
      time: sessoes.time,
      status: sessoes.status,
      modality: sessoes.modality,
      durationMinutes: sessoes.durationMinutes,
      meetingLink: sessoes.meetingLink,
      lateCancellation: sessoes.lateCancellation,
      sessionClientName: sessoes.clientName,
      therapistName: terapeutas.fullName,
      therapistEmail: terapeutas.email,
      office: {
        officeZipCode: terapeutas.officeZipCode,
        officeStreet: terapeutas.officeStreet,
        officeNumber: terapeutas.officeNumber,
        officeComplement: terapeutas.officeComplement,
        officeNeighborhood: terapeutas.officeNeighborhood,
        officeCity: terapeutas.officeCity,
        officeState: terapeutas.officeState,
      },
      clientName: clientes.name,
      clientEmail: clientes.email,
      therapistErasedAt: contaTerapeuta.erasedAt,
      clientErasedAt: contaCliente.erasedAt,
    })
    .from(sessoes)
    .innerJoin(terapeutas, eq(terapeutas.id, sessoes.terapeutaId))
    .innerJoin(clientes, eq(clientes.id, sessoes.clienteId))
    .leftJoin(contaTerapeuta, eq(contaTerapeuta.id, sessoes.terapeutaId))
    .leftJoin(contaCliente, eq(contaCliente.id, sessoes.clienteId))
    .where(inArray(sessoes.id, ids));
}

type SessionParties = Awaited<ReturnType<typeof sessionsWithParties>>[number];

/** The product path a notification opens. */
function linkOf(tipo: NotificationType, s: SessionParties): string {
  if (recipientOf(tipo) === 'terapeuta') return `/usuario/${s.terapeutaId}`;
  // a declined request: another time with the same therapist; a completed session: the review
  if (tipo === 'sessao-recusada' || tipo === 'sessao-concluida') return `/terapeuta/${s.terapeutaId}`;
  if (tipo === 'terapeuta-excluiu-conta') return '/terapeutas';
  return `/cliente/${s.clienteId}`;
}

/** The facts the message shows, and nothing else: the other side's name (not when that side
 * erased its account), the slot, the format and, for the client of a confirmed session, how to
 * get there. Never a CPF, an e-mail, a phone or anybody's notes. */
function payloadOf(tipo: NotificationType, s: SessionParties, change: SessionChange): NotificationPayload {
  const toTherapist = recipientOf(tipo) === 'terapeuta';
  const modalidade = (s.modality === 'presencial' ? 'presencial' : 'online') as SessionFormat;
  const payload: NotificationPayload = {
    destinatario: firstName(toTherapist ? s.therapistName : s.clientName || s.sessionClientName),
    terapeuta: toTherapist || tipo === 'terapeuta-excluiu-conta' ? '' : s.therapistName,
    cliente: !toTherapist || tipo === 'cliente-excluiu-conta' ? '' : s.clientName || s.sessionClientName,
    data: s.date,
    hora: s.time,
    duracaoMinutos: s.durationMinutes,
    modalidade,
    status: s.status as NotificationPayload['status'],
  };
  if (change.dataAnterior) payload.dataAnterior = change.dataAnterior;
  if (change.horaAnterior) payload.horaAnterior = change.horaAnterior;
  if (change.eraSolicitacao !== undefined) payload.eraSolicitacao = change.eraSolicitacao;
  if (s.lateCancellation) payload.cancelamentoTardio = true;
  if (!toTherapist && s.status === 'CONFIRMED') {
    if (modalidade === 'online' && s.meetingLink) payload.linkReuniao = s.meetingLink;
    if (modalidade === 'presencial') {
      const office = officeAddressOf(s.office);
      if (isOfficeAddressComplete(office)) payload.endereco = formatOfficeAddress(office);
    }
  }
  return payload;
}

/**
 * Writes the `tipo` notification of each session of `ids` for its recipient (the therapist or
 * the client, by `tipo`), with `tx` — the transaction of the change, so both commit together.
 * An erased recipient gets nothing; neither does a review invitation for an erased therapist.
 * Returns how many were written.
 */
export async function notifySessions(tx: Executor, tipo: NotificationType, ids: readonly string[], now: Date, change: SessionChange = {}): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await sessionsWithParties(tx, [...new Set(ids)]);
  const toTherapist = recipientOf(tipo) === 'terapeuta';
  const values: (typeof notificacoes.$inferInsert)[] = [];
  for (const s of rows) {
    if (toTherapist ? s.therapistErasedAt : s.clientErasedAt) continue;
    if (tipo === 'sessao-concluida' && s.therapistErasedAt) continue;
    const payload = payloadOf(tipo, s, change);
    const emailTo = (toTherapist ? s.therapistEmail : s.clientEmail).trim();
    values.push({
      id: randomUUID(),
      contaId: toTherapist ? s.terapeutaId : s.clienteId,
      tipo,
      ...inAppText(tipo, payload),
      link: linkOf(tipo, s),
      sessaoId: s.id,
      payload: payload as unknown as Record<string, unknown>,
      emailTo,
      createdAt: now,
      nextAttemptAt: now,
      ...(emailTo ? {} : { status: 'falhou' as const, lastError: NO_EMAIL_ERROR }),
    });
  }
  if (values.length > 0) await tx.insert(notificacoes).values(values);
  return values.length;
}

// ---------------------------------------------------------------- the in-app inbox

/** The caller's latest notifications and how many are unread. */
export async function listInbox(db: Database, contaId: string): Promise<NotificationInbox> {
  const rows = await db
    .select({
      id: notificacoes.id,
      tipo: notificacoes.tipo,
      titulo: notificacoes.titulo,
      mensagem: notificacoes.mensagem,
      link: notificacoes.link,
      createdAt: notificacoes.createdAt,
      lidaEm: notificacoes.lidaEm,
    })
    .from(notificacoes)
    .where(eq(notificacoes.contaId, contaId))
    .orderBy(desc(notificacoes.createdAt), desc(notificacoes.id))
    .limit(NOTIFICATIONS_PAGE_SIZE);
  const [unread] = await db
    .select({ n: count() })
    .from(notificacoes)
    .where(and(eq(notificacoes.contaId, contaId), isNull(notificacoes.lidaEm)));
  return {
    content: rows.map((r) => ({
      id: r.id,
      tipo: r.tipo as NotificationType,
      titulo: r.titulo,
      mensagem: r.mensagem,
      link: r.link,
      criadaEm: r.createdAt.toISOString(),
      lida: r.lidaEm !== null,
    })),
    naoLidas: Number(unread?.n ?? 0),
  };
}

/** Marks the caller's notifications of `ids` (all of them when absent) read. Ids of other
 * accounts, unknown ids and notifications already read are left as they are. */
export async function markRead(db: Database, contaId: string, ids: readonly string[] | undefined, now: Date): Promise<void> {
  if (ids && ids.length === 0) return;
  await db
    .update(notificacoes)
    .set({ lidaEm: now })
    .where(and(eq(notificacoes.contaId, contaId), isNull(notificacoes.lidaEm), ids ? inArray(notificacoes.id, [...new Set(ids)]) : undefined));
}

// ---------------------------------------------------------------- the account's data (LGPD)

/** Every notification of the account, for its export. */
export async function exportInbox(db: Database, contaId: string) {
  const rows = await db.select().from(notificacoes).where(eq(notificacoes.contaId, contaId)).orderBy(desc(notificacoes.createdAt), desc(notificacoes.id));
  return rows.map((r: NotificacaoRow) => ({
    id: r.id,
    tipo: r.tipo,
    titulo: r.titulo,
    mensagem: r.mensagem,
    link: r.link,
    criadaEm: r.createdAt.toISOString(),
    lidaEm: r.lidaEm?.toISOString() ?? null,
    email: { para: r.emailTo, status: r.status, enviadoEm: r.deliveredAt?.toISOString() ?? null },
  }));
}

/**
 * An account is erased: its own notifications go (with any e-mail still waiting to be sent to
 * it), and those the other side received about its sessions no longer name it.
 */
export async function forgetAccount(tx: Executor, side: UserType, contaId: string, name: string, anonymousName: string): Promise<void> {
  await tx.delete(notificacoes).where(eq(notificacoes.contaId, contaId));
  const trimmed = name.trim();
  if (!trimmed) return;
  const key = side === 'cliente' ? 'cliente' : 'terapeuta';
  const ofTheirSessions = tx
    .select({ id: sessoes.id })
    .from(sessoes)
    .where(eq(side === 'cliente' ? sessoes.clienteId : sessoes.terapeutaId, contaId));
  await tx
    .update(notificacoes)
    .set({
      titulo: sql`replace(${notificacoes.titulo}, ${trimmed}, ${anonymousName})`,
      mensagem: sql`replace(${notificacoes.mensagem}, ${trimmed}, ${anonymousName})`,
      payload: sql`CASE WHEN ${notificacoes.payload} ->> ${key} = '' THEN ${notificacoes.payload}
        ELSE jsonb_set(${notificacoes.payload}, ${`{${key}}`}::text[], to_jsonb(${anonymousName}::text)) END`,
    })
    .where(and(inArray(notificacoes.sessaoId, ofTheirSessions), ne(notificacoes.contaId, contaId)));
}
