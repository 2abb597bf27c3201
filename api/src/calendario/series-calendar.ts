// A series in its people's calendars (issue 33): the download of an accepted series (one recurring
// event, ./series-ics.ts) and the series events of the therapist's private feed, which then lists
// only the single sessions one by one (an occurrence is never a second event). The calendars'
// slice stands after the series' (tooling/lint/folders.mjs): it reads the series, and the series'
// plugin is handed `seriesCalendar` for its download row by the composition root (features.ts).
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { publicReviewerName, type UserType } from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { clientes, series, terapeutas, type SerieRow } from '../db/schema';
import { conflict } from '../lib/errors';
import { siteLink } from '../lib/links';
import { OFFICE_COLUMNS, placeFor, type OfficeRow } from '../perfis/office';
import { ownSeries } from '../series/service';
import { seriesPlaceOf } from '../sessoes/sala-url';
import { buildCalendar, sessionSummary } from './ics';
import { seriesDescription, seriesEventFrom, seriesFileName, type SeriesEvent } from './series-ics';
import { seriesCalendarData } from './series-data';

export const SERIES_CALENDAR_MESSAGES = {
  onlyAccepted: 'Só é possível adicionar à agenda uma série aceita pelo(a) terapeuta.',
} as const;

/** The events of `rows` that have an occurrence taking place, as `side` sees them (`nameOf` gives the other side's name). */
async function eventsOf(
  db: Executor,
  rows: readonly SerieRow[],
  side: UserType,
  nameOf: (clientName: string) => string,
  office: OfficeRow | null,
  preferenciaSala: string | null,
  siteUrl: string,
): Promise<SeriesEvent[]> {
  const found = await seriesCalendarData(db, rows);
  return found.flatMap(({ data, latest }) => {
    if (!latest) return [];
    const serie = rows.find((r) => r.id === data.serieId)!;
    const link = side === 'terapeuta' ? `/usuario/${serie.terapeutaId}` : `/cliente/${serie.clienteId}`;
    // the Acolhe room: the series' room page; else the therapist's link or the office
    const place = seriesPlaceOf(data.serieId, { modality: latest.modality, preferenciaSala }, () => placeFor(side, { status: 'CONFIRMED', modality: latest.modality, meetingLink: latest.meetingLink }, office) ?? undefined);
    const local = place?.startsWith('/') ? siteLink(siteUrl, place) : place;
    return [seriesEventFrom(data, sessionSummary(nameOf(latest.clientName)), seriesDescription(siteLink(siteUrl, link)), local)];
  });
}

/** GET /series/{id}/calendario.ics: its client or its therapist, once the series was accepted. */
export async function seriesCalendar(db: Database, caller: AuthUser, id: string, siteUrl: string, now: Date): Promise<{ filename: string; content: string }> {
  const serie = await ownSeries(db, caller, id);
  if (serie.estado === 'pendente' || serie.estado === 'recusada') throw conflict(SERIES_CALENDAR_MESSAGES.onlyAccepted);
  const [names] = await db
    .select({ therapistName: terapeutas.fullName, clientName: clientes.name, office: OFFICE_COLUMNS, preferenciaSala: terapeutas.preferenciaSala })
    .from(terapeutas)
    .leftJoin(clientes, eq(clientes.id, serie.clienteId))
    .where(eq(terapeutas.id, serie.terapeutaId))
    .limit(1);
  const other = (sessionClientName: string) => (caller.tipo === 'terapeuta' ? names?.clientName || sessionClientName : (names?.therapistName ?? ''));
  const events = await eventsOf(db, [serie], caller.tipo, other, names?.office ?? null, names?.preferenciaSala ?? null, siteUrl);
  if (events.length === 0) throw conflict(SERIES_CALENDAR_MESSAGES.onlyAccepted);
  return { filename: seriesFileName(serie.inicio), content: buildCalendar([], { method: 'PUBLISH', stamp: now }, events) };
}

/** The therapist's accepted series still in the feed's window (ended after `since`), as events. */
export async function feedSeriesEvents(db: Executor, therapistId: string, since: Date, therapist: OfficeRow & { preferenciaSala: string | null }, siteUrl: string): Promise<SeriesEvent[]> {
  const sinceDate = since.toISOString().slice(0, 10);
  const rows = await db
    .select()
    .from(series)
    .where(and(eq(series.terapeutaId, therapistId), inArray(series.estado, ['ativa', 'encerrada']), or(isNull(series.fim), gt(series.fim, sinceDate))))
    .orderBy(asc(series.inicio), asc(series.id));
  // the feed leaks easily: clients named as in the public reviews ("Joana A.")
  return eventsOf(db, rows, 'terapeuta', (name) => publicReviewerName(name), therapist, therapist.preferenciaSala, siteUrl);
}
