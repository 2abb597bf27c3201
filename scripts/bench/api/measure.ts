// One autocannon run and the figures kept from it.
import autocannon from 'autocannon';

export interface Figures {
  /** mean requests per second over the run */
  rps: number;
  p50: number;
  p99: number;
  /** responses other than 2xx, plus socket errors and time-outs (30 s) */
  errors: number;
  requests: number;
  /** bytes of one response body (measured before the run) */
  bytes: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
  /** a body (and headers: whose token) per request (distinct slots); the run stops when it returns undefined */
  nextRequest?: () => { body: string; headers?: Record<string, string> } | undefined;
  /** stop after this many requests (when bodies are limited) */
  amount?: number;
  /** a path per request (GET): each request asks something no cache holds yet */
  nextPath?: () => string;
}

export async function load(options: LoadOptions): Promise<Omit<Figures, 'bytes'>> {
  const { nextRequest, nextPath } = options;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    connections: options.connections,
    duration: options.amount ? undefined : options.durationSeconds,
    amount: options.amount,
    // generous: a request over it counts as an error and leaves the latency figures
    timeout: 30,
    requests: nextPath
      ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }]
      : nextRequest
      ? [
          {
            method: options.method ?? 'POST',
            setupRequest: (req) => {
              const next = nextRequest();
              return next === undefined ? (undefined as never) : { ...req, body: next.body, headers: { ...req.headers, ...next.headers } };
            },
          },
        ]
      : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/** Size of one answer's body, in bytes. */
export async function bodyBytes(url: string, init?: RequestInit): Promise<number> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.arrayBuffer()).byteLength;
}
