// The identity emulator is not an open door: each test is an attack and the refusal hosted
// Cognito gives it (or, where noted, what the emulator gives instead).
import { createPrivateKey } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  DeleteUserAttributesCommand,
  DeleteUserCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import cognitoLocalPrivateKey from 'cognito-local/lib/keys/cognitoLocal.private.json';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@acolhe/api/demo-accounts';
import { LOCAL_CLIENT_ID, LOCAL_REGION, LOCAL_USER_POOL_ID } from './constants';
import { MAX_BODY_BYTES, type IdentityEmulator } from './emulator';
import { signedCognitoHeaders } from './sigv4';
import { failure, rawCall, verifyWithJose, type CognitoAnswer, startTestEmulator, stopTestEmulator } from './testing';
import { signJwt } from './tokens';
import { adminCall } from './users';

jest.setTimeout(30_000);

let emulator: IdentityEmulator;
let client: CognitoIdentityProviderClient;
let admin: CognitoIdentityProviderClient;
let dataDir: string;
const logLines: string[] = [];
let seq = 0;
const newEmail = () => `alvo${++seq}.${Date.now()}@exemplo.com.br`;
const PASSWORD = 'Senha1234';
const [TERAPEUTA, CLIENTE] = DEMO_ACCOUNTS;

const sdk = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
  new CognitoIdentityProviderClient({ region: LOCAL_REGION, endpoint: emulator.url, credentials, maxAttempts: 1 });

beforeAll(async () => {
  // the product's client: the SDK does not sign the user operations whatever its credentials
  ({ emulator, client, dataDir } = await startTestEmulator('security-', { log: logLines, demoUsers: true }));
  admin = sdk(emulator.adminCredentials);
});

afterAll(async () => {
  admin?.destroy();
  await stopTestEmulator({ emulator, client, dataDir });
});

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));

const login = (email: string, password = PASSWORD) =>
  client.send(
    new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );

const refresh = (token: string) =>
  client.send(new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: token } }));

async function confirmedUser(tipo: 'cliente' | 'terapeuta' = 'cliente', email = newEmail()) {
  const { UserSub } = await client.send(
    new SignUpCommand({
      ClientId: LOCAL_CLIENT_ID,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Alvo' },
        { Name: 'custom:profile_id', Value: tipo },
      ],
    }),
  );
  const code = emulator.mailbox.latest(email)!.code;
  await client.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: code }));
  const { AuthenticationResult } = await login(email);
  return { email, sub: UserSub!, tokens: AuthenticationResult! };
}

const attributesOf = async (accessToken: string) =>
  Object.fromEntries(((await client.send(new GetUserCommand({ AccessToken: accessToken }))).UserAttributes ?? []).map((a) => [a.Name, a.Value]));

/** Signed exactly as the AWS SDK signs, then sent with fetch (so the test can alter it). */
async function signedCall(
  operation: string,
  body: unknown,
  opts: { signingDate?: Date; credentials?: IdentityEmulator['adminCredentials']; unsignedHeaders?: string[] } = {},
) {
  const payload = JSON.stringify(body);
  const headers = await signedCognitoHeaders(emulator.url, operation, payload, {
    credentials: opts.credentials ?? emulator.adminCredentials,
    region: LOCAL_REGION,
    signingDate: opts.signingDate,
    unsignedHeaders: opts.unsignedHeaders,
  });
  return { headers, payload };
}

const send = async (headers: Record<string, string>, payload: string) => {
  const res = await fetch(emulator.url, { method: 'POST', headers, body: payload });
  return { status: res.status, body: (await res.json()) as CognitoAnswer };
};

const MISSING_TOKEN = { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' };
const BAD_SIGNATURE = {
  __type: 'InvalidSignatureException',
  message:
    'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
};

describe('signing key', () => {
  const idClaims = () => ({
    sub: TERAPEUTA.id,
    email: TERAPEUTA.email,
    email_verified: true,
    'custom:profile_id': 'terapeuta',
    token_use: 'id',
    aud: LOCAL_CLIENT_ID,
    iss: emulator.issuer,
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  const publishedKey = createPrivateKey(cognitoLocalPrivateKey.pem);

  it("refuses a token forged with cognito-local's published private key; its own tokens verify", async () => {
    const jwks = (await (await fetch(emulator.jwksUrl)).json()) as { keys: { kid: string }[] };
    const ownKid = jwks.keys[0]!.kid;
    expect(jwks.keys).toHaveLength(1);
    expect(ownKid).not.toBe('CognitoLocal');

    // the attacker copies the claims of the therapist and signs with the key from npm, under either kid
    for (const kid of ['CognitoLocal', ownKid]) {
      const forged = signJwt(idClaims(), { kid, privateKey: publishedKey });
      await expect(verifyWithJose(forged, emulator)).rejects.toThrow(/no applicable key found|signature verification failed/);
    }

    const { AuthenticationResult } = await login(TERAPEUTA.email, DEMO_PASSWORD);
    await expect(verifyWithJose(AuthenticationResult!.IdToken!, emulator)).resolves.toEqual(
      expect.objectContaining({ sub: TERAPEUTA.id, 'custom:profile_id': 'terapeuta' }),
    );
  });

  it("refuses an access token forged with cognito-local's published key (GetUser, DeleteUser)", async () => {
    const { AuthenticationResult } = await login(CLIENTE.email, DEMO_PASSWORD);
    const claims = decode(AuthenticationResult!.AccessToken!);
    const forged = signJwt(claims, { kid: 'CognitoLocal', privateKey: publishedKey });
    const invalid = { name: 'NotAuthorizedException', message: 'Invalid Access Token', status: 400 };
    expect(await failure(client.send(new GetUserCommand({ AccessToken: forged })))).toEqual(invalid);
    expect(await failure(client.send(new DeleteUserCommand({ AccessToken: forged })))).toEqual(invalid);
    expect(await emulator.store.find(CLIENTE.email)).not.toBeNull();
  });

  it('keeps the key in a subfolder, never as a top-level .json cognito-local would load as a pool', () => {
    expect(readdirSync(dataDir).filter((f) => f.endsWith('.json')).sort()).toEqual(['clients.json', 'local_acolhe.json', 'local_operadores.json']);
    expect(readFileSync(join(dataDir, 'keys', 'signing-key.pem'), 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
  });
});

describe('admin operations need the admin credentials (SigV4)', () => {
  const victim = () => ({ UserPoolId: LOCAL_USER_POOL_ID, Username: CLIENTE.email });

  it.each([
    ['AdminCreateUser', { UserPoolId: LOCAL_USER_POOL_ID, Username: 'intruso@exemplo.com.br', UserAttributes: [{ Name: 'custom:profile_id', Value: 'terapeuta' }] }],
    ['AdminSetUserPassword', { ...victim(), Password: 'Invasor123', Permanent: true }],
    ['AdminGetUser', victim()],
    ['AdminUpdateUserAttributes', { ...victim(), UserAttributes: [{ Name: 'name', Value: 'Invasor' }] }],
    ['AdminDeleteUser', victim()],
    ['AdminDisableUser', victim()],
    ['AdminConfirmSignUp', victim()],
    ['AdminInitiateAuth', { UserPoolId: LOCAL_USER_POOL_ID, ClientId: LOCAL_CLIENT_ID, AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: {} }],
    ['ListUsers', { UserPoolId: LOCAL_USER_POOL_ID }],
    ['ListUserPoolClients', { UserPoolId: LOCAL_USER_POOL_ID }],
    ['DescribeUserPool', { UserPoolId: LOCAL_USER_POOL_ID }],
    ['DescribeUserPoolClient', { UserPoolId: LOCAL_USER_POOL_ID, ClientId: LOCAL_CLIENT_ID }],
  ])('refuses an unsigned %s with MissingAuthenticationTokenException, changing nothing', async (operation, body) => {
    expect(await rawCall(emulator.url, operation, body)).toEqual({ status: 400, body: MISSING_TOKEN });
    // the demo client is intact: same password, enabled, not renamed
    const { AuthenticationResult } = await login(CLIENTE.email, DEMO_PASSWORD);
    expect(decode(AuthenticationResult!.IdToken!)).toEqual(expect.objectContaining({ sub: CLIENTE.id, name: CLIENTE.name }));
    expect(await emulator.store.find('intruso@exemplo.com.br')).toBeNull();
  });

  it('serves the real AWS SDK signed with the admin credentials', async () => {
    const email = newEmail();
    const created = await admin.send(
      new AdminCreateUserCommand({
        UserPoolId: LOCAL_USER_POOL_ID,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    expect(created.User?.Attributes).toEqual(expect.arrayContaining([{ Name: 'email', Value: email }]));
    expect((await admin.send(new AdminGetUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: email }))).UserStatus).toBe(
      'FORCE_CHANGE_PASSWORD',
    );
    const listed = await admin.send(new ListUsersCommand({ UserPoolId: LOCAL_USER_POOL_ID }));
    expect(listed.Users?.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses an unknown access key with UnrecognizedClientException', async () => {
    const stranger = sdk({ accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: emulator.adminCredentials.secretAccessKey });
    try {
      expect(await failure(stranger.send(new ListUsersCommand({ UserPoolId: LOCAL_USER_POOL_ID })))).toEqual({
        name: 'UnrecognizedClientException',
        message: 'The security token included in the request is invalid.',
        status: 400,
      });
    } finally {
      stranger.destroy();
    }
  });

  it('refuses the right key with a wrong secret with InvalidSignatureException', async () => {
    const guesser = sdk({ accessKeyId: emulator.adminCredentials.accessKeyId, secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' });
    try {
      expect(await failure(guesser.send(new AdminGetUserCommand(victim())))).toEqual({
        name: BAD_SIGNATURE.__type,
        message: BAD_SIGNATURE.message,
        status: 400,
      });
    } finally {
      guesser.destroy();
    }
  });

  it('refuses a captured signature reused with another body or another operation', async () => {
    const { headers, payload } = await signedCall('AdminGetUser', victim());
    expect((await send(headers, payload)).status).toBe(200);

    const otherBody = JSON.stringify({ ...victim(), Username: TERAPEUTA.email });
    expect(await send(headers, otherBody)).toEqual({ status: 400, body: BAD_SIGNATURE });

    const otherOperation = { ...headers, 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser' };
    expect(await send(otherOperation, payload)).toEqual({ status: 400, body: BAD_SIGNATURE });
    expect(await emulator.store.find(CLIENTE.email)).not.toBeNull();
  });

  it('refuses a signature that leaves the operation header out (it could be replayed on any operation)', async () => {
    const { headers, payload } = await signedCall('AdminGetUser', victim(), { unsignedHeaders: ['x-amz-target'] });
    expect(headers.authorization).not.toContain('x-amz-target');
    const swapped = { ...headers, 'x-amz-target': 'AWSCognitoIdentityProviderService.AdminDeleteUser' };
    expect(await send(swapped, payload)).toEqual({
      status: 400,
      body: { __type: 'InvalidSignatureException', message: "'x-amz-target' must be a 'SignedHeader' in the AWS Authorization." },
    });
    expect(await emulator.store.find(CLIENTE.email)).not.toBeNull();
  });

  it('refuses a signature made more than 15 minutes before or after now', async () => {
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

    const stale = await signedCall('AdminGetUser', victim(), { signingDate: ago(20) });
    const late = await send(stale.headers, stale.payload);
    expect(late.status).toBe(400);
    expect(late.body.__type).toBe('InvalidSignatureException');
    expect(late.body.message).toMatch(/^Signature expired: \d{8}T\d{6}Z is now earlier than \d{8}T\d{6}Z \(\d{8}T\d{6}Z - 15 min\.\)$/);

    const future = await signedCall('AdminGetUser', victim(), { signingDate: ago(-20) });
    const early = await send(future.headers, future.payload);
    expect(early.body.__type).toBe('InvalidSignatureException');
    expect(early.body.message).toMatch(/^Signature not yet current: \d{8}T\d{6}Z is still later than \d{8}T\d{6}Z \(\d{8}T\d{6}Z \+ 15 min\.\)$/);

    const recent = await signedCall('AdminGetUser', victim(), { signingDate: ago(14) });
    expect((await send(recent.headers, recent.payload)).status).toBe(200);
  });

  it('refuses a malformed Authorization header with IncompleteSignatureException', async () => {
    const res = await rawCall(emulator.url, 'ListUsers', { UserPoolId: LOCAL_USER_POOL_ID }, { authorization: 'AWS4-HMAC-SHA256 Credential=x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ __type: 'IncompleteSignatureException' });
  });

  it('exposes credentials shaped like an AWS access key', () => {
    expect(emulator.adminCredentials.accessKeyId).toMatch(/^AKIA[A-Z2-7]{16}$/);
    expect(emulator.adminCredentials.secretAccessKey).toHaveLength(40);
    expect(emulator.region).toBe(LOCAL_REGION);
  });
});

describe('the role cannot be self-granted', () => {
  const UNAUTHORIZED = { name: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute', status: 400 };

  it('refuses UpdateUserAttributes of custom:profile_id, alone or with other attributes, changing nothing', async () => {
    const { email, tokens } = await confirmedUser('cliente');
    const update = (UserAttributes: { Name: string; Value: string }[]) =>
      client.send(new UpdateUserAttributesCommand({ AccessToken: tokens.AccessToken!, UserAttributes }));

    expect(await failure(update([{ Name: 'custom:profile_id', Value: 'terapeuta' }]))).toEqual(UNAUTHORIZED);
    expect(
      await failure(
        update([
          { Name: 'name', Value: 'Outro Nome' },
          { Name: 'custom:profile_id', Value: 'terapeuta' },
        ]),
      ),
    ).toEqual(UNAUTHORIZED);

    expect(await attributesOf(tokens.AccessToken!)).toEqual(expect.objectContaining({ 'custom:profile_id': 'cliente', name: 'Alvo' }));
    const again = await login(email);
    expect(decode(again.AuthenticationResult!.IdToken!)['custom:profile_id']).toBe('cliente');
    expect(decode(refreshOf(await refresh(tokens.RefreshToken!)))['custom:profile_id']).toBe('cliente');

    // other attributes remain the user's to change
    await update([{ Name: 'name', Value: 'Nome Novo' }]);
    expect((await attributesOf(tokens.AccessToken!)).name).toBe('Nome Novo');
  });

  it('refuses DeleteUserAttributes of custom:profile_id and of sub', async () => {
    const { tokens } = await confirmedUser('terapeuta');
    for (const name of ['custom:profile_id', 'sub']) {
      expect(await failure(client.send(new DeleteUserAttributesCommand({ AccessToken: tokens.AccessToken!, UserAttributeNames: [name] })))).toEqual(
        UNAUTHORIZED,
      );
    }
    expect(await attributesOf(tokens.AccessToken!)).toEqual(expect.objectContaining({ 'custom:profile_id': 'terapeuta' }));
  });

  it('refuses a user marking their own e-mail verified', async () => {
    const { tokens } = await confirmedUser();
    const attack = client.send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.AccessToken!,
        UserAttributes: [
          { Name: 'email', Value: newEmail() },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(await failure(attack)).toEqual(UNAUTHORIZED);
  });

  it('still lets SignUp set either role', async () => {
    const { tokens: cliente } = await confirmedUser('cliente');
    const { tokens: terapeuta } = await confirmedUser('terapeuta');
    expect(decode(cliente.IdToken!)['custom:profile_id']).toBe('cliente');
    expect(decode(terapeuta.IdToken!)['custom:profile_id']).toBe('terapeuta');
  });

  it('is immutable for the admin too (AdminUpdateUserAttributes, signed)', async () => {
    const { email } = await confirmedUser('cliente');
    await expect(
      adminCall(emulator, 'AdminUpdateUserAttributes', {
        UserPoolId: LOCAL_USER_POOL_ID,
        Username: email,
        UserAttributes: [{ Name: 'custom:profile_id', Value: 'terapeuta' }],
      }),
    ).rejects.toMatchObject({ name: 'InvalidParameterException', message: expect.stringContaining('custom:profile_id: Attribute cannot be updated') });
  });
});

const refreshOf = (res: Awaited<ReturnType<typeof refresh>>) => res.AuthenticationResult!.IdToken!;

describe('e-mails are unique', () => {
  const TAKEN = { name: 'AliasExistsException', message: 'An account with the given email already exists.', status: 400 };

  it("refuses changing one's e-mail to another user's (any case), changing nothing", async () => {
    const { email, tokens } = await confirmedUser();
    for (const taken of [CLIENTE.email, CLIENTE.email.toUpperCase()]) {
      const attack = client.send(new UpdateUserAttributesCommand({ AccessToken: tokens.AccessToken!, UserAttributes: [{ Name: 'email', Value: taken }] }));
      expect(await failure(attack)).toEqual(TAKEN);
    }
    expect((await attributesOf(tokens.AccessToken!)).email).toBe(email);
    // the victim still signs in as before
    const { AuthenticationResult } = await login(CLIENTE.email, DEMO_PASSWORD);
    expect(decode(AuthenticationResult!.IdToken!).sub).toBe(CLIENTE.id);
  });

  it('keeps the verified e-mail while a new one waits for its code (AttributesRequireVerificationBeforeUpdate)', async () => {
    const { email, tokens } = await confirmedUser();
    const fresh = newEmail();
    await client.send(new UpdateUserAttributesCommand({ AccessToken: tokens.AccessToken!, UserAttributes: [{ Name: 'email', Value: fresh }] }));
    // cognito-local switched the e-mail at once (unverified): notifications would have gone to an unchecked address
    expect(await attributesOf(tokens.AccessToken!)).toEqual(expect.objectContaining({ email, email_verified: 'true' }));
    expect(decode((await login(email)).AuthenticationResult!.IdToken!)).toEqual(expect.objectContaining({ email, email_verified: true }));
    expect((await failure(login(fresh))).name).toBe('NotAuthorizedException');
  });

  it("refuses a sign-up whose email attribute is another user's", async () => {
    const attack = client.send(
      new SignUpCommand({
        ClientId: LOCAL_CLIENT_ID,
        Username: newEmail(),
        Password: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: TERAPEUTA.email }],
      }),
    );
    expect(await failure(attack)).toEqual({ name: 'UsernameExistsException', message: 'An account with the given email already exists.', status: 400 });
  });

  it("refuses an admin moving a user to another user's e-mail", async () => {
    const { email } = await confirmedUser();
    await expect(
      adminCall(emulator, 'AdminUpdateUserAttributes', { UserPoolId: LOCAL_USER_POOL_ID, Username: email, UserAttributes: [{ Name: 'email', Value: TERAPEUTA.email }] }),
    ).rejects.toMatchObject({ name: 'AliasExistsException' });
  });
});

describe('malformed requests', () => {
  const demoStillWorks = async () => {
    const { AuthenticationResult } = await login(TERAPEUTA.email, DEMO_PASSWORD);
    expect(decode(AuthenticationResult!.IdToken!).sub).toBe(TERAPEUTA.id);
  };

  it.each([
    ['an unknown operation', { 'x-amz-target': 'AWSCognitoIdentityProviderService.DeleteEverything' }],
    ['another service', { 'x-amz-target': 'DynamoDB_20120810.SignUp' }],
    ['no operation', { 'x-amz-target': '' }],
  ])('answers %s with 400 UnknownOperationException', async (_what, headers) => {
    const res = await rawCall(emulator.url, 'SignUp', {}, headers);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ __type: 'UnknownOperationException' });
  });

  it('answers an operation the emulator lacks with a 400, not a 500 an SDK would retry', async () => {
    const res = await rawCall(emulator.url, 'RespondToAuthChallenge', { ClientId: LOCAL_CLIENT_ID, ChallengeName: 'SMS_MFA' });
    expect(res).toEqual({ status: 400, body: { __type: 'UnsupportedOperationException', message: expect.stringContaining('RespondToAuthChallenge') } });
  });

  it.each([
    ['broken JSON', '{"ClientId": '],
    ['a JSON list', '[]'],
    ['JSON null', 'null'],
    ['a JSON string', '"SignUp"'],
  ])('answers %s with 400 SerializationException', async (_what, body) => {
    const res = await rawCall(emulator.url, 'InitiateAuth', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ __type: 'SerializationException' });
    await demoStillWorks();
  });

  it.each([
    ['a number for a string', 'SerializationException', { ClientId: 42, AuthFlow: 'USER_PASSWORD_AUTH' }],
    ['an object for a string', 'SerializationException', { ClientId: LOCAL_CLIENT_ID, AuthFlow: { $ne: '' } }],
    ['a string for the parameters map', 'SerializationException', { ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: 'x' }],
    ['a missing required member', 'InvalidParameterException', { ClientId: LOCAL_CLIENT_ID }],
  ])('answers %s with 400 %s', async (_what, type, body) => {
    const res = await rawCall(emulator.url, 'InitiateAuth', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ __type: type });
  });

  it('answers a body over 64 KB with 413, keeps serving and keeps the data', async () => {
    const big = JSON.stringify({ ClientId: LOCAL_CLIENT_ID, Username: newEmail(), Password: PASSWORD, Padding: 'x'.repeat(MAX_BODY_BYTES) });
    const res = await rawCall(emulator.url, 'SignUp', big);
    expect(res).toEqual({ status: 413, body: { __type: 'RequestEntityTooLargeException', message: `Request body must be at most ${MAX_BODY_BYTES} bytes` } });
    await demoStillWorks();

    // far over the limit (declared): refused before reading; the connection may be cut, the emulator stays up
    await rawCall(emulator.url, 'SignUp', 'x'.repeat(4 * 1024 * 1024)).then(
      (r) => expect(r.status).toBe(413),
      () => {},
    );
    await demoStillWorks();
  });

  it('never answers a 500 nor loses data, whatever the members hold', async () => {
    const before = JSON.parse(readFileSync(join(dataDir, 'local_acolhe.json'), 'utf8'));
    const { tokens } = await confirmedUser();
    const odd = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'Users', 'Clients', '', ' ', 'x@y', 'ç'.repeat(3000)];
    const operations = [
      'SignUp', 'ConfirmSignUp', 'ResendConfirmationCode', 'InitiateAuth', 'ForgotPassword', 'ConfirmForgotPassword', 'ChangePassword',
      'GetUser', 'GlobalSignOut', 'UpdateUserAttributes', 'DeleteUserAttributes', 'GetUserAttributeVerificationCode',
      'VerifyUserAttribute', 'RevokeToken', 'AdminGetUser', 'AdminCreateUser', 'AdminUpdateUserAttributes', 'AdminDeleteUser', 'ListUsers',
    ];
    const failures: string[] = [];
    for (const value of odd) {
      const bodies = [
        {
          ClientId: LOCAL_CLIENT_ID, UserPoolId: LOCAL_USER_POOL_ID, Username: value, Password: PASSWORD, ConfirmationCode: '123456',
          AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: value, PASSWORD: PASSWORD }, AccessToken: tokens.AccessToken,
          UserAttributes: [{ Name: 'name', Value: value }], UserAttributeNames: ['name'], AttributeName: 'email', Code: '1', Token: value,
          ProposedPassword: 'Senha12345', PreviousPassword: PASSWORD,
        },
        {
          ClientId: value, UserPoolId: value, Username: 'a@b.c', AccessToken: value, Token: value, AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: value }, UserAttributes: [{ Name: value, Value: 'x' }], UserAttributeNames: [value],
          ConfirmationCode: value, Password: value, AttributeName: value, Code: value,
        },
      ];
      for (const operation of operations)
        for (const body of bodies) {
          const { headers, payload } = await signedCall(operation, body);
          const res = await send(headers, payload);
          if (res.status >= 500) failures.push(`${operation} ${JSON.stringify(body).slice(0, 80)} → ${res.status} ${JSON.stringify(res.body)}`);
        }
    }
    expect(failures).toEqual([]);
    expect(logLines.filter((l) => l.includes('erro'))).toEqual([]);

    await demoStillWorks();
    const after = JSON.parse(readFileSync(join(dataDir, 'local_acolhe.json'), 'utf8'));
    for (const username of Object.keys(before.Users)) expect(after.Users[username]).toBeDefined();
    expect(after.Options.Id).toBe(LOCAL_USER_POOL_ID);
    expect(JSON.parse(readFileSync(join(dataDir, 'clients.json'), 'utf8')).Clients[LOCAL_CLIENT_ID]).toBeDefined();
    expect(readdirSync(dataDir).filter((f) => f.endsWith('.json')).sort()).toEqual(['clients.json', 'local_acolhe.json', 'local_operadores.json']);
  });
});

describe('DeleteUser (a user erasing their account)', () => {
  it('deletes the user of the access token: no more sign-in, no more refresh, the e-mail is free again', async () => {
    const { email, sub, tokens } = await confirmedUser('terapeuta');
    await expect(refresh(tokens.RefreshToken!)).resolves.toBeDefined();

    expect(await client.send(new DeleteUserCommand({ AccessToken: tokens.AccessToken! }))).toEqual(
      expect.objectContaining({ $metadata: expect.objectContaining({ httpStatusCode: 200 }) }),
    );

    expect(await failure(login(email))).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.', status: 400 });
    expect(await failure(refresh(tokens.RefreshToken!))).toEqual({ name: 'NotAuthorizedException', message: 'Invalid Refresh Token', status: 400 });
    expect((await failure(client.send(new GetUserCommand({ AccessToken: tokens.AccessToken! })))).name).toMatch(
      /^(NotAuthorizedException|UserNotFoundException)$/,
    );
    expect(await emulator.store.find(email)).toBeNull();
    expect(await emulator.store.find(sub)).toBeNull();

    // the same e-mail can sign up again, as a new user
    const again = await confirmedUser('cliente', email);
    expect(again.sub).not.toBe(sub);
  });

  it('deletes only the owner of the token', async () => {
    const { tokens } = await confirmedUser();
    await client.send(new DeleteUserCommand({ AccessToken: tokens.AccessToken! }));
    await expect(login(CLIENTE.email, DEMO_PASSWORD)).resolves.toBeDefined();
    await expect(login(TERAPEUTA.email, DEMO_PASSWORD)).resolves.toBeDefined();
  });
});
