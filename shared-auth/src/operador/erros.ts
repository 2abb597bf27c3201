// The operators' sign-in errors in pt-BR (pure). The customers' texts are reused where they fit
// (errors.ts, through the package entry: index.ts says why); the rest are the console's own.
import {
  IDENTITY_UNREACHABLE_MESSAGE,
  LOGIN_INCORRECT_MESSAGE,
  PASSWORD_POLICY_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  errorName,
  isNetworkError,
} from '@acolhe/shared-auth';

export const CODIGO_INVALIDO_MESSAGE = 'Código inválido.';
/** A code whose 30-second step was accepted already (Cognito: ExpiredCodeException 'Your software token has already been used once.'). */
export const CODIGO_JA_USADO_MESSAGE = 'Este código já foi usado. Use o próximo código do aplicativo.';
/** The operator is locked out for a while: too many wrong codes or passwords (Cognito: 'Password attempts exceeded'; issue 40). */
export const MUITAS_TENTATIVAS_MESSAGE = 'Muitas tentativas sem sucesso: por segurança, o acesso fica bloqueado por alguns minutos. Aguarde e entre de novo.';
export const CODIGO_FORMATO_MESSAGE = 'Informe os 6 dígitos do código do aplicativo autenticador.';
export const ETAPA_EXPIRADA_MESSAGE = 'Esta etapa do login expirou. Entre de novo com e-mail e senha.';
export const OPERADOR_DESATIVADO_MESSAGE = 'Este acesso de operador foi desativado.';
export const OPERACAO_NAO_CONFIGURADA_MESSAGE = 'O console de operação não está configurado neste ambiente.';

/** An operator sign-in failure; `message` is what the console shows, `reiniciar` when the sign-in must start over. */
export class ErroLoginOperador extends Error {
  override readonly name = 'ErroLoginOperador';
  constructor(
    message: string,
    readonly reiniciar = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const messageOf = (err: unknown) =>
  typeof err === 'object' && err !== null && typeof (err as { message?: unknown }).message === 'string' ? (err as { message: string }).message : '';

/** The pt-BR error for a Cognito failure of the operators' sign-in. */
export function erroLoginOperador(err: unknown): ErroLoginOperador {
  if (err instanceof ErroLoginOperador) return err;
  const message = messageOf(err);
  const wrap = (text: string, reiniciar = false) => new ErroLoginOperador(text, reiniciar, { cause: err });
  switch (errorName(err)) {
    case 'NotAuthorizedException':
      if (/disabled/i.test(message)) return wrap(OPERADOR_DESATIVADO_MESSAGE, true);
      if (/attempts exceeded/i.test(message)) return wrap(MUITAS_TENTATIVAS_MESSAGE, true);
      if (/session/i.test(message)) return wrap(ETAPA_EXPIRADA_MESSAGE, true);
      return wrap(LOGIN_INCORRECT_MESSAGE, true);
    case 'UserNotFoundException':
      return wrap(LOGIN_INCORRECT_MESSAGE, true);
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return wrap(CODIGO_INVALIDO_MESSAGE);
    case 'ExpiredCodeException':
      // a replayed code keeps the step: the next code of the app is good
      if (/already been used/i.test(message)) return wrap(CODIGO_JA_USADO_MESSAGE);
      return wrap(ETAPA_EXPIRADA_MESSAGE, true);
    case 'InvalidPasswordException':
      return wrap(PASSWORD_POLICY_MESSAGE);
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return wrap(MUITAS_TENTATIVAS_MESSAGE, true);
  }
  if (isNetworkError(err)) return wrap(IDENTITY_UNREACHABLE_MESSAGE);
  return wrap(UNEXPECTED_ERROR_MESSAGE);
}
