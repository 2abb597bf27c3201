// Route guards. `requireUser` verifies the bearer IdToken (401 otherwise), makes sure the
// caller's record exists, and leaves `request.user` set; `optionalUser` does the same when a
// valid token is sent and silently ignores a missing or invalid one (public reads).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserType } from '@acolhe/shared-domain';
import type { Database } from '../db/client';
import { HttpError, forbidden, unauthorized } from '../lib/errors';
import { MSG } from '../lib/messages';
import { ensureUserRecord } from '../users/records';
import { bearerToken, type AuthUser, type TokenVerifier } from './verifier';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface Guards {
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  optionalUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

const ENSURED_CACHE_MAX = 50_000;

export function createGuards(db: Database, verify: TokenVerifier): Guards {
  // Subjects whose record is known to exist (per process; a miss only costs one idempotent insert).
  const ensured = new Set<string>();

  async function resolve(request: FastifyRequest): Promise<AuthUser | 'invalid' | 'unavailable' | null> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const result = await verify(token);
    if (!result.ok) return result.reason;
    const key = `${result.user.tipo}:${result.user.sub}`;
    if (!ensured.has(key)) {
      await ensureUserRecord(db, result.user);
      if (ensured.size >= ENSURED_CACHE_MAX) ensured.clear();
      ensured.add(key);
    }
    return result.user;
  }

  return {
    async requireUser(request) {
      const user = await resolve(request);
      if (user === 'unavailable') throw new HttpError(503, MSG.serviceUnavailable);
      if (!user || user === 'invalid') throw unauthorized();
      request.user = user;
    },
    async optionalUser(request) {
      const user = await resolve(request);
      request.user = typeof user === 'object' ? user : null;
    },
  };
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
