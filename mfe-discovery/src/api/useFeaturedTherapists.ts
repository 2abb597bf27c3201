import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_STALE_TIME_MS } from '@acolhe/shared-domain';
import { fetchFeatured } from './publicTherapists';
import { discoveryKeys } from './queryKeys';

/** Home 'Terapeutas em destaque' (product.md#sessions-appointments: fresh for 5 minutes). */
export const featuredTherapistsQuery = queryOptions({
  queryKey: discoveryKeys.featured(),
  queryFn: fetchFeatured,
  staleTime: LIST_STALE_TIME_MS,
});

export function useFeaturedTherapists() {
  return useQuery(featuredTherapistsQuery);
}
