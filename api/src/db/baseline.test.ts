// The migrations start from one baseline (api/drizzle/0000_baseline.sql, docs/decisions/
// 0050-migration-baseline.md). A database the old chain (0000–0034) migrated must keep working
// with this code: drizzle's migrator applies a journal entry only when its `when` is newer than the
// last one recorded, and readiness asks for every `when` of the journal — the baseline keeps the
// old 0034's. Here a database records what the old chain recorded (the fixture below: the `when`
// of each of its 32 migrations, which is all drizzle and readiness read), then starts: nothing
// re-runs (the baseline would stop on the existing tables) and it is ready. A database the old
// chain left before 0034 is stopped with a clear message, unchanged.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '../../testing/helpers';
import { migrationsDir } from '../lib/paths';
import { migrateDatabase } from '../database';
import { missingMigrations } from '../health/readiness';
import type { DatabaseHandle } from './client';

/** The `when` of each migration of the old chain 0000–0034, as its journal had them. */
const OLD_CHAIN = [
  1795304398936, 1795304401762, 1795315473960, 1795478100712, 1795479764024, 1795485258523, 1795488551513, 1795489318966, 1795492822525,
  1795502169391, 1795509856296, 1795510000000, 1795510000001, 1795510000002, 1795510000003, 1795800000015, 1795800000016, 1795800000017,
  1795800000019, 1795800000020, 1795800000021, 1795800000023, 1795800000024, 1795800000025, 1795800000026, 1795800000027, 1795800000028,
  1795800000029, 1795800000030, 1795800000031, 1795800000032, 1795800000034,
];

const journal = () =>
  (JSON.parse(readFileSync(path.join(migrationsDir(), 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] }).entries;

interface Recorded {
  id: number;
  hash: string;
  created_at: string;
}

let handle: DatabaseHandle;
let before: Recorded[];
const rows = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
const recorded = async () => (await rows<{ created_at: string }>(sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY id`)).map((r) => Number(r.created_at));

/** drizzle's record as a database migrated by `whens` holds it. */
async function record(whens: readonly number[]) {
  await handle.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations`);
  for (const when of whens) await handle.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${`cadeia-antiga-${when}`}, ${when})`);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  before = await rows<Recorded>(sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`);
});
afterAll(async () => {
  // the PostgreSQL worker database is shared by the next files: drizzle's record as it was
  await handle.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations`);
  for (const r of before) await handle.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${r.id}, ${r.hash}, ${r.created_at})`);
  await handle.close();
});

it('the baseline is the first migration and keeps the old 0034’s when; later ones are newer', () => {
  const entries = journal();
  expect(entries[0]).toMatchObject({ tag: '0000_baseline', when: OLD_CHAIN.at(-1) });
  for (let i = 1; i < entries.length; i++) expect(entries[i]!.when).toBeGreaterThan(entries[i - 1]!.when);
});

it('no migration holds a function or creates a trigger: their one text is their file (decisions/0003, 0050)', () => {
  const creating = /\bCREATE\s+(OR\s+REPLACE\s+)?(CONSTRAINT\s+)?(FUNCTION|PROCEDURE|TRIGGER)\b/i;
  const files = readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql'));
  expect(files).toContain('0000_baseline.sql');
  expect(files.filter((f) => creating.test(readFileSync(path.join(migrationsDir(), f), 'utf8')))).toEqual([]);
  expect(creating.test('CREATE OR REPLACE TRIGGER x AFTER INSERT ON t')).toBe(true);
  expect(creating.test('create function f() returns int')).toBe(true);
});

it('a fresh database records the baseline (and any later migration) once', async () => {
  expect(before.slice(0, 1).map((r) => Number(r.created_at))).toEqual([OLD_CHAIN.at(-1)]);
  expect(before.map((r) => Number(r.created_at))).toEqual(journal().map((e) => e.when));
});

it('a database the old chain migrated to 0034 starts with this code: the baseline is not run again, and it is ready', async () => {
  await record(OLD_CHAIN);
  expect(await missingMigrations(handle.db)).toBe(journal().length - 1); // only migrations after the baseline
  // This database already holds what the later migrations (0035…) make, so it is recorded as an old
  // database that has applied them too: the start then runs nothing again — the baseline (which
  // would stop on the existing tables) included — and is ready.
  const later = journal().slice(1).map((e) => e.when);
  await record([...OLD_CHAIN, ...later]);
  await migrateDatabase(handle);
  expect(await recorded()).toEqual([...OLD_CHAIN, ...later]);
  expect(await missingMigrations(handle.db)).toBe(0);
});

it('a database the old chain left before 0034 is stopped with a clear message, and left as it was', async () => {
  await record(OLD_CHAIN.slice(0, -1));
  const error = await migrateDatabase(handle).then(
    () => undefined,
    (e: unknown) => e as Error & { cause?: Error },
  );
  // drizzle wraps the driver's error (its message repeats the statement): the database's own words
  expect((error?.cause ?? error)?.message).toMatch(/^banco de dados anterior à migração 0034: atualize-o primeiro/);
  expect(await recorded()).toEqual(OLD_CHAIN.slice(0, -1));
});
