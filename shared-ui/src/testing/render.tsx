// Rendering for component tests (exported by ./index.ts as @acolhe/shared-ui/testing).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { AppProviders } from '@acolhe/shared-ui';
import { DataCacheProvider, queryClient } from '@acolhe/shared-ui/data';

/** Renders `element` at `route` (matching `path`) inside the app's providers, plus a marker
 * route per `otherPaths` so navigations can be asserted. */
export function renderAt(element: ReactElement, { route, path, otherPaths = [] }: { route: string; path: string; otherPaths?: string[] }) {
  return render(
    <AppProviders>
      <DataCacheProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
            {otherPaths.map((p) => (
              <Route key={p} path={p} element={<div data-testid="navigated">{p}</div>} />
            ))}
          </Routes>
        </MemoryRouter>
      </DataCacheProvider>
    </AppProviders>,
  );
}

/** Fresh shared cache and no toasts between tests; failures are not retried (fast, deterministic). */
export function resetUi() {
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } });
  notifications.clean();
}
