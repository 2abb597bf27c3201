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
