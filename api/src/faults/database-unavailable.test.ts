// The database going away under the api (without a PostgreSQL server: a closed port and a fake
// server that misbehaves like one restarting; the real restart is postgres-restart.test.ts):
// connection-level failures answer a prompt 503 in pt-BR with Retry-After, never a 500 or a
// hang; a connection dying inside a transaction does not crash the process; the same handle
// works again once the server answers.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { isDatabaseUnavailable } from '../lib/errors';
import { MSG } from '../lib/messages';
import { newClient, startTestApp, type TestContext } from '../../testing/helpers';
import { closedPort, startFakePostgres, type FakePostgres } from '../../testing/fake-postgres';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

  it.each([
    ['connect ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['read ECONNRESET', withCode('ECONNRESET', 'read ECONNRESET')],
    ['write EPIPE', withCode('EPIPE')],
    ['ETIMEDOUT', withCode('ETIMEDOUT')],
    ['EHOSTUNREACH', withCode('EHOSTUNREACH')],
    ['57P01 admin_shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now', withCode('57P03', 'the database system is starting up')],
    ['53300 too_many_connections', withCode('53300')],
    ['08000 connection_exception', withCode('08000')],
    ['08003 connection_does_not_exist', withCode('08003')],
    ['08006 connection_failure', withCode('08006')],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['Connection terminated', new Error('Connection terminated')],
    ['Connection terminated due to connection timeout', new Error('Connection terminated due to connection timeout')],
    ['pool checkout time-out', new Error('timeout exceeded when trying to connect')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped by drizzle', wrapped(withCode('57P01'))],
    ['wrapped twice', wrapped(wrapped(new Error('Connection terminated unexpectedly')))],
    ['AggregateError of ECONNREFUSED (IPv4 + IPv6)', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
  ])('%s → unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505')],
    ['invalid text representation', withCode('22P02')],
    ['serialization failure', withCode('40001')],
    ['syntax error', withCode('42601')],
    ['query canceled', withCode('57014')],
    ['plain error', new Error('boom')],
    ['wrapped query error', wrapped(withCode('23505'))],
    ['undefined', undefined],
    ['a string', 'Connection terminated'],
  ])('%s → not unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('api over a database that does not answer', () => {
  let t: TestContext;
  let fake: FakePostgres | undefined;
  let cleanup: (() => Promise<unknown>)[] = [];

  afterEach(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
    cleanup = [];
    fake = undefined;
  });

  async function appOver(url: string) {
    const handle = await createDatabase({ databaseUrl: url });
    cleanup.push(() => handle.close());
    t = await startTestApp({ db: handle.db });
    cleanup.push(() => t.close());
  }

  async function fakeServer(mode: Parameters<typeof startFakePostgres>[0]) {
    const server = await startFakePostgres(mode);
    cleanup.push(() => server.close());
    return server;
  }

  /** `readOnly`: only the read (on a silent server each request waits out a time-out) */
  async function expectPrompt503({ readOnly = false } = {}) {
    const started = Date.now();
    // a search nobody made before: a cached public read would not reach the database
    const read = await t.call({ method: 'GET', url: `/public-terapeutas?search=${randomUUID().slice(0, 8)}` });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ message: MSG.databaseUnavailable });
    expect(read.headers['retry-after']).toBe('5');
    // generous: immediate, or bounded by the pool's 5 s connection time-out
    expect(Date.now() - started).toBeLessThan(20_000);

    if (readOnly) return;
    await expectWrite503();

    const ready = await t.call({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, reasons: [MSG.healthDatabaseDown], warnings: [], checks: { database: 'falhou', migrations: 'não verificado' } });
    // the process itself answers: liveness stays up, so nothing restarts it for the database's sake
    const live = await t.call({ method: 'GET', url: '/health' });
    expect(live.statusCode).toBe(200);
    // generous: each answer is immediate or bounded by the 5 s connection time-out / 3 s ready ping
    expect(Date.now() - started).toBeLessThan(25_000);
  }

  async function expectWrite503() {
    const client = newClient();
    const write = await t.call({
      method: 'POST',
      url: '/avaliacoes',
      user: client,
      body: { terapeutaId: randomUUID(), nota: 5, comentario: 'Excelente atendimento, recomendo.' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ message: MSG.databaseUnavailable });
  }

  it('connection refused (server stopped) → 503', async () => {
    await appOver(`postgres://x:x@127.0.0.1:${await closedPort()}/x`);
    await expectPrompt503();
  });

  it('57P03 "the database system is starting up" → 503', async () => {
    fake = await fakeServer('starting-up');
    await appOver(fake.url);
    await expectPrompt503();
  });

  it('socket closed during the handshake → 503', async () => {
    fake = await fakeServer('reset');
    await appOver(fake.url);
    await expectPrompt503();
  });

  it('a server that accepts and never answers → 503 after the connection time-out, not a hang', async () => {
    fake = await fakeServer('silent');
    await appOver(fake.url);
    await expectPrompt503({ readOnly: true });
  }, 40_000);

  it('/ready reports the database down, then up again on the same instance', async () => {
    fake = await fakeServer('starting-up');
    await appOver(fake.url);
    const down = await t.call({ method: 'GET', url: '/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ ready: false, reasons: [MSG.healthDatabaseDown], checks: { database: 'falhou' } });
    fake.mode = 'ok';
    const up = await t.call({ method: 'GET', url: '/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok' });
    const ready = await t.call({ method: 'GET', url: '/ready' });
    expect(ready.json()).toMatchObject({ checks: { database: 'ok' } });
  });
});

describe('a connection that dies inside a transaction', () => {
  let fake: FakePostgres;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    fake = await startFakePostgres('ok');
    handle = await createDatabase({ databaseUrl: fake.url });
  });
  afterEach(async () => {
    await handle.close().catch(() => {});
    await fake.close();
  });

  it('fails that transaction with an "unavailable" error, does not crash the process, and the pool reconnects', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const outcome = await handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // the server shuts down (fast mode) while this client is checked out, between two queries
          fake.terminateAll();
          await sleep(300);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => 'committed',
          (error: unknown) => error,
        );
      expect(outcome).not.toBe('committed');
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      await sleep(50);
      expect(uncaught).toEqual([]);
      // the broken client was discarded: the next query opens a new connection
      const before = fake.connections;
      await handle.db.execute(sql`select 1`);
      expect(fake.connections).toBe(before + 1);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
