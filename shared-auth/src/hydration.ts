import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true afterwards (and from
 * the start of a page the browser renders alone); React re-renders once it turns true. What only
 * the browser knows (the signed-in user, localStorage) waits for it, so the hydrating render
 * matches the server's (docs/decisions.md, "Server rendering").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
