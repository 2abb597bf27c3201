// Predicates the database functions share with the api's queries, written once (in TypeScript)
// and rendered here as SQL text: a function's file says `{{NAME}}` and the migrator writes the text
// in (functions.ts). Their constants are inlined — the api's own literals, never input. Column
// references keep their table's name ("terapeutas"."id"): the function reads those tables unaliased.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PUBLICADO } from '../terapeutas/publicacao';
import { sessoes } from './schema';
import { attended, holdsSlot } from './statuses';

const dialect = new PgDialect();

/** `fragment` as SQL text with no parameters. */
export function renderFragment(fragment: SQL): string {
  const query = dialect.sqlToQuery(sql`${fragment}`.inlineParams());
  if (query.params.length > 0) throw new Error('a fragment of a database function cannot take parameters');
  return query.sql;
}

export const SQL_FRAGMENTS: Readonly<Record<string, string>> = {
  /** a therapist's profile is public (terapeutas/publicacao.ts), over the `terapeutas` row */
  PUBLICADO: renderFragment(PUBLICADO),
  /** a session holds its slot (db/statuses.ts), over the `sessoes` row */
  SESSAO_OCUPA_HORARIO: renderFragment(holdsSlot(sessoes.status)),
  /** the session makes its therapist one who has seen its client (db/statuses.ts), over the `sessoes` row */
  SESSAO_ATENDIDA: renderFragment(attended(sessoes.status)),
};
