// Review answers: what anyone may read of a review (no client id; the author as 'Joana A.').
import * as v from 'valibot';
import { isoDateText } from './common';

export const reviewAnswer = v.strictObject({
  id: v.string(),
  terapeutaId: v.string(),
  clientName: v.string(),
  nota: v.pipe(v.number(), v.integer()),
  comentario: v.string(),
  dataAvaliacao: isoDateText,
  canEdit: v.boolean(),
  verified: v.boolean(),
  resposta: v.nullable(v.strictObject({ texto: v.string(), data: isoDateText })),
});
