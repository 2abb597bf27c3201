// Every request has an id: the one a trusted proxy sent in X-Request-Id when it is well formed,
// otherwise a new UUID. Fastify puts it in every log line of the request (`reqId`) and the api
// echoes it in the answer's X-Request-Id, so a complaint ("it failed at 14:02, id …") leads to its
// log lines. A client talking to the api directly cannot choose it (it could otherwise make its
// requests look like somebody else's in the logs), so the header is only read behind proxies:
// TRUST_PROXY_HOPS > 0, the same setting that trusts their X-Forwarded-For (src/app.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `-_.:` only, 1–128 characters: what proxies and tracers generate (UUIDs,
 * hex trace ids, `Root=1-…`-like ids without `=`), and nothing a log line could be forged with. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

export function wellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED.test(value);
}

/** Fastify's genReqId: the proxy's id when proxies are trusted and it is well formed, else a UUID. */
export function requestIdGenerator(trustProxyHops: number): (req: IncomingMessage) => string {
  return (req) => {
    if (trustProxyHops > 0) {
      const given = req.headers[REQUEST_ID_HEADER];
      if (wellFormedRequestId(given)) return given;
    }
    return randomUUID();
  };
}
