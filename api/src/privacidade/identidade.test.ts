// Issue 29: "erasing an account leaves the identity user able to log in (the browser's DeleteUser
// is the only deletion)". Against the real identity emulator (scripts/identity, SigV4-signed admin
// calls through the api's Cognito SDK client): after DELETE /me the user can no longer sign in,
// and when the provider is away the erasure still stands and the sweep deletes the user later.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { contas } from '../db/schema';
import { startTestApp, type TestContext, type TestUser } from '../../testing/helpers';
import { startIdentityEmulator, type IdentityEmulator } from '../../../scripts/identity/emulator';
import { createConfirmedUser } from '../../../scripts/identity/users';
import { createIdentityAdmin, type IdentityAdmin } from '../identidade/admin';
import { deleteErasedIdentities } from './identidade';

const PASSWORD = 'Senha1234';

describe('erasing an account deletes its identity user server-side', () => {
  let identity: IdentityEmulator;
  let dataDir: string;
  let admin: IdentityAdmin;
  let t: TestContext;
  let n = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'acolhe-erasure-identity-'));
    identity = await startIdentityEmulator({ port: 0, dataDir, log: () => undefined });
    admin = createIdentityAdmin({ userPoolId: identity.userPoolId, region: identity.region, endpoint: identity.url, credentials: identity.adminCredentials })!;
    t = await startTestApp({ identityAdmin: admin });
  });
  afterAll(async () => {
    await t.close();
    await identity.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A confirmed identity user, and the api user of the same sub. */
  const newAccount = async (): Promise<TestUser> => {
    const email = `apagar${++n}@teste.com.br`;
    const sub = await createConfirmedUser(identity, { email, password: PASSWORD, name: 'Pessoa Apagada', tipo: 'cliente' });
    return { sub, email, name: 'Pessoa Apagada', tipo: 'cliente' };
  };
  const signIn = async (email: string) => {
    const res = await fetch(identity.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: identity.clientId, AuthParameters: { USERNAME: email, PASSWORD } }),
    });
    const body = (await res.json()) as { AuthenticationResult?: { RefreshToken?: string }; __type?: string };
    return { ok: res.ok && Boolean(body.AuthenticationResult), type: body.__type, refreshToken: body.AuthenticationResult?.RefreshToken };
  };
  const refresh = async (refreshToken: string) => {
    const res = await fetch(identity.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
      body: JSON.stringify({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: identity.clientId, AuthParameters: { REFRESH_TOKEN: refreshToken } }),
    });
    return res.ok;
  };
  const deletedAt = async (sub: string) => (await t.db.select({ at: contas.identidadeExcluidaEm }).from(contas).where(eq(contas.id, sub)))[0]?.at ?? null;

  it('DELETE /me: the password and a refresh token taken before no longer sign in', async () => {
    const user = await newAccount();
    const before = await signIn(user.email);
    expect(before.ok).toBe(true);
    expect(await refresh(before.refreshToken!)).toBe(true);

    expect((await t.call({ method: 'DELETE', url: '/me', user })).statusCode).toBe(204);

    const after = await signIn(user.email);
    expect(after.ok).toBe(false);
    expect(await refresh(before.refreshToken!)).toBe(false);
    expect(await identity.store.find(user.sub)).toBeNull();
    expect(await deletedAt(user.sub)).toEqual(t.clock.now());
  });

  it('the provider away: the erasure stands (204, tokens refused) and the sweep deletes the user later, once', async () => {
    const user = await newAccount();
    // an admin whose provider does not answer (nothing listens on port 1)
    const away = createIdentityAdmin({ userPoolId: identity.userPoolId, region: identity.region, endpoint: 'http://127.0.0.1:1', credentials: identity.adminCredentials })!;
    const offline = await startTestApp({ identityAdmin: away });
    try {
      expect((await offline.call({ method: 'DELETE', url: '/me', user })).statusCode).toBe(204);
      expect((await offline.call({ method: 'GET', url: '/me/export', user })).statusCode).toBe(401);
      const [row] = await offline.db.select({ erased: contas.erasedAt, identity: contas.identidadeExcluidaEm }).from(contas).where(eq(contas.id, user.sub));
      expect(row!.erased).not.toBeNull();
      expect(row!.identity).toBeNull();
      expect((await signIn(user.email)).ok).toBe(true); // still there: the call failed

      expect(await deleteErasedIdentities(offline.db, away, offline.clock.now())).toBe(0); // still away: kept for later
      expect(await deleteErasedIdentities(offline.db, admin, offline.clock.now())).toBe(1);
      expect((await signIn(user.email)).ok).toBe(false);
      expect(await deleteErasedIdentities(offline.db, admin, offline.clock.now())).toBe(0);
    } finally {
      await offline.close();
    }
  });

  it('an identity user already gone (the browser’s DeleteUser went first) counts as deleted', async () => {
    const user = await newAccount();
    await identity.store.remove((await identity.store.find(user.sub))!);
    expect((await t.call({ method: 'DELETE', url: '/me', user })).statusCode).toBe(204);
    expect(await deletedAt(user.sub)).not.toBeNull();
  });
});
