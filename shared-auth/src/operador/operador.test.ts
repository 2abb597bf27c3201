import { readdirSync, readFileSync } from 'node:fs';
import { act, renderHook } from '@testing-library/react';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { setRuntimeConfig } from '../config';
import { LOGIN_INCORRECT_MESSAGE, PASSWORD_POLICY_MESSAGE } from '../errors';
import { TEST_CONFIG, TOKENS_KEY, fakeJwt } from '../testing/fixtures';
import {
  CODIGO_FORMATO_MESSAGE,
  CODIGO_INVALIDO_MESSAGE,
  CODIGO_JA_USADO_MESSAGE,
  ETAPA_EXPIRADA_MESSAGE,
  ErroLoginOperador,
  MUITAS_TENTATIVAS_MESSAGE,
  OPERADOR_DESATIVADO_MESSAGE,
  OPERADOR_TOKENS_KEY,
  confirmarTotp,
  definirNovaSenha,
  enviarCodigoOperador,
  erroLoginOperador,
  idTokenOperador,
  iniciarLoginOperador,
  sairOperador,
  sessaoOperador,
  useSessaoOperador,
} from './index';

type AnyCommand = { constructor: { name: string }; input: Record<string, unknown> };
const send = jest.spyOn(CognitoIdentityProviderClient.prototype, 'send') as unknown as jest.Mock<Promise<unknown>, [AnyCommand]>;
const sent = () => send.mock.calls.map(([c]) => [c.constructor.name, c.input] as const);
const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name, $metadata: { httpStatusCode: 400 } });

const OP_CONFIG = { ...TEST_CONFIG, operadores: { userPoolId: 'local_operadores', clientId: 'opclient' } };
const EMAIL = 'ana.op@acolhe.com.br';
const SUB = 'sub-op-1';
const idToken = (exp = Math.floor(Date.now() / 1000) + 3600) => fakeJwt({ sub: SUB, email: EMAIL, token_use: 'id', exp });
const authResult = (id = idToken()) => ({ AuthenticationResult: { IdToken: id, AccessToken: 'access-op', RefreshToken: 'refresh-op', ExpiresIn: 3600 } });

beforeEach(async () => {
  sessionStorage.clear();
  localStorage.clear();
  setRuntimeConfig(OP_CONFIG);
  send.mockReset();
  send.mockResolvedValue({});
  await sairOperador(); // forget any step in progress
  send.mockReset();
});
afterAll(() => send.mockRestore());

describe('the first sign-in', () => {
  it('new password, then the authenticator (secret + otpauth URI), then its code: tokens stored under their own key', async () => {
    send
      .mockResolvedValueOnce({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's1', ChallengeParameters: { USER_ID_FOR_SRP: SUB } })
      .mockResolvedValueOnce({ ChallengeName: 'MFA_SETUP', Session: 's2', ChallengeParameters: { USER_ID_FOR_SRP: SUB } })
      .mockResolvedValueOnce({ SecretCode: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', Session: 's3' })
      .mockResolvedValueOnce({ Status: 'SUCCESS', Session: 's4' })
      .mockResolvedValueOnce(authResult());

    expect(await iniciarLoginOperador(' Ana.Op@Acolhe.com.br ', 'Temporaria123')).toEqual({ passo: 'nova-senha' });
    const totp = await definirNovaSenha('NovaSenha2026');
    expect(totp).toEqual({
      passo: 'configurar-totp',
      segredo: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/Acolhe%3Aana.op%40acolhe.com.br?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Acolhe&algorithm=SHA1&digits=6&period=30',
    });
    expect(sessaoOperador()).toBeNull();
    expect(await confirmarTotp('123 456')).toEqual({ passo: 'pronto' });

    expect(sent()).toEqual([
      ['InitiateAuthCommand', { ClientId: 'opclient', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: EMAIL, PASSWORD: 'Temporaria123' } }],
      ['RespondToAuthChallengeCommand', { ClientId: 'opclient', ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's1', ChallengeResponses: { USERNAME: SUB, NEW_PASSWORD: 'NovaSenha2026' } }],
      ['AssociateSoftwareTokenCommand', { Session: 's2' }],
      ['VerifySoftwareTokenCommand', { Session: 's3', UserCode: '123456', FriendlyDeviceName: 'Acolhe operação' }],
      ['RespondToAuthChallengeCommand', { ClientId: 'opclient', ChallengeName: 'MFA_SETUP', Session: 's4', ChallengeResponses: { USERNAME: SUB } }],
    ]);
    expect(sessaoOperador()).toEqual({ email: EMAIL, sub: SUB });
    expect(JSON.parse(sessionStorage.getItem(OPERADOR_TOKENS_KEY)!)).toMatchObject({ accessToken: 'access-op', refreshToken: 'refresh-op' });
    // never the customers' session
    expect(localStorage.getItem(TOKENS_KEY)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('a weak new password and a wrong authenticator code keep the step, in pt-BR', async () => {
    send
      .mockResolvedValueOnce({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's1', ChallengeParameters: { USER_ID_FOR_SRP: SUB } })
      .mockRejectedValueOnce(cognitoError('InvalidPasswordException', 'Password does not conform to policy: Password not long enough'));
    await iniciarLoginOperador(EMAIL, 'Temporaria123');
    await expect(definirNovaSenha('curta')).rejects.toThrow(PASSWORD_POLICY_MESSAGE);

    send
      .mockResolvedValueOnce({ ChallengeName: 'MFA_SETUP', Session: 's2', ChallengeParameters: { USER_ID_FOR_SRP: SUB } })
      .mockResolvedValueOnce({ SecretCode: 'SECRET', Session: 's3' })
      .mockRejectedValueOnce(cognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA'))
      .mockResolvedValueOnce({ Status: 'SUCCESS', Session: 's4' })
      .mockResolvedValueOnce(authResult());
    await definirNovaSenha('NovaSenha2026');
    await expect(confirmarTotp('000000')).rejects.toThrow(CODIGO_INVALIDO_MESSAGE);
    await expect(confirmarTotp('12a456')).rejects.toThrow(CODIGO_FORMATO_MESSAGE);
    expect(await confirmarTotp('654321')).toEqual({ passo: 'pronto' });
  });
});

describe('later sign-ins', () => {
  it('ask for the code; a wrong one can be retried; an expired step says to start over', async () => {
    send
      .mockResolvedValueOnce({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1', ChallengeParameters: { USER_ID_FOR_SRP: SUB } })
      .mockRejectedValueOnce(cognitoError('CodeMismatchException', 'Invalid code received for user'))
      .mockResolvedValueOnce(authResult());
    expect(await iniciarLoginOperador(EMAIL, 'NovaSenha2026')).toEqual({ passo: 'codigo' });
    await expect(enviarCodigoOperador('111111')).rejects.toThrow(CODIGO_INVALIDO_MESSAGE);
    expect(await enviarCodigoOperador('222222')).toEqual({ passo: 'pronto' });
    expect(sent()[2]).toEqual([
      'RespondToAuthChallengeCommand',
      { ClientId: 'opclient', ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1', ChallengeResponses: { USERNAME: SUB, SOFTWARE_TOKEN_MFA_CODE: '222222' } },
    ]);

    send
      .mockResolvedValueOnce({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's2', ChallengeParameters: { USER_ID_FOR_SRP: SUB } })
      .mockRejectedValueOnce(cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'));
    await iniciarLoginOperador(EMAIL, 'NovaSenha2026');
    const erro = await enviarCodigoOperador('333333').catch((e: unknown) => e);
    expect(erro).toMatchObject({ message: ETAPA_EXPIRADA_MESSAGE, reiniciar: true });
    expect(erro).toBeInstanceOf(ErroLoginOperador);
    // nothing in progress any more: the console goes back to e-mail and password
    await expect(enviarCodigoOperador('333333')).rejects.toThrow(ETAPA_EXPIRADA_MESSAGE);
  });

  it('a code already used (issue 44) says to use the next one and keeps the step; the next code signs in', async () => {
    send
      .mockResolvedValueOnce({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1', ChallengeParameters: { USER_ID_FOR_SRP: SUB } })
      .mockRejectedValueOnce(cognitoError('ExpiredCodeException', 'Your software token has already been used once.'))
      .mockResolvedValueOnce(authResult());
    await iniciarLoginOperador(EMAIL, 'NovaSenha2026');
    const erro = await enviarCodigoOperador('111111').catch((e: unknown) => e);
    expect(erro).toMatchObject({ message: 'Este código já foi usado. Use o próximo código do aplicativo.', reiniciar: false });
    expect(CODIGO_JA_USADO_MESSAGE).toBe('Este código já foi usado. Use o próximo código do aplicativo.');
    expect(await enviarCodigoOperador('222222')).toEqual({ passo: 'pronto' });
  });

  it('a locked operator (too many wrong codes or passwords, issue 40) reads "Muitas tentativas…" and starts over, at the code and at the password', async () => {
    const locked = () => cognitoError('NotAuthorizedException', 'Password attempts exceeded');
    send.mockResolvedValueOnce({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1', ChallengeParameters: { USER_ID_FOR_SRP: SUB } }).mockRejectedValueOnce(locked());
    await iniciarLoginOperador(EMAIL, 'NovaSenha2026');
    const erro = await enviarCodigoOperador('111111').catch((e: unknown) => e);
    expect(erro).toMatchObject({ message: MUITAS_TENTATIVAS_MESSAGE, reiniciar: true });
    expect(MUITAS_TENTATIVAS_MESSAGE).toMatch(/^Muitas tentativas/);
    await expect(enviarCodigoOperador('222222')).rejects.toThrow(ETAPA_EXPIRADA_MESSAGE); // nothing in progress any more
    send.mockRejectedValueOnce(locked());
    await expect(iniciarLoginOperador(EMAIL, 'NovaSenha2026')).rejects.toThrow(MUITAS_TENTATIVAS_MESSAGE);
  });

  it('erroLoginOperador: every Cognito answer of the sign-in in pt-BR', () => {
    const cases: [string, string, string, boolean][] = [
      ['CodeMismatchException', 'Invalid code received for user', CODIGO_INVALIDO_MESSAGE, false],
      ['ExpiredCodeException', 'Your software token has already been used once.', CODIGO_JA_USADO_MESSAGE, false],
      ['ExpiredCodeException', 'Invalid code provided, please request a code again.', ETAPA_EXPIRADA_MESSAGE, true],
      ['NotAuthorizedException', 'Password attempts exceeded', MUITAS_TENTATIVAS_MESSAGE, true],
      ['LimitExceededException', 'Attempt limit exceeded, please try after some time.', MUITAS_TENTATIVAS_MESSAGE, true],
      ['TooManyFailedAttemptsException', 'x', MUITAS_TENTATIVAS_MESSAGE, true],
      ['NotAuthorizedException', 'Invalid session for the user, session can only be used once.', ETAPA_EXPIRADA_MESSAGE, true],
      ['NotAuthorizedException', 'User is disabled.', OPERADOR_DESATIVADO_MESSAGE, true],
      ['NotAuthorizedException', 'Incorrect username or password.', LOGIN_INCORRECT_MESSAGE, true],
    ];
    for (const [name, message, text, reiniciar] of cases) expect(erroLoginOperador(cognitoError(name, message))).toMatchObject({ message: text, reiniciar });
  });

  it('maps a wrong password and a disabled operator', async () => {
    send.mockRejectedValueOnce(cognitoError('NotAuthorizedException', 'Incorrect username or password.'));
    await expect(iniciarLoginOperador(EMAIL, 'x')).rejects.toThrow(LOGIN_INCORRECT_MESSAGE);
    send.mockRejectedValueOnce(cognitoError('NotAuthorizedException', 'User is disabled.'));
    await expect(iniciarLoginOperador(EMAIL, 'x')).rejects.toThrow(OPERADOR_DESATIVADO_MESSAGE);
  });

  it('says when the environment has no operators pool', async () => {
    setRuntimeConfig(TEST_CONFIG);
    await expect(iniciarLoginOperador(EMAIL, 'x')).rejects.toThrow('O console de operação não está configurado neste ambiente.');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('the session', () => {
  const signIn = async (id = idToken()) => {
    send.mockResolvedValueOnce({ ChallengeName: 'SOFTWARE_TOKEN_MFA', Session: 's1', ChallengeParameters: { USER_ID_FOR_SRP: SUB } }).mockResolvedValueOnce(authResult(id));
    await iniciarLoginOperador(EMAIL, 'NovaSenha2026');
    await enviarCodigoOperador('123456');
    send.mockReset();
  };

  it('idTokenOperador: the stored token while fresh, refreshed near expiry, null when refused or signed out', async () => {
    expect(await idTokenOperador()).toBeNull();
    await signIn();
    expect(await idTokenOperador()).toBe(JSON.parse(sessionStorage.getItem(OPERADOR_TOKENS_KEY)!).idToken);
    expect(send).not.toHaveBeenCalled();

    const stored = JSON.parse(sessionStorage.getItem(OPERADOR_TOKENS_KEY)!);
    sessionStorage.setItem(OPERADOR_TOKENS_KEY, JSON.stringify({ ...stored, expiresAt: Date.now() + 10_000 }));
    const fresh = idToken(Math.floor(Date.now() / 1000) + 7200);
    send.mockResolvedValueOnce({ AuthenticationResult: { IdToken: fresh, AccessToken: 'access-2', ExpiresIn: 3600 } });
    const [a, b] = await Promise.all([idTokenOperador(), idTokenOperador()]);
    expect([a, b]).toEqual([fresh, fresh]);
    expect(sent()).toEqual([
      ['InitiateAuthCommand', { ClientId: 'opclient', AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'refresh-op' } }],
    ]);

    sessionStorage.setItem(OPERADOR_TOKENS_KEY, JSON.stringify({ ...stored, expiresAt: Date.now() }));
    send.mockRejectedValueOnce(cognitoError('NotAuthorizedException', 'Invalid Refresh Token'));
    expect(await idTokenOperador()).toBeNull();
    expect(sessionStorage.getItem(OPERADOR_TOKENS_KEY)).toBeNull();
  });

  it('sessaoOperador is null once the IdToken expired', async () => {
    await signIn(idToken(Math.floor(Date.now() / 1000) - 1));
    expect(sessaoOperador()).toBeNull();
  });

  it('sairOperador revokes the refresh token and clears the storage, even offline; the hook follows', async () => {
    const { result } = renderHook(() => useSessaoOperador());
    expect(result.current).toBeNull();
    await act(() => signIn());
    expect(result.current).toEqual({ email: EMAIL, sub: SUB });
    send.mockRejectedValueOnce(Object.assign(new TypeError('Failed to fetch')));
    await act(() => sairOperador());
    expect(sent()).toEqual([['RevokeTokenCommand', { ClientId: 'opclient', Token: 'refresh-op' }]]);
    expect(sessionStorage.getItem(OPERADOR_TOKENS_KEY)).toBeNull();
    expect(result.current).toBeNull();
  });
});

describe('the entry', () => {
  it('reaches the rest of shared-auth only through the package entry (the shell’s singleton: its runtime config, its client)', () => {
    const sources = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(0);
    for (const file of sources) expect(readFileSync(`${__dirname}/${file}`, 'utf8')).not.toMatch(/from '\.\.\//);
  });
});
