// The traces tests' harness (src/tracing/tracing*.test.ts): a small OTLP/HTTP receiver (a node
// http server decoding the exporter's JSON), a JWKS, optionally a real Redis, and the api started
// as a child process exactly as `npm run api` starts it (src/server.ts) with
// OTEL_EXPORTER_OTLP_ENDPOINT pointing at the receiver — over the PostgreSQL of `databaseUrl`, or
// the embedded PGlite (in a temporary DATA_DIR) without one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import crypto from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { SignJWT } from 'jose';
import { apiDir } from '../src/lib/paths';
import { closedPort } from './fake-postgres';
import { TEST_CLIENT_ID, TEST_ISSUER, createKeys, type TestKeys } from './helpers';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
export interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string>;
  scope: string;
}
/** OTLP's span kinds */
export const SERVER = 2;
export const CLIENT = 3;

/** OTLP/HTTP JSON (what @opentelemetry/exporter-trace-otlp-http sends) → flat spans. */
export function decode(body: string): Span[] {
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

/** Everything a test starts, closed in reverse order by `close()`. */
export class Closers {
  private readonly list: (() => Promise<unknown> | void)[] = [];
  add(close: () => Promise<unknown> | void): void {
    this.list.push(close);
  }
  async close(): Promise<void> {
    for (const close of this.list.reverse()) await Promise.resolve(close()).catch(() => undefined);
    this.list.length = 0;
  }
}

export interface Receiver {
  url: string;
  spans: Span[];
  /** `METHOD url content-type` of every request it received */
  paths: Set<string>;
}

export async function startReceiver(closers: Closers): Promise<Receiver> {
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
  closers.add(() => new Promise((resolve) => receiver.close(resolve)));
  return { url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}`, spans, paths };
}

/** A throw-away redis-server (the rate limits' counters), without persistence. */
export async function startRedis(closers: Closers): Promise<string> {
  const port = await closedPort();
  const redis: ChildProcess = spawn(process.env.REDIS_SERVER || 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  closers.add(() => void redis.kill('SIGKILL'));
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  for (let started = Date.now(); ; await sleep(100)) {
    if (redis.exitCode !== null) throw new Error('redis-server não iniciou (instale o pacote Debian redis-server; .ci/run o instala)');
    if (Date.now() - started > 15_000) throw new Error('redis-server não respondeu em 15 s');
    if (await probe.connect().then(() => probe.ping()).then(() => true, () => false)) break;
    probe.disconnect();
  }
  probe.disconnect();
  return `redis://127.0.0.1:${port}`;
}

export interface TracedApi {
  base: string;
  keys: TestKeys;
  /** the last lines the api printed (for failure messages) */
  tail(): string;
}

/** The api as `npm run api` starts it, tracing to `receiver`; PostgreSQL with `databaseUrl`, else PGlite. */
export async function startTracedApi(closers: Closers, receiver: Receiver, options: { databaseUrl?: string; redisUrl?: string } = {}): Promise<TracedApi> {
  const keys = await createKeys();
  const jwks = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [keys.publicJwk] })));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  closers.add(() => new Promise((resolve) => jwks.close(resolve)));

  const port = await closedPort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'acolhe-traces-'));
  closers.add(() => rmSync(dataDir, { recursive: true, force: true }));
  const { DATABASE_URL: _inherited, REDIS_URL: _redis, ...env } = process.env;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir(),
    env: {
      ...env,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'false',
      LOG_LEVEL: 'warn',
      MAIL_ENABLED: 'false',
      JOBS_ENABLED: 'false',
      COGNITO_ISSUER: TEST_ISSUER,
      COGNITO_JWKS_URL: `http://127.0.0.1:${(jwks.address() as { port: number }).port}/.well-known/jwks.json`,
      COGNITO_CLIENT_ID: TEST_CLIENT_ID,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'acolhe-api-teste',
      OTEL_BSP_SCHEDULE_DELAY: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-50_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  closers.add(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await gone;
    clearTimeout(force);
  });
  const tail = () => `\n--- log da api (fim) ---\n${log.split('\n').slice(-40).join('\n')}`;
  const base = `http://127.0.0.1:${port}`;
  for (let started = Date.now(); ; await sleep(250)) {
    if (child.exitCode !== null) throw new Error(`a api saiu (código ${child.exitCode})${tail()}`);
    if (Date.now() - started > 120_000) throw new Error(`a api não ficou pronta em 120 s${tail()}`);
    if (await fetch(`${base}/ready`).then((r) => r.status === 200, () => false)) break;
  }
  return { base, keys, tail };
}

/** An IdToken of the test pool for `sub`. */
export function sign(keys: TestKeys, sub: string, tipo: 'terapeuta' | 'cliente'): Promise<string> {
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

/** Waits until a span matching `found` arrives (and `complete` holds of its trace), then a little
 * more for the rest of its batch; answers it. */
export async function waitForSpan(receiver: Receiver, describe: string, found: (s: Span) => boolean, complete: (trace: Span[]) => boolean = () => true, tail = () => ''): Promise<Span> {
  for (let started = Date.now(); ; await sleep(200)) {
    const span = receiver.spans.find(found);
    if (span && complete(receiver.spans.filter((s) => s.traceId === span.traceId))) {
      await sleep(500);
      return span;
    }
    if (Date.now() - started > 20_000) {
      throw new Error(`nenhum span de ${describe} em 20 s; recebidos: ${JSON.stringify(receiver.spans.map((s) => `${s.scope} ${s.name}`).slice(-30))} ${[...receiver.paths].join(', ')}${tail()}`);
    }
  }
}

/** The spans of `server`'s trace, and whether a span of it descends from `server`. */
export function traceOf(receiver: Receiver, server: Span): { trace: Span[]; underServer: (s: Span) => boolean } {
  const trace = receiver.spans.filter((s) => s.traceId === server.traceId);
  const byId = new Map(trace.map((s) => [s.spanId, s]));
  const underServer = (s: Span): boolean => {
    for (let p = s.parentSpanId ? byId.get(s.parentSpanId) : undefined; p; p = p.parentSpanId ? byId.get(p.parentSpanId) : undefined) if (p === server) return true;
    return false;
  };
  return { trace, underServer };
}


/** A database span: pg's instrumentation (PostgreSQL) or the api's own (PGlite, src/tracing/start.ts). */
export const isDatabaseSpan = (s: Span) => s.scope.includes('instrumentation-pg') || s.scope === 'acolhe-pglite';

/**
 * Requests whose paths carry parameters (an account id, a CEP, an unknown path with a secret, a
 * query string), then the spans they left: named and described by route template, with their SQL
 * statements (placeholders, no values) under the server span, and none of the parameters anywhere.
 */
export async function checkTemplatedRoutes(api: TracedApi, receiver: Receiver, profile: object): Promise<void> {
  const therapist = crypto.randomUUID();
  const token = await sign(api.keys, therapist, 'terapeuta');
  const secret = `segredo-${crypto.randomUUID()}`;
  const bio = `Bio rastreável ${crypto.randomUUID()}: psicóloga clínica, atendimento online.`;
  const call = (method: string, url: string, body?: unknown) =>
    fetch(api.base + url, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  expect((await call('PUT', `/terapeutas/${therapist}?origem=${secret}`, { ...profile, bio })).status).toBe(200);
  expect((await call('GET', `/terapeutas/${therapist}`)).status).toBe(200);
  expect((await fetch(`${api.base}/cep/01310-100?origem=${secret}`)).status).toBe(200);
  expect((await fetch(`${api.base}/nada/${secret}`)).status).toBe(404);

  const server = (name: string) => (s: Span) => s.kind === SERVER && s.scope === '@opentelemetry/instrumentation-http' && s.name === name;
  const saved = await waitForSpan(receiver, 'PUT /terapeutas/:id com SQL', server('PUT /terapeutas/:id'), (trace) => trace.some(isDatabaseSpan), api.tail);
  await waitForSpan(receiver, 'GET /cep/:cep', server('GET /cep/:cep'), undefined, api.tail);
  await waitForSpan(receiver, 'uma rota desconhecida', (s) => s.kind === SERVER && s.attributes['url.path'] === 'unmatched', undefined, api.tail);

  for (const [name, route] of [
    ['PUT /terapeutas/:id', '/terapeutas/:id'],
    ['GET /terapeutas/:id', '/terapeutas/:id'],
    ['GET /cep/:cep', '/cep/:cep'],
  ] as const) {
    const span = receiver.spans.find(server(name));
    expect([name, span?.attributes['http.route'], span?.attributes['url.path'], span?.attributes['http.target']]).toEqual([name, route, route, route]);
    const fastify = receiver.spans.filter((s) => s.traceId === span!.traceId && s.scope === '@fastify/otel' && s.attributes['url.path'] !== undefined);
    expect(fastify.map((s) => s.attributes['url.path'])).toEqual(fastify.map(() => route));
  }
  // an unknown path: its method only, no path
  const unknown = receiver.spans.find((s) => s.kind === SERVER && s.attributes['url.path'] === 'unmatched')!;
  expect(unknown.name).toBe('GET');

  // the profile save's statements: under its server span, with placeholders, without the values
  const { trace, underServer } = traceOf(receiver, saved);
  const statements = trace.filter(isDatabaseSpan);
  expect(statements.length).toBeGreaterThan(0);
  expect(statements.every(underServer)).toBe(true);
  expect(statements.every((s) => s.kind === CLIENT)).toBe(true);
  const texts = statements.map((s) => s.attributes['db.query.text'] ?? s.attributes['db.statement'] ?? '');
  expect(texts.join('\n')).toMatch(/"terapeutas"/);
  expect(texts.join('\n')).toMatch(/\$1/);

  // none of the request's parameters in any span of any trace
  const everything = JSON.stringify(receiver.spans);
  for (const value of [therapist, secret, bio, '01310-100', '01310100', token, token.split('.')[1]!]) {
    expect([value, receiver.spans.filter((s) => JSON.stringify(s).includes(value)).map((s) => `${s.scope} ${s.name} ${JSON.stringify(s.attributes)}`)]).toEqual([value, []]);
  }
  expect(everything).not.toContain(secret);
}
