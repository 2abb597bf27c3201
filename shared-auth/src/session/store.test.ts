import { setRuntimeConfig } from '../config';
import {
  clearSession,
  getCachedUser,
  getSessionTokens,
  hydrateSession,
  setSession,
  updateUser,
  useSession,
} from './store';
import { CLIENTE, TERAPEUTA, TEST_CONFIG, TOKENS_KEY, forgetConfig, tokens, useTestConfig } from '../testing/fixtures';

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  useSession.setState({ user: null, tokens: null });
});

function storageEvent(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('setSession', () => {
  it('writes storage, fills the store and dispatches userLogin', () => {
    const onLogin = jest.fn();
    window.addEventListener('userLogin', onLogin);
    setSession(CLIENTE, { accessToken: 'a', idToken: 'i', refreshToken: 'r' });
    window.removeEventListener('userLogin', onLogin);

    expect(onLogin).toHaveBeenCalledTimes(1);
    expect((onLogin.mock.calls[0][0] as CustomEvent).detail).toEqual(CLIENTE);
    expect(useSession.getState().user).toEqual(CLIENTE);
    expect(getSessionTokens()).toMatchObject({ accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresIn: 3600 });
    expect(JSON.parse(localStorage.getItem('current_user')!)).toEqual(CLIENTE);
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!)).toMatchObject({ accessToken: 'a', expiresIn: 3600 });
  });

  it('expiresAt = now + expiresIn (default 3600 s)', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      setSession(CLIENTE, { accessToken: 'a', idToken: 'i' });
      expect(getSessionTokens()?.expiresAt).toBe(1_000_000 + 3600_000);
      setSession(CLIENTE, { accessToken: 'a', idToken: 'i', expiresIn: 300 });
      expect(getSessionTokens()?.expiresAt).toBe(1_000_000 + 300_000);
    } finally {
      jest.useRealTimers();
    }
  });

  it('throws a clear error without runtime config', () => {
    forgetConfig();
    expect(() => setSession(CLIENTE, tokens())).toThrow(/runtime config is not loaded/);
  });
});

describe('getCachedUser', () => {
  it('returns the stored user without tokens', () => {
    setSession(TERAPEUTA, tokens());
    const cached = getCachedUser();
    expect(cached).toEqual(TERAPEUTA);
    expect(cached).not.toHaveProperty('accessToken');
    expect(cached).not.toHaveProperty('tokens');
  });
  it('null when signed out', () => {
    expect(getCachedUser()).toBeNull();
  });
});

describe('clearSession', () => {
  it('removes storage, empties the store, dispatches userLogout', () => {
    setSession(CLIENTE, tokens());
    localStorage.setItem('auth_user', '{}');
    const onLogout = jest.fn();
    window.addEventListener('userLogout', onLogout);
    clearSession();
    window.removeEventListener('userLogout', onLogout);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ user: null, tokens: null });
    expect(localStorage.getItem('current_user')).toBeNull();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(localStorage.getItem('auth_user')).toBeNull();
  });
});

describe('updateUser', () => {
  it('merges name/image and writes storage; id and tipo stay', () => {
    setSession(CLIENTE, tokens());
    updateUser({ image: 'https://img/new.png', name: 'Rafael L.' });
    expect(useSession.getState().user).toEqual({ ...CLIENTE, image: 'https://img/new.png', name: 'Rafael L.' });
    expect(getCachedUser()).toEqual({ ...CLIENTE, image: 'https://img/new.png', name: 'Rafael L.' });
    updateUser({ id: 'hack', tipo: 'terapeuta' } as never);
    expect(useSession.getState().user?.id).toBe(CLIENTE.id);
    expect(useSession.getState().user?.tipo).toBe('cliente');
  });
  it('no-op when signed out', () => {
    updateUser({ name: 'x' });
    expect(getCachedUser()).toBeNull();
  });
});

describe('hydrateSession', () => {
  it('loads the stored session when the config is set', () => {
    localStorage.setItem('current_user', JSON.stringify(CLIENTE));
    localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens()));
    setRuntimeConfig(TEST_CONFIG); // triggers hydrate
    expect(useSession.getState().user).toEqual(CLIENTE);
    expect(getSessionTokens()?.accessToken).toBe('access-1');
  });
  it('migrates auth_user once and deletes it', () => {
    localStorage.setItem('auth_user', JSON.stringify({ ...TERAPEUTA, accessToken: 'la', idToken: 'li', refreshToken: 'lr' }));
    hydrateSession();
    expect(useSession.getState().user).toEqual(TERAPEUTA);
    expect(getSessionTokens()).toMatchObject({ accessToken: 'la', idToken: 'li', refreshToken: 'lr', expiresIn: 3600 });
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(JSON.parse(localStorage.getItem('current_user')!)).toEqual(TERAPEUTA);
  });
  it('drops a half session (user without tokens) and tells the header', () => {
    localStorage.setItem('current_user', JSON.stringify(CLIENTE));
    const onLogout = jest.fn();
    window.addEventListener('userLogout', onLogout);
    hydrateSession();
    window.removeEventListener('userLogout', onLogout);
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('current_user')).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
  it('drops orphan tokens too', () => {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens()));
    const onLogout = jest.fn();
    window.addEventListener('userLogout', onLogout);
    hydrateSession();
    window.removeEventListener('userLogout', onLogout);
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('cross-tab storage events', () => {
  it('another tab logging in fills the store; logging out empties it', () => {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens()));
    localStorage.setItem('current_user', JSON.stringify(CLIENTE));
    storageEvent('current_user', JSON.stringify(CLIENTE));
    expect(useSession.getState().user).toEqual(CLIENTE);
    expect(getSessionTokens()?.accessToken).toBe('access-1');

    localStorage.removeItem('current_user');
    localStorage.removeItem(TOKENS_KEY);
    storageEvent('current_user', null);
    expect(useSession.getState()).toMatchObject({ user: null, tokens: null });
  });
  it('another tab refreshing tokens updates ours', () => {
    setSession(CLIENTE, tokens());
    localStorage.setItem(TOKENS_KEY, JSON.stringify(tokens({ accessToken: 'access-2' })));
    storageEvent(TOKENS_KEY, 'x');
    expect(getSessionTokens()?.accessToken).toBe('access-2');
  });
  it('ignores unrelated keys', () => {
    const before = useSession.getState();
    localStorage.setItem('current_user', JSON.stringify(CLIENTE));
    storageEvent('something', 'x');
    expect(useSession.getState()).toBe(before);
  });
});

describe('singleton check', () => {
  it('a second copy of the module complains loudly', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    await jest.isolateModulesAsync(async () => {
      await import('./store');
    });
    expect(errorSpy).toHaveBeenCalledWith(expect.stringMatching(/second copy of @acolhe\/shared-auth/));
    errorSpy.mockRestore();
  });
});
