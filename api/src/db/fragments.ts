// Predicates the database functions share with the api's queries, written once (in TypeScript)
// and rendered here as SQL text: a function's file says `{{NAME}}` and the migrator writes the text
// in (functions.ts). Their constants are inlined — the api's own literals, never input. Column
// references keep their table's name ("terapeutas"."id"): the function reads those tables unaliased.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PAYMENT_ON_CANCEL, PAYMENT_STATE_CHANGES } from '@acolhe/shared-domain';
import { PUBLICADO } from '../terapeutas/publicacao';
import { sessoes } from './schema';
import { holdsSlot, isPayable } from './statuses';

const dialect = new PgDialect();

/** `fragment` as SQL text with no parameters. */
export function renderFragment(fragment: SQL): string {
  const query = dialect.sqlToQuery(sql`${fragment}`.inlineParams());
  if (query.params.length > 0) throw new Error('a fragment of a database function cannot take parameters');
  return query.sql;
}

/** `'word'`: the payment states are fixed lower-case words of shared-domain, never input. */
function stateLiteral(value: string): string {
  if (!/^[a-z_]+$/.test(value)) throw new Error(`not a payment state: ${value}`);
  return `'${value}'`;
}

/** `(OLD.estado, NEW.estado) IN (…)`: the payment changes shared-domain allows, for a row trigger. */
export function paymentChangeAllowed(changes: readonly (readonly [string, string])[] = PAYMENT_STATE_CHANGES): string {
  return `(OLD.estado, NEW.estado) IN (${changes.map(([from, to]) => `(${stateLiteral(from)}, ${stateLiteral(to)})`).join(', ')})`;
}

export const SQL_FRAGMENTS: Readonly<Record<string, string>> = {
  /** a therapist's profile is public (terapeutas/publicacao.ts), over the `terapeutas` row */
  PUBLICADO: renderFragment(PUBLICADO),
  /** a session holds its slot (db/statuses.ts), over the `sessoes` row */
  SESSAO_OCUPA_HORARIO: renderFragment(holdsSlot(sessoes.status)),
  /** a session has a payment: CONFIRMED or COMPLETED (db/statuses.ts isPayable), over the `sessoes` row */
  SESSAO_PAGAVEL: renderFragment(isPayable(sessoes.status)),
  /** the payment state machine (shared-domain PAYMENT_STATE_CHANGES), over a trigger's OLD and NEW */
  PAGAMENTO_MUDANCA_PERMITIDA: paymentChangeAllowed(),
  /** what a cancellation does to a received payment (shared-domain PAYMENT_ON_CANCEL) */
  PAGAMENTO_AO_CANCELAR_DE: stateLiteral(PAYMENT_ON_CANCEL.from),
  PAGAMENTO_AO_CANCELAR_PARA: stateLiteral(PAYMENT_ON_CANCEL.to),
};
