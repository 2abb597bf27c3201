// @acolhe/shared-domain/operations: the operation table (docs/decisions/0047-one-operation-table.md).
// One module per feature slice; `OPERATIONS` is every row by operationId (the api mounts each row
// exactly once and refuses a route that is not here). A front imports the rows it calls by name, so
// its bundle carries only those.
import * as catalogo from './catalogo';
import type { OperationRow } from './define';

export * from './define';
export * from './params';
export * from './catalogo';

const groups = [catalogo];

/** Every row of the table, by operationId. */
export const OPERATIONS: Readonly<Record<string, OperationRow>> = Object.freeze(
  Object.fromEntries(groups.flatMap((group) => Object.values(group)).map((row) => [row.operationId, row])),
);
