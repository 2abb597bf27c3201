import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig, startSessionKeeper } from '@acolhe/shared-auth';
import { registerRemotesFromManifest } from '@acolhe/shared-ui';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { App } from './App';
import { BootFailure } from './boot/BootFailure';

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
  root.render(<App />);
}

void boot();
