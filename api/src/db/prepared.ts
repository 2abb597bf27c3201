// Queries built once per database handle: drizzle's prepared queries. Building SQL from the query
// builder was ~17 % of an api replica's CPU in the two-replica load test (CPU profile,
// 2026-11-25) — the hot reads of the booking calendar and of a booking were rebuilt for every
// request. A prepared query keeps the SQL text and the result mapping; on PostgreSQL it is also a
// named statement, parsed and planned once per connection.
//
// A prepared query belongs to the executor that prepared it (the pool, PGlite, or one
// transaction's connection), so the cache is per executor: the long-lived handle keeps its
// queries; a transaction builds its own and lets them go with it.
import type { Executor } from './client';

const byExecutor = new WeakMap<object, Map<string, unknown>>();

/** `build(db, name)`'s result for this executor, built on first use. `name` is unique per query
 * (build passes it to drizzle's `.prepare`: the statement's name on PostgreSQL). */
export function prepared<T>(db: Executor, name: string, build: (db: Executor, name: string) => T): T {
  let queries = byExecutor.get(db);
  if (!queries) byExecutor.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) queries.set(name, (query = build(db, name)));
  return query;
}
