// The rows of the auditoria slice (docs/decisions/0047-one-operation-table.md): the operators'
// append-only log, read by the console (which exports it as CSV from these pages).
import { auditoriaAnswer } from '../answers';
import { auditoriaFiltroSchema } from '../operacao/auditoria';
import { defineOperation } from './define';

export const listAuditLog = /* @__PURE__ */ defineOperation({
  operationId: 'listAuditLog',
  method: 'GET',
  path: '/operacao/auditoria',
  access: 'operador',
  tags: ['operacao'],
  summary: 'Registro de auditoria das ações de operadores',
  description:
    'Mais recentes primeiro. Filtros: `acao`, `alvoTipo`, `alvoId`, `operadorEmail`, `desde` e `ate` (datas YYYY-MM-DD, horário de São Paulo, inclusivas), `page`, `size` (≤ 200).',
  query: auditoriaFiltroSchema,
  answers: { 200: auditoriaAnswer },
});
