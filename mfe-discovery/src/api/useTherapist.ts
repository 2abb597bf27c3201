import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@acolhe/shared-auth';
import { PROFILE_STALE_TIME_MS } from '@acolhe/shared-domain';
import { fetchTherapist } from './publicTherapists';
import { discoveryKeys } from './queryKeys';
import { retryUnlessClientError } from './retry';

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
