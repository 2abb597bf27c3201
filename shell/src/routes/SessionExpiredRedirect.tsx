import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SESSION_EXPIRED_EVENT, expiredLoginPath } from '@acolhe/shared-auth';

/**
 * A session that expired while the page was open (the identity provider refused the refresh
 * token): to /login?returnTo=<here>&sessao=expirada, where the login page says so once. The api's
 * 401/403 does the same with a full page load (shared-auth http).
 */
export function SessionExpiredRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  // the page the user is on when it expires, not the one where the listener was added
  const onExpired = useEffectEvent(() => {
    const { pathname, search, hash } = location;
    navigate(expiredLoginPath(`${pathname}${search}${hash}`), { replace: true });
  });
  useEffect(() => {
    const listener = () => onExpired();
    window.addEventListener(SESSION_EXPIRED_EVENT, listener);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
  }, []);
  return null;
}
