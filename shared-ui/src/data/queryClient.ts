import { QueryClient } from '@tanstack/react-query';
import { registerDataCache } from '@acolhe/shared-ui';

// One client for the whole page (shell and every remote share this module as a singleton),
// so a mutation in one remote can invalidate what another remote shows.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

registerDataCache(() => queryClient.clear());
