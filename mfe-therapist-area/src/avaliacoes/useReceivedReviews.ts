// 'Avaliações recebidas': the list (latest first) and the answer to one review, validated with
// the shared schema; a 409 (already answered) reloads the list, which then shows that answer.
import { useMemo } from 'react';
import { notify } from '@acolhe/shared-ui';
import { apiErrorMessage, httpStatusOf } from '@acolhe/shared-auth';
import type { Review } from '@acolhe/shared-domain';
import { useReceivedReviews, useReplyToReview } from '../api';
import { replyError, sortReviews } from './reviews';

export const REPLY_PUBLISHED = { title: 'Resposta publicada', message: 'Ela aparece no seu perfil público, abaixo da avaliação.' } as const;
export const REPLY_ALREADY = 'Esta avaliação já foi respondida.';
export const REPLY_FAILED = 'Não foi possível publicar sua resposta. Tente novamente.';

export function useReceivedReviewsSection(therapistId: string) {
  const reviews = useReceivedReviews(therapistId);
  const reply = useReplyToReview(therapistId);
  const list = useMemo(() => sortReviews(reviews.data ?? []), [reviews.data]);

  /** null once published; otherwise the message to show under the textarea. */
  const send = async (review: Review, texto: string): Promise<string | null> => {
    const invalid = replyError(texto);
    if (invalid) return invalid;
    try {
      await reply.mutateAsync({ review, texto: texto.trim() });
    } catch (err) {
      if (httpStatusOf(err) === 409) {
        notify({ color: 'yellow', title: 'Avaliação já respondida', message: apiErrorMessage(err, REPLY_ALREADY) });
        return apiErrorMessage(err, REPLY_ALREADY);
      }
      return apiErrorMessage(err, REPLY_FAILED);
    }
    notify({ color: 'teal', ...REPLY_PUBLISHED });
    return null;
  };

  return {
    reviews: list,
    loading: reviews.isPending,
    failed: reviews.isError,
    retry: () => void reviews.refetch(),
    send,
    sendingId: reply.isPending ? reply.variables?.review.id : undefined,
  };
}
