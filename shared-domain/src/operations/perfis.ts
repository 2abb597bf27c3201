// The rows of the perfis slice (docs/decisions/0047-one-operation-table.md): a therapist's and a
// client's own profile, and its photo. The owner only: a row of one role refuses the other with its
// message before anything else; another account's id is the handler's (404 when unknown, else 403).
import * as v from 'valibot';
import { clientAnswer, photoAnswer, privateTherapistAnswer } from '../answers';
import { clientProfileSchema } from '../schemas/client-profile';
import { VALIDATION_MESSAGES as M } from '../schemas/messages';
import { therapistProfileSchema } from '../schemas/therapist-profile';
import { CLIENT_PHOTO_MAX_BYTES, THERAPIST_PHOTO_MAX_BYTES } from '../constants';
import { megabytes } from '../photo';
import { defineOperation } from './define';
import { ROLE_REFUSALS } from './refusals';
import { idParams } from './params';

/** Legacy clients send the caller's own id in the profile's body: it is kept, so the api refuses
 * another account's id (403) after reading the body. */
const ownIdInBody = v.object(
  { id: v.optional(v.pipe(v.unknown(), v.description('o id da própria conta (opcional); o de outra conta → 403'))) },
  M.invalidData,
);

/** The product spec describes specialties as objects looked up by id; the form's schema takes ids:
 * `{ id, name }` objects are read as their id. */
function specialtiesAsIds(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  if (!Array.isArray(b.specialties)) return body;
  return {
    ...b,
    specialties: b.specialties.map((s) => (s && typeof s === 'object' && typeof (s as { id?: unknown }).id === 'string' ? (s as { id: string }).id : s)),
  };
}

/** The therapist's profile form as the api reads it (shared-domain therapistProfileSchema). */
export const therapistProfileBody = v.pipe(v.unknown(), v.transform(specialtiesAsIds), v.intersect([therapistProfileSchema, ownIdInBody], M.invalidData));

/** The client's profile form as the api reads it (shared-domain clientProfileSchema). */
export const clientProfileBody = v.intersect([clientProfileSchema, ownIdInBody], M.invalidData);

const photoFile = (maxBytes: number) => ({
  multipart: { field: 'file', description: `a imagem (PNG, JPEG, WebP ou GIF; até ${megabytes(maxBytes)}MB)` },
});

// ------------------------------------------------------------------ therapists

export const getOwnTherapistProfile = /* @__PURE__ */ defineOperation({
  operationId: 'getOwnTherapistProfile',
  method: 'GET',
  path: '/terapeutas/{id}',
  access: 'conta',
  tags: ['terapeutas'],
  summary: 'Leitura privada (somente o próprio terapeuta)',
  params: idParams,
  answers: { 200: privateTherapistAnswer },
});

export const saveTherapistProfile = /* @__PURE__ */ defineOperation({
  operationId: 'saveTherapistProfile',
  method: 'POST',
  path: '/terapeutas',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistsProfile,
  tags: ['terapeutas'],
  summary: 'Cria/atualiza o perfil do terapeuta autenticado',
  body: therapistProfileBody,
  answers: { 200: privateTherapistAnswer },
});

export const updateTherapistProfile = /* @__PURE__ */ defineOperation({
  operationId: 'updateTherapistProfile',
  method: 'PUT',
  path: '/terapeutas/{id}',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistsProfile,
  tags: ['terapeutas'],
  summary: 'Atualiza o perfil (id = o próprio)',
  params: idParams,
  body: therapistProfileBody,
  answers: { 200: privateTherapistAnswer },
});

export const uploadTherapistPhoto = /* @__PURE__ */ defineOperation({
  operationId: 'uploadTherapistPhoto',
  method: 'POST',
  path: '/terapeutas/{id}/upload-profile-image',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistsProfile,
  tags: ['terapeutas'],
  summary: 'Foto de perfil do terapeuta (multipart, campo file, até 5MB)',
  params: idParams,
  body: photoFile(THERAPIST_PHOTO_MAX_BYTES),
  answers: { 200: photoAnswer },
});

export const removeTherapistPhoto = /* @__PURE__ */ defineOperation({
  operationId: 'removeTherapistPhoto',
  method: 'DELETE',
  path: '/terapeutas/{id}/profile-image',
  access: 'terapeuta',
  refusal: ROLE_REFUSALS.onlyTherapistsProfile,
  tags: ['terapeutas'],
  summary: 'Remove a foto de perfil do terapeuta (somente a própria)',
  params: idParams,
  answers: { 200: photoAnswer },
});

// ------------------------------------------------------------------ clients

export const getOwnClientProfile = /* @__PURE__ */ defineOperation({
  operationId: 'getOwnClientProfile',
  method: 'GET',
  path: '/clientes/{id}',
  access: 'conta',
  tags: ['clientes'],
  summary: 'Perfil do cliente (somente o próprio)',
  params: idParams,
  answers: { 200: clientAnswer },
});

export const saveClientProfile = /* @__PURE__ */ defineOperation({
  operationId: 'saveClientProfile',
  method: 'POST',
  path: '/clientes',
  access: 'cliente',
  refusal: ROLE_REFUSALS.onlyClientsProfile,
  tags: ['clientes'],
  summary: 'Atualiza o perfil do cliente autenticado',
  body: clientProfileBody,
  answers: { 200: clientAnswer },
});

export const updateClientProfile = /* @__PURE__ */ defineOperation({
  operationId: 'updateClientProfile',
  method: 'PUT',
  path: '/clientes/{id}',
  access: 'cliente',
  refusal: ROLE_REFUSALS.onlyClientsProfile,
  tags: ['clientes'],
  summary: 'Atualiza o perfil (id = o próprio)',
  params: idParams,
  body: clientProfileBody,
  answers: { 200: clientAnswer },
});

export const uploadClientPhoto = /* @__PURE__ */ defineOperation({
  operationId: 'uploadClientPhoto',
  method: 'POST',
  path: '/clientes/{id}/upload-profile-image',
  access: 'cliente',
  refusal: ROLE_REFUSALS.onlyClientsProfile,
  tags: ['clientes'],
  summary: 'Foto de perfil do cliente (multipart, campo file, até 1MB)',
  params: idParams,
  body: photoFile(CLIENT_PHOTO_MAX_BYTES),
  answers: { 200: photoAnswer },
});

export const removeClientPhoto = /* @__PURE__ */ defineOperation({
  operationId: 'removeClientPhoto',
  method: 'DELETE',
  path: '/clientes/{id}/profile-image',
  access: 'cliente',
  refusal: ROLE_REFUSALS.onlyClientsProfile,
  tags: ['clientes'],
  summary: 'Remove a foto de perfil do cliente (somente a própria)',
  params: idParams,
  answers: { 200: photoAnswer },
});
