// Mounting the operation table (docs/decisions/0047-one-operation-table.md). A feature's plugin
// implements its rows — `mount(app, [implement(OPERATIONS.bookSession, handler), …])` — and this
// module turns each row into the one Fastify route it describes:
// - the route's schema (OpenAPI: operationId, security, params/query/body as JSON Schema, answers)
//   is rendered from the row, so the published document is the table;
// - the valibot schemas ride on those JSON Schemas (VALIBOT), and the app's validator compiler
//   (`valibotValidatorCompiler`) parses params, query and body with them before the handler runs:
//   a handler gets typed, parsed input and never validates by hand;
// - the row's access becomes the guard, run before validation (a caller without a token hears 401,
//   never which field was wrong);
// - idempotency and the rate limit come from the row (route config);
// - in development and tests every JSON answer is checked against the row's schema for its status
//   (a drift is a 500 with the field paths in the log, so a test sees it at once).
import { apiErrorAnswer, validate } from '@acolhe/shared-domain';
import { fastifyPath, isMultipart, isSchema, type Answer, type OperationRow, type ParsedInput } from '@acolhe/shared-domain/operations';
import { toJsonSchema } from '@valibot/to-json-schema';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import * as v from 'valibot';
import type { AuthUser } from '../auth/verifier';
import { badRequest, forbidden, HttpError } from '../lib/errors';
import { MSG } from '../lib/messages';

/** The guards a row's access needs (decorated on the app as `access`, app.ts). */
export interface AccessGuards {
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  requireOperador: (request: FastifyRequest) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the token guards of the rows' access (auth/) */
    access: AccessGuards;
    /** check every JSON answer against its row (development and tests) */
    checkAnswers: boolean;
  }
  interface FastifyContextConfig {
    /** the table row this route mounts (every product route has one) */
    operationId?: string;
  }
}

// ------------------------------------------------------------------ schemas

const VALIBOT = Symbol.for('acolhe.valibot');
/** Marks a row's multipart body: a file stream @fastify/multipart hands the handler, checked there
 * (type, size), so there is no JSON object for a validator to parse. */
const MULTIPART = Symbol.for('acolhe.multipart');

/** A valibot schema as an OpenAPI 3.1 schema object (JSON Schema). */
export function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as Record<string, unknown>;
  return json;
}

/** The JSON Schema of `schema`, carrying the valibot schema itself for the validator compiler. */
function validated(schema: v.GenericSchema): Record<string, unknown> {
  const json = jsonSchemaOf(schema);
  Object.defineProperty(json, VALIBOT, { value: schema, enumerable: false });
  return json;
}

const errorJson = jsonSchemaOf(apiErrorAnswer);

function responseOf(answer: Answer, description: string): Record<string, unknown> {
  if (answer === 'empty') return { description, type: 'null' };
  // OpenAPI 3.1 describes a binary body by its media type (`format: binary` was 3.0's way)
  if (answer === 'pdf') return { description, content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } } };
  if ('text' in answer) return { description, content: { [answer.text]: { schema: { type: 'string' } } } };
  if ('binary' in answer) return { description, content: Object.fromEntries(answer.binary.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) };
  return { description, ...jsonSchemaOf(answer) };
}

/** Who may call a row (OpenAPI `security`): the private-answers plugin reads it too. */
export const SECURITY: Record<OperationRow['access'], Record<string, string[]>[]> = {
  guest: [],
  optional: [{}, { bearerAuth: [] }],
  conta: [{ bearerAuth: [] }],
  cliente: [{ bearerAuth: [] }],
  terapeuta: [{ bearerAuth: [] }],
  operador: [{ operadorAuth: [] }],
};

/** The route schema (OpenAPI) of a row. */
export function routeSchema(row: OperationRow): FastifySchema {
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(row.answers)) {
    if (answer !== undefined) response[status] = responseOf(answer, Number(status) < 300 ? 'Sucesso' : 'Resposta');
  }
  response['4xx'] = { description: 'Erro do pedido: `{ message, fieldErrors? }` em pt-BR', ...errorJson };
  const body = row.body === undefined
    ? undefined
    : isMultipart(row.body)
      ? Object.defineProperty(
          {
            type: 'object',
            properties: { [row.body.multipart.field]: { type: 'string', contentMediaType: 'application/octet-stream', description: row.body.multipart.description } },
            required: [row.body.multipart.field],
          },
          MULTIPART,
          { value: true, enumerable: false },
        )
      : validated(row.body);
  return {
    operationId: row.operationId,
    tags: [...row.tags],
    summary: row.summary,
    ...(row.description ? { description: row.description } : {}),
    security: SECURITY[row.access],
    ...(row.params ? { params: validated(row.params) } : {}),
    ...(row.query ? { querystring: validated(row.query) } : {}),
    ...(body ? { body } : {}),
    ...(row.body && isMultipart(row.body) ? { consumes: ['multipart/form-data'] } : {}),
    response,
  } as FastifySchema;
}

/**
 * Fastify's validator compiler for the whole app: the valibot schema a row's JSON Schema carries,
 * with the shared `validate()` — a failure is 400 `{ message, fieldErrors }` in pt-BR, the parsed
 * output (trimmed, normalised) replaces the input.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => {
  const valibot = (schema as Record<symbol, v.GenericSchema | undefined>)[VALIBOT];
  // every route is a row of the table (assertEveryRouteFromTable): a schema without its valibot
  // schema was written by hand, and would run unvalidated
  if ((schema as Record<symbol, unknown>)[MULTIPART]) return (data: unknown) => ({ value: data });
  if (!valibot) throw new Error('esquema de rota sem valibot: a rota não veio da tabela de operações');
  return (data: unknown) => {
    // every body and query of the api is a JSON object: valibot's object() would accept an array
    if (Array.isArray(data)) return { error: badRequest(MSG.invalidData) };
    const result = validate(valibot, data ?? undefined);
    if (!result.success) return { error: badRequest(result.message, result.fieldErrors) };
    return { value: result.output };
  };
};

// ------------------------------------------------------------------ handlers

type CallerOf<R extends OperationRow> = R['access'] extends 'guest'
  ? null
  : R['access'] extends 'optional'
    ? AuthUser | null
    : R['access'] extends 'operador'
      ? NonNullable<FastifyRequest['operador']>
      : AuthUser;

export type HandlerInput<R extends OperationRow> = ParsedInput<R> & {
  /** the signed-in caller the row's access guarantees */
  caller: CallerOf<R>;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type Handler<R extends OperationRow> = (input: HandlerInput<R>) => unknown;

export interface Implemented {
  row: OperationRow;
  handler: Handler<OperationRow>;
}

/** A row and the handler that implements it. */
export function implement<const R extends OperationRow>(row: R, handler: Handler<R>): Implemented {
  return { row, handler: handler as unknown as Handler<OperationRow> };
}

function guardOf(app: FastifyInstance, row: OperationRow): preValidationHookHandler | undefined {
  const { requireUser, optionalUser, requireOperador } = app.access;
  switch (row.access) {
    case 'guest':
      return undefined;
    case 'optional':
      return optionalUser;
    case 'operador':
      return async (request) => requireOperador(request);
    case 'conta':
      return requireUser;
    case 'cliente':
    case 'terapeuta': {
      const role = row.access;
      const refusal = row.refusal ?? MSG.forbidden;
      return async (request, reply) => {
        await requireUser(request, reply);
        if (request.user?.tipo !== role) throw forbidden(refusal);
      };
    }
  }
}

function callerOf(row: OperationRow, request: FastifyRequest): unknown {
  if (row.access === 'guest') return null;
  if (row.access === 'operador') return request.operador;
  return request.user;
}

/** In development and tests: the answer must read as the row says for its status. */
function checkAnswer(row: OperationRow, request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  const answer = row.answers[reply.statusCode];
  if (reply.statusCode >= 400) return; // the error handler's shape, checked by the contract test
  if (answer === undefined) throw new Error(`${row.operationId}: status ${reply.statusCode} não está na tabela`);
  if (!isSchema(answer)) return;
  const result = v.safeParse(answer, payload);
  if (!result.success) {
    const fields = [...new Set(result.issues.map((issue) => v.getDotPath(issue) ?? '(resposta)'))];
    request.log.error({ operationId: row.operationId, fields }, 'resposta fora do contrato');
    throw new HttpError(500, `${row.operationId}: resposta fora do contrato (${fields.join(', ')})`);
  }
}

/** The Fastify route of one implemented row, relative to the plugin's prefix. */
function routeOf(app: FastifyInstance, { row, handler }: Implemented): RouteOptions {
  const full = fastifyPath(row.path);
  if (!full.startsWith(app.prefix)) throw new Error(`${row.operationId}: ${row.path} fora do prefixo ${app.prefix}`);
  const guard = guardOf(app, row);
  const kind = row.limit ?? (row.method === 'GET' ? (row.access === 'guest' ? 'public' : 'auth') : 'write');
  return {
    method: row.method,
    url: full.slice(app.prefix.length) || '/',
    schema: routeSchema(row),
    config: { operationId: row.operationId, rateLimitKind: kind, ...(row.idempotent ? { idempotent: true } : {}) },
    ...(guard ? { preValidation: guard } : {}),
    ...(app.checkAnswers
      ? {
          preSerialization: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            checkAnswer(row, request, reply, payload);
            return payload;
          },
        }
      : {}),
    handler: async (request, reply) =>
      handler({
        params: request.params,
        query: request.query,
        body: request.body,
        caller: callerOf(row, request),
        request,
        reply,
      } as HandlerInput<OperationRow>),
  };
}

/** Mounts a feature's rows on its (encapsulated) plugin instance. */
export function mount(app: FastifyInstance, routes: readonly Implemented[]): void {
  for (const implemented of routes) app.route(routeOf(app, implemented));
}

/** Routes of the app that are not product operations (documentation, static files): the only
 * ones `assertEveryRouteFromTable` lets through. Also the video room's WebSocket
 * (/sessoes/:id/sala/ws, sala/plugin.ts): an upgrade with no HTTP answer for a row to describe or
 * check, whose @fastify/websocket handler receives a socket instead of a reply — it is opened by a
 * ticket the row createSessionRoomTicket issues. */
const INFRASTRUCTURE = /^\/(docs|uploads)(\/|$)|^\/metrics$|^\*$|^\/sessoes\/:id\/sala\/ws$/;

/**
 * Refuses, when the app is built, any product route that was not mounted from the table (a row
 * implemented once, with its operationId), so a hand-written route cannot slip past validation and
 * the published document. Registered on the root before any feature.
 */
export function assertEveryRouteFromTable(
  app: FastifyInstance,
  table: Readonly<Record<string, OperationRow>>,
  /** exact paths a test adds by hand (e.g. a slow probe route), never set by the server */
  testPaths: readonly string[] = [],
): void {
  const mounted = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (testPaths.includes(route.url) || INFRASTRUCTURE.test(route.url) || route.method === 'HEAD' || (Array.isArray(route.method) && route.method.every((m) => m === 'HEAD'))) return;
    const id = route.config?.operationId;
    const row = id ? table[id] : undefined;
    if (!row) throw new Error(`${String(route.method)} ${route.url}: rota fora da tabela de operações`);
    if (mounted.has(row.operationId)) throw new Error(`${row.operationId}: montada duas vezes`);
    mounted.add(row.operationId);
  });
}

/** Answers are serialised with JSON.stringify, not by their schema: a field a schema missed never
 * silently vanishes from a live answer (the schemas document and are checked in tests). */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
