import type { SessionUser } from '@acolhe/shared-domain';

/**
 * The signed-in user (product.md#data): id = IdToken `sub`, name (→ login name → e-mail), email,
 * tipo, image ('' when there is none). Never carries tokens.
 */
export type CurrentUser = SessionUser;

/** Cognito tokens of the session. `expiresAt` is epoch ms, computed when the tokens arrive. */
export interface SessionTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  /** seconds; product.md#limits: 3600 when the identity provider returns none */
  expiresIn: number;
  /** epoch milliseconds */
  expiresAt: number;
}
