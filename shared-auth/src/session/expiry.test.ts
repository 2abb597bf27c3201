import {
  acknowledgeSessionExpiry,
  expireSession,
  expiredLoginPath,
  isSessionExpiredQuery,
  isSessionExpiryUntold,
  SESSION_EXPIRED_MESSAGE,
} from './expiry';
import { setSession, useSession } from './store';
import { CLIENTE, tokens, useTestConfig } from '../testing/fixtures';

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  useSession.setState({ user: null, tokens: null });
});

it('the message', () => {
  expect(SESSION_EXPIRED_MESSAGE).toBe('Sua sessão expirou. Entre novamente.');
});

it('login path: returnTo the page the user was on, plus the flag', () => {
  expect(expiredLoginPath('/cliente/1?aba=x#y')).toBe(`/login?returnTo=${encodeURIComponent('/cliente/1?aba=x#y')}&sessao=expirada`);
  expect(expiredLoginPath('/')).toBe('/login?sessao=expirada');
  expect(expiredLoginPath('/login?returnTo=%2Fx')).toBe('/login?sessao=expirada');
  expect(expiredLoginPath('/cadastro')).toBe('/login?sessao=expirada');
  expect(expiredLoginPath('https://evil.example/')).toBe('/login?sessao=expirada');
  expect(isSessionExpiredQuery(expiredLoginPath('/usuario/2').split('?')[1]!)).toBe(true);
  expect(isSessionExpiredQuery('?sessao=outra')).toBe(false);
  expect(isSessionExpiredQuery(new URLSearchParams())).toBe(false);
});

it('expireSession clears the session, then fires sessionExpired (once), with no user left', () => {
  setSession(CLIENTE, tokens());
  const seen: Array<string | null> = [];
  const onExpired = () => seen.push(JSON.stringify(useSession.getState().user));
  window.addEventListener('sessionExpired', onExpired);
  expireSession();
  window.removeEventListener('sessionExpired', onExpired);
  expect(seen).toEqual(['null']);
  expect(localStorage.getItem('current_user')).toBeNull();
});

it('the expiry stays untold until the login page says it, or a new login', () => {
  acknowledgeSessionExpiry();
  expect(isSessionExpiryUntold()).toBe(false);
  setSession(CLIENTE, tokens());
  expireSession();
  expect(isSessionExpiryUntold()).toBe(true);
  acknowledgeSessionExpiry();
  expect(isSessionExpiryUntold()).toBe(false);
  expireSession();
  setSession(CLIENTE, tokens()); // userLogin
  expect(isSessionExpiryUntold()).toBe(false);
});
