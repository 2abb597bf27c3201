// Predicates the database functions share with the api's queries, written once (in TypeScript)
// and rendered here as SQL text: a function's file says `{{NAME}}` and the migrator writes the text
// in (functions.ts). Their constants are inlined — the api's own literals, never input. Column
// references keep their table's name ("terapeutas"."id"): the function reads those tables unaliased.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { esperaOfertas, sessoes } from './schema';
import { holdsOfferedTime, holdsSlot, isPayable } from './statuses';

const dialect = new PgDialect();

/** `fragment` as SQL text with no parameters. */
export function renderFragment(fragment: SQL): string {
  const query = dialect.sqlToQuery(sql`${fragment}`.inlineParams());
  if (query.params.length > 0) throw new Error('a fragment of a database function cannot take parameters');
  return query.sql;
}

/** The fragments of the sessions' statuses (db/statuses.ts); the slices add theirs (src/database.ts). */
export const STATUS_FRAGMENTS: Readonly<Record<string, string>> = {
  /** a session holds its slot (db/statuses.ts), over the `sessoes` row */
  SESSAO_OCUPA_HORARIO: renderFragment(holdsSlot(sessoes.status)),
  /** a session has a payment: CONFIRMED or COMPLETED (db/statuses.ts isPayable), over the `sessoes` row */
  SESSAO_PAGAVEL: renderFragment(isPayable(sessoes.status)),
  /** a waiting list's offer holds its time (db/statuses.ts holdsOfferedTime), over the `espera_ofertas` row */
  OFERTA_RETEM_HORARIO: renderFragment(holdsOfferedTime(esperaOfertas.estado)),
};
