// Keeping the session alive: REFRESH_TOKEN_AUTH shortly before the tokens expire.
import { MISSING_TOKENS_MESSAGE, isNetworkError } from '../errors';
import { REFRESH_LEAD_MS } from '../session/constants';
import { expireSession } from '../session/expiry';
import {
  getSessionTokens,
  readTokensFromStorage,
  setTokens,
  syncSessionFromStorage,
  useSession,
} from '../session/store';
import type { SessionTokens } from '../session/types';
import { getClientId, identity } from './client';

let inFlight: Promise<SessionTokens | null> | null = null;

/**
 * Exchanges the refresh token for new tokens (the refresh token itself is kept unless Cognito
 * rotates it). Single-flight. Adopts tokens another tab refreshed in the meantime instead of
 * calling. On a failure answered by the service (refresh token revoked or expired) the session
 * ends as expired (expireSession: cleared, `sessionExpired` fired) and the error is rethrown; a network failure is rethrown and the session
 * kept, so a short outage does not sign anyone out. Resolves to null when there is no session.
 */
export function refreshSession(): Promise<SessionTokens | null> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function doRefresh(): Promise<SessionTokens | null> {
  const mine = getSessionTokens();
  if (!mine) return null;
  const stored = readTokensFromStorage();
  if (!stored) {
    // another tab signed out: follow it
    syncSessionFromStorage();
    return null;
  }
  if (stored.accessToken !== mine.accessToken && stored.expiresAt - REFRESH_LEAD_MS > Date.now()) {
    syncSessionFromStorage();
    return stored;
  }
  if (!mine.refreshToken) {
    expireSession();
    throw new Error(MISSING_TOKENS_MESSAGE);
  }
  try {
    const { sdk, client } = await identity();
    const out = await client.send(
      new sdk.InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: getClientId(),
        AuthParameters: { REFRESH_TOKEN: mine.refreshToken },
      }),
    );
    const result = out?.AuthenticationResult;
    if (!result?.AccessToken || !result.IdToken) throw new Error(MISSING_TOKENS_MESSAGE);
    // signed out (here or in another tab) while the call was in flight: do not resurrect
    if (getSessionTokens()?.refreshToken !== mine.refreshToken) return getSessionTokens();
    setTokens({
      accessToken: result.AccessToken,
      idToken: result.IdToken,
      refreshToken: result.RefreshToken ?? mine.refreshToken,
      ...(result.ExpiresIn ? { expiresIn: result.ExpiresIn } : {}),
    });
    return getSessionTokens();
  } catch (err) {
    // the provider refused the refresh token: the session expired (said to the user, see expiry.ts)
    if (!isNetworkError(err) && getSessionTokens()?.refreshToken === mine.refreshToken) expireSession();
    throw err;
  }
}

export interface SessionKeeperOptions {
  /** refresh this long before expiresAt (default 60 s) */
  leadMs?: number;
  /** after a network failure, try again after this long (default 30 s) */
  retryMs?: number;
}

const MAX_TIMEOUT_MS = 2_147_483_647;
let stopActive: (() => void) | null = null;

/**
 * Schedules a refresh `leadMs` before the tokens expire, reschedules whenever the tokens change
 * (login, refresh, another tab), and checks again when the page becomes visible, gains focus or
 * comes back online (timers of background tabs are throttled). Refresh failures end the session
 * (see refreshSession); network failures are retried. Idempotent; returns the stop function.
 */
export function startSessionKeeper(options: SessionKeeperOptions = {}): () => void {
  if (stopActive) return stopActive;
  const leadMs = options.leadMs ?? REFRESH_LEAD_MS;
  const retryMs = options.retryMs ?? 30_000;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const dueAt = (): number | null => {
    const tokens = getSessionTokens();
    return tokens ? tokens.expiresAt - leadMs : null;
  };
  const run = () => {
    clearTimeout(timer);
    refreshSession().catch((err: unknown) => {
      if (isNetworkError(err) && getSessionTokens()) {
        clearTimeout(timer);
        timer = setTimeout(run, retryMs);
      }
    });
  };
  const schedule = () => {
    clearTimeout(timer);
    const due = dueAt();
    if (due === null) return;
    const delay = due - Date.now();
    if (delay <= 0) run();
    else timer = setTimeout(run, Math.min(delay, MAX_TIMEOUT_MS));
  };
  const onWake = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    const due = dueAt();
    if (due !== null && Date.now() >= due) run();
  };

  const unsubscribe = useSession.subscribe((state, prev) => {
    if (state.tokens !== prev.tokens) schedule();
  });
  if (typeof window !== 'undefined') {
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('focus', onWake);
    window.addEventListener('online', onWake);
  }
  schedule();

  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
    if (typeof window !== 'undefined') {
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('focus', onWake);
      window.removeEventListener('online', onWake);
    }
    stopActive = null;
  };
  stopActive = stop;
  return stop;
}
