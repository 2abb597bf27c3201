// The role of an account is bound the first time the api sees it: the token's role claim
// (custom:profile_id) is only trusted while it equals the stored one. A client who edits that
// attribute at the identity provider gets 403 here, not a therapist's powers; an erased account
// (DELETE /me) gets 401 for every token issued before or after.
import { eq } from 'drizzle-orm';
import type { UserType } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { contas } from '../db/schema';

export type Binding = { state: 'ok' } | { state: 'role-mismatch'; stored: UserType } | { state: 'erased' };

/** Binds `tipo` to `sub` if the account is new, then says whether this token may act. */
export async function bindAccount(db: Executor, sub: string, tipo: UserType): Promise<Binding> {
  await db.insert(contas).values({ id: sub, tipo }).onConflictDoNothing({ target: contas.id });
  const [row] = await db.select({ tipo: contas.tipo, erasedAt: contas.erasedAt }).from(contas).where(eq(contas.id, sub)).limit(1);
  if (!row) return { state: 'ok' }; // erased and purged in between: the insert above re-created nothing
  if (row.erasedAt) return { state: 'erased' };
  if (row.tipo !== tipo) return { state: 'role-mismatch', stored: row.tipo as UserType };
  return { state: 'ok' };
}

/** Marks the account erased: from now on its tokens are refused. */
export async function markErased(db: Executor, sub: string, tipo: UserType, now: Date): Promise<void> {
  await db
    .insert(contas)
    .values({ id: sub, tipo, erasedAt: now })
    .onConflictDoUpdate({ target: contas.id, set: { erasedAt: now } });
}
