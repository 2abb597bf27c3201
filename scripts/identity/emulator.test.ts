// Drives the identity emulator with the real Cognito SDK, as the product does.
import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@acolhe/api/demo-accounts';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID } from './constants';
import type { IdentityEmulator } from './emulator';
import type { MailEntry } from './mailbox';
import { jwkThumbprint } from './keys';
import { failure, verifyWithJose as verifyWithJose_, startTestEmulator, stopTestEmulator } from './testing';
import { adminCall, createConfirmedUser } from './users';

jest.setTimeout(20_000);

let emulator: IdentityEmulator;
let client: CognitoIdentityProviderClient;
let dataDir: string;
const logLines: string[] = [];
let seq = 0;
const newEmail = () => `pessoa${++seq}.${Date.now()}@exemplo.com.br`;
const PASSWORD = 'Senha1234';

beforeAll(async () => {
  ({ emulator, client, dataDir } = await startTestEmulator('', { log: logLines, demoUsers: true, sdkRetries: true }));
});

afterAll(() => stopTestEmulator({ emulator, client, dataDir }));

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

async function mailboxFor(email: string): Promise<MailEntry[]> {
  const res = await fetch(`${emulator.url}/_mailbox?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as MailEntry[];
}

const signUp = (email: string, password = PASSWORD, extra: { Name: string; Value: string }[] = []) =>
  client.send(
    new SignUpCommand({
      ClientId: LOCAL_CLIENT_ID,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Ana Souza' },
        { Name: 'custom:profile_id', Value: 'cliente' },
        ...extra,
      ],
    }),
  );

const login = (email: string, password: string) =>
  client.send(
    new InitiateAuthCommand({
      ClientId: LOCAL_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );

async function confirmedUser(email = newEmail(), password = PASSWORD) {
  await signUp(email, password);
  const [entry] = await mailboxFor(email);
  await client.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: entry!.code }));
  return email;
}

/** Verified the way the api does (jose, against the emulator's JWKS). */
const verifyWithJose = (token: string) => verifyWithJose_(token, emulator);

describe('handle', () => {
  it('exposes the fixed pool, client and issuer of the public port', () => {
    expect(emulator.userPoolId).toBe(LOCAL_USER_POOL_ID);
    expect(emulator.clientId).toBe(LOCAL_CLIENT_ID);
    expect(emulator.url).toBe(`http://localhost:${emulator.port}`);
    expect(emulator.issuer).toBe(`http://localhost:${emulator.port}/local_acolhe`);
    expect(emulator.jwksUrl).toBe(`${emulator.issuer}/.well-known/jwks.json`);
  });
});

describe('sign-up, confirmation and login', () => {
  it('signs up, delivers the code to the mailbox, confirms, logs in and reads the user', async () => {
    const email = newEmail();
    const res = await signUp(email);
    expect(res.UserConfirmed).toBe(false);
    expect(res.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'p***@e***' });

    const mail = await mailboxFor(email);
    expect(mail).toEqual([{ email, code: expect.stringMatching(/^\d{6}$/), kind: 'signup', at: expect.any(String) }]);
    // the console names where the code is, never the code (issue 29: a shared log hands out accounts)
    expect(logLines).toContain(`[identidade] código enviado para ${email} (signup): veja ${emulator.url}/_mailbox/ui`);
    expect(logLines.join('\n')).not.toContain(mail[0]!.code);

    await client.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: mail[0]!.code }));

    const auth = await login(email, PASSWORD);
    expect(auth.AuthenticationResult).toEqual(
      expect.objectContaining({
        AccessToken: expect.any(String),
        IdToken: expect.any(String),
        RefreshToken: expect.any(String),
        ExpiresIn: 3600,
        TokenType: 'Bearer',
      }),
    );
    const id = decode(auth.AuthenticationResult!.IdToken!);
    expect(id).toEqual(
      expect.objectContaining({
        sub: res.UserSub,
        email,
        email_verified: true,
        'custom:profile_id': 'cliente',
        token_use: 'id',
        aud: LOCAL_CLIENT_ID,
        iss: emulator.issuer,
      }),
    );
    expect(id.exp - id.iat).toBe(3600);

    const user = await client.send(new GetUserCommand({ AccessToken: auth.AuthenticationResult!.AccessToken! }));
    const attributes = Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    expect(attributes).toEqual(
      expect.objectContaining({
        sub: res.UserSub,
        email,
        email_verified: 'true',
        name: 'Ana Souza',
        'custom:profile_id': 'cliente',
      }),
    );
  });

  it.each([
    ['Ab1xyz', 'Password did not conform with policy: Password not long enough'],
    ['senha1234', 'Password did not conform with policy: Password must have uppercase characters'],
    ['SENHA1234', 'Password did not conform with policy: Password must have lowercase characters'],
    ['SenhaForte', 'Password did not conform with policy: Password must have numeric characters'],
  ])('rejects the weak password %s with InvalidPasswordException', async (password, message) => {
    expect(await failure(signUp(newEmail(), password))).toEqual({ name: 'InvalidPasswordException', message, status: 400 });
  });

  it('accepts a password without symbols (the pool does not require them)', async () => {
    await expect(signUp(newEmail(), 'Acolhe2026')).resolves.toBeDefined();
  });

  it('treats e-mails case-insensitively, as a pool with case-insensitive usernames', async () => {
    const email = newEmail();
    const shouted = email.toUpperCase();
    await signUp(shouted);
    expect((await failure(signUp(email))).name).toBe('UsernameExistsException');
    const [entry] = await mailboxFor(email);
    await client.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: entry!.code }));
    const { AuthenticationResult } = await login(shouted, PASSWORD);
    expect(decode(AuthenticationResult!.IdToken!).email).toBe(email);
  });

  it('works without any AWS credentials, as in the browser (unsigned calls)', async () => {
    const anonymous = new CognitoIdentityProviderClient({ region: 'us-east-2', endpoint: emulator.url });
    try {
      const res = await anonymous.send(
        new InitiateAuthCommand({
          ClientId: LOCAL_CLIENT_ID,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: DEMO_ACCOUNTS[1].email, PASSWORD: DEMO_PASSWORD },
        }),
      );
      expect(res.AuthenticationResult?.ExpiresIn).toBe(3600);
    } finally {
      anonymous.destroy();
    }
  });

  it('rejects an e-mail already registered', async () => {
    const email = newEmail();
    await signUp(email);
    expect(await failure(signUp(email))).toEqual({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
      status: 400,
    });
  });

  it('rejects attributes outside the schema and a client-chosen sub', async () => {
    expect((await failure(signUp(newEmail(), PASSWORD, [{ Name: 'custom:papel', Value: 'x' }]))).name).toBe(
      'InvalidParameterException',
    );
    expect(await failure(signUp(newEmail(), PASSWORD, [{ Name: 'sub', Value: DEMO_ACCOUNTS[0].id }]))).toEqual({
      name: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
      status: 400,
    });
  });

  it('rejects a wrong confirmation code with CodeMismatchException', async () => {
    const email = newEmail();
    await signUp(email);
    const [entry] = await mailboxFor(email);
    const wrong = entry!.code === '000000' ? '111111' : '000000';
    expect(await failure(client.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: wrong })))).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
      status: 400,
    });
  });

  it('answers login of an unconfirmed user with UserNotConfirmedException', async () => {
    const email = newEmail();
    await signUp(email);
    expect(await failure(login(email, PASSWORD))).toEqual({
      name: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
      status: 400,
    });
  });

  it('answers login of an unknown e-mail exactly as a wrong password (PreventUserExistenceErrors ENABLED)', async () => {
    expect(await failure(login('ninguem@exemplo.com.br', PASSWORD))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });
  });

  it('answers a wrong password with NotAuthorizedException, and locks after 5 in a row', async () => {
    const email = await confirmedUser();
    for (let i = 1; i <= 4; i++) {
      expect(await failure(login(email, 'Errada123'))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
        status: 400,
      });
    }
    expect(await failure(login(email, 'Errada123'))).toMatchObject({ name: 'NotAuthorizedException', message: 'Password attempts exceeded' });
    // locked for a moment, even with the right password
    expect(await failure(login(email, PASSWORD))).toMatchObject({ message: 'Password attempts exceeded' });
    await new Promise((r) => setTimeout(r, 1100));
    await expect(login(email, PASSWORD)).resolves.toBeDefined();
  });

  it('resends the confirmation code (a new one, kind resend) and confirms with it', async () => {
    const email = newEmail();
    await signUp(email);
    const resent = await client.send(new ResendConfirmationCodeCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    expect(resent.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'p***@e***' });
    const mail = await mailboxFor(email);
    expect(mail.map((m) => m.kind)).toEqual(['signup', 'resend']);
    await client.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: mail[1]!.code }));
    await expect(login(email, PASSWORD)).resolves.toBeDefined();
    // once confirmed there is nothing to resend, and the answer is an unknown e-mail's (no enumeration:
    // sessions.test.ts): a delivery, no code
    const again = await client.send(new ResendConfirmationCodeCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    expect(again.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'p***@e***' });
    expect((await mailboxFor(email)).map((m) => m.kind)).toEqual(['signup', 'resend']);
  });
});

describe('passwords', () => {
  it('resets a forgotten password with the mailed code', async () => {
    const email = await confirmedUser();
    const sent = await client.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    expect(sent.CodeDeliveryDetails?.Destination).toBe('p***@e***');
    const code = (await mailboxFor(email)).at(-1)!;
    expect(code.kind).toBe('forgot');

    const confirm = (ConfirmationCode: string, Password: string) =>
      client.send(new ConfirmForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode, Password }));
    expect(await failure(confirm(code.code, 'fraca'))).toEqual({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
      status: 400,
    });
    expect((await failure(confirm(code.code === '000000' ? '111111' : '000000', 'NovaSenha99'))).name).toBe('CodeMismatchException');
    await confirm(code.code, 'NovaSenha99');

    await expect(login(email, 'NovaSenha99')).resolves.toBeDefined();
    expect((await failure(login(email, PASSWORD))).message).toBe('Incorrect username or password.');
  });

  it('refuses to reset the password of an unconfirmed user (no verified e-mail)', async () => {
    const email = newEmail();
    await signUp(email);
    expect((await failure(client.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email })))).name).toBe(
      'InvalidParameterException',
    );
  });

  it('changes the password with the access token', async () => {
    const email = await confirmedUser();
    const { AuthenticationResult } = await login(email, PASSWORD);
    const change = (PreviousPassword: string, ProposedPassword: string) =>
      client.send(new ChangePasswordCommand({ AccessToken: AuthenticationResult!.AccessToken!, PreviousPassword, ProposedPassword }));

    expect(await failure(change('Errada123', 'OutraSenha1'))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
      status: 400,
    });
    expect(await failure(change(PASSWORD, 'outrasenha1'))).toEqual({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password must have uppercase characters',
      status: 400,
    });
    await change(PASSWORD, 'OutraSenha1');
    await expect(login(email, 'OutraSenha1')).resolves.toBeDefined();
  });
});

describe('tokens', () => {
  it('refreshes with REFRESH_TOKEN_AUTH', async () => {
    const email = await confirmedUser();
    const first = await login(email, PASSWORD);
    const refreshed = await client.send(
      new InitiateAuthCommand({
        ClientId: LOCAL_CLIENT_ID,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: first.AuthenticationResult!.RefreshToken! },
      }),
    );
    expect(refreshed.AuthenticationResult).toEqual(
      expect.objectContaining({ AccessToken: expect.any(String), IdToken: expect.any(String), ExpiresIn: 3600, TokenType: 'Bearer' }),
    );
    expect(decode(refreshed.AuthenticationResult!.IdToken!).sub).toBe(decode(first.AuthenticationResult!.IdToken!).sub);

    const bogus = client.send(
      new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'nao-e-um-token' } }),
    );
    expect(await failure(bogus)).toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
  });

  it('revokes the refresh tokens on GlobalSignOut', async () => {
    const email = await confirmedUser();
    const { AuthenticationResult } = await login(email, PASSWORD);
    await client.send(new GlobalSignOutCommand({ AccessToken: AuthenticationResult!.AccessToken! }));
    const refresh = client.send(
      new InitiateAuthCommand({
        ClientId: LOCAL_CLIENT_ID,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: AuthenticationResult!.RefreshToken! },
      }),
    );
    expect(await failure(refresh)).toMatchObject({ name: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
  });

  it('refuses a disabled user and a flow the client does not allow', async () => {
    const email = await confirmedUser();
    await adminCall(emulator, 'AdminDisableUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: email });
    expect(await failure(login(email, PASSWORD))).toMatchObject({ name: 'NotAuthorizedException', message: 'User is disabled.' });

    const srp = client.send(
      new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: email, SRP_A: 'abc' } }),
    );
    expect(await failure(srp)).toMatchObject({ name: 'InvalidParameterException', message: 'USER_SRP_AUTH flow not enabled for this client' });
  });

  it('rejects a tampered access token', async () => {
    const email = await confirmedUser();
    const { AuthenticationResult } = await login(email, PASSWORD);
    const [h, p] = AuthenticationResult!.AccessToken!.split('.');
    const forged = `${h}.${p}.${Buffer.from('assinatura falsa').toString('base64url')}`;
    expect(await failure(client.send(new GetUserCommand({ AccessToken: forged })))).toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
    // the IdToken is not an access token either
    expect((await failure(client.send(new GetUserCommand({ AccessToken: AuthenticationResult!.IdToken! })))).name).toBe(
      'NotAuthorizedException',
    );
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.tipo, a] as const))('logs the demo %s in with its fixed sub, verified by jose against the JWKS', async (_tipo, account) => {
    const { AuthenticationResult } = await login(account.email, DEMO_PASSWORD);
    const payload = await verifyWithJose(AuthenticationResult!.IdToken!);
    expect(payload).toEqual(
      expect.objectContaining({
        sub: account.id,
        email: account.email,
        email_verified: true,
        'custom:profile_id': account.tipo,
        iss: emulator.issuer,
        aud: LOCAL_CLIENT_ID,
        token_use: 'id',
      }),
    );
    const user = await client.send(new GetUserCommand({ AccessToken: AuthenticationResult!.AccessToken! }));
    expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'name', Value: account.name }]));
  });

  it('serves the JWKS and the OpenID configuration under the issuer', async () => {
    const jwks = (await (await fetch(emulator.jwksUrl)).json()) as { keys: { kid: string; n: string; e: string }[] };
    expect(jwks.keys).toEqual([expect.objectContaining({ alg: 'RS256', kty: 'RSA', use: 'sig' })]);
    // kid = the key's RFC 7638 thumbprint, and every token names it
    expect(jwks.keys[0]!.kid).toBe(jwkThumbprint({ e: jwks.keys[0]!.e, kty: 'RSA', n: jwks.keys[0]!.n }));
    const { AuthenticationResult } = await login(DEMO_ACCOUNTS[1].email, DEMO_PASSWORD);
    const header = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString('utf8'));
    expect(header(AuthenticationResult!.IdToken!)).toEqual({ alg: 'RS256', typ: 'JWT', kid: jwks.keys[0]!.kid });
    expect(header(AuthenticationResult!.AccessToken!).kid).toBe(jwks.keys[0]!.kid);
    const oidc = (await (await fetch(`${emulator.issuer}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    expect(oidc).toEqual(expect.objectContaining({ issuer: emulator.issuer, jwks_uri: emulator.jwksUrl }));
  });
});

describe('test helpers', () => {
  it('createConfirmedUser makes a confirmed user with the policy applied and returns its sub', async () => {
    const email = newEmail();
    const sub = await createConfirmedUser(emulator, { email, password: 'Terapia2026', name: 'Dra. Lia', tipo: 'terapeuta' });
    const { AuthenticationResult } = await login(email, 'Terapia2026');
    expect(decode(AuthenticationResult!.IdToken!)).toEqual(
      expect.objectContaining({ sub, 'custom:profile_id': 'terapeuta', email_verified: true, name: 'Dra. Lia' }),
    );
    await expect(createConfirmedUser(emulator, { email: newEmail(), password: 'fraca', name: 'X', tipo: 'cliente' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    await expect(createConfirmedUser(emulator, { email, password: 'Terapia2026', name: 'Dra. Lia', tipo: 'terapeuta' })).rejects.toMatchObject({
      name: 'UsernameExistsException',
    });
  });
});

describe('browser access and mailbox', () => {
  it('passes the CORS preflight of the browser SDK from any localhost origin', async () => {
    const res = await fetch(emulator.url, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-amz-target,x-amz-user-agent,amz-sdk-invocation-id,amz-sdk-request',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    expect(res.headers.get('access-control-allow-headers')).toContain('amz-sdk-request');

    const post = await fetch(emulator.url, {
      method: 'POST',
      headers: {
        Origin: 'http://127.0.0.1:8080',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'x@y.z', PASSWORD: 'x' } }),
    });
    expect(post.status).toBe(400);
    expect(post.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    expect(await post.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });

    const foreign = await fetch(emulator.url, { method: 'OPTIONS', headers: { Origin: 'https://exemplo.com' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lists every code oldest first at /_mailbox and the latest at /_mailbox/ui', async () => {
    const email = newEmail();
    await signUp(email);
    const all = (await (await fetch(`${emulator.url}/_mailbox`)).json()) as MailEntry[];
    expect(all.length).toBeGreaterThan(1);
    expect([...all].sort((a, b) => a.at.localeCompare(b.at))).toEqual(all);
    expect(all.at(-1)).toMatchObject({ email, kind: 'signup' });
    expect(emulator.mailbox.latest(email)?.code).toBe(all.at(-1)!.code);

    const page = await fetch(`${emulator.url}/_mailbox/ui`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('Códigos mais recentes');
    expect(html).toContain(all.at(-1)!.code);
  });
});
