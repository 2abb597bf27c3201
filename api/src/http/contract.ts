// The HTTP contract as code (docs/decisions/0001-http-contract.md): every route declares its
// operationId, who may call it and its answers — success and `{ message, fieldErrors? }` for 4xx —
// from the valibot schemas shared-domain owns. @fastify/swagger publishes them at /docs/json, and
// `contract.test.ts` checks every answer of the route inventory against that published document,
// so the docs cannot drift from the code. Fastify does not serialise with these schemas (see
// `plainJsonSerializer`): validation stays valibot in the handlers, serialisation JSON.stringify.
import { apiErrorAnswer } from '@acolhe/shared-domain';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchema } from 'fastify';
import type * as v from 'valibot';

/** A JSON Schema of a shared valibot schema, as an OpenAPI 3.1 schema object. */
export function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
  return json;
}

/** Who may call an operation (OpenAPI `security`). */
export const ACCESS = {
  /** no token */
  public: [] as Record<string, string[]>[],
  /** `Authorization: Bearer <IdToken>` */
  signedIn: [{ bearerAuth: [] }] as Record<string, string[]>[],
  /** a token is read when present (e.g. `canEdit` of one's own review) */
  optional: [{}, { bearerAuth: [] }] as Record<string, string[]>[],
  /** an IdToken of the operators' pool (MFA required): /operacao/* only */
  operador: [{ operadorAuth: [] }] as Record<string, string[]>[],
} as const;

/** What an answer's body is: a shared schema (JSON), nothing (204), a PDF document, a text document
 * or a file of one of several binary types (a verification document: an image or a PDF). */
export type Answer = v.GenericSchema | 'empty' | 'pdf' | { text: string } | { binary: readonly string[] };

const errorJson = jsonSchemaOf(apiErrorAnswer);

function responseOf(answer: Answer, description: string): Record<string, unknown> {
  if (answer === 'empty') return { description, type: 'null' };
  // OpenAPI 3.1 describes a binary body by its media type (`format: binary` was 3.0's way)
  if (answer === 'pdf') return { description, content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } } };
  if ('text' in answer) return { description, content: { [answer.text]: { schema: { type: 'string' } } } };
  if ('binary' in answer) return { description, content: Object.fromEntries(answer.binary.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) };
  return { description, ...jsonSchemaOf(answer as v.GenericSchema) };
}

export interface Operation {
  /** unique, camelCase, the product's words (e.g. `bookSession`) */
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  access: Record<string, string[]>[];
  /** status → answer; a 4xx `{ message, fieldErrors? }` is added to every operation */
  answers: Record<number, Answer>;
  params?: FastifySchema['params'];
  querystring?: FastifySchema['querystring'];
  /** the request body's shared valibot schema (multipart bodies: a JSON schema) */
  body?: v.GenericSchema | Record<string, unknown>;
  /** e.g. ['multipart/form-data'] for an upload */
  consumes?: string[];
}

const isValibot = (schema: unknown): schema is v.GenericSchema =>
  typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema';

/** The route `schema` of one operation. */
export function operation(op: Operation): FastifySchema {
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(op.answers)) response[status] = responseOf(answer, Number(status) < 300 ? 'Sucesso' : 'Resposta');
  response['4xx'] = { description: 'Erro do pedido: `{ message, fieldErrors? }` em pt-BR', ...errorJson };
  return {
    operationId: op.operationId,
    tags: op.tags,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    security: op.access,
    ...(op.params ? { params: op.params } : {}),
    ...(op.querystring ? { querystring: op.querystring } : {}),
    ...(op.consumes ? { consumes: op.consumes } : {}),
    ...(op.body ? { body: isValibot(op.body) ? jsonSchemaOf(op.body) : op.body } : {}),
    response,
  } as FastifySchema;
}

/** The path parameter `id` (most object routes). */
export const idParam = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } as const;

/** Fastify serialises answers with this instead of fast-json-stringify over the response
 * schemas: the schemas document and are tested (contract.test.ts), but a field they missed is
 * never silently dropped from a live answer. */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
