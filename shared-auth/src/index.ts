// @acolhe/shared-auth — "who is signed in" for the shell and every remote.
// A Module Federation singleton: one copy per page, holding the one session store.

// runtime config (the shell loads /config.json before rendering)
export {
  loadRuntimeConfig,
  setRuntimeConfig,
  getRuntimeConfig,
  peekRuntimeConfig,
  onRuntimeConfig,
  parseRuntimeConfig,
} from './config';
export type { RuntimeConfig } from './config';
export { takeEarlyFetch, EARLY_FETCH_KEY } from './earlyFetch';

// session: store, storage, events, header hook
export * from './session';

// identity provider (Cognito user pool)
export * from './identity';
export * from './account';

// error mapping (product.md#main-messages)
export * from './errors';
export * from './idempotency';
// answers read with the shared-domain schemas
export * from './answers';
export * from './cep';

// roles, ownership, paths, guards
export {
  roleOf,
  isOwner,
  homePathFor,
  settingsPathFor,
  loginPathFor,
  guardDecision,
  routeGuardFor,
  safeReturnTo,
  sameSitePath,
} from './roles';
export type { UserRef, RouteGuard, GuardDecision } from './roles';

// product HTTP client
export { http, apiErrorMessage, apiFieldErrors, isHttpError, httpStatusOf, setAuthFailureNavigation, setServerRequestHeaders } from './http';
// the typed client of the operation table
export { callApi, queryKeyOf, apiQuery, setOperatorAuthentication, NO_INPUT } from './api';
export type { HttpClient, ApiHTTPError } from './http';
export { useHydrated, useAfterHydration } from './hydration';
