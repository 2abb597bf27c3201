// The first sign-in through the site (POST /me/acesso, migration 0023): the login page says
// 'Conta criada. Bem-vindo(a) ao Acolhe' to an account signing in for the first time, from any
// browser, and 'Bem-vindo(a) de volta' after. One atomic update answers it: two browsers signing in
// at once cannot both be told it is the first time.
import { and, eq, isNull } from 'drizzle-orm';
import type { UserType } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { contas } from '../db/schema';

/** Records the account's first sign-in; true only for the call that recorded it. */
export async function registerFirstAccess(db: Executor, sub: string, tipo: UserType, now: Date): Promise<boolean> {
  // the guard has already bound the account (conta/binding.ts); the insert covers a row purged in between
  await db.insert(contas).values({ id: sub, tipo }).onConflictDoNothing({ target: contas.id });
  const recorded = await db
    .update(contas)
    .set({ primeiroAcessoEm: now })
    .where(and(eq(contas.id, sub), isNull(contas.primeiroAcessoEm)))
    .returning({ id: contas.id });
  return recorded.length > 0;
}
