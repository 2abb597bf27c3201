// Rendering for component tests (exported by ./index.ts as @acolhe/shared-ui/testing).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { AppProviders } from '@acolhe/shared-ui';
import { DataCacheProvider, queryClient } from '@acolhe/shared-ui/data';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

interface RenderAtOptions {
  route: string;
  path: string;
  /** a marker route per path, so navigations can be asserted (data-testid "navigated") */
  otherPaths?: string[];
  /** pages of their own at other paths ('/login': a heading 'Entrar', '*': any other page) */
  landings?: Record<string, ReactElement>;
}

/** Renders `element` at `route` (matching `path`) inside the app's providers, with the other
 * routes asked for, and where the router is (data-testid "location"). */
export function renderAt(element: ReactElement, { route, path, otherPaths = [], landings = {} }: RenderAtOptions) {
  return render(
    <AppProviders>
      <DataCacheProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
            {otherPaths.map((p) => (
              <Route key={p} path={p} element={<div data-testid="navigated">{p}</div>} />
            ))}
            {Object.entries(landings).map(([p, landing]) => (
              <Route key={p} path={p} element={landing} />
            ))}
          </Routes>
          <Where />
        </MemoryRouter>
      </DataCacheProvider>
    </AppProviders>,
  );
}

/** `element` inside the app's providers (no router, no data cache), and a user to drive it. */
export function renderInProviders(element: ReactElement) {
  const user = userEvent.setup();
  render(<AppProviders>{element}</AppProviders>);
  return user;
}

/** Fresh shared cache and no toasts between tests; failures are not retried (fast, deterministic). */
export function resetUi() {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } });
  notifications.clean();
}
