// The backup tests' fixtures (src/backup/*.test.ts): a seeded database, its summary, an uploads
// folder with files, and the comparison of a source with its restore.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { summarise, compareSummaries, type DatabaseSummary } from '../src/backup/backup';
import { createDatabase } from '../src/db/client';
import { ensureCatalogue } from '../src/catalogo/especialidades';
import { seedDatabase } from '../src/seed/index';
import { migrateDatabase } from '../src/database';

const SEED_NOW = new Date('2030-01-16T13:00:00.000Z');

export async function seeded(options: { databaseUrl?: string; pgliteDir?: string }): Promise<void> {
  const handle = await createDatabase(options);
  try {
    await migrateDatabase(handle);
    await ensureCatalogue(handle.db);
    await seedDatabase(handle.db, { now: SEED_NOW });
    // a booking changed after the seed: the checksum covers every column, not only the ids
    await handle.db.execute(sql`UPDATE sessoes SET notes = 'anotação depois do seed' WHERE id = (SELECT min(id) FROM sessoes)`);
  } finally {
    await handle.close();
  }
}

export async function summaryOf(options: { databaseUrl?: string; pgliteDir?: string }): Promise<DatabaseSummary> {
  const handle = await createDatabase(options);
  try {
    return await summarise(async (text) => ((await handle.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows);
  } finally {
    await handle.close();
  }
}

export function uploadsWithFiles(root: string): string {
  const dir = path.join(root, 'uploads');
  mkdirSync(path.join(dir, 'terapeutas', 'd0000000-0000-4000-8000-000000000001'), { recursive: true });
  writeFileSync(path.join(dir, 'terapeutas', 'd0000000-0000-4000-8000-000000000001', 'foto.png'), Buffer.from('png de teste'));
  mkdirSync(path.join(dir, 'clientes', 'c1'), { recursive: true });
  writeFileSync(path.join(dir, 'clientes', 'c1', 'foto.webp'), Buffer.from('webp de teste'));
  return dir;
}

export function expectSameDatabase(source: DatabaseSummary, restored: DatabaseSummary) {
  expect(compareSummaries(source, restored)).toEqual([]);
  expect(restored).toEqual(source);
  // a seeded database: not a comparison of two empty ones
  expect(source.tables['public.sessoes']).toBeGreaterThan(5);
  expect(source.tables['public.terapeutas']).toBeGreaterThan(40);
  expect(source.tables['public.avaliacoes']).toBeGreaterThan(10);
  expect(source.bookingsChecksum).toMatch(/^[0-9a-f]{32}$/);
}

