// The first authenticated call of a new user creates their cliente or terapeuta record
// (idempotent upsert by subject; name and e-mail from the token). The token guard calls both hooks
// (app.ts hands them over), the profile saves call ensureUserRecord in their own transaction.
import { and, eq, ne } from 'drizzle-orm';
import { clientes, terapeutas } from '../db/schema';
import type { Executor } from '../db/client';
import type { AuthUser } from '../auth/verifier';
import type { Publish } from '../eventos/bus';
import { therapistSearchText } from '../lib/text';
import './events'; // the slice's events (declared there) for the bus

export async function ensureUserRecord(tx: Executor, publish: Publish, user: AuthUser): Promise<void> {
  if (user.tipo === 'terapeuta') {
    const created = await tx
      .insert(terapeutas)
      .values({
        id: user.sub,
        email: user.email,
        fullName: user.name,
        searchText: therapistSearchText({ fullName: user.name }),
      })
      .onConflictDoNothing({ target: terapeutas.id })
      .returning({ id: terapeutas.id });
    // A new therapist is listed only once the profile is saved complete, and a 404 of
    // /public-terapeutas/:id is never cached — their profile dropped anyway, so no public answer
    // outlives a write to terapeutas (an existing record is not written: nothing to drop).
    if (created.length > 0) await publish('TerapeutaCadastrado', { terapeutaId: user.sub });
  } else {
    await tx
      .insert(clientes)
      .values({ id: user.sub, email: user.email, name: user.name })
      .onConflictDoNothing({ target: clientes.id });
  }
}

/** The verified e-mail of the token becomes the profile's (where notifications go), when it changed. */
export async function syncVerifiedEmail(db: Executor, user: AuthUser): Promise<void> {
  const table = user.tipo === 'terapeuta' ? terapeutas : clientes;
  await db.update(table).set({ email: user.email }).where(and(eq(table.id, user.sub), ne(table.email, user.email)));
}
