// The PostgreSQL run on several jest workers (npm test: ACOLHE_TEST_PG_WORKERS=2): each worker
// gets a database of its own on the same server, `<database>_w<worker>`, so files that truncate
// every table never meet another worker's rows. Without the variable every file uses DATABASE_URL
// itself, one after another (--runInBand), as before.

/** The connection string of worker `worker`'s database: the same server and credentials. */
export function workerDatabaseUrl(databaseUrl: string, worker: number): string {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  url.pathname = `/${encodeURIComponent(`${name}_w${worker}`)}`;
  return url.toString();
}

/** How many workers get a database of their own (0: none, the run is in band). */
export function perWorkerCount(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.ACOLHE_TEST_PG_WORKERS ?? '0');
  return Number.isInteger(n) && n > 0 && n <= 8 ? n : 0;
}
