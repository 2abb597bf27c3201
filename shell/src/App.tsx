import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@acolhe/shared-ui';
import { RemoteOverridesBanner } from './boot/RemoteOverridesBanner';
import { AppRoutes } from './routes/AppRoutes';

interface AppProps {
  /** Remotes re-pointed in this browser (empty unless config.json enables overrides). */
  overriddenRemotes?: Record<string, string>;
  onRestoreRemotes?: () => void;
}

/** Everything around the routes, the same in the browser and in the server's render (server/render.tsx). */
export function AppFrame({ overriddenRemotes = {}, onRestoreRemotes = () => undefined, children }: AppProps & { children: ReactNode }) {
  return (
    <AppProviders>
      <RemoteOverridesBanner overridden={overriddenRemotes} onRestore={onRestoreRemotes} />
      {children}
    </AppProviders>
  );
}

export function App(props: AppProps) {
  return (
    <AppFrame {...props}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
