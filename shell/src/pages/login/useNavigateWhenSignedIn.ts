import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@acolhe/shared-auth';

/**
 * Navigation right after login: it waits until the app's session readers (`useCurrentUser`, which
 * the route guards use) see the new user. They re-read 100 ms after userLogin (product.md#sessions-appointments); a guard
 * still holding "no user" would send the visitor straight back to /login?returnTo=….
 */
export function useNavigateWhenSignedIn(): (path: string, userId: string) => void {
  const navigate = useNavigate();
  const currentUser = useCurrentUser();
  const [destination, setDestination] = useState<{ path: string; userId: string } | null>(null);

  useEffect(() => {
    if (destination && currentUser?.id === destination.userId) navigate(destination.path, { replace: true });
  }, [destination, currentUser, navigate]);

  return useCallback((path: string, userId: string) => setDestination({ path, userId }), []);
}
