// A series of sessions as its two people read and change it (issue 33): GET /series/{id}, 'esta e
// as próximas' (cancel from a date on: the series ends there), end the series, and move it to
// another weekday/time from a date on (checked like a new series: the old series ends at that date
// and a new one, which records where it came from, goes on with the new rule). The therapist's move
// applies at once; the client's is a request the therapist answers (issue 40, ./mudanca.ts), which
// applies the same move when accepted. One occurrence is cancelled or moved with the session routes
// (sessoes/mudancas.ts), its late rules its own. Each change publishes what it did (./events.ts) in
// its transaction: the messages, the reminders and the caches follow.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import {
  SERIES_SKIP_REASON_LABELS,
  firstOnWeekday,
  isLateCancellationBy,
  recurrenceOf,
  slotProblem,
  todayIso,
  type AppointmentStatus,
  type SeriesAnswer,
  type SeriesMoveInput,
  type SeriesSkipReason,
  type SeriesState,
  type SessionFormat,
  type UserType,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { clientes, series, seriesOcorrenciasPuladas, sessoes, terapeutas, type SerieRow, type TerapeutaRow } from '../db/schema';
import { findAvailability, rulesForDate } from '../agenda/service';
import type { EventBus, Publish } from '../eventos/bus';
import { badRequest, conflict, notFound } from '../lib/errors';
import { seriesWeekdayProblem } from '../sessoes/recorrencia';
import { takeTherapistTurn } from '../sessoes/reserva';
import { slotError } from '../sessoes/solicitacao';
import { findTherapistRow } from '../perfis/mapper';
import './events';
import { extendSeries, lockSeries } from './occurrences';
import { SERIES_MSG } from './messages';
import { NO_PENDING_CHANGE, pendingChangeOf } from './pending-change';

/** The series when `caller` is its client or its therapist; 404 otherwise (not revealed). */
export async function ownSeries(db: Executor, caller: AuthUser, id: string): Promise<SerieRow> {
  const [row] = await db.select().from(series).where(eq(series.id, id)).limit(1);
  const owns = row && (caller.tipo === 'terapeuta' ? row.terapeutaId === caller.sub : row.clienteId === caller.sub);
  if (!row || !owns) throw notFound(SERIES_MSG.notFound);
  return row;
}

/** GET /series/{id}: the rule, every occurrence made (with its status) and the skipped dates. */
export async function seriesAnswerOf(db: Executor, row: SerieRow): Promise<SeriesAnswer> {
  const [[names], occurrences, skipped] = await Promise.all([
    db
      .select({ therapistName: terapeutas.fullName, clientName: clientes.name, sessionPrice: terapeutas.sessionPrice })
      .from(terapeutas)
      .leftJoin(clientes, eq(clientes.id, row.clienteId))
      .where(eq(terapeutas.id, row.terapeutaId))
      .limit(1),
    db.select().from(sessoes).where(eq(sessoes.serieId, row.id)).orderBy(asc(sessoes.serieData)),
    db.select().from(seriesOcorrenciasPuladas).where(eq(seriesOcorrenciasPuladas.serieId, row.id)).orderBy(asc(seriesOcorrenciasPuladas.data)),
  ]);
  return {
    id: row.id,
    therapistId: row.terapeutaId,
    therapistName: names?.therapistName ?? '',
    clientId: row.clienteId,
    clientName: names?.clientName || occurrences[0]?.clientName || '',
    recorrencia: recurrenceOf(row.intervaloDias),
    diaSemana: row.diaSemana,
    hora: row.hora,
    modality: row.modalidade as SessionFormat,
    estado: row.estado as SeriesState,
    inicio: row.inicio,
    fim: row.fim,
    origemId: row.origemId,
    createdAt: row.createdAt.toISOString(),
    ocorrencias: occurrences.map((o) => ({
      id: o.id,
      dataDaSerie: o.serieData ?? o.date,
      date: o.date,
      time: o.time,
      status: o.status as AppointmentStatus,
      lateCancellation: o.lateCancellation,
    })),
    puladas: skipped.map((s) => ({ data: s.data, motivo: s.motivo as SeriesSkipReason, motivoTexto: SERIES_SKIP_REASON_LABELS[s.motivo as SeriesSkipReason] })),
    mudancaPedida: pendingChangeOf(row),
    precoSessao: names && names.sessionPrice > 0 ? names.sessionPrice : null,
  };
}


export async function getSeries(db: Database, caller: AuthUser, id: string): Promise<SeriesAnswer> {
  return seriesAnswerOf(db, await ownSeries(db, caller, id));
}

/** The series' sessions locked, in id order, before the series' row: a change of one session
 * (sessoes/mudancas.ts, heard by ./lifecycle.ts) locks its session and then the series, so this order never deadlocks with it. */
export async function lockSessionsOf(tx: Executor, serieId: string): Promise<void> {
  await tx.select({ id: sessoes.id }).from(sessoes).where(eq(sessoes.serieId, serieId)).orderBy(asc(sessoes.id)).for('update');
}

const changeable = (row: SerieRow) => row.estado === 'pendente' || row.estado === 'ativa';

/**
 * Cancels the occurrences of the rule's dates from `from` on that have not started (PENDING or
 * CONFIRMED), and ends the series there (a change waiting for an answer goes with it). With `late`,
 * each cancellation is marked late by the one rule (isLateCancellationBy: the client's, within
 * FREE_CANCELLATION_HOURS of that session; the therapist's never). Inside `tx`, which holds the
 * series' row lock. Returns the ids of the sessions cancelled (the caller's event names them: their
 * reminders go).
 */
export async function cancelFromDate(tx: Executor, serie: SerieRow, by: UserType, from: string, now: Date, late: boolean): Promise<{ ids: string[] }> {
  const rows = await tx
    .select({ id: sessoes.id, date: sessoes.date, time: sessoes.time, status: sessoes.status })
    .from(sessoes)
    .where(and(eq(sessoes.serieId, serie.id), gte(sessoes.serieData, from), inArray(sessoes.status, ['PENDING', 'CONFIRMED']), gt(sessoes.startsAt, now)))
    .orderBy(asc(sessoes.id))
    .for('update');
  for (const r of rows) {
    await tx
      .update(sessoes)
      .set({
        status: 'CANCELLED',
        cancelledBy: by,
        lateCancellation: late && isLateCancellationBy(by, r.date, r.time, now),
        rescheduledFrom: '',
        calendarSequence: sql`${sessoes.calendarSequence} + 1`,
        updatedAt: now,
      })
      .where(and(eq(sessoes.id, r.id), eq(sessoes.status, r.status)));
  }
  const ids = rows.map((r) => r.id);
  await tx
    .update(series)
    .set({
      fim: from < serie.inicio ? serie.inicio : from,
      estado: 'encerrada',
      encerradaEm: now,
      sequencia: sql`${series.sequencia} + 1`,
      updatedAt: now,
      ...NO_PENDING_CHANGE,
    })
    .where(eq(series.id, serie.id));
  return { ids };
}

/** A session of the series to hang a message on: the first of `ids`, or the series' latest. */
export async function anchorSession(tx: Executor, serieId: string, ids: readonly string[]): Promise<string | undefined> {
  if (ids[0]) return ids[0];
  const [row] = await tx.select({ id: sessoes.id }).from(sessoes).where(eq(sessoes.serieId, serieId)).orderBy(sql`${sessoes.serieData} desc`).limit(1);
  return row?.id;
}

/** 'esta e as próximas' (POST /series/{id}/cancelar), and the end of a series (from today). */
export async function cancelSeriesFrom(db: Database, bus: EventBus, caller: AuthUser, id: string, from: string, now: Date): Promise<SeriesAnswer> {
  await ownSeries(db, caller, id);
  if (from < todayIso(now)) throw badRequest(SERIES_MSG.pastDate, { aPartirDe: SERIES_MSG.pastDate });
  await bus.transaction(db, now, async (tx, publish) => {
    await lockSessionsOf(tx, id);
    const serie = await lockSeries(tx, id);
    if (!serie || !changeable(serie)) throw conflict(SERIES_MSG.notChangeable);
    const { ids } = await cancelFromDate(tx, serie, caller.tipo, from, now, true);
    await publish('SerieEncerrada', {
      ...refOf(serie),
      por: caller.tipo,
      aPartirDe: from,
      sessoesCanceladas: ids,
      sessaoAncora: (await anchorSession(tx, id, ids)) ?? null,
    });
  });
  return getSeries(db, caller, id);
}

export function endSeries(db: Database, bus: EventBus, caller: AuthUser, id: string, now: Date): Promise<SeriesAnswer> {
  return cancelSeriesFrom(db, bus, caller, id, todayIso(now), now);
}

export const refOf = (serie: Pick<SerieRow, 'id' | 'terapeutaId' | 'clienteId'>) => ({ serieId: serie.id, terapeutaId: serie.terapeutaId, clienteId: serie.clienteId });

/**
 * The checks of a move before anything is written (POST /series/{id}/mover, the therapist's and
 * the client's alike): an accepted series, a date from today on, another rule, and its first new
 * date checked like a new series (weekday worked, notice, horizon, blocks, clashes: a 4xx
 * otherwise). Returns the series, its therapist and that first date.
 */
export async function checkMove(db: Database, caller: AuthUser, id: string, input: SeriesMoveInput, now: Date): Promise<{ found: SerieRow; therapist: TerapeutaRow; start: string }> {
  const found = await ownSeries(db, caller, id);
  if (found.estado !== 'ativa') throw conflict(SERIES_MSG.notActive);
  if (input.aPartirDe < todayIso(now)) throw badRequest(SERIES_MSG.pastDate, { aPartirDe: SERIES_MSG.pastDate });
  if (input.diaSemana === found.diaSemana && input.hora === found.hora) throw conflict(SERIES_MSG.sameRule);
  const start = firstOnWeekday(input.aPartirDe, input.diaSemana);
  const therapist = (await findTherapistRow(db, found.terapeutaId))!;
  seriesWeekdayProblem((await findAvailability(db, therapist.id))?.schedule ?? null, start);
  // the series' own occurrence on that date would be cancelled by the move: not a clash
  const [own] = await db
    .select({ id: sessoes.id })
    .from(sessoes)
    .where(and(eq(sessoes.serieId, id), eq(sessoes.date, start), inArray(sessoes.status, ['PENDING', 'CONFIRMED'])))
    .limit(1);
  const rules = await rulesForDate(db, therapist, start, now, own?.id);
  const problem = rules ? slotProblem(rules, start, input.hora) : 'not-offered';
  if (problem) throw slotError(problem, therapist);
  return { found, therapist, start };
}

/**
 * Applies a move inside `tx`, which holds the series' sessions and row locked: the old series'
 * occurrences from `aPartirDe` are cancelled by `by` (marked late by the one rule when `late`) and
 * it ends there, and the new series (origemId = the old) is made on the rolling horizon, its
 * failing dates skipped and told, as for any series; SerieMovida published (both sides told).
 * Returns the new series' id and what was made of it.
 */
export async function applyMove(
  tx: Executor,
  publish: Publish,
  serie: SerieRow,
  by: UserType,
  input: SeriesMoveInput,
  now: Date,
  options: { late: boolean; accepted?: boolean },
): Promise<{ newId: string; start: string; made: string[] }> {
  const newId = randomUUID();
  const start = firstOnWeekday(input.aPartirDe, input.diaSemana);
  // the turn before the cancellations: a booking cannot slip between freeing and taking
  await takeTherapistTurn(tx, serie.terapeutaId);
  const { ids } = await cancelFromDate(tx, serie, by, input.aPartirDe, now, options.late);
  const [created] = await tx
    .insert(series)
    .values({
      id: newId,
      terapeutaId: serie.terapeutaId,
      clienteId: serie.clienteId,
      diaSemana: input.diaSemana,
      hora: input.hora,
      intervaloDias: serie.intervaloDias,
      modalidade: serie.modalidade,
      estado: 'ativa',
      inicio: start,
      materializadaAte: null,
      origemId: serie.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // the new occurrences copy the client's name, payment method and link from the old series
  const [latest] = await tx
    .select({ clientName: sessoes.clientName, paymentMethod: sessoes.paymentMethod, meetingLink: sessoes.meetingLink })
    .from(sessoes)
    .where(eq(sessoes.serieId, serie.id))
    .orderBy(sql`${sessoes.serieData} desc`)
    .limit(1);
  const made = await extendSeries(tx, created!, now, publish, latest);
  const [first] = await tx
    .select({ id: sessoes.id })
    .from(sessoes)
    .where(eq(sessoes.serieId, newId))
    .orderBy(asc(sessoes.serieData))
    .limit(1);
  await publish('SerieMovida', {
    ...refOf(serie),
    novaSerieId: newId,
    por: by,
    aPartirDe: input.aPartirDe,
    sessoesCanceladas: ids,
    sessoesNovas: made.made.length,
    sessaoAncora: first?.id ?? (await anchorSession(tx, serie.id, ids)) ?? null,
    mudancaAceita: options.accepted === true,
  });
  return { newId, start, made: made.made };
}

/**
 * POST /series/{id}/mover by the therapist: from `aPartirDe` on, the series happens on `diaSemana`
 * at `hora`, at once (a client's pending request for the series is dropped with the old series).
 * The same late rule as any cancellation applies to the occurrences dropped — the therapist's are
 * never late. Answers the new series.
 */
export async function moveSeriesNow(db: Database, bus: EventBus, caller: AuthUser, id: string, input: SeriesMoveInput, now: Date): Promise<SeriesAnswer> {
  await checkMove(db, caller, id, input, now);
  const newId = await bus.transaction(db, now, async (tx, publish) => {
    await lockSessionsOf(tx, id);
    const serie = await lockSeries(tx, id);
    if (!serie || serie.estado !== 'ativa') throw conflict(SERIES_MSG.notActive);
    return (await applyMove(tx, publish, serie, caller.tipo, input, now, { late: true })).newId;
  });
  return getSeries(db, caller, newId);
}
