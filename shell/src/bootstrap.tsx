import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRuntimeConfig, startSessionKeeper } from '@acolhe/shared-auth';
import { prepareRemotePage, registerRemotesFromManifest, serverRenderState } from '@acolhe/shared-ui';
import { App } from './App';
import { BootFailure } from './boot/BootFailure';
import { settledWithin } from './boot/settledWithin';
import { remoteModuleForPath } from './routes/remoteForPath';

// How long the first render waits for the address's remote page (the page is blank meanwhile). Past
// it (a slow network, a silent remote), the layout renders with the page's loader and the page
// follows when it arrives. On the bench's 4× slower CPU the wait is ~250 ms.
const FIRST_PAGE_WAIT_MS = 1500;

async function boot() {
  const container = document.getElementById('root')!;
  let remotes: Awaited<ReturnType<typeof registerRemotesFromManifest>>;
  try {
    // One build, any environment: where the api, the identity pool and each remote live is read now
    // (index.html already asked for both files). The config comes first: it says whether this
    // browser's remote overrides may apply at all.
    const config = await loadRuntimeConfig('/config.json');
    remotes = await registerRemotesFromManifest('/remotes.json', config.remoteOverrides);
  } catch (error) {
    console.error('[acolhe] configuração indisponível', error);
    createRoot(container).render(<BootFailure />);
    return;
  }
  startSessionKeeper();
  const app = <App overriddenRemotes={remotes.overridden} onRestoreRemotes={remotes.restorePublished} />;
  const served = serverRenderState();
  if (served && !Object.keys(remotes.overridden).length) {
    // The server rendered this page (docs/decisions.md, "Server rendering"): it is already on
    // screen; React adopts it once the page's module and the server's data are here.
    await prepareRemotePage(served.page).catch(() => undefined);
    // As a transition, React hydrates the layout in slices of a few milliseconds, yielding to
    // the browser between them; outside one it adopts all of it in a single task (the phone's
    // main thread blocked ~150 ms on the bench).
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // The remote page of this address loads now, and the first render waits for it: header and page
  // paint together, instead of a loader that React then keeps on screen a while longer.
  const remoteModule = remoteModuleForPath(window.location.pathname);
  if (remoteModule) await settledWithin(prepareRemotePage(remoteModule), FIRST_PAGE_WAIT_MS);
  createRoot(container).render(app);
}

void boot();
