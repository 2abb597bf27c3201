// The reviews a therapist received and their one answer (published, edited or removed).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIdempotentAttempt } from '@acolhe/shared-auth';
import type { Review } from '@acolhe/shared-domain';
import { belongsTo } from '@acolhe/shared-domain/contracts';
import { fetchReceivedReviews, replyToReview, type ReviewReplyAction } from '../endpoints';
import { keyMentions, therapistAreaKeys } from '../keys';

export function useReceivedReviews(id: string) {
  return useQuery({ queryKey: therapistAreaKeys.reviews(id), queryFn: () => fetchReceivedReviews(id), enabled: Boolean(id) });
}

export interface ReviewReplyRequest {
  review: Pick<Review, 'id'>;
  texto: string;
  /** publish the first answer (default), rewrite it, or remove it */
  action?: ReviewReplyAction;
}

export function useReplyToReview(therapistId: string) {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: ({ review, texto, action = 'publicar' }: ReviewReplyRequest) =>
      attempt.send({ resposta: review.id, action, texto }, (headers) => replyToReview(review.id, texto, action, headers)),
    onSuccess: (saved, { review }) => {
      queryClient.setQueryData<Review[]>(therapistAreaKeys.reviews(therapistId), (list) =>
        list?.map((r) => (r.id === review.id ? { ...r, resposta: saved.resposta } : r)),
      );
    },
    // The public profile (other remotes) shows the answer too; a 409 means another answer exists: reload.
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (q) => keyMentions(q.queryKey, therapistId) && (!belongsTo(q.queryKey, 'therapistArea') || q.queryKey[1] === 'avaliacoes'),
      }),
  });
}
