import { seriesEventLines, seriesUid, type SeriesEvent } from './series-ics';
import { buildCalendar } from './ics';
import { escapeText, utcStamp, type CalendarContext } from './ical-lines';

const event: SeriesEvent = {
  serieId: 'sr-1',
  inicio: '2030-02-04',
  hora: '09:00',
  intervaloDias: 14,
  fim: null,
  duracaoMinutos: 50,
  sequencia: 3,
  excluidas: ['2030-03-04', '2030-02-18', '2030-02-18'],
  remarcadas: [{ dataDaSerie: '2030-04-01', inicio: new Date('2030-04-02T14:00:00.000Z'), duracaoMinutos: 50 }],
  resumo: 'Sessão com Helena Prado',
  local: 'Rua A, 10; sala 2, São Paulo',
  descricao: 'Série de sessões.\nDetalhes: https://acolhe.com.br/cliente/c-1',
};
const stamp = new Date('2030-01-16T13:00:00.000Z');
const publish: CalendarContext = { method: 'PUBLISH', stamp };
const request: CalendarContext = { method: 'REQUEST', stamp, attendee: { email: 'joana@exemplo.com.br', name: 'Joana' } };

describe('the iCalendar lines of a series', () => {
  it('one recurring event anchored in São Paulo time: DTSTART with TZID, RRULE every 2 weeks, sorted unique EXDATEs with TZID, escaped texts; an override per moved occurrence (RECURRENCE-ID with TZID)', () => {
    const lines = seriesEventLines(event, publish);
    expect(lines).toContain(`UID:${seriesUid('sr-1')}`);
    expect(lines).toContain('DTSTART;TZID=America/Sao_Paulo:20300204T090000');
    expect(lines).toContain('DTEND;TZID=America/Sao_Paulo:20300204T095000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2');
    expect(lines).toContain('EXDATE;TZID=America/Sao_Paulo:20300218T090000,20300304T090000');
    expect(lines).toContain('LOCATION:Rua A\\, 10\\; sala 2\\, São Paulo');
    expect(lines).toContain('RECURRENCE-ID;TZID=America/Sao_Paulo:20300401T090000');
    expect(lines).toContain('DTSTART;TZID=America/Sao_Paulo:20300402T110000');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'SEQUENCE:3')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('ORGANIZER'))).toHaveLength(2);
    expect(lines.some((l) => l.startsWith('ATTENDEE'))).toBe(false);
  });
  it('an invitation: every VEVENT (the rule and its overrides) names the recipient', () => {
    const lines = seriesEventLines(event, request);
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toEqual([
      'ATTENDEE;CN="Joana";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:joana@exemplo.com.br',
      'ATTENDEE;CN="Joana";CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:joana@exemplo.com.br',
    ]);
  });
  it('an ended series: UNTIL (UTC, as RFC 5545 asks beside a zoned DTSTART) the last second before its end date in São Paulo; a cancelled one: STATUS:CANCELLED, no alarm, no override', () => {
    expect(seriesEventLines({ ...event, fim: '2030-03-18' }, publish)).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20300318T025959Z');
    const cancelled = seriesEventLines(event, { method: 'CANCEL', stamp, attendee: { email: 'a@b.com' } }, true);
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('ORGANIZER;CN="Acolhe":mailto:nao-responda@acolhe.com.br');
    expect(cancelled).toContain('ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT:mailto:a@b.com');
    expect(cancelled).not.toContain('BEGIN:VALARM');
    expect(cancelled.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });
  it('in a calendar after its zone, lines folded at 75 octets', () => {
    const text = buildCalendar([], { method: 'PUBLISH', stamp }, [event]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.indexOf('END:VTIMEZONE')).toBeLessThan(text.indexOf('BEGIN:VEVENT'));
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(escapeText('a\\b')).toBe('a\\\\b');
    expect(utcStamp(new Date('2030-01-02T03:04:05.678Z'))).toBe('20300102T030405Z');
  });
});
