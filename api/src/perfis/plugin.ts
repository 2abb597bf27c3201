// Therapists' and clients' own profiles and photos (rows of shared-domain/src/operations/perfis.ts).
// The owner only: a row of one role refuses the other before anything (the row's refusal); another
// account's id in the path is 404 when unknown, else 403 (assertOwn…), and in the body 403.
// The public reads that show a profile hear its changes after the commit (refreshPublicReads).
import {
  getOwnClientProfile,
  getOwnTherapistProfile,
  removeClientPhoto,
  removeTherapistPhoto,
  saveClientProfile,
  saveTherapistProfile,
  updateClientProfile,
  updateTherapistProfile,
  uploadClientPhoto,
  uploadTherapistPhoto,
  type ParsedInput,
} from '@acolhe/shared-domain/operations';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { assertBodyIdIsCaller } from '../auth/guard';
import type { AuthUser } from '../auth/verifier';
import { implement, mount } from '../http/operations';
import { CLIENT_MAX_BYTES, THERAPIST_MAX_BYTES, assertOwnUpload, storeProfilePhoto } from '../uploads/images';
import { assertOwnClient, getClient, setClientImage, updateClient } from './clientes';
import { clearClientPhoto, clearTherapistPhoto, REMOVED } from './fotos';
import { assertOwnTherapist, getPrivateTherapist, setTherapistImage, writeTherapistProfile } from './terapeutas';
import './events'; // the slice's events (declared there) for the bus

export const perfisPlugin: FastifyPluginAsync = async (app) => {
  refreshPublicReads(app);

  const saveTherapist = (caller: AuthUser, body: ParsedInput<typeof saveTherapistProfile>['body']) => {
    assertBodyIdIsCaller(body, caller);
    assertOwnUpload(app.storage, body.profileImageUrl, 'terapeutas', caller.sub, 'profileImageUrl');
    return writeTherapistProfile(app.bus, app.db, caller, body, app.now());
  };
  const saveClient = (caller: AuthUser, body: ParsedInput<typeof saveClientProfile>['body']) => {
    assertBodyIdIsCaller(body, caller);
    assertOwnUpload(app.storage, body.image, 'clientes', caller.sub, 'image');
    return updateClient(app.bus, app.db, caller, body, app.now());
  };

  mount(app, [
    implement(getOwnTherapistProfile, async ({ params, caller }) => {
      await assertOwnTherapist(app.db, caller, params.id);
      return getPrivateTherapist(app.db, params.id);
    }),
    implement(saveTherapistProfile, ({ caller, body }) => saveTherapist(caller, body)),
    implement(updateTherapistProfile, async ({ params, caller, body }) => {
      await assertOwnTherapist(app.db, caller, params.id);
      return saveTherapist(caller, body);
    }),
    implement(uploadTherapistPhoto, async ({ params, caller, request }) => {
      await assertOwnTherapist(app.db, caller, params.id);
      const url = await storeProfilePhoto(request, app.storage, 'terapeutas', caller.sub, THERAPIST_MAX_BYTES);
      await setTherapistImage(app.bus, app.db, caller.sub, url, app.now());
      return { url, imageUrl: url };
    }),
    implement(removeTherapistPhoto, async ({ params, caller }) => {
      await assertOwnTherapist(app.db, caller, params.id);
      await clearTherapistPhoto(app.bus, app.db, app.storage, caller.sub, app.now());
      return REMOVED;
    }),

    implement(getOwnClientProfile, async ({ params, caller }) => {
      await assertOwnClient(app.db, caller, params.id);
      return getClient(app.db, params.id);
    }),
    implement(saveClientProfile, ({ caller, body }) => saveClient(caller, body)),
    implement(updateClientProfile, async ({ params, caller, body }) => {
      await assertOwnClient(app.db, caller, params.id);
      return saveClient(caller, body);
    }),
    implement(uploadClientPhoto, async ({ params, caller, request }) => {
      await assertOwnClient(app.db, caller, params.id);
      const url = await storeProfilePhoto(request, app.storage, 'clientes', caller.sub, CLIENT_MAX_BYTES);
      await setClientImage(app.db, caller.sub, url, app.now());
      return { url, imageUrl: url };
    }),
    implement(removeClientPhoto, async ({ params, caller }) => {
      await assertOwnClient(app.db, caller, params.id);
      await clearClientPhoto(app.db, app.storage, caller.sub, app.now());
      return REMOVED;
    }),
  ]);
};

/** What the public reads hear of the profiles (after the commit; the other replicas through the
 * caches' own channel). */
function refreshPublicReads(app: FastifyInstance): void {
  const { bus, events } = app;
  bus.afterCommit('TerapeutaCadastrado', ({ payload }) => events.publicReadsChanged({ profiles: [payload.terapeutaId], lists: 'unchanged' }));
  bus.afterCommit('PerfilDoTerapeutaSalvo', ({ payload }) => {
    // back in review: off the booking calendar too
    if (payload.voltouParaAnalise) events.agendaChanged(payload.terapeutaId);
    events.publicReadsChanged({ profiles: [payload.terapeutaId], lists: 'cards' });
  });
  bus.afterCommit('FotoDoTerapeutaAlterada', ({ payload }) => events.publicReadsChanged({ profiles: [payload.terapeutaId], lists: 'cards' }));
  bus.afterCommit('PerfilDoClienteSalvo', ({ payload }) => {
    if (payload.terapeutasAvaliados.length > 0) events.publicReadsChanged({ profiles: payload.terapeutasAvaliados, lists: 'unchanged' });
  });
}
