// The account pages' query contract: /login?returnTo=<path> (product.md#screens), ?email=<e-mail> to pre-fill the form and
// ?confirmar=1 to open the e-mail confirmation dialog for that e-mail (sign-up sends users here),
// ?sessao=expirada to say the session expired (shared-auth expiredLoginPath sends users here);
// /cadastro?returnTo=<path>. The return target rides along /login → /cadastro → /login?confirmar=1 →
// sign-in (issue 44 item 2: a booking request kept for after the sign-in is on that page). It is a
// query parameter, so hostile: read through sameSitePath (no other site, no /login loop).
import { isSessionExpiredQuery, sameSitePath } from '@acolhe/shared-auth';

export interface LoginQuery {
  /** a same-site path (sameSitePath), or null */
  returnTo: string | null;
  email: string;
  confirmar: boolean;
  /** the session expired: say so once */
  sessionExpired: boolean;
}

function paramsOf(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** The return target an account page was opened with (?returnTo), when it is a same-site path. */
export function returnToOf(search: string | URLSearchParams): string | null {
  return sameSitePath(paramsOf(search).get('returnTo'));
}

export function readLoginQuery(search: string | URLSearchParams): LoginQuery {
  const params = paramsOf(search);
  const email = (params.get('email') ?? '').trim();
  return {
    returnTo: returnToOf(params),
    email,
    confirmar: params.get('confirmar') === '1' && email !== '',
    sessionExpired: isSessionExpiredQuery(params),
  };
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** /login with the e-mail to pre-fill, ?confirmar=1 after a sign-up that still needs its code, and the return target. */
export function loginPathFor({ email = '', confirmar = false, returnTo = null }: { email?: string; confirmar?: boolean; returnTo?: string | null }): string {
  const params = new URLSearchParams();
  if (email) params.set('email', email);
  if (confirmar && email) params.set('confirmar', '1');
  const target = sameSitePath(returnTo);
  if (target) params.set('returnTo', target);
  return withQuery('/login', params);
}

/** /cadastro, carrying the return target. */
export function signUpPathFor(returnTo: string | null): string {
  const target = sameSitePath(returnTo);
  return withQuery('/cadastro', new URLSearchParams(target ? { returnTo: target } : {}));
}
