// Session constants. The product.md#limits values come from @acolhe/shared-domain, the event and
// storage names from its contracts (one source for every room; see README "Storage").
import { HEADER_LOGIN_REFRESH_MS, TOKEN_DEFAULT_EXPIRES_IN } from '@acolhe/shared-domain';
import { BROWSER_EVENTS, STORAGE_KEYS, tokensStorageKey } from '@acolhe/shared-domain/contracts';

/** product.md#limits: token lifetime when the identity provider returns none (3600 s). */
export { TOKEN_DEFAULT_EXPIRES_IN };
/** product.md#sessions-appointments/product.md#limits: the header re-reads the stored user 100 ms after a `userLogin` event. */
export { HEADER_LOGIN_REFRESH_MS };
/** Refresh the tokens this long before they expire (ms). */
export const REFRESH_LEAD_MS = 60_000;

/** Browser events of product.md#sessions-appointments, dispatched on `window`. */
export const USER_LOGIN_EVENT = BROWSER_EVENTS.login;
export const USER_LOGOUT_EVENT = BROWSER_EVENTS.logout;

/** localStorage: the signed-in user, never tokens (authoritative). */
export const CURRENT_USER_KEY = STORAGE_KEYS.currentUser;
/** localStorage: product.md#data's other reading; migrated once into the two keys, then deleted. */
export const LEGACY_AUTH_USER_KEY = STORAGE_KEYS.authUser;
/** localStorage: the tokens (authoritative), under a key named for the identity provider and app client. */
export const tokensKeyFor = tokensStorageKey;
