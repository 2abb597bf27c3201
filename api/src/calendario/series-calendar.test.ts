// Issue 33, item 3: a confirmed series is ONE event in its people's calendars — RRULE weekly or
// fortnightly, EXDATE for the dates that do not take place (skipped, cancelled), RECURRENCE-ID
// overrides for the occurrences moved, SEQUENCE bumped on each change — and the therapist's private
// feed agrees. Issue 41 item 4: in São Paulo time with its VTIMEZONE. Read back by two independent
// parsers (ical.js, Thunderbird's; python-icalendar + dateutil), expanding the occurrences, which must
// be exactly the sessions that take place (testing/ical.ts).
import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { serieSalaPagePath, seriesHorizonEnd, type Appointment, type SeriesAnswer } from '@acolhe/shared-domain';
import { notificacoes, sessoes, terapeutas } from '../db/schema';
import { renderEmail, type NotificationPayload } from '../notificacoes/templates';
import { createReadyTherapist, newClient, useTestApp, type TestUser } from '../../testing/helpers';
import { expandBoth, expandWithIcalJs, expandWithPython } from '../../testing/ical';

/** Every occurrence start (ISO) of the recurring event(s) in `ics` before `until`, as both parsers expand them, by UID. */
function expand(ics: string, until: string): Map<string, { starts: string[]; sequence: number; rrule: string }> {
  return new Map([...expandBoth(ics, until)].map(([uid, e]) => [uid, { starts: e.instants, sequence: e.sequence, rrule: e.rrule }]));
}

const startOf = (date: string, time: string) => new Date(`${date}T${time}:00-03:00`).toISOString();

describe('a series in calendars (ical.js)', () => {
  const t = useTestApp();
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wed 16/01/2030 10:00 in São Paulo

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => t.call({ method, url, user, ...(body ? { body } : {}) });

  it('one VEVENT with RRULE, EXDATE for skipped and cancelled dates, RECURRENCE-ID for a moved one; SEQUENCE grows; the feed agrees', async () => {
    const therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
    const client = newClient('Joana Almeida');
    await call(therapist, 'POST', `/agenda/terapeutas/${therapist.sub}/bloqueios`, { start: '2030-02-04T08:00', end: '2030-02-04T12:00', reason: 'congresso' });
    const first = (await call(client, 'POST', '/sessoes', { therapistId: therapist.sub, date: '2030-01-21', time: '09:00', recorrencia: 'semanal' })).json<Appointment>();
    const id = first.serieId!;
    // not accepted yet: no calendar
    const pending = await call(client, 'GET', `/series/${id}/calendario.ics`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ message: 'Só é possível adicionar à agenda uma série aceita pelo(a) terapeuta.' });
    await call(therapist, 'PATCH', `/sessoes/${first.id}`, { status: 'CONFIRMED' });

    const ics = async () => {
      const res = await call(client, 'GET', `/series/${id}/calendario.ics`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="serie-acolhe-21-01-2030.ics"');
      return res.body;
    };
    const v1 = expand(await ics(), '2030-12-31T00:00:00Z').get(`serie-${id}@acolhe.com.br`)!;
    expect(v1.rrule).toBe('FREQ=WEEKLY;INTERVAL=1');
    // the blocked Monday (week 3) is not in the calendar; the series goes on past the made horizon
    expect(v1.starts.slice(0, 4)).toEqual([startOf('2030-01-21', '09:00'), startOf('2030-01-28', '09:00'), startOf('2030-02-11', '09:00'), startOf('2030-02-18', '09:00')]);

    // cancel one, move another: the others stay
    const s = (await call(client, 'GET', `/series/${id}`)).json<SeriesAnswer>();
    const byDate = (d: string) => s.ocorrencias.find((o) => o.date === d)!.id;
    await call(client, 'PATCH', `/sessoes/${byDate('2030-02-11')}`, { status: 'CANCELLED' });
    await call(therapist, 'POST', `/sessoes/${byDate('2030-02-18')}/remarcar`, { date: '2030-02-19', time: '11:00' });
    const text = await ics();
    const v2 = expand(text, '2030-04-09T00:00:00Z').get(`serie-${id}@acolhe.com.br`)!;
    expect(v2.sequence).toBeGreaterThan(v1.sequence);
    const taking = (await call(client, 'GET', `/series/${id}`))
      .json<SeriesAnswer>()
      .ocorrencias.filter((o) => o.status === 'CONFIRMED')
      .map((o) => startOf(o.date, o.time))
      .sort();
    // ical.js expands exactly the sessions that take place (up to the made horizon)
    expect(v2.starts).toEqual(taking);
    expect(v2.starts).toContain(startOf('2030-02-19', '11:00'));
    expect(v2.starts).not.toContain(startOf('2030-02-11', '09:00'));
    expect(text).toMatch(/\r\nEXDATE;TZID=America\/Sao_Paulo:20300204T090000,20300211T090000\r\n/);
    expect(text).toMatch(/\r\nRRULE:FREQ=WEEKLY;INTERVAL=1\r\n/);
    expect(text).toContain('\r\nRECURRENCE-ID;TZID=America/Sao_Paulo:20300218T090000\r\n');
    expect(text).toContain('\r\nDTSTART;TZID=America/Sao_Paulo:20300121T090000\r\n');
    // up to the series' horizon (the dates already made), each parser's expansion is exactly GET
    // /series/{id}'s sessions taking place, dates and São Paulo times
    const answer = (await call(client, 'GET', `/series/${id}`)).json<SeriesAnswer>();
    const horizon = seriesHorizonEnd('2030-01-16');
    const untilHorizon = `${horizon}T23:59:59-03:00`;
    const made = answer.ocorrencias.filter((o) => o.status === 'CONFIRMED').map((o) => `${o.date}T${o.time}`).sort();
    expect(made.at(-1)! > '2030-03-31').toBe(true);
    expect(made).toContain('2030-02-19T11:00');
    for (const parser of [expandWithIcalJs, expandWithPython]) {
      expect(parser(text, untilHorizon).get(`serie-${id}@acolhe.com.br`)!.starts).toEqual(made);
    }
    // nothing but the names and the slot: the client's name only as far as the series' people see it
    expect(text).toContain('SUMMARY:Sessão com Helena Prado');
    // the .ics of one occurrence is its series' event, never a second event of the same session
    const one = await call(client, 'GET', `/sessoes/${first.id}/calendario.ics`);
    expect(one.statusCode).toBe(200);
    expect([...expand(one.body, '2030-04-09T00:00:00Z').keys()]).toEqual([`serie-${id}@acolhe.com.br`]);

    // the feed: the same event (the client as in the public reviews), no occurrence twice
    const feedUrl = new URL((await call(therapist, 'GET', '/agenda/calendario')).json<{ url: string }>().url);
    const feed = await t.app.inject({ method: 'GET', url: `${feedUrl.pathname}${feedUrl.search}` });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('SUMMARY:Sessão com Joana A.');
    const inFeed = expand(feed.body, '2030-04-09T00:00:00Z');
    expect([...inFeed.keys()]).toEqual([`serie-${id}@acolhe.com.br`]);
    expect(inFeed.get(`serie-${id}@acolhe.com.br`)!.starts).toEqual(taking);

    // 'esta e as próximas' from 04/03: UNTIL ends the rule, the feed and the download agree
    await call(client, 'POST', `/series/${id}/cancelar`, { aPartirDe: '2030-03-04' });
    const v3 = expand(await ics(), '2031-01-01T00:00:00Z').get(`serie-${id}@acolhe.com.br`)!;
    // UNTIL: the last second before 04/03 in São Paulo
    expect(v3.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;UNTIL=2030-03-04T02:59:59.000Z');
    expect(v3.starts).toEqual([startOf('2030-01-21', '09:00'), startOf('2030-01-28', '09:00'), startOf('2030-02-19', '11:00'), startOf('2030-02-25', '09:00')]);
    expect(v3.sequence).toBeGreaterThan(v2.sequence);
    const feedAfter = await t.app.inject({ method: 'GET', url: `${feedUrl.pathname}${feedUrl.search}` });
    expect(expand(feedAfter.body, '2031-01-01T00:00:00Z').get(`serie-${id}@acolhe.com.br`)!.starts).toEqual(v3.starts);
  });

  it('the e-mails about a series carry its one event: the acceptance a REQUEST with RRULE, a cancelled occurrence a newer REQUEST with its EXDATE, the end a REQUEST with UNTIL', async () => {
    const therapist = await createReadyTherapist(t, { profile: { fullName: 'Helena Prado' } });
    const client = newClient('Joana Almeida');
    const first = (await call(client, 'POST', '/sessoes', { therapistId: therapist.sub, date: '2030-01-24', time: '10:00', recorrencia: 'semanal' })).json<Appointment>();
    const id = first.serieId!;
    await call(therapist, 'PATCH', `/sessoes/${first.id}`, { status: 'CONFIRMED' });
    const invite = async (contaId: string, tipo: string) => {
      const [row] = await t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, contaId), eq(notificacoes.tipo, tipo)));
      const ical = renderEmail(tipo, row!.payload as unknown as NotificationPayload, { siteUrl: 'https://acolhe.com.br', link: row!.link, para: row!.emailTo }).icalEvent!;
      return { method: ical.method, filename: ical.filename, event: expand(ical.content, '2030-04-12T00:00:00Z').get(`serie-${id}@acolhe.com.br`)!, content: ical.content };
    };
    const accepted = await invite(client.sub, 'sessao-confirmada');
    expect(accepted).toMatchObject({ method: 'REQUEST', filename: 'serie-acolhe-24-01-2030.ics' });
    expect(accepted.content).toContain('METHOD:REQUEST');
    expect(accepted.content).toContain('SUMMARY:Sessão com Helena Prado');
    expect(accepted.event.rrule).toBe('FREQ=WEEKLY;INTERVAL=1');
    expect(accepted.event.starts).toHaveLength(12); // 24/01 … 11/04

    const s = (await call(client, 'GET', `/series/${id}`)).json<SeriesAnswer>();
    await call(client, 'PATCH', `/sessoes/${s.ocorrencias[2]!.id}`, { status: 'CANCELLED' });
    const cancelled = await invite(therapist.sub, 'sessao-cancelada-pelo-cliente');
    expect(cancelled.method).toBe('REQUEST');
    expect(cancelled.content).toContain('SUMMARY:Sessão com Joana Almeida');
    expect(cancelled.event.sequence).toBeGreaterThan(accepted.event.sequence);
    expect(cancelled.event.starts).toHaveLength(11);
    expect(cancelled.event.starts).not.toContain(startOf('2030-02-07', '10:00'));

    await call(therapist, 'POST', `/series/${id}/cancelar`, { aPartirDe: '2030-02-14' });
    const ended = await invite(client.sub, 'serie-encerrada');
    expect(ended.method).toBe('REQUEST');
    expect(ended.event.rrule).toBe('FREQ=WEEKLY;INTERVAL=1;UNTIL=2030-02-14T02:59:59.000Z');
    expect(ended.event.starts).toEqual([startOf('2030-01-24', '10:00'), startOf('2030-01-31', '10:00')]);
  });

  it('fortnightly: INTERVAL=2', async () => {
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const first = (await call(client, 'POST', '/sessoes', { therapistId: therapist.sub, date: '2030-01-23', time: '10:00', recorrencia: 'quinzenal' })).json<Appointment>();
    await call(therapist, 'PATCH', `/sessoes/${first.id}`, { status: 'CONFIRMED' });
    const res = await call(therapist, 'GET', `/series/${first.serieId}/calendario.ics`);
    const v = expand(res.body, '2030-03-01T00:00:00Z').get(`serie-${first.serieId}@acolhe.com.br`)!;
    expect(v.rrule).toBe('FREQ=WEEKLY;INTERVAL=2');
    expect(v.starts).toEqual([startOf('2030-01-23', '10:00'), startOf('2030-02-06', '10:00'), startOf('2030-02-20', '10:00')]);
  });

  it('where a series happens: in the Acolhe room, the series\' room page; with the therapist\'s own link, the link — download, feed and e-mail agree', async () => {
    const location = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('location');
    const site = t.config.publicSiteUrl.replace(/\/+$/, '');
    // the default: the Acolhe room
    const therapist = await createReadyTherapist(t);
    const client = newClient();
    const first = (await call(client, 'POST', '/sessoes', { therapistId: therapist.sub, date: '2030-01-22', time: '10:00', recorrencia: 'semanal' })).json<Appointment>();
    await call(therapist, 'PATCH', `/sessoes/${first.id}`, { status: 'CONFIRMED' });
    // both sides: the series' room page (never the dashboard), which opens the session of the day
    expect(location((await call(client, 'GET', `/series/${first.serieId}/calendario.ics`)).body)).toBe(`${site}${serieSalaPagePath(first.serieId!)}`);
    expect(location((await call(therapist, 'GET', `/series/${first.serieId}/calendario.ics`)).body)).toBe(`${site}${serieSalaPagePath(first.serieId!)}`);
    const [row] = await t.db.select().from(notificacoes).where(and(eq(notificacoes.contaId, client.sub), eq(notificacoes.tipo, 'sessao-confirmada')));
    const mail = renderEmail('sessao-confirmada', row!.payload as unknown as NotificationPayload, { siteUrl: 'https://acolhe.com.br', link: row!.link, para: row!.emailTo }).icalEvent!;
    expect(location(mail.content)).toBe(`https://acolhe.com.br${serieSalaPagePath(first.serieId!)}`);

    // the series' room page asks which session's room to open: today's until its room closes
    // (15 minutes after the end), then the next one; nobody else learns anything (404)
    const room = async (user: TestUser) => (await call(user, 'GET', `/series/${first.serieId}/sala`)).json<{ sessaoId: string | null }>();
    const occurrences = (await call(client, 'GET', `/series/${first.serieId}`)).json<SeriesAnswer>().ocorrencias;
    expect(await room(client)).toEqual({ sessaoId: first.id });
    t.clock.set('2030-01-22T14:14:00.000Z'); // 11:14 in São Paulo: the 10:00 session (60 min) closes its room at 11:15
    expect(await room(therapist)).toEqual({ sessaoId: first.id });
    t.clock.set('2030-01-22T14:15:00.000Z');
    expect(await room(client)).toEqual({ sessaoId: occurrences.find((o) => o.date === '2030-01-29')!.id });
    const stranger = await call(newClient(), 'GET', `/series/${first.serieId}/sala`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Série não encontrada.' });
    await call(client, 'POST', `/series/${first.serieId}/encerrar`);
    expect(await room(client)).toEqual({ sessaoId: null });
    t.clock.set('2030-01-16T13:00:00.000Z');

    // the therapist's own link
    const other = await createReadyTherapist(t);
    await t.db.update(terapeutas).set({ preferenciaSala: 'link' }).where(eq(terapeutas.id, other.sub));
    const second = (await call(client, 'POST', '/sessoes', { therapistId: other.sub, date: '2030-01-22', time: '11:00', recorrencia: 'semanal' })).json<Appointment>();
    await call(other, 'PATCH', `/sessoes/${second.id}`, { status: 'CONFIRMED' });
    await t.db.update(sessoes).set({ meetingLink: 'https://meet.example/serie' }).where(eq(sessoes.serieId, second.serieId!));
    expect(location((await call(client, 'GET', `/series/${second.serieId}/calendario.ics`)).body)).toBe('https://meet.example/serie');
  });
});
