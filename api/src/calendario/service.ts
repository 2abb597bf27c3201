// Sessions in the users' own calendars, besides the invitations the e-mails carry:
// - the .ics of one confirmed session, for its client or its therapist (a download);
// - the therapist's private feed: every confirmed (and lately completed) session as one calendar
//   their Google/Apple/Outlook calendar subscribes to. A calendar app cannot send a token header,
//   so the secret is in the URL: 32 random bytes, compared in constant time, replaced on demand
//   (the old URL then stops working), cleared when the account is erased. Because such a URL leaks
//   easily (shared screens, synced devices), the feed names clients as the public reviews do
//   ("Joana A."), and a wrong or missing token answers exactly like an unknown therapist (404).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { AGENDA_PRIVADA_DIAS_PASSADOS, publicReviewerName, type CalendarFeed, type UserType } from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database } from '../db/client';
import { sessoes, terapeutas, type SessaoRow } from '../db/schema';
import { isPayable } from '../db/statuses';
import { conflict, notFound } from '../lib/errors';
import { MSG } from '../lib/messages';
import { sessaoVisivelPara } from '../sessoes/partes';
import { siteLink } from '../lib/links';
import { buildCalendar, calendarFileName, FEED_CALENDAR_NAME, sessionSummary, type SessionEvent } from './ics';
import { OFFICE_COLUMNS, placeFor, type OfficeRow } from '../perfis/office';
import { feedSeriesEvents, seriesCalendar } from './series-calendar';
import { salaUrlOf } from '../sessoes/sala-url';

export const CALENDAR_MESSAGES = {
  onlyConfirmed: 'Só é possível adicionar à agenda uma sessão confirmada.',
} as const;

/** How far back the feed goes: the recent past stays visible in the therapist's calendar. */
export const FEED_PAST_DAYS = AGENDA_PRIVADA_DIAS_PASSADOS;
/** Calendar apps poll; five minutes of caching spares the database without hiding a change long. */
export const FEED_CACHE_CONTROL = 'private, max-age=300';

/** A new feed secret: 32 random bytes, base64url (43 characters). */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether `given` is the stored secret, in time independent of where they differ (both sides
 * are hashed first, so the buffers compared have equal length whatever was sent). */
export function feedTokenMatches(given: unknown, stored: string | null | undefined): boolean {
  if (typeof given !== 'string' || !given || !stored) return false;
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/** The feed's absolute URL on the api's public origin (config.publicUrl), secret included. */
export function feedUrl(apiPublicUrl: string, therapistId: string, token: string): string {
  return `${apiPublicUrl.replace(/\/+$/, '')}/agenda/terapeutas/${encodeURIComponent(therapistId)}/calendario.ics?token=${encodeURIComponent(token)}`;
}

/** The caller's feed, its secret created on the first call (one statement: two first calls at
 * once agree on one secret). */
export async function feedOf(db: Database, therapistId: string, apiPublicUrl: string): Promise<CalendarFeed> {
  const candidate = newFeedToken();
  const [row] = await db
    .update(terapeutas)
    .set({ calendarioToken: sql`COALESCE(${terapeutas.calendarioToken}, ${candidate})` })
    .where(eq(terapeutas.id, therapistId))
    .returning({ token: terapeutas.calendarioToken });
  if (!row?.token) throw notFound(MSG.therapistNotFound);
  return { url: feedUrl(apiPublicUrl, therapistId, row.token) };
}

/** A new secret: the old URL stops working at once. */
export async function rotateFeed(db: Database, therapistId: string, apiPublicUrl: string): Promise<CalendarFeed> {
  const token = newFeedToken();
  const rows = await db.update(terapeutas).set({ calendarioToken: token }).where(eq(terapeutas.id, therapistId)).returning({ id: terapeutas.id });
  if (rows.length === 0) throw notFound(MSG.therapistNotFound);
  return { url: feedUrl(apiPublicUrl, therapistId, token) };
}

type SessionForCalendar = Pick<SessaoRow, 'id' | 'terapeutaId' | 'clienteId' | 'startsAt' | 'durationMinutes' | 'calendarSequence' | 'modality' | 'meetingLink' | 'status'>;

/** The event of a session as `side` sees it: named after the other side, linking back to where
 * that side manages it. Nothing else: no notes, no CPF, no e-mail. */
export function sessionEventFor(s: SessionForCalendar & { preferenciaSala: string | null }, side: UserType, otherName: string, office: OfficeRow | null, siteUrl: string): SessionEvent {
  const link = side === 'terapeuta' ? `/usuario/${s.terapeutaId}` : `/cliente/${s.clienteId}`;
  const event: SessionEvent = {
    sessaoId: s.id,
    inicio: s.startsAt.toISOString(),
    duracaoMinutos: s.durationMinutes,
    sequencia: s.calendarSequence,
    resumo: sessionSummary(otherName),
    descricao: `Sessão marcada pelo Acolhe.\nDetalhes, remarcação e cancelamento: ${siteLink(siteUrl, link)}`,
  };
  // an online session in the Acolhe room happens at the room's page; else the link or the office
  const sala = salaUrlOf(s);
  const local = sala.startsWith('/') ? siteLink(siteUrl, sala) : placeFor(side, s, office);
  if (local) event.local = local;
  return event;
}

/** The .ics of one CONFIRMED session for its client or its therapist (404 for anybody else); of a
 * series' occurrence, its series' event. */
export async function sessionCalendar(db: Database, caller: AuthUser, id: string, siteUrl: string, now: Date): Promise<{ filename: string; content: string }> {
  const row = await sessaoVisivelPara(db, caller, id);
  if (row.status !== 'CONFIRMED') throw conflict(CALENDAR_MESSAGES.onlyConfirmed);
  // an occurrence of a series is in its series' one event: that is the file (never a second event)
  if (row.serieId) return seriesCalendar(db, caller, row.serieId, siteUrl, now);
  const other = caller.tipo === 'terapeuta' ? row.clientName : row.therapistName ?? '';
  const event = sessionEventFor(row, caller.tipo, other, row.office, siteUrl);
  return { filename: calendarFileName(row.date), content: buildCalendar([event], { method: 'PUBLISH', stamp: now }) };
}

/**
 * The therapist's feed, or undefined (→ 404) when the therapist is unknown, has no feed yet, or
 * `token` is not its secret: CONFIRMED sessions, and those COMPLETED, from FEED_PAST_DAYS ago on.
 */
export async function therapistFeed(db: Database, therapistId: string, token: unknown, siteUrl: string, now: Date): Promise<string | undefined> {
  const [therapist] = await db
    .select({
      token: terapeutas.calendarioToken,
      preferenciaSala: terapeutas.preferenciaSala,
      ...OFFICE_COLUMNS,
    })
    .from(terapeutas)
    .where(eq(terapeutas.id, therapistId))
    .limit(1);
  if (!feedTokenMatches(token, therapist?.token)) return undefined;
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 3600_000);
  const rows = await db
    .select()
    .from(sessoes)
    .where(
      and(
        eq(sessoes.terapeutaId, therapistId),
        // on or held (db/statuses isPayable: CONFIRMED, COMPLETED) — a completed session was a
        // confirmed one that took place: it stays where it was
        isPayable(sessoes.status),
        gte(sessoes.startsAt, since),
        // an occurrence of a series is in its series' recurring event, never a second event
        isNull(sessoes.serieId),
      ),
    )
    .orderBy(asc(sessoes.startsAt), asc(sessoes.id));
  const events = rows.map((s) => sessionEventFor({ ...s, preferenciaSala: therapist!.preferenciaSala }, 'terapeuta', publicReviewerName(s.clientName), therapist!, siteUrl));
  const seriesEvents = await feedSeriesEvents(db, therapistId, since, therapist!, siteUrl);
  return buildCalendar(events, { method: 'PUBLISH', stamp: now, name: FEED_CALENDAR_NAME }, seriesEvents);
}
