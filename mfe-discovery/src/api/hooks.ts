// react-query hooks over the discovery endpoints (and the query options the shell's server
// renders with).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { httpStatusOf, useCurrentUser } from '@acolhe/shared-auth';
import { LIST_STALE_TIME_MS, PROFILE_STALE_TIME_MS, type SearchFilters } from '@acolhe/shared-domain';
import {
  createReview,
  deleteReview,
  fetchFeatured,
  fetchOwnPublication,
  fetchStatementCheck,
  fetchTherapist,
  searchTherapists,
  updateReview,
  type ReviewWrite,
} from './endpoints';
import { discoveryKeys } from './keys';
import { flattenPages, nextPageParam, totalOf } from './pagination';

/** Retry once on network/server failures; a 4xx (e.g. unknown therapist) will not change. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

// ---- highlights ----

/** Home 'Terapeutas em destaque' (product.md#sessions-appointments: fresh for 5 minutes). */
export const featuredTherapistsQuery = queryOptions({
  queryKey: discoveryKeys.featured(),
  queryFn: fetchFeatured,
  staleTime: LIST_STALE_TIME_MS,
});

export function useFeaturedTherapists() {
  return useQuery(featuredTherapistsQuery);
}

// ---- search ----

/** The results of `filters`, page by page ("Carregar mais"), fresh for 5 minutes. */
export function therapistSearchQuery(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: discoveryKeys.search(filters),
    queryFn: ({ pageParam }) => searchTherapists(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages, lastPageParam) =>
      nextPageParam(lastPage, lastPageParam, allPages.reduce((n, p) => n + p.content.length, 0)),
    staleTime: LIST_STALE_TIME_MS,
  });
}

/** /terapeutas results for the URL's filters (not asked while `enabled` is false). */
export function useTherapistSearch(filters: SearchFilters, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({ ...therapistSearchQuery(filters), enabled });
  const pages = query.data?.pages ?? [];
  return { ...query, therapists: flattenPages(pages), total: totalOf(pages) };
}

// ---- the public profile ----

/** The public profile with its reviews, read for `readerId` (null: a visitor, as the server renders it). */
export function therapistQuery(id: string, readerId: string | null) {
  return queryOptions({
    queryKey: discoveryKeys.therapist(id, readerId),
    queryFn: () => fetchTherapist(id),
    retry: retryUnlessClientError,
    staleTime: PROFILE_STALE_TIME_MS,
  });
}

/** The public profile with its reviews, read for the current reader (canEdit is per reader). */
export function useTherapist(id: string) {
  const user = useCurrentUser();
  return useQuery({
    ...therapistQuery(id, user?.id ?? null),
    // The same therapist read for another reader (the visitor the server rendered for, before the
    // session was known) stays on screen while this reader's copy loads: no skeleton in between.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}

/** GET /terapeutas/{id}: the owner's read, with what keeps her profile out of the public pages. */
export function useOwnPublication(therapistId: string) {
  return useQuery({ queryKey: discoveryKeys.ownPublication(therapistId), queryFn: () => fetchOwnPublication(therapistId) });
}

// ---- the reader's review ----

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

// ---- a statement's public check (issue 41) ----

/** GET /declaracoes/{codigo}: read each time the page opens (a cancellation changes it); an
 * unknown code (404) is an answer, not retried. */
export function useStatementCheck(codigo: string) {
  return useQuery({
    queryKey: discoveryKeys.statement(codigo),
    queryFn: () => fetchStatementCheck(codigo),
    enabled: codigo !== '',
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}
