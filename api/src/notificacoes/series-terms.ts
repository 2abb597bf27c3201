// What a series commits to, for the messages about its request and its acceptance (issue 44 item
// 1): the series' rule, the therapist's price per session and the sessions reserved — read after
// the series slice has acted in the same transaction (an accepted series has its occurrences made),
// and said by shared-domain's seriesDescription in the templates.
import { asc, eq, inArray } from 'drizzle-orm';
import { recurrenceOf, seriesTermsOf as termsOf, todayIso, type AppointmentStatus, type SeriesState, type SeriesTerms } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { series, sessoes, terapeutas } from '../db/schema';

/** The terms of the series of `serieIds` by series id, on `now`; only for a series that is not a
 * move of another (a moved series' messages are its own, 'serie-movida'), pending or accepted. */
export async function seriesTermsOf(tx: Executor, serieIds: readonly string[], now: Date): Promise<Map<string, SeriesTerms & { primeiraSessao: string | null }>> {
  const out = new Map<string, SeriesTerms & { primeiraSessao: string | null }>();
  if (serieIds.length === 0) return out;
  const ids = [...new Set(serieIds)];
  const [rows, occurrences] = await Promise.all([
    tx
      .select({ s: series, preco: terapeutas.sessionPrice })
      .from(series)
      .innerJoin(terapeutas, eq(terapeutas.id, series.terapeutaId))
      .where(inArray(series.id, ids)),
    tx
      .select({ id: sessoes.id, serieId: sessoes.serieId, date: sessoes.date, serieData: sessoes.serieData, status: sessoes.status })
      .from(sessoes)
      .where(inArray(sessoes.serieId, ids))
      .orderBy(asc(sessoes.serieData)),
  ]);
  const today = todayIso(now);
  for (const { s, preco } of rows) {
    if (s.origemId) continue;
    const own = occurrences.filter((o) => o.serieId === s.id);
    const terms = termsOf(
      {
        recorrencia: recurrenceOf(s.intervaloDias),
        inicio: s.inicio,
        hora: s.hora,
        estado: s.estado as SeriesState,
        preco: preco > 0 ? preco : null,
        ocorrencias: own.map((o) => ({ date: o.date, status: o.status as AppointmentStatus })),
      },
      today,
    );
    if (terms) out.set(s.id, { ...terms, primeiraSessao: own.find((o) => o.serieData === s.inicio)?.id ?? null });
  }
  return out;
}
