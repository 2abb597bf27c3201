// Test helper: puts a signed-in user where the session reads it (localStorage `current_user`).
import { CURRENT_USER_KEY, setRuntimeConfig, setSession, type CurrentUser } from '@acolhe/shared-auth';

export const CLIENTE: CurrentUser = { id: 'cli-1', name: 'Rafael Lima', email: 'rafael@exemplo.com', tipo: 'cliente', image: '' };
export const TERAPEUTA: CurrentUser = {
  id: 'ter-1',
  name: 'Marina Duarte',
  email: 'marina@exemplo.com',
  tipo: 'terapeuta',
  image: '',
};

export function storeUser(user: CurrentUser): void {
  window.localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  window.localStorage.clear();
}

const TEST_RUNTIME_CONFIG = {
  apiBaseUrl: 'http://api.test',
  cognito: { region: 'us-east-2', userPoolId: 'local_test', clientId: 'testclient' },
  supportEmail: 'contato@acolhe.com.br',
};

/** What the real `login` does to the session (store, storage, userLogin event), for a mocked login. */
export function signInForTest(user: CurrentUser): CurrentUser {
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  setSession(user, { accessToken: 'access', idToken: 'id', refreshToken: 'refresh' });
  return user;
}
