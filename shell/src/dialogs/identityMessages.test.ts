import { identityError, networkError } from '../test-utils/errors';
import {
  ALREADY_CONFIRMED_MESSAGE,
  confirmationErrorMessage,
  identityDialogMessage,
  INVALID_CODE_MESSAGE,
  UNVERIFIED_EMAIL_RESET_MESSAGE,
} from './identityMessages';

const FALLBACK = 'fallback';

describe('identityDialogMessage', () => {
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
    expect(identityDialogMessage(err, FALLBACK)).toBe(expected);
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
