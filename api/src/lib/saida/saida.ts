// Outbound requests to addresses a user typed (issue 45 item 5: an external calendar's ICS
// address or CalDAV server). Server-side request forgery is the attack: an address (or a name
// that resolves, or a redirect that points) to the api's own network — loopback, RFC 1918,
// unique-local, link-local, the cloud metadata service 169.254.169.254, 0.0.0.0, multicast.
// request-filtering-agent checks the address every connection actually goes to, AFTER DNS
// resolution (so `localhost` or a rebinding name is caught) and on every hop of a redirect (each
// hop opens its own connection through the same agent). The WHATWG URL parser has already
// turned decimal/hex spellings (http://2130706433/, http://0x7f.1/) into dotted addresses.
// Every fetch has a size limit and a time limit (the whole exchange, redirects included).
// `allowLoopback` (OUTBOUND_ALLOW_LOOPBACK) lets 127.0.0.0/8 and ::1 through — only `npm start`
// and the tests turn it on, so they talk to local servers; everything else stays refused.
import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

export interface SaidaOptions {
  /** 127.0.0.0/8 and ::1 allowed (local demo and tests); default false */
  allowLoopback?: boolean;
  /** largest body read, bytes (default 2 MB) */
  maxBytes?: number;
  /** the whole exchange, redirects included, ms (default 15 s) */
  timeoutMs?: number;
  /** redirects followed (default 5) */
  maxRedirects?: number;
}

export const SAIDA_MAX_BYTES = 2 * 1024 * 1024;
export const SAIDA_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;

/** Why an outbound request was not made or not finished (the caller says it in pt-BR). */
export type SaidaFalha = 'bloqueado' | 'grande' | 'demorado' | 'redirecionamentos' | 'protocolo' | 'rede';

export class SaidaError extends Error {
  override name = 'SaidaError';
  constructor(
    readonly falha: SaidaFalha,
    message: string,
  ) {
    super(message);
  }
}

// '::1' as an address: the library matches an IPv6 CIDR against IPv4 addresses with a warning
const LOOPBACK = ['127.0.0.0/8', '::1'];

type FetchInput = string | URL | Request;
export type SafeFetch = (input: FetchInput, init?: RequestInit) => Promise<Response>;

function bodyOf(body: RequestInit['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new SaidaError('protocolo', 'corpo de requisição não suportado');
}

/** The method after a redirect, as fetch does (303 → GET; 301/302 turn a POST into a GET). */
function redirectedMethod(status: number, method: string): string {
  if (status === 303 && method !== 'HEAD') return 'GET';
  if ((status === 301 || status === 302) && method === 'POST') return 'GET';
  return method;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch-shaped function (what tsdav's `fetch` option and the ICS reader take) whose every
 * connection is checked. Throws SaidaError; never follows a redirect to another scheme than http(s).
 */
export function safeFetcher(options: SaidaOptions = {}): SafeFetch {
  const filter = { allowPrivateIPAddress: false, allowMetaIPAddress: false, allowIPAddressList: options.allowLoopback ? LOOPBACK : [], denyIPAddressList: [] };
  const agents = { 'http:': new RequestFilteringHttpAgent(filter), 'https:': new RequestFilteringHttpsAgent(filter) };
  const maxBytes = options.maxBytes ?? SAIDA_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? SAIDA_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;

  return async function safeFetch(input, init = {}) {
    if (input instanceof Request) throw new SaidaError('protocolo', 'Request não suportado: passe a URL e o init');
    let url = new URL(String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = bodyOf(init.body);
    const headers = new Headers(init.headers);
    const deadline = Date.now() + timeoutMs;
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SaidaError('protocolo', `esquema não permitido: ${url.protocol}`);
      const answer = await exchange(url, method, headers, body, agents[url.protocol], deadline, maxBytes, init.signal ?? undefined);
      const location = answer.headers.get('location');
      if (answer.status >= 300 && answer.status < 400 && answer.status !== 304 && location && init.redirect !== 'manual') {
        if (hop >= maxRedirects) throw new SaidaError('redirecionamentos', 'redirecionamentos demais');
        const next = new URL(location, url);
        // the credentials stay with the origin they were typed for (as fetch does)
        if (next.origin !== url.origin) headers.delete('authorization');
        const nextMethod = redirectedMethod(answer.status, method);
        if (nextMethod !== method) {
          body = undefined;
          headers.delete('content-type');
        }
        method = nextMethod;
        url = next;
        continue;
      }
      const response = new Response(NULL_BODY.has(answer.status) || method === 'HEAD' ? null : new Uint8Array(answer.body), { status: answer.status, statusText: answer.statusText, headers: answer.headers });
      Object.defineProperty(response, 'url', { value: url.href });
      return response;
    }
  };
}

interface Exchanged {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

function exchange(url: URL, method: string, headers: Headers, body: Buffer | undefined, agent: http.Agent, deadline: number, maxBytes: number, signal?: AbortSignal): Promise<Exchanged> {
  return new Promise((resolve, reject) => {
    const outgoing: Record<string, string> = Object.fromEntries(headers.entries());
    // no compression: the size limit counts the bytes as they arrive
    outgoing['accept-encoding'] = 'identity';
    if (body) outgoing['content-length'] = String(body.length);
    const request = (url.protocol === 'https:' ? https : http).request(url, { method, headers: outgoing, agent });
    const fail = (error: Error) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      request.destroy();
      reject(error);
    };
    const onAbort = () => fail(new SaidaError('demorado', 'requisição cancelada'));
    const timer = setTimeout(() => fail(new SaidaError('demorado', 'tempo esgotado')), Math.max(0, deadline - Date.now()));
    signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', (error) => {
      if (error instanceof SaidaError) return fail(error);
      // request-filtering-agent's refusal: "DNS lookup 127.0.0.1(…) is not allowed. Because, …"
      if (/is not allowed/.test(error.message)) return fail(new SaidaError('bloqueado', 'endereço não permitido'));
      fail(new SaidaError('rede', (error as NodeJS.ErrnoException).code ?? 'falha de rede'));
    });
    request.on('response', (incoming) => {
      const declared = Number(incoming.headers['content-length'] ?? '0');
      if (declared > maxBytes) return fail(new SaidaError('grande', 'resposta grande demais'));
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          incoming.destroy();
          fail(new SaidaError('grande', 'resposta grande demais'));
          return;
        }
        chunks.push(chunk);
      });
      incoming.on('error', (error) => fail(new SaidaError('rede', error.message)));
      incoming.on('end', () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const responseHeaders = new Headers();
        for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2) responseHeaders.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!);
        resolve({ status: incoming.statusCode ?? 502, statusText: incoming.statusMessage ?? '', headers: responseHeaders, body: Buffer.concat(chunks) });
      });
    });
    request.end(body);
  });
}
