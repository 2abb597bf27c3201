// Test network: the real shared-auth `http` client over a mocked global fetch, so ky's errors,
// headers and bodies behave as in the browser. Routes are 'METHOD path' relative to the api base.
import { fakeFetch, signInForTest, signOutForTest, TEST_API_BASE, type FakeAnswer } from '@acolhe/shared-ui/testing';
import type { SessionUser } from '@acolhe/shared-domain';
import { CLIENT_USER } from './fixtures';

export { NETWORK_DOWN } from '@acolhe/shared-ui/testing';
export const API_BASE = TEST_API_BASE;

export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  /** the Idempotency-Key header (null when absent) */
  idempotencyKey: string | null;
}

export type RouteHandler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

/** What every test's api answers unless it says otherwise: the dashboard reads these on the side. */
const DEFAULT_ROUTES: Record<string, FakeAnswer> = {
  // the waiting lists (issue 46): none
  'GET me/lista-de-espera': { status: 200, body: [] },
};

export function installFakeApi(ownRoutes: Record<string, RouteHandler | FakeAnswer>) {
  const routes = { ...DEFAULT_ROUTES, ...ownRoutes };
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(
    fakeFetch(async ({ method, url, body, headers }) => {
      const call: RecordedCall = { method, path: url.pathname.replace(/^\//, ''), search: url.searchParams, body, idempotencyKey: headers.get('idempotency-key') };
      calls.push(call);
      const route = routes[`${method} ${call.path}`];
      return route && (typeof route === 'function' ? route(call) : route);
    }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export function signIn(user: SessionUser = CLIENT_USER) {
  signInForTest(user);
}

export const signOut = signOutForTest;

/** A promise the test settles by hand (to look at a "busy" state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
