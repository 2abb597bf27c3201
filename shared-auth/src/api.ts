// The typed api client: every call of every room goes through `callApi(row, input)` with a row of
// the operation table (@acolhe/shared-domain/operations). The row gives the method and the path (a
// room never writes an api path), the input's types, whether it takes an Idempotency-Key, and the
// schema its answer is read with (readAnswer: an answer that does not match is a pt-BR error,
// never a cast). One ky instance (`http`: base URL, the session's token, the 401/403 rule), one
// error mapping (`apiErrorMessage`, `apiFieldErrors`).
// The operators' console's rows (access 'operador') carry the operator's IdToken instead, from the
// source @acolhe/shared-auth/operador registers; a 401 there ends the operator's session.
import {
  fillPath,
  isMultipart,
  isSchema,
  type AnswerOf,
  type InputOf,
  type OperationRow,
} from '@acolhe/shared-domain/operations';
import type { Options } from 'ky';
import { readAnswer } from './answers';
import { http, httpStatusOf } from './http';
import { IDEMPOTENCY_HEADER } from './idempotency';

interface OperatorAuthentication {
  token: () => Promise<string | null>;
  /** the operator's session is over (a 401 on an operator's row) */
  ended: () => Promise<void>;
}

let operatorAuthentication: OperatorAuthentication | null = null;

/** The operators' session (shared-auth/operador) hands its token over here; null removes it. */
export function setOperatorAuthentication(source: OperatorAuthentication | null): void {
  operatorAuthentication = source;
}

interface CallInput {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  idempotencyKey?: string;
}

function searchParams(query: CallInput['query']): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return entries.length ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
}

/** A write row that takes no body still sends `{}`: every request says application/json (http.ts)
 * and the api refuses an empty JSON body on anything but a DELETE (api/src/plugins/json-body.ts). */
function emptyBodyOf(row: OperationRow): Options {
  return row.method === 'POST' || row.method === 'PUT' || row.method === 'PATCH' ? { json: {} } : {};
}

async function optionsFor(row: OperationRow, input: CallInput): Promise<Options> {
  const headers: Record<string, string> = {};
  if (row.idempotent && input.idempotencyKey) headers[IDEMPOTENCY_HEADER] = input.idempotencyKey;
  if (row.access === 'operador') {
    const token = await operatorAuthentication?.token();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  const query = searchParams(input.query);
  return {
    method: row.method.toLowerCase(),
    headers,
    ...(query ? { searchParams: query } : {}),
    ...(input.body === undefined ? emptyBodyOf(row) : isMultipart(row.body) ? { body: input.body as FormData } : { json: input.body }),
    // the console's calls are not retried (an operator's decision is sent once; ky retries GETs)
    ...(row.access === 'operador' ? { retry: 0 } : {}),
  };
}

/** Calls one operation of the table and reads its answer as the row says. */
export async function callApi<const R extends OperationRow>(row: R, input: InputOf<R>): Promise<AnswerOf<R>> {
  const given = input as CallInput;
  let response: Response;
  try {
    response = await http(fillPath(row.path, given.params), await optionsFor(row, given));
  } catch (error) {
    if (row.access === 'operador' && httpStatusOf(error) === 401) await operatorAuthentication?.ended();
    throw error;
  }
  const answer = row.answers[response.status];
  if (answer === undefined || answer === 'empty') return undefined as AnswerOf<R>;
  if (isSchema(answer)) return readAnswer(answer, await response.json()) as AnswerOf<R>;
  if (typeof answer === 'object' && 'text' in answer) return (await response.text()) as AnswerOf<R>;
  return (await response.blob()) as AnswerOf<R>;
}

/** The input of a row that takes none. */
export const NO_INPUT = {} as never;

/**
 * The react-query key of a read: `[operationId, params, query]`. One cache for the whole site
 * (@acolhe/shared-ui/data): the same read is one entry wherever it is shown, and a change makes
 * stale what it changed by operationId (shared-domain/contracts, queryKeys.ts).
 */
export function queryKeyOf<const R extends OperationRow>(row: R, input?: InputOf<R>): readonly unknown[] {
  const given = (input ?? {}) as CallInput;
  return [row.operationId, ...(given.params ? [given.params] : []), ...(given.query ? [searchParams(given.query) ?? {}] : [])];
}

/** `{ queryKey, queryFn }` of a read, for useQuery / prefetchQuery. */
export function apiQuery<const R extends OperationRow>(row: R, input: InputOf<R>) {
  return { queryKey: queryKeyOf(row, input), queryFn: () => callApi(row, input) };
}
