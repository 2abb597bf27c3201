// One database handle for either driver: PGlite (embedded default, Postgres compiled to WASM,
// persisted in <DATA_DIR>/pglite, or in memory for tests) or node-postgres against a PostgreSQL
// server when DATABASE_URL is set. Both are PgDatabase instances over the same schema, so every
// service is written once.
import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import { applyDatabaseFunctions, type FunctionSource } from './functions';
import { forDrizzle, readDrizzleTypesAsText } from './pglite-parsers';
import { observed } from './query-observer';
import { schema } from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: every service function accepts either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/** Plain SQL with positional parameters, for libraries that bring their own SQL (pg-boss). */
export interface RawSql {
  /** without `values` the text may hold several statements; the last one's rows are answered */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: NOTIFYs of `channel` in this process (on PostgreSQL each replica LISTENs on a
   * connection of its own: lib/public-cache-sync.ts); answers the unlisten */
  listen?(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** What node-postgres's pool shows of itself (metrics; PGlite has no pool: one in-process
 * connection whose queries queue inside PGlite). */
export interface PoolMonitor {
  /** the pool's size limit */
  max: number;
  /** connections open, idle among them, and callers waiting for one now */
  counts(): { total: number; idle: number; waiting: number };
  /** `listener` hears how long each checkout waited, in seconds; answers the unsubscribe */
  onCheckout(listener: (seconds: number) => void): () => void;
}

export interface DatabaseHandle {
  db: Database;
  /** node-postgres only: the pool's counts and checkout waits */
  pool?: PoolMonitor;
  /** the same connection(s) as `db`, for SQL that is not Drizzle's */
  raw: RawSql;
  driver: 'pglite' | 'pg';
  /** apply the committed migrations in api/drizzle, then every database function of `functions`
   * (idempotent; src/database.ts `migrateDatabase` passes the app's) */
  migrate(functions: FunctionSource): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite */
  databaseUrl?: string;
  /** PGlite data folder; absent → in memory */
  pgliteDir?: string;
  /** PGlite only: start from this dumped data directory (a tar made by dumpDataDir; tests) */
  pgliteTemplate?: string;
  /** pool size for node-postgres */
  poolSize?: number;
  /** node-postgres: give up opening a connection (or waiting for a free one) after this long;
   * default 5 s, so a request while the server is away answers 503 instead of hanging */
  connectionTimeoutMillis?: number;
}

export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = migrationsDir();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    });
    // Never let a broken connection crash the process; the query that used it fails instead
    // (→ 503, see isDatabaseUnavailable) and the pool opens new connections for the next ones.
    // A server restart ends every connection (57P01): the pool drops its idle clients itself and
    // reports each on 'error'; a client checked out at that moment (inside a transaction) gets no
    // listener from the pool, so it gets one here — without it pg's 'error' event would be an
    // uncaught exception — and release() discards it (it is no longer queryable).
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      pool: monitorPool(pool, options.poolSize ?? 10),
      // node-postgres answers a multi-statement text with one result per statement; pg-boss
      // (the only user) reads that shape itself, as it does with its own pool
      raw: { executeSql: (text, values) => pool.query(text, values) as Promise<{ rows: unknown[] }> },
      driver: 'pg',
      migrate: async (functions) => {
        // Serialise concurrent starts (several api instances against one server).
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(724019)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
          await applyDatabaseFunctions((text) => client.query(text), functions);
        } finally {
          await client.query('SELECT pg_advisory_unlock(724019)').catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = options.pgliteTemplate
    ? await PGlite.create({
        extensions: { pg_trgm, btree_gist, unaccent },
        loadDataDir: new Blob([readFileSync(options.pgliteTemplate)]),
      })
    : await PGlite.create(options.pgliteDir, { extensions: { pg_trgm, btree_gist, unaccent } });
  // drizzle's text types read as text by the instance itself (./pglite-parsers.ts: a copy of every
  // parser per query was ~0.2 ms of this thread); other SQL asks for PGlite's own parsers of them
  const ownParsers = { parsers: readDrizzleTypesAsText(client) };
  const db = drizzlePglite(forDrizzle(client), { schema }) as unknown as Database;
  return {
    db,
    raw: {
      // PGlite's extended protocol takes one statement; several (pg-boss's BEGIN … COMMIT
      // blocks) go through exec, as one unit on the one connection
      executeSql: (text, values) =>
        observed(text, async () => {
          if (values && values.length > 0) return client.query(text, values, ownParsers);
          const results = await client.exec(text, ownParsers);
          return results[results.length - 1] ?? { rows: [] };
        }),
      // delivered right after the notifying statement or transaction commits
      listen: (channel, callback) => client.listen(channel, callback),
    },
    driver: 'pglite',
    migrate: async (functions) => {
      await migratePglite(db as never, { migrationsFolder: folder });
      await applyDatabaseFunctions((text) => client.exec(text), functions);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Times every checkout of `pool` (pool.query checks out through pool.connect too). */
function monitorPool(pool: pg.Pool, max: number): PoolMonitor {
  const listeners = new Set<(seconds: number) => void>();
  const report = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const listener of listeners) listener(seconds);
  };
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => Promise<pg.PoolClient> | undefined;
  (pool as { connect: unknown }).connect = (callback?: (...args: unknown[]) => void) => {
    const started = performance.now();
    if (callback) {
      return connect((...args: unknown[]) => {
        report(started);
        callback(...args);
      });
    }
    return connect()!.then(
      (client) => {
        report(started);
        return client;
      },
      (error: unknown) => {
        report(started);
        throw error;
      },
    );
  };
  return {
    max,
    counts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onCheckout(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** `select 1` — used by GET /ready. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
