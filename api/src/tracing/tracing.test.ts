// Traces (PostgreSQL run only, like the restart test: jest.config.cjs leaves it out of the PGlite
// run). The api is started as a child process exactly as `npm run api` starts it (src/server.ts),
// with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a small OTLP/HTTP receiver in this test (a node
// http server decoding the exporter's JSON), over the PostgreSQL of DATABASE_URL and a real Redis
// for the rate limits. A booking's trace holds its HTTP server span and, under it, Fastify's
// spans, its SQL statements and its Redis commands — and no query string, note or token.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SignJWT } from 'jose';
import { apiDir } from '../lib/paths';
import { TEST_CLIENT_ID, TEST_ISSUER, createKeys, profileBody, uniqueRegistration, weekdaySchedule, type TestKeys } from '../../testing/helpers';
import { closedPort } from '../../testing/fake-postgres';

const DATABASE_URL = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string>;
  scope: string;
}

/** OTLP/HTTP JSON (what @opentelemetry/exporter-trace-otlp-http sends) → flat spans. */
function decode(body: string): Span[] {
  const payload = JSON.parse(body) as {
    resourceSpans?: { scopeSpans?: { scope?: { name?: string }; spans?: (Omit<Span, 'attributes' | 'scope'> & { attributes?: { key: string; value: OtlpValue }[] })[] }[] }[];
  };
  const spans: Span[] = [];
  for (const rs of payload.resourceSpans ?? []) {
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        const attributes: Record<string, string> = {};
        for (const a of s.attributes ?? []) attributes[a.key] = String(a.value.stringValue ?? a.value.intValue ?? a.value.boolValue ?? a.value.doubleValue ?? '');
        spans.push({ ...s, attributes, scope: ss.scope?.name ?? '' });
      }
    }
  }
  return spans;
}

function sign(keys: TestKeys, sub: string, tipo: 'terapeuta' | 'cliente'): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: `${sub.slice(0, 8)}@traces.teste`, name: 'Pessoa Rastreada', 'custom:profile_id': tipo, token_use: 'id' })
    .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
    .setSubject(sub)
    .setIssuer(TEST_ISSUER)
    .setAudience(TEST_CLIENT_ID)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(keys.privateKey);
}

describe('traces over OTLP/HTTP', () => {
  const closers: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => undefined);
  });

  it('a booking’s trace: the HTTP span, its SQL statements and Redis commands, without query strings or values', async () => {
    if (!DATABASE_URL) throw new Error('tracing.test.ts precisa de DATABASE_URL (só roda na execução da suíte contra PostgreSQL).');

    // ---- the receiver ----
    const spans: Span[] = [];
    const paths = new Set<string>();
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        paths.add(`${req.method} ${req.url} ${req.headers['content-type']}`);
        if (req.url !== '/v1/traces') return void res.writeHead(404).end();
        const raw = Buffer.concat(chunks);
        spans.push(...decode((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => receiver.close(resolve)));

    // ---- Redis (rate limits) and a JWKS ----
    const redisPort = await closedPort();
    const redis: ChildProcess = spawn(process.env.REDIS_SERVER || 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    closers.push(() => void redis.kill('SIGKILL'));
    const probe = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    for (let started = Date.now(); ; await sleep(100)) {
      if (redis.exitCode !== null) throw new Error('redis-server não iniciou (instale o pacote Debian redis-server; .ci/run o instala)');
      if (Date.now() - started > 15_000) throw new Error('redis-server não respondeu em 15 s');
      if (await probe.connect().then(() => probe.ping()).then(() => true, () => false)) break;
      probe.disconnect();
    }
    probe.disconnect();
    const keys = await createKeys();
    const jwks = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [keys.publicJwk] })));
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => jwks.close(resolve)));

    // ---- the api, as `npm run api` starts it ----
    const port = await closedPort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'acolhe-traces-'));
    closers.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let log = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir(),
      env: {
        ...process.env,
        DATABASE_URL,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        DATA_DIR: dataDir,
        SEED: 'false',
        LOG_LEVEL: 'warn',
        MAIL_ENABLED: 'false',
        JOBS_ENABLED: 'false',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        COGNITO_ISSUER: TEST_ISSUER,
        COGNITO_JWKS_URL: `http://127.0.0.1:${(jwks.address() as { port: number }).port}/.well-known/jwks.json`,
        COGNITO_CLIENT_ID: TEST_CLIENT_ID,
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as { port: number }).port}`,
        OTEL_SERVICE_NAME: 'acolhe-api-teste',
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-50_000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    closers.push(async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(force);
    });
    const tail = () => `\n--- log da api (fim) ---\n${log.split('\n').slice(-40).join('\n')}`;
    for (let started = Date.now(); ; await sleep(250)) {
      if (child.exitCode !== null) throw new Error(`a api saiu (código ${child.exitCode})${tail()}`);
      if (Date.now() - started > 90_000) throw new Error(`a api não ficou pronta em 90 s${tail()}`);
      if (await fetch(`${base}/ready`).then((r) => r.status === 200, () => false)) break;
    }

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
    const server = await (async () => {
      for (let started = Date.now(); ; await sleep(200)) {
        const found = spans.find((s) => s.kind === 2 && s.scope === '@opentelemetry/instrumentation-http' && s.name === 'POST /sessoes');
        if (found && spans.some((s) => s.traceId === found.traceId && s.scope.includes('instrumentation-pg'))) return found;
        if (Date.now() - started > 20_000) throw new Error(`nenhum span de POST /sessoes com SQL em 20 s; recebidos: ${JSON.stringify(spans.map((s) => `${s.scope} ${s.name}`).slice(-30))} ${[...paths].join(', ')}${tail()}`);
      }
    })();
    expect([...paths]).toEqual(expect.arrayContaining([expect.stringMatching(/^POST \/v1\/traces application\/json/)]));
    await sleep(500); // the last batch of the request's spans
    const trace = spans.filter((s) => s.traceId === server.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const underServer = (s: Span): boolean => {
      for (let p = s.parentSpanId ? byId.get(s.parentSpanId) : undefined; p; p = p.parentSpanId ? byId.get(p.parentSpanId) : undefined) if (p === server) return true;
      return false;
    };
    const sql = trace.filter((s) => s.scope.includes('instrumentation-pg') && s.name.startsWith('pg.query'));
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.every(underServer)).toBe(true);
    expect(sql.map((s) => s.attributes['db.statement'] ?? s.attributes['db.query.text'] ?? '').join('\n')).toMatch(/acolhe_reservar_sessao|sessoes/);
    expect(trace.some((s) => s.scope === '@fastify/otel' && underServer(s))).toBe(true);
    const redisSpans = trace.filter((s) => s.scope.includes('instrumentation-ioredis'));
    expect(redisSpans.length).toBeGreaterThan(0);
    expect(redisSpans.every(underServer)).toBe(true);

    // nothing of the request's secrets in any span of any trace
    const everything = JSON.stringify(spans);
    expect(spans.filter((s) => JSON.stringify(s).includes('segredo-da-url')).map((s) => `${s.scope} ${s.name} ${JSON.stringify(s.attributes)}`)).toEqual([]);
    expect(everything).not.toContain('segredo-da-url');
    expect(everything).not.toContain(note);
    expect(everything).not.toContain(tClient);
    expect(everything).not.toContain(tClient.split('.')[1]!);
  }, 150_000);
});
