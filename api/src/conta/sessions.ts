// 'Sair de todos os dispositivos' (and what a password change does after it): every session of the
// account ends. Two halves, both here so an old IdToken cannot skip either:
//   1. the api's revocation time (contas.sessoes_revogadas_em, only ever moved forward): every
//      replica refuses the tokens issued up to it (auth/revocation.ts);
//   2. the identity provider's AdminUserGlobalSignOut: no refresh token of the account mints a
//      new token again.
// Recorded first, so an identity provider that fails leaves the api side holding; the caller
// then gets 503 and tries again (both halves are idempotent).
import { sql } from 'drizzle-orm';
import type { UserType } from '@acolhe/shared-domain';
import type { IdentityAdmin } from '../identidade/admin';
import type { Database } from '../db/client';
import { contas } from '../db/schema';
import { HttpError } from '../lib/errors';
import { MSG } from '../lib/messages';

/** Records the revocation time (never moving it back) and answers the stored one. */
export async function recordRevocation(db: Database, sub: string, tipo: UserType, now: Date): Promise<Date> {
  const [row] = await db
    .insert(contas)
    .values({ id: sub, tipo, sessoesRevogadasEm: now })
    .onConflictDoUpdate({
      target: contas.id,
      set: { sessoesRevogadasEm: sql`GREATEST(${contas.sessoesRevogadasEm}, excluded.sessoes_revogadas_em)` },
    })
    .returning({ at: contas.sessoesRevogadasEm });
  return row?.at ?? now;
}

/** AdminUserGlobalSignOut; a failure is the caller's 503 (the revocation time already holds).
 * Without an identity admin (the api's own tests, a bare `npm run api` on an emulator without its
 * admin key) only the api's half holds. */
export async function signOutAtProvider(identity: IdentityAdmin | undefined, sub: string): Promise<void> {
  if (!identity) return;
  try {
    await identity.signOutEverywhere(sub);
  } catch {
    throw new HttpError(503, MSG.sessionsNotEnded);
  }
}

/** Until the wall clock's next second has begun (+ a margin for the identity provider's clock):
 * a token issued from then on carries an `iat` after the revocation's second. */
export function untilNextSecond(wallClock: number = Date.now()): number {
  return 1000 - (wallClock % 1000) + 200;
}
