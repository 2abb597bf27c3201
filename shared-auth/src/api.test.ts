import * as v from 'valibot';
import { defineOperation } from '@acolhe/shared-domain/operations';
import { apiQuery, callApi, queryKeyOf, setOperatorAuthentication } from './api';
import { apiFieldErrors, setAuthFailureNavigation } from './http';
import { UnexpectedAnswerError } from './answers';
import { setSession, useSession } from './session/store';
import { CLIENTE, tokens, useTestConfig } from './testing/fixtures';

const fetchMock = jest.fn<Promise<Response>, [Request]>();
const lastRequest = (): Request => fetchMock.mock.calls.at(-1)![0];
/** the last request's body, read by the mock as a real fetch reads it */
let lastBody = '';
const answer = (status: number, body?: unknown, type = 'application/json') =>
  fetchMock.mockImplementation(async (request) => {
    lastBody = await request.text();
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
  });

const moveSession = defineOperation({
  operationId: 'moveSession',
  method: 'POST',
  path: '/sessoes/{id}/remarcar',
  access: 'conta',
  idempotent: true,
  tags: ['sessoes'],
  summary: 'teste',
  params: v.object({ id: v.string() }),
  body: v.object({ date: v.string(), time: v.string() }),
  answers: { 200: v.strictObject({ id: v.string(), status: v.picklist(['PENDING', 'CONFIRMED']) }) },
});

const monthSlots = defineOperation({
  operationId: 'listMonthSlots',
  method: 'GET',
  path: '/agenda/terapeutas/{id}/slots-mes',
  access: 'guest',
  tags: ['agenda'],
  summary: 'teste',
  params: v.object({ id: v.string() }),
  query: v.object({ year: v.string(), month: v.string() }),
  answers: { 200: v.array(v.strictObject({ date: v.string() })), 304: 'empty' },
});

const statement = defineOperation({
  operationId: 'getStatement',
  method: 'GET',
  path: '/sessoes/{id}/declaracao.pdf',
  access: 'cliente',
  tags: ['pagamentos'],
  summary: 'teste',
  params: v.object({ id: v.string() }),
  answers: { 200: 'pdf' },
});

const consoleSummary = defineOperation({
  operationId: 'getConsoleSummary',
  method: 'GET',
  path: '/operacao/resumo',
  access: 'operador',
  tags: ['operacao'],
  summary: 'teste',
  answers: { 200: v.strictObject({ total: v.number() }) },
});

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  useSession.setState({ user: null, tokens: null });
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setAuthFailureNavigation(jest.fn());
  setOperatorAuthentication(null);
});
afterEach(() => setAuthFailureNavigation(null));

it('builds the path from the row, encodes each parameter, sends the body, the key and the session’s token', async () => {
  setSession(CLIENTE, tokens());
  answer(200, { id: 'a/1', status: 'PENDING' });
  const moved = await callApi(moveSession, { params: { id: 'a/1' }, body: { date: '2030-01-20', time: '10:00' }, idempotencyKey: 'chave-12345678' });
  expect(moved).toEqual({ id: 'a/1', status: 'PENDING' });
  const request = lastRequest();
  expect([request.method, request.url]).toEqual(['POST', 'http://api.test/sessoes/a%2F1/remarcar']);
  expect(JSON.parse(lastBody)).toEqual({ date: '2030-01-20', time: '10:00' });
  expect(request.headers.get('idempotency-key')).toBe('chave-12345678');
  expect(request.headers.get('authorization')).toBe(`Bearer ${tokens().idToken}`);
});

it('reads the answer with the row’s schema: a drifting answer is a pt-BR error, never a cast', async () => {
  answer(200, { id: 'a1', status: 'DONE' });
  await expect(callApi(moveSession, { params: { id: 'a1' }, body: { date: 'x', time: 'y' } })).rejects.toBeInstanceOf(UnexpectedAnswerError);
});

it('sends the query, skipping empty values, and answers files as Blobs', async () => {
  answer(200, [{ date: '2030-01-20' }]);
  await callApi(monthSlots, { params: { id: 't1' }, query: { year: '2030', month: '1' } });
  expect(lastRequest().url).toBe('http://api.test/agenda/terapeutas/t1/slots-mes?year=2030&month=1');
  answer(200, '%PDF-1.7', 'application/pdf');
  const pdf = await callApi(statement, { params: { id: 's1' } });
  expect(pdf).toBeInstanceOf(Blob);
  expect(await (pdf as Blob).text()).toBe('%PDF-1.7');
});

it('gives reads one key per operation and input, the same in every room', () => {
  const input = { params: { id: 't1' }, query: { year: '2030', month: '1' } };
  expect(queryKeyOf(monthSlots, input)).toEqual(['listMonthSlots', { id: 't1' }, { year: '2030', month: '1' }]);
  expect(apiQuery(monthSlots, input).queryKey).toEqual(queryKeyOf(monthSlots, input));
});

it('maps the api’s field errors for forms', async () => {
  answer(400, { message: 'Informe a data.', fieldErrors: { date: 'Informe a data.', n: 3 } });
  const error = await callApi(moveSession, { params: { id: 'a1' }, body: { date: '', time: '' } }).catch((e: unknown) => e);
  expect(apiFieldErrors(error)).toEqual({ date: 'Informe a data.' });
  expect(apiFieldErrors(new Error('x'))).toEqual({});
});

it('sends an operator’s row with the operator’s token, even beside a customer session; a 401 ends the operator’s session only', async () => {
  setSession(CLIENTE, tokens());
  const ended = jest.fn(async () => {});
  setOperatorAuthentication({ token: async () => 'token-do-operador', ended });
  answer(200, { total: 3 });
  await expect(callApi(consoleSummary, {})).resolves.toEqual({ total: 3 });
  expect(lastRequest().headers.get('authorization')).toBe('Bearer token-do-operador');
  answer(401, { message: 'Não autenticado.' });
  await expect(callApi(consoleSummary, {})).rejects.toBeDefined();
  expect(ended).toHaveBeenCalledTimes(1);
  // the customer's session is untouched
  expect(useSession.getState().tokens).not.toBeNull();
});

it('an operator’s row refused (401, 403) with no customer session in the browser: only the operator’s session ends, the page stays', async () => {
  const navigate = jest.fn();
  setAuthFailureNavigation(navigate);
  const ended = jest.fn(async () => {});
  setOperatorAuthentication({ token: async () => 'token-do-operador', ended });
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.pushState({}, '', '/operacao/verificacoes');
  try {
    answer(403, { message: 'Você não pode decidir sobre a sua própria conta.' });
    await expect(callApi(consoleSummary, {})).rejects.toBeDefined();
    answer(401, { message: 'Não autenticado.' });
    await expect(callApi(consoleSummary, {})).rejects.toBeDefined();
    expect(navigate).not.toHaveBeenCalled();
    expect(ended).toHaveBeenCalledTimes(1);
  } finally {
    quiet.mockRestore();
    window.history.pushState({}, '', '/');
  }
});

it('a write row that takes no body sends {} (the api refuses an empty JSON body); a read sends none', async () => {
  const ticket = defineOperation({
    operationId: 'ticketDeTeste',
    method: 'POST',
    path: '/sessoes/{id}/sala/ticket',
    access: 'conta',
    tags: ['sala'],
    summary: 'teste',
    params: v.object({ id: v.string() }),
    answers: { 200: v.strictObject({ ticket: v.string() }) },
  });
  setSession(CLIENTE, tokens());
  answer(200, { ticket: 't' });
  await callApi(ticket, { params: { id: 's1' } });
  expect(lastRequest().headers.get('content-type')).toBe('application/json');
  expect(lastBody).toBe('{}');
  answer(200, { total: 1 });
  await callApi(consoleSummary, {});
  expect(lastBody).toBe('');
});
