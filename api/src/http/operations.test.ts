// What mounting a row promises, on a bare Fastify with the app's error handler: input is parsed by
// the row's valibot schemas before the handler (pt-BR 400 with fieldErrors, trimmed output), the
// row's access runs before validation (no token → 401, never a field error), the other role → the
// row's refusal, answers are checked against the row in development and tests, and a route that
// is not in the table cannot be mounted.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { defineOperation, type OperationRow } from '@acolhe/shared-domain/operations';
import { unauthorized } from '../lib/errors';
import { errorsPlugin } from '../plugins/errors';
import { assertEveryRouteFromTable, implement, mount, routeSchema, valibotValidatorCompiler } from './operations';

const sayHello = defineOperation({
  operationId: 'sayHello',
  method: 'POST',
  path: '/ola/{id}',
  access: 'cliente',
  refusal: 'Só clientes dizem olá.',
  tags: ['teste'],
  summary: 'teste',
  params: v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/, 'O id tem só dígitos.')) }),
  query: v.object({ vezes: v.optional(v.pipe(v.string(), v.transform(Number))) }),
  body: v.object({ nome: v.pipe(v.string(), v.trim(), v.minLength(2, 'Informe o nome.')) }),
  answers: { 200: v.strictObject({ texto: v.string() }) },
});

const driftingAnswer = defineOperation({
  operationId: 'driftingAnswer',
  method: 'GET',
  path: '/deriva',
  access: 'guest',
  tags: ['teste'],
  summary: 'teste',
  answers: { 200: v.strictObject({ texto: v.string() }) },
});

async function appWith(checkAnswers: boolean, table: Record<string, OperationRow> = { sayHello, driftingAnswer }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorateRequest('user', null);
  app.decorateRequest('operador', null);
  app.decorate('checkAnswers', checkAnswers);
  // a token is the role itself: 'cliente' or 'terapeuta'
  const requireUser = async (request: FastifyRequest) => {
    const tipo = request.headers.authorization?.replace('Bearer ', '');
    if (tipo !== 'cliente' && tipo !== 'terapeuta') throw unauthorized();
    request.user = { sub: 'u1', email: 'u@x.com', name: 'U', tipo };
  };
  app.decorate('access', { requireUser, optionalUser: async () => {}, requireOperador: async () => { throw unauthorized(); } });
  app.setValidatorCompiler(valibotValidatorCompiler);
  await app.register(errorsPlugin);
  assertEveryRouteFromTable(app, table);
  await app.register(async (scoped) => {
    mount(scoped, [
      implement(sayHello, ({ params, query, body, caller }) => ({ texto: `${body.nome} (${params.id}) ×${query.vezes ?? 1} para ${caller.tipo}` })),
      implement(driftingAnswer, () => ({ texto: 1 })),
    ]);
  });
  await app.ready();
  return app;
}

describe('mounting a row of the operation table', () => {
  it('hands the handler parsed input: trimmed body, transformed query, checked params', async () => {
    const app = await appWith(true);
    const res = await app.inject({ method: 'POST', url: '/ola/42?vezes=3', headers: { authorization: 'Bearer cliente' }, payload: { nome: '  Ana  ' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ texto: 'Ana (42) ×3 para cliente' });
    await app.close();
  });

  it('refuses bad input with the schema’s pt-BR message and its field, before the handler', async () => {
    const app = await appWith(true);
    const auth = { authorization: 'Bearer cliente' };
    const body = await app.inject({ method: 'POST', url: '/ola/42', headers: auth, payload: { nome: ' ' } });
    expect([body.statusCode, body.json()]).toEqual([400, { message: 'Informe o nome.', fieldErrors: { nome: 'Informe o nome.' } }]);
    const params = await app.inject({ method: 'POST', url: '/ola/abc', headers: auth, payload: { nome: 'Ana' } });
    expect([params.statusCode, params.json()]).toEqual([400, { message: 'O id tem só dígitos.', fieldErrors: { id: 'O id tem só dígitos.' } }]);
    const array = await app.inject({ method: 'POST', url: '/ola/42', headers: auth, payload: [{ nome: 'Ana' }] });
    expect(array.statusCode).toBe(400);
    await app.close();
  });

  it('runs the row’s access before validation: no token → 401, the other role → the row’s refusal', async () => {
    const app = await appWith(true);
    const anonymous = await app.inject({ method: 'POST', url: '/ola/abc', payload: { nome: '' } });
    expect(anonymous.statusCode).toBe(401);
    const therapist = await app.inject({ method: 'POST', url: '/ola/abc', headers: { authorization: 'Bearer terapeuta' }, payload: { nome: '' } });
    expect([therapist.statusCode, therapist.json()]).toEqual([403, { message: 'Só clientes dizem olá.' }]);
    await app.close();
  });

  it('checks answers against the row in development and tests, not in production', async () => {
    const checking = await appWith(true);
    const drift = await checking.inject({ method: 'GET', url: '/deriva' });
    expect(drift.statusCode).toBe(500);
    expect(drift.json().message).toContain('driftingAnswer: resposta fora do contrato (texto)');
    await checking.close();
    const production = await appWith(false);
    expect((await production.inject({ method: 'GET', url: '/deriva' })).statusCode).toBe(200);
    await production.close();
  });

  it('cannot mount a route that is not in the table, nor a row twice', async () => {
    await expect(appWith(true, { sayHello })).rejects.toThrow('rota fora da tabela de operações');
    const app = Fastify({ logger: false });
    assertEveryRouteFromTable(app, { sayHello });
    expect(() => app.get('/escondida', async () => 'oi')).toThrow('GET /escondida: rota fora da tabela de operações');
    // the video room's WebSocket is no row (no HTTP answer): only its own path passes
    expect(() => app.get('/sessoes/:id/sala/ws', async () => 'oi')).not.toThrow();
    expect(() => app.get('/sessoes/:id/sala/wss', async () => 'oi')).toThrow('rota fora da tabela de operações');
    app.decorate('access', { requireUser: async () => {}, optionalUser: async () => {}, requireOperador: async () => {} });
    app.decorate('checkAnswers', false);
    mount(app, [implement(sayHello, () => ({ texto: '' }))]);
    expect(() => mount(app, [implement(sayHello, () => ({ texto: '' }))])).toThrow('sayHello: montada duas vezes');
  });

  it('renders the row as the route’s OpenAPI schema', () => {
    const schema = routeSchema(sayHello) as Record<string, Record<string, Record<string, unknown>>>;
    expect(schema.operationId).toBe('sayHello');
    expect(schema.security).toEqual([{ bearerAuth: [] }]);
    expect(schema.params).toMatchObject({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] });
    expect(schema.body).toMatchObject({ type: 'object', required: ['nome'] });
    expect(Object.keys(schema.response!)).toEqual(['200', '4xx']);
    expect(schema.response!['4xx']!.required).toEqual(['message']);
  });
});
