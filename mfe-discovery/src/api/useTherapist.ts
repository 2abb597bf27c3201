import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@acolhe/shared-auth';
import { fetchTherapist } from './publicTherapists';
import { discoveryKeys } from './queryKeys';
import { retryUnlessClientError } from './retry';

/** The public profile with its reviews, read for the current reader (canEdit is per reader). */
export function useTherapist(id: string) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: discoveryKeys.therapist(id, user?.id ?? null),
    queryFn: () => fetchTherapist(id),
    retry: retryUnlessClientError,
  });
}
