import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, startSessionKeeper } from '@acolhe/shared-auth';
import { prepareRemotePage, registerRemotesFromManifest } from '@acolhe/shared-ui';
import { App } from './App';
import { BootFailure } from './boot/BootFailure';
import { remoteModuleForPath } from './routes/remoteForPath';

async function boot() {
  const root = createRoot(document.getElementById('root')!);
  try {
    // One build, any environment: where the api, the identity pool and each remote live is read now.
    await Promise.all([loadRuntimeConfig('/config.json'), registerRemotesFromManifest('/remotes.json')]);
  } catch (error) {
    console.error('[acolhe] configuração indisponível', error);
    root.render(<BootFailure />);
    return;
  }
  startSessionKeeper();
  // The remote page of this address (and what it needs) starts downloading now, while React
  // renders the layout.
  const remoteModule = remoteModuleForPath(window.location.pathname);
  if (remoteModule) prepareRemotePage(remoteModule);
  root.render(<App />);
}

void boot();
