// Route guards. `requireUser` verifies the bearer IdToken (401 otherwise), makes sure the
// caller's record exists, and leaves `request.user` set; `optionalUser` does the same when a
// valid token is sent and silently ignores a missing or invalid one (public reads).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '@acolhe/shared-domain';
import type { Database } from '../db/client';
import { HttpError, forbidden, unauthorized } from '../lib/errors';
import { MSG } from '../lib/messages';
import { RevocationCheck, contaRevocation } from './revocation';
import { bearerToken, type AuthUser, type TokenVerifier } from './verifier';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface Guards {
  /** Drops what this process remembers of `sub` (after the account is erased). */
  forget: (sub: string) => void;
  /** Tokens of `sub` issued up to `at` are refused from now on, in this process at once (the
   * database already says so: every other replica within RevocationCheck's few seconds). */
  revoked: (sub: string, at: Date) => void;
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** What the guard asks of the accounts it meets (handed over by app.ts from the conta and perfis
 * slices, so this infrastructure knows no feature). */
export interface AccountHooks {
  /** binds the token's role to the account the first time; says whether this token may act */
  bind: (sub: string, tipo: UserType) => Promise<{ state: 'ok' } | { state: 'role-mismatch' } | { state: 'erased' }>;
  /** the caller's profile record exists (created from the token the first time) */
  ensureRecord: (user: AuthUser) => Promise<void>;
  /** the token's verified e-mail becomes the profile's (where notifications go) */
  syncVerifiedEmail: (user: AuthUser) => Promise<void>;
}

const ENSURED_CACHE_MAX = 50_000;
/** How long this process trusts an account check it made. Erasing on this process forgets it at
 * once; another replica notices within this time. */
const ENSURED_TTL_MS = 30_000;

export function createGuards(db: Database, verify: TokenVerifier, accounts: AccountHooks): Guards {
  // `tipo:sub` → when the binding was last checked (a miss costs one idempotent insert + a read).
  const ensured = new Map<string, number>();
  const revocations = new RevocationCheck(contaRevocation(db));
  // sub → the verified e-mail last written to the profile (the notifications' address)
  const emails = new Map<string, string>();

  async function resolve(request: FastifyRequest): Promise<AuthUser | 'invalid' | 'unavailable' | null> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const result = await verify(token);
    if (!result.ok) return result.reason;
    // A token issued before 'Sair de todos os dispositivos' (or a password change) is refused,
    // though its signature is still good for up to an hour (migration 0014).
    if (await revocations.isRevoked(result.user.sub, result.token?.issuedAt ?? 0)) return 'invalid';
    const key = `${result.user.tipo}:${result.user.sub}`;
    const checked = ensured.get(key);
    if (checked === undefined || Date.now() - checked > ENSURED_TTL_MS) {
      const binding = await accounts.bind(result.user.sub, result.user.tipo);
      if (binding.state === 'erased') throw new HttpError(401, MSG.accountErased);
      if (binding.state === 'role-mismatch') throw forbidden(MSG.roleMismatch);
      await accounts.ensureRecord(result.user);
      if (ensured.size >= ENSURED_CACHE_MAX) ensured.clear();
      ensured.set(key, Date.now());
    }
    // The notifications' address is the identity provider's verified e-mail, learnt from the
    // token (never from a request body): an e-mail change counts once its code is confirmed.
    if (result.token?.emailVerified && result.user.email && emails.get(result.user.sub) !== result.user.email) {
      await accounts.syncVerifiedEmail(result.user);
      if (emails.size >= ENSURED_CACHE_MAX) emails.clear();
      emails.set(result.user.sub, result.user.email);
    }
    return result.user;
  }

  return {
    forget(sub) {
      for (const key of [...ensured.keys()]) if (key.endsWith(`:${sub}`)) ensured.delete(key);
      emails.delete(sub);
    },
    revoked(sub, at) {
      revocations.remember(sub, at);
    },
    async requireUser(request) {
      const user = await resolve(request);
      if (user === 'unavailable') throw new HttpError(503, MSG.serviceUnavailable);
      if (!user || user === 'invalid') throw unauthorized();
      request.user = user;
    },
    async optionalUser(request) {
      // A public read never fails on its token: an erased or mismatched account reads as a guest.
      const user = await resolve(request).catch((error: unknown) => {
        if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403)) return null;
        throw error;
      });
      request.user = typeof user === 'object' ? user : null;
    },
  };
}

/** A profile's body may carry the caller's own id (as the legacy clients send it), never another
 * account's: 403. */
export function assertBodyIdIsCaller(body: unknown, caller: AuthUser): void {
  const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  if (id !== undefined && id !== null && id !== '' && id !== caller.sub) throw forbidden(MSG.forbidden);
}

/** The authenticated caller (after requireUser). */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The caller, who must have `tipo`; otherwise 403 with `message`. */
export function requireRole(request: FastifyRequest, tipo: UserType, message: string): AuthUser {
  const user = userOf(request);
  if (user.tipo !== tipo) throw forbidden(message);
  return user;
}
