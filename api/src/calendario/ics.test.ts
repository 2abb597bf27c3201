import ICAL from 'ical.js';
import { buildCalendar, buildInvite, calendarFileName, eventUid, FEED_CALENDAR_NAME, sessionSummary, type SessionEvent } from './ics';
import { foldOctets, localStamp, VTIMEZONE_LINES } from './ical-lines';

const event: SessionEvent = {
  sessaoId: 's-123',
  inicio: '2030-02-05T12:00:00.000Z', // 09:00 in São Paulo
  duracaoMinutos: 50,
  sequencia: 2,
  resumo: 'Sessão com Helena Prado',
  local: 'https://acolhe.com.br/sessao/s-123/sala',
  descricao: 'Sessão marcada pelo Acolhe.\nDetalhes: https://acolhe.com.br/cliente/c-1',
};
const stamp = new Date('2030-01-16T13:00:00.000Z');
const joana = { email: 'joana@exemplo.com.br', name: 'Joana' };

/** The unfolded content lines of an iCalendar text. */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
/** The lines of the first VEVENT. */
const vevent = (ics: string) => {
  const l = lines(ics);
  return l.slice(l.indexOf('BEGIN:VEVENT'), l.indexOf('END:VEVENT') + 1);
};

describe('iCalendar of a session', () => {
  it('an invitation: REQUEST, stable UID, SEQUENCE, start and end in São Paulo time with its VTIMEZONE, the room, ORGANIZER and the recipient as ATTENDEE, alarm 24 h before', () => {
    const ics = buildInvite(event, 'REQUEST', stamp, joana);
    const l = lines(ics);
    expect(l.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Acolhe//Sessoes//PT-BR', 'CALSCALE:GREGORIAN', 'METHOD:REQUEST']);
    // the zone every TZID refers to is in the file, before the events
    expect(l.slice(5, 5 + VTIMEZONE_LINES.length)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Sao_Paulo',
      'X-LIC-LOCATION:America/Sao_Paulo',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-0300',
      'TZOFFSETTO:-0300',
      'TZNAME:-03',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    const e = vevent(ics);
    expect(e).toContain('UID:s-123@acolhe.com.br');
    expect(e).toContain('SEQUENCE:2');
    expect(e).toContain('DTSTAMP:20300116T130000Z');
    expect(e).toContain('DTSTART;TZID=America/Sao_Paulo:20300205T090000');
    expect(e).toContain('DTEND;TZID=America/Sao_Paulo:20300205T095000');
    expect(e).toContain('SUMMARY:Sessão com Helena Prado');
    expect(e).toContain('LOCATION:https://acolhe.com.br/sessao/s-123/sala');
    expect(e).toContain('DESCRIPTION:Sessão marcada pelo Acolhe.\\nDetalhes: https://acolhe.com.br/cliente/c-1');
    expect(e).toContain('STATUS:CONFIRMED');
    expect(e.filter((x) => x.startsWith('ORGANIZER'))).toEqual(['ORGANIZER;CN="Acolhe":mailto:nao-responda@acolhe.com.br']);
    expect(e.filter((x) => x.startsWith('ATTENDEE'))).toEqual(['ATTENDEE;CN="Joana";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:joana@exemplo.com.br']);
    // no UTC time but the stamp: every time of the event is local with its TZID
    expect(e.filter((x) => /^(DTSTART|DTEND|EXDATE|RECURRENCE-ID)[:;]/.test(x) && !x.includes(';TZID=America/Sao_Paulo:'))).toEqual([]);
    const alarm = e.slice(e.indexOf('BEGIN:VALARM'), e.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual(['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Lembrete: Sessão com Helena Prado', 'TRIGGER:-PT24H', 'END:VALARM']);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // every line within 75 octets (folded)
    expect(ics.split('\r\n').every((x) => Buffer.byteLength(x) <= 75)).toBe(true);
  });

  it('read by ical.js with the file\'s own VTIMEZONE: the same instant, 09:00 in São Paulo, and the attendee', () => {
    const calendar = new ICAL.Component(ICAL.parse(buildInvite(event, 'REQUEST', stamp, joana)));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    expect(zone.tzid).toBe('America/Sao_Paulo');
    ICAL.TimezoneService.register(zone);
    const parsed = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    // the time is zoned (not floating, not UTC) and means the session's instant
    expect(parsed.startDate.zone.tzid).toBe('America/Sao_Paulo');
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2030-02-05T12:00:00.000Z');
    expect(parsed.endDate.toJSDate().toISOString()).toBe('2030-02-05T12:50:00.000Z');
    expect(parsed.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:joana@exemplo.com.br']);
    expect(parsed.organizer).toBe('mailto:nao-responda@acolhe.com.br');
  });

  it('a cancellation: METHOD:CANCEL and STATUS:CANCELLED on the same UID, the recipient as ATTENDEE, no alarm', () => {
    const e = vevent(buildInvite({ ...event, sequencia: 3 }, 'CANCEL', stamp, { email: 'helena@exemplo.com.br', name: '' }));
    expect(lines(buildInvite(event, 'CANCEL', stamp, joana))).toContain('METHOD:CANCEL');
    expect(e).toContain('STATUS:CANCELLED');
    expect(e).toContain('UID:s-123@acolhe.com.br');
    expect(e).toContain('SEQUENCE:3');
    expect(e).toContain('ORGANIZER;CN="Acolhe":mailto:nao-responda@acolhe.com.br');
    expect(e).toContain('ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT:mailto:helena@exemplo.com.br');
    expect(e).not.toContain('BEGIN:VALARM');
  });

  it('an invitation without its recipient, or to an address that would break the line, is refused rather than written', () => {
    expect(() => buildCalendar([event], { method: 'REQUEST', stamp })).toThrow(/ATTENDEE/);
    expect(() => buildCalendar([event], { method: 'CANCEL', stamp })).toThrow(/ATTENDEE/);
    expect(() => buildInvite(event, 'REQUEST', stamp, { email: 'x@y.com\r\nATTENDEE:mailto:z@w.com' })).toThrow(/e-mail inválido/);
    // a name cannot close its quotes
    const e = vevent(buildInvite(event, 'REQUEST', stamp, { email: 'a@b.com', name: 'Jo"ana;\r\nX' }));
    expect(e.find((x) => x.startsWith('ATTENDEE'))).toBe('ATTENDEE;CN="Joana;X";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:a@b.com');
  });

  it('a presencial session: the office address is the location, escaped as text', () => {
    const l = lines(buildInvite({ ...event, local: 'Avenida Paulista, 1000; sala 12 — Bela Vista' }, 'REQUEST', stamp, joana));
    expect(l).toContain('LOCATION:Avenida Paulista\\, 1000\\; sala 12 — Bela Vista');
  });

  it('a feed: PUBLISH with the calendar name and its zone, one event per session, the organizer and no attendee; empty is valid', () => {
    const ics = buildCalendar([event, { ...event, sessaoId: 's-456', sequencia: 0 }], { method: 'PUBLISH', stamp, name: FEED_CALENDAR_NAME });
    const l = lines(ics);
    expect(l).toContain('METHOD:PUBLISH');
    expect(l).toContain('X-WR-CALNAME:Acolhe — sessões');
    expect(l).toContain('X-WR-TIMEZONE:America/Sao_Paulo');
    expect(l.filter((x) => x === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(l.filter((x) => x.startsWith('UID:'))).toEqual(['UID:s-123@acolhe.com.br', 'UID:s-456@acolhe.com.br']);
    // RFC 5546 §3.2.1: PUBLISH has an organizer and no attendee
    expect(l.filter((x) => x.startsWith('ORGANIZER'))).toHaveLength(2);
    expect(l.some((x) => x.startsWith('ATTENDEE'))).toBe(false);
    const empty = lines(buildCalendar([], { method: 'PUBLISH', stamp, name: FEED_CALENDAR_NAME }));
    expect(empty[0]).toBe('BEGIN:VCALENDAR');
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty[empty.length - 1]).toBe('END:VCALENDAR');
  });

  it('names, UIDs, file names and local stamps', () => {
    expect(eventUid('abc')).toBe('abc@acolhe.com.br');
    expect(sessionSummary('  Joana   A. ')).toBe('Sessão com Joana A.');
    expect(sessionSummary('')).toBe('Sessão no Acolhe');
    expect(calendarFileName('2030-02-05')).toBe('sessao-acolhe-05-02-2030.ics');
    // late in the evening in São Paulo is the next day in UTC
    expect(localStamp(new Date('2030-02-06T01:30:00.000Z'))).toBe('20300205T223000');
  });

  it('folds at 75 octets, never inside a character', () => {
    const long = `SUMMARY:${'ã'.repeat(60)}`;
    const folded = foldOctets(long);
    expect(folded.split('\r\n').every((x) => Buffer.byteLength(x) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('refuses an invalid start rather than writing a broken event', () => {
    expect(() => buildInvite({ ...event, inicio: 'amanhã' }, 'REQUEST', stamp, joana)).toThrow();
  });
});
