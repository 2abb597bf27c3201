// A session that ends without the user asking (refresh token refused, the api answering 401/403)
// is said, not silent: the user lands on /login?returnTo=<where they were>&sessao=expirada and the
// login page tells them once 'Sua sessão expirou. Entre novamente.'.
import { BROWSER_EVENTS } from '@acolhe/shared-domain/contracts';
import { USER_LOGIN_EVENT } from './constants';
import { clearSession } from './store';

/** Fired on `window` after the session was ended by expiry (never by 'Sair'). */
export const SESSION_EXPIRED_EVENT = BROWSER_EVENTS.sessionExpired;
export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Entre novamente.';
/** The /login query flag that shows the message (removed from the address once read). */
export const SESSION_EXPIRED_PARAM = 'sessao';
export const SESSION_EXPIRED_VALUE = 'expirada';

// Set by an expiry until the login page has said so (or someone signed in): a route guard that
// sends the now-anonymous user to /login at the same moment uses the expired path too, whichever
// of the two navigations lands last.
let expiryUntold = false;

/** Ends the session (clears storage, fires `userLogout`), then fires `sessionExpired`. */
export function expireSession(): void {
  expiryUntold = true;
  clearSession();
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
}

/** Has the session expired without the login page having said so yet? */
export function isSessionExpiryUntold(): boolean {
  return expiryUntold;
}

/** The login page said it (or a new session began): later guard redirects are plain ones. */
export function acknowledgeSessionExpiry(): void {
  expiryUntold = false;
}

if (typeof window !== 'undefined') window.addEventListener(USER_LOGIN_EVENT, acknowledgeSessionExpiry);

/** /login?returnTo=<path>&sessao=expirada; no returnTo for '/' or the account pages themselves. */
export function expiredLoginPath(returnTo: string): string {
  const params = new URLSearchParams();
  const path = returnTo.split(/[?#]/)[0] ?? '';
  if (returnTo.startsWith('/') && path !== '/' && path !== '/login' && path !== '/cadastro') params.set('returnTo', returnTo);
  params.set(SESSION_EXPIRED_PARAM, SESSION_EXPIRED_VALUE);
  return `/login?${params}`;
}

/** Does this /login query carry the expiry flag? */
export function isSessionExpiredQuery(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(SESSION_EXPIRED_PARAM) === SESSION_EXPIRED_VALUE;
}
