// The discovery remote's api calls (api/README.md), plain functions over shared-auth's `http`.
// Each answer is read with the shared-domain schema the api's contract publishes for it
// (readAnswer: an answer that does not match is a pt-BR error, never a cast).
import { http, readAnswer } from '@acolhe/shared-auth';
import {
  FEATURED_LIMIT,
  apiErrorAnswer,
  declaracaoPublicaAnswer,
  privateTherapistAnswer,
  publicProfileAnswer,
  reviewAnswer,
  searchFiltersToParams,
  therapistListAnswer,
  type DeclaracaoPublica,
  type MotivoDenuncia,
  type Page,
  type PublicationStatus,
  type PublicTherapist,
  type Review,
  type SearchFilters,
} from '@acolhe/shared-domain';
import { SEARCH_PAGE_SIZE } from './pagination';

/** What the public reads return: the public record, reviews included on the profile read. */
export type TherapistView = PublicTherapist;

const seg = (value: string) => encodeURIComponent(value);

// ---- public reads (GET /public-terapeutas…) ----

/** GET /public-terapeutas/destaques: the home's highlights. */
export async function fetchFeatured(): Promise<TherapistView[]> {
  const page = readAnswer(therapistListAnswer, await http.get('public-terapeutas/destaques').json<unknown>());
  // product.md#limits: at most 4, whatever the server sends.
  return page.content.slice(0, FEATURED_LIMIT);
}

/** GET /public-terapeutas?filters&page&size: the filters go as query parameters; only the non-empty ones are sent. */
export async function searchTherapists(filters: SearchFilters, page: number, size: number = SEARCH_PAGE_SIZE): Promise<Page<TherapistView>> {
  const searchParams = { ...searchFiltersToParams(filters), page: String(page), size: String(size) };
  return readAnswer(therapistListAnswer, await http.get('public-terapeutas', { searchParams }).json<unknown>());
}

/** GET /public-terapeutas/{id}: the public profile with its reviews (canEdit per reader). */
export async function fetchTherapist(id: string): Promise<TherapistView> {
  return readAnswer(publicProfileAnswer, await http.get(`public-terapeutas/${seg(id)}`).json<unknown>());
}

// ---- review writes ----
// Only a signed-in client may call these (the api answers 403 to anyone else and the http client
// then ends the session), so the UI never offers them to others.

export interface ReviewWrite {
  terapeutaId: string;
  nota: number;
  comentario: string;
}

/** POST /avaliacoes with only what the api reads (shared-domain reviewRequestSchema): author,
 * public signature, date and canEdit come from the token and the clock. */
export async function createReview(input: ReviewWrite): Promise<Review> {
  const json = { terapeutaId: input.terapeutaId, nota: input.nota, comentario: input.comentario.trim() };
  return readAnswer(reviewAnswer, await http.post('avaliacoes', { json }).json<unknown>());
}

/** PUT /avaliacoes with the existing review id. */
export async function updateReview(id: string, input: ReviewWrite): Promise<void> {
  await http.put('avaliacoes', {
    json: { id, terapeutaId: input.terapeutaId, nota: input.nota, comentario: input.comentario.trim() },
  });
}

/** DELETE /avaliacoes/{id}. */
export async function deleteReview(id: string): Promise<void> {
  await http.delete(`avaliacoes/${seg(id)}`);
}

/** POST /avaliacoes/{id}/denuncias (shared-domain denunciaSchema): anyone signed in but the
 * author; the api answers 201 { message } (MODERACAO_MSG.denunciaRecebida), 409 the second time. */
export async function reportReview(id: string, input: { motivo: MotivoDenuncia; texto: string }): Promise<string> {
  const json = { motivo: input.motivo, texto: input.texto.trim() };
  return readAnswer(apiErrorAnswer, await http.post(`avaliacoes/${seg(id)}/denuncias`, { json }).json<unknown>()).message;
}

// ---- the owner's own read ----

/** GET /terapeutas/{id} (the owner's private read): what listing her profile still needs. */
export async function fetchOwnPublication(id: string): Promise<PublicationStatus> {
  return readAnswer(privateTherapistAnswer, await http.get(`terapeutas/${seg(id)}`).json<unknown>());
}

// ---- a statement's public check (issue 41) ----

/** GET /declaracoes/{codigo}: valid or cancelled, initials and the CPFs' last digits; 404 for an unknown code. */
export async function fetchStatementCheck(codigo: string): Promise<DeclaracaoPublica> {
  return readAnswer(declaracaoPublicaAnswer, await http.get(`declaracoes/${seg(codigo)}`).json<unknown>());
}
