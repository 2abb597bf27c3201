// Names every room shares in the browser: the events dispatched on `window` and the keys of
// localStorage/sessionStorage. One origin holds every room's storage, so every key is listed here,
// even one a single room reads, so no two rooms can pick the same name.

/** Events on `window` (product.md#sessions-appointments): shared-auth dispatches them; the
 * shell and shared-auth's hooks listen. */
export const BROWSER_EVENTS = {
  login: 'userLogin',
  logout: 'userLogout',
  /** the session ended without the user asking (shared-auth expiry.ts); the shell goes to /login */
  sessionExpired: 'sessionExpired',
} as const;

export const STORAGE_KEYS = {
  /** localStorage: the signed-in user (without tokens); shared-auth writes it. */
  currentUser: 'current_user',
  /** localStorage: the product's other reading; shared-auth migrates it once, then deletes it. */
  authUser: 'auth_user',
  /** sessionStorage: a booking request made while signed out (mfe-booking), replayed after the
   * shell's login. */
  pendingBooking: 'acolhe:pending_booking',
  /** localStorage: an integration tester's remote overrides (shared-ui federation). */
  remoteOverrides: 'acolhe:remotes',
  /** localStorage: e-mails of accounts created in this browser, until their first login (shell). */
  newAccounts: 'acolhe:contas_novas',
} as const;

/** localStorage: the tokens, under the name the identity provider's own SDK uses (shared-auth). */
export const tokensStorageKey = (clientId: string): string => `CognitoIdentityServiceProvider.${clientId}.tokens`;
/** localStorage: a tutorial's concluded steps (mfe-discovery). */
export const tutorialProgressStorageKey = (kind: 'terapeutas' | 'clientes'): string => `acolhe:tutorial-${kind}:concluidos`;

/** The id of the `<script type="application/json">` in which the site's server hands the browser
 * its render of a public page (the page rendered and its data): the server writes it, shared-ui reads it. */
export const SERVER_RENDER_ELEMENT_ID = 'acolhe-ssr';
/** The id of the `<script type="application/json">` listing a server-rendered page's scripts, which
 * start after its first paint: the server writes it, index.html's inline boot reads it. */
export const BOOT_SCRIPTS_ELEMENT_ID = 'acolhe-boot';
