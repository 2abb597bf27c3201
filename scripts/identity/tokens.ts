// The emulator's tokens: cognito-local's claims (its JwtTokenGenerator, reproduced), signed RS256
// with the data folder's own key (keys.ts) instead of the private key cognito-local publishes in
// its npm package, with `kid` = the key's thumbprint.
import { randomUUID } from 'node:crypto';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { Clock } from 'cognito-local/lib/services/clock.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { TokenGenerator, Tokens } from 'cognito-local/lib/services/tokenGenerator.js';
import type { Triggers } from 'cognito-local/lib/services/triggers/index.js';
import { attributeValue, attributesToRecord, customAttributes, type User } from 'cognito-local/lib/services/userPoolService.js';
import type { SigningKey } from './keys';
import { signJwt } from './jwt';

// the signer on its own (jwt.ts) so that the e2e suite signs with it without loading cognito-local
export { signJwt, verifyJwtSignature } from './jwt';

type Claims = Record<string, unknown>;

// Claims a pre-token-generation trigger cannot change (cognito-local's list, as Cognito's).
const RESERVED_CLAIMS = new Set([
  'acr', 'amr', 'aud', 'at_hash', 'auth_time', 'azp', 'cognito:username', 'exp', 'iat', 'identities', 'iss', 'jti', 'nbf', 'nonce',
  'origin_jti', 'sub', 'token_use',
]);

const UNIT_SECONDS = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 } as const;

/** Lifetime in seconds from the app client's validity and unit (cognito-local's defaults when unset). */
function lifetime(duration: number | undefined, unit: string | undefined, fallbackSeconds: number): number {
  if (duration === undefined) return fallbackSeconds;
  const factor = UNIT_SECONDS[(unit ?? '') as keyof typeof UNIT_SECONDS];
  if (!factor) throw new Error(`Invalid unit: ${unit}`);
  return duration * factor;
}

type Source = Parameters<TokenGenerator['generate']>[5];

/** The access token's lifetime of `client`, in seconds: what `ExpiresIn` says (1 h; the operators' 15 min). */
export const accessTokenLifetime = (client: AppClient): number =>
  lifetime(client.AccessTokenValidity, client.TokenValidityUnits?.AccessToken ?? 'hours', 86_400);

export class LocalTokenGenerator implements TokenGenerator {
  constructor(
    private readonly clock: Clock,
    private readonly triggers: Triggers,
    /** http://localhost:<public port> */
    private readonly issuerDomain: string,
    private readonly key: SigningKey,
  ) {}

  async generate(
    ctx: Context,
    user: User,
    userGroups: readonly string[],
    client: AppClient,
    clientMetadata: Record<string, string> | undefined,
    source: Source,
  ): Promise<Tokens> {
    const eventId = randomUUID();
    const now = Math.floor(this.clock.get().getTime() / 1000);
    const sub = attributeValue('sub', user.Attributes);
    const iss = `${this.issuerDomain}/${client.UserPoolId}`;
    const units = client.TokenValidityUnits;

    const access: Claims = {
      auth_time: now,
      client_id: client.ClientId,
      event_id: eventId,
      iat: now,
      jti: randomUUID(),
      scope: 'aws.cognito.signin.user.admin',
      sub,
      token_use: 'access',
      username: user.Username,
    };
    let id: Claims = {
      'cognito:username': user.Username,
      auth_time: now,
      email: attributeValue('email', user.Attributes),
      // cognito-local: Boolean('false') = true, so an unverified (e.g. just changed) e-mail showed as verified
      email_verified: attributeValue('email_verified', user.Attributes) === 'true',
      event_id: eventId,
      iat: now,
      jti: randomUUID(),
      sub,
      token_use: 'id',
      ...attributesToRecord(customAttributes(user.Attributes)),
    };
    if (userGroups.length) {
      access['cognito:groups'] = userGroups;
      id['cognito:groups'] = userGroups;
    }
    if (this.triggers.enabled('PreTokenGeneration')) {
      const result = await this.triggers.preTokenGeneration(ctx, {
        clientId: client.ClientId,
        clientMetadata,
        source,
        userAttributes: user.Attributes,
        username: user.Username,
        groupConfiguration: { groupsToOverride: undefined, iamRolesToOverride: undefined, preferredRole: undefined },
        userPoolId: client.UserPoolId,
      });
      const overrides = result.claimsOverrideDetails;
      const suppress = new Set((overrides?.claimsToSuppress ?? []).filter((c: string) => !RESERVED_CLAIMS.has(c)));
      const add = Object.entries(overrides?.claimsToAddOrOverride ?? {}).filter(([c]) => !RESERVED_CLAIMS.has(c));
      id = Object.fromEntries([...Object.entries(id), ...add].filter(([c]) => !suppress.has(c)));
    }

    return {
      AccessToken: signJwt(
        { ...access, exp: now + accessTokenLifetime(client), iss },
        this.key,
      ),
      IdToken: signJwt(
        { ...id, exp: now + lifetime(client.IdTokenValidity, units?.IdToken ?? 'hours', 86_400), iss, aud: client.ClientId },
        this.key,
      ),
      // Opaque to its users (Cognito's is encrypted); looked up by value in the user record.
      RefreshToken: signJwt(
        {
          'cognito:username': user.Username,
          email: attributeValue('email', user.Attributes),
          iat: now,
          jti: randomUUID(),
          exp: now + lifetime(client.RefreshTokenValidity, units?.RefreshToken ?? 'days', 7 * 86_400),
          iss,
        },
        this.key,
      ),
    };
  }
}
