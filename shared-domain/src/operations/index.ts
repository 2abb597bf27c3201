// @acolhe/shared-domain/operations: the operation table (docs/decisions/0047-one-operation-table.md).
// One module per feature slice; `OPERATIONS` is every row by operationId (the api mounts each row
// exactly once and refuses a route that is not here). A front imports the rows it calls by name, so
// its bundle carries only those.
import * as saude from './saude';
import * as conta from './conta';
import * as catalogo from './catalogo';
import * as perfis from './perfis';
import * as auditoria from './auditoria';
import * as verificacao from './verificacao';
import * as agenda from './agenda';
import * as sessoes from './sessoes';
import * as series from './series';
import * as pagamentos from './pagamentos';
import * as avaliacoes from './avaliacoes';
import * as prontuario from './prontuario';
import * as sala from './sala';
import * as busca from './busca';
import * as calendario from './calendario';
import * as calendarios from './calendarios';
import * as operacao from './operacao';
import * as privacidade from './privacidade';
import * as notificacoes from './notificacoes';
import type { OperationRow } from './define';

export * from './define';
export * from './params';
export * from './refusals';
export * from './saude';
export * from './conta';
export * from './catalogo';
export * from './perfis';
export * from './auditoria';
export * from './verificacao';
export * from './agenda';
export * from './sessoes';
export * from './series';
export * from './pagamentos';
export * from './avaliacoes';
export * from './prontuario';
export * from './sala';
export * from './busca';
export * from './calendario';
export * from './calendarios';
export * from './operacao';
export * from './privacidade';
export * from './notificacoes';

const groups: readonly Record<string, unknown>[] = [saude, conta, catalogo, perfis, auditoria, verificacao, agenda, sessoes, series, pagamentos, avaliacoes, prontuario, sala, busca, calendario, calendarios, operacao, privacidade, notificacoes];

const isRow = (value: unknown): value is OperationRow =>
  typeof value === 'object' && value !== null && typeof (value as { operationId?: unknown }).operationId === 'string';

/** Every row of the table, by operationId. */
export const OPERATIONS: Readonly<Record<string, OperationRow>> = Object.freeze(
  Object.fromEntries(groups.flatMap((group) => Object.values(group).filter(isRow)).map((row) => [row.operationId, row])),
);
