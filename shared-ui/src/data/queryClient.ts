import { QueryClient, hydrate, type DehydratedState } from '@tanstack/react-query';
import { registerDataCache, serverRenderState } from '@acolhe/shared-ui';

// One client for the whole page (shell and every remote share this module as a singleton),
// so a mutation in one remote can invalidate what another remote shows.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

registerDataCache(() => queryClient.clear());

let adopted = false;

/**
 * The answers the server rendered the page with (its dehydrated cache), put in this cache once,
 * before the page's first render: the hydrating page finds its data and fetches nothing again.
 */
export function adoptServerData(): void {
  if (adopted) return;
  adopted = true;
  const state = serverRenderState();
  if (state) hydrate(queryClient, state.queries as DehydratedState); // the server's dehydrate()
}
