import { sql, type SQL } from 'drizzle-orm';
import { publicReviewerName, type Review } from '@acolhe/shared-domain';
import type { AvaliacaoRow } from '../db/schema';

/** True when `cliente` had a COMPLETED session with `terapeuta` through Acolhe: what makes a
 * review verified. */
export const hadCompletedSession = (cliente: SQL, terapeuta: SQL) =>
  sql<boolean>`EXISTS (SELECT 1 FROM "sessoes" AS "vs" WHERE "vs"."cliente_id" = ${cliente} AND "vs"."terapeuta_id" = ${terapeuta} AND "vs"."status" = 'COMPLETED')`;

/** True when the review's author had a COMPLETED session with the therapist through Acolhe.
 * Columns are written qualified by hand: in a one-table select drizzle renders them unqualified,
 * and inside the subquery they would resolve to sessoes' own. */
export const VERIFIED_SQL = hadCompletedSession(sql`"avaliacoes"."cliente_id"`, sql`"avaliacoes"."terapeuta_id"`);

/** A review as anyone may read it: signed 'Joana A.', no client id. canEdit is true only for
 * the review's own author (a client caller with the same id), computed here for the caller. */
export function toReview(row: AvaliacaoRow, callerClientId: string | null, verified: boolean): Review {
  return {
    id: row.id,
    terapeutaId: row.terapeutaId,
    clientName: publicReviewerName(row.clientName),
    nota: row.nota,
    comentario: row.comentario,
    dataAvaliacao: row.dataAvaliacao,
    canEdit: callerClientId !== null && row.clienteId === callerClientId,
    verified,
    resposta: row.resposta ? { texto: row.resposta, data: row.respostaEm ?? row.dataAvaliacao } : null,
  };
}
