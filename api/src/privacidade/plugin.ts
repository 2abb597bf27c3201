// The caller's rights over their own data, LGPD art. 18 (rows of
// shared-domain/src/operations/privacidade.ts): the export (exportacao.ts) and the erasure
// (exclusao.ts), after which the identity provider's user is deleted too (identidade.ts; retried by
// the sweep registered here while the provider is away). The api refuses every token of the
// account from the erasure's commit on.
import { EXPORT_FILE_NAME } from '@acolhe/shared-domain';
import { eraseAccount, exportAccount } from '@acolhe/shared-domain/operations';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { implement, mount } from '../http/operations';
import { PRIVATE_NO_STORE } from '../plugins/private-answers';
import { erase } from './exclusao';
import { accountData } from './exportacao';
import { deleteErasedIdentities, deleteIdentityOf } from './identidade';

export const privacidadePlugin: FastifyPluginAsync = async (app) => {
  dropErasedFromPublicReads(app);
  const identityAdmin = app.identityAdmin;
  if (identityAdmin) {
    app.sweeps.add({ name: 'delete_erased_identities', run: (at) => deleteErasedIdentities(app.db, identityAdmin, at), failure: 'deletion of erased identities failed' });
  }

  mount(app, [
    implement(exportAccount, async ({ caller, reply }) => {
      const data = await accountData(app.bus, app.db, app.storage, caller, app.now());
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .send(data);
    }),
    implement(eraseAccount, async ({ caller, request, reply }) => {
      await erase(app.bus, app.db, app.storage, caller, app.now(), app.prontuarioKeys);
      app.guards.forget(caller.sub);
      if (identityAdmin) {
        // the login goes too; if the provider is away the sweep does it (the erasure stands)
        await deleteIdentityOf(app.db, identityAdmin, caller.sub, app.now()).catch((error: unknown) =>
          request.log.warn({ err: error }, 'identity user of an erased account not deleted yet: the sweep retries'),
        );
      }
      return reply.status(204).send();
    }),
  ]);
};

/** An erased therapist's profile and cards go (the reviews with them); an erased client's reviews
 * stay, signed anonymously, on the profiles of the therapists they reviewed. */
function dropErasedFromPublicReads(app: FastifyInstance): void {
  app.bus.afterCommit('ContaExcluida', ({ payload }) =>
    app.events.publicReadsChanged(
      payload.tipo === 'terapeuta' ? { profiles: [payload.contaId], lists: 'cards' } : { profiles: payload.terapeutasAvaliados, lists: 'unchanged' },
    ),
  );
}
