// Therapist private record.
//   GET  /terapeutas/:id                       own record only (private read, product.md#who-uses-it)
//   POST /terapeutas                           create/update the caller's profile (api/README.md)
//   PUT  /terapeutas/:id                       same, with the id in the path
//   POST /terapeutas/:id/upload-profile-image  multipart `file` → { url, imageUrl }
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { photoAnswer, privateTherapistAnswer, therapistProfileSchema } from '@acolhe/shared-domain';
import { assertBodyIdIsCaller, requireRole } from '../auth/guard';
import type { AuthUser } from '../auth/verifier';
import type { AppContext } from '../context';
import { idParam } from '../http/contract';
import { signedIn, signedInRead } from '../http/signed-in';
import { MSG } from '../lib/messages';
import { parseWith } from '../lib/validation';
import { THERAPIST_MAX_BYTES, assertOwnUpload, storeProfilePhoto } from '../uploads/images';
import { assertOwnTherapist, getPrivateTherapist, saveTherapistProfile, setTherapistImage } from './terapeutas';


/** The product spec describes specialties as "objects looked up by id"; the shared schema takes ids.
 * Objects `{ id, name }` are accepted and reduced to their id. */
function normaliseProfileBody(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  if (Array.isArray(b.specialties)) {
    return {
      ...b,
      specialties: b.specialties.map((s) =>
        s && typeof s === 'object' && typeof (s as { id?: unknown }).id === 'string' ? (s as { id: string }).id : s,
      ),
    };
  }
  return body;
}

export function registerTerapeutasRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireUser } = ctx.guards;

  app.get<{ Params: { id: string } }>(
    '/terapeutas/:id',
    signedInRead(requireUser, {
      operationId: 'getOwnTherapistProfile',
      tags: ['terapeutas'],
      summary: 'Leitura privada (somente o próprio terapeuta)',
      params: idParam,
      answers: { 200: privateTherapistAnswer },
    }),
    async (request) => {
      await assertOwnTherapist(ctx.db, request.user!, request.params.id);
      return getPrivateTherapist(ctx.db, request.params.id);
    },
  );

  async function save(request: FastifyRequest, pathId?: string) {
    const caller: AuthUser = requireRole(request, 'terapeuta', MSG.onlyTherapistsProfile);
    if (pathId !== undefined) await assertOwnTherapist(ctx.db, caller, pathId);
    assertBodyIdIsCaller(request.body, caller);
    const input = parseWith(therapistProfileSchema, normaliseProfileBody(request.body));
    assertOwnUpload(ctx.storage, input.profileImageUrl, 'terapeutas', caller.sub, 'profileImageUrl');
    return saveTherapistProfile(ctx.db, ctx.events, caller, input, ctx.now());
  }

  app.post(
    '/terapeutas',
    signedIn(requireUser, {
      operationId: 'saveTherapistProfile',
      tags: ['terapeutas'],
      summary: 'Cria/atualiza o perfil do terapeuta autenticado',
      body: therapistProfileSchema,
      answers: { 200: privateTherapistAnswer },
    }),
    async (request) => save(request),
  );

  app.put<{ Params: { id: string } }>(
    '/terapeutas/:id',
    signedIn(requireUser, {
      operationId: 'updateTherapistProfile',
      tags: ['terapeutas'],
      summary: 'Atualiza o perfil (id = o próprio)',
      params: idParam,
      body: therapistProfileSchema,
      answers: { 200: privateTherapistAnswer },
    }),
    async (request) => save(request, request.params.id),
  );

  app.post<{ Params: { id: string } }>(
    '/terapeutas/:id/upload-profile-image',
    signedIn(requireUser, {
      operationId: 'uploadTherapistPhoto',
      tags: ['terapeutas'],
      summary: 'Foto de perfil do terapeuta (multipart, campo file, até 5MB)',
      params: idParam,
      consumes: ['multipart/form-data'],
      answers: { 200: photoAnswer },
    }),
    async (request) => {
      const caller = requireRole(request, 'terapeuta', MSG.onlyTherapistsProfile);
      await assertOwnTherapist(ctx.db, caller, request.params.id);
      const url = await storeProfilePhoto(request, ctx.storage, 'terapeutas', caller.sub, THERAPIST_MAX_BYTES);
      await setTherapistImage(ctx.db, ctx.events, caller.sub, url, ctx.now());
      return { url, imageUrl: url };
    },
  );
}
