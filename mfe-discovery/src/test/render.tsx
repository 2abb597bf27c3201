// Component-test rendering: the product's providers (AppProviders: Mantine and toasts; DataCacheProvider:
// the shared query client), a MemoryRouter, and a real shared-auth session.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { AppProviders } from '@acolhe/shared-ui';
import { DataCacheProvider, queryClient } from '@acolhe/shared-ui/data';
import { setAuthFailureNavigation } from '@acolhe/shared-auth';
import { signInForTest, TEST_SUPPORT_EMAIL } from '@acolhe/shared-ui/testing';
import type { SessionUser } from '@acolhe/shared-domain';

export const SUPPORT_EMAIL = TEST_SUPPORT_EMAIL;

/** Installs the runtime config and signs `user` in (null = guest); 401s navigate nowhere. */
export function signIn(user: SessionUser | null) {
  signInForTest(user);
  setAuthFailureNavigation(jest.fn());
}

export function resetAll() {
  queryClient.clear();
  // Errors surface at once in tests (the product retries once; not what these tests are about).
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `element` at `path` matched by `pattern`; other paths land on a stub page. */
export function renderAt(path: string, pattern: string, element: ReactElement) {
  return render(
    <AppProviders><DataCacheProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>outra página</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </DataCacheProvider></AppProviders>,
  );
}

export function renderUi(element: ReactElement) {
  return renderAt('/', '/', element);
}
