// The product HTTP client (api/README.md "Product backend" + "Response rule").
//   - base URL: runtime config apiBaseUrl (the ky instance is created lazily, once per base URL);
//   - Content-Type: application/json unless the body sets its own (FormData keeps its boundary);
//   - no request time-out;
//   - Authorization: Bearer <idToken>, only when the session has an accessToken;
//   - 401/403 on any call: log, clearSession(), and still reject; with a session, a full page load
//     of /login?returnTo=<here>&sessao=expirada (the login page says the session expired); a
//     guest is sent to '/' (unless already there). Not while this browser itself ends every
//     session of the account (whileEndingSessions): those 401s are expected.
import ky, { HTTPError, type KyInstance, type Options, type ResponsePromise } from 'ky';
import { getRuntimeConfig } from './config';
import { clearSession, getSessionTokens } from './session/store';
import { expiredLoginPath } from './session/expiry';

/** An HTTPError whose JSON body (when there is one) was read into `data`. */
export type ApiHTTPError = HTTPError & { data?: unknown };

type Navigate = (url: string) => void;
const defaultNavigate: Navigate = (url) => window.location.assign(url);
let navigate: Navigate = defaultNavigate;

/** Replaces the full-page navigation of the 401/403 rule (tests); null restores window.location.assign. */
export function setAuthFailureNavigation(fn: Navigate | null): void {
  navigate = fn ?? defaultNavigate;
}

let sessionsEnding = 0;

/**
 * Runs `work` while this browser itself ends every session of the account ('Sair de todos os
 * dispositivos', a password change): the page's other requests are answered 401 from the first
 * instant, and that is expected — it must not reload the page onto 'Sua sessão expirou' (which
 * would also abort the call doing the work). `work` ends or renews the session itself.
 */
export async function whileEndingSessions<T>(work: () => Promise<T>): Promise<T> {
  sessionsEnding += 1;
  try {
    return await work();
  } finally {
    sessionsEnding -= 1;
  }
}

function handleAuthFailure(status: number, url: string): void {
  console.error(`[acolhe] Authentication error: HTTP ${status} on ${url}. Ending the session.`);
  const hadSession = getSessionTokens() !== null;
  clearSession();
  if (hadSession) {
    // said, not silent: the login page tells 'Sua sessão expirou…' and brings the user back here
    const here = typeof window !== 'undefined' ? `${window.location.pathname}${window.location.search}${window.location.hash}` : '/';
    navigate(expiredLoginPath(here));
    return;
  }
  // a guest already on '/' gets no reload (a public endpoint answering 401 must not loop)
  const atHome = typeof window !== 'undefined' && window.location.pathname === '/';
  if (!atHome) navigate('/');
}

type HeaderSource = () => Readonly<Record<string, string>> | undefined;
let serverHeaders: HeaderSource | null = null;

/**
 * On the site's server only: headers every api call of the request being rendered carries (the
 * visitor's address as X-Forwarded-For, so the api's rate limit counts the visitor, not the server).
 * The source is asked at each call (the shell's server keeps one per render); null removes it.
 */
export function setServerRequestHeaders(source: HeaderSource | null): void {
  serverHeaders = source;
}

/** The Authorization header the session in force would send, or null for a guest. */
function currentAuthorization(): string | null {
  const tokens = getSessionTokens();
  return tokens?.accessToken && tokens.idToken ? `Bearer ${tokens.idToken}` : null;
}

function createClient(prefixUrl: string): KyInstance {
  return ky.create({
    prefixUrl,
    timeout: false,
    hooks: {
      beforeRequest: [
        (request) => {
          if (!request.headers.has('content-type')) request.headers.set('content-type', 'application/json');
          for (const [name, value] of Object.entries(serverHeaders?.() ?? {})) request.headers.set(name, value);
          // an operator's row brings the operator's own token (api.ts): never replaced by a customer's
          const authorization = currentAuthorization();
          if (authorization && !request.headers.has('authorization')) request.headers.set('authorization', authorization);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          if (response.status !== 401 && response.status !== 403) return;
          // Only a request sent with the session in force speaks for it: one sent before this
          // session began (a guest's, a token since renewed) must not end a sign-in that just
          // happened, and an operator's (its own token, api.ts) is never judged as a customer's —
          // with or without a customer signed in.
          const current = currentAuthorization();
          if (request.headers.get('authorization') !== current) return;
          if (sessionsEnding > 0) return;
          handleAuthFailure(response.status, request.url);
        },
      ],
      beforeError: [
        async (error) => {
          const withData = error as ApiHTTPError;
          try {
            const text = await error.response.clone().text();
            withData.data = text ? (JSON.parse(text) as unknown) : undefined;
          } catch {
            // not JSON: no data
          }
          return withData;
        },
      ],
    },
  });
}

let cached: { prefixUrl: string; client: KyInstance } | null = null;

function client(): KyInstance {
  const prefixUrl = getRuntimeConfig().apiBaseUrl;
  if (!cached || cached.prefixUrl !== prefixUrl) cached = { prefixUrl, client: createClient(prefixUrl) };
  return cached.client;
}

/** Paths are relative to the api base; a leading '/' is accepted ('/clientes/1' = 'clientes/1'). */
function relative(path: string): string {
  return path.replace(/^\/+/, '');
}

export interface HttpClient {
  <T = unknown>(path: string, options?: Options): ResponsePromise<T>;
  get<T = unknown>(path: string, options?: Options): ResponsePromise<T>;
  post<T = unknown>(path: string, options?: Options): ResponsePromise<T>;
  put<T = unknown>(path: string, options?: Options): ResponsePromise<T>;
  patch<T = unknown>(path: string, options?: Options): ResponsePromise<T>;
  delete<T = unknown>(path: string, options?: Options): ResponsePromise<T>;
  head(path: string, options?: Options): ResponsePromise;
}

export const http: HttpClient = Object.assign(
  <T = unknown>(path: string, options?: Options) => client()<T>(relative(path), options),
  {
    get: <T = unknown>(path: string, options?: Options) => client().get<T>(relative(path), options),
    post: <T = unknown>(path: string, options?: Options) => client().post<T>(relative(path), options),
    put: <T = unknown>(path: string, options?: Options) => client().put<T>(relative(path), options),
    patch: <T = unknown>(path: string, options?: Options) => client().patch<T>(relative(path), options),
    delete: <T = unknown>(path: string, options?: Options) => client().delete<T>(relative(path), options),
    head: (path: string, options?: Options) => client().head(relative(path), options),
  },
);

export function isHttpError(err: unknown): err is ApiHTTPError {
  return err instanceof HTTPError;
}

/** HTTP status of an api error, or undefined for a network failure / other error. */
export function httpStatusOf(err: unknown): number | undefined {
  return isHttpError(err) ? err.response.status : undefined;
}

/** For forms: the api's `fieldErrors` (field → pt-BR message, its string entries only), {} when
 * the error carries none — so a refusal lands at its field, not only in a toast. */
export function apiFieldErrors(err: unknown): Record<string, string> {
  if (!isHttpError(err)) return {};
  const fields = (err.data as { fieldErrors?: unknown } | null | undefined)?.fieldErrors;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** For toasts: the `message` of the api's error body when there is one, else the fallback. */
export function apiErrorMessage(err: unknown, fallback: string): string {
  if (!isHttpError(err)) return fallback;
  const data = err.data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message.trim();
  }
  return fallback;
}
