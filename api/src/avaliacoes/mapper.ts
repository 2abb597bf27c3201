import type { Review } from '@acolhe/shared-domain';
import type { AvaliacaoRow } from '../db/schema';

/** canEdit is true only for the review's own author (a client caller with the same id). */
export function toReview(row: AvaliacaoRow, callerClientId: string | null): Review {
  return {
    id: row.id,
    terapeutaId: row.terapeutaId,
    clienteId: row.clienteId,
    clientName: row.clientName,
    nota: row.nota,
    comentario: row.comentario,
    dataAvaliacao: row.dataAvaliacao,
    canEdit: callerClientId !== null && row.clienteId === callerClientId,
  };
}
