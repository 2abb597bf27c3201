// The identity emulator and the api driven straight from node: what "the other side" of a journey
// does (a client booking while the test drives the therapist's browser, an extra account).
import { DEMO_PASSWORD, latestCode } from './session';
import { apiUrl, identityUrl } from './stackEnv';

/** The local pool's app client (tooling/runtime/local.cjs). */
export const COGNITO_CLIENT_ID = process.env.COGNITO_CLIENT_ID ?? 'acolhelocalclient000000000';

/** One unsigned Cognito call, as the AWS SDK makes it. */
export async function cognito<T = Record<string, unknown>>(operation: string, body: unknown): Promise<T> {
  const res = await fetch(identityUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${operation}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

export async function idTokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const out = await cognito<{ AuthenticationResult: { IdToken: string } }>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: COGNITO_CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return out.AuthenticationResult.IdToken;
}

/** A new confirmed account (sign-up + the code from the dev mailbox); its record is made by the api on first call. */
export async function newConfirmedAccount(opts: { label: string; name: string; tipo: 'cliente' | 'terapeuta'; password?: string }) {
  const email = `${opts.label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
  const password = opts.password ?? DEMO_PASSWORD;
  await cognito('SignUp', {
    ClientId: COGNITO_CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: opts.name },
      { Name: 'custom:profile_id', Value: opts.tipo },
    ],
  });
  await cognito('ConfirmSignUp', { ClientId: COGNITO_CLIENT_ID, Username: email, ConfirmationCode: await latestCode(email) });
  return { email, password };
}

/** A call to the product api; `token` is an IdToken (none for public reads). Throws on non-2xx. */
export async function apiCall<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
