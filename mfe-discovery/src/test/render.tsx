// Component-test rendering: the product's providers (AppProviders: Mantine and toasts; DataCacheProvider:
// the shared query client), a MemoryRouter, and a real shared-auth session.
import type { ReactElement } from 'react';
import { notifications } from '@mantine/notifications';
import { queryClient } from '@acolhe/shared-ui/data';
import { renderAt as renderPage, TEST_SUPPORT_EMAIL } from '@acolhe/shared-ui/testing';

export const SUPPORT_EMAIL = TEST_SUPPORT_EMAIL;

/** Installs the runtime config and signs `user` in (null = guest); 401s navigate nowhere. */
export { signInOnPage as signIn } from '@acolhe/shared-ui/testing';

export function resetAll() {
  queryClient.clear();
  // Errors surface at once in tests (the product retries once; not what these tests are about).
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
}

/** Renders `element` at `path` matched by `pattern`; other paths land on a stub page. */
export function renderAt(path: string, pattern: string, element: ReactElement) {
  return renderPage(element, { route: path, path: pattern, landings: { '*': <p>outra página</p> } });
}

export function renderUi(element: ReactElement) {
  return renderAt('/', '/', element);
}
