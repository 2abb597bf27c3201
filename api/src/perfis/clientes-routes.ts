// Client profile (own only).
//   GET  /clientes/:id                       the caller's own profile
//   POST /clientes                           update the caller's profile (api/README.md "used as update")
//   PUT  /clientes/:id                       same, with the id in the path
//   POST /clientes/:id/upload-profile-image  multipart `file` (≤ 1MB) → { url, imageUrl }
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAnswer, clientProfileSchema, photoAnswer } from '@acolhe/shared-domain';
import { assertBodyIdIsCaller, requireRole, userOf } from '../auth/guard';
import type { AppContext } from '../context';
import { idParam } from '../http/contract';
import { signedIn, signedInRead } from '../http/signed-in';
import { MSG } from '../lib/messages';
import { parseWith } from '../lib/validation';
import { CLIENT_MAX_BYTES, assertOwnUpload, storeProfilePhoto } from '../uploads/images';
import { assertOwnClient, getClient, setClientImage, updateClient } from './clientes';

export function registerClientesRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.get<{ Params: { id: string } }>(
    '/clientes/:id',
    signedInRead(requireUser, {
      operationId: 'getOwnClientProfile',
      tags: ['clientes'],
      summary: 'Perfil do cliente (somente o próprio)',
      params: idParam,
      answers: { 200: clientAnswer },
    }),
    async (request) => {
      await assertOwnClient(ctx.db, userOf(request), request.params.id);
      return getClient(ctx.db, request.params.id);
    },
  );

  async function save(request: FastifyRequest, pathId?: string) {
    const caller = requireRole(request, 'cliente', MSG.onlyClientsProfile);
    if (pathId !== undefined) await assertOwnClient(ctx.db, caller, pathId);
    assertBodyIdIsCaller(request.body, caller);
    const input = parseWith(clientProfileSchema, request.body);
    assertOwnUpload(ctx.storage, input.image, 'clientes', caller.sub, 'image');
    return updateClient(ctx.db, ctx.events, caller, input, ctx.now());
  }

  app.post(
    '/clientes',
    signedIn(requireUser, {
      operationId: 'saveClientProfile',
      tags: ['clientes'],
      summary: 'Atualiza o perfil do cliente autenticado',
      body: clientProfileSchema,
      answers: { 200: clientAnswer },
    }),
    async (request) => save(request),
  );
  app.put<{ Params: { id: string } }>(
    '/clientes/:id',
    signedIn(requireUser, {
      operationId: 'updateClientProfile',
      tags: ['clientes'],
      summary: 'Atualiza o perfil (id = o próprio)',
      params: idParam,
      body: clientProfileSchema,
      answers: { 200: clientAnswer },
    }),
    async (request) => save(request, request.params.id),
  );

  app.post<{ Params: { id: string } }>(
    '/clientes/:id/upload-profile-image',
    signedIn(requireUser, {
      operationId: 'uploadClientPhoto',
      tags: ['clientes'],
      summary: 'Foto de perfil do cliente (multipart, campo file, até 1MB)',
      params: idParam,
      consumes: ['multipart/form-data'],
      answers: { 200: photoAnswer },
    }),
    async (request) => {
      const caller = requireRole(request, 'cliente', MSG.onlyClientsProfile);
      await assertOwnClient(ctx.db, caller, request.params.id);
      const url = await storeProfilePhoto(request, ctx.storage, 'clientes', caller.sub, CLIENT_MAX_BYTES);
      await setClientImage(ctx.db, caller.sub, url, ctx.now());
      return { url, imageUrl: url };
    },
  );
}
