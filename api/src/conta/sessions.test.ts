// Issue 29, the api's half of "a logout really ends other sessions" and "e-mail to verified
// addresses only". Each attack is a test: an IdToken issued before 'Sair de todos os
// dispositivos' (its signature still good for an hour) → 401, on this replica and on another one
// over the same database; a profile body naming another address → nothing changes where the
// notifications go.
import { eq } from 'drizzle-orm';
import { createLocalJWKSet } from 'jose';
import { buildApp } from '../app';
import type { IdentityAdmin } from '../identidade/admin';
import { REVOCATION_TTL_MS, revokedBy } from '../auth/revocation';
import { clientes, contas, terapeutas } from '../db/schema';
import { newClient, newTherapist, useTestApp } from '../../testing/helpers';
import { untilNextSecond } from './sessions';

class FakeIdentityAdmin implements IdentityAdmin {
  signedOut: string[] = [];
  failing = false;
  async deleteUser() {}
  async getUser() {
    return null;
  }
  async signOutEverywhere(sub: string) {
    if (this.failing) throw new Error('identity provider down');
    this.signedOut.push(sub);
  }
}

describe('POST /me/sessoes/encerrar: tokens issued before it are refused', () => {
  const identity = new FakeIdentityAdmin();
  const t = useTestApp({ identityAdmin: identity });
  const later = (seconds: number) => t.clock.set(new Date(t.clock.now().getTime() + seconds * 1000).toISOString());

  const read = (token: string) => t.app.inject({ method: 'GET', url: '/sessoes/cliente', headers: { authorization: `Bearer ${token}` } });
  const endAll = (token: string) => t.app.inject({ method: 'POST', url: '/me/sessoes/encerrar', headers: { authorization: `Bearer ${token}` } });

  it('an IdToken issued before the revocation → 401 (the attacker’s stolen token), a new sign-in’s token → 200', async () => {
    const user = newClient('Vera Lúcia');
    const stolen = await t.token(user, { issuedAt: new Date(t.clock.now().getTime() - 20 * 60_000) });
    const mine = await t.token(user);
    expect((await read(stolen)).statusCode).toBe(200);

    const res = await endAll(mine);
    expect(res.statusCode).toBe(204);
    expect(identity.signedOut).toContain(user.sub); // the identity provider was told (refresh tokens)

    for (const token of [stolen, mine]) {
      const refused = await read(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Não autenticado.' });
    }
    // a token of the very second of the revocation too (tokens carry whole seconds)
    expect((await read(await t.token(user)))).toMatchObject({ statusCode: 401 });
    later(1);
    expect((await read(await t.token(user))).statusCode).toBe(200);
  });

  it('the stolen token cannot move the revocation back or around it: a later revocation only moves forward', async () => {
    const user = newTherapist();
    const first = new Date(t.clock.now().getTime());
    expect((await endAll(await t.token(user))).statusCode).toBe(204);
    const [row] = await t.db.select({ at: contas.sessoesRevogadasEm }).from(contas).where(eq(contas.id, user.sub));
    expect(row?.at?.getTime()).toBe(first.getTime());
    // an old token asking again is itself refused (401), so it changes nothing
    const old = await t.token(user, { issuedAt: new Date(first.getTime() - 60_000) });
    expect((await endAll(old)).statusCode).toBe(401);
    const [after] = await t.db.select({ at: contas.sessoesRevogadasEm }).from(contas).where(eq(contas.id, user.sub));
    expect(after?.at?.getTime()).toBe(first.getTime());
  });

  it('another replica over the same database refuses the old token within a few seconds', async () => {
    const second = await buildApp({
      db: t.db,
      config: t.config,
      logger: false,
      auth: { jwks: createLocalJWKSet({ keys: [t.keys.publicJwk] }) },
      now: t.clock.now,
      identityAdmin: identity,
    });
    try {
      const user = newClient();
      const old = await t.token(user, { issuedAt: new Date(t.clock.now().getTime() - 60_000) });
      const onReplica = () => second.inject({ method: 'GET', url: '/sessoes/cliente', headers: { authorization: `Bearer ${old}` } });
      expect((await onReplica()).statusCode).toBe(200); // the replica now remembers "not revoked"
      expect((await endAll(await t.token(user))).statusCode).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, REVOCATION_TTL_MS + 100));
      expect((await onReplica()).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('503 when the identity provider fails, the api side already holding; a retry succeeds', async () => {
    const user = newClient();
    const old = await t.token(user, { issuedAt: new Date(t.clock.now().getTime() - 60_000) });
    identity.failing = true;
    const res = await endAll(await t.token(user));
    identity.failing = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/Não foi possível encerrar as sessões/);
    expect((await read(old)).statusCode).toBe(401);
    later(1);
    expect((await endAll(await t.token(user))).statusCode).toBe(204);
  });

  it('401 without a token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/me/sessoes/encerrar' })).statusCode).toBe(401);
  });
});

describe('revocation rules', () => {
  it('refuses a token issued up to the revocation’s second, accepts one after it', () => {
    const at = new Date('2030-01-16T13:00:00.700Z');
    const second = Math.floor(at.getTime() / 1000);
    expect(revokedBy(second - 1, at)).toBe(true);
    expect(revokedBy(second, at)).toBe(true);
    expect(revokedBy(second + 1, at)).toBe(false);
    expect(revokedBy(0, null)).toBe(false);
  });
  it('waits until the next wall-clock second has begun, plus a margin', () => {
    expect(untilNextSecond(5_000)).toBe(1200);
    expect(untilNextSecond(5_999)).toBe(201);
  });
});

describe('the notifications’ address is the verified e-mail of the identity provider', () => {
  const t = useTestApp({ identityAdmin: new FakeIdentityAdmin() });

  const emailOf = async (sub: string) => (await t.db.select({ email: clientes.email }).from(clientes).where(eq(clientes.id, sub)))[0]?.email;

  it('POST /clientes {email: another address} changes nothing (the attack of issue 29)', async () => {
    const me = newClient('Paciente Alvo');
    const res = await t.call({ method: 'POST', url: '/clientes', user: me, body: { name: 'Paciente Alvo', email: 'terceiro.alvo@vitima.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(me.email);
    expect(await emailOf(me.sub)).toBe(me.email);
    const put = await t.call({ method: 'PUT', url: `/clientes/${me.sub}`, user: me, body: { name: 'Paciente Alvo', email: 'terceiro.alvo@vitima.example' } });
    expect(put.statusCode).toBe(200);
    expect(await emailOf(me.sub)).toBe(me.email);
  });

  it('a new verified e-mail in the token becomes the address at the next request; an unverified one does not', async () => {
    const me = newClient('Muda Endereço');
    await t.call({ method: 'GET', url: `/clientes/${me.sub}`, user: me });
    const pending = await t.token({ ...me, email: 'pendente@exemplo.com.br' }, { extraClaims: { email_verified: false } });
    await t.app.inject({ method: 'GET', url: `/clientes/${me.sub}`, headers: { authorization: `Bearer ${pending}` } });
    expect(await emailOf(me.sub)).toBe(me.email);

    const verified = { ...me, email: 'confirmado@exemplo.com.br' };
    await t.call({ method: 'GET', url: `/sessoes/cliente`, user: verified });
    expect(await emailOf(me.sub)).toBe('confirmado@exemplo.com.br');
  });

  it('the same for a therapist', async () => {
    const me = newTherapist();
    await t.call({ method: 'GET', url: `/terapeutas/${me.sub}`, user: me });
    await t.call({ method: 'GET', url: `/terapeutas/${me.sub}`, user: { ...me, email: 'nova.terapeuta@exemplo.com.br' } });
    const [row] = await t.db.select({ email: terapeutas.email }).from(terapeutas).where(eq(terapeutas.id, me.sub));
    expect(row?.email).toBe('nova.terapeuta@exemplo.com.br');
  });
});
