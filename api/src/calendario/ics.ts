// The iCalendar (RFC 5545) files of the product: one event per single session, one recurring event
// per series (./series-ics.ts), whatever the channel — the invitation attached to an e-mail (METHOD
// REQUEST, or CANCEL when the session is cancelled), the download of one session or series and the
// therapist's private feed (PUBLISH). Times in America/Sao_Paulo with its VTIMEZONE (./ical-lines.ts).
// Pure functions of their input: no clock, no database.
//
// What an event says is what both sides already know: the other side's name (abbreviated in the
// feed), the slot, where it happens, a link back to the product. Never a CPF, notes or an e-mail
// of the other side; the addresses in it are Acolhe's own (ORGANIZER) and, in an invitation, the
// recipient's (ATTENDEE), as iTIP requires.
import { alarmLines, calendarText, escapeText, partyLines, utcStamp, zonedLine, type CalendarAttendee, type CalendarContext, type CalendarMethod } from './ical-lines';
import { seriesEventLines, type SeriesEvent } from './series-ics';

export { ALARM_HOURS_BEFORE, CALENDAR_ORGANIZER, CALENDAR_PRODUCT_ID, CALENDAR_TIME_ZONE } from './ical-lines';
export type { CalendarAttendee, CalendarMethod } from './ical-lines';

/** X-WR-CALNAME of the therapist's feed */
export const FEED_CALENDAR_NAME = 'Acolhe — sessões';

/** One session, as its event needs it. */
export interface SessionEvent {
  sessaoId: string;
  /** ISO instant of the start */
  inicio: string;
  duracaoMinutos: number;
  /** sessoes.calendar_sequence: grows whenever the session moves, is cancelled or its link changes */
  sequencia: number;
  /** 'Sessão com …' for the reader */
  resumo: string;
  /** the room (its URL), the therapist's meeting link or the office address */
  local?: string;
  /** a few lines with a link back to the product */
  descricao: string;
  /** the session no longer takes place (STATUS:CANCELLED) */
  cancelada?: boolean;
}

/** Stable per session, so every update (and the cancellation) replaces the same event. */
export const eventUid = (sessaoId: string) => `${sessaoId}@acolhe.com.br`;

/** 'Sessão com Helena Prado'; without a name (an erased account), 'Sessão no Acolhe'. */
export function sessionSummary(otherSide: string): string {
  const name = otherSide.replace(/\s+/g, ' ').trim();
  return name ? `Sessão com ${name}` : 'Sessão no Acolhe';
}

/** 'sessao-acolhe-05-02-2030.ics' for a session on 'YYYY-MM-DD' */
export function calendarFileName(date: string): string {
  const [y, m, d] = date.split('-');
  return `sessao-acolhe-${d}-${m}-${y}.ics`;
}

/** The VEVENT lines of one session. */
function sessionEventLines(e: SessionEvent, ctx: CalendarContext): string[] {
  const start = new Date(Date.parse(e.inicio));
  if (!Number.isFinite(start.getTime())) throw new Error(`início inválido: ${e.inicio}`);
  const end = new Date(start.getTime() + e.duracaoMinutos * 60_000);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${eventUid(e.sessaoId)}`,
    `SEQUENCE:${e.sequencia}`,
    `DTSTAMP:${utcStamp(ctx.stamp)}`,
    zonedLine('DTSTART', [start]),
    zonedLine('DTEND', [end]),
    `SUMMARY:${escapeText(e.resumo)}`,
    `DESCRIPTION:${escapeText(e.descricao)}`,
    ...(e.local ? [`LOCATION:${escapeText(e.local)}`] : []),
    `STATUS:${e.cancelada ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'CLASS:PRIVATE',
    ...partyLines(ctx),
  ];
  if (!e.cancelada && ctx.method !== 'CANCEL') lines.push(...alarmLines(e.resumo));
  return [...lines, 'END:VEVENT'];
}

export interface CalendarOptions {
  method: CalendarMethod;
  /** DTSTAMP of every event */
  stamp: Date;
  /** X-WR-CALNAME (the feed) */
  name?: string;
  /** REQUEST / CANCEL: the e-mail's recipient (ATTENDEE) */
  attendee?: CalendarAttendee;
}

/** A VCALENDAR of single sessions' `events` and `series` events (possibly none) with `method`. */
export function buildCalendar(events: readonly SessionEvent[], options: CalendarOptions, series: readonly (SeriesEvent & { cancelada?: boolean })[] = []): string {
  const ctx: CalendarContext = { method: options.method, stamp: options.stamp, ...(options.attendee ? { attendee: options.attendee } : {}) };
  return calendarText(
    options.method,
    [...events.map((e) => sessionEventLines(e, ctx)), ...series.map((s) => seriesEventLines(s, ctx, s.cancelada === true))],
    options.name,
  );
}

/** The invitation of one session for an e-mail to `attendee`: REQUEST, or CANCEL (the event marked cancelled). */
export function buildInvite(event: SessionEvent, method: 'REQUEST' | 'CANCEL', stamp: Date, attendee: CalendarAttendee): string {
  return buildCalendar([{ ...event, cancelada: method === 'CANCEL' }], { method, stamp, attendee });
}
