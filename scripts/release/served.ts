// The remotes.json the local stack serves: its own builds (tooling/runtime/local.cjs), with the
// entries `npm run repoint` wrote on top. Read at every request, so a repoint needs no restart.
import { readRemotesFile, type RemotesMap } from './files';

export function remotesWithRepoints(defaults: () => RemotesMap, remotesFile: string, warn: (message: string) => void = console.error): () => RemotesMap {
  let warned = '';
  return () => {
    try {
      return { ...defaults(), ...readRemotesFile(remotesFile) };
    } catch (error) {
      // The stack's own builds are the safe fallback: they are what it served before any repoint.
      const message = `[acolhe] ${remotesFile} ignorado: ${(error as Error).message}`;
      if (message !== warned) warn(message);
      warned = message;
      return defaults();
    }
  };
}
