// The api's own calls to the identity provider (Cognito, or the local emulator in scripts/identity):
// AdminDeleteUser, so that erasing an account (DELETE /me) also removes the login server-side — the
// browser's DeleteUser was the only deletion, and a refresh token taken before the erasure kept the
// identity user alive; and AdminUserGlobalSignOut, so that 'Sair de todos os dispositivos' ends every
// refresh token of the account (conta/sessions.ts); and AdminGetUser on the operators' pool, to read a
// removed operator's state (operacao/revogacao.ts, issue 40). Signed like every admin call (SigV4): in
// production with the replica's IAM role (docs/deploy.md, "Identidade"), locally with the emulator's admin key.
import { AdminDeleteUserCommand, AdminGetUserCommand, AdminUserGlobalSignOutCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { IdentityAdminConfig } from '../config';

/** A user of the pool as the provider has it now. */
export interface IdentityUser {
  sub: string;
  email: string;
  /** false once AdminDisableUser ran (the operator removed) */
  enabled: boolean;
}

export interface IdentityAdmin {
  /** Deletes the pool's user whose sub is `sub`; a user that is already gone counts as deleted. */
  deleteUser(sub: string): Promise<void>;
  /** AdminUserGlobalSignOut: no refresh token of `sub` mints a token again. */
  signOutEverywhere(sub: string): Promise<void>;
  /** AdminGetUser by username (the e-mail) or sub; null when the pool has no such user. */
  getUser(username: string): Promise<IdentityUser | null>;
}

/** The identity admin of `config` (the Cognito SDK client), or undefined when none is configured. */
export function createIdentityAdmin(config: IdentityAdminConfig | undefined): IdentityAdmin | undefined {
  if (!config) return undefined;
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // a slow provider must not hold an erasure for long: the sweep tries again
    maxAttempts: 2,
    requestHandler: { requestTimeout: 5000 },
  });
  return {
    async deleteUser(sub) {
      try {
        // with e-mail usernames the pool's username is the sub; Cognito (and the emulator) also
        // find a user by its sub
        await client.send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: sub }));
      } catch (error) {
        if ((error as { name?: string }).name === 'UserNotFoundException') return;
        throw error;
      }
    },
    async signOutEverywhere(sub) {
      await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: sub }));
    },
    async getUser(username) {
      try {
        const user = await client.send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: username }));
        const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
        return { sub: attribute('sub') ?? user.Username ?? username, email: attribute('email') ?? '', enabled: user.Enabled !== false };
      } catch (error) {
        if ((error as { name?: string }).name === 'UserNotFoundException') return null;
        throw error;
      }
    },
  };
}
