import { useInfiniteQuery } from '@tanstack/react-query';
import { LIST_STALE_TIME_MS, type SearchFilters } from '@acolhe/shared-domain';
import { flattenPages, nextPageParam, totalOf } from './pagination';
import { searchTherapists } from './publicTherapists';
import { discoveryKeys } from './queryKeys';

/** /terapeutas results for the URL's filters, page by page ("Carregar mais"), fresh for 5 minutes. */
export function useTherapistSearch(filters: SearchFilters) {
  const query = useInfiniteQuery({
    queryKey: discoveryKeys.search(filters),
    queryFn: ({ pageParam }) => searchTherapists(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages, lastPageParam) =>
      nextPageParam(lastPage, lastPageParam, allPages.reduce((n, p) => n + p.content.length, 0)),
    staleTime: LIST_STALE_TIME_MS,
  });
  const pages = query.data?.pages ?? [];
  return { ...query, therapists: flattenPages(pages), total: totalOf(pages) };
}
