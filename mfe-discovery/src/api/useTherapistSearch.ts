import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_STALE_TIME_MS, type SearchFilters } from '@acolhe/shared-domain';
import { flattenPages, nextPageParam, totalOf } from './pagination';
import { searchTherapists } from './publicTherapists';
import { discoveryKeys } from './queryKeys';

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
