import { appointment } from '../test/fixtures';
import { calendarEventOf, canAddToCalendar, icsFileNameFrom } from './calendario';

describe('calendar of a session', () => {
  it('is offered for a confirmed session until it starts', () => {
    const a = appointment({ status: 'CONFIRMED', date: '2030-03-05', time: '14:00' });
    expect(canAddToCalendar(a, new Date('2030-03-05T13:59:00-03:00'))).toBe(true);
    expect(canAddToCalendar(a, new Date('2030-03-05T14:00:00-03:00'))).toBe(false);
    expect(canAddToCalendar({ ...a, status: 'PENDING' }, new Date('2030-03-01T10:00:00-03:00'))).toBe(false);
  });

  it('event: title, start and end in Brazil time, no link before there is one', () => {
    const event = calendarEventOf(appointment({ status: 'CONFIRMED', therapistName: 'Ana Souza', date: '2030-03-05', time: '23:30', durationMinutes: 50 }));
    expect(event).toMatchObject({ title: 'Sessão com Ana Souza', start: '2030-03-06T02:30:00.000Z', end: '2030-03-06T03:20:00.000Z' });
    expect(event.location).toBeUndefined();
  });

  it('never puts a javascript: link in the location', () => {
    const event = calendarEventOf(appointment({ status: 'CONFIRMED', meetingLink: 'javascript:alert(1)' }));
    expect(event.location).toBeUndefined();
  });

  it.each([
    ['attachment; filename="sessao-2030-03-07.ics"', 'sessao-2030-03-07.ics'],
    ["attachment; filename*=UTF-8''sess%C3%A3o.ics", 'sessão.ics'],
    ['attachment; filename=convite.ics', 'convite.ics'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', 'sessao-acolhe.ics'],
    [null, 'sessao-acolhe.ics'],
  ])('file name of %p is %p', (header, name) => {
    expect(icsFileNameFrom(header)).toBe(name);
  });
});
