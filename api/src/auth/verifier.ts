// Cognito IdToken verification with jose: RS256 only, signature against the pool's JWKS,
// issuer, audience = app client id, token_use 'id', exp (and nbf/iat when present).
import { cleanText, roleOf, visibleLength, type UserType } from '@acolhe/shared-domain';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface AuthUser {
  /** identity-provider subject = the record id in terapeutas / clientes */
  sub: string;
  email: string;
  name: string;
  tipo: UserType;
}

export interface VerifierOptions {
  issuer: string;
  clientId: string;
  /** key source; defaults to the remote JWKS of `jwksUrl` */
  jwks?: JWTVerifyGetKey;
  jwksUrl?: string;
  /** clock for exp/nbf checks (tests) */
  now?: () => Date;
}

/** Outcome of a verification: a user, an invalid token (→ 401) or the key source being
 * unreachable (→ 503, the token may well be valid). */
/** `token` absent (a verifier a test passes): issued at 0, e-mail not verified. */
export type VerifyResult = { ok: true; user: AuthUser; token?: TokenFacts } | { ok: false; reason: 'invalid' | 'unavailable' };

/** What the guard checks beyond the signature: when the token was issued (`iat`, seconds; 0 when
 * absent) against the account's revocation, and whether its `email` is the verified one. */
export interface TokenFacts {
  issuedAt: number;
  emailVerified: boolean;
}

export type TokenVerifier = (token: string) => Promise<VerifyResult>;

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The display name: `name` when the token carries one, else the e-mail's local part. The name is
 * cleaned as a form's name is (cleanText: NFC, no bidi or zero-width characters): anybody can sign
 * up at the identity provider with any `name`, and it becomes the account's stored name. */
export function displayNameOf(name: string, email: string): string {
  const trimmed = cleanText(name);
  if (visibleLength(trimmed) > 0) return trimmed;
  const local = cleanText(email.split('@')[0] ?? '');
  return local || 'Usuário';
}

function isUnavailable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout) return true;
  // A failed fetch of the key set (network) is a TypeError; a non-200 answer is a generic JOSEError.
  if (error instanceof TypeError) return true;
  return error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC';
}

/** The key source of `options`: given, or the remote JWKS of the pool (cached, with a timeout). */
export function jwksOf(options: VerifierOptions): JWTVerifyGetKey {
  return (
    options.jwks ??
    createRemoteJWKSet(new URL(options.jwksUrl ?? `${options.issuer}/.well-known/jwks.json`), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    })
  );
}

/** An IdToken of one pool: RS256, issuer, audience = app client id, token_use 'id', a sane `sub`.
 * The customers' and the operators' verifiers both check through here. */
export async function verifyIdToken(
  token: string,
  jwks: JWTVerifyGetKey,
  options: VerifierOptions,
): Promise<{ ok: true; payload: JWTPayload; sub: string } | { ok: false; reason: 'invalid' | 'unavailable' }> {
  try {
    const { payload } = await jwtVerify(token, jwks, {
      algorithms: ['RS256'],
      issuer: options.issuer,
      audience: options.clientId,
      requiredClaims: ['sub', 'exp'],
      currentDate: options.now?.(),
    });
    if (payload.token_use !== 'id') return { ok: false, reason: 'invalid' };
    const sub = str(payload.sub);
    if (!sub || sub.length > 128) return { ok: false, reason: 'invalid' };
    return { ok: true, payload, sub };
  } catch (error) {
    return { ok: false, reason: isUnavailable(error) ? 'unavailable' : 'invalid' };
  }
}

export function createVerifier(options: VerifierOptions): TokenVerifier {
  const jwks = jwksOf(options);
  return async (token) => {
    const result = await verifyIdToken(token, jwks, options);
    if (!result.ok) return result;
    const { payload, sub } = result;
    const email = str(payload.email);
    return {
      ok: true,
      user: {
        sub,
        email,
        name: displayNameOf(str(payload.name), email),
        tipo: roleOf(payload['custom:profile_id']),
      },
      token: {
        issuedAt: typeof payload.iat === 'number' ? payload.iat : 0,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      },
    };
  };
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1];
}
