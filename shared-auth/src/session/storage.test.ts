import {
  clearStoredSession,
  migrateLegacySession,
  parseTokens,
  parseUser,
  readStoredTokens,
  readStoredUser,
  writeStoredSession,
  writeStoredUser,
} from './storage';
import { CLIENTE, TOKENS_KEY, tokens } from '../testing/fixtures';

const CLIENT_ID = 'testclient';

beforeEach(() => localStorage.clear());

describe('parseUser', () => {
  it('keeps the user fields and never the tokens', () => {
    const user = parseUser({ ...CLIENTE, accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresIn: 10 });
    expect(user).toEqual(CLIENTE);
    expect(Object.keys(user!)).toEqual(['id', 'name', 'email', 'tipo', 'image']);
  });
  it('name falls back to the login name, then the e-mail; anything but terapeuta is cliente', () => {
    expect(parseUser({ id: '1', username: 'rafa', email: 'r@x.com', tipo: 'admin' })).toEqual({
      id: '1', name: 'rafa', email: 'r@x.com', tipo: 'cliente', image: '',
    });
    expect(parseUser({ sub: '2', email: 'r@x.com', 'custom:profile_id': 'terapeuta' })).toEqual({
      id: '2', name: 'r@x.com', email: 'r@x.com', tipo: 'terapeuta', image: '',
    });
    expect(parseUser({ id: 7, name: 'N', email: '' })?.id).toBe('7');
  });
  it('rejects values without an id', () => {
    expect(parseUser({ name: 'x' })).toBeNull();
    expect(parseUser('x')).toBeNull();
    expect(parseUser(null)).toBeNull();
  });
});

describe('parseTokens', () => {
  it('defaults expiresIn to 3600 and expiresAt to now + expiresIn', () => {
    expect(parseTokens({ accessToken: 'a', idToken: 'i' }, 1000)).toEqual({
      accessToken: 'a', idToken: 'i', refreshToken: '', expiresIn: 3600, expiresAt: 1000 + 3600_000,
    });
  });
  it('needs both accessToken and idToken', () => {
    expect(parseTokens({ accessToken: 'a' })).toBeNull();
    expect(parseTokens({ idToken: 'i' })).toBeNull();
  });
});

describe('write / read', () => {
  it('user under current_user (no tokens), tokens under the Cognito-named key', () => {
    const t = tokens();
    writeStoredSession(localStorage, CLIENT_ID, { ...CLIENTE, accessToken: 'leak' } as typeof CLIENTE, t);
    expect(JSON.parse(localStorage.getItem('current_user')!)).toEqual(CLIENTE);
    expect(localStorage.getItem('current_user')).not.toContain('access');
    expect(JSON.parse(localStorage.getItem(TOKENS_KEY)!)).toEqual(t);
    expect(readStoredUser(localStorage)).toEqual(CLIENTE);
    expect(readStoredTokens(localStorage, CLIENT_ID)).toEqual(t);
  });
  it('corrupt JSON reads as nothing', () => {
    localStorage.setItem('current_user', '{not json');
    localStorage.setItem(TOKENS_KEY, 'nope');
    expect(readStoredUser(localStorage)).toBeNull();
    expect(readStoredTokens(localStorage, CLIENT_ID)).toBeNull();
  });
  it('clear removes user, tokens and the legacy entry', () => {
    writeStoredSession(localStorage, CLIENT_ID, CLIENTE, tokens());
    localStorage.setItem('auth_user', '{}');
    localStorage.setItem('unrelated', 'keep');
    clearStoredSession(localStorage, CLIENT_ID);
    expect(localStorage.getItem('current_user')).toBeNull();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
  });
});

describe('migrateLegacySession (auth_user → current_user + tokens key)', () => {
  it('migrates a flat auth_user with tokens, then deletes it', () => {
    localStorage.setItem(
      'auth_user',
      JSON.stringify({ ...CLIENTE, accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresIn: 1200 }),
    );
    expect(migrateLegacySession(localStorage, CLIENT_ID, 5000)).toBe(true);
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(readStoredUser(localStorage)).toEqual(CLIENTE);
    expect(readStoredTokens(localStorage, CLIENT_ID)).toEqual({
      accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresIn: 1200, expiresAt: 5000 + 1200_000,
    });
  });
  it('migrates { user, tokens } shape', () => {
    localStorage.setItem('auth_user', JSON.stringify({ user: CLIENTE, tokens: tokens() }));
    expect(migrateLegacySession(localStorage, CLIENT_ID)).toBe(true);
    expect(readStoredUser(localStorage)).toEqual(CLIENTE);
  });
  it('uses tokens already under the Cognito key when auth_user has none', () => {
    const t = tokens();
    localStorage.setItem(TOKENS_KEY, JSON.stringify(t));
    localStorage.setItem('auth_user', JSON.stringify(CLIENTE));
    expect(migrateLegacySession(localStorage, CLIENT_ID)).toBe(true);
    expect(readStoredUser(localStorage)).toEqual(CLIENTE);
    expect(readStoredTokens(localStorage, CLIENT_ID)).toEqual(t);
  });
  it('a user without any tokens is not migrated (but auth_user is still deleted)', () => {
    localStorage.setItem('auth_user', JSON.stringify(CLIENTE));
    expect(migrateLegacySession(localStorage, CLIENT_ID)).toBe(false);
    expect(localStorage.getItem('auth_user')).toBeNull();
    expect(localStorage.getItem('current_user')).toBeNull();
  });
  it('current_user wins over auth_user', () => {
    writeStoredUser(localStorage, CLIENTE);
    localStorage.setItem('auth_user', JSON.stringify({ ...CLIENTE, id: 'other', accessToken: 'a', idToken: 'i' }));
    expect(migrateLegacySession(localStorage, CLIENT_ID)).toBe(false);
    expect(readStoredUser(localStorage)?.id).toBe(CLIENTE.id);
    expect(localStorage.getItem('auth_user')).toBeNull();
  });
  it('garbage auth_user is dropped', () => {
    localStorage.setItem('auth_user', '<<<');
    expect(migrateLegacySession(localStorage, CLIENT_ID)).toBe(false);
    expect(localStorage.getItem('auth_user')).toBeNull();
  });
  it('nothing to do without auth_user', () => {
    expect(migrateLegacySession(localStorage, CLIENT_ID)).toBe(false);
  });
});
