// Paying a session (issue 34). The money goes from the client straight to the therapist (Pix, the
// therapist's link, or in the office): Acolhe holds none and charges no fee. What Acolhe keeps is
// how the therapist takes payment (recebimentos) and each confirmed session's payment state
// (pagamentos, written by the database when the session is confirmed — migration 0019), so both
// sides know whether a session was paid. A received payment whose session is cancelled stays, in
// a state its therapist marks (issue 41: a_reembolsar → reembolsado | retido).
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  FINANCEIRO_MESSAGES,
  PAYMENT_DESTINATIONS,
  PAYMENT_STATE_LABELS,
  PAYMENT_TRANSITIONS,
  RECEIVED_PAYMENT_STATES,
  buildBrCode,
  isPayableStatus,
  txidOfSession,
  type PaymentAction,
  type PaymentDestination,
  type PaymentMode,
  type PaymentSettings,
  type PaymentState,
  type PixKeyType,
  type SessionPayment,
  type SessionPix,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { clientes, pagamentos, recebimentos, sessoes, terapeutas } from '../db/schema';
import { isPayable, tookPlace } from '../db/statuses';
import type { EventBus } from '../eventos/bus';
import { HttpError, conflict, forbidden, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { ownAppointment } from '../sessoes/service';
import './events';

export const PAGAMENTO_MSG = {
  notConfirmed: 'Só é possível pagar uma sessão confirmada.',
  free: 'Esta sessão é gratuita: não há nada a pagar.',
  noPix: 'Este(a) terapeuta não recebe por Pix pelo Acolhe. Veja na sessão como pagar.',
  onlyClient: 'Só o cliente da sessão pode informar o pagamento.',
  onlyTherapist: 'Só o(a) terapeuta da sessão pode confirmar ou recusar o pagamento.',
  outOfOrder: (from: PaymentState, acao: PaymentAction) =>
    acao === 'informar'
      ? `O pagamento já está como "${PAYMENT_STATE_LABELS[from]}": não é possível informá-lo de novo.`
      : `O pagamento está como "${PAYMENT_STATE_LABELS[from]}": só um pagamento informado pelo cliente pode ser confirmado ou recusado.`,
  onlyTherapistDestination: 'Só o(a) terapeuta da sessão marca o que foi feito com o valor de uma sessão cancelada.',
  notCancelledPaid: 'Só o pagamento recebido de uma sessão cancelada pode ser marcado como a reembolsar, reembolsado ou retido.',
} as const;

// ---------------------------------------------------------------- the therapist's settings

/** How a therapist is paid (their settings joined with the profile's link): the settings screen
 * and every session's payment read the same columns. */
const SETTINGS_COLUMNS = {
  forma: recebimentos.forma,
  chaveTipo: recebimentos.chaveTipo,
  chave: recebimentos.chave,
  nome: recebimentos.nome,
  cidade: recebimentos.cidade,
  linkPagamento: terapeutas.paymentLink,
} as const;

export async function getPaymentSettings(db: Executor, therapistId: string): Promise<PaymentSettings> {
  const [row] = await db
    .select(SETTINGS_COLUMNS)
    .from(terapeutas)
    .leftJoin(recebimentos, eq(recebimentos.terapeutaId, terapeutas.id))
    .where(eq(terapeutas.id, therapistId));
  if (!row) throw notFound(MSG.therapistNotFound);
  return {
    // no settings yet: the client is told to settle it with the therapist
    forma: (row.forma ?? 'consultorio') as PaymentMode,
    chaveTipo: (row.chaveTipo ?? '') as PixKeyType | '',
    chave: row.chave ?? '',
    nome: row.nome ?? '',
    cidade: row.cidade ?? '',
    linkPagamento: row.linkPagamento,
  };
}

/** Saves the caller's settings (already validated and normalised by paymentSettingsSchema); the
 * link is the profile's payment link, one value for both screens. */
export async function savePaymentSettings(db: Database, therapistId: string, input: PaymentSettings, now: Date): Promise<PaymentSettings> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(terapeutas)
      .set({ paymentLink: input.linkPagamento, updatedAt: now })
      .where(eq(terapeutas.id, therapistId))
      .returning({ id: terapeutas.id });
    // the profile is saved first (Perfil tab): without it there is nobody to pay
    if (updated.length === 0) throw notFound(MSG.therapistNotFound);
    const values = { forma: input.forma, chaveTipo: input.chaveTipo, chave: input.chave, nome: input.nome, cidade: input.cidade, updatedAt: now };
    await tx
      .insert(recebimentos)
      .values({ terapeutaId: therapistId, ...values })
      .onConflictDoUpdate({ target: recebimentos.terapeutaId, set: values });
  });
  return getPaymentSettings(db, therapistId);
}

// ---------------------------------------------------------------- the sessions' payments

const PAYMENT_COLUMNS = {
  sessaoId: pagamentos.sessaoId,
  gratuita: pagamentos.gratuita,
  valor: pagamentos.valor,
  estado: pagamentos.estado,
  informadoEm: pagamentos.informadoEm,
  confirmadoEm: pagamentos.confirmadoEm,
  canceladaEm: pagamentos.canceladaEm,
  ...SETTINGS_COLUMNS,
  sessionStatus: sessoes.status,
} as const;

function paymentsQuery(db: Executor) {
  return db
    .select(PAYMENT_COLUMNS)
    .from(pagamentos)
    .innerJoin(sessoes, eq(sessoes.id, pagamentos.sessaoId))
    .innerJoin(terapeutas, eq(terapeutas.id, sessoes.terapeutaId))
    .leftJoin(recebimentos, eq(recebimentos.terapeutaId, sessoes.terapeutaId));
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsQuery>['where']>>[number];

const hasPix = (r: PaymentRow) => r.forma === 'pix' && Boolean(r.chave && r.nome && r.cidade);

function toSessionPayment(r: PaymentRow): SessionPayment {
  const forma = (r.forma ?? 'consultorio') as PaymentMode;
  return {
    sessaoId: r.sessaoId,
    gratuita: r.gratuita,
    valor: Number(r.valor),
    estado: r.estado as PaymentState,
    forma,
    linkPagamento: forma === 'link' ? r.linkPagamento : '',
    pixDisponivel: hasPix(r),
    informadoEm: r.informadoEm?.toISOString() ?? null,
    confirmadoEm: r.confirmadoEm?.toISOString() ?? null,
    canceladaEm: r.canceladaEm?.toISOString() ?? null,
  };
}

/** The payments shown to their people (GET /pagamentos, Financeiro): of a session that is on or was
 * held, or received — whatever became of its session since (a received payment never vanishes). */
export const PAYMENT_SHOWN: SQL = or(isPayable(sessoes.status), inArray(pagamentos.estado, [...RECEIVED_PAYMENT_STATES]))!;

/** GET /pagamentos: the payments of the caller's sessions, either side (PAYMENT_SHOWN). */
export async function listPayments(db: Executor, caller: AuthUser): Promise<SessionPayment[]> {
  const own = caller.tipo === 'terapeuta' ? eq(sessoes.terapeutaId, caller.sub) : eq(sessoes.clienteId, caller.sub);
  const rows = await paymentsQuery(db).where(and(own, PAYMENT_SHOWN));
  return rows.map(toSessionPayment);
}

async function paymentOf(db: Executor, caller: AuthUser, sessaoId: string): Promise<PaymentRow> {
  await ownAppointment(db, caller, sessaoId); // somebody else's session: 404, as every session read
  return payableRow(db, sessaoId);
}

async function payableRow(db: Executor, sessaoId: string): Promise<PaymentRow> {
  const [row] = await paymentsQuery(db).where(eq(pagamentos.sessaoId, sessaoId));
  if (!row || !isPayableStatus(row.sessionStatus)) throw conflict(PAGAMENTO_MSG.notConfirmed);
  return row;
}

/** GET /sessoes/{id}/pix: the static BR Code of the session, for its client or its therapist. */
export async function sessionPix(db: Executor, caller: AuthUser, sessaoId: string): Promise<SessionPix> {
  const row = await paymentOf(db, caller, sessaoId);
  if (row.gratuita) throw conflict(PAGAMENTO_MSG.free);
  if (!hasPix(row)) throw conflict(PAGAMENTO_MSG.noPix);
  const txid = txidOfSession(sessaoId);
  const valor = Number(row.valor);
  return { brCode: buildBrCode({ chave: row.chave!, nome: row.nome!, cidade: row.cidade!, valor, txid }), txid, valor };
}

/** What each action publishes. */
const EVENT = {
  informar: 'PagamentoInformado',
  confirmar: 'PagamentoConfirmado',
  nao_recebido: 'PagamentoNaoRecebido',
} as const satisfies Record<PaymentAction, string>;

/**
 * POST /sessoes/{id}/pagamento: the client says 'Já paguei', the therapist answers 'Recebido' or
 * 'Não recebi'. One guarded UPDATE (WHERE estado IN the states the action starts from) decides, so
 * two answers at once cannot both win; its event (the other side's message) commits with it.
 */
export async function paymentAction(db: Database, bus: EventBus, caller: AuthUser, sessaoId: string, acao: PaymentAction, now: Date): Promise<SessionPayment> {
  const rule = PAYMENT_TRANSITIONS[acao];
  const session = await ownAppointment(db, caller, sessaoId);
  if (caller.tipo !== rule.by) throw forbidden(rule.by === 'cliente' ? PAGAMENTO_MSG.onlyClient : PAGAMENTO_MSG.onlyTherapist);
  const before = await payableRow(db, sessaoId);
  if (before.gratuita) throw conflict(PAGAMENTO_MSG.free);
  // the therapist needs the payer's CPF for the Receita Saúde receipt: asked once, before the first payment
  if (acao === 'informar') {
    const [client] = await db.select({ cpf: clientes.cpf }).from(clientes).where(eq(clientes.id, caller.sub));
    if (!client?.cpf) throw new HttpError(409, FINANCEIRO_MESSAGES.clientCpf, { cpf: FINANCEIRO_MESSAGES.clientCpf });
  }
  const moved = await bus.transaction(db, now, async (tx, publish) => {
    const rows = await tx
      .update(pagamentos)
      .set({
        estado: rule.to,
        updatedAt: now,
        ...(acao === 'informar' ? { informadoEm: now } : {}),
        ...(acao === 'confirmar' ? { confirmadoEm: now } : {}),
      })
      .where(
        and(
          eq(pagamentos.sessaoId, sessaoId),
          inArray(pagamentos.estado, [...rule.from]),
          eq(pagamentos.gratuita, false),
          sql`EXISTS (SELECT 1 FROM ${sessoes} WHERE ${sessoes.id} = ${pagamentos.sessaoId} AND ${isPayable(sessoes.status)})`,
        ),
      )
      .returning({ id: pagamentos.sessaoId });
    if (rows.length === 0) return false;
    await publish(EVENT[acao], { sessaoId, terapeutaId: session.terapeutaId, clienteId: session.clienteId });
    return true;
  });
  const [after] = await paymentsQuery(db).where(eq(pagamentos.sessaoId, sessaoId));
  if (!moved || !after) {
    const state = (after?.estado ?? before.estado) as PaymentState;
    if (after && !isPayableStatus(after.sessionStatus)) throw conflict(PAGAMENTO_MSG.notConfirmed);
    throw conflict(PAGAMENTO_MSG.outOfOrder(state, acao));
  }
  return toSessionPayment(after);
}

/**
 * PUT /sessoes/{id}/pagamento/destino: the session's therapist marks what became of the received
 * payment of a cancelled session — a_reembolsar, reembolsado or retido — and may correct it. One
 * guarded UPDATE (a destination state already, which the database allows only after a
 * cancellation: pagamentos_destino_cancelada); the trigger acolhe_pagamento_transicao is the wall.
 */
export async function markDestination(db: Database, bus: EventBus, caller: AuthUser, sessaoId: string, destino: PaymentDestination, now: Date): Promise<SessionPayment> {
  const session = await ownAppointment(db, caller, sessaoId); // somebody else's session: 404
  if (caller.tipo !== 'terapeuta') throw forbidden(PAGAMENTO_MSG.onlyTherapistDestination);
  const moved = await bus.transaction(db, now, async (tx, publish) => {
    const rows = await tx
      .update(pagamentos)
      .set({ estado: destino, updatedAt: now })
      .where(and(eq(pagamentos.sessaoId, sessaoId), inArray(pagamentos.estado, [...PAYMENT_DESTINATIONS])))
      .returning({ id: pagamentos.sessaoId });
    if (rows.length > 0) await publish('DestinoDoPagamentoMarcado', { sessaoId, terapeutaId: session.terapeutaId, clienteId: session.clienteId, destino });
    return rows.length > 0;
  });
  if (!moved) throw conflict(PAGAMENTO_MSG.notCancelledPaid);
  const [after] = await paymentsQuery(db).where(eq(pagamentos.sessaoId, sessaoId));
  return toSessionPayment(after!);
}

// ---------------------------------------------------------------- the reminder

const REMINDER_AFTER_END_MS = 24 * 60 * 60_000;

/**
 * One reminder to the client of each session that is not free and still unpaid (pendente or
 * nao_recebido) 24 h after it ended: a sweep of the database (jobs/scheduler.ts), like the other
 * recurring work. The guarded UPDATE marks each payment reminded and its event (the notification:
 * in the bell, and by e-mail unless the client turned reminder e-mails off) commits with it, so any
 * number of replicas send it exactly once. Returns how many payments were reminded.
 */
export async function sendPaymentReminders(db: Database, bus: EventBus, now: Date): Promise<number> {
  const endedBefore = new Date(now.getTime() - REMINDER_AFTER_END_MS);
  return bus.transaction(db, now, async (tx, publish) => {
    const due = await tx
      .update(pagamentos)
      .set({ lembreteEm: now })
      .where(
        and(
          isNull(pagamentos.lembreteEm),
          eq(pagamentos.gratuita, false),
          // still unpaid: a state the client may still say 'Já paguei' from (pendente, nao_recebido)
          inArray(pagamentos.estado, [...PAYMENT_TRANSITIONS.informar.from]),
          // took place a day ago (shared-domain tookPlace, as SQL)
          inArray(pagamentos.sessaoId, tx.select({ id: sessoes.id }).from(sessoes).where(tookPlace(endedBefore))),
        ),
      )
      .returning({ id: pagamentos.sessaoId });
    if (due.length > 0) await publish('PagamentosLembrados', { sessaoIds: due.map((d) => d.id) });
    return due.length;
  });
}
