// Cross-replica invalidation of the public caches over a real PostgreSQL (LISTEN/NOTIFY): two
// syncs stand for two replicas. Only in the PostgreSQL run (api/jest.config.cjs leaves it out of
// the PGlite one: PGlite is one process, nothing to tell).
import pg from 'pg';
import { LISTENER_APPLICATION_NAME, PUBLIC_READS_CHANNEL, PublicCacheSync } from './public-cache-sync';
import { CacheEvents } from './cache-events';
import { LISTS_SCOPE, profileScope, PublicCache, serialise, type PublicReadsChange } from './public-cache';

const DATABASE_URL = process.env.DATABASE_URL ?? '';

async function until(what: string, check: () => boolean, ms = 5000): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`não aconteceu em ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return performance.now() - started;
}

describe('PublicCacheSync over PostgreSQL LISTEN/NOTIFY', () => {
  let pool: pg.Pool;
  const syncs: PublicCacheSync[] = [];
  beforeAll(() => {
    if (!DATABASE_URL) throw new Error('public-cache-sync.test.ts precisa de DATABASE_URL (só roda na execução contra PostgreSQL).');
    pool = new pg.Pool({ connectionString: DATABASE_URL, max: 3 });
  });
  afterEach(async () => {
    for (const sync of syncs.splice(0)) await sync.close();
  });
  afterAll(async () => {
    await pool?.end();
  });

  function replica(options: { subscribe?: boolean } = {}) {
    const events = { remote: 0, coherent: [] as boolean[], changes: [] as PublicReadsChange[] };
    // the replica's app's cache events (what its writes announce)
    const bus = new CacheEvents();
    const sync = new PublicCacheSync({
      databaseUrl: DATABASE_URL,
      execute: (text, values) => pool.query(text, values),
      events: bus,
      onRemoteChange: (change) => {
        events.remote++;
        events.changes.push(change);
      },
      onCoherence: (ok) => events.coherent.push(ok),
      subscribe: options.subscribe ?? false,
      reconnectMs: 50,
      maxReconnectMs: 200,
    });
    syncs.push(sync);
    return { sync, events, bus };
  }

  it("a replica's change reaches the other within milliseconds, and never comes back to itself", async () => {
    const a = replica();
    const b = replica();
    await a.sync.start();
    await b.sync.start();
    expect([a.sync.isListening, b.sync.isListening]).toEqual([true, true]);
    expect(b.events.coherent).toEqual([false, true]);
    const before = { a: a.events.remote, b: b.events.remote };
    await pool.query('SELECT 1'); // the api's pool is warm; a first connection is not the delay measured

    const delays: number[] = [];
    for (let i = 1; i <= 5; i++) {
      a.sync.notifyChanged();
      delays.push(await until('B ouve a escrita de A', () => b.events.remote === before.b + i));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.events.remote).toBe(before.a);
    expect(b.sync.received).toBe(5);
    // the propagation delay (docs/scaling.md): a few milliseconds on one machine
    const median = [...delays].sort((x, y) => x - y)[2]!;
    expect(median).toBeLessThan(100);
  });

  it("announces every publicReadsChanged() of the replica's events, with its change", async () => {
    const a = replica({ subscribe: true });
    const b = replica();
    await a.sync.start();
    await b.sync.start();
    const received = b.sync.received;
    a.bus.publicReadsChanged({ profiles: ['ana-id'], lists: 'ratings' });
    await until('B ouve publicReadsChanged de A', () => b.sync.received === received + 1);
    expect(b.events.changes.at(-1)).toEqual({ profiles: ['ana-id'], lists: 'ratings' });
    a.bus.publicReadsChanged('everything');
    await until('B ouve de novo', () => b.sync.received === received + 2);
    expect(b.events.changes.at(-1)).toBe('everything');
  });

  it('a change too long for a notification arrives as everything', async () => {
    const a = replica();
    const b = replica();
    await a.sync.start();
    await b.sync.start();
    const received = b.sync.received;
    a.sync.notifyChanged({ profiles: Array.from({ length: 400 }, (_, i) => `terapeuta-${i}-0000-0000-000000000000`), lists: 'unchanged' });
    await until('B ouve A', () => b.sync.received === received + 1);
    expect(b.events.changes.at(-1)).toBe('everything');
  });

  it.each([
    ['not JSON', 'isto não é JSON'],
    ['the old payload, a bare replica id', '6f1c1f0e-8c1a-4c43-9a57-2b8f6d9f9a11'],
    ['an unknown change', JSON.stringify({ from: 'x', change: { profiles: ['a'], lists: 'todas' } })],
    ['ids that are not strings', JSON.stringify({ from: 'x', change: { profiles: [{ $gt: '' }], lists: 'cards' } })],
    ['no sender', JSON.stringify({ change: { profiles: ['a'], lists: 'cards' } })],
    ['an empty payload', ''],
  ])('a malformed notification (%s) drops everything, and the listener keeps listening', async (_what, payload) => {
    const b = replica();
    await b.sync.start();
    const received = b.sync.received;
    await pool.query('SELECT pg_notify($1, $2)', [PUBLIC_READS_CHANNEL, payload]);
    await until('B ouve a notificação', () => b.sync.received === received + 1);
    expect(b.events.changes.at(-1)).toBe('everything');
    expect(b.sync.isListening).toBe(true);
    await pool.query('SELECT pg_notify($1, $2)', [PUBLIC_READS_CHANNEL, JSON.stringify({ from: 'y', change: { profiles: ['a'], lists: 'ratings' } })]);
    await until('B ouve a seguinte', () => b.sync.received === received + 2);
    expect(b.events.changes.at(-1)).toEqual({ profiles: ['a'], lists: 'ratings' });
  });

  /** Replica A (events recorded) and a B with the default listener, over a cache of B's events
   * whose loads count themselves. */
  async function withDefaultListener() {
    const a = replica();
    const bus = new CacheEvents();
    const b = new PublicCacheSync({ databaseUrl: DATABASE_URL, execute: (text, values) => pool.query(text, values), events: bus, subscribe: false });
    syncs.push(b);
    await a.sync.start();
    await b.start();
    const cache = new PublicCache({ maxEntries: 10, maxBytes: 1 << 20, ttlMs: 0 }, bus);
    let count = 0;
    return { a, b, cache, load: async () => serialise({ version: ++count }), loads: () => count };
  }

  it("by default another replica's change empties this process's caches", async () => {
    const { a, b, cache, load, loads } = await withDefaultListener();
    await cache.answer('k', LISTS_SCOPE, load);
    await cache.answer('k', LISTS_SCOPE, load);
    expect(loads()).toBe(1);
    const received = b.received;
    a.sync.notifyChanged();
    await until('B ouve A', () => b.received === received + 1);
    expect(JSON.parse((await cache.answer('k', LISTS_SCOPE, load)).body.toString())).toEqual({ version: 2 });
  });

  it("by default another replica's change of one profile drops that profile here, and only it", async () => {
    const { a, b, cache, load, loads } = await withDefaultListener();
    for (const id of ['ana', 'bia']) await cache.answer(`/public-terapeutas/${id}`, profileScope(id), load);
    await cache.answer('/public-terapeutas', LISTS_SCOPE, load);
    const received = b.received;
    a.sync.notifyChanged({ profiles: ['ana'], lists: 'unchanged' });
    await until('B ouve A', () => b.received === received + 1);
    const hits = cache.hits;
    expect(JSON.parse((await cache.answer('/public-terapeutas/ana', profileScope('ana'), load)).body.toString())).toEqual({ version: 4 });
    await cache.answer('/public-terapeutas/bia', profileScope('bia'), load);
    await cache.answer('/public-terapeutas', LISTS_SCOPE, load);
    expect(cache.hits).toBe(hits + 2);
    expect(loads()).toBe(4);
  });

  it('a lost LISTEN connection: incoherent at once, reconnects by itself, drops everything, hears again', async () => {
    const a = replica();
    const b = replica();
    await a.sync.start();
    await b.sync.start();
    const remoteBefore = b.events.remote;
    const seen = b.events.coherent.length;
    const killed = await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND query ILIKE $2 AND datname = current_database()`,
      [LISTENER_APPLICATION_NAME, `%LISTEN ${PUBLIC_READS_CHANNEL}%`],
    );
    expect(killed.rowCount).toBeGreaterThanOrEqual(2); // A's and B's (and any other test's listener)
    await until('B perde a conexão', () => b.events.coherent.slice(seen).includes(false));
    await until('B volta a ouvir', () => b.sync.isListening && b.events.coherent.at(-1) === true);
    expect(b.sync.reconnections).toBeGreaterThanOrEqual(1);
    // dropped when lost and again when listening (notifications may have been missed)
    expect(b.events.remote).toBeGreaterThanOrEqual(remoteBefore + 2);
    await until('A volta a ouvir', () => a.sync.isListening);
    const received = b.sync.received;
    a.sync.notifyChanged();
    await until('B ouve A de novo', () => b.sync.received === received + 1);
  });

  it('close stops listening and stops announcing', async () => {
    const a = replica({ subscribe: true });
    const b = replica();
    await a.sync.start();
    await b.sync.start();
    await a.sync.close();
    expect(a.events.coherent.at(-1)).toBe(true); // alone again: its own writes are exact
    const received = b.sync.received;
    a.bus.publicReadsChanged('everything');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(b.sync.received).toBe(received);
  });
});
