import { googleCalendarUrl } from './calendar';

describe('googleCalendarUrl', () => {
  it('builds the template link in UTC with the São Paulo zone, title, details and location', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Sessão com Marina Duarte',
        start: '2026-12-01T14:00:00-03:00',
        end: '2026-12-01T14:50:00-03:00',
        details: 'Acolhe',
        location: 'https://meet.example/abc',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261201T170000Z/20261201T175000Z');
    expect(url.searchParams.get('text')).toBe('Sessão com Marina Duarte');
    expect(url.searchParams.get('location')).toBe('https://meet.example/abc');
    expect(url.searchParams.get('ctz')).toBe('America/Sao_Paulo');
  });

  it('leaves out what is not given', () => {
    const url = new URL(googleCalendarUrl({ title: 'x', start: '2026-12-01T17:00:00Z', end: '2026-12-01T18:00:00Z' }));
    expect(url.searchParams.has('details')).toBe(false);
    expect(url.searchParams.has('location')).toBe(false);
  });
});
