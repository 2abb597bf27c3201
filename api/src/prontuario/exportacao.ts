// The record as a PDF download: the therapist's export (logged as 'exportacao') and the client's
// released copy, as it stood when released (logged as 'copia'). Built in memory (pdf.ts), never
// stored, never cached.
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/verifier';
import type { Database } from '../db/client';
import { terapeutas } from '../db/schema';
import type { Keyring } from './crypto';
import { prontuarioPdf } from './pdf';
import { copyForClient, prontuarioForExport } from './service';

export interface PdfDownload {
  pdf: Buffer;
  /** the download's file name (Content-Disposition) */
  filename: string;
}

/** The header every page names: the therapist and the CRP. */
async function therapistHeader(db: Database, terapeutaId: string) {
  const [t] = await db.select({ nome: terapeutas.fullName, crp: terapeutas.crp }).from(terapeutas).where(eq(terapeutas.id, terapeutaId));
  return { terapeutaNome: t?.nome ?? '', crp: t?.crp ?? '' };
}

/** GET /prontuario/{clienteId}/prontuario.pdf: `prontuario-AAAA-MM-DD.pdf`. */
export async function exportRecord(db: Database, keyring: Keyring, caller: AuthUser, clienteId: string, now: Date): Promise<PdfDownload> {
  const p = await prontuarioForExport(db, keyring, caller, clienteId, now);
  const pdf = await prontuarioPdf(p, { ...(await therapistHeader(db, caller.sub)), geradoEm: now });
  return { pdf, filename: `prontuario-${now.toISOString().slice(0, 10)}.pdf` };
}

/** GET /prontuario-copias/{copiaId}/prontuario.pdf: `copia-prontuario-AAAA-MM-DD.pdf` (the release's day). */
export async function downloadCopy(db: Database, keyring: Keyring, caller: AuthUser, copiaId: string, now: Date): Promise<PdfDownload> {
  const { prontuario, terapeutaId, liberadaEm } = await copyForClient(db, keyring, caller, copiaId, now);
  const pdf = await prontuarioPdf(prontuario, { ...(await therapistHeader(db, terapeutaId)), geradoEm: now, copiaLiberadaEm: liberadaEm });
  return { pdf, filename: `copia-prontuario-${liberadaEm.toISOString().slice(0, 10)}.pdf` };
}
