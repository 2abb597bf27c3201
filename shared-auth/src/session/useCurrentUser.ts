// The header's view of the signed-in user, exactly as product.md#sessions-appointments describes it:
//   - read from storage on load;
//   - re-read when the stored user entry changes in another tab (`storage` event);
//   - re-read 100 ms after a `userLogin` event;
//   - cleared at once on a `userLogout` event.
// One addition: a profile change of the same user in this tab (updateUser: new photo or name)
// shows at once, since same-tab storage writes fire no `storage` event.
import { useEffect, useState } from 'react';
import { CURRENT_USER_KEY, HEADER_LOGIN_REFRESH_MS, USER_LOGIN_EVENT, USER_LOGOUT_EVENT } from './constants';
import { useAfterHydration } from '../hydration';
import { getCachedUser, useSession } from './store';
import type { CurrentUser } from './types';

function same(a: CurrentUser | null, b: CurrentUser | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function useCurrentUser(): CurrentUser | null {
  const [user, setUser] = useState<CurrentUser | null>(() => getCachedUser());

  useEffect(() => {
    let loginTimer: ReturnType<typeof setTimeout> | undefined;
    const reread = () => {
      const next = getCachedUser();
      setUser((prev) => (same(prev, next) ? prev : next));
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CURRENT_USER_KEY) reread();
    };
    const onLogin = () => {
      clearTimeout(loginTimer);
      loginTimer = setTimeout(reread, HEADER_LOGIN_REFRESH_MS);
    };
    const onLogout = () => {
      clearTimeout(loginTimer);
      setUser(null);
    };
    const unsubscribe = useSession.subscribe((state, prev) => {
      if (state.user && prev.user && state.user !== prev.user && state.user.id === prev.user.id) reread();
    });
    window.addEventListener('storage', onStorage);
    window.addEventListener(USER_LOGIN_EVENT, onLogin);
    window.addEventListener(USER_LOGOUT_EVENT, onLogout);
    reread(); // storage may have changed between the first render and this effect
    return () => {
      clearTimeout(loginTimer);
      unsubscribe();
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(USER_LOGIN_EVENT, onLogin);
      window.removeEventListener(USER_LOGOUT_EVENT, onLogout);
    };
  }, []);

  // The server renders for nobody: the hydrating render does too, then shows the user (a visitor's
  // page is not rendered again: nobody is nobody).
  return useAfterHydration(user, null);
}
