// Test network: the real shared-auth `http` client over a mocked global fetch, so ky's errors,
// headers and bodies behave as in the browser. Routes are 'METHOD path' relative to the api base.
import { setRuntimeConfig, setSession, useSession } from '@acolhe/shared-auth';
import type { SessionUser } from '@acolhe/shared-domain';
import { CLIENT_USER } from './fixtures';

export const API_BASE = 'http://api.test/';

export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  /** the Idempotency-Key header (null when absent) */
  idempotencyKey: string | null;
}

/** What a route handler throws to make the request fail without an answer (dropped connection). */
export const NETWORK_DOWN = new TypeError('Failed to fetch');

/** `body` is sent as JSON; `raw` as it is, with `headers` (e.g. a text/calendar file). */
type Answer = { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> };
export type RouteHandler = (call: RecordedCall) => Answer | Promise<Answer>;

export function installFakeApi(routes: Record<string, RouteHandler | Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const path = url.pathname.replace(/^\//, '');
    const type = input.headers.get('content-type') ?? '';
    let body: unknown;
    if (type.includes('application/json')) {
      const text = await input.text();
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } else if (type.includes('multipart/form-data')) {
      body = await input.formData();
    }
    const call: RecordedCall = {
      method: input.method,
      path,
      search: url.searchParams,
      body,
      idempotencyKey: input.headers.get('idempotency-key'),
    };
    calls.push(call);
    const route = routes[`${input.method} ${path}`];
    if (!route) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
    const answer = await (typeof route === 'function' ? route(call) : route);
    if (answer.raw !== undefined) return new Response(answer.raw, { status: answer.status ?? 200, headers: answer.headers ?? {} });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export function signIn(user: SessionUser = CLIENT_USER) {
  setRuntimeConfig({
    apiBaseUrl: API_BASE,
    cognito: { region: 'us-east-2', userPoolId: 'local_test', clientId: 'testclient' },
    supportEmail: 'suporte@acolhe.com.br',
  });
  setSession(user, { accessToken: 'access', idToken: 'id', refreshToken: 'refresh', expiresIn: 3600 });
}

export function signOut() {
  localStorage.clear();
  useSession.setState({ user: null, tokens: null });
}

/** A promise the test settles by hand (to look at a "busy" state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
