import {
  InvalidParameterException,
  InvalidPasswordException,
  NotAuthorizedException,
  UserNotConfirmedException,
  UserNotFoundException,
  UsernameExistsException,
  CodeMismatchException,
  ExpiredCodeException,
  LimitExceededException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  ALREADY_CONFIRMED_MESSAGE,
  confirmationErrorMessage,
  INVALID_CODE_MESSAGE,
  UNVERIFIED_EMAIL_RESET_MESSAGE,
  IDENTITY_UNREACHABLE_MESSAGE,
  changePasswordErrorMessage,
  codeErrorMessage,
  errorName,
  identityErrorMessage,
  isNetworkError,
  loginErrorOutcome,
  signUpErrorMessage,
} from './errors';

const meta = { $metadata: { httpStatusCode: 400 } };
const timeout = Object.assign(new Error('Request did not complete within 5000 ms'), { name: 'TimeoutError' });

describe('signUpErrorMessage (product.md#main-messages sign-up table)', () => {
  it.each([
    [new UsernameExistsException({ message: 'User already exists', ...meta }), 'Este e-mail já está registrado. Tente fazer login.'],
    [
      new InvalidPasswordException({ message: 'Password did not conform with policy', ...meta }),
      'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.',
    ],
    [new InvalidParameterException({ message: 'Invalid email address format.', ...meta }), 'Dados inválidos. Verifique os campos e tente novamente.'],
    [{ __type: 'UsernameExistsException', message: 'x' }, 'Este e-mail já está registrado. Tente fazer login.'],
    [new TypeError('Failed to fetch'), 'Network error'],
    [new TypeError('NetworkError when attempting to fetch resource.'), 'Network error'],
    [timeout, 'Network error'],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9229'), { code: 'ECONNREFUSED' }), 'Network error'],
    [new CodeMismatchException({ message: 'Invalid code', ...meta }), 'Invalid code'],
    [new Error('Something else'), 'Something else'],
    [new Error(''), 'Não foi possível completar seu cadastro. Tente novamente.'],
    ['boom', 'Não foi possível completar seu cadastro. Tente novamente.'],
  ])('%#: %p → %s', (err, expected) => {
    expect(signUpErrorMessage(err)).toBe(expected);
  });
});

describe('loginErrorOutcome (product.md#main-messages login table)', () => {
  it.each([
    [new UserNotConfirmedException({ message: 'User is not confirmed.', ...meta }), { kind: 'unconfirmed' }],
    [new Error('User is not confirmed.'), { kind: 'unconfirmed' }],
    [Object.assign(new Error('x'), { name: 'UserNotConfirmedException' }), { kind: 'unconfirmed' }],
    [new NotAuthorizedException({ message: 'Incorrect username or password.', ...meta }), { kind: 'message', message: 'E-mail ou senha incorretos.' }],
    // the local emulator's wrong-password answer
    [new InvalidPasswordException({ message: 'Invalid password', ...meta }), { kind: 'message', message: 'E-mail ou senha incorretos.' }],
    [new UserNotFoundException({ message: 'User does not exist.', ...meta }), { kind: 'message', message: 'Usuário não encontrado. Verifique seu e-mail ou cadastre-se.' }],
    [new Error('User does not exist.'), { kind: 'message', message: 'Usuário não encontrado. Verifique seu e-mail ou cadastre-se.' }],
    [new NotAuthorizedException({ message: 'Password attempts exceeded', ...meta }), { kind: 'message', message: 'Número de tentativas excedido. Tente novamente mais tarde.' }],
    [new NotAuthorizedException({ message: 'User is disabled.', ...meta }), { kind: 'message', message: 'Verifique suas credenciais e tente novamente.' }],
    [new Error('Authentication failed. Missing tokens.'), { kind: 'message', message: 'Verifique suas credenciais e tente novamente.' }],
    [new TypeError('Failed to fetch'), { kind: 'message', message: IDENTITY_UNREACHABLE_MESSAGE }],
    [timeout, { kind: 'message', message: IDENTITY_UNREACHABLE_MESSAGE }],
    ['a string', { kind: 'message', message: 'Ocorreu um erro inesperado. Tente novamente mais tarde.' }],
    [undefined, { kind: 'message', message: 'Ocorreu um erro inesperado. Tente novamente mais tarde.' }],
    [42, { kind: 'message', message: 'Ocorreu um erro inesperado. Tente novamente mais tarde.' }],
  ])('%#: %p', (err, expected) => {
    expect(loginErrorOutcome(err)).toEqual(expected);
  });

  it('the unreachable text is pt-BR', () => {
    expect(IDENTITY_UNREACHABLE_MESSAGE).toBe(
      'Não foi possível conectar ao serviço de login. Verifique sua conexão e tente novamente.',
    );
  });
});

describe('isNetworkError / errorName', () => {
  it('a service answer is never a network error, even with a network-like message', () => {
    expect(isNetworkError(new NotAuthorizedException({ message: 'network error', ...meta }))).toBe(false);
  });
  it('follows the cause chain', () => {
    expect(isNetworkError(new Error('wrapped', { cause: new TypeError('Failed to fetch') }))).toBe(true);
    expect(isNetworkError(new Error('plain'))).toBe(false);
    expect(isNetworkError(null)).toBe(false);
  });
  it('reads name, __type (with namespace) and code', () => {
    expect(errorName(new UsernameExistsException({ message: 'm', ...meta }))).toBe('UsernameExistsException');
    expect(errorName({ __type: 'com.amazonaws#CodeMismatchException' })).toBe('CodeMismatchException');
    expect(errorName(new Error('x'))).toBe('');
    expect(errorName('x')).toBe('');
  });
});

describe('identityErrorMessage', () => {
  it.each([
    [new TypeError('Failed to fetch'), IDENTITY_UNREACHABLE_MESSAGE],
    [new InvalidPasswordException({ message: 'm', ...meta }), 'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.'],
    [new CodeMismatchException({ message: 'Invalid code', ...meta }), 'Código inválido ou expirado. Verifique o código ou solicite um novo.'],
    [new ExpiredCodeException({ message: 'Expired', ...meta }), 'Código inválido ou expirado. Verifique o código ou solicite um novo.'],
    [new LimitExceededException({ message: 'Attempt limit exceeded', ...meta }), 'Número de tentativas excedido. Tente novamente mais tarde.'],
    [new UserNotFoundException({ message: 'Username/client id combination not found.', ...meta }), 'Usuário não encontrado. Verifique seu e-mail ou cadastre-se.'],
    [new Error('Something specific'), 'Something specific'],
    [{}, 'fallback'],
    ['x', 'fallback'],
  ])('%#: %p → %s', (err, expected) => {
    expect(identityErrorMessage(err, 'fallback')).toBe(expected);
  });
});

describe('changePasswordErrorMessage', () => {
  it.each([
    [new NotAuthorizedException({ message: 'Incorrect username or password.', ...meta }), 'A senha atual está incorreta.'],
    [new InvalidPasswordException({ message: 'Invalid password', ...meta }), 'A senha atual está incorreta.'],
    [
      new InvalidPasswordException({ message: 'Password does not conform to policy: Password must have uppercase characters', ...meta }),
      'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.',
    ],
    [new LimitExceededException({ message: 'Attempt limit exceeded, please try after some time.', ...meta }), 'Número de tentativas excedido. Tente novamente mais tarde.'],
    [new Error('Usuário não autenticado'), 'Usuário não autenticado'],
    [new TypeError('Failed to fetch'), IDENTITY_UNREACHABLE_MESSAGE],
    [undefined, 'Ocorreu um erro ao alterar a senha.'],
  ])('%#: %p → %s', (err, expected) => {
    expect(changePasswordErrorMessage(err)).toBe(expected);
  });
});

// The account dialogs (confirmation, resend, password reset): the cases they see.
const identityError = (name: string, message: string): Error =>
  Object.assign(new Error(message), { name, $metadata: { httpStatusCode: 400 } });
const networkError = (): Error => new TypeError('Failed to fetch');
const FALLBACK = 'fallback';

describe('identityErrorMessage in the account dialogs', () => {
  it.each([
    [identityError('CodeMismatchException', 'Invalid verification code provided, please try again.'), INVALID_CODE_MESSAGE],
    [identityError('ExpiredCodeException', 'Invalid code provided, please request a code again.'), INVALID_CODE_MESSAGE],
    [identityError('LimitExceededException', 'Attempt limit exceeded'), 'Número de tentativas excedido. Tente novamente mais tarde.'],
    [identityError('UserNotFoundException', 'Username/client id combination not found.'), 'Usuário não encontrado. Verifique seu e-mail ou cadastre-se.'],
    [identityError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'), ALREADY_CONFIRMED_MESSAGE],
    [identityError('InvalidParameterException', 'User is already confirmed.'), ALREADY_CONFIRMED_MESSAGE],
    [
      identityError('InvalidParameterException', 'Cannot reset password for the user as there is no registered/verified email or phone_number'),
      UNVERIFIED_EMAIL_RESET_MESSAGE,
    ],
    [identityError('InvalidPasswordException', 'Password does not conform to policy'), 'A senha deve ter pelo menos 8 caracteres, incluindo letras maiúsculas, minúsculas e números.'],
    [identityError('InternalErrorException', 'Internal error'), 'Internal error'],
    [new Error(''), FALLBACK],
  ])('%p → %p', (err, expected) => {
    expect(identityErrorMessage(err, FALLBACK)).toBe(expected);
  });
});

describe('confirmationErrorMessage', () => {
  it('is the product text for wrong, expired or unknown failures', () => {
    expect(confirmationErrorMessage(identityError('CodeMismatchException', 'x'))).toBe(INVALID_CODE_MESSAGE);
    expect(confirmationErrorMessage(identityError('InternalErrorException', 'boom'))).toBe(INVALID_CODE_MESSAGE);
    expect(confirmationErrorMessage('boom')).toBe(INVALID_CODE_MESSAGE);
  });
  it('says so when the account is already confirmed or the service is unreachable', () => {
    expect(confirmationErrorMessage(identityError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'))).toBe(
      ALREADY_CONFIRMED_MESSAGE,
    );
    expect(confirmationErrorMessage(networkError())).toBe(
      'Não foi possível conectar ao serviço de login. Verifique sua conexão e tente novamente.',
    );
  });
});

describe('codes guarded as Cognito guards them (issue 29)', () => {
  it('a spent code (5 wrong tries: LimitExceededException) asks for a new code, in every code dialog', () => {
    const spent = new LimitExceededException({ message: 'Attempt limit exceeded, please try after some time.', ...meta });
    expect(confirmationErrorMessage(spent)).toBe('Número de tentativas excedido. Solicite um novo código.');
    expect(codeErrorMessage(spent, 'x')).toBe('Número de tentativas excedido. Solicite um novo código.');
  });
  it('an expired code (1 h reset, 24 h sign-up) is the product’s invalid-or-expired text', () => {
    const expired = new ExpiredCodeException({ message: 'Invalid code provided, please request a code again.', ...meta });
    expect(codeErrorMessage(expired, 'x')).toBe(INVALID_CODE_MESSAGE);
    expect(confirmationErrorMessage(expired)).toBe(INVALID_CODE_MESSAGE);
  });
  it('an e-mail change to an address in use says so', () => {
    expect(codeErrorMessage(identityError('AliasExistsException', 'An account with the given email already exists.'), 'x')).toBe(
      'Este e-mail já está em uso por outra conta.',
    );
  });
  it('login: the unknown e-mail answer of the pool (PreventUserExistenceErrors ENABLED) is the wrong-password text', () => {
    expect(loginErrorOutcome(new NotAuthorizedException({ message: 'Incorrect username or password.', ...meta }))).toEqual({
      kind: 'message',
      message: 'E-mail ou senha incorretos.',
    });
  });
});
