// What the release commands accept on their command line. A remote name and a version end up in
// a path (the releases folder) and in remotes.json (code the shell will run), so both are checked
// against closed sets before anything else happens: a name from the workspace's remotes, a
// version of exactly the shape release produces. Nothing else, so `../` can never get through.

/** A refusal the CLI prints as is and exits non-zero for. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** Versions are the first 12 hex digits of the content hash (version.ts). */
export const VERSION_PATTERN = /^[0-9a-f]{12}$/;

export interface RemoteRef {
  /** The Module Federation container name, as in remotes.json (`booking`, `therapistArea`). */
  remote: string;
  /** Its folder in the workspace (`mfe-booking`). */
  folder: string;
}

/**
 * A remote named by its container name (`booking`) or its folder (`mfe-booking`), given the
 * workspace's remotes (container name → folder, tooling/runtime/local.cjs `remoteFolders`).
 */
export function parseRemote(input: string | undefined, folders: Readonly<Record<string, string>>): RemoteRef {
  const known = Object.entries(folders);
  const list = known.map(([name]) => name).join(', ');
  if (!input) throw new ReleaseError(`informe o remoto (${list}).`);
  const match = known.find(([name, folder]) => input === name || input === folder);
  if (!match) throw new ReleaseError(`remoto desconhecido: ${JSON.stringify(input)}. Remotos: ${list}.`);
  return { remote: match[0], folder: match[1] };
}

export function parseVersion(input: string | undefined): string {
  if (!input) throw new ReleaseError('informe a versão (12 dígitos hexadecimais, impressa por npm run release).');
  if (!VERSION_PATTERN.test(input)) {
    throw new ReleaseError(`versão inválida: ${JSON.stringify(input)} (esperado: 12 dígitos hexadecimais, como 3fa9c01b2d4e).`);
  }
  return input;
}

/**
 * Where released versions are served from (a CDN folder, or the local stack's releases server):
 * an absolute http(s) URL without query or fragment, returned without a trailing slash.
 */
export function parseBaseUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new ReleaseError(`RELEASES_BASE_URL inválida: ${JSON.stringify(input)} (esperado: uma URL http(s) absoluta).`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new ReleaseError(`RELEASES_BASE_URL inválida: ${JSON.stringify(input)} (http(s), sem credenciais, query ou fragmento).`);
  }
  return url.href.replace(/\/+$/, '');
}

/** The manifest URL of one released version, the value repoint writes into remotes.json. */
export function releaseManifestUrl(baseUrl: string, remote: string, version: string): string {
  return `${baseUrl}/${remote}/${version}/mf-manifest.json`;
}
