// The one origin check every remote load passes, as a Module Federation runtime plugin: whatever
// registers a remote (remotes.json, an override, a remote calling registerRemotes itself), the
// runtime asks these hooks before it fetches a manifest, resolves the remote's entry from it,
// injects remoteEntry.js (script, ES module or SystemJS) or preloads a chunk or stylesheet.
// A manifest on an allowed origin can still name a publicPath or an entry elsewhere, so the URLs
// resolved from the manifest are checked too, not only the manifest's own address.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isAllowedUrl } from './remotesManifest';

export const ORIGIN_GUARD_NAME = 'acolhe-remote-origin-guard';

export class RemoteOriginError extends Error {
  constructor(
    readonly url: string,
    readonly stage: string,
  ) {
    super(`[acolhe] remoto bloqueado (${stage}): ${url} não está numa origem permitida`);
    this.name = 'RemoteOriginError';
  }
}

export interface OriginGuardOptions {
  /** The origins allowed right now (read at every check: registration may change them). */
  allowed: () => ReadonlySet<string>;
  /** What a relative URL resolves against (the document's base URL in the browser). */
  base: () => string;
}

interface RemoteLike {
  name: string;
  alias?: string;
  entry?: string;
}

/** The registered remote a request id (`booking/BookingCard`) is about. */
function remoteOf(remotes: readonly RemoteLike[], id: string): RemoteLike | undefined {
  return remotes.find((r) => [r.name, r.alias].some((n) => n && (id === n || id.startsWith(`${n}/`))));
}

export function remoteOriginGuard({ allowed, base }: OriginGuardOptions): ModuleFederationRuntimePlugin {
  const block = (url: string, stage: string): never => {
    const error = new RemoteOriginError(url, stage);
    console.error(error.message);
    throw error;
  };
  const check = (url: unknown, stage: string): void => {
    if (typeof url !== 'string' || !isAllowedUrl(url, allowed(), base())) block(String(url), stage);
  };

  return {
    name: ORIGIN_GUARD_NAME,

    // loadRemote('booking/X'): the registered entry (the manifest URL) before anything is fetched.
    async beforeRequest(args) {
      const remote = remoteOf(args.options.remotes as RemoteLike[], args.id);
      // An unknown id is the runtime's own error; a remote without entry has nothing to fetch.
      if (remote?.entry !== undefined) check(remote.entry, 'beforeRequest');
      return args;
    },

    // Every manifest fetch (loadRemote and preloadRemote), before the request leaves.
    async beforeLoadManifest({ manifestUrl }) {
      check(manifestUrl, 'manifest');
    },
    fetch(url) {
      check(url, 'fetch');
    },

    // The manifest's answer: where its remoteEntry.js and chunks would come from. A
    // `getPublicPath` is code the runtime would run with new Function: never accepted.
    async loadRemoteSnapshot(args) {
      const snapshot = args.remoteSnapshot as Record<string, unknown>;
      if ('getPublicPath' in snapshot) block(String(args.manifestUrl ?? args.moduleInfo.name), 'manifest getPublicPath');
      const publicPath = typeof snapshot.publicPath === 'string' ? snapshot.publicPath : '';
      if ('publicPath' in snapshot) check(publicPath === '' ? '.' : publicPath, 'manifest publicPath');
      if (typeof snapshot.remoteEntry === 'string' && snapshot.remoteEntry) {
        check(`${publicPath}${snapshot.remoteEntry}`, 'manifest remoteEntry');
      }
      return args;
    },

    // After the manifest: the remoteEntry.js URL the runtime resolved for this request.
    async afterResolve(args) {
      check(args.remoteInfo.entry, 'afterResolve');
      return args;
    },

    // Right before remoteEntry.js is injected, imported or System.import-ed.
    async loadEntry({ remoteInfo }) {
      check(remoteInfo.entry, 'loadEntry');
      return undefined;
    },

    // Every <script> and <link> the runtime creates (entries, preloaded chunks and stylesheets).
    createScript({ url }) {
      check(url, 'script');
      return undefined;
    },
    createLink({ url }) {
      check(url, 'link');
      return undefined;
    },
  };
}
