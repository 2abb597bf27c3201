// Which remote lives where is decided at run time, not at build time: the shell (or a remote's
// harness) reads /remotes.json, applies the integration tester's local overrides when the runtime
// config allows them, and registers the remotes with the Module Federation runtime.
//
// Loading a remote runs its JavaScript on the shell's origin, with access to the session tokens:
// remote loading is a trust boundary. The rules here are pure (no runtime, no DOM globals) so they
// can be tested alone; originGuard.ts enforces them on every URL the runtime is about to load.

import { STORAGE_KEYS } from '@acolhe/shared-domain/contracts';

export type RemotesMap = Record<string, string>;

/** config.json's `remoteOverrides`: absent means disabled (the production default). */
export interface RemoteOverridesPolicy {
  enabled: boolean;
  /** Origins (`https://host[:port]`) an override's manifest may live on. */
  allowedOrigins: readonly string[];
}

export const OVERRIDES_DISABLED: RemoteOverridesPolicy = { enabled: false, allowedOrigins: [] };

export const REMOTES_OVERRIDE_KEY = STORAGE_KEYS.remoteOverrides;
const QUERY_PREFIX = 'remote.';

/** Storage the overrides live in (localStorage in the browser). */
type OverrideStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The origin (`scheme://host[:port]`) of an http(s) URL, resolved against `base` when relative
 * (as the browser would fetch it); null for anything else (javascript:, data:, blob:, garbage).
 */
export function httpOrigin(url: string, base?: string): string | null {
  try {
    const u = base === undefined ? new URL(url) : new URL(url, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Whether `url` (resolved against `base`) is an http(s) URL on one of `allowed` origins. */
export function isAllowedUrl(url: string, allowed: ReadonlySet<string>, base?: string): boolean {
  const origin = httpOrigin(url, base);
  return origin !== null && allowed.has(origin);
}

/**
 * The origins remote code may be loaded from: those of the deployed remotes (remotes.json), plus
 * the override origins only while overrides are enabled.
 */
export function allowedRemoteOrigins(deployed: RemotesMap, policy: RemoteOverridesPolicy): Set<string> {
  const allowed = new Set<string>();
  for (const url of Object.values(deployed)) {
    const origin = httpOrigin(url);
    if (origin) allowed.add(origin);
  }
  if (policy.enabled) {
    for (const entry of policy.allowedOrigins) {
      const origin = httpOrigin(entry);
      if (origin) allowed.add(origin);
    }
  }
  return allowed;
}

export interface OverrideResult {
  /** What gets registered: the deployed remotes with the accepted overrides on top. */
  remotes: RemotesMap;
  /** The accepted overrides (remote name → manifest URL), as kept in storage. */
  overridden: RemotesMap;
  /** Overrides refused (query or storage), with the reason, for the console. */
  rejected: { name: string; url: string; reason: string }[];
}

function readSaved(storage: OverrideStorage): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REMOTES_OVERRIDE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Local overrides for integration testing, kept in storage so they survive navigation:
 * `?remote.booking=http://localhost:4102/mf-manifest.json` points one remote elsewhere,
 * `?remote.booking=` (empty) removes that override, `?remotes=reset` removes them all.
 *
 * Disabled (the default): the query is ignored and a stored entry is removed, never applied.
 * Enabled: only an existing remote can be re-pointed, and only to a manifest on an allowed
 * origin; anything else — from the query or from storage — is dropped and reported.
 */
export function applyOverrides(
  deployed: RemotesMap,
  search: string,
  storage: OverrideStorage,
  policy: RemoteOverridesPolicy = OVERRIDES_DISABLED,
): OverrideResult {
  if (!policy.enabled) {
    storage.removeItem(REMOTES_OVERRIDE_KEY);
    return { remotes: { ...deployed }, overridden: {}, rejected: [] };
  }
  const allowed = new Set(policy.allowedOrigins.map((o) => httpOrigin(o)).filter((o): o is string => o !== null));
  const params = new URLSearchParams(search);
  const wanted: Record<string, unknown> = params.get('remotes') === 'reset' ? {} : readSaved(storage);
  for (const [key, value] of params) {
    if (!key.startsWith(QUERY_PREFIX)) continue;
    const name = key.slice(QUERY_PREFIX.length);
    if (value) wanted[name] = value;
    else delete wanted[name];
  }

  const overridden: RemotesMap = {};
  const rejected: OverrideResult['rejected'] = [];
  for (const [name, url] of Object.entries(wanted)) {
    if (typeof url !== 'string') continue;
    if (!Object.hasOwn(deployed, name)) rejected.push({ name, url, reason: 'remoto desconhecido' });
    else if (httpOrigin(url) === null) rejected.push({ name, url, reason: 'não é uma URL http(s)' });
    else if (!isAllowedUrl(url, allowed)) rejected.push({ name, url, reason: 'origem não permitida' });
    else overridden[name] = url;
  }
  if (Object.keys(overridden).length) storage.setItem(REMOTES_OVERRIDE_KEY, JSON.stringify(overridden));
  else storage.removeItem(REMOTES_OVERRIDE_KEY);
  return { remotes: { ...deployed, ...overridden }, overridden, rejected };
}

/** The address without the override parameters (`remote.<name>`, `remotes`), for a clean reload. */
export function withoutOverrideParams(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) {
    if (key === 'remotes' || key.startsWith(QUERY_PREFIX)) url.searchParams.delete(key);
  }
  return url.href;
}

export function validateRemotes(data: unknown): RemotesMap {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('remotes.json inválido');
  const out: RemotesMap = {};
  for (const [name, url] of Object.entries(data)) {
    if (typeof url !== 'string' || httpOrigin(url) === null) throw new Error(`remotes.json: URL inválida para ${name}`);
    out[name] = url;
  }
  return out;
}
