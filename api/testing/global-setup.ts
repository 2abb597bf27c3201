// PGlite run: builds (once, cached by the migrations' content) a PGlite data directory with every
// migration applied; each test file then starts its in-memory database from that dump in ~1 s
// instead of running initdb + migrations again. PostgreSQL run: empties the tables of an earlier run
// (on several workers, each worker's own database: worker-database.ts, made anew here each run).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRUNCATE_TEST_TABLES } from './truncate';
import { perWorkerCount, workerDatabaseUrl } from './worker-database';

export default async function globalSetup(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const workers = perWorkerCount();
    if (workers === 0) return emptyPostgres(databaseUrl);
    for (let worker = 1; worker <= workers; worker++) {
      const url = workerDatabaseUrl(databaseUrl, worker);
      await recreate(databaseUrl, url);
    }
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const apiDir = path.resolve(__dirname, '..');
  const migrationsFolder = path.join(apiDir, 'drizzle');
  const hash = createHash('sha256');
  const pgliteVersion = (JSON.parse(readFileSync(path.join(apiDir, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  hash.update(pgliteVersion);
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const dir = path.join(os.tmpdir(), 'acolhe-api-test');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions: { pg_trgm, btree_gist, unaccent } });
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    writeFileSync(file + '.tmp', Buffer.from(await dump.arrayBuffer()));
    renameSync(file + '.tmp', file);
    await client.close();
  }
  process.env.ACOLHE_PGLITE_TEMPLATE = file;
}

/** A PostgreSQL run starts with no rows of an earlier run. The files that drive an api child
 * process (faults/, tracing/) do not empty the tables themselves, and an earlier run's therapists
 * hold CRPs and CPFs of another process's count (helpers.ts uniqueRegistration), which a profile
 * saved here may meet: a 409 instead of a 200 (seen once on a developer machine). */
async function emptyPostgres(databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // a database never migrated has nothing to empty
    const { rows } = await client.query<{ t: string | null }>(`SELECT to_regclass('terapeutas') AS t`);
    if (rows[0]?.t) await client.query(TRUNCATE_TEST_TABLES);
  } finally {
    await client.end();
  }
}

/** Each run's worker databases start new: no row of an earlier run (append-only tables included). */
async function recreate(serverUrl: string, databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
