// Two api replicas that agree (issue 17; docs/scaling.md). Everything real, on 127.0.0.1 only:
// a PostgreSQL server (a throw-away database on TEST_DATABASE_URL's server), a Redis
// (`redis-server`, no persistence), an S3-compatible server (s3rver, testing/s3.ts), an SMTP server
// (smtp-server, testing/smtp.ts), a JWKS for the tokens, and replicas A and B started by the
// documented command, `npm run api`, configured only by their environment (./cluster.ts). The test
// plays the load balancer: it picks the replica, and with TRUST_PROXY_HOPS=1 it appends the
// client's address to X-Forwarded-For as a proxy does.
//
// Asserted: a profile edit on one replica is read on the other within 100 ms (both ways, several
// rounds; the figures are printed); a review deleted on A is gone from B's profile at once and from
// its list's count within the lists' lag; the write rate limit is one
// counter across A and B, kept in Redis, and a rotating forged X-Forwarded-For does not escape it;
// an upload through A is served by B at a URL that names neither; 50 concurrent bookings of one
// slot split across A and B → exactly one 201; with both replicas' e-mail workers running, every
// message due is received by the SMTP server exactly once; replica A killed (SIGKILL) in the middle
// of a burst of bookings: every 201 of either replica is stored, B answers all of its share, A's
// requests after the kill fail to connect, and A restarted reads them all; Redis going away leaves
// the writes answered. Every process is stopped in afterAll, whatever failed.
import { randomUUID } from 'node:crypto';
import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import pg from 'pg';
import { closedPort } from '../testing/fake-postgres';
import { PNG_1x1, multipart, profileBody, uniqueRegistration, weekdaySchedule } from '../testing/helpers';

// the therapist's own CRP and CPF on every save (a changed CRP would send the profile back to verification)
const registration = uniqueRegistration();
import { startS3, type TestS3 } from '../testing/s3';
import { TestSmtpServer } from '../testing/smtp';
import {
  connectionErrorCode,
  createThrowawayDatabase,
  killReplica,
  logTail,
  startIdentity,
  startReplica as startApiReplica,
  stopProcess,
  stopReplica,
  waitReady,
  type ApiReplica,
  type Identity,
  type ThrowawayDatabase,
} from './cluster';

/** npm → bootstrap → npm → tsx, migrations: on a busy 2-core machine */
const START_DEADLINE_MS = 90_000;
/** a request that has not answered after this is a failure, not a wait */
const REQUEST_TIMEOUT_MS = 20_000;
/** the bound: a write on one replica read on the other */
const PROPAGATION_BOUND_MS = 100;
const WRITE_MAX = 20;
/** what every replica puts in the URLs it hands out: the load balancer's address, not its own */
const PUBLIC_URL = 'http://api.acolhe.test';
/** /metrics on each replica's port behind this token (docs/operations.md, "Metrics") */
const METRICS_TOKEN = 'replicas-metrics-token-0123456789';
/** each replica's relay round and worker poll (MAIL_INTERVAL_MS; 500 is the floor of config.ts) */
const MAIL_INTERVAL_MS = 500;
/** how long every message due may take to reach the SMTP server */
const MAIL_DEADLINE_MS = 30_000;
/** how long the lists' ratings may lag a review (PUBLIC_CACHE_RATINGS_LAG_MS; 10 s by default,
 * shorter here so that the test waits less for it) */
const RATINGS_LAG_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Replica = ApiReplica & { name: 'A' | 'B' };

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  bytes: Buffer;
}

interface Slot {
  date: string;
  time: string;
}

describe('two api replicas on one PostgreSQL, one Redis and one bucket', () => {
  let database: ThrowawayDatabase | undefined;
  let redis: ChildProcess | undefined;
  let redisExited = false;
  let redisPort = 0;
  let s3: TestS3 | undefined;
  let smtp: TestSmtpServer | undefined;
  let identity: Identity | undefined;
  let pool: pg.Pool | undefined;
  const replicas: Replica[] = [];
  let A: Replica;
  let B: Replica;
  let therapist = '';
  let therapistToken = '';

  const sign = (sub: string, tipo: 'terapeuta' | 'cliente') => identity!.sign(sub, tipo);

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
    const replica = startApiReplica(name, port, {
      DATABASE_URL: database!.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      ...s3!.env,
      ...identity!.env,
      PUBLIC_URL,
      TRUST_PROXY_HOPS: '1',
      SEED: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WRITE_MAX: String(WRITE_MAX),
      // the reads polled to time the caches come from one client address (public-reads.test.ts
      // checks the public limit)
      RATE_LIMIT_PUBLIC_MAX: '100000',
      // both replicas deliver e-mail, to the one SMTP server of the test; the sender's name says
      // which replica sent a message (a label for the printed split only)
      MAIL_ENABLED: 'true',
      SMTP_URL: smtp!.url,
      MAIL_FROM: `Acolhe replica ${name} <nao-responda@acolhe.com.br>`,
      MAIL_INTERVAL_MS: String(MAIL_INTERVAL_MS),
      PUBLIC_CACHE_RATINGS_LAG_MS: String(RATINGS_LAG_MS),
      METRICS_TOKEN,
    }) as Replica;
    replicas.push(replica);
    return replica;
  }

  const ready = (r: Replica) => waitReady(r, START_DEADLINE_MS);

  beforeAll(async () => {
    // ---- PostgreSQL: a database of our own ----
    database = await createThrowawayDatabase('acolhe_replicas');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });

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

    // ---- object storage, e-mail and identity ----
    s3 = await startS3('acolhe-replicas');
    smtp = await TestSmtpServer.start();
    identity = await startIdentity();

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
      body: profileBody({ fullName: 'Ana Réplica Souza', sessionFormats: ['online'], sessionDuration: 50, ...registration }),
    });
    expect(saved.status).toBe(200);
    const schedule = weekdaySchedule('08:00', '18:00');
    const availability = await call(A, 'POST', `/agenda/terapeutas/${therapist}/disponibilidade`, {
      token: therapistToken,
      body: { schedule, sessionDuration: 60 },
    });
    expect(availability.status).toBe(200);
    // public once its CRP is verified (issue 32): set in the database, as testing/helpers.ts
    // markVerified does — the operator's approval has its own suite (verificacao/)
    await pool.query(
      `UPDATE terapeutas SET verificacao_estado = 'verificado', verificacao_enviada_em = now(), verificacao_decidida_em = now() WHERE id = $1`,
      [therapist],
    );
  }, START_DEADLINE_MS * 2 + 60_000);

  afterAll(async () => {
    const steps: Promise<unknown>[] = replicas.map((r) => stopReplica(r));
    if (redis) steps.push(stopProcess(redis, () => redisExited, false));
    if (s3) steps.push(s3.stop());
    if (smtp) steps.push(smtp.stop());
    if (identity) steps.push(identity.close());
    await Promise.allSettled(steps);
    await pool?.end().catch(() => undefined);
    await database?.drop();
  }, 60_000);

  /** Free slots of the therapist, read through `r`, on `fromDate` (YYYY-MM-DD) or later: up to `wanted`. */
  async function freeSlots(r: Replica, wanted: number, fromDate = ''): Promise<Slot[]> {
    const now = new Date();
    const out: Slot[] = [];
    for (let add = 0; add < 4 && out.length < wanted; add++) {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1));
      const slots = await call(r, 'GET', `/agenda/terapeutas/${therapist}/slots-mes?year=${month.getUTCFullYear()}&month=${month.getUTCMonth() + 1}`);
      expect(slots.status).toBe(200);
      for (const s of slots.body as (Slot & { available: boolean })[]) if (s.available && s.date >= fromDate) out.push({ date: s.date, time: s.time });
    }
    if (out.length < wanted) throw new Error(`só ${out.length} horários livres a partir de ${fromDate || 'hoje'}; eram precisos ${wanted}`);
    return out.slice(0, wanted);
  }

  /** YYYY-MM-DD `days` after today (UTC). */
  const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  const newClients = (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const sub = randomUUID();
        return { sub, token: await sign(sub, 'cliente') };
      }),
    );

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
        body: profileBody({ fullName: name, sessionFormats: ['online'], sessionDuration: 50, ...registration }),
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

  it("a review deleted on A is gone on B: from the profile at once, from the list's count within the lists' lag", async () => {
    const client = randomUUID();
    const token = await sign(client, 'cliente');
    // a review comes from a completed session (issue 32): one in the past, written directly
    await pool!.query(`INSERT INTO clientes (id, email, name) VALUES ($1, $2, 'Cliente Réplica') ON CONFLICT (id) DO NOTHING`, [client, `${client}@teste.com.br`]);
    await pool!.query(
      `INSERT INTO sessoes (id, terapeuta_id, cliente_id, client_name, date, time, status, duration_minutes, starts_at, occupied_until)
       VALUES ($1, $2, $3, 'Cliente Réplica', '2020-01-06', '10:00', 'COMPLETED', 50, '2020-01-06T13:00:00Z', '2020-01-06T13:50:00Z')`,
      [randomUUID(), therapist, client],
    );
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
    await seenAfter(performance.now(), list, (a) => countOf(a) === 1, RATINGS_LAG_MS + 5000);

    const removed = await call(A, 'DELETE', `/avaliacoes/${id}`, { token, client: '198.51.100.20' });
    expect(removed.status).toBe(204);
    const acknowledged = performance.now();
    const delay = await seenAfter(acknowledged, profileOn(B), (a) => !hasReview(a));
    expect(delay).toBeLessThan(PROPAGATION_BOUND_MS);
    // the list on B was loaded before the deletion: it may say 1 until the lag since its load
    const listDelay = await seenAfter(acknowledged, list, (a) => countOf(a) === 0, RATINGS_LAG_MS + 5000);
    expect(listDelay).toBeLessThan(RATINGS_LAG_MS + PROPAGATION_BOUND_MS);
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
    const [slot] = await freeSlots(B, 1);
    const clients = await newClients(50);
    const answers = await Promise.all(
      clients.map(({ token }, i) =>
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

  it('with both replicas delivering e-mail, each message due reaches the SMTP server exactly once (12 requests, 8 confirmations, split across A and B)', async () => {
    // three days ahead: the reminders of the confirmed sessions are not due during the test
    const slots = await freeSlots(B, 12, daysAhead(3));
    const clients = await newClients(slots.length);
    const booked = await Promise.all(
      slots.map((s, i) =>
        call(i % 2 === 0 ? A : B, 'POST', '/sessoes', {
          token: clients[i]!.token,
          client: `198.51.100.${100 + i}`,
          body: { therapistId: therapist, date: s.date, time: s.time },
        }),
      ),
    );
    expect(booked.map((b) => b.status)).toEqual(slots.map(() => 201));
    const sessions = booked.map((b) => (b.body as { id: string }).id);
    const confirmed = sessions.slice(0, 8);
    const confirmations = await Promise.all(
      confirmed.map((id, i) => call(i % 2 === 0 ? B : A, 'PATCH', `/sessoes/${id}`, { token: therapistToken, client: '198.51.100.41', body: { status: 'CONFIRMED' } })),
    );
    expect(confirmations.map((c) => c.status)).toEqual(confirmed.map(() => 200));
    const started = performance.now();

    interface Row {
      id: string;
      tipo: string;
      sessao_id: string;
      email_to: string;
      status: string;
      due: boolean;
    }
    const outbox = async (): Promise<Row[]> =>
      (
        await pool!.query<Row>(
          `SELECT id, tipo, sessao_id, email_to, status, agendada_para <= now() AS due FROM notificacoes WHERE sessao_id = ANY($1) ORDER BY id`,
          [sessions],
        )
      ).rows;
    const rows = await outbox();
    const due = rows.filter((r) => r.due);
    // what is due now: each request, to the therapist, and each confirmation, to its client
    expect(due.filter((r) => r.tipo === 'sessao-solicitada').map((r) => r.sessao_id).sort()).toEqual([...sessions].sort());
    expect(due.filter((r) => r.tipo === 'sessao-confirmada').map((r) => r.sessao_id).sort()).toEqual([...confirmed].sort());
    for (const r of due) expect(r.email_to).toMatch(/@replicas\.teste$/);

    const copiesOf = (id: string) => smtp!.messages.filter((m) => m.mail.headers['x-acolhe-notificacao'] === id);
    const until = Date.now() + MAIL_DEADLINE_MS;
    for (;;) {
      const now = await outbox();
      const done = due.every((d) => now.find((r) => r.id === d.id)?.status === 'enviada' && copiesOf(d.id).length > 0);
      if (done) break;
      if (Date.now() > until) {
        const waiting = now.filter((r) => r.due && r.status !== 'enviada').map((r) => `${r.tipo} ${r.status}`);
        throw new Error(`e-mails não entregues em ${MAIL_DEADLINE_MS / 1000} s: ${waiting.join(', ')}${logTail(A, 10)}${logTail(B, 10)}`);
      }
      await sleep(100);
    }
    const deliveredMs = performance.now() - started;
    // several more relay rounds and polls of both workers: a second copy would have arrived by now
    await sleep(MAIL_INTERVAL_MS * 6);

    const after = await outbox();
    for (const d of due) {
      expect(after.find((r) => r.id === d.id)?.status).toBe('enviada');
      const copies = copiesOf(d.id);
      expect(copies).toHaveLength(1);
      expect(copies[0]!.envelopeTo).toEqual([d.email_to]);
      expect(copies[0]!.mail.headers['message-id']).toBe(`<${d.id}@acolhe.com.br>`);
    }
    // the reminders (due days later) wait in the outbox; none went out
    const later = after.filter((r) => !r.due);
    expect(later.length).toBeGreaterThan(0);
    for (const r of later) {
      expect(r.status).toBe('pendente');
      expect(copiesOf(r.id)).toHaveLength(0);
    }
    // and nothing the whole run sent (earlier tests' bookings included) arrived twice
    const ids = smtp!.messages.map((m) => m.mail.headers['x-acolhe-notificacao']);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);

    const by = (name: string) => due.filter((d) => copiesOf(d.id)[0]!.mail.headers.from?.includes(`replica ${name}`)).length;
    console.log(
      `[replicas] e-mail: ${due.length} messages due (${sessions.length} requests, ${confirmed.length} confirmations), each received once ` +
        `(sent by A ${by('A')}, by B ${by('B')}) within ${deliveredMs.toFixed(0)} ms; ${later.length} reminders not yet due, none sent; ` +
        `${ids.length} messages in the whole run, no duplicate`,
    );
  });

  it('killing A (SIGKILL) in the middle of a burst of bookings loses no acknowledged write; B answers all of its share; A restarted reads them', async () => {
    const PER_REPLICA = 60;
    const LANES = 6;
    const KILL_AFTER = 15; // A's 201s before the kill
    const slots = await freeSlots(B, PER_REPLICA * 2);
    const clients = await newClients(slots.length);
    const address = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

    interface Outcome {
      replica: 'A' | 'B';
      i: number;
      /** A only: sent once A was dead (its port refusing connections) */
      afterKill: boolean;
      status?: number;
      id?: string;
      code?: string;
      error?: string;
      ms: number;
    }
    const outcomes: Outcome[] = [];
    const queue = { A: slots.map((_, i) => i).filter((i) => i % 2 === 0), B: slots.map((_, i) => i).filter((i) => i % 2 === 1) };
    let aState: 'up' | 'dying' | 'dead' = 'up';
    let kill: Promise<void> | undefined;
    let killMs = 0;
    let aAcks = 0;
    const burstStarted = performance.now();

    const lane = async (r: Replica) => {
      for (;;) {
        // while the kill is under way, A's lanes wait: a request is then either sent to a live A
        // (and maybe caught in flight) or to a dead one, never in between
        if (r.name === 'A' && aState === 'dying') await kill;
        const i = queue[r.name].shift();
        if (i === undefined) return;
        const o: Outcome = { replica: r.name, i, afterKill: r.name === 'A' && aState === 'dead', ms: 0 };
        const sent = performance.now();
        try {
          const a = await call(r, 'POST', '/sessoes', {
            token: clients[i]!.token,
            client: address(i),
            body: { therapistId: therapist, date: slots[i]!.date, time: slots[i]!.time },
          });
          o.status = a.status;
          if (a.status === 201) o.id = (a.body as { id: string }).id;
        } catch (error) {
          o.code = connectionErrorCode(error);
          o.error = String((error as { cause?: unknown }).cause ?? error);
        }
        o.ms = performance.now() - sent;
        outcomes.push(o);
        if (r.name === 'A' && o.status === 201 && ++aAcks === KILL_AFTER && aState === 'up') {
          aState = 'dying';
          killMs = performance.now() - burstStarted;
          kill = killReplica(A).then(() => {
            aState = 'dead';
          });
        }
      }
    };
    await Promise.all([...Array.from({ length: LANES }, () => lane(A)), ...Array.from({ length: LANES }, () => lane(B))]);
    await kill;
    const burstMs = performance.now() - burstStarted;
    expect(aState).toBe('dead');
    expect(A.exited?.signal).toBe('SIGKILL');

    const ofA = outcomes.filter((o) => o.replica === 'A');
    const ofB = outcomes.filter((o) => o.replica === 'B');
    expect(ofA.length + ofB.length).toBe(slots.length);
    // B: every booking of its share answered 201, through the kill
    expect(ofB.filter((o) => o.status !== 201).map((o) => o.status ?? o.error)).toEqual([]);
    // A after the kill: a connection error each, never an answer (a silent acknowledgement)
    const refused = ofA.filter((o) => o.afterKill);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((o) => o.status !== undefined || o.code === undefined).map((o) => o.status ?? o.error)).toEqual([]);
    // A before the kill: 201, or a connection error for a request caught in flight
    const beforeKill = ofA.filter((o) => !o.afterKill);
    expect(beforeKill.filter((o) => o.status !== 201 && o.code === undefined).map((o) => o.status ?? o.error)).toEqual([]);
    const lostInFlight = beforeKill.filter((o) => o.status === undefined);

    // every acknowledged booking is stored, as acknowledged…
    const acknowledged = outcomes.filter((o) => o.status === 201);
    expect(acknowledged.length).toBe(aAcks + ofB.length);
    const stored = await pool!.query<{ id: string; cliente_id: string; date: string; time: string; status: string }>(
      `SELECT id, cliente_id, date::text AS date, time::text AS time, status FROM sessoes WHERE id = ANY($1)`,
      [acknowledged.map((o) => o.id)],
    );
    const byId = new Map(stored.rows.map((r) => [r.id, r]));
    for (const o of acknowledged) {
      const row = byId.get(o.id!);
      expect(row && { client: row.cliente_id, date: row.date, time: row.time.slice(0, 5), status: row.status }).toEqual({
        client: clients[o.i]!.sub,
        date: slots[o.i]!.date,
        time: slots[o.i]!.time,
        status: 'PENDING',
      });
    }
    // …and read by its client through B
    const readThrough = async (r: Replica) => {
      const missing: string[] = [];
      for (const o of acknowledged) {
        const got = await call(r, 'GET', `/sessoes/${o.id}`, { token: clients[o.i]!.token, client: address(o.i) });
        if (got.status !== 200 || (got.body as { date?: string }).date !== slots[o.i]!.date) missing.push(`${o.replica}#${o.i} → ${got.status}`);
      }
      return missing;
    };
    expect(await readThrough(B)).toEqual([]);
    // the requests lost in flight may or may not have been stored; either way the slot is not held twice
    const inFlightStored = lostInFlight.length
      ? (
          await pool!.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM sessoes WHERE terapeuta_id = $1 AND (date::text || ' ' || left(time::text, 5)) = ANY($2)`,
            [therapist, lostInFlight.map((o) => `${slots[o.i]!.date} ${slots[o.i]!.time}`)],
          )
        ).rows[0]!.n
      : 0;

    // A again, started the same way on the same port: it reads everything, B's writes of its downtime included
    const port = A.port;
    A = startReplica('A', port);
    await ready(A);
    expect(await readThrough(A)).toEqual([]);

    const slowestB = Math.max(...ofB.map((o) => o.ms));
    console.log(
      `[replicas] kill A: ${slots.length} bookings (${LANES} at a time per replica) over ${burstMs.toFixed(0)} ms, SIGKILL at ${killMs.toFixed(0)} ms; ` +
        `A: ${aAcks} × 201 before the kill, ${lostInFlight.length} in flight → connection error (${inFlightStored} of them stored anyway), ` +
        `${refused.length} after the kill → ${[...new Set(refused.map((o) => o.code))].join('/')}; ` +
        `B: ${ofB.length}/${ofB.length} × 201, slowest ${slowestB.toFixed(0)} ms; ${acknowledged.length} acknowledged, ${acknowledged.length} found (database, B, restarted A)`,
    );
  });

  it('each replica is ready with its database, migrations, Redis and bucket, and serves /metrics behind its token', async () => {
    for (const r of [A, B]) {
      const ready = await call(r, 'GET', '/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ ready: true, reasons: [], warnings: [], checks: { database: 'ok', migrations: 'ok', redis: 'ok', bucket: 'ok' } });
      expect((await fetch(`${r.base}/metrics`)).status).toBe(401);
      const metrics = await fetch(`${r.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toMatch(/^acolhe_db_info\{driver="pg"\} 1$/m);
      expect(text).toMatch(/^acolhe_db_pool_max 10$/m);
      expect(text).toMatch(/^acolhe_http_request_duration_seconds_count\{method="GET",route="\/ready",status_code="200"\} [1-9]\d*$/m);
    }
  });

  it('Redis going away leaves the writes answered (the limit is skipped, never a 500); /ready says so', async () => {
    await stopProcess(redis!, () => redisExited, false);
    const ready = await call(A, 'GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ ready: false, reasons: ['Redis dos limites de requisição indisponível.'], checks: { database: 'ok', redis: 'falhou' } });
    for (const r of [A, B]) {
      const started = performance.now();
      const out = await call(r, 'POST', '/avaliacoes', { token: 'x', client: '203.0.113.77', body: {} });
      expect(out.status).toBe(401);
      expect(performance.now() - started).toBeLessThan(3000);
    }
    expect((await call(B, 'GET', `/public-terapeutas/${therapist}`)).status).toBe(200);
  });
});
