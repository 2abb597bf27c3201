// The first authenticated call of a new user creates their cliente or terapeuta record
// (idempotent upsert by subject; name and e-mail from the token).
import { clientes, terapeutas } from '../db/schema';
import type { Database } from '../db/client';
import type { AuthUser } from '../auth/verifier';
import { therapistSearchText } from '../lib/text';
import { publicReadsChanged } from '../lib/public-cache';

export async function ensureUserRecord(db: Database, user: AuthUser): Promise<void> {
  if (user.tipo === 'terapeuta') {
    await db
      .insert(terapeutas)
      .values({
        id: user.sub,
        email: user.email,
        fullName: user.name,
        searchText: therapistSearchText({ fullName: user.name }),
      })
      .onConflictDoNothing({ target: terapeutas.id });
    // A new therapist is listed only once the profile is saved complete, and a 404 of
    // /public-terapeutas/:id is never cached — cleared anyway, so no public answer outlives a
    // write to terapeutas.
    publicReadsChanged();
  } else {
    await db
      .insert(clientes)
      .values({ id: user.sub, email: user.email, name: user.name })
      .onConflictDoNothing({ target: clientes.id });
  }
}
