// Issue 29 against the emulator, with the real AWS SDK: sessions that end when asked (RevokeToken,
// GlobalSignOut, AdminUserGlobalSignOut), codes that cannot be guessed (5 wrong tries, then a new
// code; 1 h / 24 h lifetimes), no answer that tells a known e-mail from an unknown one, and an
// e-mail change that takes effect only with its code. Each test is the attack of the issue.
import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserAttributeVerificationCodeCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CLIENT_ID, LOCAL_REGION } from './constants';
import type { IdentityEmulator } from './emulator';
import type { LayerUser } from './fidelity';
import type { MailKind } from './mailbox';
import { failure, startTestEmulator, stopTestEmulator } from './testing';
import { createConfirmedUser } from './users';

jest.setTimeout(60_000);

let emulator: IdentityEmulator;
let client: CognitoIdentityProviderClient;
let dataDir: string;
const logLines: string[] = [];
let seq = 0;
const newEmail = () => `sessao${++seq}.${Date.now()}@exemplo.com.br`;
const PASSWORD = 'Senha1234';
const NEW_PASSWORD = 'Outra5678';

beforeAll(async () => {
  ({ emulator, client, dataDir } = await startTestEmulator('sessions-', { log: logLines }));
});

afterAll(() => stopTestEmulator({ emulator, client, dataDir }));

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

const login = async (email: string, password = PASSWORD) => {
  const out = await client.send(
    new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  return out.AuthenticationResult!;
};
const refresh = (token: string) =>
  client.send(new InitiateAuthCommand({ ClientId: LOCAL_CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: token } }));
const getUser = (accessToken: string) => client.send(new GetUserCommand({ AccessToken: accessToken }));

async function newUser() {
  const email = newEmail();
  await createConfirmedUser(emulator, { email, password: PASSWORD, name: 'Pessoa', tipo: 'cliente' });
  return email;
}

const latestCode = (email: string, kind: MailKind) => emulator.mailbox.latest(email, kind)!.code;
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

/** Moves the issue time of the user's `kind` code back by `ms` (the emulator reads the clock). */
async function ageCode(email: string, kind: 'signup' | 'forgot' | 'verify', ms: number) {
  const user = (await emulator.store.find(email)) as LayerUser;
  const state = user.CodeStates![kind]!;
  await emulator.store.save({ ...user, CodeStates: { ...user.CodeStates, [kind]: { ...state, issuedAt: state.issuedAt - ms } } } as LayerUser);
}

describe('sessions end when asked', () => {
  it('RevokeToken ("Sair"): the refresh token taken from storage mints nothing, its access token is refused', async () => {
    const email = await newUser();
    const stolen = await login(email);
    const other = await login(email);
    await expect(refresh(stolen.RefreshToken!)).resolves.toBeDefined();

    await client.send(new RevokeTokenCommand({ ClientId: LOCAL_CLIENT_ID, Token: stolen.RefreshToken! }));

    expect(await failure(refresh(stolen.RefreshToken!))).toEqual({ name: 'NotAuthorizedException', message: 'Invalid Refresh Token', status: 400 });
    expect(await failure(getUser(stolen.AccessToken!))).toEqual({ name: 'NotAuthorizedException', message: 'Access Token has been revoked', status: 400 });
    // another device's session is not this one: it keeps working
    await expect(refresh(other.RefreshToken!)).resolves.toBeDefined();
    await expect(getUser(other.AccessToken!)).resolves.toBeDefined();
    // revoking again is not an error (Cognito: idempotent)
    await expect(client.send(new RevokeTokenCommand({ ClientId: LOCAL_CLIENT_ID, Token: stolen.RefreshToken! }))).resolves.toBeDefined();
  });

  it('tokens name the refresh token they came from (origin_jti), also after a refresh', async () => {
    const email = await newUser();
    const session = await login(email);
    const origin = decode(session.RefreshToken!).jti;
    expect(decode(session.AccessToken!).origin_jti).toBe(origin);
    expect(decode(session.IdToken!).origin_jti).toBe(origin);
    const refreshed = (await refresh(session.RefreshToken!)).AuthenticationResult!;
    expect(decode(refreshed.AccessToken!).origin_jti).toBe(origin);
    await client.send(new RevokeTokenCommand({ ClientId: LOCAL_CLIENT_ID, Token: session.RefreshToken! }));
    expect((await failure(getUser(refreshed.AccessToken!))).message).toBe('Access Token has been revoked');
  });

  it('GlobalSignOut ends every session of the user, and a new sign-in works', async () => {
    const email = await newUser();
    const a = await login(email);
    const b = await login(email);
    await client.send(new GlobalSignOutCommand({ AccessToken: a.AccessToken! }));
    for (const s of [a, b]) {
      expect((await failure(refresh(s.RefreshToken!))).message).toBe('Invalid Refresh Token');
      expect((await failure(getUser(s.AccessToken!))).message).toBe('Access Token has been revoked');
    }
    const fresh = await login(email);
    await expect(getUser(fresh.AccessToken!)).resolves.toBeDefined();
    await expect(refresh(fresh.RefreshToken!)).resolves.toBeDefined();
  });

  it('AdminUserGlobalSignOut (what the api calls) needs the admin signature and ends every session', async () => {
    const email = await newUser();
    const s = await login(email);
    expect((await failure(client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: emulator.userPoolId, Username: email })))).name).toBe(
      'UnrecognizedClientException',
    );
    await expect(refresh(s.RefreshToken!)).resolves.toBeDefined();

    const admin = new CognitoIdentityProviderClient({ region: LOCAL_REGION, endpoint: emulator.url, credentials: emulator.adminCredentials, maxAttempts: 1 });
    await admin.send(new AdminUserGlobalSignOutCommand({ UserPoolId: emulator.userPoolId, Username: decode(s.IdToken!).sub as string }));
    admin.destroy();
    expect((await failure(refresh(s.RefreshToken!))).message).toBe('Invalid Refresh Token');
    expect((await failure(getUser(s.AccessToken!))).message).toBe('Access Token has been revoked');
  });
});

describe('codes cannot be guessed', () => {
  it('ConfirmForgotPassword: 300 parallel wrong codes, then the right one → LimitExceededException, password unchanged', async () => {
    const email = await newUser();
    await client.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    const code = latestCode(email, 'forgot');
    const confirm = (c: string) =>
      client.send(new ConfirmForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: c, Password: NEW_PASSWORD }));

    const answers = await Promise.all(Array.from({ length: 300 }, () => failure(confirm(wrongCodeFor(code)))));
    expect(answers.filter((a) => a.name === 'CodeMismatchException')).toHaveLength(5);
    expect(answers.filter((a) => a.name === 'LimitExceededException')).toHaveLength(295);

    expect(await failure(confirm(code))).toEqual({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
      status: 400,
    });
    await expect(login(email, PASSWORD)).resolves.toBeDefined(); // the old password still holds
    expect(await failure(login(email, NEW_PASSWORD))).toMatchObject({ name: 'NotAuthorizedException' });

    // a new code is needed, and works
    await client.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    await confirm(latestCode(email, 'forgot'));
    await expect(login(email, NEW_PASSWORD)).resolves.toBeDefined();
  });

  it('ConfirmForgotPassword: a reset code lives one hour', async () => {
    const email = await newUser();
    await client.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    const code = latestCode(email, 'forgot');
    await ageCode(email, 'forgot', 61 * 60_000);
    const late = client.send(new ConfirmForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: code, Password: NEW_PASSWORD }));
    expect(await failure(late)).toEqual({ name: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.', status: 400 });
    await expect(login(email, PASSWORD)).resolves.toBeDefined();
  });

  it('ConfirmSignUp: 5 wrong codes spend the code, a resent one confirms; a sign-up code lives 24 hours', async () => {
    const email = newEmail();
    await client.send(
      new SignUpCommand({
        ClientId: LOCAL_CLIENT_ID,
        Username: email,
        Password: PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }, { Name: 'custom:profile_id', Value: 'cliente' }],
      }),
    );
    const code = latestCode(email, 'signup');
    const confirm = (c: string) => client.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: c }));
    for (let i = 0; i < 5; i++) expect((await failure(confirm(wrongCodeFor(code)))).name).toBe('CodeMismatchException');
    expect((await failure(confirm(code))).name).toBe('LimitExceededException');

    await client.send(new ResendConfirmationCodeCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    const second = latestCode(email, 'resend');
    await ageCode(email, 'signup', 25 * 3600_000);
    expect((await failure(confirm(second))).name).toBe('ExpiredCodeException');

    await client.send(new ResendConfirmationCodeCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    const third = latestCode(email, 'resend');
    await ageCode(email, 'signup', 23 * 3600_000); // still within the day
    await confirm(third);
    await expect(login(email)).resolves.toBeDefined();
  });

  it('no more than 10 codes an hour per user: requesting codes without end is refused too', async () => {
    const email = await newUser();
    for (let i = 0; i < 10; i++) await client.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }));
    expect(await failure(client.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email })))).toMatchObject({
      name: 'LimitExceededException',
    });
  });

  it('never prints a code in the log', () => {
    const codes = emulator.mailbox.list().map((e) => e.code);
    expect(codes.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    for (const code of codes) expect(log).not.toContain(code);
  });
});

describe('no enumeration (PreventUserExistenceErrors ENABLED)', () => {
  it('login: an unknown e-mail answers exactly as a wrong password, lock-out included', async () => {
    const known = await newUser();
    const unknown = `ninguem.${Date.now()}@exemplo.com.br`;
    for (let i = 1; i <= 6; i++) {
      const a = await failure(login(known, 'Errada123'));
      const b = await failure(login(unknown, 'Errada123'));
      expect(b).toEqual(a);
    }
  });

  it('ForgotPassword and ResendConfirmationCode: an unknown e-mail gets the answer of a known one; no code is sent', async () => {
    const known = await newUser();
    const unknown = `ninguem2.${Date.now()}@exemplo.com.br`;
    const forgot = async (email: string) => (await client.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email }))).CodeDeliveryDetails;
    expect(await forgot(known)).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 's***@e***' });
    expect(await forgot(unknown)).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' });
    expect(emulator.mailbox.list(unknown)).toEqual([]);
    const resend = await client.send(new ResendConfirmationCodeCommand({ ClientId: LOCAL_CLIENT_ID, Username: unknown }));
    expect(resend.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const confirm = client.send(
      new ConfirmForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: unknown, ConfirmationCode: '123456', Password: NEW_PASSWORD }),
    );
    expect((await failure(confirm)).name).toBe('CodeMismatchException');
    expect((await failure(client.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: unknown, ConfirmationCode: '123456' })))).name).toBe(
      'CodeMismatchException',
    );
  });
});

describe('no enumeration through the limits (issue 40): an unknown e-mail answers exactly as a real one, call after call', () => {
  /** What the caller sees of a call: the answer's delivery details, or the error. */
  const seen = (p: Promise<object>) =>
    p.then(
      (out) => ({ ok: (out as { CodeDeliveryDetails?: unknown }).CodeDeliveryDetails }),
      (err: Error & { $metadata?: { httpStatusCode?: number } }) => ({ error: err.name, message: err.message, status: err.$metadata?.httpStatusCode }),
    );
  // the same first letter: Cognito masks the address as s***@e***
  const unknownEmail = () => `sem-conta${++seq}.${Date.now()}@exemplo.com.br`;
  const forgot = (email: string) => seen(client.send(new ForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email })));
  const confirmForgot = (email: string, code = '000000') =>
    seen(client.send(new ConfirmForgotPasswordCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: code, Password: NEW_PASSWORD })));
  const resend = (email: string) => seen(client.send(new ResendConfirmationCodeCommand({ ClientId: LOCAL_CLIENT_ID, Username: email })));

  it('ForgotPassword: the 11th call in an hour answers LimitExceeded for an unknown address too', async () => {
    const known = await newUser();
    const unknown = unknownEmail();
    for (let i = 1; i <= 11; i++) {
      const [a, b] = [await forgot(known), await forgot(unknown)];
      expect(b).toEqual(a);
      if (i <= 10) expect(a).toEqual({ ok: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 's***@e***' } });
      else expect(a).toEqual({ error: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.', status: 400 });
    }
    expect(emulator.mailbox.list(unknown)).toEqual([]);
  });

  it('ConfirmForgotPassword: 5 wrong codes spend an unknown address’s (simulated) code as a real one’s; a new request starts over', async () => {
    const known = await newUser();
    const unknown = unknownEmail();
    // with no code asked for yet, and after asking for one
    for (const ask of [false, true]) {
      if (ask) expect(await forgot(unknown)).toEqual(await forgot(known));
      for (let i = 1; i <= 6; i++) {
        const [a, b] = [await confirmForgot(known), await confirmForgot(unknown)];
        expect(b).toEqual(a);
        expect(a).toMatchObject({ error: i <= 5 ? 'CodeMismatchException' : 'LimitExceededException' });
      }
    }
    await expect(login(known, PASSWORD)).resolves.toBeDefined(); // nothing changed
  });

  it('ConfirmForgotPassword: 300 parallel guesses on an unknown address — 5 wrong, the rest refused, as for a real one', async () => {
    const unknown = unknownEmail();
    await forgot(unknown);
    const answers = await Promise.all(Array.from({ length: 300 }, () => confirmForgot(unknown)));
    expect(answers.filter((a) => 'error' in a && a.error === 'CodeMismatchException')).toHaveLength(5);
    expect(answers.filter((a) => 'error' in a && a.error === 'LimitExceededException')).toHaveLength(295);
  });

  it('ResendConfirmationCode: a confirmed account answers as an unknown address (no "User is already confirmed."), limits included', async () => {
    const confirmed = await newUser();
    const unknown = unknownEmail();
    for (let i = 1; i <= 11; i++) {
      const [a, b] = [await resend(confirmed), await resend(unknown)];
      expect(b).toEqual(a);
      expect(a).toEqual(i <= 10 ? { ok: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 's***@e***' } } : expect.objectContaining({ error: 'LimitExceededException' }));
    }
    expect(emulator.mailbox.list(confirmed)).toEqual([]);
    expect(emulator.mailbox.list(unknown)).toEqual([]);
  });

  it('ConfirmSignUp: 5 wrong codes for an unknown address, then LimitExceeded, as for an account waiting for its code', async () => {
    const waiting = newEmail();
    await client.send(
      new SignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: waiting, Password: PASSWORD, UserAttributes: [{ Name: 'email', Value: waiting }, { Name: 'custom:profile_id', Value: 'cliente' }] }),
    );
    const unknown = unknownEmail();
    const confirm = (email: string) => seen(client.send(new ConfirmSignUpCommand({ ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: wrongCodeFor(latestCode(waiting, 'signup')) })));
    for (let i = 1; i <= 6; i++) {
      const [a, b] = [await confirm(waiting), await confirm(unknown)];
      expect(b).toEqual(a);
      expect(a).toMatchObject({ error: i <= 5 ? 'CodeMismatchException' : 'LimitExceededException' });
    }
  });
});

describe('a new e-mail takes effect only with its code', () => {
  it('UpdateUserAttributes keeps the verified e-mail until VerifyUserAttribute; 5 wrong codes spend the code', async () => {
    const email = await newUser();
    const s = await login(email);
    const target = `novo.${Date.now()}@exemplo.com.br`;
    const out = await client.send(new UpdateUserAttributesCommand({ AccessToken: s.AccessToken!, UserAttributes: [{ Name: 'email', Value: target }] }));
    expect(out.CodeDeliveryDetailsList).toEqual([{ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' }]);
    const code = latestCode(target, 'verify');
    expect(emulator.mailbox.list(email).filter((e) => e.kind === 'verify')).toEqual([]); // the code goes to the new address

    // before the code: the token still carries the old, verified e-mail
    const before = decode((await login(email)).IdToken!);
    expect(before).toMatchObject({ email, email_verified: true });

    const verify = (c: string) => client.send(new VerifyUserAttributeCommand({ AccessToken: s.AccessToken!, AttributeName: 'email', Code: c }));
    for (let i = 0; i < 5; i++) expect((await failure(verify(wrongCodeFor(code)))).name).toBe('CodeMismatchException');
    expect((await failure(verify(code))).name).toBe('LimitExceededException');
    expect(decode((await login(email)).IdToken!)).toMatchObject({ email, email_verified: true });

    await client.send(new GetUserAttributeVerificationCodeCommand({ AccessToken: s.AccessToken!, AttributeName: 'email' }));
    await verify(latestCode(target, 'verify'));
    expect(decode((await login(target)).IdToken!)).toMatchObject({ email: target, email_verified: true });
  });
});
