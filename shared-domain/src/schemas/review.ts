// Review form and request (product.md#validation 'Review'). Author, date and canEdit are never taken from
// the body: the api derives them from the token and the clock.
import * as v from 'valibot';
import { REVIEW_COMMENT_MAX, REVIEW_MIN_LENGTH } from '../constants';
import { cleanText, visibleLength } from '../text';
import { id, object, textField } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

const nota = v.pipe(
  v.number(M.reviewRating),
  v.integer(M.reviewRating),
  v.minValue(1, M.reviewRating),
  v.maxValue(5, M.reviewRating),
);
const comentario = textField({ message: M.reviewComment, min: REVIEW_MIN_LENGTH, max: REVIEW_COMMENT_MAX, maxMessage: M.reviewCommentMax, multiline: true });

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
 * The review comment's counter, as the rule counts (textField): until the minimum of visible
 * characters is met it says what is missing — 'mínimo de 10 caracteres (3/10)' (a bare '3/10' reads
 * like a score) —, then the stored length against the ceiling: '42/2000 caracteres'.
 */
export function reviewCommentCounter(comentario: string): string {
  const stored = cleanText(comentario, { multiline: true });
  const visible = visibleLength(stored);
  return visible < REVIEW_MIN_LENGTH
    ? `mínimo de ${REVIEW_MIN_LENGTH} caracteres (${visible}/${REVIEW_MIN_LENGTH})`
    : `${stored.length}/${REVIEW_COMMENT_MAX} caracteres`;
}
