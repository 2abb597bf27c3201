// Test network: the real shared-auth `http` client over a mocked global fetch, so ky's errors,
// headers and bodies behave as in the browser. Routes are 'METHOD path' relative to the api base.
import { setRuntimeConfig, setSession, useSession } from '@acolhe/shared-auth';
import type { SessionUser } from '@acolhe/shared-domain';

export const API_BASE = 'http://api.test/';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  request: Request;
}

export type RouteResult = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type RouteHandler = (call: RecordedCall) => RouteResult;

export function json(body: unknown, status = 200) {
  return { status, body };
}

export function installFakeApi(routes: Record<string, RouteHandler | { status?: number; body?: unknown }>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    const request = input;
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\//, '') + url.search;
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (type.includes('application/json')) {
      const text = await request.text();
      body = text ? JSON.parse(text) : undefined;
    } else if (type.includes('multipart/form-data')) {
      body = await request.formData();
    } else {
      await request.arrayBuffer();
    }
    const call = { method: request.method, path, body, request };
    calls.push(call);
    const route = routes[`${request.method} ${path}`] ?? routes[`${request.method} ${url.pathname.replace(/^\//, '')}`];
    if (!route) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 });
    const result = await (typeof route === 'function' ? route(call) : route);
    const status = result.status ?? 200;
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
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
