// What survives a restart of the identity emulator on the same data folder.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@acolhe/api/demo-accounts';
import { LOCAL_CLIENT_ID, LOCAL_OPERADORES_CLIENT_ID } from './constants';
import { startIdentityEmulator, type IdentityEmulator } from './emulator';
import { passwordPolicyProblem } from './fidelity';
import { loadOrCreateAdminCredentials } from './keys';
import { ensureDemoOperador } from './operadores';
import { PASSWORD_POLICY } from './pool';
import { verifyWithJose, type CognitoAnswer } from './testing';
import { adminCall, ensureDemoUsers } from './users';

jest.setTimeout(20_000);

let dataDir: string;
let running: IdentityEmulator | undefined;
const quiet = () => {};

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'acolhe-identity-restart-'));
});
afterAll(async () => {
  await running?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(emulator: IdentityEmulator, op: string, body: unknown) {
  const res = await fetch(emulator.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${op}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as CognitoAnswer };
}

const login = (emulator: IdentityEmulator, email: string, password: string) =>
  call(emulator, 'InitiateAuth', { ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });

const idToken = (res: { body: CognitoAnswer }) => {
  const token = res.body.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`no ID token in ${JSON.stringify(res.body)}`);
  return token;
};
/** The ID token's claims, read without verifying it (verifyWithJose checks the signature). */
const idClaims = (res: { body: CognitoAnswer }) =>
  JSON.parse(Buffer.from(idToken(res).split('.')[1] ?? '', 'base64url').toString()) as { sub: string; iss: string };

it('keeps users, mailbox and configuration across restarts, and restores the demo accounts', async () => {
  const terapeuta = DEMO_ACCOUNTS[0];
  const email = 'persistente@exemplo.com.br';

  // first run: a regular user, and someone who took the demo e-mail with another sub
  running = await startIdentityEmulator({ port: 0, dataDir, log: quiet });
  await ensureDemoUsers(running);
  await ensureDemoUsers(running); // idempotent
  await call(running, 'SignUp', { ClientId: LOCAL_CLIENT_ID, Username: email, Password: 'Guardada1', UserAttributes: [{ Name: 'name', Value: 'P' }] });
  const code = running.mailbox.latest(email)!.code;
  expect((await call(running, 'ConfirmSignUp', { ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: code })).status).toBe(200);
  await running.store.remove((await running.store.find(terapeuta.email))!);
  await call(running, 'SignUp', { ClientId: LOCAL_CLIENT_ID, Username: terapeuta.email, Password: 'Intrusa123' });
  await running.close();

  // second run, on another port
  running = await startIdentityEmulator({ port: 0, dataDir, log: quiet });
  await ensureDemoUsers(running);

  const back = await login(running, email, 'Guardada1');
  expect(back.status).toBe(200);
  expect(idClaims(back).iss).toBe(running.issuer);

  expect(running.mailbox.list(email)).toEqual([expect.objectContaining({ email, code, kind: 'signup' })]);
  expect(running.mailbox.list(terapeuta.email).map((m) => m.kind)).toEqual(['signup']);

  const demo = await login(running, terapeuta.email, DEMO_PASSWORD);
  expect(demo.status).toBe(200);
  expect(idClaims(demo).sub).toBe(terapeuta.id);
  expect((await login(running, terapeuta.email, 'Intrusa123')).body.__type).toBe('NotAuthorizedException');

  const pool = JSON.parse(readFileSync(join(dataDir, 'local_acolhe.json'), 'utf8'));
  const users = Object.values(pool.Users) as { Attributes: { Name: string; Value: string }[] }[];
  const withEmail = (e: string) => users.filter((u) => u.Attributes.some((a) => a.Name === 'email' && a.Value === e));
  expect(withEmail(terapeuta.email)).toHaveLength(1);
  expect(withEmail(DEMO_ACCOUNTS[1].email)).toHaveLength(1);
  expect(pool.Options).toEqual(
    expect.objectContaining({
      Id: 'local_acolhe',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: expect.objectContaining({ MinimumLength: 8, RequireSymbols: false }) },
    }),
  );
  // the role is set at sign-up and never changed afterwards
  expect(pool.Options.SchemaAttributes.filter((a: { Name: string }) => a.Name === 'custom:profile_id')).toEqual([
    expect.objectContaining({ AttributeDataType: 'String', Mutable: false }),
  ]);
  const clients = JSON.parse(readFileSync(join(dataDir, 'clients.json'), 'utf8'));
  expect(clients.Clients[LOCAL_CLIENT_ID]).toEqual(
    expect.objectContaining({ UserPoolId: 'local_acolhe', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] }),
  );
  expect(clients.Clients[LOCAL_CLIENT_ID].ClientSecret).toBeUndefined();
  expect(clients.Clients[LOCAL_CLIENT_ID].WriteAttributes).toEqual(expect.arrayContaining(['email', 'name', 'custom:profile_id']));
  expect(clients.Clients[LOCAL_CLIENT_ID].WriteAttributes).not.toEqual(expect.arrayContaining(['email_verified']));
  expect(readFileSync(join(dataDir, 'mailbox.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
});

describe('an operator locked out for wrong authenticator codes (issue 40)', () => {
  it('stays locked across a restart: the lock is on the operator’s record', async () => {
    await running?.close();
    const folder = mkdtempSync(join(tmpdir(), 'acolhe-identity-lock-'));
    try {
      running = await startIdentityEmulator({ port: 0, dataDir: folder, log: quiet });
      const demo = await ensureDemoOperador(running);
      const signIn = (emulator: IdentityEmulator) =>
        call(emulator, 'InitiateAuth', {
          ClientId: LOCAL_OPERADORES_CLIENT_ID,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: demo.email, PASSWORD: demo.password },
        });
      const T = Date.now();
      const now = jest.spyOn(Date, 'now').mockReturnValue(T);
      const started = await signIn(running);
      for (let i = 0; i < 5; i++) {
        const answer = await call(running, 'RespondToAuthChallenge', {
          ClientId: LOCAL_OPERADORES_CLIENT_ID,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: started.body.Session,
          ChallengeResponses: { USERNAME: demo.email, SOFTWARE_TOKEN_MFA_CODE: `50000${i}` },
        });
        expect(answer.body.message).toBe(i < 4 ? 'Invalid code received for user' : 'Password attempts exceeded');
      }
      await running.close();

      running = await startIdentityEmulator({ port: 0, dataDir: folder, log: quiet });
      await ensureDemoOperador(running); // what every start does
      now.mockReturnValue(T + 999);
      expect((await signIn(running)).body).toEqual({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' });
      now.mockReturnValue(T + 1000);
      expect((await signIn(running)).body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    } finally {
      jest.restoreAllMocks();
      await running?.close();
      running = undefined;
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('signing key and admin credentials', () => {
  const folders: string[] = [];
  const newFolder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'acolhe-identity-keys-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const kidOf = async (emulator: IdentityEmulator) =>
    ((await (await fetch(emulator.jwksUrl)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);

  it('keeps them across a restart on the same folder (tokens issued before still verify); a new folder gets new ones', async () => {
    await running?.close();
    const folder = newFolder();
    running = await startIdentityEmulator({ port: 0, dataDir: folder, log: quiet });
    await ensureDemoUsers(running);
    const { port } = running;
    const token = idToken(await login(running, DEMO_ACCOUNTS[1].email, DEMO_PASSWORD));
    const firstKid = await kidOf(running);
    const firstCredentials = running.adminCredentials;
    await running.close();

    // same folder, same public port (the issuer carries it)
    running = await startIdentityEmulator({ port, dataDir: folder, log: quiet });
    expect(await kidOf(running)).toEqual(firstKid);
    expect(running.adminCredentials).toEqual(firstCredentials);
    await expect(verifyWithJose(token, running)).resolves.toEqual(expect.objectContaining({ sub: DEMO_ACCOUNTS[1].id }));
    await expect(adminCall(running, 'AdminGetUser', { UserPoolId: 'local_acolhe', Username: DEMO_ACCOUNTS[1].email })).resolves.toBeDefined();
    await running.close();

    // another folder on that same port: another key, other credentials
    running = await startIdentityEmulator({ port, dataDir: newFolder(), log: quiet });
    expect(await kidOf(running)).not.toEqual(firstKid);
    expect(running.adminCredentials.accessKeyId).not.toBe(firstCredentials.accessKeyId);
    await expect(verifyWithJose(token, running)).rejects.toThrow(/no applicable key found|signature verification failed/);
    await expect(
      adminCall({ ...running, adminCredentials: firstCredentials }, 'AdminGetUser', { UserPoolId: 'local_acolhe', Username: DEMO_ACCOUNTS[1].email }),
    ).rejects.toMatchObject({ name: 'UnrecognizedClientException' });
    await running.close();
    running = undefined;
  });

  it('takes the admin credentials from IDENTITY_ADMIN_ACCESS_KEY_ID + IDENTITY_ADMIN_SECRET_ACCESS_KEY when set (both or none)', () => {
    const folder = newFolder();
    const env = { IDENTITY_ADMIN_ACCESS_KEY_ID: 'AKIASTAGING000000001', IDENTITY_ADMIN_SECRET_ACCESS_KEY: 'segredo-de-staging-0123456789' };
    expect(loadOrCreateAdminCredentials(folder, env)).toEqual({ accessKeyId: env.IDENTITY_ADMIN_ACCESS_KEY_ID, secretAccessKey: env.IDENTITY_ADMIN_SECRET_ACCESS_KEY });
    expect(existsSync(join(folder, 'keys', 'admin-credentials.json'))).toBe(false);
    expect(() => loadOrCreateAdminCredentials(folder, { IDENTITY_ADMIN_ACCESS_KEY_ID: env.IDENTITY_ADMIN_ACCESS_KEY_ID })).toThrow(/juntas/);
    // without them: the folder's own, generated once
    const generated = loadOrCreateAdminCredentials(folder, {});
    expect(loadOrCreateAdminCredentials(folder, {})).toEqual(generated);
  });
});

describe('passwordPolicyProblem', () => {
  it('checks the rules in order and only those the policy asks for', () => {
    expect(passwordPolicyProblem('Acolhe2026', PASSWORD_POLICY)).toBeNull();
    expect(passwordPolicyProblem('Ab1', PASSWORD_POLICY)).toBe('Password not long enough');
    expect(passwordPolicyProblem('acolhe2026', PASSWORD_POLICY)).toBe('Password must have uppercase characters');
    expect(passwordPolicyProblem('Acolhe2026', { ...PASSWORD_POLICY, RequireSymbols: true })).toBe('Password must have symbol characters');
    expect(passwordPolicyProblem('Acolhe2026!', { ...PASSWORD_POLICY, RequireSymbols: true })).toBeNull();
    expect(passwordPolicyProblem('abc', { MinimumLength: 3 })).toBeNull();
  });
});
