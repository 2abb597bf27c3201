// Backups that restore, on PostgreSQL (the PostgreSQL run only: jest.config.cjs leaves it out of the
// PGlite run): a seeded database dumped with pg_dump (custom format) and restored with pg_restore
// into an empty throw-away database beside DATABASE_URL's; every table's rows (pgboss and drizzle
// included) and the bookings' checksum compared; a database that is not empty refused.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../replicas/cluster';
import { backup, restore } from './backup';
import { expectSameDatabase, seeded, summaryOf, uploadsWithFiles } from '../../testing/backup';

describe('backup and restore of PostgreSQL (pg_dump / pg_restore)', () => {
  let root: string;
  const databases: ThrowawayDatabase[] = [];
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'acolhe-backup-pg-'));
  });
  afterAll(async () => {
    for (const db of databases) await db.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('restores a seeded database into an empty one: same rows in every table (drizzle’s record of migrations too), same bookings', async () => {
    // throw-away databases named after the test database (acolhe_test → acolhe_test_bk_…)
    const prefix = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_bk`;
    const from = await createThrowawayDatabase(prefix, process.env.DATABASE_URL);
    databases.push(from);
    const into = await createThrowawayDatabase(`${prefix}_r`, process.env.DATABASE_URL);
    databases.push(into);
    await seeded({ databaseUrl: from.url });
    const uploadsDir = uploadsWithFiles(path.join(root, 'origem'));
    const source = await summaryOf({ databaseUrl: from.url });

    const out = path.join(root, 'backup');
    const manifest = await backup({ databaseUrl: from.url, pgliteDir: '', uploadsDir }, out);
    expect(manifest).toMatchObject({ driver: 'pg', uploads: { kind: 'disk', files: 2 } });
    expect(readFileSync(path.join(out, 'database.dump')).subarray(0, 5).toString()).toBe('PGDMP'); // custom format

    const result = await restore(out, { databaseUrl: into.url, pgliteDir: '', uploadsDir: path.join(root, 'destino') });
    expectSameDatabase(source, result.restored);
    expectSameDatabase(source, await summaryOf({ databaseUrl: into.url }));

    // the target now holds a database: refused, unless --replace
    await expect(restore(out, { databaseUrl: into.url, pgliteDir: '', uploadsDir: path.join(root, 'destino') })).rejects.toThrow(/não está vazio/);
    const replaced = await restore(out, { databaseUrl: into.url, pgliteDir: '', uploadsDir: path.join(root, 'destino') }, { replace: true });
    expectSameDatabase(source, replaced.restored);
  }, 240_000);
});
