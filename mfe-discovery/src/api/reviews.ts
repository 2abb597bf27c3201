// Review writes of api/README.md. Only a signed-in client may call these (the api answers 403 to
// anyone else and the http client then ends the session), so the UI never offers them to others.
import { http } from '@acolhe/shared-auth';
import type { MotivoDenuncia, Review } from '@acolhe/shared-domain';

export interface ReviewWrite {
  terapeutaId: string;
  nota: number;
  comentario: string;
}

/** POST /avaliacoes with only what the api reads (shared-domain reviewRequestSchema): author,
 * public signature, date and canEdit come from the token and the clock. */
export function createReview(input: ReviewWrite): Promise<Review> {
  return http
    .post('avaliacoes', {
      json: { terapeutaId: input.terapeutaId, nota: input.nota, comentario: input.comentario.trim() },
    })
    .json<Review>();
}

/** PUT /avaliacoes with the existing review id. */
export async function updateReview(id: string, input: ReviewWrite): Promise<void> {
  await http.put('avaliacoes', {
    json: { id, terapeutaId: input.terapeutaId, nota: input.nota, comentario: input.comentario.trim() },
  });
}

export async function deleteReview(id: string): Promise<void> {
  await http.delete(`avaliacoes/${encodeURIComponent(id)}`);
}

/** POST /avaliacoes/{id}/denuncias (shared-domain denunciaSchema): anyone signed in but the
 * author; the api answers 201 { message } (MODERACAO_MSG.denunciaRecebida), 409 the second time. */
export async function reportReview(id: string, input: { motivo: MotivoDenuncia; texto: string }): Promise<string> {
  const answer = await http
    .post(`avaliacoes/${encodeURIComponent(id)}/denuncias`, { json: { motivo: input.motivo, texto: input.texto.trim() } })
    .json<{ message: string }>();
  return answer.message;
}
