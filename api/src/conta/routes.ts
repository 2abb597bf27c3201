// The caller's own account (LGPD art. 18) and its e-mail preferences.
//   GET    /me/preferencias  { lembretesEmail }
//   PUT    /me/preferencias  { lembretesEmail } — reminder e-mails on or off (conta/preferences.ts)
//   GET    /me/export   everything stored about the caller, as a JSON download
//   POST   /me/acesso   the site's login: `primeiroAcesso` true only the first time (conta/acesso.ts)
//   POST   /me/sessoes/encerrar  'Sair de todos os dispositivos': every token of the account issued
//                       until now is refused, every refresh token revoked at the identity
//                       provider (conta/sessions.ts); 204, once a new sign-in's token would pass.
//   DELETE /me          erases the account (see conta/service.ts), then deletes the identity
//                       provider's user server-side (identidade/erasure.ts; retried by the sweep
//                       when the provider is away); 204. The api refuses every token of the
//                       account from the erasure's commit on.
import type { FastifyInstance } from 'fastify';
import { accountExportAnswer, apiErrorAnswer, EXPORT_FILE_NAME, firstAccessAnswer, notificationPreferencesSchema, preferencesAnswer } from '@acolhe/shared-domain';
import { userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { signedIn, signedInRead } from '../http/signed-in';
import { parseWith } from '../lib/validation';
import { getPreferences, savePreferences } from './preferences';
import { eraseAccount, exportAccount } from '../privacidade/service';
import { deleteIdentityOf } from '../privacidade/identidade';
import { recordRevocation, signOutAtProvider, untilNextSecond } from './sessions';
import { registerFirstAccess } from './acesso';
import { PRIVATE_NO_STORE } from '../plugins/private-answers';

export function registerContaRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.get(
    '/me/preferencias',
    signedInRead(requireUser, {
      operationId: 'getPreferences',
      tags: ['conta'],
      summary: 'Preferências de e-mail da conta',
      description: '`{ lembretesEmail }`: lembretes por e-mail 24 h e 1 h antes de cada sessão confirmada (padrão: true).',
      answers: { 200: preferencesAnswer },
    }),
    async (request, reply) => {
      const prefs = await getPreferences(ctx.db, userOf(request).sub);
      return reply.header('cache-control', 'private, no-store').send(prefs);
    },
  );

  app.put(
    '/me/preferencias',
    signedIn(requireUser, {
      operationId: 'savePreferences',
      tags: ['conta'],
      summary: 'Liga ou desliga os lembretes por e-mail',
      description:
        '`{ lembretesEmail: boolean }`. Vale para os lembretes ainda por vir; eles continuam aparecendo nas notificações do site. ' +
        'Os e-mails sobre decisões (confirmação, cancelamento, remarcação) são sempre enviados.',
      body: notificationPreferencesSchema,
      answers: { 200: preferencesAnswer },
    }),
    async (request) => {
      const caller = userOf(request);
      const input = parseWith(notificationPreferencesSchema, request.body);
      return savePreferences(ctx.db, caller.sub, caller.tipo, input, ctx.now());
    },
  );

  app.post(
    '/me/acesso',
    signedIn(requireUser, {
      operationId: 'registerSiteAccess',
      tags: ['conta'],
      summary: 'Registra um login pelo site',
      description: 'Responde `primeiroAcesso: true` só na primeira vez que a conta entra pelo site, em qualquer navegador.',
      answers: { 200: firstAccessAnswer },
    }),
    async (request) => {
      const caller = userOf(request);
      return { primeiroAcesso: await registerFirstAccess(ctx.db, caller.sub, caller.tipo, ctx.now()) };
    },
  );

  app.get(
    '/me/export',
    signedIn(requireUser, {
      operationId: 'exportAccount',
      tags: ['conta'],
      summary: 'Exporta todos os dados da conta (LGPD art. 18)',
      description: 'Perfil, sessões, avaliações, disponibilidade (terapeutas) e URLs dos arquivos enviados.',
      answers: { 200: accountExportAnswer },
    }),
    async (request, reply) => {
      const data = await exportAccount(ctx.db, ctx.events, ctx.storage, userOf(request), ctx.now());
      return reply
        .header('cache-control', PRIVATE_NO_STORE)
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .send(data);
    },
  );

  app.post(
    '/me/sessoes/encerrar',
    signedIn(requireUser, {
      operationId: 'signOutEverywhere',
      tags: ['conta'],
      summary: 'Sai de todos os dispositivos',
      description:
        'Encerra todas as sessões da conta, inclusive esta: todo token emitido até agora recebe 401 em qualquer réplica, ' +
        'e nenhum refresh token da conta gera novos tokens (AdminUserGlobalSignOut no provedor de identidade). ' +
        'Responde 204 quando um novo login já gera um token aceito; 503 se o provedor de identidade falhar (tente de novo).',
      answers: { 204: 'empty', 503: apiErrorAnswer },
    }),
    async (request, reply) => {
      const caller = userOf(request);
      ctx.guards.revoked(caller.sub, await recordRevocation(ctx.db, caller.sub, caller.tipo, ctx.now()));
      await signOutAtProvider(ctx.identityAdmin, caller.sub);
      await new Promise((resolve) => setTimeout(resolve, untilNextSecond()));
      return reply.status(204).send();
    },
  );

  app.delete(
    '/me',
    signedIn(requireUser, {
      operationId: 'eraseAccount',
      tags: ['conta'],
      summary: 'Exclui a conta (LGPD art. 18)',
      description:
        'Dados pessoais removidos, sessões futuras canceladas (a outra parte vê "A outra parte excluiu a conta"), ' +
        'avaliações mantidas como "Cliente Acolhe", arquivos apagados. Depois disso todo token da conta recebe 401.',
      answers: { 204: 'empty' },
    }),
    async (request, reply) => {
      const caller = userOf(request);
      await eraseAccount(ctx.db, ctx.events, ctx.storage, caller, ctx.now(), ctx.prontuarioKeys);
      ctx.guards.forget(caller.sub);
      if (ctx.identityAdmin) {
        // the login goes too; if the provider is away the sweep does it (the erasure stands)
        await deleteIdentityOf(ctx.db, ctx.identityAdmin, caller.sub, ctx.now()).catch((error: unknown) =>
          request.log.warn({ err: error }, 'identity user of an erased account not deleted yet: the sweep retries'),
        );
      }
      return reply.status(204).send();
    },
  );
}
