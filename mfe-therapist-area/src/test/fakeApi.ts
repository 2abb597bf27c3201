// Test network: the real shared-auth `http` client over a mocked global fetch, so ky's errors,
// headers and bodies behave as in the browser. Routes are 'METHOD path' relative to the api base.
import { fakeFetch, signInForTest, signOutForTest, TEST_API_BASE } from '@acolhe/shared-ui/testing';
import type { SessionUser } from '@acolhe/shared-domain';

export const API_BASE = TEST_API_BASE;

export interface RecordedCall {
  method: string;
  /** relative to the api base, with the query string */
  path: string;
  body: unknown;
  request: Request;
}

export type RouteResult = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type RouteHandler = (call: RecordedCall) => RouteResult;

export function json(body: unknown, status = 200) {
  return { status, body };
}

/** Routes are 'METHOD path' with or without the query string (the exact one first). */
/** What every test's api answers unless it says otherwise: the settings read these on the side. */
const DEFAULT_ROUTES: Record<string, { status?: number; body?: unknown }> = {
  // the waiting list (issue 46): nobody waits, the defaults
  'GET agenda/terapeutas/t1/lista-de-espera': json({ pausada: false, aceitarAutomaticamente: false, duracaoOfertaMin: 30, entradas: [] }),
};

export function installFakeApi(ownRoutes: Record<string, RouteHandler | { status?: number; body?: unknown }>) {
  const routes = { ...DEFAULT_ROUTES, ...ownRoutes };
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(
    fakeFetch(async ({ method, url, body, request }) => {
      const bare = url.pathname.replace(/^\//, '');
      const call: RecordedCall = { method, path: bare + url.search, body, request };
      calls.push(call);
      const route = routes[`${method} ${call.path}`] ?? routes[`${method} ${bare}`];
      return route && (typeof route === 'function' ? route(call) : route);
    }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export const THERAPIST_USER: SessionUser = {
  id: 't1',
  name: 'Marina Duarte',
  email: 'marina@acolhe.com.br',
  tipo: 'terapeuta',
  image: '',
};

export function signIn(user: SessionUser = THERAPIST_USER) {
  signInForTest(user);
}

export const signOut = signOutForTest;
