export * from './operations';
export { refreshSession, startSessionKeeper } from './refresh';
export type { SessionKeeperOptions } from './refresh';
export { getIdentityClient, normalizeEmail, IDENTITY_REQUEST_TIMEOUT_MS, IDENTITY_MAX_ATTEMPTS } from './client';
