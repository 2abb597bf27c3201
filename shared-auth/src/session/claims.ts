// Reading the IdToken in the browser. No signature check here: the browser only needs the
// claims to show who is signed in; the api verifies every token against the pool's JWKS.
import { roleOf } from '@acolhe/shared-domain';
import type { CurrentUser } from './types';

export type JwtClaims = Record<string, unknown>;

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes); // UTF-8: names like "João" survive
}

/** The payload of a JWT, or null when the token is not a readable JWT. */
export function decodeJwtPayload(token: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as JwtClaims)
      : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export interface UserProfileExtras {
  /** `name` attribute from GetUser, when the IdToken has none */
  name?: string;
  /** login name (Cognito Username) from GetUser */
  username?: string;
  email?: string;
  tipo?: string;
  image?: string;
}

/**
 * The current user of product.md#data from IdToken claims (plus GetUser attributes when given):
 * id = sub; name → login name → e-mail; tipo from custom:profile_id (anything but terapeuta is
 * cliente). A login name equal to the subject (pools that use the e-mail as an alias generate
 * a UUID username) is not a name and is skipped. Returns null without a subject.
 */
export function userFromClaims(claims: JwtClaims, extras: UserProfileExtras = {}): CurrentUser | null {
  const id = text(claims.sub);
  if (!id) return null;
  const email = text(claims.email) || text(extras.email);
  const loginName = [text(claims['cognito:username']), text(extras.username)].find(
    (candidate) => candidate !== '' && candidate !== id,
  );
  const name = text(claims.name) || text(extras.name) || loginName || email;
  const tipo = roleOf(claims['custom:profile_id'] ?? extras.tipo);
  const image = text(claims.picture) || text(extras.image);
  return { id, name, email, tipo, image };
}
