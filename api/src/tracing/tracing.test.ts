// Traces (PostgreSQL run only, like the restart test: jest.config.cjs leaves it out of the PGlite
// run, which has tracing-pglite.test.ts). The api is started as a child process exactly as
// `npm run api` starts it (src/server.ts), with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a small
// OTLP/HTTP receiver (testing/tracing.ts), over the PostgreSQL of DATABASE_URL and a real Redis
// for the rate limits. A booking's trace holds its HTTP server span and, under it, Fastify's
// spans, its SQL statements and its Redis commands (their names only) — and no query string,
// note or token; every span is named and described by route template (issue 40).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { profileBody, uniqueRegistration, weekdaySchedule } from '../../testing/helpers';
import { Closers, SERVER, checkTemplatedRoutes, sign, startReceiver, startRedis, startTracedApi, traceOf, waitForSpan } from '../../testing/tracing';

const DATABASE_URL = process.env.DATABASE_URL;

describe('traces over OTLP/HTTP', () => {
  const closers = new Closers();
  afterAll(() => closers.close());

  it('a booking’s trace: the HTTP span, its SQL statements and Redis commands, without query strings or values', async () => {
    if (!DATABASE_URL) throw new Error('tracing.test.ts precisa de DATABASE_URL (só roda na execução da suíte contra PostgreSQL).');
    const receiver = await startReceiver(closers);
    const redisUrl = await startRedis(closers);
    const api = await startTracedApi(closers, receiver, { databaseUrl: DATABASE_URL, redisUrl });
    const { base, keys, tail } = api;

    // ---- a therapist and a booking with notes ----
    const therapist = randomUUID();
    const client = randomUUID();
    const [tTherapist, tClient] = [await sign(keys, therapist, 'terapeuta'), await sign(keys, client, 'cliente')];
    const send = (token: string, method: string, url: string, body: unknown) =>
      fetch(base + url, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await send(tTherapist, 'POST', '/terapeutas', profileBody({ sessionFormats: ['online'], ...uniqueRegistration() }))).status).toBe(200);
    expect((await send(tTherapist, 'POST', `/agenda/terapeutas/${therapist}/disponibilidade`, { schedule: weekdaySchedule(), sessionDuration: 60 })).status).toBe(200);
    // public (bookable) once verified: set in the database, as testing/helpers.ts markVerified does
    // (the operator's approval has its own suite, verificacao/)
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`UPDATE terapeutas SET verificacao_estado = 'verificado', verificacao_decidida_em = now() WHERE id = $1`, [therapist]);
    } finally {
      await admin.end();
    }
    const note = `Nota rastreável ${randomUUID()}`;
    const day = new Date(Date.now() + 14 * 86_400_000);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    const booked = await send(tClient, 'POST', '/sessoes?origem=segredo-da-url', { therapistId: therapist, date: day.toISOString().slice(0, 10), time: '10:00', notes: note });
    expect(booked.status).toBe(201);

    // ---- its trace ----
    const server = await waitForSpan(
      receiver,
      'POST /sessoes com SQL',
      (s) => s.kind === SERVER && s.scope === '@opentelemetry/instrumentation-http' && s.name === 'POST /sessoes',
      (trace) => trace.some((s) => s.scope.includes('instrumentation-pg')),
      tail,
    );
    expect([...receiver.paths]).toEqual(expect.arrayContaining([expect.stringMatching(/^POST \/v1\/traces application\/json/)]));
    const { trace, underServer } = traceOf(receiver, server);
    const sql = trace.filter((s) => s.scope.includes('instrumentation-pg') && s.name.startsWith('pg.query'));
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.every(underServer)).toBe(true);
    expect(sql.map((s) => s.attributes['db.statement'] ?? s.attributes['db.query.text'] ?? '').join('\n')).toMatch(/acolhe_reservar_sessao|sessoes/);
    expect(trace.some((s) => s.scope === '@fastify/otel' && underServer(s))).toBe(true);
    const redisSpans = trace.filter((s) => s.scope.includes('instrumentation-ioredis'));
    expect(redisSpans.length).toBeGreaterThan(0);
    expect(redisSpans.every(underServer)).toBe(true);
    // a Redis key holds the caller's address or account: the command's name only
    expect(redisSpans.map((s) => s.attributes['db.query.text'] ?? s.attributes['db.statement'] ?? '').filter((text) => !/^[a-z]+$/i.test(text))).toEqual([]);

    // nothing of the request's secrets in any span of any trace
    const everything = JSON.stringify(receiver.spans);
    expect(receiver.spans.filter((s) => JSON.stringify(s).includes('segredo-da-url')).map((s) => `${s.scope} ${s.name} ${JSON.stringify(s.attributes)}`)).toEqual([]);
    expect(everything).not.toContain('segredo-da-url');
    expect(everything).not.toContain(note);
    expect(everything).not.toContain(tClient);
    expect(everything).not.toContain(tClient.split('.')[1]!);

    // and the paths with parameters: route templates only
    await checkTemplatedRoutes(api, receiver, profileBody({ sessionFormats: ['online'], ...uniqueRegistration() }));
  }, 180_000);
});
