import { HTTPError } from 'ky';
import { setRuntimeConfig } from './config';
import { apiErrorMessage, apiFieldErrors, http, httpStatusOf, setAuthFailureNavigation, setServerRequestHeaders, whileEndingSessions } from './http';
import { getCachedUser, setSession, useSession } from './session/store';
import { CLIENTE, TEST_CONFIG, TOKENS_KEY, tokens, useTestConfig } from './testing/fixtures';

const fetchMock = jest.fn<Promise<Response>, [Request]>();
const navigate = jest.fn();
let errorSpy: jest.SpyInstance;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
const lastRequest = (): Request => fetchMock.mock.calls.at(-1)![0];
/**
 * A fresh Response per call (a body can be read once). Like a real fetch, the mock reads the
 * request body: ky keeps a tee'd clone for retries whose cancel() waits for the other branch.
 */
const reply = (make: () => Response) =>
  fetchMock.mockImplementation(async (request) => {
    await request.arrayBuffer();
    return make();
  });

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  useSession.setState({ user: null, tokens: null });
  fetchMock.mockReset();
  navigate.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setAuthFailureNavigation(navigate);
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  errorSpy.mockRestore();
  setAuthFailureNavigation(null);
});

it('uses the api base URL, JSON content type, accepts paths with or without a leading slash', async () => {
  reply(() => json(200, { content: [] }));
  await expect(http.get('/public-terapeutas').json()).resolves.toEqual({ content: [] });
  expect(lastRequest().url).toBe('http://api.test/public-terapeutas');
  expect(lastRequest().headers.get('content-type')).toBe('application/json');
  await http.get('especialidades').json();
  expect(lastRequest().url).toBe('http://api.test/especialidades');
});

it('sends JSON bodies', async () => {
  let sent = '';
  fetchMock.mockImplementation(async (request) => {
    sent = await request.text();
    return json(200, { id: 1 });
  });
  await http.post('/clientes', { json: { name: 'Ana' } }).json();
  expect(lastRequest().method).toBe('POST');
  expect(sent).toBe('{"name":"Ana"}');
});

it('keeps the multipart content type (with boundary) for FormData uploads', async () => {
  reply(() => json(200, { url: 'u' }));
  const form = new FormData();
  form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
  await http.post('clientes/1/upload-profile-image', { body: form }).json();
  expect(lastRequest().headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
});

it('no Authorization header for a guest', async () => {
  reply(() => json(200, {}));
  await http.get('public-terapeutas');
  expect(lastRequest().headers.has('authorization')).toBe(false);
});

it("the site's server's headers for the request being rendered (the visitor's address), asked at each call", async () => {
  reply(() => json(200, {}));
  let visitor = '198.51.100.7';
  setServerRequestHeaders(() => ({ 'x-forwarded-for': visitor }));
  try {
    await http.get('public-terapeutas');
    expect(lastRequest().headers.get('x-forwarded-for')).toBe('198.51.100.7');
    visitor = '203.0.113.9';
    await http.get('public-terapeutas/destaques');
    expect(lastRequest().headers.get('x-forwarded-for')).toBe('203.0.113.9');
  } finally {
    setServerRequestHeaders(null);
  }
  await http.get('public-terapeutas');
  expect(lastRequest().headers.has('x-forwarded-for')).toBe(false);
});

it('Authorization: Bearer <idToken> when the session has an accessToken', async () => {
  setSession(CLIENTE, tokens({ accessToken: 'the-access', idToken: 'the-id' }));
  reply(() => json(200, {}));
  await http.get('sessoes/cliente');
  expect(lastRequest().headers.get('authorization')).toBe('Bearer the-id');
});

it('no Authorization header when the session has no accessToken', async () => {
  useSession.setState({ user: CLIENTE, tokens: { ...tokens(), accessToken: '' } });
  reply(() => json(200, {}));
  await http.get('sessoes/cliente');
  expect(lastRequest().headers.has('authorization')).toBe(false);
});

it.each([401, 403])('%i → logs, clears the session, full load of the login page saying the session expired, still rejects', async (status) => {
  window.history.pushState({}, '', '/cliente/u-cli-1/configuracoes?aba=senha');
  setSession(CLIENTE, tokens());
  const onLogout = jest.fn();
  window.addEventListener('userLogout', onLogout);
  reply(() => json(status, { message: 'Unauthorized' }));

  const error = await http.get('clientes/u-cli-1').json().catch((e: unknown) => e);
  window.removeEventListener('userLogout', onLogout);

  expect(error).toBeInstanceOf(HTTPError);
  expect(httpStatusOf(error)).toBe(status);
  expect(errorSpy).toHaveBeenCalledWith(expect.stringMatching(/Authentication error: HTTP/));
  expect(useSession.getState()).toMatchObject({ user: null, tokens: null });
  expect(getCachedUser()).toBeNull();
  expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
  expect(onLogout).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith(
    `/login?returnTo=${encodeURIComponent('/cliente/u-cli-1/configuracoes?aba=senha')}&sessao=expirada`,
  );
  window.history.pushState({}, '', '/');
});

it('a session ending on "/" goes to the login page without a returnTo', async () => {
  window.history.pushState({}, '', '/');
  setSession(CLIENTE, tokens());
  reply(() => json(401, {}));
  await expect(http.get('sessoes/cliente')).rejects.toBeInstanceOf(HTTPError);
  expect(navigate).toHaveBeenCalledWith('/login?sessao=expirada');
});

it("while this browser ends every session itself, the page's other 401s neither reload it nor clear the session (the ending does)", async () => {
  setSession(CLIENTE, tokens());
  reply(() => json(401, { message: 'Não autenticado.' }));
  let during: unknown;
  await whileEndingSessions(async () => {
    during = await http.get('sessoes/cliente').json().catch((e: unknown) => e);
  });
  expect(httpStatusOf(during)).toBe(401); // the caller still sees the refusal
  expect(navigate).not.toHaveBeenCalled();
  expect(useSession.getState().user).toEqual(CLIENTE);
  // once it is over, the rule is back
  const after = await http.get('sessoes/cliente').json().catch((e: unknown) => e);
  expect(httpStatusOf(after)).toBe(401);
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(useSession.getState().user).toBeNull();
});

it('a guest already on "/" is not reloaded by a 401 (no reload loop); elsewhere it is', async () => {
  reply(() => json(401, {}));
  window.history.pushState({}, '', '/');
  await expect(http.get('public-terapeutas')).rejects.toBeInstanceOf(HTTPError);
  expect(navigate).not.toHaveBeenCalled();
  window.history.pushState({}, '', '/terapeutas');
  await expect(http.get('public-terapeutas')).rejects.toBeInstanceOf(HTTPError);
  expect(navigate).toHaveBeenCalledWith('/');
  window.history.pushState({}, '', '/');
});

it('other statuses just reject, session untouched', async () => {
  setSession(CLIENTE, tokens());
  reply(() => json(422, { message: 'Nome inválido' }));
  const error = await http.post('clientes', { json: {} }).catch((e: unknown) => e);
  expect(httpStatusOf(error)).toBe(422);
  expect(apiErrorMessage(error, 'fallback')).toBe('Nome inválido');
  expect(useSession.getState().user).toEqual(CLIENTE);
  expect(navigate).not.toHaveBeenCalled();
});

it('has no request time-out', async () => {
  jest.useFakeTimers();
  try {
    let resolve!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    const pending = http.get('public-terapeutas').json();
    await jest.advanceTimersByTimeAsync(120_000);
    resolve(json(200, { ok: true }));
    await expect(pending).resolves.toEqual({ ok: true });
  } finally {
    jest.useRealTimers();
  }
});

it('follows a new apiBaseUrl', async () => {
  setRuntimeConfig({ ...TEST_CONFIG, apiBaseUrl: 'http://other.test/v2' });
  reply(() => json(200, {}));
  await http.get('/x');
  expect(lastRequest().url).toBe('http://other.test/v2/x');
});

describe('apiErrorMessage', () => {
  it('fallback for non-JSON bodies, missing message, network errors and non-errors', async () => {
    reply(() => new Response('<html>', { status: 500 }));
    const htmlError = await http.get('x', { retry: 0 }).catch((e: unknown) => e);
    expect(apiErrorMessage(htmlError, 'Tente novamente.')).toBe('Tente novamente.');

    reply(() => json(400, { error: 'x' }));
    const noMessage = await http.get('x').catch((e: unknown) => e);
    expect(apiErrorMessage(noMessage, 'fb')).toBe('fb');

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const network = await http.post('x').catch((e: unknown) => e);
    expect(apiErrorMessage(network, 'fb')).toBe('fb');
    expect(httpStatusOf(network)).toBeUndefined();

    expect(apiErrorMessage('nope', 'fb')).toBe('fb');
  });
});

describe('apiFieldErrors', () => {
  it("the api's field → message map, its string entries only; {} for anything else", async () => {
    reply(() => json(409, { message: 'Seu CRP está em análise…', fieldErrors: { crp: 'Seu CRP está em análise…', nested: { x: 1 } } }));
    const conflict = await http.put('terapeutas/t1', { json: {} }).catch((e: unknown) => e);
    expect(apiFieldErrors(conflict)).toEqual({ crp: 'Seu CRP está em análise…' });
    reply(() => json(400, { message: 'x', fieldErrors: null }));
    expect(apiFieldErrors(await http.get('x').catch((e: unknown) => e))).toEqual({});
    reply(() => new Response('<html>', { status: 500 }));
    expect(apiFieldErrors(await http.get('x', { retry: 0 }).catch((e: unknown) => e))).toEqual({});
    expect(apiFieldErrors(new Error('rede'))).toEqual({});
  });
});

it('a 401 to a request sent before the sign-in (as a guest, or with a renewed token) leaves the new session alone', async () => {
  let answer!: (r: Response) => void;
  fetchMock.mockImplementation(async (request) => {
    await request.arrayBuffer();
    return new Promise<Response>((resolve) => (answer = resolve));
  });
  const guestCall = http.get('sessoes/cliente').catch((e: unknown) => e);
  await new Promise((r) => setTimeout(r, 0));
  expect(lastRequest().headers.get('authorization')).toBeNull();
  setSession(CLIENTE, tokens({ accessToken: 'new-access', idToken: 'new-id' })); // signed in meanwhile
  answer(json(401, { message: 'Não autenticado.' }));
  expect(httpStatusOf(await guestCall)).toBe(401);
  expect(useSession.getState().tokens?.idToken).toBe('new-id');
  expect(navigate).not.toHaveBeenCalled();

  // a request made with the session's own token still ends it
  reply(() => json(401, {}));
  await http.get('sessoes/cliente').catch(() => undefined);
  expect(useSession.getState().tokens).toBeNull();
  expect(navigate).toHaveBeenCalledTimes(1);
});
