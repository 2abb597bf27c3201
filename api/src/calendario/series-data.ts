// What the calendar event of a series is made of (issue 33), read from the database without names:
// the rule, the dates that do not take place (skipped, cancelled, declined, or a client's move
// waiting for the therapist) and the occurrences taking place at another time than the rule's.
// Read by the download and the feed (./series-calendar.ts) and by the outbox, whose e-mails about a
// series session carry the series' event instead of one event per session (notificacoes/service.ts).
import { asc, inArray } from 'drizzle-orm';
import { isPayableStatus } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { series, seriesOcorrenciasPuladas, sessoes, type SerieRow, type SessaoRow } from '../db/schema';

/** A series' rule and its exceptions, as its calendar event needs them; `Instant` is how a moved
 * occurrence's start is held (a Date, or its ISO text in JSON). */
export interface SeriesRule<Instant> {
  serieId: string;
  /** the rule's first date and its time (São Paulo) */
  inicio: string;
  hora: string;
  intervaloDias: 7 | 14;
  /** exclusive end date of the rule (null: it goes on) */
  fim: string | null;
  duracaoMinutos: number;
  sequencia: number;
  /** dates of the rule ('YYYY-MM-DD') that do not take place */
  excluidas: readonly string[];
  /** occurrences that take place at another time than the rule's */
  remarcadas: readonly { dataDaSerie: string; inicio: Instant; duracaoMinutos: number }[];
}

/** A series' event without names or place (an outbox payload keeps it as JSON: ISO instants). */
export interface SeriesCalendarData extends SeriesRule<string> {
  /** no occurrence takes place any more (declined, or ended before the first): a CANCEL */
  cancelada: boolean;
}

/** The event data of `rows`, with the series' latest session taking place (for its place). */
export async function seriesCalendarData(db: Executor, rows: readonly SerieRow[]): Promise<{ data: SeriesCalendarData; latest: SessaoRow | undefined }[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [occurrences, skipped] = await Promise.all([
    db.select().from(sessoes).where(inArray(sessoes.serieId, ids)).orderBy(asc(sessoes.serieData)),
    db.select().from(seriesOcorrenciasPuladas).where(inArray(seriesOcorrenciasPuladas.serieId, ids)),
  ]);
  return rows.map((serie) => {
    const own = occurrences.filter((o) => o.serieId === serie.id);
    // taking place: on or held (shared-domain isPayableStatus)
    const taking = own.filter((o) => isPayableStatus(o.status));
    const excluded = new Set(skipped.filter((s) => s.serieId === serie.id).map((s) => s.data));
    for (const o of own) if (!isPayableStatus(o.status)) excluded.add(o.serieData ?? o.date);
    return {
      latest: taking[taking.length - 1],
      data: {
        serieId: serie.id,
        inicio: serie.inicio,
        hora: serie.hora,
        intervaloDias: serie.intervaloDias === 14 ? 14 : 7,
        fim: serie.fim,
        duracaoMinutos: own[0]?.durationMinutes ?? 50,
        sequencia: serie.sequencia,
        excluidas: [...excluded].sort(),
        remarcadas: taking
          .filter((o) => o.serieData && (o.date !== o.serieData || o.time !== serie.hora))
          .map((o) => ({ dataDaSerie: o.serieData!, inicio: o.startsAt.toISOString(), duracaoMinutos: o.durationMinutes })),
        cancelada: taking.length === 0,
      },
    };
  });
}

/** The series of `ids` (and, with `withOrigins`, the series they continue) that were accepted. */
export async function acceptedSeries(db: Executor, ids: readonly string[], withOrigins = false): Promise<SerieRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(series).where(inArray(series.id, [...new Set(ids)]));
  const origins = withOrigins ? rows.map((r) => r.origemId).filter((id): id is string => Boolean(id)) : [];
  const more = origins.length > 0 ? await db.select().from(series).where(inArray(series.id, origins)) : [];
  return [...more, ...rows].filter((r) => r.estado === 'ativa' || r.estado === 'encerrada');
}
