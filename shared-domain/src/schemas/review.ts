// Review form and request (product.md#validation 'Review'). Author, date and canEdit are never taken from
// the body: the api derives them from the token and the clock.
import * as v from 'valibot';
import { REVIEW_COMMENT_MAX, REVIEW_MIN_LENGTH } from '../constants';
import { id, object } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

const nota = v.pipe(
  v.number(M.reviewRating),
  v.integer(M.reviewRating),
  v.minValue(1, M.reviewRating),
  v.maxValue(5, M.reviewRating),
);
const comentario = v.pipe(
  v.string(M.reviewComment),
  v.trim(),
  v.minLength(REVIEW_MIN_LENGTH, M.reviewComment),
  v.maxLength(REVIEW_COMMENT_MAX, M.reviewCommentMax),
);

export const reviewSchema = object({ nota, comentario });
export type ReviewInput = v.InferOutput<typeof reviewSchema>;

/** POST /avaliacoes (no id) and PUT /avaliacoes (with the existing review id). */
export const reviewRequestSchema = object({
  id: v.optional(id(M.invalidValue)),
  terapeutaId: id(M.reviewTherapist),
  nota,
  comentario,
});
export type ReviewRequest = v.InferOutput<typeof reviewRequestSchema>;

/**
 * The review comment's counter (the trimmed length, as the rule counts it). Until the minimum is
 * met it says what is missing — 'mínimo de 10 caracteres (3/10)' (a bare '3/10' reads like a score)
 * —, then the plain count against the ceiling: '42/2000 caracteres'.
 */
export function reviewCommentCounter(comentario: string): string {
  const n = comentario.trim().length;
  return n < REVIEW_MIN_LENGTH
    ? `mínimo de ${REVIEW_MIN_LENGTH} caracteres (${n}/${REVIEW_MIN_LENGTH})`
    : `${n}/${REVIEW_COMMENT_MAX} caracteres`;
}
