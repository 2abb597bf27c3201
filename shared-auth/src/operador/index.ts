// @acolhe/shared-auth/operador — the operators' sign-in (issue 32) against their own user pool
// (runtime config `operadores`, same region/endpoint as the customers' `cognito`): Cognito's
// NEW_PASSWORD_REQUIRED → MFA_SETUP (AssociateSoftwareToken, VerifySoftwareToken) on the first
// sign-in, SOFTWARE_TOKEN_MFA on every later one. Separate from the customers' session: its own
// storage key, its own store; a customer's session never becomes an operator's.
//
// Everything it needs from the rest of shared-auth comes through the package entry
// ('@acolhe/shared-auth'), never a relative path: the console remote bundles this entry itself,
// and the package entry is the Module Federation singleton the shell loaded (its runtime config
// and identity client), where a relative import would be a second, unconfigured copy.
import { useSyncExternalStore } from 'react';
import { getIdentityClient, getRuntimeConfig, loadCognitoSdk, normalizeEmail } from '@acolhe/shared-auth';
import { CODIGO_FORMATO_MESSAGE, ETAPA_EXPIRADA_MESSAGE, ErroLoginOperador, OPERACAO_NAO_CONFIGURADA_MESSAGE, erroLoginOperador } from './erros';
import { gravarTokens, lerTokens, limparTokens, sessaoAtual, subscribe, type SessaoOperador } from './sessao';

export {
  ErroLoginOperador,
  erroLoginOperador,
  CODIGO_INVALIDO_MESSAGE,
  CODIGO_JA_USADO_MESSAGE,
  CODIGO_FORMATO_MESSAGE,
  ETAPA_EXPIRADA_MESSAGE,
  MUITAS_TENTATIVAS_MESSAGE,
  OPERADOR_DESATIVADO_MESSAGE,
} from './erros';
export { OPERADOR_TOKENS_KEY } from './sessao';
export type { SessaoOperador } from './sessao';

export type PassoOperador =
  | { passo: 'nova-senha' } // NEW_PASSWORD_REQUIRED
  | { passo: 'configurar-totp'; segredo: string; otpauthUri: string } // MFA_SETUP (after AssociateSoftwareToken)
  | { passo: 'codigo' } // SOFTWARE_TOKEN_MFA
  | { passo: 'pronto' }; // tokens stored

/** Refresh the tokens when they expire within this margin. */
const REFRESH_MARGIN_MS = 60_000;
/** The name an authenticator app shows above the code (the emulator's and the QR code's). */
export const TOTP_EMISSOR = 'Acolhe';

/** The SDK (its commands) and the customers' client configuration (region, endpoint): the same service, another pool. */
async function identity() {
  const [sdk, client] = await Promise.all([loadCognitoSdk(), getIdentityClient()]);
  return { sdk, client };
}

/** The sign-in in progress (between steps): the challenge's session and the pool's username. In memory only. */
let pendente: { email: string; username: string; session: string; passo: 'nova-senha' | 'configurar-totp' | 'codigo' } | null = null;

function pool() {
  const { operadores } = getRuntimeConfig();
  if (!operadores) throw new ErroLoginOperador(OPERACAO_NAO_CONFIGURADA_MESSAGE);
  return operadores;
}

/** The otpauth:// URI an authenticator app reads (the console shows it as a QR code). */
export function otpauthUri(segredo: string, email: string): string {
  const label = encodeURIComponent(`${TOTP_EMISSOR}:${email}`);
  return `otpauth://totp/${label}?secret=${segredo}&issuer=${encodeURIComponent(TOTP_EMISSOR)}&algorithm=SHA1&digits=6&period=30`;
}

type Answer = {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters?: Record<string, string>;
  AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string; ExpiresIn?: number };
};

/** Runs one Cognito call, every failure as an ErroLoginOperador (and the sign-in reset when it must start over). */
async function chamar<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const erro = erroLoginOperador(err);
    if (erro.reiniciar) pendente = null;
    throw erro;
  }
}

/** The step a Cognito answer asks for (MFA_SETUP: the authenticator's secret is fetched first). */
async function passoDe(answer: Answer, email: string): Promise<PassoOperador> {
  const tokens = answer.AuthenticationResult;
  if (tokens?.IdToken && tokens.AccessToken && tokens.RefreshToken) {
    pendente = null;
    gravarTokens({
      idToken: tokens.IdToken,
      accessToken: tokens.AccessToken,
      refreshToken: tokens.RefreshToken,
      expiresAt: Date.now() + (tokens.ExpiresIn ?? 3600) * 1000,
    });
    return { passo: 'pronto' };
  }
  const username = answer.ChallengeParameters?.USER_ID_FOR_SRP ?? pendente?.username ?? email;
  if (!answer.Session) throw new ErroLoginOperador(ETAPA_EXPIRADA_MESSAGE, true);
  switch (answer.ChallengeName) {
    case 'NEW_PASSWORD_REQUIRED':
      pendente = { email, username, session: answer.Session, passo: 'nova-senha' };
      return { passo: 'nova-senha' };
    case 'SOFTWARE_TOKEN_MFA':
      pendente = { email, username, session: answer.Session, passo: 'codigo' };
      return { passo: 'codigo' };
    case 'MFA_SETUP': {
      const { sdk, client } = await identity();
      const associated = await chamar(() => client.send(new sdk.AssociateSoftwareTokenCommand({ Session: answer.Session })));
      if (!associated.SecretCode || !associated.Session) throw new ErroLoginOperador(ETAPA_EXPIRADA_MESSAGE, true);
      pendente = { email, username, session: associated.Session, passo: 'configurar-totp' };
      return { passo: 'configurar-totp', segredo: associated.SecretCode, otpauthUri: otpauthUri(associated.SecretCode, email) };
    }
  }
  pendente = null;
  throw new ErroLoginOperador(ETAPA_EXPIRADA_MESSAGE, true);
}

/** The step in progress, or an error telling the console to start over. */
function emAndamento(passo: 'nova-senha' | 'configurar-totp' | 'codigo') {
  if (!pendente || pendente.passo !== passo) throw new ErroLoginOperador(ETAPA_EXPIRADA_MESSAGE, true);
  return pendente;
}

const codigoValido = (codigo: string) => {
  const limpo = codigo.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(limpo)) throw new ErroLoginOperador(CODIGO_FORMATO_MESSAGE);
  return limpo;
};

/** E-mail and password: the first step of the operators' sign-in. */
export async function iniciarLoginOperador(email: string, senha: string): Promise<PassoOperador> {
  const { clientId } = pool();
  const username = normalizeEmail(email);
  pendente = null;
  const { sdk, client } = await chamar(() => identity());
  const answer = await chamar(() =>
    client.send(new sdk.InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: senha } })),
  );
  return passoDe(answer, username);
}

/** Answers the challenge `desafio` of the sign-in under way (`atual`) with `respostas`, then takes the next step. */
async function responderDesafio(
  { sdk, client }: Awaited<ReturnType<typeof identity>>,
  clientId: string,
  desafio: 'NEW_PASSWORD_REQUIRED' | 'MFA_SETUP' | 'SOFTWARE_TOKEN_MFA',
  atual: { session: string; username: string; email: string },
  respostas: Record<string, string> = {},
): Promise<PassoOperador> {
  const answer = await chamar(() =>
    client.send(
      new sdk.RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: desafio,
        Session: atual.session,
        ChallengeResponses: { USERNAME: atual.username, ...respostas },
      }),
    ),
  );
  return passoDe(answer, atual.email);
}

/** The operator's own password, replacing the temporary one (first sign-in). */
export async function definirNovaSenha(novaSenha: string): Promise<PassoOperador> {
  const { clientId } = pool();
  const atual = emAndamento('nova-senha');
  return responderDesafio(await chamar(() => identity()), clientId, 'NEW_PASSWORD_REQUIRED', atual, { NEW_PASSWORD: novaSenha });
}

/** A code of the newly set-up authenticator: VerifySoftwareToken, then the MFA_SETUP answer (tokens). */
export async function confirmarTotp(codigo: string): Promise<PassoOperador> {
  const { clientId } = pool();
  const atual = emAndamento('configurar-totp');
  const userCode = codigoValido(codigo);
  const { sdk, client } = await chamar(() => identity());
  const verified = await chamar(() =>
    client.send(new sdk.VerifySoftwareTokenCommand({ Session: atual.session, UserCode: userCode, FriendlyDeviceName: 'Acolhe operação' })),
  );
  if (verified.Status !== 'SUCCESS' || !verified.Session) throw new ErroLoginOperador(ETAPA_EXPIRADA_MESSAGE, true);
  pendente = { ...atual, session: verified.Session };
  return responderDesafio({ sdk, client }, clientId, 'MFA_SETUP', pendente);
}

/** The authenticator's 6-digit code (every sign-in after the first). A wrong code keeps the step (up to 5). */
export async function enviarCodigoOperador(codigo: string): Promise<PassoOperador> {
  const { clientId } = pool();
  const atual = emAndamento('codigo');
  const code = codigoValido(codigo);
  return responderDesafio(await chamar(() => identity()), clientId, 'SOFTWARE_TOKEN_MFA', atual, { SOFTWARE_TOKEN_MFA_CODE: code });
}

/** Who is signed in to the console (the stored, unexpired IdToken), or null. */
export function sessaoOperador(): SessaoOperador | null {
  return sessaoAtual();
}

let renovando: Promise<string | null> | null = null;

/** The IdToken for the api's operator routes; refreshed when it expires within a minute; null when signed out. */
export function idTokenOperador(): Promise<string | null> {
  const tokens = lerTokens();
  if (!tokens) return Promise.resolve(null);
  if (tokens.expiresAt - Date.now() > REFRESH_MARGIN_MS) return Promise.resolve(tokens.idToken);
  renovando ??= (async () => {
    try {
      const { clientId } = pool();
      const { sdk, client } = await identity();
      const answer = await client.send(
        new sdk.InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: tokens.refreshToken } }),
      );
      const result = answer.AuthenticationResult;
      if (!result?.IdToken || !result.AccessToken) throw new ErroLoginOperador(ETAPA_EXPIRADA_MESSAGE, true);
      gravarTokens({
        idToken: result.IdToken,
        accessToken: result.AccessToken,
        refreshToken: result.RefreshToken ?? tokens.refreshToken,
        expiresAt: Date.now() + (result.ExpiresIn ?? 3600) * 1000,
      });
      return result.IdToken;
    } catch (err) {
      const erro = erroLoginOperador(err);
      // a refused refresh token (revoked, disabled operator) ends the session; a network failure does not
      if (erro.reiniciar) {
        limparTokens();
        return null;
      }
      throw erro;
    } finally {
      renovando = null;
    }
  })();
  return renovando;
}

/** Signs out: revokes the refresh token (and the tokens it minted), then clears the stored session. */
export async function sairOperador(): Promise<void> {
  const tokens = lerTokens();
  pendente = null;
  try {
    if (tokens) {
      const { clientId } = pool();
      const { sdk, client } = await identity();
      await client.send(new sdk.RevokeTokenCommand({ ClientId: clientId, Token: tokens.refreshToken }));
    }
  } catch {
    // offline or already revoked: the browser forgets the session anyway
  } finally {
    limparTokens();
  }
}

/** React: who is signed in to the console, re-rendering on sign-in and sign-out. */
export function useSessaoOperador(): SessaoOperador | null {
  return useSyncExternalStore(subscribe, sessaoAtual, () => null);
}
