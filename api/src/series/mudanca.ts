// A client's move of a series is a request (issue 40), as a client's move of one session is: the
// series keeps its rule — its occurrences stay as they are, CONFIRMED — until the therapist
// answers. The request is kept on the series row (./pending-change.ts), one at a time:
//   POST   /series/{id}/mover            by the client: checked as the therapist's move is, then kept
//   POST   /series/{id}/mudanca/aceitar  the therapist: the move applied (./service.ts applyMove)
//   POST   /series/{id}/mudanca/recusar  the therapist: nothing changes
//   DELETE /series/{id}/mudanca          the client withdraws it: nothing changes
//   GET    /series/mudancas              the caller's series with a request waiting
// Each publishes what it did in its own transaction (./events.ts: both sides told). The late rule is
// decisions/0028's, decided by shared-domain's isLateClientMove: a request that would drop a
// CONFIRMED session less than 24 h ahead is refused (the client may start the move after it, or
// cancel it late). Accepted later, the occurrences it drops are cancelled without the late mark —
// the client asked in time, and when it takes effect is the therapist's decision.
import { and, asc, eq, gt, gte, inArray, isNotNull } from 'drizzle-orm';
import {
  firstOnWeekday,
  isLateClientMove,
  recurrenceOf,
  seriesHorizonEnd,
  slotProblem,
  todayIso,
  type SeriesAnswer,
  type SeriesChangeItem,
  type SeriesMoveInput,
  type SessionFormat,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { clientes, series, sessoes, terapeutas, type SerieRow } from '../db/schema';
import { rulesForDate } from '../agenda/service';
import type { EventBus, Publish } from '../eventos/bus';
import { conflict, forbidden } from '../lib/errors';
import { slotError } from '../sessoes/solicitacao';
import { findTherapistRow } from '../perfis/mapper';
import type { SerieMudanca } from './events';
import { lockSeries } from './occurrences';
import { SERIES_MSG } from './messages';
import { NO_PENDING_CHANGE, pendingChangeOf } from './pending-change';
import { anchorSession, applyMove, checkMove, getSeries, lockSessionsOf, moveSeriesNow, ownSeries, refOf } from './service';

/** POST /series/{id}/mover: the therapist's move applies at once; the client's is a request. */
export function moveSeries(db: Database, bus: EventBus, caller: AuthUser, id: string, input: SeriesMoveInput, now: Date): Promise<SeriesAnswer> {
  return caller.tipo === 'cliente' ? requestSeriesMove(db, bus, caller, id, input, now) : moveSeriesNow(db, bus, caller, id, input, now);
}

/** The occurrences a move from `from` would cancel (not started, PENDING or CONFIRMED), in order. */
function droppedBy(tx: Executor, serieId: string, from: string, now: Date) {
  return tx
    .select({ id: sessoes.id, date: sessoes.date, time: sessoes.time, status: sessoes.status })
    .from(sessoes)
    .where(and(eq(sessoes.serieId, serieId), gte(sessoes.serieData, from), inArray(sessoes.status, ['PENDING', 'CONFIRMED']), gt(sessoes.startsAt, now)))
    .orderBy(asc(sessoes.startsAt));
}

/** A request as its event says it: from when, the new weekday and time, its first date, and the
 * session its messages hang on — the first it would drop (else the series' latest). */
async function requestOf(tx: Executor, serie: SerieRow, now: Date): Promise<SerieMudanca> {
  const aPartirDe = serie.mudancaAPartirDe!;
  const [first] = await droppedBy(tx, serie.id, aPartirDe, now).limit(1);
  return {
    ...refOf(serie),
    aPartirDe,
    novaData: firstOnWeekday(aPartirDe, serie.mudancaDiaSemana!),
    novaHora: serie.mudancaHora!,
    sessaoAncora: (await anchorSession(tx, serie.id, first ? [first.id] : [])) ?? null,
  };
}

/**
 * The client's move: checked as the therapist's is (./service.ts checkMove), refused when it would
 * drop a confirmed session less than 24 h ahead, then kept on the series for the therapist to
 * answer; nothing else changes. Answers the series with its pending change.
 */
export async function requestSeriesMove(db: Database, bus: EventBus, caller: AuthUser, id: string, input: SeriesMoveInput, now: Date): Promise<SeriesAnswer> {
  await checkMove(db, caller, id, input, now);
  await bus.transaction(db, now, async (tx, publish) => {
    // the order of every change of a series: its sessions, then its row
    await lockSessionsOf(tx, id);
    const serie = await lockSeries(tx, id);
    if (!serie || serie.estado !== 'ativa') throw conflict(SERIES_MSG.notActive);
    if (serie.mudancaPedidaEm) throw conflict(SERIES_MSG.changePending);
    // decisions/0028, on the locked sessions: one the move would drop cannot be moved any more
    const late = (await droppedBy(tx, id, input.aPartirDe, now)).find((s) => isLateClientMove(s.status, s.date, s.time, now));
    if (late) throw conflict(SERIES_MSG.lateMove(late.date, late.time));
    const change = { mudancaAPartirDe: input.aPartirDe, mudancaDiaSemana: input.diaSemana, mudancaHora: input.hora, mudancaPedidaPor: caller.tipo, mudancaPedidaEm: now };
    await tx.update(series).set({ ...change, updatedAt: now }).where(eq(series.id, id));
    await publish('SerieMudancaSolicitada', await requestOf(tx, { ...serie, ...change }, now));
  });
  return getSeries(db, caller, id);
}

/** The series for an answer to its request: its therapist only (403 for its client). */
async function answerable(db: Database, caller: AuthUser, id: string): Promise<SerieRow> {
  const found = await ownSeries(db, caller, id);
  if (caller.tipo !== 'terapeuta') throw forbidden(SERIES_MSG.onlyTherapistAnswers);
  return found;
}

/** The series' row locked, with its request; 409 when none waits (answered, withdrawn or ended). */
async function lockWithChange(tx: Executor, id: string): Promise<SerieRow> {
  const serie = await lockSeries(tx, id);
  if (!serie || serie.estado !== 'ativa' || !serie.mudancaPedidaEm) throw conflict(SERIES_MSG.noPendingChange);
  return serie;
}

/**
 * The therapist accepts: in one transaction, the move is applied as the therapist's own would be
 * (the old occurrences from that date cancelled as the requester's, without the late mark; the
 * new ones made CONFIRMED under the exclusion constraint) and the request cleared. The first new
 * session is the request itself: if it cannot be made now — taken meanwhile (the constraint's
 * word, under the therapist's turn), blocked, too close — it is a 409 and nothing changes. Later
 * dates follow the series' rule: one that fails is skipped and told. Answers the new series.
 */
export async function acceptSeriesChange(db: Database, bus: EventBus, caller: AuthUser, id: string, now: Date): Promise<SeriesAnswer> {
  const found = await answerable(db, caller, id);
  const therapist = (await findTherapistRow(db, found.terapeutaId))!;
  const newId = await bus.transaction(db, now, async (tx, publish) => {
    await lockSessionsOf(tx, id);
    const serie = await lockWithChange(tx, id);
    const input = { aPartirDe: serie.mudancaAPartirDe!, diaSemana: serie.mudancaDiaSemana!, hora: serie.mudancaHora! };
    const requester = serie.mudancaPedidaPor === 'terapeuta' ? 'terapeuta' : 'cliente';
    const moved = await applyMove(tx, publish, serie, requester, input, now, { late: false, accepted: true });
    // (a first date beyond the rolling horizon is made later by the sweep, as for the therapist's move)
    if (moved.start <= seriesHorizonEnd(todayIso(now)) && moved.made[0] !== moved.start) {
      // why the first new session was not made, in the words of a booking (the old occurrences
      // are cancelled by now, so they are not in the way)
      const rules = await rulesForDate(tx, therapist, moved.start, now);
      const problem = rules ? slotProblem(rules, moved.start, input.hora) : 'not-offered';
      if (problem === 'past' || problem === 'notice') throw conflict(SERIES_MSG.changeTooLate(moved.start, input.hora));
      if (problem && problem !== 'taken') throw slotError(problem, therapist);
      throw conflict(SERIES_MSG.changeSlotTaken(moved.start, input.hora));
    }
    return moved.newId;
  });
  return getSeries(db, caller, newId);
}

/** The therapist declines: the request is cleared, the series stays as it was; both told. */
export async function declineSeriesChange(db: Database, bus: EventBus, caller: AuthUser, id: string, now: Date): Promise<SeriesAnswer> {
  await answerable(db, caller, id);
  await clearChange(db, bus, id, 'SerieMudancaRecusada', now);
  return getSeries(db, caller, id);
}

/** The client withdraws their request (DELETE /series/{id}/mudanca): as a decline, told as such. */
export async function withdrawSeriesChange(db: Database, bus: EventBus, caller: AuthUser, id: string, now: Date): Promise<SeriesAnswer> {
  await ownSeries(db, caller, id);
  if (caller.tipo !== 'cliente') throw forbidden(SERIES_MSG.onlyRequesterWithdraws);
  await clearChange(db, bus, id, 'SerieMudancaRetirada', now);
  return getSeries(db, caller, id);
}

async function clearChange(db: Database, bus: EventBus, id: string, told: 'SerieMudancaRecusada' | 'SerieMudancaRetirada', now: Date): Promise<void> {
  await bus.transaction(db, now, async (tx, publish: Publish) => {
    const serie = await lockWithChange(tx, id);
    await tx.update(series).set({ ...NO_PENDING_CHANGE, updatedAt: now }).where(eq(series.id, id));
    await publish(told, await requestOf(tx, serie, now));
  });
}

/** GET /series/mudancas: the caller's series (as client or therapist) with a request waiting, oldest first. */
export async function listSeriesChanges(db: Database, caller: AuthUser): Promise<SeriesChangeItem[]> {
  const mine = caller.tipo === 'terapeuta' ? eq(series.terapeutaId, caller.sub) : eq(series.clienteId, caller.sub);
  const rows = await db
    .select({ serie: series, therapistName: terapeutas.fullName, clientName: clientes.name })
    .from(series)
    .innerJoin(terapeutas, eq(terapeutas.id, series.terapeutaId))
    .leftJoin(clientes, eq(clientes.id, series.clienteId))
    .where(and(mine, eq(series.estado, 'ativa'), isNotNull(series.mudancaPedidaEm)))
    .orderBy(asc(series.mudancaPedidaEm), asc(series.id));
  return rows.flatMap(({ serie, therapistName, clientName }) => {
    const mudanca = pendingChangeOf(serie);
    if (!mudanca) return [];
    return [
      {
        serieId: serie.id,
        therapistId: serie.terapeutaId,
        therapistName: therapistName ?? '',
        clientId: serie.clienteId,
        clientName: clientName ?? '',
        recorrencia: recurrenceOf(serie.intervaloDias),
        diaSemana: serie.diaSemana,
        hora: serie.hora,
        modality: serie.modalidade as SessionFormat,
        mudanca,
      },
    ];
  });
}
