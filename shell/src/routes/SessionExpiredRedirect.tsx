import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SESSION_EXPIRED_EVENT, expiredLoginPath } from '@acolhe/shared-auth';
import { useLatest } from './useLatest';

/**
 * A session that expired while the page was open (the identity provider refused the refresh
 * token): to /login?returnTo=<here>&sessao=expirada, where the login page says so once. The api's
 * 401/403 does the same with a full page load (shared-auth http).
 */
export function SessionExpiredRedirect() {
  const navigate = useNavigate();
  const location = useLatest(useLocation());
  useEffect(() => {
    const onExpired = () => {
      const { pathname, search, hash } = location.current;
      navigate(expiredLoginPath(`${pathname}${search}${hash}`), { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, location]);
  return null;
}
