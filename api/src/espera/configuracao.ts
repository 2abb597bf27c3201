// A therapist's settings of the waiting list (issue 46): paused, accept automatically, how long an
// offer is held. The defaults stand until the therapist changes one.
import { eq } from 'drizzle-orm';
import { OFERTA_DURACAO_PADRAO_MIN } from '@acolhe/shared-domain';
import type { Executor } from '../db/client';
import { esperaConfiguracoes } from '../db/schema';

export interface EsperaSettings {
  pausada: boolean;
  aceitarAutomaticamente: boolean;
  duracaoOfertaMin: number;
}

export async function settingsOf(db: Executor, therapistId: string): Promise<EsperaSettings> {
  const [row] = await db.select().from(esperaConfiguracoes).where(eq(esperaConfiguracoes.terapeutaId, therapistId)).limit(1);
  return row ?? { pausada: false, aceitarAutomaticamente: false, duracaoOfertaMin: OFERTA_DURACAO_PADRAO_MIN };
}
