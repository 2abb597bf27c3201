// What each account chose about e-mail (GET/PUT /me/preferencias). Only reminders can be turned
// off: a decision about one's session (confirmed, cancelled, moved) is always e-mailed. The choice
// is published (PreferenciasAlteradas) in the transaction that saves it: the notifications apply it
// to the reminders still to come with it; either way they keep appearing in the inbox when due.
import { eq } from 'drizzle-orm';
import type { NotificationPreferences, NotificationPreferencesInput, UserType } from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { contas } from '../db/schema';
import type { EventBus } from '../eventos/bus';

export async function preferencesOf(db: Executor, contaId: string): Promise<NotificationPreferences> {
  const [row] = await db.select({ lembretesEmail: contas.lembretesEmail }).from(contas).where(eq(contas.id, contaId)).limit(1);
  return { lembretesEmail: row?.lembretesEmail ?? true };
}

export async function setPreferences(bus: EventBus, db: Database, contaId: string, tipo: UserType, input: NotificationPreferencesInput, now: Date): Promise<NotificationPreferences> {
  await bus.transaction(db, now, async (tx, publish) => {
    await tx
      .insert(contas)
      .values({ id: contaId, tipo, lembretesEmail: input.lembretesEmail })
      .onConflictDoUpdate({ target: contas.id, set: { lembretesEmail: input.lembretesEmail } });
    await publish('PreferenciasAlteradas', { contaId, lembretesEmail: input.lembretesEmail });
  });
  return { lembretesEmail: input.lembretesEmail };
}
