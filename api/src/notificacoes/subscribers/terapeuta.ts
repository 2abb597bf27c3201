// A message to a therapist about no session — an operator's decision about their verification or
// their profile — written in the transaction of the decision (the subscribers of verificacao.ts and
// operacao.ts). Decisions are always e-mailed (reminder preferences do not apply).
import { eq } from 'drizzle-orm';
import type { NotificationType } from '@acolhe/shared-domain';
import type { Executor } from '../../db/client';
import { terapeutas } from '../../db/schema';
import { accountPayload, outboxRow, writeOutbox } from '../outbox';

export async function avisarTerapeuta(
  tx: Executor,
  terapeutaId: string,
  tipo: Extract<NotificationType, 'verificacao-aprovada' | 'verificacao-recusada' | 'perfil-suspenso' | 'perfil-reativado'>,
  motivo: string | null,
  link: string,
  now: Date,
): Promise<void> {
  const [terapeuta] = await tx.select({ fullName: terapeutas.fullName, email: terapeutas.email }).from(terapeutas).where(eq(terapeutas.id, terapeutaId));
  if (!terapeuta) return;
  const payload = accountPayload('terapeuta', terapeuta.fullName, motivo ? { motivo } : {});
  await writeOutbox(tx, [outboxRow({ tipo, contaId: terapeutaId, payload, link, sessaoId: null, emailTo: terapeuta.email, now })]);
}
