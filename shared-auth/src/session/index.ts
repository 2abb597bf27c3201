export * from './types';
export * from './constants';
export * from './claims';
export {
  useSession,
  setSession,
  clearSession,
  updateUser,
  setTokens,
  getCachedUser,
  getSessionTokens,
  hydrateSession,
  syncSessionFromStorage,
  readTokensFromStorage,
  normalizeTokens,
} from './store';
export type { SessionState, SessionTokensInput, UserUpdate } from './store';
export { parseUser, parseTokens, migrateLegacySession } from './storage';
export { useCurrentUser } from './useCurrentUser';
export {
  SESSION_EXPIRED_EVENT,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXPIRED_PARAM,
  SESSION_EXPIRED_VALUE,
  expireSession,
  expiredLoginPath,
  isSessionExpiryUntold,
  acknowledgeSessionExpiry,
  isSessionExpiredQuery,
} from './expiry';
