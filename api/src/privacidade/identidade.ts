// An erased account's login goes with it: after DELETE /me has committed the erasure, the api
// deletes the identity provider's user (AdminDeleteUser). The erasure never waits on the provider
// to be valid — its tokens are refused by the api from the commit on (conta/binding.ts) — so a
// failed call leaves contas.identidade_excluida_em null and the sweep (registered by plugin.ts) tries
// again: restart-safe, and harmless on any number of replicas (deleting a deleted user is done).
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contas } from '../db/schema';
import type { IdentityAdmin } from '../identidade/admin';

/** How many erased accounts one sweep deletes at most (one provider call each). */
const BATCH = 50;

/** Deletes the identity user of the erased account `sub` and records it; throws when the
 * provider refused or could not be reached (the record stays for the sweep). */
export async function deleteIdentityOf(db: Executor, admin: IdentityAdmin, sub: string, now: Date): Promise<void> {
  await admin.deleteUser(sub);
  await db.update(contas).set({ identidadeExcluidaEm: now }).where(eq(contas.id, sub));
}

/** The sweep: identity users of erased accounts not deleted yet. Returns how many were deleted;
 * one that fails stays for the next run and does not stop the others. */
export async function deleteErasedIdentities(db: Executor, admin: IdentityAdmin, now: Date): Promise<number> {
  const due = await db
    .select({ id: contas.id })
    .from(contas)
    .where(and(isNotNull(contas.erasedAt), isNull(contas.identidadeExcluidaEm)))
    .orderBy(asc(contas.erasedAt))
    .limit(BATCH);
  let deleted = 0;
  for (const { id } of due) {
    try {
      await deleteIdentityOf(db, admin, id, now);
      deleted++;
    } catch {
      // the provider is away: the next sweep tries again
    }
  }
  return deleted;
}
