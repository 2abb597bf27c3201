// Identity-provider error mapping (product.md#main-messages), pure functions. Texts are exact; do not edit them
// without the product spec.
import { PASSWORD_POLICY_MESSAGE as DOMAIN_PASSWORD_POLICY_MESSAGE } from '@acolhe/shared-domain';

export const USERNAME_EXISTS_MESSAGE = 'Este e-mail já está registrado. Tente fazer login.';
/** product.md#main-messages: "the password-rule message (at least 8 characters, upper case, lower case, numbers)".
 * The same text the forms show for the policy (shared-domain PASSWORD_POLICY_MESSAGE). */
export const PASSWORD_POLICY_MESSAGE: string = DOMAIN_PASSWORD_POLICY_MESSAGE;
export const INVALID_PARAMETER_MESSAGE = 'Dados inválidos. Verifique os campos e tente novamente.';
/** product.md#main-messages: sign-up network failures surface as this (English) text. */
export const NETWORK_ERROR_MESSAGE = 'Network error';
/** product.md#main-messages sign-up failure toast fallback, when the error carries no message. */
export const SIGN_UP_FALLBACK_MESSAGE = 'Não foi possível completar seu cadastro. Tente novamente.';

export const LOGIN_INCORRECT_MESSAGE = 'E-mail ou senha incorretos.';
export const LOGIN_USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado. Verifique seu e-mail ou cadastre-se.';
export const LOGIN_ATTEMPTS_EXCEEDED_MESSAGE = 'Número de tentativas excedido. Tente novamente mais tarde.';
export const LOGIN_GENERIC_MESSAGE = 'Verifique suas credenciais e tente novamente.';
export const UNEXPECTED_ERROR_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente mais tarde.';
/** Not in the product spec: the login page's text when the identity service cannot be reached. */
export const IDENTITY_UNREACHABLE_MESSAGE =
  'Não foi possível conectar ao serviço de login. Verifique sua conexão e tente novamente.';

/** Thrown by login/refresh when the identity provider answers without AccessToken or IdToken. */
export const MISSING_TOKENS_MESSAGE = 'Authentication failed. Missing tokens.';
/** Thrown by changePassword without a session access token. */
export const NOT_AUTHENTICATED_MESSAGE = 'Usuário não autenticado';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error's type name: SDK exceptions carry it in `name` (and `__type`/`code` on raw bodies). */
export function errorName(err: unknown): string {
  if (!isObject(err)) return '';
  for (const key of ['name', '__type', 'code'] as const) {
    const value = err[key];
    if (typeof value === 'string' && value !== '' && value !== 'Error') {
      return value.includes('#') ? value.slice(value.lastIndexOf('#') + 1) : value;
    }
  }
  return '';
}

function messageOf(err: unknown): string {
  return isObject(err) && typeof err.message === 'string' ? err.message : '';
}

const NETWORK_MESSAGE =
  /failed to fetch|networkerror|network error|network request failed|load failed|fetch failed|did not complete within|socket hang up|ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EAI_AGAIN/i;
const NETWORK_NAMES = new Set(['TimeoutError', 'NetworkError', 'RequestTimeout', 'NetworkingError']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN']);

/**
 * True for a request that never got an answer (offline, DNS, refused connection, time-out),
 * as opposed to an error answered by the service (which carries `$metadata.httpStatusCode`).
 */
export function isNetworkError(err: unknown): boolean {
  if (!isObject(err)) return false;
  const metadata = err.$metadata;
  if (isObject(metadata) && typeof metadata.httpStatusCode === 'number') return false;
  const name = errorName(err);
  if (NETWORK_NAMES.has(name)) return true;
  if (typeof err.code === 'string' && NETWORK_CODES.has(err.code)) return true;
  if (NETWORK_MESSAGE.test(messageOf(err))) return true;
  return isObject(err.cause) && err.cause !== err ? isNetworkError(err.cause) : false;
}

/** product.md#main-messages sign-up table; other errors pass their message through unchanged. */
export function signUpErrorMessage(err: unknown): string {
  switch (errorName(err)) {
    case 'UsernameExistsException':
      return USERNAME_EXISTS_MESSAGE;
    case 'InvalidPasswordException':
      return PASSWORD_POLICY_MESSAGE;
    case 'InvalidParameterException':
      return INVALID_PARAMETER_MESSAGE;
  }
  if (isNetworkError(err)) return NETWORK_ERROR_MESSAGE;
  const message = messageOf(err);
  return message !== '' ? message : SIGN_UP_FALLBACK_MESSAGE;
}

export type LoginErrorOutcome = { kind: 'unconfirmed' } | { kind: 'message'; message: string };

/** product.md#main-messages login table: 'unconfirmed' opens the e-mail confirmation dialog. */
export function loginErrorOutcome(err: unknown): LoginErrorOutcome {
  const message = messageOf(err);
  const name = errorName(err);
  if (name === 'UserNotConfirmedException' || message.includes('User is not confirmed')) {
    return { kind: 'unconfirmed' };
  }
  if (!(err instanceof Error) && !(isObject(err) && typeof err.message === 'string')) {
    return { kind: 'message', message: UNEXPECTED_ERROR_MESSAGE };
  }
  // the hosted pool says 'Incorrect username or password.'; the local emulator (cognito-local)
  // answers a wrong password with InvalidPasswordException 'Invalid password'
  if (message.includes('Incorrect username or password') || name === 'InvalidPasswordException') {
    return { kind: 'message', message: LOGIN_INCORRECT_MESSAGE };
  }
  if (message.includes('User does not exist') || name === 'UserNotFoundException') {
    return { kind: 'message', message: LOGIN_USER_NOT_FOUND_MESSAGE };
  }
  if (message.includes('Password attempts exceeded')) {
    return { kind: 'message', message: LOGIN_ATTEMPTS_EXCEEDED_MESSAGE };
  }
  if (isNetworkError(err)) {
    return { kind: 'message', message: IDENTITY_UNREACHABLE_MESSAGE };
  }
  return { kind: 'message', message: LOGIN_GENERIC_MESSAGE };
}

/** product.md#main-messages confirmation-failure text, reused for wrong or expired codes in every dialog. */
export const INVALID_CODE_MESSAGE = 'Código inválido ou expirado. Verifique o código ou solicite um novo.';
/** Confirming (or resending a code for) an account that is already confirmed. */
export const ALREADY_CONFIRMED_MESSAGE = 'Este e-mail já foi confirmado. Você já pode entrar.';
/** A password reset asked for an account whose e-mail was never confirmed. */
export const UNVERIFIED_EMAIL_RESET_MESSAGE =
  'Este e-mail ainda não foi confirmado. Confirme seu cadastro antes de redefinir a senha.';
/** A code tried 5 times wrong (LimitExceededException on a confirmation): it is spent, a new one is needed. Issue 29. */
export const CODE_ATTEMPTS_EXCEEDED_MESSAGE = 'Número de tentativas excedido. Solicite um novo código.';
/** Forgot password, step 1: the same words whether or not the e-mail has an account (issue 29: no enumeration). */
export const RESET_CODE_SENT_MESSAGE = 'Se houver uma conta com este e-mail, enviamos um código.';
/** E-mail change: the new address belongs to another account (AliasExistsException). */
export const EMAIL_IN_USE_MESSAGE = 'Este e-mail já está em uso por outra conta.';
/** Change password: the current password is wrong. Not in the product spec. */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'A senha atual está incorreta.';
/** product.md#main-messages change-password failure fallback. */
export const CHANGE_PASSWORD_FALLBACK_MESSAGE = 'Ocorreu um erro ao alterar a senha.';

const TOO_MANY_ATTEMPTS = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

/**
 * For the other identity dialogs (confirmation, resend, forgot/confirm password), whose product spec
 * toasts show "the server message or a fallback". The service's messages are English, so the
 * common ones get pt-BR texts: network failure → unreachable text; InvalidPassword → the policy
 * text; wrong/expired code → the product's invalid-code text; too many attempts → the product's
 * attempts text; unknown user → the product's user-not-found text; else the message, else fallback.
 */
export function identityErrorMessage(err: unknown, fallback: string): string {
  if (isNetworkError(err)) return IDENTITY_UNREACHABLE_MESSAGE;
  const name = errorName(err);
  if (name === 'InvalidPasswordException') return PASSWORD_POLICY_MESSAGE;
  if (name === 'CodeMismatchException' || name === 'ExpiredCodeException') return INVALID_CODE_MESSAGE;
  if (TOO_MANY_ATTEMPTS.has(name)) return LOGIN_ATTEMPTS_EXCEEDED_MESSAGE;
  if (name === 'UserNotFoundException') return LOGIN_USER_NOT_FOUND_MESSAGE;
  const message = messageOf(err).trim();
  // These two arrive with generic names (NotAuthorized / InvalidParameter); only the text tells them apart.
  if (/current status is confirmed|already confirmed/i.test(message)) return ALREADY_CONFIRMED_MESSAGE;
  if (/no registered\/verified email/i.test(message)) return UNVERIFIED_EMAIL_RESET_MESSAGE;
  return message !== '' ? message : fallback;
}

/**
 * E-mail confirmation failures: one text ('Código inválido ou expirado…') except where it would
 * mislead — offline, already confirmed, too many tries, unknown account.
 */
export function confirmationErrorMessage(err: unknown): string {
  if (TOO_MANY_ATTEMPTS.has(errorName(err))) return CODE_ATTEMPTS_EXCEEDED_MESSAGE;
  const mapped = identityErrorMessage(err, INVALID_CODE_MESSAGE);
  const kept = [IDENTITY_UNREACHABLE_MESSAGE, ALREADY_CONFIRMED_MESSAGE, LOGIN_ATTEMPTS_EXCEEDED_MESSAGE, LOGIN_USER_NOT_FOUND_MESSAGE];
  return kept.includes(mapped) ? mapped : INVALID_CODE_MESSAGE;
}

/**
 * Entering a code (password reset, e-mail change): a spent code (5 wrong tries) asks for a new one;
 * a wrong or expired one is the product's invalid-code text; the rest as identityErrorMessage.
 */
export function codeErrorMessage(err: unknown, fallback: string): string {
  const name = errorName(err);
  if (TOO_MANY_ATTEMPTS.has(name) && !/password attempts/i.test(messageOf(err))) return CODE_ATTEMPTS_EXCEEDED_MESSAGE;
  if (name === 'AliasExistsException') return EMAIL_IN_USE_MESSAGE;
  return identityErrorMessage(err, fallback);
}

/**
 * Change-password dialog ('Erro ao alterar senha' toast). A wrong current password is
 * NotAuthorizedException 'Incorrect username or password.' on the hosted pool and
 * InvalidPasswordException 'Invalid password' on the local emulator; any other
 * InvalidPasswordException is the new password failing the policy.
 */
export function changePasswordErrorMessage(err: unknown): string {
  const name = errorName(err);
  const message = messageOf(err);
  if (name === 'NotAuthorizedException' && message.includes('Incorrect username or password')) {
    return WRONG_CURRENT_PASSWORD_MESSAGE;
  }
  if (name === 'InvalidPasswordException' && message.trim() === 'Invalid password') {
    return WRONG_CURRENT_PASSWORD_MESSAGE;
  }
  if (message === NOT_AUTHENTICATED_MESSAGE) return NOT_AUTHENTICATED_MESSAGE;
  if (name === 'LimitExceededException' || /password attempts exceeded/i.test(message)) {
    return LOGIN_ATTEMPTS_EXCEEDED_MESSAGE;
  }
  return identityErrorMessage(err, CHANGE_PASSWORD_FALLBACK_MESSAGE);
}
