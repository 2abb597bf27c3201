// The page's index.html starts fetching /config.json and /remotes.json before any script has
// downloaded (an inline script, tooling/webpack/index.html) and leaves the promises here: boot
// takes them instead of asking again, one round trip less before the first remote can load.

export const EARLY_FETCH_KEY = '__acolheEarlyFetch';

type EarlyFetches = Record<string, Promise<Response> | undefined>;

/** The response the page already asked for `url`, once; undefined if it did not (tests, other hosts). */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const early = (globalThis as unknown as Record<string, EarlyFetches | undefined>)[EARLY_FETCH_KEY];
  const pending = early?.[url];
  if (early && pending) delete early[url];
  return pending;
}
