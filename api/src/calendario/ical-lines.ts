// The content lines every iCalendar (RFC 5545) of the product is made of (issue 41 item 4): times in
// America/Sao_Paulo with its VTIMEZONE (so a weekly rule is anchored in the local wall clock, as the
// series' rule is), the parties iTIP (RFC 5546) asks for, text escaping and folding. Written by hand:
// the `ics` package writes neither TZID nor VTIMEZONE, EXDATE lists nor RECURRENCE-ID. Pure.
import { BRAZIL_TIME_ZONE, BRAZIL_UTC_OFFSET, instantToWallClock } from '@acolhe/shared-domain';

export const CALENDAR_PRODUCT_ID = '-//Acolhe//Sessoes//PT-BR';
/** Every DTSTART, DTEND, EXDATE and RECURRENCE-ID is a local time of this zone (TZID). */
export const CALENDAR_TIME_ZONE = BRAZIL_TIME_ZONE;
/** The organizer of every event: Acolhe, never one of the sides. */
export const CALENDAR_ORGANIZER = { name: 'Acolhe', email: 'nao-responda@acolhe.com.br' } as const;
/** How long before the start the calendar itself reminds (a display alarm). */
export const ALARM_HOURS_BEFORE = 24;

/** PUBLISH: a download or the feed; REQUEST / CANCEL: the iTIP invitation an e-mail carries. */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** The one person an invitation is sent to (its e-mail's recipient). */
export interface CalendarAttendee {
  email: string;
  /** the name the e-mail greets (CN); '' when none */
  name?: string;
}

/** What every event of one calendar shares: its method, its DTSTAMP, and for an invitation its recipient. */
export interface CalendarContext {
  method: CalendarMethod;
  stamp: Date;
  attendee?: CalendarAttendee;
}

/** RFC 5545 UTC DATE-TIME: 20300204T120000Z (DTSTAMP, and UNTIL of a rule anchored in a zone). */
export const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The local DATE-TIME of an instant in CALENDAR_TIME_ZONE: 20300204T090000. */
export function localStamp(instant: Date): string {
  if (!Number.isFinite(instant.getTime())) throw new Error('instante inválido no calendário');
  return `${instantToWallClock(instant).replace(/[-:]/g, '')}00`;
}

/** A DATE-TIME property in local time: 'DTSTART;TZID=America/Sao_Paulo:20300204T090000' (a list for EXDATE). */
export const zonedLine = (name: 'DTSTART' | 'DTEND' | 'EXDATE' | 'RECURRENCE-ID', instants: readonly Date[]) =>
  `${name};TZID=${CALENDAR_TIME_ZONE}:${instants.map(localStamp).join(',')}`;

/** '-03:00' → '-0300' (UTC-OFFSET of RFC 5545 §3.3.14). */
const utcOffset = BRAZIL_UTC_OFFSET.replace(':', '');

/**
 * The zone's definition. Brazil has had no daylight-saving time since 2019 (shared-domain
 * BRAZIL_UTC_OFFSET): one STANDARD observance, from and to -03:00. Every event of the product is
 * from 2026 on, so the older rules need not be told.
 */
export const VTIMEZONE_LINES: readonly string[] = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  `TZOFFSETFROM:${utcOffset}`,
  `TZOFFSETTO:${utcOffset}`,
  `TZNAME:${utcOffset.slice(0, 3)}`,
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 §3.3.11). */
export const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value (CN), quoted: no DQUOTE nor control character can be in it (RFC 5545 §3.1). */
const paramText = (value: string) => `"${[...value].filter((c) => c !== '"' && c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join('').trim()}"`;

/** An e-mail address as a CAL-ADDRESS; refused when it could break the line. */
function mailto(email: string): string {
  const address = email.trim();
  if (!/^[^\s@";:,<>]+@[^\s@";:,<>]+$/.test(address)) throw new Error('endereço de e-mail inválido para o calendário');
  return `mailto:${address}`;
}

/**
 * ORGANIZER (every method: RFC 5546 §3.2 asks it of PUBLISH too) and, in an invitation, the ATTENDEE
 * it is sent to (REQUEST and CANCEL must name the attendees; PUBLISH must not). The session was
 * agreed in Acolhe before any invitation is sent, so a REQUEST says ACCEPTED and asks no reply
 * (RSVP=FALSE: replies would go to an address nobody reads).
 */
export function partyLines(ctx: CalendarContext): string[] {
  const lines = [`ORGANIZER;CN=${paramText(CALENDAR_ORGANIZER.name)}:${mailto(CALENDAR_ORGANIZER.email)}`];
  if (ctx.method === 'PUBLISH') return lines;
  if (!ctx.attendee) throw new Error(`um convite ${ctx.method} precisa do destinatário (ATTENDEE)`);
  const name = ctx.attendee.name?.trim() ? `;CN=${paramText(ctx.attendee.name)}` : '';
  const status = ctx.method === 'REQUEST' ? ';PARTSTAT=ACCEPTED;RSVP=FALSE' : '';
  lines.push(`ATTENDEE${name};CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT${status}:${mailto(ctx.attendee.email)}`);
  return lines;
}

/** The display alarm ALARM_HOURS_BEFORE the start (never in a CANCEL: RFC 5546 §3.2.5). */
export const alarmLines = (resumo: string) => [
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  `DESCRIPTION:${escapeText(`Lembrete: ${resumo}`)}`,
  `TRIGGER:-PT${ALARM_HOURS_BEFORE}H`,
  'END:VALARM',
];

/** Content lines folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldOctets(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let size = 0;
      for (const ch of line) {
        const bytes = Buffer.byteLength(ch);
        // the first line holds 75 octets; each continuation 74 after its leading space
        if (size + bytes > (parts.length === 0 ? 75 : 74)) {
          parts.push(current);
          current = '';
          size = 0;
        }
        current += ch;
        size += bytes;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** A VCALENDAR of `vevents` (each the lines of one VEVENT), with the zone they refer to; folded, CRLF. */
export function calendarText(method: CalendarMethod, vevents: readonly (readonly string[])[], name?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${CALENDAR_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`] : []),
    ...VTIMEZONE_LINES,
    ...vevents.flat(),
    'END:VCALENDAR',
  ];
  return foldOctets(`${lines.join('\r\n')}\r\n`);
}
