// Issue 40, item 1 — "A removed operator keeps the console": after `npm run operador -- remover`, the
// operator's IdToken (still a valid signature) answered GET /operacao/resumo 200, opened a CRP
// document and decided a verification. Now the command asks the api to read the operator at the
// identity provider (POST /identidade/operadores/sincronizar) and every replica refuses the tokens.
// The identity provider here is in memory (testing/identity-admin.ts); remocao.test.ts runs the real
// emulator and the real command. On PGlite and, with DATABASE_URL, on PostgreSQL.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet } from 'jose';
import { buildApp, type BuildAppOptions } from '../app';
import { REVOCATION_TTL_MS } from '../auth/revocation';
import { operadores, terapeutas } from '../db/schema';
import { MSG } from '../lib/messages';
import { json, newOperador, newTherapist, profileBody, uniqueRegistration, useTestApp, type TestUser } from '../../testing/helpers';
import { verificationDocument } from '../../testing/inventory';
import { syncOperator } from '@acolhe/shared-domain/operations';

const t = useTestApp();

/** An operator of the operators' pool (the identity provider knows it, enabled). */
function operador(): TestUser {
  const op = newOperador();
  t.operadoresIdentity.add({ email: op.email, sub: op.sub });
  return op;
}

/** A therapist whose CRP and document wait for the operators. */
async function emAnalise(): Promise<TestUser> {
  const therapist = newTherapist('Terapeuta Em Análise');
  const registration = uniqueRegistration();
  expect((await t.call({ method: 'POST', url: '/terapeutas', user: therapist, body: profileBody(registration) })).statusCode).toBe(200);
  const doc = verificationDocument(registration.crp);
  const sent = await t.app.inject({
    method: 'POST',
    url: `/terapeutas/${therapist.sub}/verificacao`,
    headers: { authorization: `Bearer ${await t.token(therapist)}`, ...doc.headers },
    payload: doc.payload,
  });
  expect(sent.statusCode).toBe(200);
  return therapist;
}

const sync = (email: unknown, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: syncOperator.path, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email }) });

const asOperator = (token: string, app: FastifyInstance = t.app) => ({
  resumo: () => app.inject({ method: 'GET', url: '/operacao/resumo', headers: { authorization: `Bearer ${token}` } }),
  documento: (therapistId: string) => app.inject({ method: 'GET', url: `/operacao/verificacoes/${therapistId}/documento`, headers: { authorization: `Bearer ${token}` } }),
  aprovar: (therapistId: string) =>
    app.inject({
      method: 'POST',
      url: `/operacao/verificacoes/${therapistId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ decisao: 'aprovar' }),
    }),
});

const estadoDe = async (therapistId: string) =>
  (await t.db.select({ estado: terapeutas.verificacaoEstado }).from(terapeutas).where(eq(terapeutas.id, therapistId)))[0]?.estado;

const later = (seconds: number) => t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000).toISOString());

/** Another replica: its own process memory, the same database. */
async function replica(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    db: t.db,
    config: t.config,
    logger: false,
    auth: { jwks: createLocalJWKSet({ keys: [t.keys.publicJwk] }) },
    now: t.clock.now,
    storage: t.storage,
    operadoresAdmin: t.operadoresIdentity,
    ...options,
  });
  await app.ready();
  return app;
}

describe('a removed operator’s token (the attack of issue 40)', () => {
  it('remover → the IdToken issued before gets 401 on the overview, the CRP document and a decision; the verification stays undecided', async () => {
    const op = operador();
    const therapist = await emAnalise();
    const token = await t.token(op, { issuedAt: new Date(t.clock.now().getTime() - 5 * 60_000) });
    const painel = asOperator(token);
    expect((await painel.resumo()).statusCode).toBe(200);
    expect((await painel.documento(therapist.sub)).statusCode).toBe(200);

    // `npm run operador -- remover`: disabled at the identity provider, then the api is told
    t.operadoresIdentity.disable(op.email);
    expect((await sync(op.email)).statusCode).toBe(204);

    expect((await painel.resumo()).statusCode).toBe(401);
    expect((await painel.documento(therapist.sub)).statusCode).toBe(401);
    const decision = await painel.aprovar(therapist.sub);
    expect(decision.statusCode).toBe(401);
    expect(json(decision)).toEqual({ message: MSG.unauthenticated });
    expect(await estadoDe(therapist.sub)).toBe('em_analise');

    // a token minted later (a refresh token taken before, a clock skew) is refused too: the operator is disabled
    later(10);
    expect((await asOperator(await t.token(op)).resumo()).statusCode).toBe(401);
    const [row] = await t.db.select().from(operadores).where(eq(operadores.sub, op.sub));
    expect(row).toMatchObject({ email: op.email, desativadoEm: expect.any(Date), sessoesRevogadasEm: expect.any(Date) });
  });

  it('reativar: the tokens issued up to the removal stay refused, a new sign-in’s token passes', async () => {
    const op = operador();
    const old = await t.token(op, { issuedAt: new Date(t.clock.now().getTime() - 60_000) });
    t.operadoresIdentity.disable(op.email);
    expect((await sync(op.email)).statusCode).toBe(204);
    later(60);
    t.operadoresIdentity.enable(op.email);
    expect((await sync(op.email)).statusCode).toBe(204);

    expect((await asOperator(old).resumo()).statusCode).toBe(401);
    expect((await asOperator(await t.token(op)).resumo()).statusCode).toBe(200);
    // removed again: refused again, from the second removal's time
    t.operadoresIdentity.disable(op.email);
    expect((await sync(op.email)).statusCode).toBe(204);
    expect((await asOperator(await t.token(op)).resumo()).statusCode).toBe(401);
  });

  it('another replica over the same database refuses within a few seconds', async () => {
    const second = await replica();
    try {
      const op = operador();
      const therapist = await emAnalise();
      const token = await t.token(op, { issuedAt: new Date(t.clock.now().getTime() - 60_000) });
      const onReplica = asOperator(token, second);
      expect((await onReplica.resumo()).statusCode).toBe(200); // the replica now remembers "not removed"

      t.operadoresIdentity.disable(op.email);
      expect((await sync(op.email)).statusCode).toBe(204); // told through the first replica
      expect((await asOperator(token).resumo()).statusCode).toBe(401); // it knows at once

      await new Promise((resolve) => setTimeout(resolve, REVOCATION_TTL_MS + 100));
      expect((await onReplica.resumo()).statusCode).toBe(401);
      expect((await onReplica.documento(therapist.sub)).statusCode).toBe(401);
      expect((await onReplica.aprovar(therapist.sub)).statusCode).toBe(401);
      expect(await estadoDe(therapist.sub)).toBe('em_analise');
    } finally {
      await second.close();
    }
  });
});

describe('POST /identidade/operadores/sincronizar gives nothing away and takes nothing it is not told by the provider', () => {
  it('an enabled operator stays in (no credentials can remove one), and nothing is written', async () => {
    const op = operador();
    const token = await t.token(op);
    expect((await sync(op.email)).statusCode).toBe(204);
    expect((await asOperator(token).resumo()).statusCode).toBe(200);
    expect(await t.db.select().from(operadores).where(eq(operadores.sub, op.sub))).toEqual([]);
  });

  it('answers an unknown e-mail, an operator and a removed operator alike (204, empty), whatever the case', async () => {
    const op = operador();
    const removed = operador();
    t.operadoresIdentity.disable(removed.email);
    const answers = await Promise.all([sync('ninguem@acolhe.com.br'), sync(op.email), sync(removed.email.toUpperCase())]);
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual([
      [204, ''],
      [204, ''],
      [204, ''],
    ]);
    expect(t.operadoresIdentity.asked.slice(-3)).toEqual(['ninguem@acolhe.com.br', op.email, removed.email]);
    expect((await asOperator(await t.token(removed)).resumo()).statusCode).toBe(401);
  });

  it('refuses a body without a valid e-mail: 400 in pt-BR, the provider not asked', async () => {
    const asked = t.operadoresIdentity.asked.length;
    for (const email of ['', 'nao-e-email', 42, undefined]) {
      const res = await sync(email);
      expect(res.statusCode).toBe(400);
      expect(json<{ fieldErrors?: Record<string, string> }>(res).fieldErrors).toEqual({ email: 'E-mail inválido' });
    }
    expect(t.operadoresIdentity.asked.length).toBe(asked);
  });

  it('503 when the identity provider does not answer (nothing recorded: the command says so and is run again)', async () => {
    const op = operador();
    t.operadoresIdentity.disable(op.email);
    t.operadoresIdentity.failing = true;
    try {
      const res = await sync(op.email);
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({ message: MSG.operadoresIdentidadeIndisponivel });
    } finally {
      t.operadoresIdentity.failing = false;
    }
    expect(await t.db.select().from(operadores).where(eq(operadores.sub, op.sub))).toEqual([]);
    expect((await sync(op.email)).statusCode).toBe(204);
    expect((await asOperator(await t.token(op)).resumo()).statusCode).toBe(401);
  });

  it('503 on an api with no admin access to the operators’ pool', async () => {
    const bare = await replica({ operadoresAdmin: undefined });
    try {
      const res = await sync('alguem@acolhe.com.br', bare);
      expect(res.statusCode).toBe(503);
      expect(json(res)).toEqual({ message: MSG.operadoresSemAdmin });
    } finally {
      await bare.close();
    }
  });
});
