// The identity operations of api/README.md, straight to the Cognito user pool from the browser.
// They throw the SDK's errors unchanged (map them with errors.ts), except the two texts the
// product spec fixes: MISSING_TOKENS_MESSAGE and NOT_AUTHENTICATED_MESSAGE.
import type { AttributeType } from '@aws-sdk/client-cognito-identity-provider';
import type { UserType } from '@acolhe/shared-domain';
import { MISSING_TOKENS_MESSAGE, NOT_AUTHENTICATED_MESSAGE } from '../errors';
import { decodeJwtPayload, userFromClaims, type UserProfileExtras } from '../session/claims';
import { clearSession, getCachedUser, getSessionTokens, setSession } from '../session/store';
import type { CurrentUser } from '../session/types';
import { getClientId, identity, normalizeEmail } from './client';
import { syncProfileImage } from './profileImage';
import { endAllSessionsWith } from './sessions';
import { whileEndingSessions } from '../http';

export interface SignUpInput {
  tipo: UserType;
  name: string;
  email: string;
  password: string;
  /** product.md#data "plus any extra fields passed": extra user-pool attributes (e.g. custom:*). */
  attributes?: Record<string, string>;
}

export interface SignUpResult {
  name: string;
  /** false while the e-mail confirmation code is pending */
  userConfirmed: boolean;
  userSub?: string;
}

export interface CodeDelivery {
  /** masked destination, e.g. "r***@e***" */
  destination?: string;
}

/** SignUp with attributes email, name and custom:profile_id = tipo. */
export async function signUp(input: SignUpInput): Promise<SignUpResult> {
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  const attributes: AttributeType[] = [
    ...Object.entries(input.attributes ?? {}).map(([Name, Value]) => ({ Name, Value })),
    { Name: 'email', Value: email },
    { Name: 'name', Value: name },
    { Name: 'custom:profile_id', Value: input.tipo },
  ];
  const { sdk, client } = await identity();
  const out = await client.send(
    new sdk.SignUpCommand({
      ClientId: getClientId(),
      Username: email,
      Password: input.password,
      UserAttributes: dedupeAttributes(attributes),
    }),
  );
  return { name, userConfirmed: out?.UserConfirmed ?? false, ...(out?.UserSub ? { userSub: out.UserSub } : {}) };
}

/** Last one wins, so the fixed attributes override any same-named extra. */
function dedupeAttributes(attributes: AttributeType[]): AttributeType[] {
  const byName = new Map<string, AttributeType>();
  for (const attribute of attributes) if (attribute.Name) byName.set(attribute.Name, attribute);
  return [...byName.values()];
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  const { sdk, client } = await identity();
  await client.send(
    new sdk.ConfirmSignUpCommand({ ClientId: getClientId(), Username: normalizeEmail(email), ConfirmationCode: code.trim() }),
  );
}

export async function resendConfirmationCode(email: string): Promise<CodeDelivery> {
  const { sdk, client } = await identity();
  const out = await client.send(
    new sdk.ResendConfirmationCodeCommand({ ClientId: getClientId(), Username: normalizeEmail(email) }),
  );
  return deliveryOf(out?.CodeDeliveryDetails?.Destination);
}

/**
 * USER_PASSWORD_AUTH, then the session: id/email/tipo from the IdToken claims; when the IdToken
 * lacks name (the local emulator leaves it out), email or tipo, GetUser with the AccessToken
 * fills them (a GetUser failure only costs the name: it falls back to login name, then e-mail).
 * Stores the session and fires `userLogin`, then loads the profile photo (profileImage.ts).
 */
export async function login(email: string, password: string): Promise<CurrentUser> {
  const { sdk, client } = await identity();
  const out = await client.send(
    new sdk.InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: getClientId(),
      AuthParameters: { USERNAME: normalizeEmail(email), PASSWORD: password },
    }),
  );
  const result = out?.AuthenticationResult;
  if (!result?.AccessToken || !result.IdToken) throw new Error(MISSING_TOKENS_MESSAGE);
  const claims = decodeJwtPayload(result.IdToken);
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') {
    throw new Error('Authentication failed. Unreadable identity token.');
  }
  let extras: UserProfileExtras = {};
  const hasName = typeof claims.name === 'string' && claims.name.trim() !== '';
  if (!hasName || !claims.email || !claims['custom:profile_id']) {
    try {
      const profile = await client.send(new sdk.GetUserCommand({ AccessToken: result.AccessToken }));
      extras = extrasFromAttributes(profile?.UserAttributes ?? [], profile?.Username);
    } catch {
      // name falls back to the login name, then the e-mail
    }
  }
  const user = userFromClaims(claims, extras);
  if (!user) throw new Error('Authentication failed. Unreadable identity token.');
  setSession(user, {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    ...(result.RefreshToken ? { refreshToken: result.RefreshToken } : {}),
    ...(result.ExpiresIn ? { expiresIn: result.ExpiresIn } : {}),
  });
  // The photo lives in the product's profile, not in the identity provider: loaded in the
  // background (the login does not wait), then shown by the header through updateUser.
  lastProfileImageSync = syncProfileImage(user, result.IdToken);
  return user;
}

let lastProfileImageSync: Promise<void> = Promise.resolve();
/** The photo load started by the last login (tests and callers that want to wait for it). */
export function profileImageLoaded(): Promise<void> {
  return lastProfileImageSync;
}

function extrasFromAttributes(attributes: AttributeType[], username: string | undefined): UserProfileExtras {
  const get = (name: string) => attributes.find((a) => a.Name === name)?.Value;
  const extras: UserProfileExtras = {};
  const name = get('name');
  const email = get('email');
  const tipo = get('custom:profile_id');
  const picture = get('picture');
  if (name) extras.name = name;
  if (email) extras.email = email;
  if (tipo) extras.tipo = tipo;
  if (picture) extras.image = picture;
  if (username) extras.username = username;
  return extras;
}

export async function forgotPassword(email: string): Promise<CodeDelivery> {
  const { sdk, client } = await identity();
  const out = await client.send(
    new sdk.ForgotPasswordCommand({ ClientId: getClientId(), Username: normalizeEmail(email) }),
  );
  return deliveryOf(out?.CodeDeliveryDetails?.Destination);
}

/**
 * ConfirmForgotPassword, then every session of the account ends (a stolen refresh token or IdToken
 * stops working): a sign-in with the new password gives the api call its token, which ends too.
 * The password is changed whatever happens after; ending the sessions is retried once and then only
 * logged (the user can still use 'Sair de todos os dispositivos').
 */
export async function confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void> {
  const { sdk, client } = await identity();
  await client.send(
    new sdk.ConfirmForgotPasswordCommand({
      ClientId: getClientId(),
      Username: normalizeEmail(email),
      ConfirmationCode: code.trim(),
      Password: newPassword,
    }),
  );
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const out = await client.send(
        new sdk.InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: getClientId(),
          AuthParameters: { USERNAME: normalizeEmail(email), PASSWORD: newPassword },
        }),
      );
      const idToken = out?.AuthenticationResult?.IdToken;
      if (!idToken) return;
      await endAllSessionsWith(idToken);
      return;
    } catch (error) {
      console.warn('[acolhe] as outras sessões não foram encerradas após a redefinição de senha', (error as Error)?.name);
    }
  }
}

/**
 * ChangePassword with the session's AccessToken; throws 'Usuário não autenticado' without one.
 * Then every other session ends: the api ends them all (this one too) and this browser signs in
 * again with the new password, so only it stays signed in.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const tokens = getSessionTokens();
  const email = getCachedUser()?.email;
  if (!tokens?.accessToken || !email) throw new Error(NOT_AUTHENTICATED_MESSAGE);
  const { sdk, client } = await identity();
  await client.send(
    new sdk.ChangePasswordCommand({
      AccessToken: tokens.accessToken,
      PreviousPassword: currentPassword,
      ProposedPassword: newPassword,
    }),
  );
  await whileEndingSessions(async () => {
    await endAllSessionsWith(tokens.idToken);
    try {
      await login(email, newPassword);
    } catch (error) {
      // this session was ended with the others: without a new one the user signs in again
      clearSession();
      throw error;
    }
  });
}

function deliveryOf(destination: string | undefined): CodeDelivery {
  return destination ? { destination } : {};
}
