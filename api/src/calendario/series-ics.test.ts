import { escapeText, seriesEventLines, seriesUid, utcStamp, withSeriesEvents, type SeriesEvent } from './series-ics';
import { buildCalendar } from './ics';

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

describe('the iCalendar lines of a series', () => {
  it('one recurring event: DTSTART in UTC, RRULE every 2 weeks, sorted unique EXDATEs, escaped texts; an override per moved occurrence', () => {
    const lines = seriesEventLines(event, stamp);
    expect(lines).toContain(`UID:${seriesUid('sr-1')}`);
    expect(lines).toContain('DTSTART:20300204T120000Z');
    expect(lines).toContain('DTEND:20300204T125000Z');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2');
    expect(lines).toContain('EXDATE:20300218T120000Z,20300304T120000Z');
    expect(lines).toContain('LOCATION:Rua A\\, 10\\; sala 2\\, São Paulo');
    expect(lines).toContain('RECURRENCE-ID:20300401T120000Z');
    expect(lines).toContain('DTSTART:20300402T140000Z');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'SEQUENCE:3')).toHaveLength(2);
    expect(lines).not.toContain('ORGANIZER;CN=Acolhe:mailto:nao-responda@acolhe.com.br');
  });
  it('an ended series: UNTIL the last second before its end date (São Paulo); a cancelled one: STATUS:CANCELLED, no alarm', () => {
    expect(seriesEventLines({ ...event, fim: '2030-03-18' }, stamp)).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20300318T025959Z');
    const cancelled = seriesEventLines(event, stamp, true, true);
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('ORGANIZER;CN=Acolhe:mailto:nao-responda@acolhe.com.br');
    expect(cancelled).not.toContain('BEGIN:VALARM');
  });
  it('added to a calendar before its end, lines folded at 75 octets', () => {
    const text = withSeriesEvents(buildCalendar([], { method: 'PUBLISH', stamp }), [event], stamp);
    expect(text.endsWith('END:VCALENDAR\r\n') || text.endsWith('END:VCALENDAR')).toBe(true);
    expect(text.indexOf('BEGIN:VEVENT')).toBeLessThan(text.indexOf('END:VCALENDAR'));
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(escapeText('a\\b')).toBe('a\\\\b');
    expect(utcStamp(new Date('2030-01-02T03:04:05.678Z'))).toBe('20300102T030405Z');
  });
});
