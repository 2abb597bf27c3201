// The booking calendar's cache (slots-mes), through the real routes on PGlite and PostgreSQL: a
// repeated read costs no query, and every kind of agenda write — through the api or straight in
// the database, where only the trigger of sql/acolhe_agenda_mudou.sql tells — shows in the very next read.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Slot } from '@acolhe/shared-domain';
import { PublicCacheSync } from '../lib/public-cache-sync';
import { CacheEvents } from '../lib/cache-events';
import { serialise } from '../lib/public-cache';
import { createReadyTherapist, newClient, startTestApp, usingPostgres, type TestContext, type TestUser } from '../../testing/helpers';
import { SlotsCache, type MonthOfSlots } from './slots-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SlotsCache', () => {
  const NOW = new Date('2030-01-16T13:00:00.000Z');
  const month = (available: boolean, validForMs = 3_600_000): MonthOfSlots => ({
    slots: [{ date: '2030-01-17', time: '09:00', available }],
    validUntil: new Date(NOW.getTime() + validForMs),
  });
  let cache: SlotsCache;
  let events: CacheEvents;
  beforeEach(() => {
    events = new CacheEvents();
    cache = new SlotsCache({ maxEntries: 100, maxBytes: 1 << 20, ttlMs: 0 }, events);
  });
  afterEach(() => cache.close());

  it('keeps an answer until it stops being valid, and not for an earlier clock', async () => {
    let loads = 0;
    const load = async () => (loads++, month(true, 60_000));
    await cache.answer('t1', 2030, 1, NOW, load);
    await cache.answer('t1', 2030, 1, new Date(NOW.getTime() + 59_999), load);
    expect(loads).toBe(1);
    await cache.answer('t1', 2030, 1, new Date(NOW.getTime() + 60_000), load);
    expect(loads).toBe(2);
    await cache.answer('t1', 2030, 1, new Date(NOW.getTime() - 1), load);
    expect(loads).toBe(3);
  });

  it('drops only the changed therapist', async () => {
    let loads = 0;
    const load = async () => (loads++, month(true));
    await cache.answer('t1', 2030, 1, NOW, load);
    await cache.answer('t1', 2030, 2, NOW, load);
    await cache.answer('t2', 2030, 1, NOW, load);
    expect(cache.size).toBe(3);
    events.agendaChanged('t1');
    expect(cache.size).toBe(1);
    await cache.answer('t2', 2030, 1, NOW, load);
    expect(loads).toBe(3);
  });

  it("hears only its own app's events: another app's agenda change or lost listener leaves it as it is", async () => {
    const other = new CacheEvents();
    const theirs = new SlotsCache({ maxEntries: 100, maxBytes: 1 << 20, ttlMs: 0 }, other);
    let loads = 0;
    const load = async () => (loads++, month(true));
    await cache.answer('t1', 2030, 1, NOW, load);
    await theirs.answer('t1', 2030, 1, NOW, load);
    other.agendaChanged('t1');
    other.setPublicReadsCoherent({}, false);
    expect([cache.size, theirs.size]).toEqual([1, 0]);
    await cache.answer('t1', 2030, 1, NOW, load);
    expect(loads).toBe(2);
    theirs.close();
  });

  it('does not store a load that was running when its therapist changed', async () => {
    let release: (m: MonthOfSlots) => void = () => {};
    const slow = cache.answer('t1', 2030, 1, NOW, () => new Promise<MonthOfSlots>((resolve) => (release = resolve)));
    events.agendaChanged('t1'); // the write committed while the old month was being read
    release(month(true));
    expect(JSON.parse((await slow).body.toString())).toEqual(month(true).slots); // answered…
    const fresh = await cache.answer('t1', 2030, 1, NOW, async () => month(false));
    expect(JSON.parse(fresh.body.toString())).toEqual(month(false).slots); // …but not kept
  });

  it('shares one load among concurrent requests, and outlives the catalogue writes of other replicas', async () => {
    let loads = 0;
    const load = async () => (await sleep(5), loads++, month(true));
    await Promise.all([1, 2, 3].map(() => cache.answer('t1', 2030, 1, NOW, load)));
    expect(loads).toBe(1);
    events.dropPublicReads(); // another replica saved a review or a profile: no calendar changed
    expect(cache.size).toBe(1);
  });

  it('while the replica may miss notifications: emptied, and stores nothing until it hears again', async () => {
    const listener = {};
    let loads = 0;
    const load = async () => (loads++, month(true));
    await cache.answer('t1', 2030, 1, NOW, load);
    events.setPublicReadsCoherent(listener, false); // the LISTEN connection was lost
    expect(cache.size).toBe(0);
    await cache.answer('t1', 2030, 1, NOW, load);
    await cache.answer('t1', 2030, 1, NOW, load);
    expect(loads).toBe(3);
    events.setPublicReadsCoherent(listener, true);
    await cache.answer('t1', 2030, 1, NOW, load);
    await cache.answer('t1', 2030, 1, NOW, load);
    expect(loads).toBe(4);
  });

  it('stores nothing when turned off', async () => {
    const off = new SlotsCache({ maxEntries: 0, maxBytes: 0, ttlMs: 0 }, events);
    let loads = 0;
    for (let i = 0; i < 3; i++) await off.answer('t1', 2030, 1, NOW, async () => (loads++, month(true)));
    expect(loads).toBe(3);
    off.close();
  });

  it('serialises the slots as the route always did', async () => {
    const answer = await cache.answer('t1', 2030, 1, NOW, async () => month(true));
    expect(answer.body.equals(serialise(month(true).slots).body)).toBe(true);
  });
});

describe('GET slots-mes, cached', () => {
  let t: TestContext;
  let therapist: TestUser; // Mon–Fri 09:00–12:00, 60 min
  let client: TestUser;
  let sync: PublicCacheSync | undefined;
  const URL_JAN = () => `/agenda/terapeutas/${therapist.sub}/slots-mes?year=2030&month=1`;

  beforeAll(async () => {
    t = await startTestApp();
    therapist = await createReadyTherapist(t);
    client = newClient('Cliente Cache Agenda');
    // On PostgreSQL the trigger's notifications reach a replica through its LISTEN connection
    // (server.ts starts it; the test app does not).
    if (usingPostgres) {
      sync = new PublicCacheSync({ databaseUrl: process.env.DATABASE_URL!, execute: (text, values) => t.handle.raw.executeSql(text, values), events: t.events, subscribe: false });
      await sync.start();
    }
  });
  afterAll(async () => {
    await sync?.close();
    await t.close();
  });
  beforeEach(() => t.clock.set('2030-01-16T13:00:00.000Z')); // Wednesday 16/01/2030, 10:00 in São Paulo

  const slots = async () => {
    const res = await t.call({ method: 'GET', url: URL_JAN() });
    expect(res.statusCode).toBe(200);
    return res.json<Slot[]>();
  };
  const availableAt = async (date: string, time: string) => (await slots()).find((s) => s.date === date && s.time === time)?.available;
  /** the trigger's NOTIFY reaches the LISTEN connection a moment after the commit on PostgreSQL */
  async function eventually(check: () => Promise<boolean>) {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await sleep(10);
    }
    throw new Error('the calendar did not change');
  }

  async function queriesDuring(fn: () => Promise<unknown>): Promise<number> {
    const select = jest.spyOn(t.db, 'select');
    try {
      await fn();
      return select.mock.calls.length;
    } finally {
      select.mockRestore();
    }
  }

  it('answers a repeated month without querying, with an ETag (304 when unchanged)', async () => {
    const first = await t.call({ method: 'GET', url: URL_JAN() });
    expect(await queriesDuring(() => t.call({ method: 'GET', url: URL_JAN() }))).toBe(0);
    const again = await t.call({ method: 'GET', url: URL_JAN() });
    expect(again.body).toBe(first.body);
    expect(again.headers['cache-control']).toBe('no-cache');
    const revalidated = await t.call({ method: 'GET', url: URL_JAN(), headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('follows the clock: an open slot closes when the notice reaches it, cache or not', async () => {
    const { minNoticeHours } = (await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/disponibilidade`, user: therapist })).json<{
      minNoticeHours: number;
    }>();
    const reached = new Date('2030-01-17T12:00:00.000Z').getTime() - minNoticeHours * 3_600_000; // 17/01 09:00 in São Paulo
    t.clock.set(new Date(reached - 60_000).toISOString());
    expect(await availableAt('2030-01-17', '09:00')).toBe(true);
    t.clock.set(new Date(reached + 1).toISOString());
    expect(await availableAt('2030-01-17', '09:00')).toBe(false);
  });

  it('a booking, its decline and a new booking show in the very next read', async () => {
    expect(await availableAt('2030-01-21', '09:00')).toBe(true);
    const booked = await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-01-21', time: '09:00' } });
    expect(booked.statusCode).toBe(201);
    expect(await availableAt('2030-01-21', '09:00')).toBe(false);
    const id = booked.json<{ id: string }>().id;
    const declined = await t.call({ method: 'PATCH', url: `/sessoes/${id}`, user: therapist, body: { status: 'REJECTED' } });
    expect(declined.statusCode).toBe(200);
    expect(await availableAt('2030-01-21', '09:00')).toBe(true);
  });

  it('a block and its removal, a holiday opened, new weekly hours: each in the next read', async () => {
    expect(await availableAt('2030-01-22', '10:00')).toBe(true);
    const block = await t.call({
      method: 'POST',
      url: `/agenda/terapeutas/${therapist.sub}/bloqueios`,
      user: therapist,
      body: { start: '2030-01-22T00:00', end: '2030-01-22T23:00', reason: 'Congresso', kind: 'bloqueio' },
    });
    expect(block.statusCode).toBe(201);
    expect(await availableAt('2030-01-22', '10:00')).toBe(false);
    const removed = await t.call({ method: 'DELETE', url: `/agenda/terapeutas/${therapist.sub}/bloqueios/${block.json<{ id: string }>().id}`, user: therapist });
    expect(removed.statusCode).toBe(204);
    expect(await availableAt('2030-01-22', '10:00')).toBe(true);

    expect((await slots()).some((s) => s.date === '2030-01-01')).toBe(false); // Confraternização Universal
    const opened = await t.call({ method: 'PUT', url: `/agenda/terapeutas/${therapist.sub}/feriados/2030-01-01`, user: therapist, body: { open: true } });
    expect(opened.statusCode).toBe(200);
    expect((await slots()).some((s) => s.date === '2030-01-01')).toBe(true);

    const longer = await t.call({
      method: 'POST',
      url: `/agenda/terapeutas/${therapist.sub}/disponibilidade`,
      user: therapist,
      body: { schedule: (await t.call({ method: 'GET', url: `/agenda/terapeutas/${therapist.sub}/disponibilidade`, user: therapist })).json<{ schedule: unknown }>().schedule, sessionDuration: 90 },
    });
    expect(longer.statusCode).toBe(200);
    expect(new Set((await slots()).map((s) => s.time))).toEqual(new Set(['09:00', '10:30']));
  });

  it('a write nobody announced (straight in the database) is seen through the trigger', async () => {
    const other = await createReadyTherapist(t);
    const url = `/agenda/terapeutas/${other.sub}/slots-mes?year=2030&month=1`;
    const at = async () => (await t.call({ method: 'GET', url })).json<Slot[]>().find((s) => s.date === '2030-01-23' && s.time === '11:00')?.available;
    expect(await at()).toBe(true);
    const sessionClient = newClient('Cliente Direto');
    await t.db.execute(sql`INSERT INTO clientes (id, email, name) VALUES (${sessionClient.sub}, ${sessionClient.email}, 'Cliente Direto')`);
    await t.db.execute(sql`
      INSERT INTO sessoes (id, terapeuta_id, cliente_id, date, time, status, duration_minutes, starts_at, occupied_until)
      VALUES (${randomUUID()}, ${other.sub}, ${sessionClient.sub}, '2030-01-23', '11:00', 'CONFIRMED', 60,
              '2030-01-23T14:00:00Z', '2030-01-23T15:00:00Z')`);
    await eventually(async () => (await at()) === false);
    await t.db.execute(sql`UPDATE terapeutas SET session_duration = 30 WHERE id = ${other.sub}`);
    await eventually(async () => (await t.call({ method: 'GET', url })).json<Slot[]>().some((s) => s.time === '09:30'));
  });
});
