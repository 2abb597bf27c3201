import { buildCalendar, buildInvite, calendarFileName, eventUid, FEED_CALENDAR_NAME, sessionSummary, type SessionEvent } from './ics';

const event: SessionEvent = {
  sessaoId: 's-123',
  inicio: '2030-02-05T12:00:00.000Z', // 09:00 in São Paulo
  duracaoMinutos: 50,
  sequencia: 2,
  resumo: 'Sessão com Helena Prado',
  local: 'https://meet.exemplo/abc',
  descricao: 'Sessão marcada pelo Acolhe.\nDetalhes: https://acolhe.com.br/cliente/c-1',
};
const stamp = new Date('2030-01-16T13:00:00.000Z');

/** The unfolded content lines of an iCalendar text. */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);

describe('iCalendar of a session', () => {
  it('an invitation: REQUEST, stable UID, SEQUENCE, UTC start and end, place, alarm 24 h before', () => {
    const ics = buildInvite(event, 'REQUEST', stamp);
    const l = lines(ics);
    expect(l[0]).toBe('BEGIN:VCALENDAR');
    expect(l).toContain('METHOD:REQUEST');
    expect(l).toContain('UID:s-123@acolhe.com.br');
    expect(l).toContain('SEQUENCE:2');
    expect(l).toContain('DTSTAMP:20300116T130000Z');
    expect(l).toContain('DTSTART:20300205T120000Z');
    expect(l).toContain('DTEND:20300205T125000Z');
    expect(l).toContain('SUMMARY:Sessão com Helena Prado');
    expect(l).toContain('LOCATION:https://meet.exemplo/abc');
    expect(l).toContain('DESCRIPTION:Sessão marcada pelo Acolhe.\\nDetalhes: https://acolhe.com.br/cliente/c-1');
    expect(l).toContain('STATUS:CONFIRMED');
    expect(l.filter((x) => x.startsWith('ORGANIZER'))).toEqual(['ORGANIZER;CN="Acolhe":MAILTO:nao-responda@acolhe.com.br']);
    const alarm = l.slice(l.indexOf('BEGIN:VALARM'), l.indexOf('END:VALARM') + 1);
    expect(alarm).toEqual(['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Lembrete: Sessão com Helena Prado', 'TRIGGER:-PT24H', 'END:VALARM']);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // every line within 75 octets (folded)
    expect(ics.split('\r\n').every((x) => Buffer.byteLength(x) <= 75)).toBe(true);
  });

  it('a cancellation: METHOD:CANCEL and STATUS:CANCELLED on the same UID, no alarm', () => {
    const l = lines(buildInvite({ ...event, sequencia: 3 }, 'CANCEL', stamp));
    expect(l).toContain('METHOD:CANCEL');
    expect(l).toContain('STATUS:CANCELLED');
    expect(l).toContain('UID:s-123@acolhe.com.br');
    expect(l).toContain('SEQUENCE:3');
    expect(l).not.toContain('BEGIN:VALARM');
  });

  it('a presencial session: the office address is the location, escaped as text', () => {
    const l = lines(buildInvite({ ...event, local: 'Avenida Paulista, 1000; sala 12 — Bela Vista' }, 'REQUEST', stamp));
    expect(l).toContain('LOCATION:Avenida Paulista\\, 1000\\; sala 12 — Bela Vista');
  });

  it('a feed: PUBLISH with the calendar name, one event per session, no organizer; empty is valid', () => {
    const ics = buildCalendar([event, { ...event, sessaoId: 's-456', sequencia: 0 }], { method: 'PUBLISH', stamp, name: FEED_CALENDAR_NAME });
    const l = lines(ics);
    expect(l).toContain('METHOD:PUBLISH');
    expect(l).toContain('X-WR-CALNAME:Acolhe — sessões');
    expect(l.filter((x) => x === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(l.filter((x) => x.startsWith('UID:'))).toEqual(['UID:s-123@acolhe.com.br', 'UID:s-456@acolhe.com.br']);
    expect(l.some((x) => x.startsWith('ORGANIZER'))).toBe(false);
    const empty = lines(buildCalendar([], { method: 'PUBLISH', stamp, name: FEED_CALENDAR_NAME }));
    expect(empty[0]).toBe('BEGIN:VCALENDAR');
    expect(empty).not.toContain('BEGIN:VEVENT');
    expect(empty[empty.length - 1]).toBe('END:VCALENDAR');
  });

  it('names, UIDs and file names', () => {
    expect(eventUid('abc')).toBe('abc@acolhe.com.br');
    expect(sessionSummary('  Joana   A. ')).toBe('Sessão com Joana A.');
    expect(sessionSummary('')).toBe('Sessão no Acolhe');
    expect(calendarFileName('2030-02-05')).toBe('sessao-acolhe-05-02-2030.ics');
  });

  it('refuses an invalid start rather than writing a broken event', () => {
    expect(() => buildInvite({ ...event, inicio: 'amanhã' }, 'REQUEST', stamp)).toThrow();
  });
});
