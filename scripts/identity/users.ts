// Accounts of the local identity emulator: the two demo accounts (fixed subs, also seeded in the
// database by the api) and a helper for tests that need a confirmed user.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@acolhe/api/demo-accounts';
import type { IdentityEmulator } from './emulator';
import { signedCognitoHeaders } from './sigv4';

export type Tipo = 'cliente' | 'terapeuta';

export interface NewUser {
  email: string;
  password: string;
  name: string;
  tipo: Tipo;
}

/**
 * Creates or resets the demo accounts, CONFIRMED, with password Acolhe2026, e-mail verified,
 * name, `custom:profile_id` = tipo and their FIXED sub (the database record id). The admin API
 * cannot choose a sub, so the records are written straight into cognito-local's pool store.
 * Idempotent: run on every start (a user who took the e-mail with another sub is replaced).
 */
export async function ensureDemoUsers(emulator: Pick<IdentityEmulator, 'store'>): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const now = new Date();
    const existing = await emulator.store.find(account.email);
    if (existing && existing.Username !== account.id) await emulator.store.remove(existing);
    const kept = existing?.Username === account.id ? existing : null;
    await emulator.store.save({
      Username: account.id, // as on a pool with e-mail usernames: the username is the sub
      Attributes: [
        { Name: 'sub', Value: account.id },
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: account.name },
        { Name: 'custom:profile_id', Value: account.tipo },
      ],
      Password: DEMO_PASSWORD,
      UserStatus: 'CONFIRMED',
      Enabled: true,
      RefreshTokens: kept?.RefreshTokens ?? [],
      UserCreateDate: kept?.UserCreateDate ?? now,
      UserLastModifiedDate: now,
    });
  }
}

type AdminEndpoint = Pick<IdentityEmulator, 'url' | 'region' | 'adminCredentials'>;

/**
 * One admin operation, SigV4-signed with the emulator's admin credentials as the AWS SDK signs
 * it (the emulator refuses unsigned Admin and List calls, as hosted Cognito does). Throws an Error
 * named after the Cognito error type.
 */
export async function adminCall<Answer = unknown>(emulator: AdminEndpoint, operation: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  const headers = await signedCognitoHeaders(emulator.url, operation, payload, {
    credentials: emulator.adminCredentials,
    region: emulator.region,
  });
  const res = await fetch(emulator.url, { method: 'POST', headers, body: payload });
  const json = (await res.json()) as { __type?: string; message?: string };
  if (!res.ok) throw Object.assign(new Error(json.message ?? `${operation} failed (${res.status})`), { name: json.__type ?? 'Error' });
  return json as Answer;
}

/**
 * Creates a CONFIRMED user through the admin API (signed AdminCreateUser without e-mail +
 * AdminSetUserPassword permanent, so the password policy applies) and returns its sub.
 * Throws `UsernameExistsException` when the e-mail is taken.
 */
export async function createConfirmedUser(
  emulator: AdminEndpoint & Pick<IdentityEmulator, 'userPoolId'>,
  { email, password, name, tipo }: NewUser,
): Promise<string> {
  const created = await adminCall<{ User?: { Attributes?: { Name?: string; Value?: string }[] } }>(emulator, 'AdminCreateUser', {
    UserPoolId: emulator.userPoolId,
    Username: email,
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: name },
      { Name: 'custom:profile_id', Value: tipo },
    ],
  });
  const attributes = created.User?.Attributes ?? [];
  const sub = attributes.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('AdminCreateUser answered without a sub');
  await adminCall(emulator, 'AdminSetUserPassword', {
    UserPoolId: emulator.userPoolId,
    Username: email,
    Password: password,
    Permanent: true,
  });
  return sub;
}
