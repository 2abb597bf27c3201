// The reviews a therapist received and their one answer (published, edited or removed).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, queryKeyOf } from '@acolhe/shared-auth';
import type { Review } from '@acolhe/shared-domain';
import { mentionsId } from '@acolhe/shared-domain/contracts';
import { answerReview, changeReviewAnswer, getPublicProfile, removeReviewAnswer } from '@acolhe/shared-domain/operations';
import { orWhenMissing } from '../calls';

/** The key of the reviews read from the public profile: under the row's key (a change of the
 * profile refreshes it by prefix), its own entry (it holds the list, not the profile's answer). */
const reviewsKey = (id: string) => [...queryKeyOf(getPublicProfile, { params: { id } }), 'reviews'];

/** The public profile's reviews; a profile not public yet (404) has none. */
export function useReceivedReviews(id: string) {
  return useQuery({
    queryKey: reviewsKey(id),
    queryFn: () => orWhenMissing(async () => (await callApi(getPublicProfile, { params: { id } }))?.reviews ?? [], []),
    enabled: Boolean(id),
  });
}

export type ReviewReplyAction = 'publicar' | 'editar' | 'remover';

export interface ReviewReplyRequest {
  review: Pick<Review, 'id'>;
  texto: string;
  /** publish the first answer (default), rewrite it, or remove it */
  action?: ReviewReplyAction;
}

/** answerReview (publish; 409 once answered), changeReviewAnswer (edit) or removeReviewAnswer. */
function sendReply(id: string, texto: string, action: ReviewReplyAction): Promise<Review> {
  if (action === 'remover') return callApi(removeReviewAnswer, { params: { id } });
  return callApi(action === 'editar' ? changeReviewAnswer : answerReview, { params: { id }, body: { texto } });
}

export function useReplyToReview(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, texto, action = 'publicar' }: ReviewReplyRequest) =>
      sendReply(review.id, texto, action),
    onSuccess: (saved, { review }) => {
      queryClient.setQueryData<Review[]>(reviewsKey(therapistId), (list) =>
        list?.map((r) => (r.id === review.id ? { ...r, resposta: saved.resposta } : r)),
      );
    },
    // The public profile (other remotes) shows the answer too; a 409 means another answer exists: reload.
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => mentionsId(q.queryKey, therapistId) }),
  });
}
