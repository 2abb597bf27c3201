import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  changePassword,
  confirmForgotPassword,
  confirmSignUp,
  forgotPassword,
  login,
  profileImageLoaded,
  resendConfirmationCode,
  signUp,
} from './operations';
import { getIdentityClient } from './client';
import { logout, signOutEverywhere, SESSIONS_NOT_ENDED_MESSAGE } from './sessions';
import { getCachedUser, getSessionTokens, setSession, useSession } from '../session/store';
import { CLIENTE, TEST_CONFIG, TOKENS_KEY, fakeJwt, forgetConfig, tokens, useTestConfig } from '../testing/fixtures';

type AnyCommand = { input: Record<string, unknown> };
const send = jest.spyOn(CognitoIdentityProviderClient.prototype, 'send') as unknown as jest.Mock<
  Promise<unknown>,
  [AnyCommand]
>;
const sentCommands = () => send.mock.calls.map(([command]) => command);

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  useSession.setState({ user: null, tokens: null });
  send.mockReset();
});
afterAll(() => send.mockRestore());

describe('client', () => {
  it('region/endpoint from runtime config, 5 s request time-out, few attempts, never signs', async () => {
    const client = await getIdentityClient();
    expect(await client.config.region()).toBe('us-east-2');
    expect(await client.config.endpoint?.()).toMatchObject({ protocol: 'http:', hostname: 'localhost', port: 9229 });
    expect(await client.config.maxAttempts()).toBe(2);
    const handler = client.config.requestHandler as unknown as { configProvider: Promise<{ requestTimeout?: number }> };
    expect((await handler.configProvider).requestTimeout).toBe(5000);
    const credentials = await client.config.credentials();
    expect(credentials.accessKeyId).toBe('unsigned');
    expect(await getIdentityClient()).toBe(client); // cached
  });
  it('a clear error before the runtime config is loaded', async () => {
    forgetConfig();
    await expect(getIdentityClient()).rejects.toThrow(/runtime config is not loaded/);
  });
  it('the SDK is not loaded with the module: only by the first identity call (a guest never downloads it)', async () => {
    jest.resetModules();
    let sdkLoaded = false;
    jest.doMock('@aws-sdk/client-cognito-identity-provider', () => {
      sdkLoaded = true;
      return jest.requireActual('@aws-sdk/client-cognito-identity-provider');
    });
    try {
      const client = await import('./client');
      const config = await import('../config');
      config.setRuntimeConfig(TEST_CONFIG);
      expect(sdkLoaded).toBe(false);
      await client.identity();
      expect(sdkLoaded).toBe(true);
    } finally {
      jest.dontMock('@aws-sdk/client-cognito-identity-provider');
    }
  });
  it('a failed SDK download (offline) is retried by the next call', async () => {
    jest.resetModules();
    let attempts = 0;
    jest.doMock('@aws-sdk/client-cognito-identity-provider', () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return jest.requireActual('@aws-sdk/client-cognito-identity-provider');
    });
    try {
      const client = await import('./client');
      await expect(client.loadCognitoSdk()).rejects.toThrow(/Failed to fetch/);
      jest.resetModules();
      const sdk = await client.loadCognitoSdk();
      expect(typeof sdk.CognitoIdentityProviderClient).toBe('function');
    } finally {
      jest.dontMock('@aws-sdk/client-cognito-identity-provider');
    }
  });
});

describe('signUp', () => {
  it('sends email, name and custom:profile_id = tipo; returns name and userConfirmed', async () => {
    send.mockResolvedValue({ UserConfirmed: false, UserSub: 'sub-1' });
    const result = await signUp({ tipo: 'terapeuta', name: ' Marina Duarte ', email: ' Marina@X.com ', password: 'Senha123' });
    expect(result).toEqual({ name: 'Marina Duarte', userConfirmed: false, userSub: 'sub-1' });
    const [command] = sentCommands();
    expect(command).toBeInstanceOf(SignUpCommand);
    expect(command!.input).toEqual({
      ClientId: 'testclient',
      Username: 'marina@x.com',
      Password: 'Senha123',
      UserAttributes: [
        { Name: 'email', Value: 'marina@x.com' },
        { Name: 'name', Value: 'Marina Duarte' },
        { Name: 'custom:profile_id', Value: 'terapeuta' },
      ],
    });
  });
  it('passes extra attributes, but never lets them override the fixed ones', async () => {
    send.mockResolvedValue({ UserConfirmed: true });
    await signUp({
      tipo: 'cliente', name: 'Ana', email: 'a@x.com', password: 'p',
      attributes: { 'custom:profile_id': 'terapeuta', phone_number: '+5511999999999' },
    });
    expect(sentCommands()[0]!.input.UserAttributes).toEqual([
      { Name: 'custom:profile_id', Value: 'cliente' },
      { Name: 'phone_number', Value: '+5511999999999' },
      { Name: 'email', Value: 'a@x.com' },
      { Name: 'name', Value: 'Ana' },
    ]);
  });
  it('rethrows SDK errors unchanged', async () => {
    const err = Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' });
    send.mockRejectedValue(err);
    await expect(signUp({ tipo: 'cliente', name: 'A', email: 'a@x.com', password: 'p' })).rejects.toBe(err);
  });
});

describe('confirmation, resend, forgot and confirm password', () => {
  it('send the right commands', async () => {
    send.mockResolvedValue({ CodeDeliveryDetails: { Destination: 'a***@x.com' } });
    await confirmSignUp('A@x.com', ' 123456 ');
    await expect(resendConfirmationCode('a@x.com')).resolves.toEqual({ destination: 'a***@x.com' });
    await expect(forgotPassword('a@x.com')).resolves.toEqual({ destination: 'a***@x.com' });
    await confirmForgotPassword('a@x.com', '654321', 'Nova1234');
    const commands = sentCommands();
    expect(commands[0]).toBeInstanceOf(ConfirmSignUpCommand);
    expect(commands[0]!.input).toEqual({ ClientId: 'testclient', Username: 'a@x.com', ConfirmationCode: '123456' });
    expect(commands[1]).toBeInstanceOf(ResendConfirmationCodeCommand);
    expect(commands[1]!.input).toEqual({ ClientId: 'testclient', Username: 'a@x.com' });
    expect(commands[2]).toBeInstanceOf(ForgotPasswordCommand);
    expect(commands[3]).toBeInstanceOf(ConfirmForgotPasswordCommand);
    expect(commands[3]!.input).toEqual({
      ClientId: 'testclient', Username: 'a@x.com', ConfirmationCode: '654321', Password: 'Nova1234',
    });
  });
});

describe('login', () => {
  const idToken = (claims: Record<string, unknown>) => fakeJwt({ sub: 'sub-9', email: 'rafa@x.com', 'custom:profile_id': 'cliente', ...claims });
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const realFetch = globalThis.fetch;
  const jsonResponse = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Perfil não encontrado.' }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  const signedInWith = (claims: Record<string, unknown>) =>
    send.mockImplementation(async (command) => {
      if (command instanceof InitiateAuthCommand) {
        return { AuthenticationResult: { AccessToken: 'acc', IdToken: idToken({ name: 'Rafael Lima', ...claims }), RefreshToken: 'ref' } };
      }
      throw new Error(`unexpected ${command.constructor.name}`);
    });

  describe('the profile photo (the header shows it after a logout and a new login)', () => {
    it('a client: GET /clientes/{id} with the new IdToken; its image goes to the stored user and the store', async () => {
      signedInWith({});
      fetchMock.mockResolvedValue(jsonResponse(200, { id: 'sub-9', name: 'Rafael Lima', image: 'http://api.test/uploads/clientes/sub-9/a.png' }));
      const user = await login('rafa@x.com', 'Senha123');
      expect(user.image).toBe(''); // the login does not wait for the photo
      await profileImageLoaded();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('http://api.test/clientes/sub-9');
      expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${idToken({ name: 'Rafael Lima' })}`);
      expect(getCachedUser()?.image).toBe('http://api.test/uploads/clientes/sub-9/a.png');
      expect(useSession.getState().user?.image).toBe('http://api.test/uploads/clientes/sub-9/a.png');
    });

    it('a therapist: GET /terapeutas/{id}, profileImageUrl', async () => {
      signedInWith({ 'custom:profile_id': 'terapeuta' });
      fetchMock.mockResolvedValue(jsonResponse(200, { id: 'sub-9', profileImageUrl: 'http://api.test/uploads/terapeutas/sub-9/b.webp', image: '' }));
      await login('rafa@x.com', 'Senha123');
      await profileImageLoaded();
      expect(fetchMock.mock.calls[0]![0]).toBe('http://api.test/terapeutas/sub-9');
      expect(getCachedUser()).toMatchObject({ tipo: 'terapeuta', image: 'http://api.test/uploads/terapeutas/sub-9/b.webp' });
    });

    it.each([
      ['404 (no profile saved yet)', () => Promise.resolve(jsonResponse(404, {}))],
      ['401 (must not end the new session)', () => Promise.resolve(jsonResponse(401, {}))],
      ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
      ['a body that is not a profile', () => Promise.resolve(jsonResponse(200, ['x']))],
    ])('%s → initials (image stays ""), the session is kept', async (_label, answer) => {
      signedInWith({});
      fetchMock.mockImplementation(answer);
      await login('rafa@x.com', 'Senha123');
      await profileImageLoaded();
      expect(getCachedUser()).toMatchObject({ id: 'sub-9', image: '' });
      expect(getSessionTokens()?.accessToken).toBe('acc');
    });

    it('a logout before the photo arrives: nothing is written back', async () => {
      signedInWith({});
      let answer!: (r: Response) => void;
      fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
      await login('rafa@x.com', 'Senha123');
      await logout();
      answer(jsonResponse(200, { image: 'http://api.test/uploads/clientes/sub-9/a.png' }));
      await profileImageLoaded();
      expect(getCachedUser()).toBeNull();
      expect(useSession.getState().user).toBeNull();
    });
  });

  it('USER_PASSWORD_AUTH, then session + userLogin event', async () => {
    const onLogin = jest.fn();
    window.addEventListener('userLogin', onLogin);
    send.mockImplementation(async (command) => {
      if (command instanceof InitiateAuthCommand) {
        return {
          AuthenticationResult: {
            AccessToken: 'acc', IdToken: idToken({ name: 'Rafael Lima' }), RefreshToken: 'ref', ExpiresIn: 1800,
          },
        };
      }
      throw new Error(`unexpected ${command.constructor.name}`);
    });
    const user = await login(' Rafa@X.com ', 'Senha123');
    window.removeEventListener('userLogin', onLogin);

    expect(sentCommands()[0]!.input).toEqual({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'testclient',
      AuthParameters: { USERNAME: 'rafa@x.com', PASSWORD: 'Senha123' },
    });
    expect(send).toHaveBeenCalledTimes(1); // name in the IdToken: no GetUser
    expect(user).toEqual({ id: 'sub-9', name: 'Rafael Lima', email: 'rafa@x.com', tipo: 'cliente', image: '' });
    expect(getCachedUser()).toEqual(user);
    expect(getSessionTokens()).toMatchObject({ accessToken: 'acc', refreshToken: 'ref', expiresIn: 1800 });
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('IdToken without name → GetUser with the AccessToken supplies it', async () => {
    send.mockImplementation(async (command) => {
      if (command instanceof InitiateAuthCommand) {
        return { AuthenticationResult: { AccessToken: 'acc', IdToken: idToken({}), RefreshToken: 'ref' } };
      }
      if (command instanceof GetUserCommand) {
        return { Username: 'rafa@x.com', UserAttributes: [{ Name: 'name', Value: 'Rafael Lima' }] };
      }
      throw new Error('unexpected');
    });
    const user = await login('rafa@x.com', 'p');
    expect(sentCommands()[1]).toBeInstanceOf(GetUserCommand);
    expect(sentCommands()[1]!.input).toEqual({ AccessToken: 'acc' });
    expect(user.name).toBe('Rafael Lima');
    expect(getSessionTokens()?.expiresIn).toBe(3600);
  });

  it('GetUser failing → name falls back to the login name, then the e-mail', async () => {
    send.mockImplementation(async (command) => {
      if (command instanceof InitiateAuthCommand) {
        return { AuthenticationResult: { AccessToken: 'acc', IdToken: idToken({ 'cognito:username': 'sub-9' }) } };
      }
      throw new Error('GetUser down');
    });
    const user = await login('rafa@x.com', 'p');
    expect(user.name).toBe('rafa@x.com');
  });

  it.each([
    ['no result', {}],
    ['a challenge instead of tokens', { ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' }],
    ['no AccessToken', { AuthenticationResult: { IdToken: 'x' } }],
    ['no IdToken', { AuthenticationResult: { AccessToken: 'x' } }],
  ])('%s → Error("Authentication failed. Missing tokens.")', async (_label, answer) => {
    send.mockResolvedValue(answer);
    await expect(login('a@x.com', 'p')).rejects.toThrow(new Error('Authentication failed. Missing tokens.'));
    expect(getCachedUser()).toBeNull();
    expect(getSessionTokens()).toBeNull();
  });

  it('an unreadable IdToken fails without storing anything', async () => {
    send.mockResolvedValue({ AuthenticationResult: { AccessToken: 'a', IdToken: 'not-a-jwt' } });
    await expect(login('a@x.com', 'p')).rejects.toThrow(/Authentication failed/);
    expect(getCachedUser()).toBeNull();
  });

  it('rethrows identity errors (for loginErrorOutcome)', async () => {
    const err = Object.assign(new Error('User is not confirmed.'), { name: 'UserNotConfirmedException' });
    send.mockRejectedValue(err);
    await expect(login('a@x.com', 'p')).rejects.toBe(err);
  });
});

describe('logout (Sair)', () => {
  it('revokes the refresh token at the identity provider before clearing the session, then fires userLogout', async () => {
    setSession(CLIENTE, tokens({ refreshToken: 'refresh-77' }));
    const onLogout = jest.fn();
    window.addEventListener('userLogout', onLogout);
    let sessionWhenRevoked: unknown = 'unset';
    send.mockImplementation(async () => {
      sessionWhenRevoked = getSessionTokens()?.refreshToken;
      return {};
    });
    await logout();
    window.removeEventListener('userLogout', onLogout);
    expect(sentCommands()[0]).toBeInstanceOf(RevokeTokenCommand);
    expect(sentCommands()[0]!.input).toEqual({ ClientId: 'testclient', Token: 'refresh-77' });
    expect(sessionWhenRevoked).toBe('refresh-77');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(getCachedUser()).toBeNull();
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
  });
  it('still leaves when RevokeToken fails (offline)', async () => {
    setSession(CLIENTE, tokens());
    send.mockRejectedValue(Object.assign(new Error('Failed to fetch'), { name: 'TypeError' }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await logout();
    warn.mockRestore();
    expect(getCachedUser()).toBeNull();
  });
});

describe('ending every session', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });
  const endAllCall = (idToken: string) => ['http://api.test/me/sessoes/encerrar', { method: 'POST', headers: { authorization: `Bearer ${idToken}` } }];

  it("'Sair de todos os dispositivos': POST /me/sessoes/encerrar with the IdToken, then the session ends here", async () => {
    setSession(CLIENTE, tokens({ idToken: 'id-55' }));
    await signOutEverywhere();
    expect(fetchMock.mock.calls).toEqual([endAllCall('id-55')]);
    expect(getCachedUser()).toBeNull();
  });
  it('keeps the session and says so when the api could not end them (503)', async () => {
    setSession(CLIENTE, tokens({ idToken: 'id-56' }));
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }));
    await expect(signOutEverywhere()).rejects.toThrow(SESSIONS_NOT_ENDED_MESSAGE);
    expect(getCachedUser()).toMatchObject({ id: CLIENTE.id });
  });

  it('changePassword: ChangePassword, every session ended by the api, then this browser signs in with the new password', async () => {
    setSession(CLIENTE, tokens({ accessToken: 'acc-77', idToken: 'id-77' }));
    const fresh = fakeJwt({ sub: CLIENTE.id, email: CLIENTE.email, name: CLIENTE.name, 'custom:profile_id': 'cliente' });
    send.mockImplementation(async (command) =>
      command instanceof InitiateAuthCommand ? { AuthenticationResult: { AccessToken: 'acc-new', IdToken: fresh, RefreshToken: 'ref-new', ExpiresIn: 3600 } } : {},
    );
    await changePassword('Old12345', 'New12345');
    expect(sentCommands()[0]).toBeInstanceOf(ChangePasswordCommand);
    expect(fetchMock.mock.calls[0]).toEqual(endAllCall('id-77'));
    expect(sentCommands()[1]).toBeInstanceOf(InitiateAuthCommand);
    expect(sentCommands()[1]!.input).toMatchObject({ AuthParameters: { USERNAME: CLIENTE.email, PASSWORD: 'New12345' } });
    expect(getSessionTokens()).toMatchObject({ accessToken: 'acc-new', refreshToken: 'ref-new' });
  });

  it('confirmForgotPassword: the new password signs in once, and that token ends every session', async () => {
    const fresh = fakeJwt({ sub: 'sub-1', email: 'a@x.com', 'custom:profile_id': 'cliente' });
    send.mockImplementation(async (command) =>
      command instanceof InitiateAuthCommand ? { AuthenticationResult: { AccessToken: 'a', IdToken: fresh, RefreshToken: 'r' } } : {},
    );
    await confirmForgotPassword('a@x.com', '654321', 'Nova1234');
    expect(sentCommands()[0]).toBeInstanceOf(ConfirmForgotPasswordCommand);
    expect(sentCommands()[1]!.input).toMatchObject({ AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'a@x.com', PASSWORD: 'Nova1234' } });
    expect(fetchMock.mock.calls).toEqual([endAllCall(fresh)]);
    expect(getCachedUser()).toBeNull(); // no session is kept: the user signs in next
  });
});

describe('changePassword', () => {
  it('without an access token → Error("Usuário não autenticado"), nothing sent', async () => {
    await expect(changePassword('old', 'New12345')).rejects.toThrow(new Error('Usuário não autenticado'));
    expect(send).not.toHaveBeenCalled();
  });
});
