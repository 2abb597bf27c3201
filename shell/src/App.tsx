import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@acolhe/shared-ui';
import { RemoteOverridesBanner } from './boot/RemoteOverridesBanner';
import { AppRoutes } from './routes/AppRoutes';

interface AppProps {
  /** Remotes re-pointed in this browser (empty unless config.json enables overrides). */
  overriddenRemotes?: Record<string, string>;
  onRestoreRemotes?: () => void;
}

export function App({ overriddenRemotes = {}, onRestoreRemotes = () => undefined }: AppProps) {
  return (
    <AppProviders>
      <RemoteOverridesBanner overridden={overriddenRemotes} onRestore={onRestoreRemotes} />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
