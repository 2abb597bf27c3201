// The console's HTTP client: the api's /operacao/* routes with the operator's IdToken (never a
// customer's). A 401 means the operator's session is over: it is ended here and the console's
// layout sends the operator to /operacao/entrar.
import ky, { HTTPError, type KyInstance } from 'ky';
import { getRuntimeConfig } from '@acolhe/shared-auth';
import { idTokenOperador, sairOperador } from '../sessao/operador';

/** An HTTPError whose JSON body was read into `data` (the api's `{ message, fieldErrors? }`). */
type ErroHttp = HTTPError & { data?: unknown };

function criar(prefixUrl: string): KyInstance {
  return ky.create({
    prefixUrl,
    timeout: false,
    retry: 0,
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = await idTokenOperador();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
          if (!request.headers.has('content-type') && request.method !== 'GET') request.headers.set('content-type', 'application/json');
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          if (response.status === 401) await sairOperador();
        },
      ],
      beforeError: [
        async (error) => {
          const comDados = error as ErroHttp;
          try {
            const text = await error.response.clone().text();
            comDados.data = text ? (JSON.parse(text) as unknown) : undefined;
          } catch {
            // not JSON
          }
          return comDados;
        },
      ],
    },
  });
}

let cache: { prefixUrl: string; client: KyInstance } | null = null;

/** The client for the runtime config's api (paths relative to it, without a leading slash). */
export function api(): KyInstance {
  const prefixUrl = getRuntimeConfig().apiBaseUrl;
  if (!cache || cache.prefixUrl !== prefixUrl) cache = { prefixUrl, client: criar(prefixUrl) };
  return cache.client;
}

/** What to tell the operator about a failed call: the api's pt-BR `message`, else `fallback`. */
export function mensagemDeErro(err: unknown, fallback: string): string {
  if (err instanceof HTTPError) {
    const data = (err as ErroHttp).data;
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const message = (data as { message: unknown }).message;
      if (typeof message === 'string' && message.trim() !== '') return message.trim();
    }
  }
  return fallback;
}

/** The HTTP status of a refused call (undefined for a network failure or another error). */
export function statusDe(err: unknown): number | undefined {
  return err instanceof HTTPError ? err.response.status : undefined;
}

/** The api's field errors of a 400 (`fieldErrors`), if any. */
export function errosDeCampo(err: unknown): Record<string, string> {
  if (!(err instanceof HTTPError)) return {};
  const data = (err as ErroHttp).data;
  const fields = typeof data === 'object' && data !== null ? (data as { fieldErrors?: unknown }).fieldErrors : undefined;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : {};
}
