// What a change of one session means for its series (issue 33): the series slice hears the sessoes
// slice's events (sessoes/events.ts) in the transaction of the change. A series is requested with
// its first session (SerieSolicitada: its row, pending); that session is the series' request: the
// therapist's confirmation accepts the whole series (SerieAceita: its occurrences are made), a
// decline refuses it, and a cancellation or an expiry of that request ends it. Any change of an
// occurrence of an accepted series changes the series' calendar event (SEQUENCE + 1).
import { RECURRENCE_INTERVAL_DAYS, dayOfWeekOf, type AppointmentStatus } from '@acolhe/shared-domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { series, sessoes } from '../db/schema';
import type { DomainEvents, EventBus, Publish } from '../eventos/bus';
import '../sessoes/events';
import './events';
import { extendSeries, lockSeries } from './occurrences';

interface SeriesSession {
  sessaoId: string;
  serieId: string | null;
}

/** The pending series of a booking's first session, before that session is written (its row points
 * at the series). */
export async function insertPendingSeries(tx: Executor, request: DomainEvents['SerieSolicitada'], now: Date): Promise<void> {
  await tx.insert(series).values({
    id: request.serieId,
    terapeutaId: request.terapeutaId,
    clienteId: request.clienteId,
    diaSemana: dayOfWeekOf(request.data),
    hora: request.hora,
    intervaloDias: RECURRENCE_INTERVAL_DAYS[request.recorrencia],
    modalidade: request.modalidade,
    estado: 'pendente',
    inicio: request.data,
    // the first date is decided: it is the request itself
    materializadaAte: request.data,
    createdAt: now,
    updatedAt: now,
  });
}

/** After a status change of `session` to `to`. */
export async function seriesAfterStatusChange(tx: Executor, session: SeriesSession, to: AppointmentStatus, now: Date, publish: Publish): Promise<void> {
  if (!session.serieId) return;
  const serie = await lockSeries(tx, session.serieId);
  if (!serie) return;
  if (serie.estado === 'pendente') {
    if (to === 'CONFIRMED') {
      await tx.update(series).set({ estado: 'ativa', updatedAt: now }).where(eq(series.id, serie.id));
      await publish('SerieAceita', { serieId: serie.id, terapeutaId: serie.terapeutaId, clienteId: serie.clienteId });
    }
    if (to === 'REJECTED') await tx.update(series).set({ estado: 'recusada', encerradaEm: now, updatedAt: now }).where(eq(series.id, serie.id));
    if (to === 'CANCELLED') await tx.update(series).set({ estado: 'encerrada', encerradaEm: now, updatedAt: now }).where(eq(series.id, serie.id));
    return;
  }
  // an occurrence cancelled (an EXDATE), completed or confirmed again after a client's move
  await bumpSequence(tx, serie.id, now);
}

/** After `session` moved to `date` `time`: a pending series follows its request to the new slot
 * (what the therapist will accept is the new one); an accepted series keeps its rule and the moved
 * occurrence becomes an override of its date. */
export async function seriesAfterMove(tx: Executor, session: SeriesSession, date: string, time: string, now: Date): Promise<void> {
  if (!session.serieId) return;
  const serie = await lockSeries(tx, session.serieId);
  if (!serie) return;
  if (serie.estado === 'pendente') {
    await tx
      .update(series)
      .set({ inicio: date, materializadaAte: date, diaSemana: dayOfWeekOf(date), hora: time, updatedAt: now })
      .where(eq(series.id, serie.id));
    await tx.update(sessoes).set({ serieData: date }).where(eq(sessoes.id, session.sessaoId));
    return;
  }
  await bumpSequence(tx, serie.id, now);
}

/** Pending series whose request expired (the sweep) end with it. */
export async function endPendingSeriesOf(tx: Executor, sessionIds: readonly string[], now: Date): Promise<void> {
  if (sessionIds.length === 0) return;
  const ids = tx
    .select({ id: sessoes.serieId })
    .from(sessoes)
    .where(and(inArray(sessoes.id, [...sessionIds]), isNotNull(sessoes.serieId)));
  await tx
    .update(series)
    .set({ estado: 'encerrada', encerradaEm: now, updatedAt: now })
    .where(and(eq(series.estado, 'pendente'), inArray(series.id, ids)));
}

export const bumpSequence = (tx: Executor, serieId: string, now: Date) =>
  tx
    .update(series)
    .set({ sequencia: sql`${series.sequencia} + 1`, updatedAt: now })
    .where(eq(series.id, serieId));

/**
 * The series' reactions, registered by ./plugin.ts before the notifications' (features.ts): a
 * message about a session of a series reads the series as these leave it (its calendar event's
 * SEQUENCE, an accepted series' event).
 */
export function subscribeToSessions(bus: EventBus): void {
  bus.withinTransaction('SerieSolicitada', (tx, { payload, at }) => insertPendingSeries(tx, payload, at));
  bus.withinTransaction('SessaoConfirmada', (tx, { payload, at }, publish) => seriesAfterStatusChange(tx, payload, 'CONFIRMED', at, publish));
  bus.withinTransaction('SessaoRecusada', (tx, { payload, at }, publish) => seriesAfterStatusChange(tx, payload, 'REJECTED', at, publish));
  bus.withinTransaction('SessaoCancelada', (tx, { payload, at }, publish) => seriesAfterStatusChange(tx, payload, 'CANCELLED', at, publish));
  bus.withinTransaction('SessaoConcluida', async (tx, { payload, at }, publish) => {
    // the therapist's own completion of an occurrence; the sweep's leave the series as they are
    if (payload.por !== 'terapeuta') return;
    for (const session of payload.sessoes) await seriesAfterStatusChange(tx, session, 'COMPLETED', at, publish);
  });
  bus.withinTransaction('SessaoRemarcada', (tx, { payload, at }) => seriesAfterMove(tx, payload, payload.para.data, payload.para.hora, at));
  bus.withinTransaction('SolicitacaoExpirada', (tx, { payload, at }) =>
    endPendingSeriesOf(
      tx,
      payload.sessoes.filter((s) => s.serieId).map((s) => s.sessaoId),
      at,
    ),
  );
  // an accepted series' occurrences are made on the rolling horizon at once (then by the sweep)
  bus.withinTransaction('SerieAceita', async (tx, { payload, at }, publish) => {
    const serie = await lockSeries(tx, payload.serieId);
    if (serie) await extendSeries(tx, serie, at, publish);
  });
}
