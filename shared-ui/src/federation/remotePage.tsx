import type { ComponentType } from 'react';
import { loadRemoteModule, preloadRemoteModule } from './runtime';

export type RemotePage = ComponentType<object>;

// One load per page and attempt, kept outside React, so boot, RemoteComponent and a retry share it.
const loads = new Map<string, Promise<RemotePage>>();
// Pages whose load has finished: RemoteComponent renders them at once, without suspending — a
// suspended first render would paint a loader and React would hold the page back afterwards.
const ready = new Map<string, RemotePage>();

const keyOf = (id: string, attempt: number) => `${id}#${attempt}`;

/**
 * Loads the page `remote/Module` mounts (e.g. `discovery/HomePage`), wrapped in the shell's data
 * cache. The data cache (react-query) loads first: the shell's copy of that singleton is then the
 * loaded one every remote page reuses (shareStrategy 'loaded-first'). The toasts are not loaded
 * here: notify() loads them with the first toast (issue 47 — a cold visit that shows none never
 * downloads @mantine/notifications; docs/decisions/0051-public-pages-on-intent.md).
 * `attempt` > 0 re-registers the remote, so a server that came back up is fetched again.
 */
export function loadRemotePage(id: string, attempt = 0): Promise<RemotePage> {
  const key = keyOf(id, attempt);
  let load = loads.get(key);
  if (!load) {
    load = (async () => {
      const data = await import('@acolhe/shared-ui/data');
      data.adoptServerData();
      const { default: Page } = await loadRemoteModule<{ default: RemotePage }>(id, attempt > 0);
      const WithDataCache: RemotePage = (props) => (
        <data.DataCacheProvider>
          <Page {...props} />
        </data.DataCacheProvider>
      );
      ready.set(key, WithDataCache);
      return WithDataCache;
    })();
    loads.set(key, load);
  }
  return load;
}

/** The page, if its load has already finished. */
export function loadedRemotePage(id: string, attempt = 0): RemotePage | undefined {
  return ready.get(keyOf(id, attempt));
}

/**
 * The page of the address being opened, started at once: its own files (preloadRemoteModule) and
 * its whole load. Boot waits for it (bounded), so the first render already has the page.
 */
export function prepareRemotePage(id: string): Promise<RemotePage> {
  preloadRemoteModule(id);
  return loadRemotePage(id);
}
