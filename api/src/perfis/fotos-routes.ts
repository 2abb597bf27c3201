// Removing a profile photo (issue 19 item 10): until now a photo could be replaced, never removed.
//   DELETE /clientes/:id/profile-image    the client's own photo   → { url: '', imageUrl: '' }
//   DELETE /terapeutas/:id/profile-image  the therapist's own photo → { url: '', imageUrl: '' }
// Owner only (another account's id: 403, an unknown one: 404). The profile's URL is cleared first,
// then every stored object of the account's uploads folder is deleted — the current photo and any
// earlier one it replaced, which would otherwise stay reachable at its old URL. Removing when there
// is no photo answers the same (idempotent).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../auth/guard';
import { assertOwnClient } from './clientes';
import { photoAnswer } from '@acolhe/shared-domain';
import type { AppContext } from '../context';
import { idParam } from '../http/contract';
import { signedIn } from '../http/signed-in';
import { clientes, terapeutas } from '../db/schema';
import { MSG } from '../lib/messages';
import { assertOwnTherapist } from './terapeutas';
import { uploadsPrefixOf } from '../uploads/images';

const REMOVED = { url: '', imageUrl: '' } as const;

export function registerUploadRemovalRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.delete<{ Params: { id: string } }>(
    '/clientes/:id/profile-image',
    signedIn(requireUser, { operationId: 'removeClientPhoto', tags: ['clientes'], summary: 'Remove a foto de perfil do cliente (somente a própria)', params: idParam, answers: { 200: photoAnswer } }),
    async (request) => {
      const caller = requireRole(request, 'cliente', MSG.onlyClientsProfile);
      await assertOwnClient(ctx.db, caller, request.params.id);
      await ctx.db.update(clientes).set({ image: '', updatedAt: ctx.now() }).where(eq(clientes.id, caller.sub));
      await ctx.storage.deletePrefix(uploadsPrefixOf('clientes', caller.sub));
      return REMOVED;
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/terapeutas/:id/profile-image',
    signedIn(requireUser, { operationId: 'removeTherapistPhoto', tags: ['terapeutas'], summary: 'Remove a foto de perfil do terapeuta (somente a própria)', params: idParam, answers: { 200: photoAnswer } }),
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsProfile);
      await assertOwnTherapist(ctx.db, caller, request.params.id);
      await ctx.db.update(terapeutas).set({ profileImageUrl: '', updatedAt: ctx.now() }).where(eq(terapeutas.id, caller.sub));
      ctx.events.publicReadsChanged({ profiles: [caller.sub], lists: 'cards' }); // the public profile and the listings show the photo
      await ctx.storage.deletePrefix(uploadsPrefixOf('terapeutas', caller.sub));
      return REMOVED;
    },
  );
}
