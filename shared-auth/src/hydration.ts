import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true afterwards (and from
 * the start of a page the browser renders alone); React re-renders once it turns true. What only
 * the browser knows (the signed-in user, localStorage) waits for it, so the hydrating render
 * matches the server's (docs/decisions.md, "Server rendering").
 * A value that may well be the same in the browser (no user signed in) is cheaper through
 * useAfterHydration.
 */
export function useHydrated(): boolean {
  return useAfterHydration(true, false);
}

/**
 * `value`, except while React hydrates the server's HTML: then `serverValue`, what the server
 * rendered. After hydration React re-renders the component — at once, in the same task, as it
 * does for any store that differs from the server's — but only if `value` is not `serverValue`:
 * a visitor's page (no user, the server's null) is not rendered a second time.
 */
export function useAfterHydration<T>(value: T, serverValue: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => value,
    () => serverValue,
  );
}
