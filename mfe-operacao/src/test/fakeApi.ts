// Test network: shared-auth's real callApi (its one ky instance) over a mocked global fetch. Routes are 'METHOD path'
// relative to the api base; every call records the Authorization header it carried.
import { fakeFetch, signInForTest, type FakeAnswer } from '@acolhe/shared-ui/testing';

export interface RecordedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  authorization: string | null;
}

export type RouteHandler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

export function installFakeApi(routes: Record<string, RouteHandler | FakeAnswer>) {
  // the runtime config (api base) every remote reads; no customer session
  signInForTest(null);
  const calls: RecordedCall[] = [];
  globalThis.fetch = jest.fn(
    fakeFetch(async ({ method, url, body, headers }) => {
      const call: RecordedCall = { method, path: url.pathname.replace(/^\//, ''), search: url.searchParams, body, authorization: headers.get('authorization') };
      calls.push(call);
      const route = routes[`${method} ${call.path}`];
      return route && (typeof route === 'function' ? route(call) : route);
    }),
  ) as unknown as typeof fetch;
  return { calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** A queue's routes: GET `fila` answers `cheia` until the decision (POST `decisao`, a 204) is
 * sent, and `vazia` after it, as the api's queue does once its item is decided. */
export function filaAteDecidir(fila: string, decisao: string, cheia: unknown, vazia: unknown): Record<string, RouteHandler> {
  let decidido = false;
  return {
    [`GET ${fila}`]: () => ({ body: decidido ? vazia : cheia }),
    [`POST ${decisao}`]: () => {
      decidido = true;
      return { status: 204 };
    },
  };
}
