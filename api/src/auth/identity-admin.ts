// The api's own calls to the identity provider's admin API (SigV4-signed, with the api's IAM
// credentials; the local emulator checks the signature as AWS does). Only what the api needs:
// ending every session of an account ('Sair de todos os dispositivos', a password change).
import type { AppConfig } from '../config';

export interface IdentityAdmin {
  /** AdminUserGlobalSignOut: every refresh token of `sub` stops working, and its access tokens. */
  signOutEverywhere(sub: string): Promise<void>;
}

/** The identity provider's admin endpoint, from COGNITO_ISSUER (…/<user pool id>) and the env. */
export function identityAdminOf(config: Pick<AppConfig, 'identityAdmin'>): IdentityAdmin {
  const admin = config.identityAdmin;
  let client: Promise<{ send: (sub: string) => Promise<void> }> | null = null;
  const load = async () => {
    const sdk = await import('@aws-sdk/client-cognito-identity-provider');
    const cognito = new sdk.CognitoIdentityProviderClient({
      region: admin.region,
      ...(admin.endpoint ? { endpoint: admin.endpoint } : {}),
      ...(admin.credentials ? { credentials: admin.credentials } : {}),
      maxAttempts: 2,
      requestHandler: { requestTimeout: 5000 },
    });
    return {
      send: async (sub: string) => {
        await cognito.send(new sdk.AdminUserGlobalSignOutCommand({ UserPoolId: admin.userPoolId, Username: sub }));
      },
    };
  };
  return {
    async signOutEverywhere(sub) {
      client ??= load().catch((error: unknown) => {
        client = null;
        throw error;
      });
      await (await client).send(sub);
    },
  };
}
