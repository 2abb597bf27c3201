// Backups that restore: a seeded database (demo data, bookings of every status, notifications)
// and its uploads are backed up, restored into an empty one, and every table's row count and the
// bookings' checksum are compared — here the embedded PGlite (both runs); PostgreSQL in
// backup-postgres.test.ts (PostgreSQL run). A non-empty target is refused.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expectSameDatabase, seeded, summaryOf, uploadsWithFiles } from '../../testing/backup';
import { BackupError, MANIFEST, backup, compareSummaries, readManifest, restore, type DatabaseSummary } from './backup';

describe('compareSummaries', () => {
  it('names every table whose rows differ and a different checksum', () => {
    const a: DatabaseSummary = { tables: { 'public.a': 1, 'public.b': 2 }, bookingsChecksum: 'x', migrations: 3 };
    expect(compareSummaries(a, a)).toEqual([]);
    expect(compareSummaries(a, { tables: { 'public.a': 1 }, bookingsChecksum: 'y', migrations: 2 })).toEqual([
      'public.b: 2 linhas esperadas, ausente restauradas',
      'sessoes: checksum diferente',
      'migrações: 3 esperadas, 2 restauradas',
    ]);
  });
});

describe('backup and restore of the embedded PGlite', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'acolhe-backup-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores a seeded database and its uploads into an empty DATA_DIR: same rows in every table, same bookings', async () => {
    const pgliteDir = path.join(root, 'origem', 'pglite');
    await seeded({ pgliteDir });
    const uploadsDir = uploadsWithFiles(path.join(root, 'origem'));
    const source = await summaryOf({ pgliteDir });

    const out = path.join(root, 'backup');
    const manifest = await backup({ pgliteDir, uploadsDir }, out);
    expect(manifest).toMatchObject({ format: 1, driver: 'pglite', uploads: { kind: 'disk', files: 2 } });
    expect(manifest.database).toEqual(source);
    expect(readdirSync(out).sort()).toEqual([MANIFEST, 'pglite.tar.gz', 'uploads']);

    const target = { pgliteDir: path.join(root, 'destino', 'pglite'), uploadsDir: path.join(root, 'destino', 'uploads') };
    const result = await restore(out, target);
    expectSameDatabase(source, result.restored);
    expectSameDatabase(source, await summaryOf({ pgliteDir: target.pgliteDir })); // reopened from disk
    expect(readFileSync(path.join(target.uploadsDir, 'clientes', 'c1', 'foto.webp'), 'utf8')).toBe('webp de teste');

    // a folder that already holds a database is refused, then replaced with --replace (the old one kept)
    await expect(restore(out, target)).rejects.toThrow(BackupError);
    await expect(restore(out, target)).rejects.toThrow(/já tem um banco/);
    const replaced = await restore(out, target, { replace: true });
    expect(replaced.previousPgliteDir).toMatch(/pglite\.antes-/);
    expect(readdirSync(replaced.previousPgliteDir!)).toContain('PG_VERSION');
    expectSameDatabase(source, replaced.restored);
  }, 240_000);

  it('refuses a folder that is not a backup, a non-empty destination, and a PostgreSQL target for a PGlite backup', async () => {
    expect(() => readManifest(root)).toThrow(/não é um backup do Acolhe/);
    const full = path.join(root, 'cheia');
    mkdirSync(full, { recursive: true });
    writeFileSync(path.join(full, 'x'), 'x');
    await expect(backup({ pgliteDir: path.join(root, 'origem', 'pglite'), uploadsDir: path.join(root, 'nada') }, full)).rejects.toThrow(/não está vazia/);
    await expect(restore(path.join(root, 'backup'), { databaseUrl: 'postgres://x@127.0.0.1:1/x', pgliteDir: '', uploadsDir: '' })).rejects.toThrow(/PGlite/);
  });
});
