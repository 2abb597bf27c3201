// Backups that restore (`npm run backup`, `npm run restore`; docs/operations.md, "Backup and
// restore"). A backup is a folder:
//   manifest.json      what was saved: driver, time, migrations, every table's row count, a
//                      checksum of the bookings, the uploads (the restore checks them against it)
//   database.dump      PostgreSQL: pg_dump of DATABASE_URL in the custom format (pg_restore reads it)
//   pglite.tar.gz      the embedded default: PGlite's data directory (dumpDataDir). While an api
//                      runs on it, taken BY that api, through its control socket (./control.ts,
//                      docs/decisions/0049): PGlite is one process's database, never opened twice;
//                      with no api running, the CLI opens the folder itself (holding its lock,
//                      ./folder-lock.ts, so an api that starts meanwhile waits)
//   uploads/           the uploads folder (disk storage), copied (after the database: every file a
//                      saved row names was written before that row)
//   uploads-listing.json   with a bucket (S3_BUCKET): every object's key, size and ETag — the
//                      objects themselves stay in the bucket (its versioning or replication is
//                      their backup); the restore reports what the bucket lacks
// A backup is written into `<folder>.parcial-…` beside the target and renamed at the end: a failure
// removes it, so a folder with a manifest is a whole backup. Restores go into an empty database (or
// PGlite folder) only, unless `replace` is set, never into the folder of a running api; the
// restored database is then counted and compared with the manifest, table by table (PGlite: in a
// staging folder, put in place only when it matches).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { S3Config } from '../config';
import { S3Storage } from '../uploads/s3-storage';
import { ControlError, requestSnapshot, type RequestOptions } from './control';
import { claimFolder, type LockInfo } from './folder-lock';

const gzipAsync = promisify(gzip);

export const MANIFEST = 'manifest.json';
export const PG_DUMP_FILE = 'database.dump';
export const PGLITE_FILE = 'pglite.tar.gz';
export const UPLOADS_FOLDER = 'uploads';
export const UPLOADS_LISTING = 'uploads-listing.json';

/** What a database holds, as a backup compares it: every table's rows and the bookings' checksum. */
export interface DatabaseSummary {
  /** `schema.table` → rows, every base table of every schema but the system's */
  tables: Record<string, number>;
  /** md5 of every booking row (its text form, by id, in UTC) */
  bookingsChecksum: string;
  /** migrations applied (drizzle's record) */
  migrations: number;
}

export interface Manifest {
  format: 1;
  /** PGlite: the instant of the snapshot */
  createdAt: string;
  driver: 'pg' | 'pglite';
  /** PGlite: taken by the running api (its pid) or from the folder, no api running */
  takenBy?: { api: number } | 'folder';
  database: DatabaseSummary;
  uploads: { kind: 'disk'; files: number } | { kind: 'bucket'; bucket: string; objects: number } | { kind: 'none' };
}

export interface BackupSource {
  databaseUrl?: string;
  pgliteDir: string;
  uploadsDir: string;
  s3?: S3Config;
}

/** A refusal the operator must read (not a bug): the CLI prints its message alone. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Backups and restores being written now (`<folder>.parcial-…`, `pglite.restaurando-…`): the CLI
 * removes them if it is interrupted. */
export const partialFolders = new Set<string>();

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function summarise(query: Query): Promise<DatabaseSummary> {
  await query(`SET TIME ZONE 'UTC'`);
  const tables = await query(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { s, t } of tables as { s: string; t: string }[]) {
    const [row] = await query(`SELECT count(*)::int AS n FROM ${quoteIdent(s)}.${quoteIdent(t)}`);
    counts[`${s}.${t}`] = Number(row?.n ?? 0);
  }
  const [checksum] = await query(`SELECT md5(coalesce(string_agg(s::text, '|' ORDER BY s.id), '')) AS c FROM public.sessoes s`);
  const [migrations] = await query(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return { tables: counts, bookingsChecksum: String(checksum?.c ?? ''), migrations: Number(migrations?.n ?? 0) };
}

/** The differences between two summaries, one line each (empty: the same). */
export function compareSummaries(expected: DatabaseSummary, actual: DatabaseSummary): string[] {
  const lines: string[] = [];
  for (const name of new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])) {
    if (expected.tables[name] !== actual.tables[name]) lines.push(`${name}: ${expected.tables[name] ?? 'ausente'} linhas esperadas, ${actual.tables[name] ?? 'ausente'} restauradas`);
  }
  if (expected.bookingsChecksum !== actual.bookingsChecksum) lines.push('sessoes: checksum diferente');
  if (expected.migrations !== actual.migrations) lines.push(`migrações: ${expected.migrations} esperadas, ${actual.migrations} restauradas`);
  return lines;
}

// ---------------------------------------------------------------- PostgreSQL

/** libpq's environment for `url` (the password never goes on a command line other users can see). */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: u.hostname, PGPORT: u.port || '5432', PGDATABASE: decodeURIComponent(u.pathname.slice(1)) };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const ssl = u.searchParams.get('sslmode');
  if (ssl) env.PGSSLMODE = ssl;
  return env;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError(`${command} não encontrado: instale o cliente do PostgreSQL (pacote postgresql-client) na versão do servidor ou mais nova.`) : error),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} falhou (código ${code}):\n${stderr.trim()}`))));
  });
}

async function withPg<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- PGlite

async function withPglite<T>(options: { dir?: string; load?: Blob }, work: (db: PGlite, query: Query) => Promise<T>): Promise<T> {
  const extensions = { pg_trgm, btree_gist };
  const db = options.load ? await PGlite.create(options.dir, { extensions, loadDataDir: options.load }) : await PGlite.create(options.dir, { extensions });
  try {
    return await work(db, async (text) => (await db.query<Record<string, unknown>>(text)).rows);
  } finally {
    await db.close();
  }
}

/** The embedded database at one instant: its summary and its data directory (pglite.tar.gz). */
export interface PgliteSnapshot {
  database: DatabaseSummary;
  takenAt: string;
  dump: Buffer;
}

/** What snapshotPglite needs of a PGlite instance (the api's is behind drizzle's $client). */
type SnapshotSource = Pick<PGlite, 'transaction' | 'dumpDataDir'>;

/** Counts and dumps `db` as one instant, in the process that holds it. PGlite's `transaction`
 * holds the instance's transaction lock for its whole callback — every query() and exec() and every
 * other transaction waits for it, and none is open when it starts — so the counts, the checkpoint
 * and the dump see the same committed state: each write acknowledged before is in it, each one
 * sent meanwhile waits and lands after. The transaction is rolled back (summarise's SET TIME ZONE
 * leaves the api's session as it was) before the dump, which takes the query lock of its own. */
export async function snapshotPglite(db: SnapshotSource): Promise<PgliteSnapshot> {
  const { database, takenAt, tar } = await db.transaction(async (tx) => {
    const summary = await summarise(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
    // the data files themselves up to date, not only the WAL: the dump needs no crash recovery
    await tx.exec('CHECKPOINT');
    const at = new Date().toISOString();
    await tx.rollback();
    return { database: summary, takenAt: at, tar: Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer()) };
  });
  // compressed after the lock is let go, on libuv's threads: PGlite's own gzip would hold every
  // query of the api ~40 % longer (demo database: tar 1.7–2.4 s, +1.5 s gzip, on a loaded 2-core box)
  return { database, takenAt, dump: await gzipAsync(tar) };
}

/** The PGlite instance under the api's drizzle database (drizzle keeps its client as `$client`). */
export function pgliteOf(db: unknown): SnapshotSource {
  const client = (db as { $client?: Partial<SnapshotSource> }).$client;
  if (typeof client?.transaction !== 'function' || typeof client.dumpDataDir !== 'function') throw new Error('o banco não é um PGlite');
  return client as SnapshotSource;
}

const holderName = (lock: LockInfo) => (lock.holder === 'api' ? 'O api' : `Outro ${lock.holder}`);

/** The snapshot of the PGlite folder `dir`: by the api that holds it, or by this process when none
 * does (claiming the folder meanwhile). Never a second process on a folder in use. */
async function pgliteSnapshot(dir: string, options: RequestOptions): Promise<{ snapshot: PgliteSnapshot; takenBy: Manifest['takenBy'] }> {
  const claim = claimFolder(dir, 'backup');
  if ('heldBy' in claim) {
    const lock = claim.heldBy;
    if (lock.holder !== 'api') throw new BackupError(`${holderName(lock)} (pid ${lock.pid}) está usando o banco em ${dir}: espere ele terminar e rode o backup de novo.`);
    try {
      return { snapshot: await requestSnapshot(lock, options), takenBy: { api: lock.pid } };
    } catch (error) {
      if (!(error instanceof ControlError)) throw error;
      if (!error.noAnswer) throw new BackupError(`O api (pid ${lock.pid}) não conseguiu fazer o backup: ${error.message}`);
      throw new BackupError(
        `O api está rodando (pid ${lock.pid}) mas não respondeu ao pedido de backup (${error.message}). ` +
          `O backup não abre o banco de um api em execução. Veja se o api está saudável (GET /ready, o log dele) e rode o backup de novo; ` +
          `ou pare o api (Ctrl+C ou SIGTERM no pid ${lock.pid}) e rode o backup com ele parado.`,
      );
    }
  }
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`Nenhum banco PGlite em ${dir} (DATA_DIR/pglite).`);
    return { snapshot: await withPglite({ dir }, (db) => snapshotPglite(db)), takenBy: 'folder' };
  } finally {
    claim.release();
  }
}

function nonEmptyDir(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

// ---------------------------------------------------------------- backup

/** Writes a backup of `source` into the folder `out` (created; must not exist or be empty), through
 * a temporary folder beside it: on any failure nothing is left and the error says so. */
export async function backup(source: BackupSource, out: string, options: RequestOptions = {}): Promise<Manifest> {
  if (nonEmptyDir(out)) throw new BackupError(`A pasta de destino ${out} já existe e não está vazia.`);
  const partial = `${out}.parcial-${process.pid}-${Date.now().toString(36)}`;
  mkdirSync(partial, { recursive: true });
  partialFolders.add(partial);
  try {
    const manifest = await writeBackup(source, partial, options);
    if (existsSync(out)) rmSync(out, { recursive: true }); // empty (checked above)
    renameSync(partial, out);
    return manifest;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    const message = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${message}\nNenhum backup foi gravado: a pasta parcial ${partial} foi apagada.`, { cause: error });
  } finally {
    partialFolders.delete(partial);
  }
}

async function writeBackup(source: BackupSource, out: string, options: RequestOptions): Promise<Manifest> {
  let database: DatabaseSummary;
  let driver: Manifest['driver'];
  let createdAt = new Date().toISOString();
  let takenBy: Manifest['takenBy'];
  if (source.databaseUrl) {
    driver = 'pg';
    const env = libpqEnv(source.databaseUrl);
    // the counts and the dump see one snapshot (exported from this transaction, held open while
    // pg_dump runs), so they agree exactly while the replicas keep writing
    database = await withPg(source.databaseUrl, async (query) => {
      await query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const [snapshot] = await query('SELECT pg_export_snapshot() AS id');
      const summary = await summarise(query);
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${String(snapshot?.id)}`, `--file=${path.join(out, PG_DUMP_FILE)}`], env);
      await query('COMMIT');
      return summary;
    });
  } else {
    driver = 'pglite';
    const taken = await pgliteSnapshot(source.pgliteDir, options);
    writeFileSync(path.join(out, PGLITE_FILE), taken.snapshot.dump);
    database = taken.snapshot.database;
    createdAt = taken.snapshot.takenAt;
    takenBy = taken.takenBy;
  }
  let uploads: Manifest['uploads'];
  if (source.s3) {
    const storage = new S3Storage(source.s3, '');
    const objects = [];
    try {
      for await (const object of storage.inventory()) objects.push(object);
    } finally {
      storage.close();
    }
    writeFileSync(path.join(out, UPLOADS_LISTING), JSON.stringify({ bucket: source.s3.bucket, objects }, null, 1));
    uploads = { kind: 'bucket', bucket: source.s3.bucket, objects: objects.length };
  } else if (existsSync(source.uploadsDir)) {
    cpSync(source.uploadsDir, path.join(out, UPLOADS_FOLDER), { recursive: true });
    uploads = { kind: 'disk', files: countFiles(path.join(out, UPLOADS_FOLDER)) };
  } else {
    uploads = { kind: 'none' };
  }
  const manifest: Manifest = { format: 1, createdAt, driver, ...(takenBy ? { takenBy } : {}), database, uploads };
  writeFileSync(path.join(out, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

// ---------------------------------------------------------------- restore

export interface RestoreResult {
  manifest: Manifest;
  restored: DatabaseSummary;
  /** bucket backups: objects of the listing the bucket no longer has */
  missingObjects?: string[];
  /** PGlite with `replace`: where the folder it replaced was moved */
  previousPgliteDir?: string;
}

export function readManifest(from: string): Manifest {
  const file = path.join(from, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${from} não é um backup do Acolhe (falta ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new BackupError(`Formato de backup desconhecido: ${String(manifest.format)}.`);
  return manifest;
}

/** PGlite: the folder `dir` claimed (refused while an api or another backup holds it), the dump
 * loaded into a staging folder beside it and checked against the manifest, then put in place (the
 * folder it replaces, with `replace`, moved aside). A failure removes the staging folder. */
async function restorePglite(from: string, manifest: Manifest, dir: string, options: { replace?: boolean }): Promise<{ restored: DatabaseSummary; previousPgliteDir?: string }> {
  const claim = claimFolder(dir, 'restore');
  if ('heldBy' in claim) {
    const lock = claim.heldBy;
    if (lock.holder === 'api') {
      throw new BackupError(`O api está rodando (pid ${lock.pid}) com o banco em ${dir}: pare o api (Ctrl+C ou SIGTERM no pid ${lock.pid}) antes de restaurar — um restore por baixo de um api em execução destruiria o banco.`);
    }
    throw new BackupError(`${holderName(lock)} (pid ${lock.pid}) está usando o banco em ${dir}: espere ele terminar e rode o restore de novo.`);
  }
  const staging = `${dir}.restaurando-${process.pid}-${Date.now().toString(36)}`;
  partialFolders.add(staging);
  try {
    if (nonEmptyDir(dir) && !options.replace) throw new BackupError(`A pasta ${dir} já tem um banco. Pare o api e use --replace (a pasta atual é guardada ao lado) ou escolha outro DATA_DIR.`);
    mkdirSync(staging, { recursive: true });
    const tar = new Blob([readFileSync(path.join(from, PGLITE_FILE))]);
    const restored = await withPglite({ dir: staging, load: tar }, (_db, query) => summarise(query));
    const differences = compareSummaries(manifest.database, restored);
    if (differences.length > 0) throw new BackupError(`O banco restaurado não confere com o backup (nada foi trocado em ${dir}):\n  ${differences.join('\n  ')}`);
    let previousPgliteDir: string | undefined;
    if (nonEmptyDir(dir)) {
      previousPgliteDir = `${dir}.antes-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(dir, previousPgliteDir);
    } else if (existsSync(dir)) {
      rmSync(dir, { recursive: true });
    }
    renameSync(staging, dir);
    return { restored, ...(previousPgliteDir ? { previousPgliteDir } : {}) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    partialFolders.delete(staging);
    claim.release();
  }
}

/** Restores the backup in `from` into `target` (its database must be empty unless `replace`),
 * then checks every table's rows and the bookings' checksum against the manifest. */
export async function restore(from: string, target: BackupSource, options: { replace?: boolean } = {}): Promise<RestoreResult> {
  const manifest = readManifest(from);
  const result: Omit<RestoreResult, 'restored'> = { manifest };
  let restored: DatabaseSummary;
  if (manifest.driver === 'pg') {
    if (!target.databaseUrl) throw new BackupError('Este backup é de PostgreSQL: defina DATABASE_URL com o banco de destino.');
    const url = target.databaseUrl;
    const tables = await withPg(url, (query) =>
      query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`),
    );
    const occupied = Number(tables[0]?.n ?? 0) > 0;
    if (occupied && !options.replace) {
      throw new BackupError('O banco de destino não está vazio. Restaure num banco novo (createdb) ou use --replace para apagar o que ele tem.');
    }
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
    if (occupied) args.push('--clean', '--if-exists');
    await run('pg_restore', [...args, `--dbname=${libpqEnv(url).PGDATABASE}`, path.join(from, PG_DUMP_FILE)], libpqEnv(url));
    restored = await withPg(url, summarise);
  } else {
    if (target.databaseUrl) throw new BackupError('Este backup é do banco embutido (PGlite): remova DATABASE_URL para restaurá-lo em DATA_DIR/pglite.');
    const restoredPglite = await restorePglite(from, manifest, target.pgliteDir, options);
    restored = restoredPglite.restored;
    if (restoredPglite.previousPgliteDir) result.previousPgliteDir = restoredPglite.previousPgliteDir;
  }
  if (manifest.uploads.kind === 'disk' && existsSync(path.join(from, UPLOADS_FOLDER))) {
    // keys are unique per upload: a file already there is the same file
    cpSync(path.join(from, UPLOADS_FOLDER), target.uploadsDir, { recursive: true, force: false });
  }
  if (manifest.uploads.kind === 'bucket' && target.s3) {
    const listing = JSON.parse(readFileSync(path.join(from, UPLOADS_LISTING), 'utf8')) as { objects: { key: string }[] };
    const storage = new S3Storage(target.s3, '');
    const present = new Set<string>();
    try {
      for await (const object of storage.inventory()) present.add(object.key);
    } finally {
      storage.close();
    }
    result.missingObjects = listing.objects.map((o) => o.key).filter((key) => !present.has(key));
  }
  const differences = compareSummaries(manifest.database, restored);
  if (differences.length > 0) throw new BackupError(`O banco restaurado não confere com o backup:\n  ${differences.join('\n  ')}`);
  return { ...result, restored };
}
