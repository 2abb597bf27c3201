// The operators' area: who gets in (only the operators' pool), and the audit log the database keeps
// append-only. On PGlite and, with DATABASE_URL, on PostgreSQL.
import { sql } from 'drizzle-orm';
import { OPERACAO_MSG } from '@acolhe/shared-domain';
import { createReadyTherapist, json, newClient, newOperador, newTherapist, TEST_CLIENT_ID, TEST_ISSUER, useTestApp } from '../../testing/helpers';
import { registrarAuditoria } from './registro';

const t = useTestApp();

const operador = newOperador();

describe('who may call /operacao/*', () => {
  it('an operator of the operators’ pool: 200', async () => {
    const res = await t.call({ method: 'GET', url: '/operacao/auditoria', user: operador });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('no token: 401', async () => {
    const res = await t.call({ method: 'GET', url: '/operacao/auditoria' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a client', newClient()],
    ['a therapist', newTherapist()],
  ])('%s of the customers’ pool: 403 with the pt-BR message', async (_label, user) => {
    const res = await t.call({ method: 'GET', url: '/operacao/auditoria', user });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ message: OPERACAO_MSG.somenteOperadores });
  });

  it('a customer token with any claim (a role, groups, an operator-like attribute): 403, never in', async () => {
    const attacker = newClient();
    for (const extraClaims of [
      { 'custom:profile_id': 'operador' },
      { 'cognito:groups': ['operadores', 'admin'] },
      { 'custom:operador': 'true', role: 'operador' },
    ]) {
      const token = await t.token(attacker, { extraClaims });
      const res = await t.app.inject({ method: 'GET', url: '/operacao/auditoria', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(403);
    }
  });

  it('an operators’ token with the customers’ issuer or audience is no operator (and no customer): 401', async () => {
    for (const options of [{ issuer: TEST_ISSUER }, { audience: TEST_CLIENT_ID }]) {
      const token = await t.token(operador, options);
      const res = await t.app.inject({ method: 'GET', url: '/operacao/auditoria', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('an operator’s token opens no customer route (the pools do not mix)', async () => {
    const token = await t.token(operador);
    const res = await t.app.inject({ method: 'GET', url: '/me/preferencias', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('lists what operators did, newest first, filtered by action, target and São Paulo dates', async () => {
    t.clock.set('2031-03-10T15:00:00Z');
    const alvo = `terapeuta-${Date.now()}`;
    await registrarAuditoria(t.db, operador, { acao: 'terapeuta.suspender', alvoTipo: 'terapeuta', alvoId: alvo, motivo: 'Perfil falso' }, new Date('2031-03-10T02:30:00Z'));
    await registrarAuditoria(t.db, operador, { acao: 'terapeuta.reativar', alvoTipo: 'terapeuta', alvoId: alvo, motivo: 'Documentos conferidos' }, new Date('2031-03-11T12:00:00Z'));
    const all = json<{ content: { acao: string; motivo: string; operadorEmail: string }[]; totalElements: number }>(
      await t.call({ method: 'GET', url: `/operacao/auditoria?alvoId=${alvo}`, user: operador }),
    );
    expect(all.totalElements).toBe(2);
    expect(all.content.map((e) => e.acao)).toEqual(['terapeuta.reativar', 'terapeuta.suspender']);
    expect(all.content[0]).toMatchObject({ operadorEmail: operador.email, motivo: 'Documentos conferidos' });
    // 02:30 UTC on the 10th is 23:30 on the 9th in São Paulo
    const ninth = json<{ totalElements: number; content: { acao: string }[] }>(
      await t.call({ method: 'GET', url: `/operacao/auditoria?alvoId=${alvo}&desde=2031-03-09&ate=2031-03-09`, user: operador }),
    );
    expect(ninth.content.map((e) => e.acao)).toEqual(['terapeuta.suspender']);
    const byAction = json<{ totalElements: number }>(
      await t.call({ method: 'GET', url: `/operacao/auditoria?alvoId=${alvo}&acao=terapeuta.reativar`, user: operador }),
    );
    expect(byAction.totalElements).toBe(1);
  });

  it('names each target (issue 44): a therapist by name; a target no longer found keeps only its id', async () => {
    const paula = await createReadyTherapist(t, { user: newTherapist('Paula Auditada'), profile: { fullName: 'Paula Auditada' } });
    await registrarAuditoria(t.db, operador, { acao: 'terapeuta.suspender', alvoTipo: 'terapeuta', alvoId: paula.sub, motivo: 'Perfil falso' }, new Date());
    await registrarAuditoria(t.db, operador, { acao: 'terapeuta.reativar', alvoTipo: 'terapeuta', alvoId: 'apagado-ha-tempo', motivo: 'Ok' }, new Date());
    const named = json<{ content: { alvoId: string; alvoNome: string | null }[] }>(await t.call({ method: 'GET', url: `/operacao/auditoria?alvoId=${paula.sub}`, user: operador }));
    expect(named.content).toEqual([expect.objectContaining({ alvoId: paula.sub, alvoNome: 'Paula Auditada' })]);
    const gone = json<{ content: { alvoNome: string | null }[] }>(await t.call({ method: 'GET', url: '/operacao/auditoria?alvoId=apagado-ha-tempo', user: operador }));
    expect(gone.content).toEqual([expect.objectContaining({ alvoNome: null })]);
  });

  it('a malformed filter: 400 with the pt-BR message', async () => {
    for (const query of ['desde=10/03/2031', 'page=-1', 'size=100000']) {
      const res = await t.call({ method: 'GET', url: `/operacao/auditoria?${query}`, user: operador });
      expect(res.statusCode).toBe(400);
      expect(json<{ message: string }>(res).message).toBe(OPERACAO_MSG.filtroInvalido);
    }
  });

  it('is append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await registrarAuditoria(t.db, operador, { acao: 'avaliacao.ocultar', alvoTipo: 'avaliacao', alvoId: 'r1', motivo: 'Expõe dados' }, new Date());
    // drizzle wraps the database's error: its message is the cause's
    const refused = { cause: expect.objectContaining({ message: expect.stringMatching(/somente inserção/) }) };
    await expect(t.db.execute(sql`UPDATE auditoria_operacao SET motivo = 'apagado'`)).rejects.toMatchObject(refused);
    await expect(t.db.execute(sql`DELETE FROM auditoria_operacao`)).rejects.toMatchObject(refused);
    await expect(t.db.execute(sql`TRUNCATE auditoria_operacao`)).rejects.toMatchObject(refused);
    const rows = (await t.db.execute(sql`SELECT count(*)::int AS n FROM auditoria_operacao WHERE motivo = 'apagado'`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
  });
});
