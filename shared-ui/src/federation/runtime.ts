import { loadRemote, preloadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { peekRuntimeConfig, takeEarlyFetch } from '@acolhe/shared-auth';
import { remoteOriginGuard } from './originGuard';
import {
  allowedRemoteOrigins,
  applyOverrides,
  OVERRIDES_DISABLED,
  REMOTES_OVERRIDE_KEY,
  validateRemotes,
  withoutOverrideParams,
  type RemoteOverridesPolicy,
  type RemotesMap,
} from './remotesManifest';

let current: RemotesMap = {};
// Nothing may load until remotes.json has been read: the guard starts with no allowed origin.
let allowed: ReadonlySet<string> = new Set();
let guardInstalled = false;

/**
 * Puts the origin check on the page's Module Federation runtime (and on any runtime instance a
 * remote creates later). Idempotent; called before anything is registered, preloaded or loaded.
 */
function installOriginGuard(): void {
  if (guardInstalled) return;
  const guard = remoteOriginGuard({ allowed: () => allowed, base: () => document.baseURI });
  registerPlugins([guard]);
  registerGlobalPlugins([guard]);
  guardInstalled = true;
}

export interface RemotesRegistration {
  /** What the runtime knows: the deployed remotes with the accepted overrides on top. */
  remotes: RemotesMap;
  /** The remotes re-pointed in this browser (name → manifest URL); empty in production. */
  overridden: RemotesMap;
  /** Forgets every override and reloads the page on the deployed remotes. */
  restorePublished: () => void;
}

/**
 * Fetches /remotes.json, applies the local overrides the runtime config allows (none unless
 * `remoteOverrides.enabled`) and registers every remote. `policy` defaults to the config already
 * loaded in shared-auth.
 */
export async function registerRemotesFromManifest(
  url = '/remotes.json',
  policy: RemoteOverridesPolicy = peekRuntimeConfig()?.remoteOverrides ?? OVERRIDES_DISABLED,
): Promise<RemotesRegistration> {
  installOriginGuard();
  const response = await (takeEarlyFetch(url) ?? fetch(url, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const deployed = validateRemotes(await response.json());
  const result = applyOverrides(deployed, window.location.search, window.localStorage, policy);
  for (const r of result.rejected) console.warn(`[acolhe] substituição de remoto ignorada: ${r.name} → ${r.url} (${r.reason})`);
  allowed = allowedRemoteOrigins(deployed, policy);
  current = result.remotes;
  registerRemotes(Object.entries(current).map(([name, entry]) => ({ name, entry })));
  return { remotes: { ...current }, overridden: { ...result.overridden }, restorePublished };
}

function restorePublished(): void {
  window.localStorage.removeItem(REMOTES_OVERRIDE_KEY);
  window.location.replace(withoutOverrideParams(window.location.href));
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
    .then(() => {
      installOriginGuard();
      return preloadRemote([{ nameOrAlias: name, exposes: [`./${module}`], resourceCategory: 'sync', share: false, depsRemote: false }]);
    })
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
  installOriginGuard();
  const name = id.split('/')[0] ?? id;
  if (retry && current[name]) registerRemotes([{ name, entry: current[name] }], { force: true });
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`Remote indisponível: ${id}`);
  return mod;
}
