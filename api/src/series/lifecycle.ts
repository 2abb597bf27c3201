// What a change of one session means for its series (issue 33), called by sessoes/service.ts in the
// transaction of the change. The first session of a pending series is the series' request: the
// therapist's confirmation accepts the whole series (its occurrences are made), a decline refuses it,
// and a cancellation or an expiry of that request ends it. Any change of an occurrence of an
// accepted series changes the series' calendar event (SEQUENCE + 1).
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { dayOfWeekOf, type AppointmentStatus } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { series, sessoes } from '../db/schema';
import { extendSeries, lockSeries, type Extension } from './occurrences';

interface SeriesSession {
  id: string;
  serieId: string | null;
}

/** After a status change of `session` to `to`. */
export async function seriesAfterStatusChange(tx: Executor, session: SeriesSession, to: AppointmentStatus, now: Date): Promise<Extension | undefined> {
  if (!session.serieId) return undefined;
  const serie = await lockSeries(tx, session.serieId);
  if (!serie) return undefined;
  if (serie.estado === 'pendente') {
    if (to === 'CONFIRMED') {
      await tx.update(series).set({ estado: 'ativa', updatedAt: now }).where(eq(series.id, serie.id));
      return extendSeries(tx, { ...serie, estado: 'ativa' }, now);
    }
    if (to === 'REJECTED') await tx.update(series).set({ estado: 'recusada', encerradaEm: now, updatedAt: now }).where(eq(series.id, serie.id));
    if (to === 'CANCELLED') await tx.update(series).set({ estado: 'encerrada', encerradaEm: now, updatedAt: now }).where(eq(series.id, serie.id));
    return undefined;
  }
  // an occurrence cancelled (an EXDATE), completed or confirmed again after a client's move
  await bumpSequence(tx, serie.id, now);
  return undefined;
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
    await tx.update(sessoes).set({ serieData: date }).where(eq(sessoes.id, session.id));
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
