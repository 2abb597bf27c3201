// GET /cep/{cep} through this area's cache: a CEP never changes its address during a visit, so
// each one is asked once.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lookupCep } from '@acolhe/shared-auth';
import type { Address } from '@acolhe/shared-domain';
import { therapistAreaKeys } from './keys';

export function useCepFetcher() {
  const queryClient = useQueryClient();
  return useCallback(
    (digits: string): Promise<Address> =>
      queryClient.fetchQuery({ queryKey: therapistAreaKeys.cep(digits), queryFn: () => lookupCep(digits), staleTime: Infinity, retry: false }),
    [queryClient],
  );
}
