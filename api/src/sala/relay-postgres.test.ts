// The room's relay on PostgreSQL when its LISTEN connection is cut (a database restart, a proxy
// dropping idle connections): a message sent while this replica is not listening is still handed
// over once it listens again, exactly once and in order, and rows older than its first LISTEN are
// never replayed. The connection is cut the way a restart cuts it: pg_terminate_backend.
//
// Only in the PostgreSQL run (api/jest.config.cjs): on PGlite the notification is heard in-process
// and there is no connection to lose.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase, waitFor } from '../../testing/helpers';
import { SALA_LISTENER_APPLICATION_NAME, SalaRelay, type EventoDaSala } from './relay';

const DATABASE_URL = process.env.DATABASE_URL ?? '';

describe('the room relay on PostgreSQL, its LISTEN connection cut', () => {
  let handle: DatabaseHandle;
  let admin: pg.Client;
  const relays: SalaRelay[] = [];

  beforeAll(async () => {
    if (!DATABASE_URL) throw new Error('this file belongs to the PostgreSQL run (DATABASE_URL)');
    handle = await createTestDatabase();
    admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await Promise.all(relays.map((r) => r.close()));
    await admin.end();
    await handle.close();
  });

  const evento = (sessaoId: string, socketId: string): EventoDaSala => ({ sessaoId, de: 'cliente', socketId, evento: 'entrou' });

  async function listening(): Promise<{ relay: SalaRelay; got: string[] }> {
    // a second before listening again: the messages below are sent while nobody listens, even on
    // a busy machine (the default 100 ms could pass before they are written)
    const relay = new SalaRelay({ db: handle.db, databaseUrl: DATABASE_URL, reconnectDelayMs: 1000 });
    relays.push(relay);
    await relay.start();
    const got: string[] = [];
    relay.onEvento((e) => got.push(e.socketId));
    return { relay, got };
  }

  /** Cuts every relay listener's connection, as a database restart does. */
  async function cutListeners(relay: SalaRelay) {
    const cut = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [SALA_LISTENER_APPLICATION_NAME]);
    expect(cut.rowCount).toBeGreaterThan(0);
    await waitFor(async () => !relay.listening, 5000);
  }

  it('a message sent while the listener was down arrives once it listens again, once, in order', async () => {
    const sessaoId = randomUUID();
    // written before this replica listened: not its business, never replayed
    const publisher = new SalaRelay({ db: handle.db, databaseUrl: DATABASE_URL });
    await publisher.publish(evento(sessaoId, 'antes'));

    const { relay, got } = await listening();
    await relay.publish(evento(sessaoId, 'e1'));
    await waitFor(async () => got.includes('e1'));

    await cutListeners(relay);
    await publisher.publish(evento(sessaoId, 'durante-1'));
    await publisher.publish(evento(sessaoId, 'durante-2'));
    // the reconnection waits its back-off: both were sent while nobody listened
    expect(relay.listening).toBe(false);

    await waitFor(async () => got.includes('durante-2'), 10_000);
    await relay.publish(evento(sessaoId, 'e2'));
    await waitFor(async () => got.includes('e2'));
    // a moment for a duplicate to show up, if any
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(got).toEqual(['e1', 'durante-1', 'durante-2', 'e2']);
  });

  it('two cuts in a row: each catch-up starts where the last one ended', async () => {
    const sessaoId = randomUUID();
    const { relay, got } = await listening();
    const publisher = new SalaRelay({ db: handle.db, databaseUrl: DATABASE_URL });
    for (const round of [1, 2]) {
      await cutListeners(relay);
      await publisher.publish(evento(sessaoId, `corte-${round}`));
      await waitFor(async () => relay.listening && got.includes(`corte-${round}`), 10_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(got).toEqual(['corte-1', 'corte-2']);
  });
});
