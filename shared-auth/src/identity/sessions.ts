// Ending sessions for real (issue 29). 'Sair' revokes this browser's refresh token at the identity
// provider (RevokeToken: it and the tokens it minted stop working) before the browser forgets it;
// 'Sair de todos os dispositivos' and a password change ask the api to end every session of the
// account (POST /me/sessoes/encerrar: the api records the revocation time every replica checks,
// and calls AdminUserGlobalSignOut itself — docs/decisions.md, "Sessions that end").
import { getRuntimeConfig } from '../config';
import { NOT_AUTHENTICATED_MESSAGE } from '../errors';
import { whileEndingSessions } from '../http';
import { clearSession, getSessionTokens } from '../session/store';
import { getClientId, identity } from './client';

/** The api could not end the other sessions (it answers 503 when the identity provider failed). */
export const SESSIONS_NOT_ENDED_MESSAGE = 'Não foi possível encerrar as sessões nos outros dispositivos agora. Tente novamente em instantes.';

/** RevokeToken of `refreshToken`; a failure (offline) is logged, never thrown: leaving must work. */
export async function revokeRefreshToken(refreshToken: string): Promise<boolean> {
  try {
    const { sdk, client } = await identity();
    await client.send(new sdk.RevokeTokenCommand({ ClientId: getClientId(), Token: refreshToken }));
    return true;
  } catch (error) {
    console.warn('[acolhe] RevokeToken falhou; a sessão termina neste navegador', (error as Error)?.name);
    return false;
  }
}

/**
 * Sair: revokes the refresh token at the identity provider, then clears the session (storage,
 * `userLogout`). Navigation is the caller's (the shell's) job.
 */
export async function logout(): Promise<void> {
  const refreshToken = getSessionTokens()?.refreshToken;
  try {
    if (refreshToken) await revokeRefreshToken(refreshToken);
  } finally {
    clearSession();
  }
}

/**
 * POST /me/sessoes/encerrar with `idToken`. A plain fetch, not `http`: the token may not be the
 * session's (right after a password reset there is none), and its 401 must not end this page's.
 */
export async function endAllSessionsWith(idToken: string): Promise<void> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  let res: Response;
  try {
    res = await fetch(`${base}/me/sessoes/encerrar`, { method: 'POST', headers: { authorization: `Bearer ${idToken}` } });
  } catch {
    throw new Error(SESSIONS_NOT_ENDED_MESSAGE);
  }
  if (!res.ok) throw new Error(SESSIONS_NOT_ENDED_MESSAGE);
}

/** 'Sair de todos os dispositivos': every session of the account ends, this one included. */
export async function signOutEverywhere(): Promise<void> {
  const tokens = getSessionTokens();
  if (!tokens?.idToken) throw new Error(NOT_AUTHENTICATED_MESSAGE);
  await whileEndingSessions(async () => {
    await endAllSessionsWith(tokens.idToken);
    clearSession();
  });
}
