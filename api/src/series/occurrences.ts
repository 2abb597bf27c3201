// The occurrences of a series (issue 33): made on a rolling horizon (SERIES_HORIZON_WEEKS) when the
// therapist accepts the series, and from then on by the sweep. Every date of the rule is checked
// like a booking (shared-domain's slotProblem: weekly hours, closed holidays, blocks, notice,
// horizon, sessions holding the time); a date that fails is not made but recorded with its reason
// (series_ocorrencias_puladas) and SerieEstendida is published in the same transaction (the reminders
// of the occurrences made, both sides told of the dates skipped: notificacoes). The database has the
// last word on clashes: the occurrences are inserted with ON CONFLICT DO NOTHING, so one that the
// exclusion constraint sessoes_sem_sobreposicao refuses (a concurrent booking won) is skipped as
// 'horario-ocupado' instead of failing the others. `materializada_ate`, moved under the series'
// row lock, is what makes a restart or a second replica neither repeat nor miss a date.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import {
  addDays,
  occupiedRange,
  seriesDatesDue,
  seriesHorizonEnd,
  skipReasonOf,
  slotProblem,
  todayIso,
  type SeriesSkipReason,
} from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { contas, series, seriesOcorrenciasPuladas, sessoes, type SerieRow } from '../db/schema';
import { agendaRules } from '../agenda/service';
import type { EventBus, Publish } from '../eventos/bus';
import { takeTherapistTurn } from '../sessoes/reserva';
import { findTherapistRow } from '../perfis/mapper';
import './events';
import { NO_PENDING_CHANGE } from './pending-change';

/** What an occurrence copies from an earlier session of its series. */
export interface CopiedFields {
  clientName: string;
  paymentMethod: string | null;
  meetingLink: string;
}

export interface Extension {
  made: string[];
  skipped: { data: string; motivo: SeriesSkipReason }[];
}

/**
 * Makes the dates of `serie`'s rule after its `materializada_ate` up to the horizon (or its end),
 * inside `tx`, which must hold the series' row lock. Returns what was made and skipped, and
 * publishes it (SerieEstendida).
 */
export async function extendSeries(tx: Executor, serie: SerieRow, now: Date, publish: Publish, copyFrom?: CopiedFields): Promise<Extension> {
  const dates = seriesDatesDue(serie.inicio, serie.intervaloDias, serie.materializadaAte, serie.fim, todayIso(now));
  if (dates.length === 0) return { made: [], skipped: [] };
  const therapist = await findTherapistRow(tx, serie.terapeutaId);
  if (!therapist) return { made: [], skipped: [] };
  await takeTherapistTurn(tx, serie.terapeutaId);
  // one read of the period: weekly hours, holidays, blocks and the sessions holding time
  const rules = await agendaRules(tx, therapist, dates[0]!, addDays(dates[dates.length - 1]!, 1), now);
  // what the occurrences copy from the series' latest session: the client's name, the payment
  // method, the meeting link the therapist gave
  // (a series moved to a new rule has none yet: the caller gives the old series' ones)
  const [latest] = copyFrom
    ? [copyFrom]
    : await tx
        .select({ clientName: sessoes.clientName, paymentMethod: sessoes.paymentMethod, meetingLink: sessoes.meetingLink })
        .from(sessoes)
        .where(eq(sessoes.serieId, serie.id))
        .orderBy(desc(sessoes.serieData))
        .limit(1);
  const skipped: Extension['skipped'] = [];
  const candidates: (typeof sessoes.$inferInsert)[] = [];
  for (const date of dates) {
    const reason = rules ? skipReasonOf(rules, date, slotProblem(rules, date, serie.hora)) : 'fora-do-horario';
    if (reason) {
      skipped.push({ data: date, motivo: reason });
      continue;
    }
    const range = occupiedRange(date, serie.hora, therapist.sessionDuration, therapist.bufferMinutes);
    candidates.push({
      id: randomUUID(),
      terapeutaId: serie.terapeutaId,
      clienteId: serie.clienteId,
      clientName: latest?.clientName ?? '',
      date,
      time: serie.hora,
      status: 'CONFIRMED',
      paymentMethod: latest?.paymentMethod ?? null,
      meetingLink: serie.modalidade === 'online' ? (latest?.meetingLink ?? '') : '',
      modality: serie.modalidade,
      durationMinutes: therapist.sessionDuration,
      bufferMinutes: therapist.bufferMinutes,
      startsAt: range.start,
      occupiedUntil: range.end,
      serieId: serie.id,
      serieData: date,
      createdAt: now,
      updatedAt: now,
    });
  }
  // DO NOTHING per row: a date the exclusion constraint refuses is skipped, the others made
  const inserted =
    candidates.length === 0
      ? []
      : await tx.insert(sessoes).values(candidates).onConflictDoNothing().returning({ id: sessoes.id, serieData: sessoes.serieData });
  const madeDates = new Set(inserted.map((r) => r.serieData));
  for (const c of candidates) if (!madeDates.has(c.serieData!)) skipped.push({ data: c.serieData!, motivo: 'horario-ocupado' });
  skipped.sort((a, b) => a.data.localeCompare(b.data));
  if (skipped.length > 0) {
    await tx
      .insert(seriesOcorrenciasPuladas)
      .values(skipped.map((s) => ({ serieId: serie.id, data: s.data, motivo: s.motivo, createdAt: now })))
      .onConflictDoNothing();
  }
  await tx
    .update(series)
    .set({
      materializadaAte: dates[dates.length - 1]!,
      updatedAt: now,
      // a skipped date is an EXDATE more in the series' calendar event
      ...(skipped.length > 0 ? { sequencia: sql`${series.sequencia} + 1` } : {}),
    })
    .where(eq(series.id, serie.id));
  await publish('SerieEstendida', {
    serieId: serie.id,
    terapeutaId: serie.terapeutaId,
    clienteId: serie.clienteId,
    sessoesCriadas: inserted.map((r) => r.id),
    puladas: skipped,
    sessaoAncora: skipped.length > 0 ? await skippedAnchor(tx, serie) : null,
  });
  return { made: inserted.map((r) => r.serieData!).sort(), skipped };
}

/** Where the message about skipped dates hangs: the series' first session (the message says when
 * the series began); for a moved series none of whose dates could be made, the series it continues. */
async function skippedAnchor(tx: Executor, serie: SerieRow): Promise<string | null> {
  const first = (serieId: string) =>
    tx.select({ id: sessoes.id }).from(sessoes).where(eq(sessoes.serieId, serieId)).orderBy(asc(sessoes.serieData)).limit(1);
  let [anchor] = await first(serie.id);
  if (!anchor && serie.origemId) [anchor] = await first(serie.origemId);
  return anchor?.id ?? null;
}

/** The series row, locked until the transaction ends. */
export async function lockSeries(tx: Executor, id: string, skipLocked = false): Promise<SerieRow | undefined> {
  const query = tx.select().from(series).where(eq(series.id, id));
  const [row] = await (skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row;
}

/**
 * The sweep: active series whose made occurrences end before the horizon are extended (one
 * transaction each, under the series' row lock; a series another replica is extending is left to
 * it). Series of an erased account are ended instead. Restart-safe and idempotent.
 */
export async function extendActiveSeries(db: Executor, bus: EventBus, now: Date): Promise<number> {
  const until = seriesHorizonEnd(todayIso(now));
  const due = await db
    .select({ id: series.id })
    .from(series)
    .where(
      and(
        eq(series.estado, 'ativa'),
        or(isNull(series.materializadaAte), lte(sql`${series.materializadaAte} + ${series.intervaloDias}`, until)),
        or(isNull(series.fim), sql`${series.materializadaAte} + ${series.intervaloDias} < ${series.fim}`),
      ),
    );
  let extended = 0;
  for (const { id } of due) {
    const done = await bus.transaction(db, now, async (tx, publish) => {
      const serie = await lockSeries(tx, id, true);
      if (!serie || serie.estado !== 'ativa') return false;
      const erased = await tx
        .select({ id: contas.id })
        .from(contas)
        .where(and(isNotNull(contas.erasedAt), or(eq(contas.id, serie.terapeutaId), eq(contas.id, serie.clienteId))))
        .limit(1);
      if (erased.length > 0) {
        await tx.update(series).set({ estado: 'encerrada', encerradaEm: now, updatedAt: now, ...NO_PENDING_CHANGE }).where(eq(series.id, id));
        return false;
      }
      const result = await extendSeries(tx, serie, now, publish);
      return result.made.length + result.skipped.length > 0;
    });
    if (done) extended++;
  }
  return extended;
}
