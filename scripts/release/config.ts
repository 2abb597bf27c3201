// Where releases live and which remotes.json repoint changes, from the environment
// (docs/deploy.md): the local stack's defaults under DATA_DIR, any other place by variable.
import { join, resolve } from 'node:path';
import { historyFileOf } from './files';
import { VERSION_PATTERN } from './names';

export interface ReleaseSettings {
  /** RELEASES_DIR: <remote>/<version>/ folders, what a CDN serves. */
  releasesDir: string;
  /** REMOTES_FILE: the remotes.json the shell is served. */
  remotesFile: string;
  /** remotes.history.json beside it. */
  historyFile: string;
  /** RELEASES_BASE_URL: where <releasesDir> is served (unchecked here; repoint checks it). */
  baseUrl: string;
  /** RELEASES_PORT: the local stack's releases server. */
  port: number;
}

export const DEFAULT_RELEASES_PORT = 3005;

export function releaseSettings(env: NodeJS.ProcessEnv, dataDir: string): ReleaseSettings {
  const port = Number(env.RELEASES_PORT ?? DEFAULT_RELEASES_PORT);
  const remotesFile = resolve(env.REMOTES_FILE ?? join(dataDir, 'remotes.json'));
  return {
    releasesDir: resolve(env.RELEASES_DIR ?? join(dataDir, 'releases')),
    remotesFile,
    historyFile: historyFileOf(remotesFile),
    baseUrl: env.RELEASES_BASE_URL ?? `http://localhost:${port}`,
    port,
  };
}

/**
 * Whether a request path is a released file, `/<remote>/<version>/<file>`: the releases server
 * answers nothing else (no staging folder, no dotfiles, no listing).
 */
export function isReleasePath(pathname: string): boolean {
  let segments: string[];
  try {
    // Checked as the file server will read them: `%2e%2e` is `..`.
    segments = pathname.split('/').map(decodeURIComponent);
  } catch {
    return false;
  }
  const [empty, remote, version, ...file] = segments;
  return (
    empty === '' &&
    /^[A-Za-z][A-Za-z0-9]*$/.test(remote ?? '') &&
    VERSION_PATTERN.test(version ?? '') &&
    file.length > 0 &&
    file.every((segment) => segment !== '' && !segment.startsWith('.') && !/[\\/]/.test(segment))
  );
}
