// Which remote lives where is decided at run time, not at build time: the shell (or a remote's
// harness) reads /remotes.json, applies the integration tester's local overrides, and registers
// the remotes with the Module Federation runtime.

export type RemotesMap = Record<string, string>;

export const REMOTES_OVERRIDE_KEY = 'acolhe:remotes';
const QUERY_PREFIX = 'remote.';

/**
 * Local overrides for integration testing, kept in localStorage so they survive navigation:
 * `?remote.booking=http://localhost:4102/mf-manifest.json` points one remote elsewhere,
 * `?remote.booking=` (empty) removes that override, `?remotes=reset` removes them all.
 */
export function applyOverrides(base: RemotesMap, search: string, storage: Storage): RemotesMap {
  const params = new URLSearchParams(search);
  let saved: RemotesMap = {};
  try {
    saved = JSON.parse(storage.getItem(REMOTES_OVERRIDE_KEY) ?? '{}') as RemotesMap;
  } catch {
    saved = {};
  }
  if (params.get('remotes') === 'reset') saved = {};
  for (const [key, value] of params) {
    if (!key.startsWith(QUERY_PREFIX)) continue;
    const name = key.slice(QUERY_PREFIX.length);
    if (value && isHttpUrl(value)) saved[name] = value;
    else delete saved[name];
  }
  if (Object.keys(saved).length) storage.setItem(REMOTES_OVERRIDE_KEY, JSON.stringify(saved));
  else storage.removeItem(REMOTES_OVERRIDE_KEY);
  return { ...base, ...saved };
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export function validateRemotes(data: unknown): RemotesMap {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('remotes.json inválido');
  const out: RemotesMap = {};
  for (const [name, url] of Object.entries(data)) {
    if (typeof url !== 'string' || !isHttpUrl(url)) throw new Error(`remotes.json: URL inválida para ${name}`);
    out[name] = url;
  }
  return out;
}
