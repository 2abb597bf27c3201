// RS256 JWTs as the emulator signs and checks them, on node:crypto alone: the emulator's tokens
// (tokens.ts) and the e2e suite's operator tokens (e2e/src/operador-token.ts) use this one signer.
import { sign as rsaSign, verify as rsaVerify, type KeyObject } from 'node:crypto';
import type { SigningKey } from './keys';

type Claims = Record<string, unknown>;

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signJwt(claims: Claims, key: Pick<SigningKey, 'kid' | 'privateKey'>): string {
  const input = `${b64url({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${b64url(claims)}`;
  return `${input}.${rsaSign('RSA-SHA256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

/** The claims of `token` when it is an RS256 JWT signed by `publicKey`, else null (no claim checked). */
export function verifyJwtSignature(token: unknown, publicKey: KeyObject): Claims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))?.alg !== 'RS256') return null;
    if (!rsaVerify('RSA-SHA256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))) return null;
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Claims) : null;
  } catch {
    return null;
  }
}
