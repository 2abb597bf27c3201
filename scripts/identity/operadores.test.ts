// Issue 32, item 1 (the identity side) against the emulator, with the real AWS SDK: the operators'
// pool — an operator created by `npm run operador -- adicionar`, the first sign-in (new password,
// MFA_SETUP, AssociateSoftwareToken, VerifySoftwareToken), later sign-ins with the 6-digit code,
// sessions that expire and serve once, no sign-up, a disabled operator, and tokens that are not
// the customers' pool's.
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@acolhe/api/demo-accounts';
import { LOCAL_CLIENT_ID, LOCAL_OPERADORES_CLIENT_ID, LOCAL_OPERADORES_POOL_ID, operadoresIssuerFor } from './constants';
import type { IdentityEmulator } from './emulator';
import {
  API_SYNC_PATH,
  DEMO_OPERADOR_EMAIL,
  DEMO_OPERADOR_PASSWORD,
  OperadorCliError,
  adminCaller,
  apiSyncer,
  type ApiSync,
  demoOperadorFile,
  ensureDemoOperador,
  newTemporaryPassword,
  operadorCommand,
} from './operadores';
import { totpCode } from './totp';
import { failure, rawCall, verifyWithJose, startTestEmulator, stopTestEmulator } from './testing';
import { adminCall } from './users';

jest.setTimeout(90_000);

let emulator: IdentityEmulator;
let client: CognitoIdentityProviderClient;
let dataDir: string;
const logLines: string[] = [];
let seq = 0;
const newEmail = () => `operador${++seq}.${Date.now()}@acolhe.com.br`;
const FINAL_PASSWORD = 'Operadora2026x';

beforeAll(async () => {
  ({ emulator, client, dataDir } = await startTestEmulator('operadores-', { log: logLines, demoUsers: true }));
});

afterAll(() => stopTestEmulator({ emulator, client, dataDir }));

afterEach(() => jest.restoreAllMocks());

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
/** The e-mails `remover` / `reativar` asked the api to read (the api's side: api/src/operacao/revogacao.test.ts). */
const synced: string[] = [];
const cli = (args: string[]) =>
  operadorCommand(args, adminCaller(emulator, adminCall), LOCAL_OPERADORES_POOL_ID, async (email) => {
    synced.push(email);
  });

/** `adicionar`: the temporary password from the last line. */
async function addOperador(email = newEmail()) {
  const lines = await cli(['adicionar', email]);
  const [tag, printedEmail, password] = lines.at(-1)!.split(' ');
  expect([tag, printedEmail]).toEqual(['ACOLHE_OPERADOR', email]);
  return { email, temporary: password! };
}

const initiate = (email: string, password: string) =>
  client.send(
    new InitiateAuthCommand({ ClientId: LOCAL_OPERADORES_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
const respond = (name: 'NEW_PASSWORD_REQUIRED' | 'MFA_SETUP' | 'SOFTWARE_TOKEN_MFA', session: string | undefined, responses: Record<string, string>) =>
  client.send(new RespondToAuthChallengeCommand({ ClientId: LOCAL_OPERADORES_CLIENT_ID, ChallengeName: name, Session: session, ChallengeResponses: responses }));

/** The whole first sign-in; resolves to the tokens and the authenticator's secret. */
async function firstSignIn(email: string, temporary: string) {
  const first = await initiate(email, temporary);
  const setup = await respond('NEW_PASSWORD_REQUIRED', first.Session, { USERNAME: email, NEW_PASSWORD: FINAL_PASSWORD });
  const associated = await client.send(new AssociateSoftwareTokenCommand({ Session: setup.Session }));
  const verified = await client.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: totpCode(associated.SecretCode!) }));
  const done = await respond('MFA_SETUP', verified.Session, { USERNAME: email });
  return { tokens: done.AuthenticationResult!, secret: associated.SecretCode! };
}

/** A code of the NEXT time step: the current one may have been used (a code is good once). */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('the first sign-in of an operator created by the command', () => {
  it('asks for a new password, then sets up the authenticator, then gives tokens of the operators’ pool', async () => {
    const { email, temporary } = await addOperador();
    expect(temporary).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z\d]{16}$/);

    // the temporary password is checked (cognito-local did not) and nothing else is possible yet
    expect(await failure(initiate(email, 'Errada12345'))).toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    const first = await initiate(email, temporary);
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(first.AuthenticationResult).toBeUndefined();
    expect(JSON.parse(first.ChallengeParameters!.userAttributes!)).toMatchObject({ email });

    expect(await failure(respond('NEW_PASSWORD_REQUIRED', first.Session, { USERNAME: email, NEW_PASSWORD: 'curta' }))).toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
    });
    const setup = await respond('NEW_PASSWORD_REQUIRED', first.Session, { USERNAME: email, NEW_PASSWORD: FINAL_PASSWORD });
    expect(setup.ChallengeName).toBe('MFA_SETUP');
    expect(JSON.parse(setup.ChallengeParameters!.MFAS_CAN_SETUP!)).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(setup.AuthenticationResult).toBeUndefined();
    // MFA_SETUP is not answered before a code of the new authenticator was verified
    expect(await failure(respond('MFA_SETUP', setup.Session, { USERNAME: email }))).toMatchObject({ name: 'NotAuthorizedException' });

    const associated = await client.send(new AssociateSoftwareTokenCommand({ Session: setup.Session }));
    expect(associated.SecretCode).toMatch(/^[A-Z2-7]{32}$/);
    expect(associated.Session).toBeTruthy();
    expect(await failure(client.send(new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: '000000' })))).toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch and fail enable Software Token MFA',
    });
    const verified = await client.send(
      new VerifySoftwareTokenCommand({ Session: associated.Session, UserCode: totpCode(associated.SecretCode!), FriendlyDeviceName: 'celular' }),
    );
    expect(verified.Status).toBe('SUCCESS');
    const done = await respond('MFA_SETUP', verified.Session, { USERNAME: email });
    const tokens = done.AuthenticationResult!;
    // operators' tokens live 15 minutes (the customers' an hour): issue 40
    expect(tokens).toMatchObject({ ExpiresIn: 900, TokenType: 'Bearer' });
    for (const jwt of [tokens.IdToken!, tokens.AccessToken!]) {
      const { iat, exp } = decode(jwt) as { iat: number; exp: number };
      expect(exp - iat).toBe(900);
    }

    const claims = await verifyWithJose(tokens.IdToken!, {
      jwksUrl: emulator.operadores.jwksUrl,
      issuer: operadoresIssuerFor(emulator.port),
      audience: LOCAL_OPERADORES_CLIENT_ID,
    });
    expect(claims).toMatchObject({ iss: `${emulator.url}/local_operadores`, aud: LOCAL_OPERADORES_CLIENT_ID, token_use: 'id', email });
    expect(typeof claims.sub).toBe('string');
    expect(claims).not.toHaveProperty('custom:profile_id');
    // the access token works for the user's own operations
    expect((await client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }))).UserAttributes).toEqual(
      expect.arrayContaining([{ Name: 'email', Value: email }]),
    );

    // the secret lives on the user record in the data folder, never in the log
    const stored = JSON.parse(readFileSync(join(dataDir, 'local_operadores.json'), 'utf8')) as {
      Users: Record<string, { SoftwareTokenMfaConfiguration?: { Secret: string; Verified: boolean }; UserStatus: string }>;
    };
    expect(stored.Users[String(claims.sub)]).toMatchObject({ UserStatus: 'CONFIRMED', SoftwareTokenMfaConfiguration: { Secret: associated.SecretCode, Verified: true } });
    expect(logLines.join('\n')).not.toContain(associated.SecretCode);
    expect(logLines.join('\n')).not.toContain(temporary);
  });
});

/** An operator past the first sign-in (each test its own: wrong codes now count per operator). */
async function signedUpOperador() {
  const { email, temporary } = await addOperador();
  return { email, secret: (await firstSignIn(email, temporary)).secret };
}

describe('later sign-ins', () => {
  it('ask for the 6-digit code (SOFTWARE_TOKEN_MFA); a wrong one is refused, the right one gives tokens once', async () => {
    const { email, secret } = await signedUpOperador();
    const challenge = await initiate(email, FINAL_PASSWORD);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '123456' }))).toMatchObject({
      name: 'CodeMismatchException',
    });
    const code = nextCode(secret);
    const done = await respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code });
    expect(decode(done.AuthenticationResult!.IdToken!)).toMatchObject({ email, iss: emulator.operadores.issuer });

    // the session served once
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code }))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session can only be used once.',
    });
    // and the code too: a new sign-in cannot replay it (Cognito's answer for a used code)
    const again = await initiate(email, FINAL_PASSWORD);
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', again.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code }))).toEqual({
      name: 'ExpiredCodeException',
      message: 'Your software token has already been used once.',
      status: 400,
    });
  });

  it('die after 5 wrong codes, even for the right one (the 5th also locks the operator: below)', async () => {
    const { email, secret } = await signedUpOperador();
    const challenge = await initiate(email, FINAL_PASSWORD);
    for (let i = 0; i < 4; i++)
      expect(await failure(respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: `00000${i}` }))).toMatchObject({
        name: 'CodeMismatchException',
      });
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '000004' }))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    expect(
      await failure(respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, Date.now() + 30_000) })),
    ).toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('expire after 3 minutes', async () => {
    const { email, secret } = await signedUpOperador();
    const challenge = await initiate(email, FINAL_PASSWORD);
    const later = Date.now() + 3 * 60_000 + 1_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect(
      await failure(respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, later) })),
    ).toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid session for the user, session is expired.' });
  });

  it('a signed-in operator can replace the authenticator (AssociateSoftwareToken / VerifySoftwareToken with the AccessToken)', async () => {
    const { email, temporary } = await addOperador();
    const { tokens, secret: old } = await firstSignIn(email, temporary);
    expect(
      await failure(client.send(new AssociateSoftwareTokenCommand({ AccessToken: tokens.AccessToken, Session: 'x' }))),
    ).toMatchObject({ name: 'InvalidParameterException' });
    const { SecretCode: secret, Session } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken: tokens.AccessToken }));
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Session).toBeUndefined();
    // until verified, the old authenticator is the one asked for
    expect(await failure(client.send(new VerifySoftwareTokenCommand({ AccessToken: tokens.AccessToken, UserCode: nextCode(old) })))).toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
    });
    expect((await client.send(new VerifySoftwareTokenCommand({ AccessToken: tokens.AccessToken, UserCode: nextCode(secret!) }))).Status).toBe('SUCCESS');

    const challenge = await initiate(email, FINAL_PASSWORD);
    const later = Date.now() + 60_000; // past the step just used
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect(
      await failure(respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(old, later) })),
    ).toMatchObject({ name: 'CodeMismatchException' });
    const done = await respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret!, later) });
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('refuse a session of another user, a made-up session and another challenge', async () => {
    const { email } = await signedUpOperador();
    const challenge = await initiate(email, FINAL_PASSWORD);
    const other = await addOperador();
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: other.email, SOFTWARE_TOKEN_MFA_CODE: '123456' }))).toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', 'x'.repeat(40), { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '123456' }))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user.',
    });
    expect(await failure(respond('MFA_SETUP', challenge.Session, { USERNAME: email }))).toMatchObject({ name: 'NotAuthorizedException' });
    expect(await failure(client.send(new AssociateSoftwareTokenCommand({ Session: challenge.Session })))).toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('a second factor that holds (issue 40)', () => {
  const LOCKED = { name: 'NotAuthorizedException', message: 'Password attempts exceeded', status: 400 };
  /** Date.now() stands still at `at` (the emulator's clock for locks, sessions and codes). */
  const at = (ms: number) => jest.spyOn(Date, 'now').mockReturnValue(ms);
  // past the time steps the first sign-in used (a code is good once)
  const later = () => Date.now() + 90_000;

  it('the attack: 40 sign-ins with the right password × 5 wrong codes — only 5 codes are tried; then even the right code waits for the lock to end', async () => {
    const { email, secret } = await signedUpOperador();
    const T = later();
    at(T);
    // a sign-in opened before the attack: its session is still live when the lock starts
    const waiting = await initiate(email, FINAL_PASSWORD);

    const answers: string[] = [];
    for (let signIn = 0; signIn < 40; signIn++) {
      const started = await initiate(email, FINAL_PASSWORD).catch((e: unknown) => e as Error);
      if (started instanceof Error) {
        answers.push(`sign-in: ${started.message}`);
        continue;
      }
      for (let guess = 0; guess < 5; guess++) {
        const answer = await failure(respond('SOFTWARE_TOKEN_MFA', started.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: `10000${guess}` }));
        answers.push(`code: ${answer.message}`);
      }
    }
    // 5 codes tried (not 200): 4 wrong, the 5th wrong and locking; every later sign-in refused at the password
    expect(answers).toEqual([
      ...Array<string>(4).fill('code: Invalid code received for user'),
      'code: Password attempts exceeded',
      ...Array<string>(39).fill('sign-in: Password attempts exceeded'),
    ]);

    // the right code, in a session opened before the lock: refused until the lock ends (1 s)
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', waiting.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, T) }))).toEqual(LOCKED);
    at(T + 999);
    expect(await failure(initiate(email, FINAL_PASSWORD))).toEqual(LOCKED);

    // after it, one more wrong code locks for twice as long (2 s)
    at(T + 1000);
    const next = await initiate(email, FINAL_PASSWORD);
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', next.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '100009' }))).toEqual(LOCKED);
    at(T + 2999);
    expect(await failure(initiate(email, FINAL_PASSWORD))).toEqual(LOCKED);
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', waiting.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, T + 2999) }))).toEqual(LOCKED);

    // the lock over, the right code signs in, and the count starts over
    at(T + 3000);
    const done = await respond('SOFTWARE_TOKEN_MFA', waiting.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, T + 3000) });
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
    const fresh = await initiate(email, FINAL_PASSWORD);
    for (let i = 0; i < 4; i++)
      expect((await failure(respond('SOFTWARE_TOKEN_MFA', fresh.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: `20000${i}` }))).name).toBe('CodeMismatchException');
  });

  it('a right password never resets the count: 4 wrong codes, a new sign-in, 1 more wrong code locks', async () => {
    const { email, secret } = await signedUpOperador();
    const T = later();
    at(T);
    const first = await initiate(email, FINAL_PASSWORD);
    for (let i = 0; i < 4; i++) await failure(respond('SOFTWARE_TOKEN_MFA', first.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: `30000${i}` }));
    const second = await initiate(email, FINAL_PASSWORD); // the password is right: not a sign-in yet
    expect(second.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', second.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '300009' }))).toEqual(LOCKED);
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', second.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, T) }))).toEqual(LOCKED);
  });

  it('wrong passwords and wrong codes count together', async () => {
    const { email } = await signedUpOperador();
    at(later());
    for (let i = 0; i < 3; i++) expect((await failure(initiate(email, 'Errada12345'))).message).toBe('Incorrect username or password.');
    const started = await initiate(email, FINAL_PASSWORD);
    expect((await failure(respond('SOFTWARE_TOKEN_MFA', started.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '400000' }))).name).toBe('CodeMismatchException');
    expect(await failure(initiate(email, 'Errada12345'))).toEqual(LOCKED); // the 5th failure locks
  });

  it('a code already used answers "already been used once" (the console says to use the next one); the sign-in goes on with the next code', async () => {
    const { email, secret } = await signedUpOperador();
    const T = later();
    at(T);
    const first = await initiate(email, FINAL_PASSWORD);
    const code = totpCode(secret, T);
    await respond('SOFTWARE_TOKEN_MFA', first.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code });

    const second = await initiate(email, FINAL_PASSWORD);
    expect(await failure(respond('SOFTWARE_TOKEN_MFA', second.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: code }))).toEqual({
      name: 'ExpiredCodeException',
      message: 'Your software token has already been used once.',
      status: 400,
    });
    at(T + 30_000);
    const done = await respond('SOFTWARE_TOKEN_MFA', second.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret, T + 30_000) });
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('keeps the count on the operator’s record (it survives a restart: restart.test.ts)', async () => {
    const { email } = await signedUpOperador();
    at(later());
    await failure(initiate(email, 'Errada12345'));
    const stored = JSON.parse(readFileSync(join(dataDir, 'local_operadores.json'), 'utf8')) as { Users: Record<string, { Attributes: { Name: string; Value: string }[]; SignInLockout?: unknown }> };
    const record = Object.values(stored.Users).find((u) => u.Attributes.some((a) => a.Name === 'email' && a.Value === email));
    expect(record?.SignInLockout).toMatchObject({ failures: 1, lockedUntil: 0 });
  });
});

describe('the operators’ pool', () => {
  it('refuses SignUp, as Cognito with AllowAdminCreateUserOnly', async () => {
    expect(
      await failure(
        client.send(new SignUpCommand({ ClientId: LOCAL_OPERADORES_CLIENT_ID, Username: newEmail(), Password: 'Senha12345', UserAttributes: [] })),
      ),
    ).toEqual({ name: 'NotAuthorizedException', message: 'SignUp is not permitted for this user pool', status: 400 });
  });

  it('refuses a disabled operator (`remover`), ends its sessions and tells the api; `reativar` lets it in again', async () => {
    const { email, temporary } = await addOperador();
    const { tokens, secret } = await firstSignIn(email, temporary);
    synced.length = 0;
    expect(await cli(['remover', email.toUpperCase()])).toEqual([expect.stringContaining('a api recusa os tokens dele')]);
    expect(synced).toEqual([email]);
    expect(await failure(initiate(email, FINAL_PASSWORD))).toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    expect(await failure(client.send(new GetUserCommand({ AccessToken: tokens.AccessToken })))).toMatchObject({ name: 'NotAuthorizedException' });
    expect(await failure(client.send(new InitiateAuthCommand({ ClientId: LOCAL_OPERADORES_CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken! } })))).toMatchObject({
      name: 'NotAuthorizedException',
    });

    expect(await cli(['reativar', email])).toEqual([expect.stringContaining('reativado')]);
    expect(synced).toEqual([email, email]);
    const again = await initiate(email, FINAL_PASSWORD);
    const done = await respond('SOFTWARE_TOKEN_MFA', again.Session, { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: nextCode(secret) });
    expect(done.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('gives tokens that are not the customers’ pool’s, and takes none of the customers’ tokens', async () => {
    const cliente = DEMO_ACCOUNTS.find((a) => a.tipo === 'cliente')!;
    const customer = await client.send(
      new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: cliente.email, PASSWORD: DEMO_PASSWORD } }),
    );
    const idToken = customer.AuthenticationResult!.IdToken!;
    await expect(
      verifyWithJose(idToken, { jwksUrl: emulator.operadores.jwksUrl, issuer: emulator.operadores.issuer, audience: LOCAL_OPERADORES_CLIENT_ID }),
    ).rejects.toThrow(/iss/);
    // a customer cannot sign in to the operators' pool with the same e-mail and password
    expect(await failure(initiate(cliente.email, DEMO_PASSWORD))).toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });

    const { email, temporary } = await addOperador();
    const { tokens } = await firstSignIn(email, temporary);
    await expect(verifyWithJose(tokens.IdToken!, { jwksUrl: emulator.jwksUrl, issuer: emulator.issuer, audience: LOCAL_CLIENT_ID })).rejects.toThrow(/iss/);
  });

  it('serves its JWKS and OpenID configuration under its own issuer', async () => {
    const config = (await (await fetch(`${emulator.operadores.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(config).toMatchObject({ issuer: emulator.operadores.issuer, jwks_uri: emulator.operadores.jwksUrl });
    const jwks = (await (await fetch(emulator.operadores.jwksUrl)).json()) as { keys: unknown[] };
    expect(jwks.keys).toHaveLength(1);
  });

  it('never answers a 500 to the challenge operations, whatever the members hold', async () => {
    const odd = ['__proto__', 'constructor', '', ' ', 'x@y', 'ç'.repeat(3000)];
    const failures: string[] = [];
    for (const value of odd)
      for (const operation of ['RespondToAuthChallenge', 'AssociateSoftwareToken', 'VerifySoftwareToken']) {
        const bodies = [
          { ClientId: LOCAL_OPERADORES_CLIENT_ID, ChallengeName: value, Session: value, ChallengeResponses: { USERNAME: value }, UserCode: value },
          { ClientId: value, ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: value, ChallengeResponses: { USERNAME: value, SOFTWARE_TOKEN_MFA_CODE: value }, UserCode: '123456' },
          { ClientId: LOCAL_OPERADORES_CLIENT_ID, ChallengeName: 'NEW_PASSWORD_REQUIRED', AccessToken: value, UserCode: value },
          { ClientId: LOCAL_OPERADORES_CLIENT_ID, ChallengeName: 'MFA_SETUP', Session: value, AccessToken: value, UserCode: value },
        ];
        for (const body of bodies) {
          const res = await rawCall(emulator.url, operation, body);
          if (res.status >= 500) failures.push(`${operation} ${JSON.stringify(body).slice(0, 80)} → ${res.status}`);
        }
      }
    expect(failures).toEqual([]);
    expect(logLines.filter((l) => l.includes('erro'))).toEqual([]);
  });
});

describe('the demo operator', () => {
  it('is created past its first sign-in, its secret kept in keys/operador-demo.json (0600); every sign-in asks for the code', async () => {
    const demo = await ensureDemoOperador(emulator);
    const file = demoOperadorFile(dataDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      email: DEMO_OPERADOR_EMAIL,
      password: DEMO_OPERADOR_PASSWORD,
      secret: demo.secret,
      otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\/Acolhe:operador\.demo%40acolhe\.com\.br\?.*secret=/),
    });
    // a restart keeps the secret (the person's authenticator keeps working)
    expect((await ensureDemoOperador(emulator)).secret).toBe(demo.secret);

    const challenge = await initiate(DEMO_OPERADOR_EMAIL, DEMO_OPERADOR_PASSWORD);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const done = await respond('SOFTWARE_TOKEN_MFA', challenge.Session, { USERNAME: DEMO_OPERADOR_EMAIL, SOFTWARE_TOKEN_MFA_CODE: totpCode(demo.secret) });
    expect(decode(done.AuthenticationResult!.IdToken!)).toMatchObject({ email: DEMO_OPERADOR_EMAIL, aud: LOCAL_OPERADORES_CLIENT_ID });
  });
});

describe('npm run operador', () => {
  it('refuses bad input, a taken e-mail and an unknown operator with pt-BR messages', async () => {
    await expect(cli(['adicionar', 'nao-e-email'])).rejects.toThrow(new OperadorCliError('E-mail inválido: nao-e-email'));
    await expect(cli(['apagar', 'a@b.com'])).rejects.toThrow(/^Uso: npm run operador/);
    await expect(cli([])).rejects.toThrow(/^Uso: npm run operador/);
    const { email } = await addOperador();
    await expect(cli(['adicionar', email.toUpperCase()])).rejects.toThrow(`Já existe um operador com o e-mail ${email}.`);
    synced.length = 0;
    await expect(cli(['remover', 'ninguem@acolhe.com.br'])).rejects.toThrow('Operador não encontrado: ninguem@acolhe.com.br.');
    await expect(cli(['reativar', 'ninguem@acolhe.com.br'])).rejects.toThrow('Operador não encontrado: ninguem@acolhe.com.br.');
    expect(synced).toEqual([]);
  });

  it('says so when the emulator is down', async () => {
    const down = { ...emulator, url: 'http://127.0.0.1:9' };
    await expect(operadorCommand(['adicionar', newEmail()], adminCaller(down, adminCall), LOCAL_OPERADORES_POOL_ID, async () => {})).rejects.toThrow(
      /O emulador de identidade não responde em http:\/\/127\.0\.0\.1:9/,
    );
  });

  it('`remover` asks the api to read the operator (POST /identidade/operadores/sincronizar) and says when it could not', async () => {
    const received: { url?: string; body: string }[] = [];
    let status = 204;
    const api = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ url: req.url, body });
        res.writeHead(status, { 'content-type': 'application/json' }).end(status === 204 ? undefined : JSON.stringify({ message: 'Serviço indisponível' }));
      });
    });
    await new Promise<void>((ok) => api.listen(0, '127.0.0.1', ok));
    const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/`;
    try {
      const { email } = await addOperador();
      const command = (sync: ApiSync) => operadorCommand(['remover', email], adminCaller(emulator, adminCall), LOCAL_OPERADORES_POOL_ID, sync);
      await command(apiSyncer(apiUrl));
      expect(received).toEqual([{ url: API_SYNC_PATH, body: JSON.stringify({ email }) }]);

      status = 503;
      await expect(command(apiSyncer(apiUrl))).rejects.toThrow(
        new OperadorCliError(`O provedor de identidade já foi atualizado, mas a api (${apiUrl.slice(0, -1)}) ainda não: ela respondeu 503 (Serviço indisponível). Rode o mesmo comando de novo.`),
      );
      await expect(command(apiSyncer('http://127.0.0.1:9'))).rejects.toThrow(/a api \(http:\/\/127\.0\.0\.1:9\) ainda não: ela não responde/);
      // the identity provider's half holds meanwhile
      expect(await failure(initiate(email, FINAL_PASSWORD))).toMatchObject({ message: 'User is disabled.' });
    } finally {
      api.close();
    }
  });

  it('makes strong temporary passwords', () => {
    const passwords = new Set(Array.from({ length: 200 }, newTemporaryPassword));
    expect(passwords.size).toBe(200);
    for (const p of passwords) expect(p).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z\d]{16}$/);
  });

  it('prints, as its last line, ACOLHE_OPERADOR <email> <temporary password> that signs in (the real command)', async () => {
    const email = newEmail();
    const run = (args: string[], env: Record<string, string>) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((ok) =>
        execFile(
          process.execPath,
          ['--import', 'tsx', resolve(__dirname, 'operador-cli.ts'), ...args],
          { cwd: resolve(__dirname, '..'), env: { ...process.env, ...env } },
          (err, stdout, stderr) => ok({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
        ),
      );
    const out = await run(['adicionar', email], { IDENTITY_URL: emulator.url, IDENTITY_DATA_DIR: dataDir });
    expect(out.code).toBe(0);
    const last = out.stdout.trim().split('\n').at(-1)!;
    expect(last).toMatch(new RegExp(`^ACOLHE_OPERADOR ${email.replace(/[.]/g, '\\.')} [A-Za-z0-9]{16}$`));
    expect((await initiate(email, last.split(' ')[2]!)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');

    const missing = await run(['adicionar', newEmail()], { IDENTITY_URL: emulator.url, IDENTITY_DATA_DIR: join(dataDir, 'nada') });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Credenciais de administração da identidade não encontradas');

    // `remover` with the api away: the operator is disabled, the command says the api is not told yet, exit 1
    const removed = await run(['remover', email], { IDENTITY_URL: emulator.url, IDENTITY_DATA_DIR: dataDir, API_URL: 'http://127.0.0.1:9' });
    expect(removed.code).toBe(1);
    expect(removed.stderr).toContain('[operador] O provedor de identidade já foi atualizado, mas a api (http://127.0.0.1:9) ainda não: ela não responde.');
    expect(await failure(initiate(email, 'Qualquer123'))).toMatchObject({ message: 'User is disabled.' });
  });
});
