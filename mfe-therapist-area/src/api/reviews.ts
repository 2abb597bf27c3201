// The reviews a therapist received (GET /public-terapeutas/{id} → reviews) and their one answer
// (POST /avaliacoes/{reviewId}/resposta { texto } → the review; 409 once answered), edited
// (PUT, same body) or removed (DELETE) by the therapist.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, httpStatusOf, idempotent } from '@acolhe/shared-auth';
import type { Review } from '@acolhe/shared-domain';
import { belongsTo } from '@acolhe/shared-domain/contracts';
import { keyMentions, therapistAreaKeys } from './keys';

export function useReceivedReviews(id: string) {
  return useQuery({
    queryKey: therapistAreaKeys.reviews(id),
    queryFn: async () => {
      try {
        const profile = await http.get(`public-terapeutas/${encodeURIComponent(id)}`).json<{ reviews?: unknown }>();
        return Array.isArray(profile?.reviews) ? (profile.reviews as Review[]) : [];
      } catch (err) {
        // A therapist whose profile is not public yet has no reviews.
        if (httpStatusOf(err) === 404) return [];
        throw err;
      }
    },
    enabled: Boolean(id),
  });
}

export interface ReviewReplyRequest {
  review: Pick<Review, 'id'>;
  texto: string;
  /** publish the first answer (default), rewrite it, or remove it */
  action?: 'publicar' | 'editar' | 'remover';
}

const REPLY_METHOD = { publicar: 'post', editar: 'put', remover: 'delete' } as const;

export function useReplyToReview(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, texto, action = 'publicar' }: ReviewReplyRequest) =>
      idempotent(`resposta:${action}:${review.id}:${texto}`, (headers) =>
        http[REPLY_METHOD[action]](`avaliacoes/${encodeURIComponent(review.id)}/resposta`, {
          ...(action === 'remover' ? {} : { json: { texto } }),
          headers,
        }).json<Review>(),
      ),
    onSuccess: (saved, { review }) => {
      if (saved && typeof saved === 'object' && 'resposta' in saved) {
        queryClient.setQueryData<Review[]>(therapistAreaKeys.reviews(therapistId), (list) =>
          list?.map((r) => (r.id === review.id ? { ...r, resposta: saved.resposta } : r)),
        );
      }
    },
    // The public profile (other remotes) shows the answer too; a 409 means another answer exists: reload.
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (q) => keyMentions(q.queryKey, therapistId) && (!belongsTo(q.queryKey, 'therapistArea') || q.queryKey[1] === 'avaliacoes'),
      }),
  });
}
