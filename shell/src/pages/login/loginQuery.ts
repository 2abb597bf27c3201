// The /login query contract: ?returnTo=<path> (product.md#screens), ?email=<e-mail> to pre-fill the form and
// ?confirmar=1 to open the e-mail confirmation dialog for that e-mail (sign-up sends users here),
// ?sessao=expirada to say the session expired (shared-auth expiredLoginPath sends users here).
import { isSessionExpiredQuery } from '@acolhe/shared-auth';

export interface LoginQuery {
  returnTo: string | null;
  email: string;
  confirmar: boolean;
  /** the session expired: say so once */
  sessionExpired: boolean;
}

export function readLoginQuery(search: string | URLSearchParams): LoginQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const email = (params.get('email') ?? '').trim();
  return {
    returnTo: params.get('returnTo'),
    email,
    confirmar: params.get('confirmar') === '1' && email !== '',
    sessionExpired: isSessionExpiredQuery(params),
  };
}

/** /login?email=…&confirmar=1 after a sign-up that still needs its confirmation code. */
export function loginPathFor({ email, confirmar = false }: { email: string; confirmar?: boolean }): string {
  const params = new URLSearchParams({ email });
  if (confirmar) params.set('confirmar', '1');
  return `/login?${params}`;
}
