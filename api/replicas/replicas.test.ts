// Two api replicas that agree (issue 17; docs/scaling.md). Everything real, on 127.0.0.1 only:
// a PostgreSQL server (a throw-away database on TEST_DATABASE_URL's server), a Redis
// (`redis-server`, no persistence), an S3-compatible server (s3rver, testing/s3.ts), a JWKS for the
// tokens, and replicas A and B started by the documented command, `npm run api`, configured only by
// their environment. The test plays the load balancer: it picks the replica, and with
// TRUST_PROXY_HOPS=1 it appends the client's address to X-Forwarded-For as a proxy does.
//
// Asserted: a profile edit on one replica is read on the other within 100 ms (both ways, several
// rounds; the figures are printed); a review deleted on A is gone on B; the write rate limit is one
// counter across A and B, kept in Redis, and a rotating forged X-Forwarded-For does not escape it;
// an upload through A is served by B at a URL that names neither; 50 concurrent bookings of one
// slot split across A and B → exactly one 201; Redis going away leaves the writes answered.
// Every process is stopped in afterAll, whatever failed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { SignJWT } from 'jose';
import pg from 'pg';
import { repoDir } from '../src/lib/paths';
import { closedPort } from '../testing/fake-postgres';
import { PNG_1x1, TEST_CLIENT_ID, TEST_ISSUER, createKeys, multipart, profileBody, weekdaySchedule, type TestKeys } from '../testing/helpers';
import { startS3, type TestS3 } from '../testing/s3';

/** npm → bootstrap → npm → tsx, migrations: on a busy 2-core machine */
const START_DEADLINE_MS = 90_000;
/** a request that has not answered after this is a failure, not a wait */
const REQUEST_TIMEOUT_MS = 20_000;
/** the issue's bound: a write on one replica read on the other */
const PROPAGATION_BOUND_MS = 100;
const WRITE_MAX = 20;
/** what every replica puts in the URLs it hands out: the load balancer's address, not its own */
const PUBLIC_URL = 'http://api.acolhe.test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Replica {
  name: 'A' | 'B';
  base: string;
  child: ChildProcess;
  log: string;
  exited?: { code: number | null; signal: NodeJS.Signals | null };
}

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  bytes: Buffer;
}

/** A throw-away database on the server of TEST_DATABASE_URL (or the local default). */
function adminUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}

describe('two api replicas on one PostgreSQL, one Redis and one bucket', () => {
  const dbName = `acolhe_replicas_${process.pid}_${Date.now().toString(36)}`;
  let databaseUrl = '';
  let dbCreated = false;
  let redis: ChildProcess | undefined;
  let redisExited = false;
  let redisPort = 0;
  let s3: TestS3 | undefined;
  let jwks: http.Server | undefined;
  let keys: TestKeys;
  let pool: pg.Pool | undefined;
  const replicas: Replica[] = [];
  const tempDirs: string[] = [];
  let A: Replica;
  let B: Replica;
  let therapist = '';
  let therapistToken = '';

  const tail = (r: Replica) => `\n--- log da réplica ${r.name} (fim) ---\n${r.log.split('\n').slice(-40).join('\n')}`;

  function sign(sub: string, tipo: 'terapeuta' | 'cliente'): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: `${sub.slice(0, 8)}@replicas.teste`, name: tipo === 'cliente' ? 'Joana Alves' : 'Ana Souza', 'custom:profile_id': tipo, token_use: 'id' })
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
      .setSubject(sub)
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_CLIENT_ID)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(keys.privateKey);
  }

  /** One request to one replica, as the load balancer sends it (client address appended on the right). */
  async function call(
    r: Replica,
    method: string,
    url: string,
    options: { token?: string; body?: unknown; client?: string; forged?: string; headers?: Record<string, string>; raw?: Buffer } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    headers['x-forwarded-for'] = [options.forged, options.client ?? '198.51.100.1'].filter(Boolean).join(', ');
    const res = await fetch(r.base + url, {
      method,
      headers,
      body: options.raw ? new Uint8Array(options.raw) : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    let body: unknown = bytes.toString();
    try {
      body = JSON.parse(bytes.toString());
    } catch {
      // not JSON (an image): keep the text
    }
    return { status: res.status, body, headers: res.headers, bytes };
  }

  function startReplica(name: 'A' | 'B', port: number): Replica {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `acolhe-replica-${name}-`));
    tempDirs.push(dataDir);
    // the documented command (README, "Several api replicas"); its own process group, so that
    // afterAll stops npm, tsx and node together
    const child = spawn('npm', ['run', '--silent', 'api'], {
      cwd: repoDir(),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        ...s3!.env,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        PUBLIC_URL,
        TRUST_PROXY_HOPS: '1',
        DATA_DIR: dataDir,
        SEED: 'false',
        MAIL_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_WRITE_MAX: String(WRITE_MAX),
        COGNITO_ISSUER: TEST_ISSUER,
        COGNITO_JWKS_URL: `http://127.0.0.1:${(jwks!.address() as { port: number }).port}/.well-known/jwks.json`,
        COGNITO_CLIENT_ID: TEST_CLIENT_ID,
      },
    });
    const replica: Replica = { name, base: `http://127.0.0.1:${port}`, child, log: '' };
    const keep = (chunk: Buffer) => {
      replica.log = (replica.log + chunk.toString()).slice(-100_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', (code, signal) => {
      replica.exited = { code, signal };
    });
    replicas.push(replica);
    return replica;
  }

  async function ready(r: Replica): Promise<void> {
    const started = Date.now();
    for (;;) {
      if (r.exited) throw new Error(`a réplica ${r.name} saiu (código ${r.exited.code})${tail(r)}`);
      if (Date.now() - started > START_DEADLINE_MS) throw new Error(`a réplica ${r.name} não ficou pronta em ${START_DEADLINE_MS / 1000} s${tail(r)}`);
      const ok = await fetch(`${r.base}/health`, { signal: AbortSignal.timeout(2000) })
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) return;
      await sleep(250);
    }
  }

  async function stopProcess(child: ChildProcess, done: () => boolean, group: boolean): Promise<void> {
    if (done() || child.pid === undefined) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    const signal = (s: NodeJS.Signals) => {
      try {
        if (group) process.kill(-child.pid!, s);
        else child.kill(s);
      } catch {
        // already gone
      }
    };
    signal('SIGTERM');
    const force = setTimeout(() => signal('SIGKILL'), 10_000);
    let giveUp: NodeJS.Timeout | undefined;
    await Promise.race([gone, new Promise((resolve) => (giveUp = setTimeout(resolve, 15_000)))]);
    clearTimeout(force);
    clearTimeout(giveUp);
    if (group) signal('SIGKILL'); // anything of the group still there (npm may leave before node)
  }

  beforeAll(async () => {
    // ---- PostgreSQL: a database of our own ----
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${dbName}`);
      dbCreated = true;
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl());
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

    // ---- Redis: no persistence, loopback only ----
    redisPort = await closedPort();
    redis = spawn(process.env.REDIS_SERVER || 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    redis.on('exit', () => {
      redisExited = true;
    });
    redis.on('error', () => {
      redisExited = true;
    });
    const probe = new Redis(redisPort, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    for (let started = Date.now(); ; await sleep(100)) {
      if (redisExited) throw new Error('redis-server não iniciou (instale o pacote Debian redis-server; .ci/run o instala)');
      if (Date.now() - started > 15_000) throw new Error('redis-server não respondeu em 15 s');
      if (await probe.connect().then(() => probe.ping()).then(() => true, () => false)) break;
      probe.disconnect();
    }
    probe.disconnect();

    // ---- object storage and identity ----
    s3 = await startS3('acolhe-replicas');
    keys = await createKeys();
    jwks = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [keys.publicJwk] }));
    });
    await new Promise<void>((resolve) => jwks!.listen(0, '127.0.0.1', resolve));

    // ---- the replicas: A first (it migrates), then B ----
    A = startReplica('A', await closedPort());
    await ready(A);
    B = startReplica('B', await closedPort());
    await ready(B);

    // ---- a public therapist, created through A ----
    therapist = randomUUID();
    therapistToken = await sign(therapist, 'terapeuta');
    const saved = await call(A, 'POST', '/terapeutas', {
      token: therapistToken,
      body: profileBody({ fullName: 'Ana Réplica Souza', sessionFormats: ['online'], sessionDuration: 50 }),
    });
    expect(saved.status).toBe(200);
    const schedule = weekdaySchedule('08:00', '18:00');
    const availability = await call(A, 'POST', `/agenda/terapeutas/${therapist}/disponibilidade`, {
      token: therapistToken,
      body: { schedule, sessionDuration: 60 },
    });
    expect(availability.status).toBe(200);
  }, START_DEADLINE_MS * 2 + 60_000);

  afterAll(async () => {
    const steps: Promise<unknown>[] = replicas.map((r) => stopProcess(r.child, () => Boolean(r.exited), true));
    if (redis) steps.push(stopProcess(redis, () => redisExited, false));
    if (s3) steps.push(s3.stop());
    if (jwks) steps.push(new Promise((resolve) => jwks!.close(resolve)));
    await Promise.allSettled(steps);
    await pool?.end().catch(() => undefined);
    if (dbCreated) {
      const admin = new pg.Client({ connectionString: adminUrl() });
      await admin.connect().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await admin.end().catch(() => undefined);
    }
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Polls `read` on a replica until `fresh` holds; answers the time from `since`. */
  async function seenAfter(since: number, read: () => Promise<Answer>, fresh: (a: Answer) => boolean, giveUpMs = 5000): Promise<number> {
    for (;;) {
      const answer = await read();
      if (fresh(answer)) return performance.now() - since;
      if (performance.now() - since > giveUpMs) throw new Error(`ainda antigo após ${giveUpMs} ms: ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
  }

  const profileOn = (r: Replica) => () => call(r, 'GET', `/public-terapeutas/${therapist}`);
  const nameOf = (a: Answer) => (a.body as { fullName?: string; name?: string }).fullName ?? (a.body as { name?: string }).name;

  it('a profile edit on one replica is read on the other within 100 ms (both ways; the delay is printed)', async () => {
    const delays: number[] = [];
    for (let round = 1; round <= 6; round++) {
      const [writer, reader] = round % 2 === 1 ? [A, B] : [B, A];
      // the reader holds the current profile in its cache (a second read is a hit)
      const before = await profileOn(reader)();
      expect(before.status).toBe(200);
      await profileOn(reader)();
      const name = `Ana Réplica ${round} Souza`;
      const saved = await call(writer, 'PUT', `/terapeutas/${therapist}`, {
        token: therapistToken,
        body: profileBody({ fullName: name, sessionFormats: ['online'], sessionDuration: 50 }),
      });
      expect(saved.status).toBe(200);
      const acknowledged = performance.now();
      delays.push(await seenAfter(acknowledged, profileOn(reader), (a) => nameOf(a) === name));
    }
    const sorted = [...delays].sort((x, y) => x - y);
    console.log(
      `[replicas] profile edit → read on the other replica: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, ` +
        `max ${sorted[sorted.length - 1]!.toFixed(1)} ms (${delays.map((d) => d.toFixed(1)).join(', ')})`,
    );
    for (const delay of delays) expect(delay).toBeLessThan(PROPAGATION_BOUND_MS);
  });

  it('a review deleted on A is gone on B (profile and list), at once', async () => {
    const client = randomUUID();
    const token = await sign(client, 'cliente');
    const created = await call(A, 'POST', '/avaliacoes', {
      token,
      client: '198.51.100.20',
      body: { terapeutaId: therapist, nota: 5, comentario: 'Uma avaliação que vai ser apagada em seguida.' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const hasReview = (a: Answer) => ((a.body as { reviews?: { id: string }[] }).reviews ?? []).some((r) => r.id === id);
    await seenAfter(performance.now(), profileOn(B), hasReview);
    await profileOn(B)(); // cached on B now
    const list = () => call(B, 'GET', '/public-terapeutas?search=Replica');
    const countOf = (a: Answer) => (a.body as { content: { id: string; reviewCount: number }[] }).content.find((t) => t.id === therapist)?.reviewCount;
    await seenAfter(performance.now(), list, (a) => countOf(a) === 1);

    const removed = await call(A, 'DELETE', `/avaliacoes/${id}`, { token, client: '198.51.100.20' });
    expect(removed.status).toBe(204);
    const acknowledged = performance.now();
    const delay = await seenAfter(acknowledged, profileOn(B), (a) => !hasReview(a));
    expect(delay).toBeLessThan(PROPAGATION_BOUND_MS);
    expect(countOf(await list())).toBe(0);
  });

  it('the write limit is one counter across A and B, kept in Redis; a rotating forged X-Forwarded-For does not escape it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_MAX + 6; i++) {
      const r = i % 2 === 0 ? A : B;
      // a client guessing tokens, forging a new leftmost address each time behind the one real proxy hop
      const out = await call(r, 'POST', '/avaliacoes', { token: `palpite-${i}`, client: '203.0.113.50', forged: `10.${i}.${i}.1`, body: {} });
      statuses.push(out.status);
    }
    expect(statuses.slice(0, WRITE_MAX)).toEqual(Array(WRITE_MAX).fill(401));
    expect(statuses.slice(WRITE_MAX)).toEqual(Array(6).fill(429));
    // both replicas refuse that client now, and another client is not affected
    expect((await call(A, 'POST', '/avaliacoes', { token: 'x', client: '203.0.113.50', body: {} })).status).toBe(429);
    expect((await call(B, 'POST', '/avaliacoes', { token: 'x', client: '203.0.113.50', body: {} })).status).toBe(429);
    expect((await call(B, 'POST', '/avaliacoes', { token: 'x', client: '203.0.113.51', body: {} })).status).toBe(401);
    // the counters are Redis's, keyed by the real client address
    const probe = new Redis(redisPort, '127.0.0.1', { maxRetriesPerRequest: 1 });
    try {
      const stored = await probe.keys('acolhe:rate-limit:*');
      expect(stored.some((k) => k.endsWith('203.0.113.50'))).toBe(true);
      expect(stored.some((k) => k.includes('10.1.1.1'))).toBe(false);
    } finally {
      probe.disconnect();
    }
  });

  it('an upload through A is served by B, at a URL that names neither', async () => {
    const { payload, headers } = multipart({ filename: 'foto.png', contentType: 'image/png', bytes: PNG_1x1 });
    const uploaded = await call(A, 'POST', `/terapeutas/${therapist}/upload-profile-image`, { token: therapistToken, headers, raw: payload });
    expect(uploaded.status).toBe(200);
    const url = (uploaded.body as { url: string }).url;
    expect(url.startsWith(`${PUBLIC_URL}/uploads/terapeutas/${therapist}/`)).toBe(true);
    const served = await call(B, 'GET', url.slice(PUBLIC_URL.length));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.bytes.equals(PNG_1x1)).toBe(true);
    // and B's public profile shows the new photo at once
    await seenAfter(performance.now(), profileOn(B), (a) => (a.body as { profileImageUrl?: string }).profileImageUrl === url, PROPAGATION_BOUND_MS * 5);
  });

  it('50 concurrent bookings of one slot, split across A and B → exactly one 201', async () => {
    const now = new Date();
    const months = [0, 1].map((add) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1)));
    let slot: { date: string; time: string } | undefined;
    for (const month of months) {
      const slots = await call(B, 'GET', `/agenda/terapeutas/${therapist}/slots-mes?year=${month.getUTCFullYear()}&month=${month.getUTCMonth() + 1}`);
      expect(slots.status).toBe(200);
      slot = (slots.body as { date: string; time: string; available: boolean }[]).find((s) => s.available);
      if (slot) break;
    }
    if (!slot) throw new Error('nenhum horário livre nos próximos dois meses');
    const clients = await Promise.all(Array.from({ length: 50 }, async () => sign(randomUUID(), 'cliente')));
    const answers = await Promise.all(
      clients.map((token, i) =>
        call(i % 2 === 0 ? A : B, 'POST', '/sessoes', {
          token,
          client: `192.0.2.${i + 1}`,
          body: { therapistId: therapist, date: slot!.date, time: slot!.time },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const held = await pool!.query(`SELECT count(*)::int AS n FROM sessoes WHERE terapeuta_id = $1 AND status IN ('PENDING', 'CONFIRMED')`, [therapist]);
    expect(held.rows[0].n).toBe(1);
  });

  it('Redis going away leaves the writes answered (the limit is skipped, never a 500)', async () => {
    await stopProcess(redis!, () => redisExited, false);
    for (const r of [A, B]) {
      const started = performance.now();
      const out = await call(r, 'POST', '/avaliacoes', { token: 'x', client: '203.0.113.77', body: {} });
      expect(out.status).toBe(401);
      expect(performance.now() - started).toBeLessThan(3000);
    }
    expect((await call(B, 'GET', `/public-terapeutas/${therapist}`)).status).toBe(200);
  });
});
