// A session that ends without the user asking (refresh token refused, the api answering 401/403)
// is said, not silent: the user lands on /login?returnTo=<where they were>&sessao=expirada and the
// login page tells them once 'Sua sessão expirou. Entre novamente.'.
import { clearSession } from './store';

/** Fired on `window` after the session was ended by expiry (never by 'Sair'). */
export const SESSION_EXPIRED_EVENT = 'sessionExpired';
export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Entre novamente.';
/** The /login query flag that shows the message (removed from the address once read). */
export const SESSION_EXPIRED_PARAM = 'sessao';
export const SESSION_EXPIRED_VALUE = 'expirada';

/** Ends the session (clears storage, fires `userLogout`), then fires `sessionExpired`. */
export function expireSession(): void {
  clearSession();
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
}

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
