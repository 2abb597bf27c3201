// The remotes' component tests run the real shared-auth `http` (ky: base URL, bearer token, error
// bodies, idempotency keys) over a fake global fetch. This is the one fake; each remote's
// test/fakeApi.ts only says which routes answer what.

/** One request as the fake saw it: its URL, its body read as the api would, and its headers. */
export interface FetchedCall {
  method: string;
  url: URL;
  /** JSON parsed, multipart as FormData, otherwise undefined */
  body: unknown;
  headers: Headers;
  request: Request;
}

/** One request as a remote's fake api routes it: the path, the query, the body, the headers it checks. */
export interface ApiCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  authorization: string | null;
  idempotencyKey: string | null;
}

export function apiCallOf({ method, url, body, headers }: FetchedCall): ApiCall {
  return { method, path: url.pathname, search: url.searchParams, body, authorization: headers.get('authorization'), idempotencyKey: headers.get('idempotency-key') };
}

/** `body` is answered as JSON; `raw` as it is with `headers` (e.g. a text/calendar file). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
}

/** What a route throws to make the request fail without an answer (a dropped connection). */
export const NETWORK_DOWN = new TypeError('Failed to fetch');

/** Reads the request like a real server does (ky keeps a tee'd clone for retries that waits for
 * this branch to be read). */
async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await request.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  }
  if (type.includes('multipart/form-data')) return request.formData();
  await request.arrayBuffer();
  return undefined;
}

function respond(answer: FakeAnswer): Response {
  const status = answer.status ?? 200;
  if (answer.raw !== undefined) return new Response(answer.raw, { status, headers: answer.headers ?? {} });
  const empty = answer.body === undefined || status === 204;
  return new Response(empty ? null : JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that records each call in `calls` and answers what `answer` says (404 when it says nothing). */
export function fakeFetch(answer: (call: FetchedCall) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>, calls: FetchedCall[] = []) {
  return async (request: Request): Promise<Response> => {
    const call: FetchedCall = { method: request.method, url: new URL(request.url), body: await readBody(request), headers: request.headers, request };
    calls.push(call);
    return respond((await answer(call)) ?? { status: 404, body: { message: 'not found' } });
  };
}
