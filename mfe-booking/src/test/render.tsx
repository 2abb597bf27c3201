// Component-test rendering: the product's providers (AppProviders: Mantine and toasts; DataCacheProvider:
// the shared query client), a MemoryRouter, and a real shared-auth session.
import type { ReactElement } from 'react';
import { notifications } from '@mantine/notifications';
import { queryClient } from '@acolhe/shared-ui/data';
import { renderAt as renderPage } from '@acolhe/shared-ui/testing';
import type { SessionUser } from '@acolhe/shared-domain';

/** Installs the runtime config and signs `user` in (null = guest); 401s navigate nowhere. */
export { signInOnPage as signIn } from '@acolhe/shared-ui/testing';

export const THERAPIST_ID = 't-1';
export const CLIENTE: SessionUser = { id: 'c-1', name: 'Rafael Lima', email: 'rafael@exemplo.com', tipo: 'cliente', image: '' };
export const TERAPEUTA: SessionUser = { id: 't-9', name: 'Marina Duarte', email: 'marina@exemplo.com', tipo: 'terapeuta', image: '' };

/** Only Date is faked: 2026-11-20 (a Friday) at noon in São Paulo. Timers stay real. */
export const NOW = new Date('2026-11-20T12:00:00-03:00');
export function freezeToday() {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate',
      'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
      'cancelIdleCallback', 'hrtime', 'performance',
    ],
  });
}

export function resetAll() {
  queryClient.clear();
  notifications.clean();
  sessionStorage.clear();
  localStorage.clear();
}

/** Renders `element` on `path` (pattern `pattern`), with /login and /terapeuta/:id as landing pages. */
export function renderAt(path: string, pattern: string, element: ReactElement) {
  const landings: Record<string, ReactElement> = { '/login': <h1>Entrar</h1> };
  if (pattern !== '/terapeuta/:id') landings['/terapeuta/:id'] = <h1>Perfil</h1>;
  return renderPage(element, { route: path, path: pattern, landings });
}
