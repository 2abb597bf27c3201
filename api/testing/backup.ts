// The backup tests' fixtures (src/backup/*.test.ts): a seeded database, its summary, an uploads
// folder with files, the comparison of a source with its restore, and for the backup of a running
// api: a free port, a therapist's profile saved through it, and what a database holds of them.
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
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


export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The profile a write of the backup tests saves: its name tells it apart. */
export const profileName = (n: number) => `Backup ${n} Souza`;

/** What the database of `pgliteDir` holds of each therapist of `subs`: one transaction wrote the
 * account, the profile (`profileName(n)`, complete) and its two specialties — 'inteiro' is all of
 * it, 'ausente' none; anything else is a half of the write ('metade: …'). */
export async function profilesIn(pgliteDir: string, subs: { sub: string; n: number }[]): Promise<Map<string, string>> {
  const handle = await createDatabase({ pgliteDir });
  try {
    const found = new Map<string, string>();
    for (const { sub, n } of subs) {
      const result = (await handle.db.execute(
        sql`SELECT t.full_name, t.profile_complete, (SELECT count(*)::int FROM terapeuta_especialidades e WHERE e.terapeuta_id = t.id) AS especialidades
              FROM terapeutas t WHERE t.id = ${sub}`,
      )) as unknown as { rows: { full_name: string; profile_complete: boolean; especialidades: number }[] };
      const [row] = result.rows;
      if (!row) {
        const orphans = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM terapeuta_especialidades WHERE terapeuta_id = ${sub}`)) as unknown as { rows: { n: number }[] };
        found.set(sub, orphans.rows[0]!.n === 0 ? 'ausente' : `metade: ${orphans.rows[0]!.n} especialidades sem perfil`);
      } else if (row.full_name === profileName(n) && row.profile_complete && row.especialidades === 2) {
        found.set(sub, 'inteiro');
      } else {
        found.set(sub, `metade: ${JSON.stringify(row)}`);
      }
    }
    return found;
  } finally {
    await handle.close();
  }
}
