// The iCalendar (RFC 5545) of a session, built with the `ics` package: one event per session,
// whatever the channel — the invitation attached to an e-mail (METHOD REQUEST, or CANCEL when the
// session is cancelled), the download of one session and the therapist's private feed (PUBLISH).
// Pure functions of their input: no clock, no database.
//
// What an event says is what both sides already know: the other side's name (abbreviated in the
// feed), the slot, where it happens, a link back to the product. Never a CPF, notes or an e-mail
// of the other side; the only address in it is Acolhe's own, as the ORGANIZER that iTIP requires.
import { createEvents, type EventAttributes } from 'ics';

export const CALENDAR_PRODUCT_ID = '-//Acolhe//Sessoes//PT-BR';
/** X-WR-CALNAME of the therapist's feed */
export const FEED_CALENDAR_NAME = 'Acolhe — sessões';
/** The organizer of the invitations: Acolhe, never one of the sides. */
export const CALENDAR_ORGANIZER = { name: 'Acolhe', email: 'nao-responda@acolhe.com.br' } as const;
/** How long before the start the calendar itself reminds (a display alarm). */
export const ALARM_HOURS_BEFORE = 24;

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

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
  /** meeting link or office address */
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

function attributesOf(e: SessionEvent, stamp: Date, withOrganizer: boolean): EventAttributes {
  const start = Date.parse(e.inicio);
  if (!Number.isFinite(start)) throw new Error(`início inválido: ${e.inicio}`);
  const attributes: EventAttributes & { timestamp: number } = {
    uid: eventUid(e.sessaoId),
    sequence: e.sequencia,
    // UTC on both ends: no VTIMEZONE needed, every calendar shows it in its own zone
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + e.duracaoMinutos * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    timestamp: stamp.getTime(),
    title: e.resumo,
    description: e.descricao,
    status: e.cancelada ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    classification: 'PRIVATE',
    alarms: e.cancelada ? [] : [{ action: 'display', description: `Lembrete: ${e.resumo}`, trigger: { hours: ALARM_HOURS_BEFORE, before: true } }],
  };
  if (e.local) attributes.location = e.local;
  if (withOrganizer) attributes.organizer = { ...CALENDAR_ORGANIZER };
  return attributes;
}

/** Content lines folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character: the `ics`
 * package folds at 75 characters, which "ã" or "—" push past the limit. */
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

/** A VCALENDAR of `events` (possibly none) with `method`; `stamp` is its DTSTAMP. */
export function buildCalendar(events: readonly SessionEvent[], options: { method: CalendarMethod; stamp: Date; name?: string }): string {
  // iTIP messages (REQUEST, CANCEL) need an ORGANIZER; a published calendar does not
  const itip = options.method !== 'PUBLISH';
  const { error, value } = createEvents(
    events.map((e) => attributesOf(e, options.stamp, itip)),
    { productId: CALENDAR_PRODUCT_ID, method: options.method, ...(options.name ? { calName: options.name } : {}) },
  );
  if (error || value === null) throw error ?? new Error('falha ao gerar o calendário');
  return foldOctets(value);
}

/** The invitation of one session for an e-mail: REQUEST, or CANCEL (the event marked cancelled). */
export function buildInvite(event: SessionEvent, method: 'REQUEST' | 'CANCEL', stamp: Date): string {
  return buildCalendar([{ ...event, cancelada: method === 'CANCEL' }], { method, stamp });
}
