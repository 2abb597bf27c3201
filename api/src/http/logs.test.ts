// Request ids and what the logs never hold. Every request has an id — a trusted proxy's
// well-formed X-Request-Id, otherwise a new UUID — echoed in the answer and present in every log
// line of that request; and a whole journey (sign-up binding, profiles with CPF and name, a
// booking with notes, its confirmation and e-mails, the calendar feed and its secret) logged at
// trace level shows no e-mail, CPF, name, note, token or feed secret.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createLocalJWKSet } from 'jose';
import type { Appointment } from '@acolhe/shared-domain';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { loadConfig } from '../config';
import { captureLogs, markVerified, profileBody, startTestApp, useTestApp, weekdaySchedule, type TestUser } from '../../testing/helpers';
import { TestSmtpServer } from '../../testing/smtp';
import { errorForLog, requestForLog } from './logging';
import { requestIdGenerator, wellFormedRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const t = useTestApp();

  async function appWith(config: Partial<AppConfig>) {
    const logs = captureLogs();
    const app = await buildApp({ db: t.db, config: { ...t.config, ...config }, logger: { level: 'trace', stream: logs.stream } as never });
    return { app, logs };
  }

  it('a new UUID per request, echoed in X-Request-Id and in every log line of that request', async () => {
    const { app, logs } = await appWith({});
    const a = await app.inject({ method: 'GET', url: '/especialidades' });
    const b = await app.inject({ method: 'GET', url: '/nao-existe' });
    await app.close();
    const [idA, idB] = [String(a.headers['x-request-id']), String(b.headers['x-request-id'])];
    expect(idA).toMatch(UUID);
    expect(idB).toMatch(UUID);
    expect(idA).not.toBe(idB);
    const ofA = logs.records().filter((r) => r.reqId === idA);
    // Fastify's "incoming request" and "request completed", at least
    expect(ofA.map((r) => r.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(logs.records().filter((r) => r.reqId === idB).length).toBeGreaterThanOrEqual(2);
  });

  it('a warning logged while answering carries the request id', async () => {
    const unreachable = new Proxy(t.db, {
      get: (target, prop, receiver) => (prop === 'execute' ? () => Promise.reject(new Error('connect ECONNREFUSED')) : Reflect.get(target, prop, receiver)),
    });
    const logs = captureLogs();
    const app = await buildApp({ db: unreachable, config: t.config, logger: { level: 'info', stream: logs.stream } as never });
    const res = await app.inject({ method: 'GET', url: '/ready' });
    await app.close();
    expect(res.statusCode).toBe(503);
    const warning = logs.records().find((r) => r.msg === 'ready: database unreachable');
    expect(warning?.reqId).toBe(res.headers['x-request-id']);
  });

  it('ignores a client’s X-Request-Id when no proxy is trusted (TRUST_PROXY_HOPS=0)', async () => {
    const { app } = await appWith({ trustProxyHops: 0 });
    const res = await app.inject({ method: 'GET', url: '/especialidades', headers: { 'x-request-id': 'escolhido-pelo-cliente' } });
    await app.close();
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('takes a trusted proxy’s well-formed X-Request-Id, and replaces a malformed one', async () => {
    const { app, logs } = await appWith({ trustProxyHops: 1 });
    const given = 'lb-1f3a9c0e-7b2d-4c55-9a10-2e8f4d6b7a31';
    const res = await app.inject({ method: 'GET', url: '/especialidades', headers: { 'x-request-id': given } });
    expect(res.headers['x-request-id']).toBe(given);
    expect(logs.records().filter((r) => r.reqId === given).length).toBeGreaterThanOrEqual(2);
    for (const bad of ['a b', 'x'.repeat(129), 'id"}{"msg":"forjado', 'Root=1-abc', '']) {
      const other = await app.inject({ method: 'GET', url: '/especialidades', headers: { 'x-request-id': bad } });
      expect(other.headers['x-request-id']).toMatch(UUID);
    }
    await app.close();
  });

  it('wellFormedRequestId and requestIdGenerator', () => {
    expect(wellFormedRequestId('abc-DEF_1.2:3')).toBe(true);
    expect(wellFormedRequestId('a\nb')).toBe(false);
    expect(wellFormedRequestId(['a', 'b'])).toBe(false);
    const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as never;
    expect(requestIdGenerator(0)(req('proxy-id'))).toMatch(UUID);
    expect(requestIdGenerator(2)(req('proxy-id'))).toBe('proxy-id');
    expect(requestIdGenerator(2)(req())).toMatch(UUID);
  });
});

describe('log serializers', () => {
  it('a request is logged without its query string', () => {
    expect(requestForLog({ method: 'GET', url: '/agenda/terapeutas/x/calendario.ics?token=segredo', ip: '10.0.0.1' })).toEqual({
      method: 'GET',
      url: '/agenda/terapeutas/x/calendario.ics',
      host: undefined,
      remoteAddress: '10.0.0.1',
      remotePort: undefined,
    });
  });

  it('a failed statement is logged with its SQL and cause, never its values (drizzle puts them in the message)', async () => {
    const t = await startTestApp();
    const secret = `Nota sigilosa ${randomUUID()}`;
    let error: unknown;
    try {
      await t.db.execute(sql`SELECT ${secret}::text AS nota, 1 / 0 AS falha`);
    } catch (e) {
      error = e;
    } finally {
      await t.close();
    }
    expect(String((error as Error).message)).toContain(secret); // what drizzle does
    const logged = JSON.stringify(errorForLog(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('Failed query: SELECT $1::text AS nota');
    expect(logged).toContain('division by zero');
    // and a pg error's detail ("Key (email)=(…) already exists") is left out
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint "contas_email"'), { code: '23505', detail: 'Key (email)=(a@b.c) already exists.' });
    expect(JSON.stringify(errorForLog(duplicate))).not.toContain('a@b.c');
    expect(errorForLog(duplicate)).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "contas_email"' });
  });
});

describe('the logs of a whole journey', () => {
  it('hold no e-mail, CPF, name, note, token or feed secret — at trace level, e-mails delivered', async () => {
    const smtp = await TestSmtpServer.start();
    const t = await startTestApp();
    const logs = captureLogs();
    const config = { ...t.config, mail: { ...loadConfig({}).mail, enabled: true, smtpUrl: smtp.url, intervalMs: 500, retryDelaySeconds: 1 } };
    const app = await buildApp({
      db: t.db,
      raw: t.handle.raw,
      config,
      logger: { level: 'trace', stream: logs.stream } as never,
      auth: { jwks: createLocalJWKSet({ keys: [t.keys.publicJwk] }) },
      now: t.clock.now,
      storage: t.storage,
    });
    await app.ready();
    const therapist: TestUser = { sub: randomUUID(), email: 'teodora.reservada@exemplo.com.br', name: 'Teodora Reservada', tipo: 'terapeuta' };
    const client: TestUser = { sub: randomUUID(), email: 'gloria.sigilosa@exemplo.com.br', name: 'Glória Sigilosa', tipo: 'cliente' };
    const tokens = { therapist: await t.token(therapist), client: await t.token(client) };
    const call = (user: 'therapist' | 'client' | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
      app.inject({ method, url, headers: user ? { authorization: `Bearer ${tokens[user]}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
    const note = 'Crise de pânico recorrente desde o luto';
    let feedToken = '';
    try {
      // the therapist: sign-up binding on the first call, a complete profile, the week
      expect((await call('therapist', 'GET', '/notificacoes')).statusCode).toBe(200);
      const profile = profileBody({ fullName: 'Teodora Reservada', cpf: '529.982.247-25', phone: '(11) 97777-6666', sessionFormats: ['online'] });
      expect((await call('therapist', 'POST', '/terapeutas', profile)).statusCode).toBe(200);
      expect((await call('therapist', 'POST', `/agenda/terapeutas/${therapist.sub}/disponibilidade`, { schedule: weekdaySchedule(), sessionDuration: 60 })).statusCode).toBe(200);
      // public once verified (the operator's approval has its own suite: verificacao/)
      await markVerified(t, therapist.sub);
      // the client: binding, a profile with CPF and name, a booking with notes
      expect((await call('client', 'GET', '/me/preferencias')).statusCode).toBe(200);
      expect((await call('client', 'POST', '/clientes', { name: 'Glória Sigilosa', cpf: '11144477735', phone: '11955554444', birthDate: '1988-03-09' })).statusCode).toBe(200);
      const booked = await call('client', 'POST', '/sessoes', { therapistId: therapist.sub, date: '2030-02-04', time: '09:00', notes: note });
      expect(booked.statusCode).toBe(201);
      const session = booked.json<Appointment>();
      // the therapist sees it and confirms
      expect((await call('therapist', 'GET', '/sessoes')).statusCode).toBe(200);
      expect((await call('therapist', 'PATCH', `/sessoes/${session.id}`, { status: 'CONFIRMED' })).statusCode).toBe(200);
      expect((await call('client', 'GET', `/sessoes/${session.id}/calendario.ics`)).statusCode).toBe(200);
      // the private calendar feed, fetched by its URL (the secret in the query)
      const feed = (await call('therapist', 'GET', '/agenda/calendario')).json<{ url: string }>().url;
      feedToken = new URL(feed).searchParams.get('token')!;
      expect(feedToken.length).toBeGreaterThan(10);
      const fetched = await call(null, 'GET', `${new URL(feed).pathname}?token=${feedToken}`);
      expect(fetched.statusCode).toBe(200);
      // a wrong secret, a bad body: error paths log too
      expect((await call(null, 'GET', `${new URL(feed).pathname}?token=${feedToken}x`)).statusCode).toBe(404);
      expect((await call('client', 'POST', '/clientes', { name: 'Glória Sigilosa', cpf: '111.444.777-00' })).statusCode).toBe(400);
      // the e-mails of the request and of the confirmation go out
      const deadline = Date.now() + 20_000;
      while (smtp.messages.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(smtp.messages.length).toBeGreaterThanOrEqual(2);
      expect(smtp.messages.map((m) => m.raw).join('')).toMatch(/Reservada|Sigilosa/); // the e-mails do name them
    } finally {
      await app.close();
      await t.close();
      await smtp.stop();
    }
    const output = logs.lines.join('\n');
    expect(logs.records().some((r) => r.msg === 'request completed')).toBe(true);
    const forbidden = [
      therapist.email,
      client.email,
      'teodora.reservada',
      'gloria.sigilosa',
      'Reservada',
      'Sigilosa',
      'Glória',
      'Teodora',
      '52998224725',
      '529.982.247-25',
      '11144477735',
      '111.444.777',
      '11955554444',
      '97777-6666',
      '1988-03-09',
      note,
      'pânico',
      tokens.therapist,
      tokens.client,
      tokens.client.split('.')[1]!,
      feedToken,
    ];
    for (const value of forbidden) expect({ value, found: output.includes(value) }).toEqual({ value, found: false });
  }, 60_000);
});
