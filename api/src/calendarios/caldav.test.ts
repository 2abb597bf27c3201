// Issue 45 with a real CalDAV server: Debian's Radicale (testing/radicale.ts) on 127.0.0.1. A
// wrong password is a 400 that keeps nothing; the right one lists the account's calendars (the
// first receives the sessions), and an event created there with tsdav blocks its time; a new
// event is read on 'sincronizar' (its ctag changed); unticking a calendar frees its time.
import { and, eq, sql } from 'drizzle-orm';
import { createDAVClient } from 'tsdav';
import type { Appointment, SeriesAnswer, Slot } from '@acolhe/shared-domain';
import { sessoes } from '../db/schema';
import { confirmedSession, createReadyTherapist, newClient, useTestApp, type TestUser } from '../../testing/helpers';
import { startRadicale, type Radicale } from '../../testing/radicale';
import { CALENDARIOS_MSG } from './mensagens';
import type { ExternalCalendar } from './service';

const event = (uid: string, startUtc: string, endUtc: string) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//teste//PT', 'BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20300101T000000Z', `DTSTART:${startUtc}`, `DTEND:${endUtc}`, 'SUMMARY:Aula na faculdade', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

describe('external calendars: a CalDAV account on Radicale', () => {
  const t = useTestApp();
  let radicale: Radicale;
  let therapist: TestUser;
  let dav: Awaited<ReturnType<typeof createDAVClient>>;

  beforeAll(async () => {
    radicale = await startRadicale({ ana: 'senha-de-app-1' });
    dav = await createDAVClient({ serverUrl: radicale.url, credentials: { username: 'ana', password: 'senha-de-app-1' }, authMethod: 'Basic', defaultAccountType: 'caldav' });
    for (const [slug, name] of [['trabalho', 'Trabalho'], ['pessoal', 'Pessoal']] as const) {
      await dav.makeCalendar({ url: `${radicale.url}ana/${slug}/`, props: { displayname: name } });
    }
    // Monday 21/01/2030 10:00–11:00 in São Paulo
    await dav.createCalendarObject({ calendar: { url: `${radicale.url}ana/trabalho/` }, filename: 'aula.ics', iCalString: event('aula', '20300121T130000Z', '20300121T140000Z') });
    therapist = await createReadyTherapist(t);
  }, 30_000);
  afterAll(async () => radicale?.stop());
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z'));

  const url = () => `/agenda/terapeutas/${therapist.sub}/calendarios-externos`;
  const slots = async () => {
    const res = await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/slots-mes?year=2030&month=1` });
    return new Map(res.json<Slot[]>().map((s) => [`${s.date} ${s.time}`, s.available]));
  };
  const calendars = async () => ((await t.db.execute(sql`SELECT count(*)::int AS n FROM calendarios_externos WHERE terapeuta_id = ${therapist.sub}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  it('a wrong password is a 400 with its message, and nothing is kept', async () => {
    const res = await t.call({ method: 'POST', url: url(), user: therapist, body: { tipo: 'caldav', url: radicale.url, usuario: 'ana', senha: 'errada' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CALENDARIOS_MSG.senhaRecusada, fieldErrors: { senha: CALENDARIOS_MSG.senhaRecusada } });
    expect(await calendars()).toBe(0);
  });

  it('the right password lists the calendars, and their events block time; a new event is read on sincronizar; unticking frees it', async () => {
    const res = await t.call({ method: 'POST', url: url(), user: therapist, body: { tipo: 'caldav', url: radicale.url, usuario: 'ana', senha: 'senha-de-app-1' } });
    expect(res.statusCode).toBe(201);
    const calendar = res.json<ExternalCalendar>();
    expect(calendar).toMatchObject({ tipo: 'caldav', rotulo: `${new URL(radicale.url).host} · ana`, estado: 'ok', erro: null });
    expect(res.body).not.toContain('senha-de-app-1');
    expect(calendar.colecoes.map((c) => c.nome).sort()).toEqual(['Pessoal', 'Trabalho']);
    expect(calendar.colecoes.every((c) => c.bloqueia)).toBe(true);
    expect(calendar.colecoes.filter((c) => c.recebeSessoes)).toHaveLength(1);
    expect((await slots()).get('2030-01-21 10:00')).toBe(false);
    expect((await slots()).get('2030-01-21 11:00')).toBe(true);

    // Tuesday 22/01 09:00–10:00, in the other calendar
    await dav.createCalendarObject({ calendar: { url: `${radicale.url}ana/pessoal/` }, filename: 'medico.ics', iCalString: event('medico', '20300122T120000Z', '20300122T130000Z') });
    const synced = await t.call({ method: 'POST', url: `${url()}/${calendar.id}/sincronizar`, user: therapist });
    expect(synced.json<ExternalCalendar>().estado).toBe('ok');
    expect((await slots()).get('2030-01-22 09:00')).toBe(false);

    const pessoal = calendar.colecoes.find((c) => c.nome === 'Pessoal')!;
    const patched = await t.call({ method: 'PATCH', url: `${url()}/${calendar.id}`, user: therapist, body: { colecoes: [{ id: pessoal.id, bloqueia: false }], recebeSessoes: pessoal.id } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<ExternalCalendar>().colecoes.find((c) => c.id === pessoal.id)).toEqual({ id: pessoal.id, nome: 'Pessoal', bloqueia: false, recebeSessoes: true });
    expect(patched.json<ExternalCalendar>().colecoes.filter((c) => c.recebeSessoes)).toHaveLength(1);
    expect((await slots()).get('2030-01-22 09:00')).toBe(true);
    expect((await slots()).get('2030-01-21 10:00')).toBe(false);

    // ticked again: read at once
    const ticked = await t.call({ method: 'PATCH', url: `${url()}/${calendar.id}`, user: therapist, body: { colecoes: [{ id: pessoal.id, bloqueia: true }] } });
    expect(ticked.statusCode).toBe(200);
    expect((await slots()).get('2030-01-22 09:00')).toBe(false);
  });

  it('a confirmed session is written to the chosen calendar (its UID, the client by first name) by the sweep, and removed when cancelled', async () => {
    const sweep = t.app.sweeps.all.find((x) => x.name === 'write_sessions_to_calendars')!;
    const objects = async () => (await dav.fetchCalendarObjects({ calendar: { url: `${radicale.url}ana/pessoal/` } })).map((o) => String(o.data));
    const client = newClient('Joana Albuquerque Prado');
    const session = await confirmedSession(t, client, therapist, '2030-01-23', '09:00');
    // nothing written by the request itself
    expect((await objects()).some((o) => o.includes(session.id))).toBe(false);
    await sweep.run(new Date('2030-01-16T13:01:00.000Z'));
    const written = (await objects()).find((o) => o.includes(`UID:${session.id}@acolhe.com.br`));
    expect(written).toBeDefined();
    expect(written).toContain('SUMMARY:Sessão com Joana');
    expect(written).not.toContain('Albuquerque');
    expect(written).toContain('DTSTART;TZID=America/Sao_Paulo:20300123T090000');
    // the copy is not read back as busy time (it is Acolhe's own event)
    const list = (await t.call({ method: 'GET', url: url(), user: therapist })).json<ExternalCalendar[]>();
    await t.call({ method: 'POST', url: `${url()}/${list[0]!.id}/sincronizar`, user: therapist });
    const intervals = (await t.db.execute(sql`SELECT count(*)::int AS n FROM ocupacoes_externas WHERE terapeuta_id = ${therapist.sub} AND inicio = '2030-01-23T12:00:00Z'`)) as unknown as { rows: { n: number }[] };
    expect(intervals.rows[0]!.n).toBe(0);

    const cancelled = await t.call({ method: 'PATCH', url: `/sessoes/${session.id}`, user: therapist, body: { status: 'CANCELLED' } });
    expect(cancelled.statusCode).toBe(200);
    await sweep.run(new Date('2030-01-16T13:02:00.000Z'));
    expect((await objects()).some((o) => o.includes(session.id))).toBe(false);
  });

  it("a series' occurrences are written when it is accepted (each its own event); one occurrence cancelled, and the series ended, remove theirs; the past ones stay", async () => {
    const sweep = t.app.sweeps.all.find((x) => x.name === 'write_sessions_to_calendars')!;
    const objects = async () => (await dav.fetchCalendarObjects({ calendar: { url: `${radicale.url}ana/pessoal/` } })).map((o) => String(o.data));
    const written = async (ids: readonly string[]) => (await objects()).filter((o) => ids.some((id) => o.includes(`UID:${id}@acolhe.com.br`))).length;
    const client = newClient('Marina Couto Reis');
    // weekly on Mondays at 11:00 from 28/01/2030
    const requested = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-01-28', time: '11:00', recorrencia: 'semanal' } });
    expect(requested.statusCode).toBe(201);
    const serieId = requested.json<Appointment>().serieId!;
    expect((await t.call({ method: 'PATCH', url: `/sessoes/${requested.json<Appointment>().id}`, user: therapist, body: { status: 'CONFIRMED' } })).statusCode).toBe(200);
    const occurrences = async (status: string) =>
      (await t.db.select({ id: sessoes.id, date: sessoes.date }).from(sessoes).where(and(eq(sessoes.serieId, serieId), eq(sessoes.status, status)))).sort((a, b) => a.date.localeCompare(b.date));
    const made = await occurrences('CONFIRMED');
    // the request and the occurrences made on the horizon
    expect(made.length).toBeGreaterThan(5);
    await sweep.run(new Date('2030-01-16T13:10:00.000Z'));
    expect(await written(made.map((o) => o.id))).toBe(made.length);
    expect((await objects()).find((o) => o.includes(`UID:${made[1]!.id}@acolhe.com.br`))).toContain('DTSTART;TZID=America/Sao_Paulo:20300204T110000');

    // one occurrence (04/02) cancelled: its copy removed, the others kept
    expect((await t.call({ method: 'PATCH', url: `/sessoes/${made[1]!.id}`, user: therapist, body: { status: 'CANCELLED' } })).statusCode).toBe(200);
    await sweep.run(new Date('2030-01-16T13:11:00.000Z'));
    expect(await written([made[1]!.id])).toBe(0);
    expect(await written(made.map((o) => o.id))).toBe(made.length - 1);

    // ended on Wednesday 06/02: the occurrences from then on removed, 28/01 stays
    t.clock.set('2030-02-06T13:00:00.000Z');
    expect((await t.call({ method: 'POST', url: `/series/${serieId}/encerrar`, user: therapist })).statusCode).toBe(200);
    const kept = await occurrences('CONFIRMED');
    expect(kept.map((o) => o.date)).toEqual(['2030-01-28']);
    await sweep.run(new Date('2030-02-06T13:01:00.000Z'));
    expect(await written(made.map((o) => o.id))).toBe(1);
    expect(await written([made[0]!.id])).toBe(1);
  });

  it("a series moved: the old series' copies from the move on removed, the new series' occurrences written", async () => {
    t.clock.set('2030-01-16T13:00:00.000Z');
    const sweep = t.app.sweeps.all.find((x) => x.name === 'write_sessions_to_calendars')!;
    const objects = async () => (await dav.fetchCalendarObjects({ calendar: { url: `${radicale.url}ana/pessoal/` } })).map((o) => String(o.data));
    const written = async (ids: readonly string[]) => (await objects()).filter((o) => ids.some((id) => o.includes(`UID:${id}@acolhe.com.br`))).length;
    const client = newClient('Otávio Nunes');
    // weekly on Mondays at 09:00 from 28/01/2030
    const requested = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-01-28', time: '09:00', recorrencia: 'semanal' } });
    expect(requested.statusCode).toBe(201);
    const serieId = requested.json<Appointment>().serieId!;
    expect((await t.call({ method: 'PATCH', url: `/sessoes/${requested.json<Appointment>().id}`, user: therapist, body: { status: 'CONFIRMED' } })).statusCode).toBe(200);
    const sessionsOf = async (id: string) => (await t.db.select({ id: sessoes.id, date: sessoes.date, status: sessoes.status }).from(sessoes).where(eq(sessoes.serieId, id))).sort((a, b) => a.date.localeCompare(b.date));
    const old = await sessionsOf(serieId);
    await sweep.run(new Date('2030-01-16T13:20:00.000Z'));
    expect(await written(old.map((o) => o.id))).toBe(old.length);

    // from 04/02 on Tuesdays at 10:00
    const moved = await t.call({ method: 'POST', url: `/series/${serieId}/mover`, user: therapist, body: { aPartirDe: '2030-02-04', diaSemana: 2, hora: '10:00' } });
    expect(moved.statusCode).toBe(200);
    const novas = (await sessionsOf(moved.json<SeriesAnswer>().id)).filter((o) => o.status === 'CONFIRMED');
    expect(novas.length).toBeGreaterThan(5);
    expect(novas[0]!.date).toBe('2030-02-05');
    await sweep.run(new Date('2030-01-16T13:21:00.000Z'));
    expect(await written(old.map((o) => o.id))).toBe(1);
    expect(await written([old[0]!.id])).toBe(1);
    expect(await written(novas.map((o) => o.id))).toBe(novas.length);
  });

  it('a copy that cannot be written is retried later with back-off, never failing the session', async () => {
    const sweep = t.app.sweeps.all.find((x) => x.name === 'write_sessions_to_calendars')!;
    const client = newClient('Bruno Teixeira');
    // the server is down (stopped): the session is confirmed anyway, the copy waits
    await radicale.stop();
    const session = await confirmedSession(t, client, therapist, '2030-01-24', '09:00');
    await sweep.run(new Date('2030-01-16T13:03:00.000Z'));
    const row = async () =>
      ((await t.db.execute(sql`SELECT pendente, tentativas, proxima_em, erro FROM calendarios_externos_envios WHERE sessao_id = ${session.id}`)) as unknown as { rows: { pendente: boolean; tentativas: number; proxima_em: string | Date; erro: string }[] }).rows[0]!;
    expect(await row()).toMatchObject({ pendente: true, tentativas: 1, erro: CALENDARIOS_MSG.inalcancavel });
    expect(new Date((await row()).proxima_em).toISOString()).toBe('2030-01-16T13:04:00.000Z');
    // before its time: not tried again
    await sweep.run(new Date('2030-01-16T13:03:30.000Z'));
    expect((await row()).tentativas).toBe(1);
    await sweep.run(new Date('2030-01-16T13:04:00.000Z'));
    expect(await row()).toMatchObject({ tentativas: 2 });
    expect(new Date((await row()).proxima_em).toISOString()).toBe('2030-01-16T13:06:00.000Z');
    // shown with the account that receives the sessions
    const shown = (await t.call({ method: 'GET', url: url(), user: therapist })).json<ExternalCalendar[]>();
    expect(shown[0]!.erroEnvio).toEqual({ mensagem: CALENDARIOS_MSG.inalcancavel, desde: '2030-01-16T13:03:00.000Z' });
  });
});
