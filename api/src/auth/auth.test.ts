import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { buildApp } from '../app';
import { clientes, terapeutas } from '../db/schema';
import { createKeys, newClient, newTherapist, TEST_CLIENT_ID, TEST_ISSUER, useTestApp } from '../../testing/helpers';
import { bearerToken, createVerifier, displayNameOf } from './verifier';

const UNAUTH = { message: 'Não autenticado.' };

describe('identity: Cognito IdToken verification', () => {
  const t = useTestApp();

  const client = newClient('Joana Prado');
  const get = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/sessoes/cliente', headers: authorization ? { authorization } : {} });

  it('accepts a valid IdToken and answers the caller’s data', async () => {
    const res = await get(`Bearer ${await t.token(client)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('401 without a token or with a malformed header', async () => {
    for (const header of [undefined, 'Bearer', 'Basic abc', 'Bearer not.a.jwt', 'Bearer a b']) {
      const res = await get(header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTH);
    }
  });

  it.each([
    ['alg none', async () => `${new UnsecuredJWT({ email: client.email, 'custom:profile_id': 'cliente', token_use: 'id' }).setSubject(client.sub).setIssuer(TEST_ISSUER).setAudience(TEST_CLIENT_ID).setIssuedAt().setExpirationTime('1h').encode()}`],
    ['a key the pool does not have', async () => t.token(client, { key: (await createKeys()).privateKey })],
    ['a known kid signed by another key', async () => t.token(client, { key: (await createKeys()).privateKey, kid: t.keys.kid })],
    ['expired', async () => t.token(client, { issuedAt: new Date(t.clock.now().getTime() - 2 * 3600_000), expiresInSeconds: 3600 })],
    ['wrong issuer', async () => t.token(client, { issuer: 'https://cognito-idp.us-east-2.amazonaws.com/us-east-2_outro' })],
    ['wrong audience', async () => t.token(client, { audience: 'outroclient' })],
    ['an access token instead of the id token', async () => t.token(client, { tokenUse: 'access' })],
    ['no token_use claim', async () => t.token(client, { tokenUse: '' })],
    [
      'HS256 signed with the public key as secret',
      async () =>
        new SignJWT({ email: client.email, 'custom:profile_id': 'cliente', token_use: 'id' })
          .setProtectedHeader({ alg: 'HS256', kid: t.keys.kid })
          .setSubject(client.sub)
          .setIssuer(TEST_ISSUER)
          .setAudience(TEST_CLIENT_ID)
          .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
          .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 3600)
          .sign(new TextEncoder().encode(JSON.stringify(t.keys.publicJwk))),
    ],
    [
      'a tampered payload',
      async () => {
        const [h, , s] = (await t.token(client)).split('.');
        const payload = Buffer.from(
          JSON.stringify({ sub: client.sub, 'custom:profile_id': 'terapeuta', token_use: 'id', iss: TEST_ISSUER, aud: TEST_CLIENT_ID, exp: 4102444800 }),
        ).toString('base64url');
        return `${h}.${payload}.${s}`;
      },
    ],
  ])('401 for %s', async (_name, make) => {
    const res = await get(`Bearer ${await make()}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTH);
  });

  it('creates the cliente record on the first authenticated call (idempotent), name from the token', async () => {
    const user = newClient('Bruno Teixeira');
    for (let i = 0; i < 3; i++) expect((await t.call({ method: 'GET', url: `/clientes/${user.sub}`, user })).statusCode).toBe(200);
    const rows = await t.db.select().from(clientes).where(eq(clientes.id, user.sub));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Bruno Teixeira', email: user.email });
  });

  it('creates the terapeuta record, falling back to the e-mail local part when the token has no name', async () => {
    const user = { ...newTherapist(), name: undefined, email: 'dra.helena@exemplo.com.br' };
    const res = await t.call({ method: 'GET', url: `/terapeutas/${user.sub}`, user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.sub, fullName: 'dra.helena', email: 'dra.helena@exemplo.com.br', profileComplete: false });
    const rows = await t.db.select().from(terapeutas).where(eq(terapeutas.id, user.sub));
    expect(rows).toHaveLength(1);
  });

  it('treats any custom:profile_id other than "terapeuta" as cliente', async () => {
    const odd = { ...newClient(), tipo: 'admin' };
    const res = await t.call({ method: 'GET', url: '/sessoes/cliente', user: odd });
    expect(res.statusCode).toBe(200);
    const asTherapist = await t.call({ method: 'GET', url: '/sessoes', user: odd });
    expect(asTherapist.statusCode).toBe(403);
  });

  it('ignores an invalid token on public routes (optional auth) instead of failing the read', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/public-terapeutas', headers: { authorization: 'Bearer forged.token.here' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 503 (not 401) when the key set cannot be fetched', async () => {
    const server: Server = createServer((_req, res) => {
      res.statusCode = 500;
      res.end('down');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const app = await buildApp({
      db: t.db,
      config: { ...t.config, cognito: { issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/jwks.json` } },
      logger: false,
      now: t.clock.now,
    });
    const res = await app.inject({ method: 'GET', url: '/sessoes/cliente', headers: { authorization: `Bearer ${await t.token(client)}` } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/indisponível/);
    await app.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('verifies against a remote JWKS served over HTTP (the production path)', async () => {
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [t.keys.publicJwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const verify = createVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/.well-known/jwks.json`, now: t.clock.now });
    const ok = await verify(await t.token({ ...client, tipo: 'terapeuta' }));
    expect(ok).toEqual({
      ok: true,
      user: { sub: client.sub, email: client.email, name: 'Joana Prado', tipo: 'terapeuta' },
      token: { issuedAt: Math.floor(t.clock.now().getTime() / 1000), emailVerified: expect.any(Boolean) },
    });
    expect(await verify(await t.token(client, { audience: 'x' }))).toEqual({ ok: false, reason: 'invalid' });
    await new Promise((resolve) => server.close(resolve));
  });
});

describe('verifier helpers', () => {
  it('reads the bearer token', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken(['Bearer a'])).toBeUndefined();
  });
  it('falls back to the e-mail local part for the display name', () => {
    expect(displayNameOf('  Maria  ', 'x@y.z')).toBe('Maria');
    expect(displayNameOf('', 'joao.silva@exemplo.com')).toBe('joao.silva');
    expect(displayNameOf('', '')).toBe('Usuário');
  });
});
