// A signed-in (or guest) browser for component tests: the runtime config every remote reads and a
// real shared-auth session.
import { clearSession, setAuthFailureNavigation, setRuntimeConfig, setSession, useSession } from '@acolhe/shared-auth';
import type { SessionUser } from '@acolhe/shared-domain';

export const TEST_API_BASE = 'http://api.test/';
export const TEST_SUPPORT_EMAIL = 'contato@acolhe.com.br';

/** Installs the runtime config and signs `user` in (null: a guest). */
export function signInForTest(user: SessionUser | null) {
  setRuntimeConfig({
    apiBaseUrl: TEST_API_BASE,
    cognito: { region: 'us-east-2', userPoolId: 'local_test', clientId: 'testclient' },
    supportEmail: TEST_SUPPORT_EMAIL,
  });
  if (user) setSession(user, { accessToken: 'access', idToken: 'id-token', refreshToken: 'refresh', expiresIn: 3600 });
  else clearSession();
}

/** signInForTest for a page rendered alone: a 401 navigates nowhere (the shell is not there). */
export function signInOnPage(user: SessionUser | null) {
  signInForTest(user);
  setAuthFailureNavigation(() => undefined);
}

/** The session gone, as after 'Sair' in another tab. */
export function signOutForTest() {
  localStorage.clear();
  useSession.setState({ user: null, tokens: null });
}
