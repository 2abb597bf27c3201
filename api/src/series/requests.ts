// A series requested with POST /sessoes (issue 33): the series row, written in the transaction of
// its first session (which acolhe_reservar_sessao inserts with serie_id), pending until the
// therapist answers that session.
import { RECURRENCE_INTERVAL_DAYS, dayOfWeekOf, type AvailabilityDay, type SeriesRecurrence } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { series } from '../db/schema';
import type { NewSession } from '../sessoes/reserva';
import { conflict } from '../lib/errors';
import { SERIES_MSG } from './messages';

/** 409 when the therapist has no weekly hours on the weekday of `date` (a series repeats it). */
export function seriesWeekdayProblem(schedule: readonly AvailabilityDay[] | null, date: string): void {
  const weekday = dayOfWeekOf(date);
  if (!schedule?.some((d) => d.dayOfWeek === weekday && d.isAvailable)) throw conflict(SERIES_MSG.weekdayNotWorked(weekday));
}

/** The pending series of `session` (its serieId), before the session itself is written. */
export async function insertPendingSeries(tx: Executor, session: NewSession, recurrence: SeriesRecurrence, now: Date): Promise<void> {
  await tx.insert(series).values({
    id: session.serieId!,
    terapeutaId: session.terapeutaId,
    clienteId: session.clienteId,
    diaSemana: dayOfWeekOf(session.date),
    hora: session.time,
    intervaloDias: RECURRENCE_INTERVAL_DAYS[recurrence],
    modalidade: session.modality,
    estado: 'pendente',
    inicio: session.date,
    // the first date is decided: it is the request itself
    materializadaAte: session.date,
    createdAt: now,
    updatedAt: now,
  });
}
