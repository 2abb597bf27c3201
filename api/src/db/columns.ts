// Rows as the database names their columns, for SQL that drizzle does not build (a plpgsql
// function taking and returning whole rows: sessoes/reserva.ts). The names and the value mapping
// are the schema's own, so a renamed column is renamed here too.
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/** `values` (the schema's property names) keyed by column name, each value as the driver takes it, for a JSON document
 * of the row. */
export function toColumnNames<T extends Table>(table: T, values: Partial<T['$inferInsert']>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    if (value === undefined) continue;
    // json(b) stays a value: the whole record is one JSON document (the driver's mapping would
    // make it a string inside it)
    out[column.name] = value === null || column.dataType === 'json' ? value : column.mapToDriverValue(value);
  }
  return out;
}

/** A row read by column name (raw driver values) as the schema's select model. */
export function fromColumnNames<T extends Table>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as InferSelectModel<T>;
}

/** The first row of a raw `db.execute` result (both drivers answer `{ rows }`) as the schema model. */
export function firstRowOf<T extends Table>(table: T, result: unknown): InferSelectModel<T> {
  const [raw] = (result as { rows: Record<string, unknown>[] }).rows;
  if (!raw) throw new Error('the statement returned no row');
  return fromColumnNames(table, raw);
}
