// Issue 45 through the api, on PGlite and PostgreSQL: a therapist connects an ICS address served
// by a tiny HTTP server of this test on 127.0.0.1; its busy time leaves the booking calendar and a
// booking there answers 409 (also in the booking's database function itself); a wrong file is a
// 400 that keeps nothing; a failing sync shows its state and e-mails the therapist once; removing
// the calendar gives the time back. Secrets are never answered, stored in clear or logged.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createLocalJWKSet } from 'jose';
import type { Slot } from '@acolhe/shared-domain';
import { buildApp } from '../app';
import { pgErrorCode } from '../lib/errors';
import { MSG } from '../lib/messages';
import { nextSlotsFor } from '../busca/next-slot';
import { captureLogs, createReadyTherapist, newClient, newTherapist, startTestApp, useTestApp, type TestUser } from '../../testing/helpers';
import { CALENDARIOS_MSG } from './mensagens';
import type { ExternalCalendar } from './service';

/** What the test's calendar server answers, changed by each test. */
const served = { status: 200, body: '', etag: '"v1"', type: 'text/calendar; charset=utf-8' };
const requests: { url: string; ifNoneMatch?: string; authorization?: string }[] = [];
let server: http.Server;
let base = '';

const ics = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//teste//PT', ...events, 'END:VCALENDAR'].join('\r\n');
/** A busy event (its title is a secret of the therapist's other life: never kept). */
const busy = (uid: string, startUtc: string, endUtc: string) =>
  ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART:${startUtc}`, `DTEND:${endUtc}`, 'SUMMARY:Plantão no Hospital X', 'DESCRIPTION:paciente Fulano', 'END:VEVENT'].join('\r\n');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', ifNoneMatch: req.headers['if-none-match'], authorization: req.headers.authorization });
    if (req.url?.startsWith('/caldav')) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="teste"' }).end();
      return;
    }
    if (served.status === 200 && req.headers['if-none-match'] === served.etag) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(served.status, { 'content-type': served.type, etag: served.etag }).end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Monday 21/01/2030 10:00–11:00 in São Paulo = 13:00–14:00 UTC
const MONDAY_10 = busy('plantao', '20300121T130000Z', '20300121T140000Z');
const SECRET_PATH = '/calendar/ical/ana%40gmail.com/private-5e3f2a9b7c/basic.ics';

describe('external calendars', () => {
  const t = useTestApp();
  let therapist: TestUser;
  beforeAll(async () => {
    therapist = await createReadyTherapist(t); // Mon–Fri 09:00–12:00, 60 min
  });
  beforeEach(() => {
    t.clock.set('2030-01-16T13:00:00.000Z'); // Wednesday 16/01/2030, 10:00 in São Paulo
    Object.assign(served, { status: 200, body: ics(MONDAY_10), etag: '"v1"', type: 'text/calendar; charset=utf-8' });
  });

  const url = (id: string) => `/agenda/terapeutas/${id}/calendarios-externos`;
  const slotsOf = async (id: string) => {
    const res = await t.call({ method: 'GET', url: `/agenda/terapeutas/${id}/slots-mes?year=2030&month=1` });
    expect(res.statusCode).toBe(200);
    return new Map(res.json<Slot[]>().map((s) => [`${s.date} ${s.time}`, s.available]));
  };
  const count = async (table: 'calendarios_externos' | 'ocupacoes_externas', terapeutaId: string) => {
    const result = (await t.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE terapeuta_id = ${terapeutaId}`)) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  };
  const connectIcs = (user: TestUser, address: string) => t.call({ method: 'POST', url: url(user.sub), user, body: { tipo: 'ics', url: address } });

  it('connects an ICS address: its busy time leaves the booking calendar and a booking there is 409; removing it gives the time back', async () => {
    const ana = await createReadyTherapist(t);
    // read (and cached) before the calendar exists
    expect((await slotsOf(ana.sub)).get('2030-01-21 10:00')).toBe(true);

    const res = await connectIcs(ana, `${base}${SECRET_PATH}`);
    expect(res.statusCode).toBe(201);
    const calendar = res.json<ExternalCalendar>();
    expect(calendar).toEqual({ id: expect.any(String), tipo: 'ics', rotulo: base.slice('http://'.length), estado: 'ok', sincronizadoEm: '2030-01-16T13:00:00.000Z', erro: null, colecoes: [] });
    expect(res.body).not.toContain('private-5e3f2a9b7c');

    const slots = await slotsOf(ana.sub);
    expect(slots.get('2030-01-21 09:00')).toBe(true);
    expect(slots.get('2030-01-21 10:00')).toBe(false);
    expect(slots.get('2030-01-21 11:00')).toBe(true);

    const client = newClient();
    const refused = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: ana.sub, date: '2030-01-21', time: '10:00' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MSG.slotBlocked });

    // only when, never what: the stored rows hold no title, description or address in clear
    const stored = JSON.stringify(((await t.db.execute(sql`SELECT * FROM calendarios_externos WHERE terapeuta_id = ${ana.sub}`)) as unknown as { rows: unknown[] }).rows);
    expect(stored).not.toContain('private-5e3f2a9b7c');
    const intervals = ((await t.db.execute(sql`SELECT * FROM ocupacoes_externas WHERE terapeuta_id = ${ana.sub}`)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(intervals).toHaveLength(1);
    expect(JSON.stringify(intervals)).not.toMatch(/Plantão|Fulano/);

    const list = await t.call({ method: 'GET', url: url(ana.sub), user: ana });
    expect(list.json()).toEqual([calendar]);

    const removed = await t.call({ method: 'DELETE', url: `${url(ana.sub)}/${calendar.id}`, user: ana });
    expect(removed.statusCode).toBe(204);
    expect((await slotsOf(ana.sub)).get('2030-01-21 10:00')).toBe(true);
    expect(await count('ocupacoes_externas', ana.sub)).toBe(0);
    const booked = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: ana.sub, date: '2030-01-21', time: '10:00' } });
    expect(booked.statusCode).toBe(201);
    expect((await t.call({ method: 'DELETE', url: `${url(ana.sub)}/${calendar.id}`, user: ana })).statusCode).toBe(404);
  });

  it.each([
    ['an HTML page', 200, '<!doctype html><html><body>Faça login</body></html>', CALENDARIOS_MSG.naoEIcs],
    ['JSON', 200, '{"eventos": []}', CALENDARIOS_MSG.naoEIcs],
    ['a 404', 404, 'not found', CALENDARIOS_MSG.naoEncontrado],
    ['a 500', 500, 'oops', CALENDARIOS_MSG.erroDoServidor(500)],
  ])('a file that is not a calendar (%s) is a 400 with its message, and nothing is kept', async (_, status, body, message) => {
    const bia = await createReadyTherapist(t);
    Object.assign(served, { status, body, type: 'text/html' });
    const res = await connectIcs(bia, `${base}/errado.ics`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { url: message } });
    expect(await count('calendarios_externos', bia.sub)).toBe(0);
    expect(await count('ocupacoes_externas', bia.sub)).toBe(0);
  });

  it('an unreachable server is a 400, nothing kept', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const res = await connectIcs(therapist, `http://127.0.0.1:${port}/a.ics`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CALENDARIOS_MSG.inalcancavel);
    expect(await count('calendarios_externos', therapist.sub)).toBe(0);
  });

  it('sincronizar reads it again with If-None-Match: a change moves the busy time, an unchanged file (304) changes nothing', async () => {
    const caio = await createReadyTherapist(t);
    const calendar = (await connectIcs(caio, `${base}/caio.ics`)).json<ExternalCalendar>();
    Object.assign(served, { body: ics(busy('plantao', '20300121T140000Z', '20300121T150000Z')), etag: '"v2"' });
    t.clock.set('2030-01-16T13:05:00.000Z');
    const synced = await t.call({ method: 'POST', url: `${url(caio.sub)}/${calendar.id}/sincronizar`, user: caio });
    expect(synced.statusCode).toBe(200);
    expect(synced.json<ExternalCalendar>()).toMatchObject({ estado: 'ok', sincronizadoEm: '2030-01-16T13:05:00.000Z', erro: null });
    expect(requests[requests.length - 1]!.ifNoneMatch).toBe('"v1"');
    let slots = await slotsOf(caio.sub);
    expect(slots.get('2030-01-21 10:00')).toBe(true);
    expect(slots.get('2030-01-21 11:00')).toBe(false);

    t.clock.set('2030-01-16T13:10:00.000Z');
    const again = await t.call({ method: 'POST', url: `${url(caio.sub)}/${calendar.id}/sincronizar`, user: caio });
    expect(again.json<ExternalCalendar>().sincronizadoEm).toBe('2030-01-16T13:10:00.000Z');
    expect(requests[requests.length - 1]!.ifNoneMatch).toBe('"v2"');
    slots = await slotsOf(caio.sub);
    expect(slots.get('2030-01-21 11:00')).toBe(false);
    expect(await count('ocupacoes_externas', caio.sub)).toBe(1);
  });

  it('a failing sync shows the error since its first failure, keeps what blocked, and e-mails the therapist once per failure', async () => {
    const dani = await createReadyTherapist(t);
    const calendar = (await connectIcs(dani, `${base}/dani.ics`)).json<ExternalCalendar>();
    const sync = () => t.call({ method: 'POST', url: `${url(dani.sub)}/${calendar.id}/sincronizar`, user: dani });
    const mails = async () =>
      ((await t.db.execute(sql`SELECT mensagem, email_to FROM notificacoes WHERE conta_id = ${dani.sub} AND tipo = 'calendario-externo-falhou'`)) as unknown as { rows: { mensagem: string; email_to: string }[] }).rows;

    Object.assign(served, { status: 500, body: 'fora do ar' });
    t.clock.set('2030-01-16T14:00:00.000Z');
    const failed = (await sync()).json<ExternalCalendar>();
    expect(failed).toMatchObject({ estado: 'erro', sincronizadoEm: '2030-01-16T13:00:00.000Z', erro: { mensagem: CALENDARIOS_MSG.erroDoServidor(500), desde: '2030-01-16T14:00:00.000Z' } });
    expect((await slotsOf(dani.sub)).get('2030-01-21 10:00')).toBe(false);
    expect(await mails()).toHaveLength(1);
    expect((await mails())[0]!.mensagem).toContain('16/01/2030 às 11:00');

    t.clock.set('2030-01-16T14:30:00.000Z');
    Object.assign(served, { status: 200, body: '<html>login</html>', etag: '"html"', type: 'text/html' });
    expect((await sync()).json<ExternalCalendar>().erro).toEqual({ mensagem: CALENDARIOS_MSG.naoEIcs, desde: '2030-01-16T14:00:00.000Z' });
    expect(await mails()).toHaveLength(1);

    Object.assign(served, { status: 200, body: ics(), etag: '"v3"', type: 'text/calendar' });
    expect((await sync()).json<ExternalCalendar>()).toMatchObject({ estado: 'ok', erro: null });
    expect((await slotsOf(dani.sub)).get('2030-01-21 10:00')).toBe(true);

    Object.assign(served, { status: 404, body: '' });
    expect((await sync()).json<ExternalCalendar>().estado).toBe('erro');
    expect(await mails()).toHaveLength(2);
  });

  it('the sweep reads due calendars once (claimed), and not again before its interval', async () => {
    const eva = await createReadyTherapist(t);
    await connectIcs(eva, `${base}/eva.ics`);
    const sweep = t.app.sweeps.all.find((s) => s.name === 'sync_external_calendars')!;
    const hits = () => requests.filter((r) => r.url === '/eva.ics').length;
    const before = hits();
    await sweep.run(new Date('2030-01-16T13:05:00.000Z'));
    expect(hits()).toBe(before);
    await sweep.run(new Date('2030-01-16T13:11:00.000Z'));
    expect(hits()).toBe(before + 1);
    await Promise.all([sweep.run(new Date('2030-01-16T13:22:00.000Z')), sweep.run(new Date('2030-01-16T13:22:00.000Z'))]);
    expect(hits()).toBe(before + 2);
  });

  it("the search's next free slot leaves out busy external time too (an all-day event blocks its days)", async () => {
    const gil = await createReadyTherapist(t);
    const head = { id: gil.sub, sessionDuration: 60, bufferMinutes: 0, minNoticeHours: 0 };
    expect((await nextSlotsFor(t.db, [head], t.clock.now())).get(gil.sub)).toBe('2030-01-16T11:00');
    served.body = ics(['BEGIN:VEVENT', 'UID:congresso', 'DTSTART;VALUE=DATE:20300116', 'DTEND;VALUE=DATE:20300119', 'SUMMARY:Congresso', 'END:VEVENT'].join('\r\n'));
    expect((await connectIcs(gil, `${base}/gil.ics`)).statusCode).toBe(201);
    expect((await nextSlotsFor(t.db, [head], t.clock.now())).get(gil.sub)).toBe('2030-01-21T09:00');
  });

  it('only the therapist reads or changes their calendars (404 for an unknown therapist first)', async () => {
    const other = newTherapist();
    const client = newClient();
    for (const user of [other, client]) {
      expect((await t.call({ method: 'GET', url: url(therapist.sub), user })).statusCode).toBe(403);
      expect((await t.call({ method: 'POST', url: url(therapist.sub), user, body: { tipo: 'ics', url: `${base}/x.ics` } })).statusCode).toBe(403);
    }
    expect((await t.call({ method: 'GET', url: url('nao-existe'), user: other })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: `${url(therapist.sub)}/nao-existe/sincronizar`, user: therapist })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: url(therapist.sub) })).statusCode).toBe(401);
  });

  it('a CalDAV server refusing the password is a 400 with its message, nothing kept', async () => {
    const res = await t.call({ method: 'POST', url: url(therapist.sub), user: therapist, body: { tipo: 'caldav', url: `${base}/caldav/`, usuario: 'ana', senha: 'errada' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CALENDARIOS_MSG.senhaRecusada);
    expect(await count('calendarios_externos', therapist.sub)).toBe(0);
  });

  it('the booking function itself refuses busy external time, in its transaction (AC005)', async () => {
    const fabi = await createReadyTherapist(t);
    const client = newClient();
    await t.db.execute(sql`INSERT INTO clientes (id, email, name) VALUES (${client.sub}, ${client.email}, 'Cliente') ON CONFLICT (id) DO NOTHING`);
    await connectIcs(fabi, `${base}/fabi.ics`);
    const session = {
      id: randomUUID(), terapeuta_id: fabi.sub, cliente_id: client.sub, client_name: 'Cliente', date: '2030-01-21', time: '10:00', status: 'PENDING',
      notes: '', payment_method: null, modality: 'online', duration_minutes: 60, buffer_minutes: 0,
      starts_at: '2030-01-21T13:00:00Z', occupied_until: '2030-01-21T14:00:00Z', created_at: '2030-01-16T13:00:00Z', updated_at: '2030-01-16T13:00:00Z', serie_id: null, serie_data: null,
    };
    const reserve = () => t.db.execute(sql`SELECT id FROM acolhe_reservar_sessao(${JSON.stringify(session)}::jsonb, '[]'::jsonb, 3, 6)`);
    expect(pgErrorCode(await reserve().then(() => undefined, (error: unknown) => error))).toBe('AC005');
    Object.assign(session, { id: randomUUID(), time: '11:00', starts_at: '2030-01-21T14:00:00Z', occupied_until: '2030-01-21T15:00:00Z' });
    await expect(reserve()).resolves.toBeDefined();
  });
});

describe('external calendars: loopback refused and nothing logged', () => {
  it('with OUTBOUND_ALLOW_LOOPBACK off (production), an address on the api machine is a 400 and nothing is kept', async () => {
    const t = await startTestApp({ configOverrides: { outbound: { allowLoopback: false } } });
    try {
      const ana = await createReadyTherapist(t);
      for (const address of [`${base}/a.ics`, 'http://localhost:9/a.ics', 'http://169.254.169.254/latest/meta-data/']) {
        const res = await t.call({ method: 'POST', url: `/agenda/terapeutas/${ana.sub}/calendarios-externos`, user: ana, body: { tipo: 'ics', url: address } });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(CALENDARIOS_MSG.enderecoProibido);
      }
      const rows = (await t.db.execute(sql`SELECT count(*)::int AS n FROM calendarios_externos WHERE terapeuta_id = ${ana.sub}`)) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  });

  it("the log lines of a connect (trace level) hold neither the address's secret path nor the password", async () => {
    const t = await startTestApp();
    const logs = captureLogs();
    const app = await buildApp({ db: t.db, config: t.config, now: t.clock.now, logger: { level: 'trace', stream: logs.stream } as never, auth: { jwks: createLocalJWKSet({ keys: [t.keys.publicJwk] }) } });
    try {
      const ana = await createReadyTherapist(t);
      t.clock.set('2030-01-16T13:00:00.000Z');
      Object.assign(served, { status: 200, body: ics(MONDAY_10), etag: '"v1"', type: 'text/calendar' });
      const token = await t.token(ana);
      const headers = { authorization: `Bearer ${token}` };
      const ok = await app.inject({ method: 'POST', url: `/agenda/terapeutas/${ana.sub}/calendarios-externos`, headers, payload: { tipo: 'ics', url: `${base}${SECRET_PATH}` } });
      const refused = await app.inject({ method: 'POST', url: `/agenda/terapeutas/${ana.sub}/calendarios-externos`, headers, payload: { tipo: 'caldav', url: `${base}/caldav/`, usuario: 'ana', senha: 'S3nh4-de-app-secreta' } });
      const sweep = app.sweeps.all.find((s) => s.name === 'sync_external_calendars')!;
      await sweep.run(new Date('2030-01-16T14:00:00.000Z'));
      expect([ok.statusCode, refused.statusCode]).toEqual([201, 400]);
      expect(logs.lines.length).toBeGreaterThan(0);
      const all = logs.lines.join('\n');
      expect(all).not.toContain('private-5e3f2a9b7c');
      expect(all).not.toContain('S3nh4-de-app-secreta');
      expect(all).not.toContain(SECRET_PATH);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
