// The caller's own account (LGPD art. 18).
//   GET    /me/export   everything stored about the caller, as a JSON download
//   DELETE /me          erases the account (see conta/service.ts); 204. The browser then deletes
//                       the identity-provider user with its access token; the api refuses every
//                       token of the account from now on.
import type { FastifyInstance } from 'fastify';
import { EXPORT_FILE_NAME } from '@acolhe/shared-domain';
import { userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { eraseAccount, exportAccount } from './service';

const security = [{ bearerAuth: [] }];

export function registerContaRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.get(
    '/me/export',
    {
      preHandler: requireUser,
      schema: {
        tags: ['conta'],
        summary: 'Exporta todos os dados da conta (LGPD art. 18)',
        description: 'Perfil, sessões, avaliações, disponibilidade (terapeutas) e URLs dos arquivos enviados.',
        security,
      },
    },
    async (request, reply) => {
      const data = await exportAccount(ctx.db, ctx.storage, userOf(request), ctx.now());
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .send(data);
    },
  );

  app.delete(
    '/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['conta'],
        summary: 'Exclui a conta (LGPD art. 18)',
        description:
          'Dados pessoais removidos, sessões futuras canceladas (a outra parte vê "A outra parte excluiu a conta"), ' +
          'avaliações mantidas como "Cliente Acolhe", arquivos apagados. Depois disso todo token da conta recebe 401.',
        security,
      },
    },
    async (request, reply) => {
      const caller = userOf(request);
      await eraseAccount(ctx.db, ctx.storage, caller, ctx.now());
      ctx.guards.forget(caller.sub);
      return reply.status(204).send();
    },
  );
}
