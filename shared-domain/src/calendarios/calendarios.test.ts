import * as v from 'valibot';
import { externalCalendarConnectSchema, externalCalendarUpdateSchema } from '../schemas/calendarios';
import { VALIDATION_MESSAGES as M } from '../schemas/messages';
import { externalCalendarLabel, normalizeCalendarUrl } from './endereco';

describe('normalizeCalendarUrl', () => {
  it('keeps http(s) addresses and reads webcal(s) as https', () => {
    expect(normalizeCalendarUrl(' https://calendar.google.com/calendar/ical/x/private-abc/basic.ics ')).toBe(
      'https://calendar.google.com/calendar/ical/x/private-abc/basic.ics',
    );
    expect(normalizeCalendarUrl('webcal://p01-caldav.icloud.com/published/2/abc')).toBe('https://p01-caldav.icloud.com/published/2/abc');
    expect(normalizeCalendarUrl('http://127.0.0.1:8080/a.ics')).toBe('http://127.0.0.1:8080/a.ics');
  });
  it.each(['', 'ftp://x.example/a.ics', 'file:///etc/passwd', 'javascript:alert(1)', 'https://u:p@x.example/a.ics', 'https://x.example/a\n.ics', 'not a url', `https://x.example/${'a'.repeat(2000)}`])(
    'refuses %j',
    (value) => expect(normalizeCalendarUrl(value)).toBeNull(),
  );
});

describe('externalCalendarLabel', () => {
  it('never shows the path or query of the address', () => {
    expect(externalCalendarLabel({ tipo: 'ics', url: 'https://calendar.google.com/calendar/ical/a/private-secret/basic.ics?x=1' })).toBe('calendar.google.com');
    expect(externalCalendarLabel({ tipo: 'caldav', url: 'https://cloud.example.com:8443/remote.php/dav', usuario: 'ana' })).toBe('cloud.example.com:8443 · ana');
  });
});

describe('externalCalendarConnectSchema', () => {
  it('reads both kinds', () => {
    expect(v.parse(externalCalendarConnectSchema, { tipo: 'ics', url: 'webcal://x.example/a.ics' })).toEqual({ tipo: 'ics', url: 'https://x.example/a.ics' });
    expect(v.parse(externalCalendarConnectSchema, { tipo: 'caldav', url: 'https://dav.example', usuario: ' ana ', senha: ' s p ' })).toEqual({
      tipo: 'caldav',
      url: 'https://dav.example/',
      usuario: 'ana',
      senha: ' s p ',
    });
  });
  it('answers each field its own message', () => {
    const first = (input: unknown) => v.safeParse(externalCalendarConnectSchema, input).issues?.[0]?.message;
    expect(first({ tipo: 'google' })).toBe(M.externalCalendarTipo);
    expect(first({ tipo: 'ics', url: 'ftp://x' })).toBe(M.externalCalendarIcsUrl);
    expect(first({ tipo: 'caldav', url: 'https://dav.example', usuario: 'ana' })).toBe(M.externalCalendarPassword);
    expect(first({ tipo: 'caldav', url: 'https://dav.example', senha: 'x' })).toBe(M.externalCalendarUser);
  });
});

describe('externalCalendarUpdateSchema', () => {
  it('needs something to change', () => {
    expect(v.safeParse(externalCalendarUpdateSchema, {}).issues?.[0]?.message).toBe(M.externalCalendarUpdateEmpty);
    expect(v.parse(externalCalendarUpdateSchema, { recebeSessoes: null })).toEqual({ recebeSessoes: null });
    expect(v.parse(externalCalendarUpdateSchema, { colecoes: [{ id: 'c1', bloqueia: false }] })).toEqual({ colecoes: [{ id: 'c1', bloqueia: false }] });
  });
});
