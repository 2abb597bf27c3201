// Review form and request (SPEC §5 'Review'). Author, date and canEdit are never taken from
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
