// Each rule of busyIntervals on a crafted .ics text (issue 45 item 2).
import { busyIntervals, mergeIntervals, NotICalendarError } from './intervalos';

const WINDOW = { from: new Date('2026-11-30T00:00:00Z'), to: new Date('2027-06-01T00:00:00Z') };

const cal = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//teste//PT', ...events, 'END:VCALENDAR'].join('\r\n');
const ev = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
const iso = (intervals: { start: Date; end: Date }[]) => intervals.map((i) => [i.start.toISOString(), i.end.toISOString()]);

describe('busyIntervals', () => {
  it('reads UTC times as written', () => {
    expect(iso(busyIntervals(cal(ev('UID:1', 'DTSTART:20261201T130000Z', 'DTEND:20261201T140000Z', 'SUMMARY:Consulta')), WINDOW))).toEqual([
      ['2026-12-01T13:00:00.000Z', '2026-12-01T14:00:00.000Z'],
    ]);
  });

  it('reads floating times as São Paulo (UTC−3)', () => {
    expect(iso(busyIntervals(cal(ev('UID:1', 'DTSTART:20261201T100000', 'DTEND:20261201T110000')), WINDOW))).toEqual([
      ['2026-12-01T13:00:00.000Z', '2026-12-01T14:00:00.000Z'],
    ]);
  });

  it('reads an IANA TZID without VTIMEZONE by the time zone database (Lisbon, UTC+0 in December)', () => {
    expect(iso(busyIntervals(cal(ev('UID:1', 'DTSTART;TZID=Europe/Lisbon:20261201T100000', 'DTEND;TZID=Europe/Lisbon:20261201T110000')), WINDOW))).toEqual([
      ['2026-12-01T10:00:00.000Z', '2026-12-01T11:00:00.000Z'],
    ]);
    // and New York in June (EDT, UTC−4)
    expect(iso(busyIntervals(cal(ev('UID:2', 'DTSTART;TZID=America/New_York:20270510T090000', 'DURATION:PT30M')), WINDOW))).toEqual([
      ['2027-05-10T13:00:00.000Z', '2027-05-10T13:30:00.000Z'],
    ]);
  });

  it("reads a TZID by the file's own VTIMEZONE (Outlook's Windows names)", () => {
    const vtimezone = [
      'BEGIN:VTIMEZONE',
      'TZID:E. South America Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      'TZOFFSETFROM:-0300',
      'TZOFFSETTO:-0300',
      'END:STANDARD',
      'END:VTIMEZONE',
      'BEGIN:VTIMEZONE',
      'TZID:Custom Plus Five',
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      'TZOFFSETFROM:+0500',
      'TZOFFSETTO:+0500',
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n');
    const text = cal(
      vtimezone,
      ev('UID:1', 'DTSTART;TZID=E. South America Standard Time:20261202T080000', 'DTEND;TZID=E. South America Standard Time:20261202T090000'),
      ev('UID:2', 'DTSTART;TZID=Custom Plus Five:20261203T080000', 'DTEND;TZID=Custom Plus Five:20261203T090000'),
    );
    expect(iso(busyIntervals(text, WINDOW))).toEqual([
      ['2026-12-02T11:00:00.000Z', '2026-12-02T12:00:00.000Z'],
      ['2026-12-03T03:00:00.000Z', '2026-12-03T04:00:00.000Z'],
    ]);
  });

  it('blocks the days of an all-day event in São Paulo (DTEND exclusive; without DTEND one day)', () => {
    expect(iso(busyIntervals(cal(ev('UID:1', 'DTSTART;VALUE=DATE:20261224', 'DTEND;VALUE=DATE:20261226'), ev('UID:2', 'DTSTART;VALUE=DATE:20261231')), WINDOW))).toEqual([
      ['2026-12-24T03:00:00.000Z', '2026-12-26T03:00:00.000Z'],
      ['2026-12-31T03:00:00.000Z', '2027-01-01T03:00:00.000Z'],
    ]);
  });

  it('expands a weekly rule, leaves out its EXDATE and moves the occurrence a RECURRENCE-ID overrides', () => {
    const text = cal(
      ev('UID:serie', 'DTSTART;TZID=America/Sao_Paulo:20261201T140000', 'DTEND;TZID=America/Sao_Paulo:20261201T150000', 'RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;TZID=America/Sao_Paulo:20261208T140000'),
      ev('UID:serie', 'RECURRENCE-ID;TZID=America/Sao_Paulo:20261215T140000', 'DTSTART;TZID=America/Sao_Paulo:20261215T180000', 'DTEND;TZID=America/Sao_Paulo:20261215T190000'),
    );
    expect(iso(busyIntervals(text, WINDOW))).toEqual([
      ['2026-12-01T17:00:00.000Z', '2026-12-01T18:00:00.000Z'],
      ['2026-12-15T21:00:00.000Z', '2026-12-15T22:00:00.000Z'],
      ['2026-12-22T17:00:00.000Z', '2026-12-22T18:00:00.000Z'],
    ]);
  });

  it('an override that cancels or frees one occurrence leaves it out', () => {
    const text = cal(
      ev('UID:s', 'DTSTART:20261201T120000Z', 'DTEND:20261201T130000Z', 'RRULE:FREQ=DAILY;COUNT=3'),
      ev('UID:s', 'RECURRENCE-ID:20261202T120000Z', 'DTSTART:20261202T120000Z', 'DTEND:20261202T130000Z', 'STATUS:CANCELLED'),
      ev('UID:s', 'RECURRENCE-ID:20261203T120000Z', 'DTSTART:20261203T120000Z', 'DTEND:20261203T130000Z', 'TRANSP:TRANSPARENT'),
    );
    expect(iso(busyIntervals(text, WINDOW))).toEqual([['2026-12-01T12:00:00.000Z', '2026-12-01T13:00:00.000Z']]);
  });

  it('skips TRANSP:TRANSPARENT and STATUS:CANCELLED events', () => {
    const text = cal(
      ev('UID:1', 'DTSTART:20261201T120000Z', 'DTEND:20261201T130000Z', 'TRANSP:TRANSPARENT'),
      ev('UID:2', 'DTSTART:20261202T120000Z', 'DTEND:20261202T130000Z', 'STATUS:CANCELLED'),
      ev('UID:3', 'DTSTART:20261203T120000Z', 'DTEND:20261203T130000Z', 'TRANSP:OPAQUE'),
    );
    expect(iso(busyIntervals(text, WINDOW))).toEqual([['2026-12-03T12:00:00.000Z', '2026-12-03T13:00:00.000Z']]);
  });

  it('keeps only what overlaps the window, and an endless rule stops at its end', () => {
    const text = cal(
      ev('UID:old', 'DTSTART:20250101T120000Z', 'DTEND:20250101T130000Z'),
      ev('UID:late', 'DTSTART:20280101T120000Z', 'DTEND:20280101T130000Z'),
      ev('UID:daily', 'DTSTART:20261101T120000Z', 'DTEND:20261101T130000Z', 'RRULE:FREQ=DAILY'),
    );
    const found = busyIntervals(text, WINDOW);
    expect(found[0]!.start.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(found[found.length - 1]!.start.toISOString()).toBe('2027-05-31T12:00:00.000Z');
    expect(found).toHaveLength(183);
  });

  it('merges overlapping events and reads CalDAV’s one text per event', () => {
    const a = cal(ev('UID:a', 'DTSTART:20261201T120000Z', 'DTEND:20261201T140000Z'));
    const b = cal(ev('UID:b', 'DTSTART:20261201T130000Z', 'DTEND:20261201T150000Z'));
    expect(iso(busyIntervals([a, b], WINDOW))).toEqual([['2026-12-01T12:00:00.000Z', '2026-12-01T15:00:00.000Z']]);
  });

  it("leaves out Acolhe's own sessions (their UID), which hold their time as sessions already", () => {
    const text = cal(ev('UID:0f8e2c1a-1111-4222-8333-944455556666@acolhe.com.br', 'DTSTART:20261201T120000Z', 'DTEND:20261201T130000Z'), ev('UID:outro@example.com', 'DTSTART:20261202T120000Z', 'DTEND:20261202T130000Z'));
    expect(iso(busyIntervals(text, WINDOW))).toEqual([['2026-12-02T12:00:00.000Z', '2026-12-02T13:00:00.000Z']]);
  });

  it('an event without an end holds no time', () => {
    expect(busyIntervals(cal(ev('UID:1', 'DTSTART:20261201T120000Z')), WINDOW)).toEqual([]);
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Entrar</body></html>'],
    ['JSON', '{"events": []}'],
    ['empty', ''],
    ['a broken calendar', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:x'],
  ])('refuses %s', (_, text) => {
    expect(() => busyIntervals(text, WINDOW)).toThrow(NotICalendarError);
  });
});

describe('mergeIntervals', () => {
  it('joins touching intervals and keeps gaps', () => {
    const d = (s: string) => new Date(`2026-12-01T${s}:00Z`);
    expect(iso(mergeIntervals([{ start: d('12:00'), end: d('13:00') }, { start: d('10:00'), end: d('11:00') }, { start: d('13:00'), end: d('14:00') }]))).toEqual([
      ['2026-12-01T10:00:00.000Z', '2026-12-01T11:00:00.000Z'],
      ['2026-12-01T12:00:00.000Z', '2026-12-01T14:00:00.000Z'],
    ]);
  });
});
