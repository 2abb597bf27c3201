// The account's own rights (LGPD art. 18), as the browser exercises them: download everything
// the product stores about the user, and erase the account. Erasing is two calls in this order:
// the api erases the data and refuses every token of the account from then on, then the
// identity provider deletes the user with its own access token (DeleteUser); the session ends.
import { EXPORT_FILE_NAME } from '@acolhe/shared-domain';
import { eraseAccount, exportAccount, fillPath, registerSiteAccess as registerSiteAccessRow } from '@acolhe/shared-domain/operations';
import { callApi, NO_INPUT } from '../api';
import { http } from '../http';
import { saveFile } from './saveFile';
import { getClientId, identity } from '../identity/client';
import { NOT_AUTHENTICATED_MESSAGE } from '../errors';
import { clearSession, getSessionTokens } from '../session/store';

/** GET /me/export as a JSON file the browser saves. */
export async function downloadMyData(): Promise<void> {
  // the file as the api wrote it (every field kept, not re-read through a schema): the row's path
  const blob = await http.get(fillPath(exportAccount.path).slice(1)).blob();
  saveFile(new Blob([blob], { type: 'application/json' }), EXPORT_FILE_NAME);
}

/** DELETE /me, then DeleteUser at the identity provider, then the session ends in this browser. */
export async function eraseMyAccount(): Promise<void> {
  const accessToken = getSessionTokens()?.accessToken;
  if (!accessToken) throw new Error(NOT_AUTHENTICATED_MESSAGE);
  await callApi(eraseAccount, NO_INPUT);
  try {
    const { sdk, client } = await identity();
    await client.send(new sdk.DeleteUserCommand({ AccessToken: accessToken }));
  } catch (error) {
    // The product data is already erased and every token refused; a user left at the identity
    // provider can no longer use Acolhe. Logged without the token.
    console.warn('[acolhe] DeleteUser falhou após a exclusão dos dados', (error as Error)?.name, getClientId());
  } finally {
    clearSession();
  }
}

/**
 * POST /me/acesso after a sign-in: true when it is the account's first through the site (from any
 * browser; the api answers true once). null when the api could not say (the caller falls back).
 */
export async function registerSiteAccess(): Promise<boolean | null> {
  try {
    return (await callApi(registerSiteAccessRow, NO_INPUT)).primeiroAcesso;
  } catch {
    return null;
  }
}
