export * from './operations';
export { refreshSession, startSessionKeeper } from './refresh';
export type { SessionKeeperOptions } from './refresh';
export { getIdentityClient, loadCognitoSdk, normalizeEmail, IDENTITY_REQUEST_TIMEOUT_MS, IDENTITY_MAX_ATTEMPTS } from './client';
export { fetchProfileImage, syncProfileImage, PROFILE_IMAGE_TIMEOUT_MS } from './profileImage';
export { logout, signOutEverywhere, endAllSessionsWith, revokeRefreshToken, SESSIONS_NOT_ENDED_MESSAGE } from './sessions';
export { changeEmail, confirmEmailChange, resendEmailChangeCode } from './email';
