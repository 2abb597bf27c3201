import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discoveryKeys } from './queryKeys';
import { createReview, deleteReview, updateReview, type ReviewWrite } from './reviews';

/**
 * Create / update / delete the reader's review. Each success refetches the profile (its rating,
 * count and list change) before resolving, and marks the cards' lists stale (they show ratings).
 */
export function useReviewMutations(therapistId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: discoveryKeys.featured() });
    void queryClient.invalidateQueries({ queryKey: discoveryKeys.searchAll() });
    await queryClient.invalidateQueries({ queryKey: discoveryKeys.therapistAll(therapistId) });
  };

  const create = useMutation({
    mutationFn: (vars: { input: Omit<ReviewWrite, 'terapeutaId'> }) => createReview({ ...vars.input, terapeutaId: therapistId }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (vars: { id: string; input: Omit<ReviewWrite, 'terapeutaId'> }) =>
      updateReview(vars.id, { ...vars.input, terapeutaId: therapistId }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteReview(id),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
