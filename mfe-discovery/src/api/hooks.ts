// react-query hooks of the discovery room over the operation table (docs/decisions/0047): every
// call is `callApi(row, input)` and every read's key is the row's (`queryKeyOf(row, input)`), the
// same keys the shell's server prefetches with — the pages' `serverData` use these query options.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, httpStatusOf, queryKeyOf, useCurrentUser } from '@acolhe/shared-auth';
import { FEATURED_LIMIT, LIST_STALE_TIME_MS, PROFILE_STALE_TIME_MS, searchFiltersToParams, type SearchFilters } from '@acolhe/shared-domain';
import {
  createReview,
  deleteReview,
  getOwnTherapistProfile,
  getPublicProfile,
  listFeaturedTherapists,
  searchTherapists,
  updateReviewById,
  verifyPaymentStatement,
  type AnswerOf,
  type InputOf,
} from '@acolhe/shared-domain/operations';
import { flattenPages, nextPageParam, SEARCH_PAGE_SIZE, totalOf } from './pagination';

/** The public profile as the api answers it (reviews included, `canEdit` per reader). */
export type TherapistView = AnswerOf<typeof getPublicProfile>;
/** One therapist of a list (search, highlights). */
export type ListedTherapist = AnswerOf<typeof searchTherapists>['content'][number];

/** Retry once on network/server failures; a 4xx (e.g. unknown therapist) will not change. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

// ---- highlights ----

/** Home 'Terapeutas em destaque' (product.md#sessions-appointments: fresh for 5 minutes); at most
 * FEATURED_LIMIT whatever the server sends (product.md#limits). */
export const featuredTherapistsQuery = queryOptions({
  ...apiQuery(listFeaturedTherapists, {}),
  select: (page: AnswerOf<typeof listFeaturedTherapists>) => page.content.slice(0, FEATURED_LIMIT),
  staleTime: LIST_STALE_TIME_MS,
});

export function useFeaturedTherapists() {
  return useQuery(featuredTherapistsQuery);
}

// ---- search ----

type SearchQuery = NonNullable<InputOf<typeof searchTherapists>['query']>;

/** The query of `filters` (only the non-empty ones are sent) in pages of `size`. */
function searchQueryOf(filters: SearchFilters, size: number): SearchQuery {
  return { ...(searchFiltersToParams(filters) as SearchQuery), size };
}

/** The results of `filters`, page by page ("Carregar mais"), fresh for 5 minutes. The key is the
 * row's for the filters without the page, and says it holds pages (an infinite query's data is
 * not one answer, so it must not share an entry with a plain read of the same filters). */
export function therapistSearchQuery(filters: SearchFilters, size: number = SEARCH_PAGE_SIZE) {
  const query = searchQueryOf(filters, size);
  return infiniteQueryOptions({
    queryKey: [...queryKeyOf(searchTherapists, { query }), 'paginas'],
    queryFn: ({ pageParam }) => callApi(searchTherapists, { query: { ...query, page: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages, lastPageParam) =>
      nextPageParam(lastPage, lastPageParam, allPages.reduce((n, p) => n + p.content.length, 0), size),
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

const profileInput = (id: string) => ({ params: { id } });

/** The key of a profile read for `readerId`: the row's key, then the reader — the answer depends
 * on who asks (each review's canEdit, canReview). Invalidating the row's key reaches every reader's. */
export function therapistQueryKey(id: string, readerId: string | null): readonly unknown[] {
  return [...queryKeyOf(getPublicProfile, profileInput(id)), { leitor: readerId ?? 'visitante' }];
}

/** The public profile with its reviews, read for `readerId` (null: a visitor, as the server renders it). */
export function therapistQuery(id: string, readerId: string | null) {
  return queryOptions({
    queryKey: therapistQueryKey(id, readerId),
    queryFn: () => callApi(getPublicProfile, profileInput(id)),
    retry: retryUnlessClientError,
    staleTime: PROFILE_STALE_TIME_MS,
  });
}

/** True when `key` is a profile read of therapist `id` (for any reader). */
function readsProfileOf(key: readonly unknown[] | undefined, id: string): boolean {
  const prefix = queryKeyOf(getPublicProfile, profileInput(id));
  return key !== undefined && prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));
}

/** The public profile with its reviews, read for the current reader (canEdit is per reader). */
export function useTherapist(id: string) {
  const user = useCurrentUser();
  return useQuery({
    ...therapistQuery(id, user?.id ?? null),
    // The same therapist read for another reader (the visitor the server rendered for, before the
    // session was known) stays on screen while this reader's copy loads: no skeleton in between.
    placeholderData: (previous, previousQuery) => (readsProfileOf(previousQuery?.queryKey, id) ? previous : undefined),
  });
}

/** The owner's private read, with what keeps her profile out of the public pages. */
export function useOwnPublication(therapistId: string) {
  return useQuery(apiQuery(getOwnTherapistProfile, { params: { id: therapistId } }));
}

// ---- the reader's review ----

export interface ReviewWrite {
  nota: number;
  comentario: string;
}

/**
 * Create / update / delete the reader's review. Each success refetches the profile (its rating,
 * count and list change) before resolving, and marks the cards' lists stale (they show ratings).
 * Only what the api reads is sent: author, signature, date and canEdit come from the token.
 */
export function useReviewMutations(therapistId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: [listFeaturedTherapists.operationId] });
    void queryClient.invalidateQueries({ queryKey: [searchTherapists.operationId] });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(getPublicProfile, profileInput(therapistId)) });
  };
  const body = (input: ReviewWrite) => ({ terapeutaId: therapistId, nota: input.nota, comentario: input.comentario.trim() });

  const create = useMutation({
    mutationFn: (vars: { input: ReviewWrite }) => callApi(createReview, { body: body(vars.input) }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (vars: { id: string; input: ReviewWrite }) => callApi(updateReviewById, { body: { id: vars.id, ...body(vars.input) } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(deleteReview, { params: { id } }),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

// ---- a statement's public check (issue 41) ----

/** Read each time the page opens (a cancellation changes it); an unknown code (404) is an answer,
 * not retried. */
export function useStatementCheck(codigo: string) {
  return useQuery({
    ...apiQuery(verifyPaymentStatement, { params: { codigo } }),
    enabled: codigo !== '',
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}
