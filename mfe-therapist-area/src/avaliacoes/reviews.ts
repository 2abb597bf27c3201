// The reviews a therapist received and their one public answer, as pure rules.
import { reviewReplySchema, validate, type Review } from '@acolhe/shared-domain';

/** reviewReplySchema's ceiling (2–2000 characters), for the textarea's counter; the test beside
 * this file proves both agree. */
export const REPLY_MAX = 2000;

/** Latest first. */
export function sortReviews(reviews: readonly Review[]): Review[] {
  return [...reviews].sort((a, b) => b.dataAvaliacao.localeCompare(a.dataAvaliacao));
}

/** The shared schema's message, or null when the answer may be sent. */
export function replyError(texto: string): string | null {
  const result = validate(reviewReplySchema, { texto });
  return result.success ? null : (result.fieldErrors.texto ?? result.message);
}

export const isAwaitingReply = (review: Pick<Review, 'resposta'>): boolean => !review.resposta;
