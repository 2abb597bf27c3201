// A fixed list of the product's own words (statuses, states, decisions — never input) as SQL
// literals, for the CHECKs and fragments that render a list whose one owner is shared-domain.
import { sql, type SQL } from 'drizzle-orm';

/** `'a', 'b', …`: each value must be a plain word, so inlining is safe. */
export function sqlLiterals(values: readonly string[]): SQL {
  for (const value of values) if (!/^[A-Za-z_]+$/.test(value)) throw new Error(`not a fixed word: ${value}`);
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}
