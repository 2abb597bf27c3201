// One row of the operation table (docs/decisions/0047-one-operation-table.md): everything the api,
// its published document, its tests and the fronts' typed client must agree on about one
// operation, written once. The api mounts the row (api/src/http/operations.ts: Fastify validates
// params, query and body with these valibot schemas before the handler runs, and in development and
// tests checks every answer against `answers`); the OpenAPI document is rendered from it; the fronts
// call it through shared-auth's `callApi(row, input)`, which builds the path and reads the answer
// with the same schema. A path is written nowhere else.
import * as v from 'valibot';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an operation:
 * - `guest`: anyone, no token read;
 * - `optional`: anyone; a valid token is read when sent (e.g. `canEdit` on one's own review);
 * - `conta`: any signed-in customer (cliente or terapeuta) — the handler decides by ownership;
 * - `cliente` / `terapeuta`: a signed-in customer of that role, else 403 with `refusal`;
 * - `operador`: an IdToken of the operators' pool (/operacao/*).
 */
export type Access = 'guest' | 'optional' | 'conta' | 'cliente' | 'terapeuta' | 'operador';

/** An answer's body: a valibot schema (JSON), nothing (204/304), a PDF, a text document of a media
 * type, or one of several binary media types (a verification document: an image or a PDF). */
export type Answer = v.GenericSchema | 'empty' | 'pdf' | { readonly text: string } | { readonly binary: readonly string[] };

/** A multipart upload: the form's file field (validated by the upload plugin, not by valibot). */
export interface MultipartBody {
  readonly multipart: { readonly field: string; readonly description: string };
}

/** Which rate limit applies (api/src/plugins/rate-limits.ts). Default: writes 'write', a read with
 * a token 'auth', a read without one 'public'. */
export type LimitKind = 'write' | 'auth' | 'public' | 'none';

export interface OperationRow {
  /** unique, camelCase, in the product's words (e.g. `bookSession`) */
  readonly operationId: string;
  readonly method: Method;
  /** OpenAPI style: `/sessoes/{id}` */
  readonly path: string;
  readonly access: Access;
  /** the 403 message when a signed-in caller of the other role calls a `cliente`/`terapeuta` row */
  readonly refusal?: string;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  /** path parameters: an object of strings named as in `path` */
  readonly params?: v.GenericSchema;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema | MultipartBody;
  /** status → answer; every row also answers 4xx `{ message, fieldErrors? }` */
  readonly answers: Readonly<Partial<Record<number, Answer>>>;
  /** honours an `Idempotency-Key` header: a retried write runs once (api/src/http/idempotency.ts) */
  readonly idempotent?: boolean;
  readonly limit?: LimitKind;
}

/** Declares a row, keeping its literal types (the client reads the schemas' types from it). */
export function defineOperation<const R extends OperationRow>(row: R): R {
  return row;
}

/** A row's path in Fastify's spelling (`/sessoes/:id`). */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The names of a path's parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** A row's path with its parameters filled in, each one URL-encoded as a single segment. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`parâmetro ausente: ${name}`);
    return encodeURIComponent(String(value));
  });
}

export const isMultipart = (body: OperationRow['body']): body is MultipartBody =>
  typeof body === 'object' && body !== null && 'multipart' in body;

export const isSchema = (answer: unknown): answer is v.GenericSchema =>
  typeof answer === 'object' && answer !== null && (answer as { kind?: unknown }).kind === 'schema';

// ------------------------------------------------------------------ types the client and the api read

type Infer<S> = S extends v.GenericSchema ? v.InferOutput<S> : never;
type InferIn<S> = S extends v.GenericSchema ? v.InferInput<S> : never;

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessAnswer<R extends OperationRow> = R['answers'][Extract<keyof R['answers'], SuccessStatus>];

/** What the row's success answer reads as: the schema's output, a Blob for files, string for text. */
export type AnswerOf<R extends OperationRow> = SuccessAnswer<R> extends infer A
  ? A extends v.GenericSchema
    ? Infer<A>
    : A extends 'empty'
      ? void
      : A extends 'pdf' | { readonly binary: readonly string[] }
        ? Blob
        : A extends { readonly text: string }
          ? string
          : never
  : never;

/** What a caller passes for a row (the input side of its schemas). */
export type InputOf<R extends OperationRow> = (R['params'] extends v.GenericSchema ? { params: InferIn<R['params']> } : unknown) &
  (R['query'] extends v.GenericSchema ? { query?: InferIn<R['query']> } : unknown) &
  (R['body'] extends MultipartBody ? { body: FormData } : R['body'] extends v.GenericSchema ? { body: InferIn<R['body']> } : unknown) &
  (R['idempotent'] extends true ? { idempotencyKey?: string } : unknown);

/** What a handler receives, already parsed (the output side of its schemas). */
export interface ParsedInput<R extends OperationRow> {
  params: R['params'] extends v.GenericSchema ? Infer<R['params']> : Record<string, never>;
  query: R['query'] extends v.GenericSchema ? Infer<R['query']> : Record<string, never>;
  body: R['body'] extends MultipartBody ? undefined : R['body'] extends v.GenericSchema ? Infer<R['body']> : undefined;
}
