// Test network for the parts of the shell that read the api (the notification bell): the real
// shared-auth `http` (ky) over a mocked global fetch, as the remotes' tests do. Routes are
// 'METHOD path' relative to the api base of signInForTest (http://api.test).
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };
export type RouteHandler = (call: RecordedCall) => Answer | Promise<Answer>;

export function installFakeApi(routes: Record<string, RouteHandler | Answer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: Request) => {
    const url = new URL(input.url);
    const path = url.pathname.replace(/^\//, '');
    const text = await input.text();
    const call: RecordedCall = { method: input.method, path, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    const route = routes[`${input.method} ${path}`];
    if (!route) return new Response(JSON.stringify({ message: 'not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = await (typeof route === 'function' ? route(call) : route);
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}
