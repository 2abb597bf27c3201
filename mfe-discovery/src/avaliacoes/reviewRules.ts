// Review rules of product.md#sessions-appointments-§6 as pure functions: who may add, which review is the reader's own,
// and what is wrong with a draft (validated by the shared valibot schema, so the api agrees).
import {
  formatDate,
  VALIDATION_MESSAGES,
  reviewSchema,
  validate,
  type Review,
  type SessionUser, reviewCommentCounter } from '@acolhe/shared-domain';
import { REVIEW_TEXTS } from './reviewTexts';

export interface ReviewDraft {
  /** 0 = no star chosen yet */
  nota: number;
  comentario: string;
}

export const EMPTY_DRAFT: ReviewDraft = { nota: 0, comentario: '' };

/** The reader's own review on this therapist, if any (one per client per therapist). Public
 * reviews carry no author id: the api marks the reader's own one canEdit. */
export function ownReview(reviews: readonly Review[], user: Pick<SessionUser, 'id'> | null): Review | null {
  if (user === null) return null;
  return reviews.find((r) => r.canEdit) ?? null;
}

/** product.md#sessions-appointments: only a signed-in client the api says may review (`canReview`: a
 * completed session with this therapist, issue 32) without an own review, and only while the form is
 * closed. Never offered otherwise: the api would refuse it with a 403, which ends the session. */
export function canAddReview(
  user: Pick<SessionUser, 'id' | 'tipo'> | null,
  reviews: readonly Review[],
  formOpen: boolean,
  canReview: boolean,
): boolean {
  return isEligibleReviewer(user, reviews, canReview) && !formOpen;
}

/** Whether this reader may write a review here now (drives 'Seja o primeiro a avaliar!'). */
export function isEligibleReviewer(user: Pick<SessionUser, 'id' | 'tipo'> | null, reviews: readonly Review[], canReview: boolean): boolean {
  return user?.tipo === 'cliente' && canReview && ownReview(reviews, user) === null;
}

/** 'Denunciar' on a review: anyone but its author (a guest is sent to the login first). */
export function canReportReview(review: Pick<Review, 'canEdit'>): boolean {
  return !review.canEdit;
}

/** 'n/10' where n is the trimmed length: the rule counts trimmed characters, so does the counter. */
export function commentCounter(comentario: string): string {
  return reviewCommentCounter(comentario);
}

export interface ReviewProblem {
  field: 'nota' | 'comentario';
  title: string;
  message: string;
}

/** The first problem of a draft, as the toast (and field error) the user sees; null when valid. */
export function reviewDraftProblem(draft: ReviewDraft): ReviewProblem | null {
  const result = validate(reviewSchema, draft);
  if (result.success) return null;
  const { nota, comentario } = result.fieldErrors;
  if (nota) return { field: 'nota', title: REVIEW_TEXTS.ratingRequiredTitle, message: nota };
  const message = comentario ?? result.message;
  const title =
    message === VALIDATION_MESSAGES.reviewCommentMax ? REVIEW_TEXTS.commentTooLongTitle : REVIEW_TEXTS.commentTooShortTitle;
  return { field: 'comentario', title, message };
}

export interface ReplyView {
  text: string;
  /** dd/MM/yyyy ('' when the api sent no readable date) */
  date: string;
}

/** The therapist's public answer to show under a review, or null (none, or an empty one). */
export function replyOf(review: Pick<Review, 'resposta'>): ReplyView | null {
  const reply = review.resposta;
  if (!reply || typeof reply.texto !== 'string' || reply.texto.trim() === '') return null;
  return { text: reply.texto.trim(), date: formatDate(reply.data) };
}

/** Only a review the api marks verified (its author had a completed session through Acolhe). */
export function isVerifiedReview(review: Pick<Review, 'verified'>): boolean {
  return review.verified === true;
}

/** The draft the form opens with: empty when creating, the review's values when editing. */
export function initialDraft(editing: Review | null): ReviewDraft {
  return editing ? { nota: editing.nota, comentario: editing.comentario } : EMPTY_DRAFT;
}
