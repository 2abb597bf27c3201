export * from './operations';
export { refreshSession, startSessionKeeper } from './refresh';
export type { SessionKeeperOptions } from './refresh';
export { getIdentityClient, loadCognitoSdk, normalizeEmail, IDENTITY_REQUEST_TIMEOUT_MS, IDENTITY_MAX_ATTEMPTS } from './client';
export { fetchProfileImage, syncProfileImage, PROFILE_IMAGE_TIMEOUT_MS } from './profileImage';
