// pt-BR texts for identity errors in the account dialogs (confirmation, resend, password reset).
// product.md#main-messages fixes the titles and says "the server message or a fallback"; the provider's own
// messages are English, so the failures a user can act on get a Portuguese sentence first.
import {
  errorName,
  IDENTITY_UNREACHABLE_MESSAGE,
  identityErrorMessage,
  isNetworkError,
  LOGIN_ATTEMPTS_EXCEEDED_MESSAGE,
  LOGIN_USER_NOT_FOUND_MESSAGE,
} from '@acolhe/shared-auth';

/** product.md#main-messages "Confirmation failure" text; also used for a wrong/expired password-reset code. */
export const INVALID_CODE_MESSAGE = 'Código inválido ou expirado. Verifique o código ou solicite um novo.';
export const ALREADY_CONFIRMED_MESSAGE = 'Este e-mail já foi confirmado. Você já pode entrar.';
export const UNVERIFIED_EMAIL_RESET_MESSAGE =
  'Este e-mail ainda não foi confirmado. Confirme seu cadastro antes de redefinir a senha.';

function messageOf(err: unknown): string {
  return typeof err === 'object' && err !== null && typeof (err as { message?: unknown }).message === 'string'
    ? (err as { message: string }).message
    : '';
}

export function identityDialogMessage(err: unknown, fallback: string): string {
  const name = errorName(err);
  const message = messageOf(err);
  if (name === 'CodeMismatchException' || name === 'ExpiredCodeException') return INVALID_CODE_MESSAGE;
  if (name === 'LimitExceededException' || name === 'TooManyFailedAttemptsException' || name === 'TooManyRequestsException') {
    return LOGIN_ATTEMPTS_EXCEEDED_MESSAGE;
  }
  if (name === 'UserNotFoundException') return LOGIN_USER_NOT_FOUND_MESSAGE;
  if (/current status is confirmed|already confirmed/i.test(message)) return ALREADY_CONFIRMED_MESSAGE;
  if (/no registered\/verified email/i.test(message)) return UNVERIFIED_EMAIL_RESET_MESSAGE;
  return identityErrorMessage(err, fallback);
}

/**
 * E-mail confirmation failures: product.md#main-messages gives one text ('Código inválido ou expirado…'); only
 * the cases where that text would mislead (offline, already confirmed, too many tries) differ.
 */
export function confirmationErrorMessage(err: unknown): string {
  if (isNetworkError(err)) return IDENTITY_UNREACHABLE_MESSAGE;
  const mapped = identityDialogMessage(err, INVALID_CODE_MESSAGE);
  const known = [ALREADY_CONFIRMED_MESSAGE, LOGIN_ATTEMPTS_EXCEEDED_MESSAGE, LOGIN_USER_NOT_FOUND_MESSAGE];
  return known.includes(mapped) ? mapped : INVALID_CODE_MESSAGE;
}
