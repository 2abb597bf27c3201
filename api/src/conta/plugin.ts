// The caller's own account (rows of shared-domain/src/operations/conta.ts): e-mail preferences,
// the site's first sign-in and 'Sair de todos os dispositivos'. The role bound at first sight
// (binding.ts) is the token guard's, handed over by app.ts.
import { getPreferences, registerSiteAccess, savePreferences, signOutEverywhere } from '@acolhe/shared-domain/operations';
import type { FastifyPluginAsync } from 'fastify';
import { implement, mount } from '../http/operations';
import { PRIVATE_NO_STORE } from '../plugins/private-answers';
import { registerFirstAccess } from './acesso';
import { preferencesOf, setPreferences } from './preferences';
import { recordRevocation, signOutAtProvider, untilNextSecond } from './sessions';

export const contaPlugin: FastifyPluginAsync = async (app) => {
  mount(app, [
    implement(getPreferences, async ({ caller, reply }) => reply.header('cache-control', PRIVATE_NO_STORE).send(await preferencesOf(app.db, caller.sub))),
    implement(savePreferences, ({ caller, body }) => setPreferences(app.bus, app.db, caller.sub, caller.tipo, body, app.now())),
    implement(registerSiteAccess, async ({ caller }) => ({ primeiroAcesso: await registerFirstAccess(app.db, caller.sub, caller.tipo, app.now()) })),
    // every token issued until now is refused (this replica at once), then the provider's refresh
    // tokens go; 204 once a new sign-in's token is issued after the revocation's second
    implement(signOutEverywhere, async ({ caller, reply }) => {
      app.guards.revoked(caller.sub, await recordRevocation(app.db, caller.sub, caller.tipo, app.now()));
      await signOutAtProvider(app.identityAdmin, caller.sub);
      await new Promise((resolve) => setTimeout(resolve, untilNextSecond()));
      return reply.status(204).send();
    }),
  ]);
};
