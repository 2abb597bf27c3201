// Changing the account's e-mail (issue 29): the new address only counts once the code sent to it
// is confirmed. UpdateUserAttributes leaves the verified address in force (the pool requires
// verification before update) and sends a code to the new one; VerifyUserAttribute switches. The
// api learns the address from the next IdToken's verified `email`, never from a request body.
import { NOT_AUTHENTICATED_MESSAGE } from '../errors';
import { getSessionTokens, updateUser } from '../session/store';
import { identity, normalizeEmail } from './client';
import { refreshSession } from './refresh';

function accessToken(): string {
  const token = getSessionTokens()?.accessToken;
  if (!token) throw new Error(NOT_AUTHENTICATED_MESSAGE);
  return token;
}

/** Asks for the change: a code goes to `newEmail`; the current address stays until it is confirmed. */
export async function changeEmail(newEmail: string): Promise<void> {
  const { sdk, client } = await identity();
  await client.send(
    new sdk.UpdateUserAttributesCommand({ AccessToken: accessToken(), UserAttributes: [{ Name: 'email', Value: normalizeEmail(newEmail) }] }),
  );
}

export async function resendEmailChangeCode(): Promise<void> {
  const { sdk, client } = await identity();
  await client.send(new sdk.GetUserAttributeVerificationCodeCommand({ AccessToken: accessToken(), AttributeName: 'email' }));
}

/** Confirms the code; the session's tokens are refreshed so the next api call carries the new address. */
export async function confirmEmailChange(code: string, newEmail: string): Promise<void> {
  const { sdk, client } = await identity();
  await client.send(new sdk.VerifyUserAttributeCommand({ AccessToken: accessToken(), AttributeName: 'email', Code: code.trim() }));
  await refreshSession();
  updateUser({ email: normalizeEmail(newEmail) });
}
