import { publicReviewerName, type Review } from '@acolhe/shared-domain';
import type { AvaliacaoRow } from '../db/schema';

/** A review as anyone may read it: signed 'Joana A.', no client id. canEdit is true only for
 * the review's own author (a client caller with the same id), computed here for the caller. */
export function toReview(row: AvaliacaoRow, callerClientId: string | null): Review {
  return {
    id: row.id,
    terapeutaId: row.terapeutaId,
    clientName: publicReviewerName(row.clientName),
    nota: row.nota,
    comentario: row.comentario,
    dataAvaliacao: row.dataAvaliacao,
    canEdit: callerClientId !== null && row.clienteId === callerClientId,
  };
}
