// The rows of the privacidade slice (docs/decisions/0047-one-operation-table.md): the caller's
// rights over their own data (LGPD art. 18) — everything stored, as a download, and the erasure.
import { accountExportAnswer } from '../answers';
import { defineOperation } from './define';

export const exportAccount = /* @__PURE__ */ defineOperation({
  operationId: 'exportAccount',
  method: 'GET',
  path: '/me/export',
  access: 'conta',
  // limited per address like the public reads, as it always was (a download, not a screen's read)
  limit: 'public',
  tags: ['conta'],
  summary: 'Exporta todos os dados da conta (LGPD art. 18)',
  description: 'Perfil, sessões, avaliações, disponibilidade (terapeutas) e URLs dos arquivos enviados.',
  answers: { 200: accountExportAnswer },
});

export const eraseAccount = /* @__PURE__ */ defineOperation({
  operationId: 'eraseAccount',
  method: 'DELETE',
  path: '/me',
  access: 'conta',
  tags: ['conta'],
  summary: 'Exclui a conta (LGPD art. 18)',
  description:
    'Dados pessoais removidos, sessões futuras canceladas (a outra parte vê "A outra parte excluiu a conta"), ' +
    'avaliações mantidas como "Cliente Acolhe", arquivos apagados. Depois disso todo token da conta recebe 401.',
  answers: { 204: 'empty' },
});
