import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { safeReturnTo, useSession } from '@acolhe/shared-auth';

/**
 * /login and /cadastro for someone already signed in when the page opens: straight to their area
 * (/usuario/{id} or /cliente/{id}; on /login a returnTo they may open wins). Read once, at open:
 * signing in on this very page is followed by the page's own navigation (returnTo), not by this.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInAtOpen] = useState(() => useSession.getState().user);
  const location = useLocation();
  if (signedInAtOpen) {
    const returnTo = location.pathname === '/login' ? new URLSearchParams(location.search).get('returnTo') : null;
    return <Navigate to={safeReturnTo(returnTo, signedInAtOpen)} replace />;
  }
  return <>{children}</>;
}
