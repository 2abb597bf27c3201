import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { takeEarlyFetch } from '@acolhe/shared-auth';
import { applyOverrides, validateRemotes, type RemotesMap } from './remotesManifest';

let current: RemotesMap = {};

/** Fetches /remotes.json, applies local overrides and registers every remote. */
export async function registerRemotesFromManifest(url = '/remotes.json'): Promise<RemotesMap> {
  const response = await (takeEarlyFetch(url) ?? fetch(url, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  current = applyOverrides(validateRemotes(await response.json()), window.location.search, window.localStorage);
  registerRemotes(Object.entries(current).map(([name, entry]) => ({ name, entry })));
  return current;
}

/**
 * Starts downloading `remote/Module`'s scripts and styles (from the remote's mf-manifest.json)
 * now, before React has rendered the route that lazy-loads it. Never throws: a failed preload
 * only means the route's own load will report the remote as down.
 */
export function preloadRemoteModule(id: string): void {
  const [name, module] = id.split('/');
  if (!name || !module || !current[name]) return;
  void Promise.resolve()
    .then(() => preloadRemote([{ nameOrAlias: name, exposes: [`./${module}`], resourceCategory: 'sync', share: false, depsRemote: false }]))
    .catch((error: unknown) => console.warn('[acolhe] preload', id, error));
}

export function registeredRemotes(): RemotesMap {
  return { ...current };
}

/**
 * Loads `remote/Module` (e.g. `booking/BookingCard`). `retry` re-registers the remote first so a
 * server that came back up is fetched again instead of the cached failure.
 */
export async function loadRemoteModule<T>(id: string, retry = false): Promise<T> {
  const name = id.split('/')[0] ?? id;
  if (retry && current[name]) registerRemotes([{ name, entry: current[name] }], { force: true });
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`Remote indisponível: ${id}`);
  return mod;
}
