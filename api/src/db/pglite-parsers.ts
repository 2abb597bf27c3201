// PGlite's type parsers, set once per instance (issue 35). Drizzle's PGlite driver hands every query
// its own parsers (timestamps, dates and intervals kept as text, for its column mapping), and PGlite
// merges them into a copy of its ~320 parsers on every call: ~0.2 ms of the api's one thread per
// statement (`select 1`: 0.18 ms without, 0.39 ms with them), three statements per booking. So the
// instance reads those types as text itself, and drizzle's queries go without their copy. SQL that is
// not drizzle's (pg-boss, the metrics: DatabaseHandle.raw) asks for PGlite's own parsers of those
// types, so it reads Dates as before.
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { observed } from './query-observer';

type Parser = (value: string, typeId?: number) => unknown;

/** The types drizzle-orm/pglite reads as text (its session's queryConfig and rawQueryConfig):
 * timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[], timestamptz[],
 * interval[], date[]. */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const TEXT_TYPES = new Set(DRIZZLE_TEXT_TYPES.map(String));
const asText: Parser = (value) => value;

/** True when `parsers` is drizzle's set: exactly those types, each kept as text. */
function isDrizzleSet(parsers: QueryOptions['parsers']): boolean {
  if (!parsers) return false;
  const keys = Object.keys(parsers);
  return keys.length === TEXT_TYPES.size && keys.every((key) => TEXT_TYPES.has(key) && parsers[Number(key)]!('x') === 'x');
}

/** Drizzle's options without the parsers the instance already applies. */
export function withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options || !isDrizzleSet(options.parsers)) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

/** Makes `client` read drizzle's text types as text (after PGlite's init, which adds the array
 * types' parsers); answers PGlite's own parsers of those types, for SQL that is not drizzle's. */
export function readDrizzleTypesAsText(client: PGlite): Record<number, Parser> {
  const own: Record<number, Parser> = {};
  for (const type of DRIZZLE_TEXT_TYPES) {
    const parser = client.parsers[type] as Parser | undefined;
    own[type] = parser ?? asText;
    client.parsers[type] = asText;
  }
  return own;
}

type Client = Pick<PGlite, 'query'> & Partial<Pick<PGlite, 'transaction'>>;

/** `client` (PGlite or one of its transactions) as drizzle should see it: the same object, whose
 * `query` drops drizzle's per-query parsers, also inside transactions — and goes through the
 * statement observer (./query-observer.ts: a span per statement when tracing is on). */
export function forDrizzle<T extends Client>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => observed(text, () => target.query(text, params, withoutDrizzleParsers(options)));
      }
      if (property === 'transaction' && target.transaction) {
        const transaction = target.transaction.bind(target);
        return <R>(callback: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<R>) => transaction((tx) => callback(forDrizzle(tx)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
