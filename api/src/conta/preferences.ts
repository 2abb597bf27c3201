// What each account chose about e-mail (GET/PUT /me/preferencias). Only reminders can be turned
// off: a decision about one's session (confirmed, cancelled, moved) is always e-mailed. Turning
// them off or on applies to the reminders still to come, in the same transaction as the choice;
// either way they keep appearing in the inbox when due.
import { eq } from 'drizzle-orm';
import type { NotificationPreferences, NotificationPreferencesInput, UserType } from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { contas } from '../db/schema';
import { applyReminderPreference } from '../notificacoes/service';

export async function getPreferences(db: Executor, contaId: string): Promise<NotificationPreferences> {
  const [row] = await db.select({ lembretesEmail: contas.lembretesEmail }).from(contas).where(eq(contas.id, contaId)).limit(1);
  return { lembretesEmail: row?.lembretesEmail ?? true };
}

export async function savePreferences(db: Database, contaId: string, tipo: UserType, input: NotificationPreferencesInput, now: Date): Promise<NotificationPreferences> {
  await db.transaction(async (tx) => {
    await tx
      .insert(contas)
      .values({ id: contaId, tipo, lembretesEmail: input.lembretesEmail })
      .onConflictDoUpdate({ target: contas.id, set: { lembretesEmail: input.lembretesEmail } });
    await applyReminderPreference(tx, contaId, input.lembretesEmail, now);
  });
  return { lembretesEmail: input.lembretesEmail };
}
