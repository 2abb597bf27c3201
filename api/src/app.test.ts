// Cross-cutting guarantees: malformed input never yields a 500, Fastify's own errors are pt-BR,
// the ownership matrix of every object route, rate limits, log redaction.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { createLocalJWKSet } from 'jose';
import { buildApp, type BuildAppOptions } from './app';
import {
  captureLogs,
  completedSession,
  createReadyTherapist,
  multipart,
  newClient,
  newTherapist,
  PNG_1x1,
  profileBody,
  useTestApp,
  weekdaySchedule,
  type TestUser,
} from '../testing/helpers';

interface WriteRoute {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  user: () => TestUser;
  /** field names of the body, for the property test */
  fields: readonly string[];
  /** a valid body (sanity check of the route) */
  valid?: () => Record<string, unknown>;
}

describe('robustness and ownership', () => {
  const t = useTestApp();
  let therapist: TestUser;
  let client: TestUser;
  let reviewId: string;
  let sessionId: string;

  beforeAll(async () => {
    therapist = await createReadyTherapist(t);
    client = newClient('Dona dos Objetos');
    await completedSession(t, client, therapist.sub);
    reviewId = (
      await t.call({ method: 'POST', url: '/avaliacoes', user: client, body: { terapeutaId: therapist.sub, nota: 5, comentario: 'Excelente atendimento sempre.' } })
    ).json().id;
    sessionId = (await t.call({ method: 'POST', url: '/sessoes', user: client, body: { therapistId: therapist.sub, date: '2030-02-04', time: '09:00' } })).json().id;
  });

  const routes: WriteRoute[] = [
    { name: 'POST /terapeutas', method: 'POST', url: () => '/terapeutas', user: () => therapist, fields: Object.keys(profileBody()) },
    { name: 'PUT /terapeutas/:id', method: 'PUT', url: () => `/terapeutas/${therapist.sub}`, user: () => therapist, fields: Object.keys(profileBody()) },
    { name: 'POST /avaliacoes', method: 'POST', url: () => '/avaliacoes', user: () => newClient(), fields: ['terapeutaId', 'nota', 'comentario', 'id'] },
    { name: 'PUT /avaliacoes', method: 'PUT', url: () => '/avaliacoes', user: () => client, fields: ['id', 'nota', 'comentario'] },
    { name: 'PUT /avaliacoes/:id', method: 'PUT', url: () => `/avaliacoes/${reviewId}`, user: () => client, fields: ['nota', 'comentario'] },
    {
      name: 'POST /agenda/terapeutas/:id/disponibilidade',
      method: 'POST',
      url: () => `/agenda/terapeutas/${therapist.sub}/disponibilidade`,
      user: () => therapist,
      fields: ['schedule', 'sessionDuration'],
    },
    { name: 'POST /sessoes', method: 'POST', url: () => '/sessoes', user: () => client, fields: ['therapistId', 'date', 'time', 'notes', 'paymentMethod'] },
    { name: 'PATCH /sessoes', method: 'PATCH', url: () => '/sessoes', user: () => therapist, fields: ['id', 'status'] },
    { name: 'PATCH /sessoes/:id', method: 'PATCH', url: () => `/sessoes/${sessionId}`, user: () => therapist, fields: ['status'] },
    { name: 'PUT /sessoes/:id', method: 'PUT', url: () => `/sessoes/${sessionId}`, user: () => therapist, fields: ['meetingLink', 'therapistNotes'] },
    { name: 'POST /clientes', method: 'POST', url: () => '/clientes', user: () => client, fields: ['name', 'cpf', 'zipCode', 'birthDate', 'state', 'gender'] },
    { name: 'PUT /clientes/:id', method: 'PUT', url: () => `/clientes/${client.sub}`, user: () => client, fields: ['name', 'cpf', 'zipCode', 'birthDate', 'state'] },
  ];

  const send = async (route: WriteRoute, payload: string | undefined, contentType = 'application/json') => {
    const headers: Record<string, string> = { authorization: `Bearer ${await t.token(route.user())}` };
    if (payload !== undefined) headers['content-type'] = contentType;
    return t.app.inject({ method: route.method, url: route.url(), headers, payload });
  };

  /** Bodies that are invalid for every write route. */
  const MALFORMED: [string, string | undefined, number[]][] = [
    ['no body', undefined, [400]],
    ['empty JSON body', '', [400]],
    ['broken JSON', '{"nota": 5,', [400]],
    ['JSON null', 'null', [400]],
    ['JSON array', '[1,2,3]', [400]],
    ['JSON string', '"texto"', [400]],
    ['JSON number', '42', [400]],
    ['JSON true', 'true', [400]],
    ['prototype pollution', '{"__proto__": {"admin": true}, "nota": 5}', [400, 403, 404]],
    ['constructor pollution', '{"constructor": {"prototype": {"admin": true}}}', [400, 403, 404]],
    ['every field an object', JSON.stringify(Object.fromEntries(['id', 'nota', 'status', 'name', 'schedule', 'therapistId', 'fullName', 'meetingLink', 'comentario'].map((k) => [k, { $gt: '' }]))), [400, 403, 404]],
    ['every field a huge number', JSON.stringify(Object.fromEntries(['id', 'nota', 'status', 'name', 'schedule', 'therapistId', 'fullName', 'meetingLink', 'comentario'].map((k) => [k, 1e308]))), [400, 403, 404]],
    ['SQL in every field', JSON.stringify(Object.fromEntries(['id', 'status', 'name', 'therapistId', 'fullName', 'meetingLink', 'comentario', 'date', 'time'].map((k) => [k, "'; DROP TABLE sessoes; --"]))), [400, 403, 404]],
    ['NUL bytes', JSON.stringify({ id: 'a\u0000b', name: 'a\u0000bc', comentario: '\u0000'.repeat(12), status: '\u0000', meetingLink: 'http://\u0000' }), [400, 403, 404]],
  ];

  describe.each(routes.map((r) => [r.name, r] as const))('%s', (_name, route) => {
    it.each(MALFORMED)('%s → 4xx pt-BR, never 500', async (_label, payload, expected) => {
      const res = await send(route, payload);
      expect(res.statusCode).toBeLessThan(500);
      expect(expected).toContain(res.statusCode);
      const body = res.json();
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
    });
  });

  it('property: arbitrary JSON bodies on every write route never produce a 5xx', async () => {
    const field = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', ' ', '2030-02-04', '09:00', '25:99', 'CONFIRMED', 'CANCELLED', 'online', 'ansiedade', '529.982.247-25', 'https://x.y'),
      fc.integer({ min: -10, max: 500 }),
      fc.double({ noNaN: false }),
    );
    for (const route of routes) {
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(fc.constantFrom(...route.fields), field, { maxKeys: route.fields.length }),
      );
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const res = await send(route, JSON.stringify(value) ?? 'null');
          if (res.statusCode >= 500) throw new Error(`${route.name} ${res.statusCode} for ${JSON.stringify(value)}: ${res.body}`);
        }),
        { numRuns: 25, seed: 20260101 },
      );
    }
  });

  describe('Fastify’s own errors are pt-BR', () => {
    const route = () => routes.find((r) => r.name === 'POST /sessoes')!;
    it('415 for an unsupported content type', async () => {
      const res = await send(route(), '<xml/>', 'application/xml');
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Tipo de conteúdo não suportado. Envie application/json.' });
    });
    it('400 for text/plain (parsed as a string, not an object)', async () => {
      const res = await send(route(), 'therapistId=x', 'text/plain');
      expect(res.statusCode).toBe(400);
    });
    it('400 for broken JSON', async () => {
      const res = await send(route(), '{"a":');
      expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
    });
    it('413 for a body over the limit', async () => {
      const res = await send(route(), JSON.stringify({ notes: 'x'.repeat(300 * 1024) }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'O corpo da requisição é grande demais.' });
    });
    it('404 for an unknown method/route', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/sessoes' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
    });
  });

  describe('ownership matrix: every object route × a foreign user', () => {
    const foreignTherapist = newTherapist('Terapeuta Alheio');
    const foreignClient = newClient('Cliente Alheio');
    const png = () => multipart({ filename: 'a.png', contentType: 'image/png', bytes: PNG_1x1 });
    // Objects of their own, so no other test of this file touches them.
    const owned = { therapist: newTherapist(), client: newClient('Dona dos Objetos'), reviewId: '', sessionId: '' };
    beforeAll(async () => {
      await createReadyTherapist(t, { user: owned.therapist });
      await completedSession(t, owned.client, owned.therapist.sub);
      owned.reviewId = (
        await t.call({ method: 'POST', url: '/avaliacoes', user: owned.client, body: { terapeutaId: owned.therapist.sub, nota: 5, comentario: 'Excelente atendimento sempre.' } })
      ).json().id;
      owned.sessionId = (
        await t.call({ method: 'POST', url: '/sessoes', user: owned.client, body: { therapistId: owned.therapist.sub, date: '2030-02-05', time: '10:00' } })
      ).json().id;
    });
    const resolve = (template: string) =>
      template
        .replace(':therapist', owned.therapist.sub)
        .replace(':client', owned.client.sub)
        .replace(':review', owned.reviewId)
        .replace(':session', owned.sessionId);

    type Case = [string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, 'therapist' | 'client', () => unknown, number, string];
    const cases: Case[] = [
      ['private therapist read', 'GET', '/terapeutas/:therapist', 'therapist', () => undefined, 403, 'Acesso negado.'],
      ['private therapist read', 'GET', '/terapeutas/:therapist', 'client', () => undefined, 403, 'Acesso negado.'],
      ['therapist profile update', 'PUT', '/terapeutas/:therapist', 'therapist', () => profileBody({ fullName: 'Invasor' }), 403, 'Acesso negado.'],
      ['therapist profile update', 'PUT', '/terapeutas/:therapist', 'client', () => profileBody({ fullName: 'Invasor' }), 403, 'Acesso restrito a terapeutas.'],
      ['therapist photo', 'POST', '/terapeutas/:therapist/upload-profile-image', 'therapist', png, 403, 'Acesso negado.'],
      ['therapist photo', 'POST', '/terapeutas/:therapist/upload-profile-image', 'client', png, 403, 'Acesso restrito a terapeutas.'],
      ['availability read', 'GET', '/agenda/terapeutas/:therapist/disponibilidade', 'therapist', () => undefined, 403, 'Acesso negado.'],
      ['availability read', 'GET', '/agenda/terapeutas/:therapist/disponibilidade', 'client', () => undefined, 403, 'Acesso negado.'],
      ['availability write', 'POST', '/agenda/terapeutas/:therapist/disponibilidade', 'therapist', () => ({ schedule: weekdaySchedule('06:00', '07:00') }), 403, 'Acesso negado.'],
      ['availability write', 'POST', '/agenda/terapeutas/:therapist/disponibilidade', 'client', () => ({ schedule: weekdaySchedule('06:00', '07:00') }), 403, 'Only therapists can set availability'],
      ['review update', 'PUT', '/avaliacoes/:review', 'client', () => ({ nota: 1, comentario: 'Tentativa de alteração.' }), 403, 'Acesso negado.'],
      ['review update', 'PUT', '/avaliacoes/:review', 'therapist', () => ({ nota: 1, comentario: 'Tentativa de alteração.' }), 403, 'Only clients can update reviews'],
      ['review update (id in body)', 'PUT', '/avaliacoes', 'client', () => ({ id: owned.reviewId, nota: 1, comentario: 'Tentativa de alteração.' }), 403, 'Acesso negado.'],
      ['review delete', 'DELETE', '/avaliacoes/:review', 'client', () => undefined, 403, 'Acesso negado.'],
      ['review delete', 'DELETE', '/avaliacoes/:review', 'therapist', () => undefined, 403, 'Only clients can delete reviews'],
      ['appointment status', 'PATCH', '/sessoes', 'therapist', () => ({ id: owned.sessionId, status: 'CONFIRMED' }), 404, 'Consulta não encontrada.'],
      ['appointment cancel', 'PATCH', '/sessoes', 'client', () => ({ id: owned.sessionId, status: 'CANCELLED' }), 404, 'Consulta não encontrada.'],
      ['appointment status (id in path)', 'PATCH', '/sessoes/:session', 'therapist', () => ({ status: 'REJECTED' }), 404, 'Consulta não encontrada.'],
      ['appointment details', 'PUT', '/sessoes/:session', 'therapist', () => ({ meetingLink: 'https://evil.example' }), 404, 'Consulta não encontrada.'],
      ['appointment details', 'PUT', '/sessoes/:session', 'client', () => ({ meetingLink: 'https://evil.example' }), 403, 'Only therapists can update appointment details'],
      ['appointment read', 'GET', '/sessoes/:session', 'therapist', () => undefined, 404, 'Consulta não encontrada.'],
      ['appointment read', 'GET', '/sessoes/:session', 'client', () => undefined, 404, 'Consulta não encontrada.'],
      ['client profile read', 'GET', '/clientes/:client', 'client', () => undefined, 403, 'Acesso negado.'],
      ['client profile read', 'GET', '/clientes/:client', 'therapist', () => undefined, 403, 'Acesso negado.'],
      ['client profile update', 'PUT', '/clientes/:client', 'client', () => ({ name: 'Invasor' }), 403, 'Acesso negado.'],
      ['client profile update', 'PUT', '/clientes/:client', 'therapist', () => ({ name: 'Invasor' }), 403, 'Acesso restrito a clientes.'],
      ['client photo', 'POST', '/clientes/:client/upload-profile-image', 'client', png, 403, 'Acesso negado.'],
      ['client photo', 'POST', '/clientes/:client/upload-profile-image', 'therapist', png, 403, 'Acesso restrito a clientes.'],
    ];

    it.each(cases)('%s: %s %s by a foreign %s', async (_name, method, url, who, body, status, message) => {
      const user = who === 'therapist' ? foreignTherapist : foreignClient;
      const b = body();
      const isMultipart = b && typeof b === 'object' && 'payload' in (b as object);
      const res = await t.call({
        method,
        url: resolve(url),
        user,
        ...(isMultipart ? (b as { payload: Buffer; headers: Record<string, string> }) : b === undefined ? {} : { body: b }),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message });
    });

    it('left every object untouched', async () => {
      const profile = (await t.call({ method: 'GET', url: `/terapeutas/${owned.therapist.sub}`, user: owned.therapist })).json();
      expect(profile.fullName).toBe('Ana Paula Souza');
      expect(profile.profileImageUrl).toBe('');
      const availability = (await t.call({ method: 'GET', url: `/agenda/terapeutas/${owned.therapist.sub}/disponibilidade`, user: owned.therapist })).json();
      expect(availability.schedule).toEqual(weekdaySchedule());
      const review = (await t.call({ method: 'GET', url: `/public-terapeutas/${owned.therapist.sub}` })).json().reviews[0];
      expect(review).toMatchObject({ id: owned.reviewId, nota: 5 });
      const session = (await t.call({ method: 'GET', url: `/sessoes/${owned.sessionId}`, user: owned.client })).json();
      expect(session).toMatchObject({ status: 'PENDING', meetingLink: '' });
      const me = (await t.call({ method: 'GET', url: `/clientes/${owned.client.sub}`, user: owned.client })).json();
      expect(me).toMatchObject({ name: 'Dona dos Objetos', image: '' });
    });
  });

  describe('rate limits', () => {
    it('limits writes with a pt-BR 429 and leaves public reads alone', async () => {
      const app = await buildApp({
        db: t.db,
        config: { ...t.config, rateLimit: { enabled: true, timeWindow: 60_000, writeMax: 3, authMax: 5, publicMax: 1000 } },
        logger: false,
        auth: { verifier: async () => ({ ok: true, user: { sub: 'rl-user', email: 'rl@x.com', name: 'Limite', tipo: 'cliente' } }) },
      });
      const post = () => app.inject({ method: 'POST', url: '/clientes', headers: { authorization: 'Bearer x' }, payload: { name: 'Limite' } });
      for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(200);
      const limited = await post();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'Muitas requisições. Tente novamente em instantes.' });
      expect(limited.headers['retry-after']).toBeDefined();
      for (let i = 0; i < 8; i++) expect((await app.inject({ method: 'GET', url: '/especialidades' })).statusCode).toBe(200);
      const reads = [];
      for (let i = 0; i < 6; i++) reads.push((await app.inject({ method: 'GET', url: '/sessoes/cliente', headers: { authorization: 'Bearer x' } })).statusCode);
      expect(reads).toEqual([200, 200, 200, 200, 200, 429]);
      await app.close();
    });
  });

  describe('logs', () => {
    /** An app over this suite's database that logs everything (trace level), into `lines`. */
    const tracedApp = async (options: Partial<BuildAppOptions>) => {
      const { lines, stream } = captureLogs();
      const app = await buildApp({ db: t.db, config: t.config, logger: { level: 'trace', stream } as never, ...options });
      return { app, lines };
    };

    it('never contain the token, passwords or CPF', async () => {
      const { app, lines } = await tracedApp({ auth: { jwks: undefined, verifier: async () => ({ ok: false, reason: 'invalid' }) } });
      const secret = 'eyJhbGciOiJSUzI1NiJ9.c2VjcmV0LXRva2Vu.assinatura';
      await app.inject({ method: 'POST', url: '/clientes', headers: { authorization: `Bearer ${secret}` }, payload: { name: 'X', cpf: '52998224725' } });
      app.log.info({ req: { headers: { authorization: `Bearer ${secret}` } }, body: { cpf: '52998224725', password: 'Segredo123' }, password: 'Segredo123' }, 'explicit');
      await app.close();
      const output = lines.join('\n');
      expect(output).toContain('explicit');
      expect(output).not.toContain(secret);
      expect(output).not.toContain('52998224725');
      expect(output).not.toContain('Segredo123');
    });

    it('never contain a client’s CPF, phone, birth date, e-mail or name — through a whole profile, export and erasure at trace level', async () => {
      const { app, lines } = await tracedApp({ auth: { jwks: createLocalJWKSet({ keys: [t.keys.publicJwk] }) }, now: t.clock.now, storage: t.storage });
      const person = { sub: randomUUID(), email: 'pessoa.sigilosa@exemplo.com.br', name: 'Glória Sigilosa', tipo: 'cliente' };
      const headers = { authorization: `Bearer ${await t.token(person)}`, 'content-type': 'application/json' };
      const profile = { name: 'Glória Sigilosa', cpf: '52998224725', phone: '11955554444', birthDate: '1988-03-09', street: 'Rua Escondida' };
      expect((await app.inject({ method: 'POST', url: '/clientes', headers, payload: profile })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/clientes', headers, payload: { ...profile, phone: 'x'.repeat(5000) } })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/me/export', headers })).statusCode).toBe(200);
      app.log.info({ body: profile, phone: profile.phone, email: person.email, birthDate: profile.birthDate, user: { email: person.email } }, 'explicit');
      expect((await app.inject({ method: 'DELETE', url: '/me', headers })).statusCode).toBe(204);
      await app.close();
      const output = lines.join('\n');
      expect(output).toContain('explicit');
      for (const value of ['52998224725', '11955554444', '1988-03-09', 'pessoa.sigilosa', 'Sigilosa', 'Rua Escondida']) {
        expect(output).not.toContain(value);
      }
    });
  });
});

describe('the operation table (issue 42)', () => {
  const t = useTestApp();

  it('the app refuses a route that is not a row of the table: nothing is mounted by hand, unvalidated', async () => {
    const app = await buildApp({ db: t.db, config: t.config, logger: false });
    try {
      expect(() => app.get('/fora-da-tabela', async () => 'x')).toThrow('GET /fora-da-tabela: rota fora da tabela de operações');
      expect(() => app.post('/sessoes', async () => 'x')).toThrow('POST /sessoes: rota fora da tabela de operações');
    } finally {
      await app.close();
    }
  });
});
