// The therapist's finances and the Receita Saúde receipts (issue 34 items 3 and 5), and the
// month-end reminder of receipts still to issue. Money never passes through Acolhe: these are the
// records of the payments both sides reported (pagamentos, migration 0019) and the therapist's
// mark that the receipt was issued in the Receita Federal's app (migration 0020). A received
// payment stays in the month it was received, its session cancelled or not (issue 41).
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  FINANCEIRO_MESSAGES,
  RECEIPT_DUE_STATES,
  RECEIVED_PAYMENT_STATES,
  addMonths,
  brazilTimeOfDay,
  currentMonth,
  financeMonthOf,
  summarize,
  todayIso,
  tookPlace,
  wallClockToInstant,
  type FinanceEntry,
  type Financeiro,
  type PaymentState,
  type ReciboInput,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { clientes, contas, lembretesRecibos, pagamentos, sessoes } from '../db/schema';
import type { EventBus } from '../eventos/bus';
import { conflict, forbidden } from '../lib/errors';
import { ownAppointment } from '../sessoes/service';
import './events';
import { PAYMENT_SHOWN } from './service';

export const FINANCEIRO_MSG = {
  onlyTherapist: 'Só o(a) terapeuta da sessão registra o recibo do Receita Saúde.',
  notConfirmed: 'Só um pagamento recebido (confirmado) tem recibo do Receita Saúde a emitir.',
  clientCpf: FINANCEIRO_MESSAGES.clientCpf,
} as const;

const firstDay = (mes: string) => `${mes}-01`;
/** The first instant of a month in São Paulo. */
const monthStart = (mes: string) => wallClockToInstant(`${firstDay(mes)}T00:00`);

/** The payer's name: kept by the tax records after the client's erasure, else the profile's. */
const PAYER_NAME = sql<string>`COALESCE(${pagamentos.pagadorNome}, NULLIF(${clientes.name}, ''), ${sessoes.clientName})`;

function entriesQuery(db: Executor) {
  return db
    .select({
      sessaoId: pagamentos.sessaoId,
      data: sessoes.date,
      hora: sessoes.time,
      duracaoMinutos: sessoes.durationMinutes,
      modalidade: sessoes.modality,
      status: sessoes.status,
      clienteId: sessoes.clienteId,
      clienteNome: PAYER_NAME,
      // the payer kept by the tax records after an erasure, else the client's profile
      clienteCpf: sql<string>`COALESCE(${pagamentos.pagadorCpf}, ${clientes.cpf})`,
      valor: pagamentos.valor,
      gratuita: pagamentos.gratuita,
      estado: pagamentos.estado,
      confirmadoEm: pagamentos.confirmadoEm,
      canceladaEm: pagamentos.canceladaEm,
      reciboEmitidoEm: pagamentos.reciboEmitidoEm,
      reciboNumero: pagamentos.reciboNumero,
    })
    .from(pagamentos)
    .innerJoin(sessoes, eq(sessoes.id, pagamentos.sessaoId))
    .innerJoin(clientes, eq(clientes.id, sessoes.clienteId));
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>['where']>>[number];

function toEntry(r: EntryRow, now: Date): FinanceEntry {
  return {
    sessaoId: r.sessaoId,
    data: r.data,
    hora: r.hora,
    duracaoMinutos: r.duracaoMinutos,
    modalidade: r.modalidade === 'presencial' ? 'presencial' : 'online',
    realizada: tookPlace({ status: r.status, date: r.data, time: r.hora, durationMinutes: r.duracaoMinutos }, now),
    clienteId: r.clienteId,
    clienteNome: r.clienteNome,
    clienteCpf: r.clienteCpf,
    valor: Number(r.valor),
    gratuita: r.gratuita,
    estado: r.estado as PaymentState,
    confirmadoEm: r.confirmadoEm?.toISOString() ?? null,
    canceladaEm: r.canceladaEm?.toISOString() ?? null,
    recibo: { emitido: r.reciboEmitidoEm !== null, numero: r.reciboNumero, emitidoEm: r.reciboEmitidoEm?.toISOString() ?? null },
  };
}

const CHART_MONTHS = 6;

/**
 * GET /financeiro: the caller's (a therapist's) payments of `mes` — received ones by the month they
 * were received, the others by the session's date (shared-domain financeMonthOf) — with the month's
 * totals, the six months up to it for the chart and the clients to filter by. The client's CPF is
 * there because the receipt needs it; only the session's own therapist reads it.
 */
export async function getFinanceiro(db: Executor, therapistId: string, now: Date, mes?: string, cliente?: string): Promise<Financeiro> {
  const month = mes ?? currentMonth(now);
  const from = addMonths(month, -(CHART_MONTHS - 1));
  const until = addMonths(month, 1);
  // a superset of the window (both dates); financeMonthOf then places each entry exactly
  const rows = await entriesQuery(db)
    .where(
      and(
        eq(sessoes.terapeutaId, therapistId),
        PAYMENT_SHOWN,
        or(
          and(gte(sessoes.date, firstDay(from)), lt(sessoes.date, firstDay(until))),
          and(gte(pagamentos.confirmadoEm, monthStart(from)), lt(pagamentos.confirmadoEm, monthStart(until))),
        ),
        cliente ? eq(sessoes.clienteId, cliente) : undefined,
      ),
    )
    .orderBy(asc(sessoes.date), asc(sessoes.time));
  const entries = rows.map((r) => toEntry(r, now)).map((e) => ({ e, m: financeMonthOf(e) }));
  const meses = Array.from({ length: CHART_MONTHS }, (_, i) => {
    const m = addMonths(from, i);
    return summarize(
      m,
      entries.filter((x) => x.m === m).map((x) => x.e),
    );
  });
  const pagamentosDoMes = entries.filter((x) => x.m === month).map((x) => x.e);
  const named = await db
    .select({ id: sessoes.clienteId, nome: PAYER_NAME })
    .from(pagamentos)
    .innerJoin(sessoes, eq(sessoes.id, pagamentos.sessaoId))
    .innerJoin(clientes, eq(clientes.id, sessoes.clienteId))
    .where(and(eq(sessoes.terapeutaId, therapistId), PAYMENT_SHOWN));
  const clients = [...new Map(named.map((c) => [c.id, c])).values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  return { mes: month, cliente: cliente ?? '', resumo: summarize(month, pagamentosDoMes), meses, clientes: clients, pagamentos: pagamentosDoMes };
}

/**
 * PUT /sessoes/{id}/recibo: the session's therapist marks (or unmarks) 'Recibo emitido no Receita
 * Saúde', optionally with its number. Only a received payment — confirmed, or of a session
 * cancelled since (a receipt issued before a refund is unmarked once cancelled in the app) — and
 * the database holds it too (pagamentos_recibo_confirmado). Marking again keeps the first date and
 * takes the new number.
 */
export async function markReceipt(db: Database, caller: AuthUser, sessaoId: string, input: ReciboInput, now: Date): Promise<FinanceEntry> {
  await ownAppointment(db, caller, sessaoId); // somebody else's session: 404
  if (caller.tipo !== 'terapeuta') throw forbidden(FINANCEIRO_MSG.onlyTherapist);
  const updated = await db
    .update(pagamentos)
    .set(
      input.emitido
        ? { reciboEmitidoEm: sql`COALESCE(${pagamentos.reciboEmitidoEm}, ${now.toISOString()}::timestamptz)`, reciboNumero: input.numero, updatedAt: now }
        : { reciboEmitidoEm: null, reciboNumero: '', updatedAt: now },
    )
    .where(and(eq(pagamentos.sessaoId, sessaoId), inArray(pagamentos.estado, [...RECEIVED_PAYMENT_STATES]), eq(pagamentos.gratuita, false)))
    .returning({ id: pagamentos.sessaoId });
  if (updated.length === 0) throw conflict(FINANCEIRO_MSG.notConfirmed);
  const [row] = await entriesQuery(db).where(eq(pagamentos.sessaoId, sessaoId));
  return toEntry(row!, now);
}

// ---------------------------------------------------------------- the month-end reminder

/** 'YYYY-MM' → its last day 'YYYY-MM-DD'. */
const lastDayOf = (mes: string) => new Date(Date.parse(`${firstDay(addMonths(mes, 1))}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** From 09:00 (São Paulo) of a month's last day its reminder is due. */
const REMINDER_TIME = '09:00';

/** The months whose reminder is due at `now`: the previous one (in case no api ran on its last
 * day) and, on the last day from 09:00, this one. */
export function receiptReminderMonths(now: Date): string[] {
  const today = todayIso(now);
  const month = today.slice(0, 7);
  const months = [addMonths(month, -1)];
  if (today === lastDayOf(month) && brazilTimeOfDay(now) >= REMINDER_TIME) months.push(month);
  return months;
}

/**
 * One e-mail per therapist and month, at the month's end, when payments received up to that month
 * whose receipt is due (shared-domain RECEIPT_DUE_STATES) still have no Receita Saúde mark: a sweep
 * of the database (jobs/scheduler.ts). The (therapist, month) rows and the event (the
 * notifications) are written in one transaction, and the row's primary key refuses a second one, so
 * restarts and replicas send it once. Returns how many therapists were reminded.
 */
export async function sendReceiptReminders(db: Database, bus: EventBus, now: Date): Promise<number> {
  let reminded = 0;
  for (const mes of receiptReminderMonths(now)) {
    reminded += await bus.transaction(db, now, async (tx, publish) => {
      const pending = await tx
        .select({ terapeutaId: sessoes.terapeutaId, quantidade: sql<number>`count(*)::int` })
        .from(pagamentos)
        .innerJoin(sessoes, eq(sessoes.id, pagamentos.sessaoId))
        .leftJoin(contas, eq(contas.id, sessoes.terapeutaId))
        .where(
          and(
            inArray(pagamentos.estado, [...RECEIPT_DUE_STATES]),
            eq(pagamentos.gratuita, false),
            isNull(pagamentos.reciboEmitidoEm),
            // received up to the month's end (financeMonthOf: a received payment's month is its payment's)
            lt(pagamentos.confirmadoEm, monthStart(addMonths(mes, 1))),
            isNull(contas.erasedAt),
          ),
        )
        .groupBy(sessoes.terapeutaId);
      if (pending.length === 0) return 0;
      const claimed = await tx
        .insert(lembretesRecibos)
        .values(pending.map((p) => ({ terapeutaId: p.terapeutaId, mes, enviadoEm: now })))
        .onConflictDoNothing()
        .returning({ terapeutaId: lembretesRecibos.terapeutaId });
      const mine = new Set(claimed.map((c) => c.terapeutaId));
      const terapeutas = pending.filter((p) => mine.has(p.terapeutaId)).map((p) => ({ terapeutaId: p.terapeutaId, quantidade: p.quantidade }));
      if (terapeutas.length > 0) await publish('RecibosPendentesLembrados', { mes, ate: lastDayOf(mes), terapeutas });
      return terapeutas.length;
    });
  }
  return reminded;
}
