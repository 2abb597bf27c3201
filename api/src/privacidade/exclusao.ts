// LGPD art. 18 in the product: an account erases itself (DELETE /me). What erasing keeps, and
// why, is in docs/decisions.md ("Excluir minha conta"): appointments the other side needs for its
// records stay, without the erased person's name or notes; a client's reviews stay, signed
// ANONYMOUS_CLIENT_NAME; what the law keeps (issue 41: the payer of payments received, the
// statements issued, the prontuários) stays for its legal period (shared-domain
// privacy/registros.ts says it to the user). The erasure publishes what it did (events.ts) in its
// transaction: the notifications tell the other side and forget the account, the public reads
// drop what showed it.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import {
  ANONYMOUS_CLIENT_NAME,
  ANONYMOUS_THERAPIST_NAME,
  brazilTimeOfDay,
  todayIso,
  type Appointment,
  type CancelReason,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { avaliacoes, clientes, disponibilidades, esperaEntradas, recebimentos, sessoes, terapeutaEspecialidades, terapeutas } from '../db/schema';
import { holdsSlot } from '../db/statuses';
import type { EventBus, Publish } from '../eventos/bus';
import type { UploadStorage } from '../uploads/storage';
import { uploadsPrefixOf } from '../uploads/images';
import { markErased } from '../conta/binding';
import { NO_OFFICE } from '../perfis/office';
import { prefixoDocumentos } from '../verificacao/documento';
import { keepPayerOfReceived } from '../pagamentos/registros';
import type { Keyring } from '../prontuario/crypto';
import { pseudonymiseClient } from '../prontuario/service';

export interface ErasureResult {
  /** future appointments cancelled because of the erasure (the other side sees them cancelled) */
  cancelled: Appointment['id'][];
}

interface Cancelled {
  ids: string[];
  /** those of `ids` that were CONFIRMED: their calendar events are cancelled too */
  confirmed: string[];
}

/** Future active appointments of one side, cancelled with the platform's reason; the confirmed
 * ones' calendar events get a new SEQUENCE (the CANCEL). */
async function cancelFuture(tx: Executor, side: 'cliente' | 'terapeuta', id: string, now: Date, reason: CancelReason): Promise<Cancelled> {
  const today = todayIso(now);
  const column = side === 'cliente' ? sessoes.clienteId : sessoes.terapeutaId;
  const hhmm = brazilTimeOfDay(now);
  // read (and lock) first: which of them were confirmed is gone once they are cancelled
  const rows = await tx
    .select({ id: sessoes.id, status: sessoes.status })
    .from(sessoes)
    .where(
      and(
        eq(column, id),
        holdsSlot(sessoes.status),
        or(gt(sessoes.date, today), and(eq(sessoes.date, today), gt(sessoes.time, hhmm))),
      ),
    )
    .for('update');
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { ids, confirmed: [] };
  await tx
    .update(sessoes)
    .set({
      status: 'CANCELLED',
      cancelReason: reason,
      updatedAt: now,
      calendarSequence: sql`CASE WHEN ${sessoes.status} = 'CONFIRMED' THEN ${sessoes.calendarSequence} + 1 ELSE ${sessoes.calendarSequence} END`,
    })
    .where(inArray(sessoes.id, ids));
  return { ids, confirmed: rows.filter((r) => r.status === 'CONFIRMED').map((r) => r.id) };
}

/** The erased side's future sessions, cancelled and published (the other side hears of each; the
 * reminders go with them). */
async function cancelAndPublish(tx: Executor, publish: Publish, caller: AuthUser, now: Date): Promise<string[]> {
  const cancelled = await cancelFuture(tx, caller.tipo, caller.sub, now, 'conta-excluida');
  if (cancelled.ids.length > 0) {
    await publish('SessoesCanceladasPelaExclusao', { contaId: caller.sub, tipo: caller.tipo, sessoes: cancelled.ids, confirmadas: cancelled.confirmed });
  }
  return cancelled.ids;
}

/** Erases the caller's account: personal data removed, future sessions cancelled, uploads
 * deleted, the account marked erased so every token of it is refused. Idempotent. */
export async function erase(bus: EventBus, db: Database, storage: UploadStorage, caller: AuthUser, now: Date, prontuarioKeys: Keyring): Promise<ErasureResult> {
  const cancelled = await bus.transaction(db, now, async (tx, publish): Promise<string[]> => {
    // the waiting lists (issue 46): the erased client's entries (windows, note) and offers, or
    // the erased therapist's whole list, go (the offers with their entries)
    await tx.delete(esperaEntradas).where(eq(caller.tipo === 'terapeuta' ? esperaEntradas.terapeutaId : esperaEntradas.clienteId, caller.sub));
    if (caller.tipo === 'terapeuta') {
      const [before] = await tx.select({ name: terapeutas.fullName }).from(terapeutas).where(eq(terapeutas.id, caller.sub));
      // Each client hears of the cancellation (without the therapist's name)
      const cancelled = await cancelAndPublish(tx, publish, caller, now);
      await tx.delete(avaliacoes).where(eq(avaliacoes.terapeutaId, caller.sub));
      await tx.delete(disponibilidades).where(eq(disponibilidades.terapeutaId, caller.sub));
      // the Pix key may be the therapist's CPF, e-mail or phone
      await tx.delete(recebimentos).where(eq(recebimentos.terapeutaId, caller.sub));
      // the statements the clients hold stay verifiable for the tax period (issue 41; the sweep
      // forgetExpiredTaxRecords removes them after it)
      await tx.delete(terapeutaEspecialidades).where(eq(terapeutaEspecialidades.terapeutaId, caller.sub));
      // The row stays (past appointments of clients point at it) with nothing personal in it.
      await tx
        .update(terapeutas)
        .set({
          email: '',
          fullName: ANONYMOUS_THERAPIST_NAME,
          title: '',
          specialty: '',
          description: '',
          bio: '',
          approach: '',
          birthDate: null,
          gender: '',
          genderInSearch: false,
          cpf: '',
          crp: '',
          phone: '',
          city: '',
          state: '',
          citySlug: '',
          location: '',
          languages: sql`'{}'::text[]`,
          sessionTypes: sql`'{}'::text[]`,
          sessionFormats: sql`'{}'::text[]`,
          offersOnline: false,
          offersPresencial: false,
          youtubeVideoUrl: '',
          paymentLink: '',
          profileImageUrl: '',
          education: sql`'[]'::jsonb`,
          availabilitySummary: null,
          rating: 0,
          reviewCount: 0,
          searchText: '',
          profileComplete: false,
          // the office, every line of it (the sessions' clients read it while confirmed)
          ...NO_OFFICE,
          // the private calendar feed stops answering with the account
          calendarioToken: null,
          // the verification's document and reason go too (the CRP above is blanked)
          verificacaoEstado: 'nao_enviado',
          verificacaoMotivo: null,
          verificacaoDocumentoChave: null,
          verificacaoDocumentoTipo: null,
          verificacaoDocumentoTamanho: null,
          updatedAt: now,
        })
        .where(eq(terapeutas.id, caller.sub));
      await tx.update(sessoes).set({ meetingLink: '' }).where(eq(sessoes.terapeutaId, caller.sub));
      await markErased(tx, caller.sub, caller.tipo, now);
      // the therapist's own notifications go, the clients' older ones stop naming them; the profile
      // and the cards go (the reviews with them)
      await publish('ContaExcluida', { contaId: caller.sub, tipo: caller.tipo, nome: before?.name ?? '', nomeAnonimo: ANONYMOUS_THERAPIST_NAME, terapeutasAvaliados: [] });
      return cancelled;
    }
    const [before] = await tx.select({ name: clientes.name }).from(clientes).where(eq(clientes.id, caller.sub));
    const cancelled = await cancelAndPublish(tx, publish, caller, now);
    // What the tax rules keep (issue 41): the payer of the payments already received (the
    // therapist's Receita Saúde receipt names the CPF) and the statements issued, until the
    // period ends (pagamentos/registros.ts; LGPD art. 16, I).
    await keepPayerOfReceived(tx, caller.sub);
    await tx
      .update(clientes)
      .set({
        email: '',
        name: ANONYMOUS_CLIENT_NAME,
        image: '',
        gender: '',
        birthDate: null,
        phone: '',
        city: '',
        state: '',
        cpf: '',
        zipCode: '',
        street: '',
        number: '',
        complement: '',
        neighborhood: '',
        updatedAt: now,
      })
      .where(eq(clientes.id, caller.sub));
    await tx.update(sessoes).set({ clientName: ANONYMOUS_CLIENT_NAME, notes: '' }).where(eq(sessoes.clienteId, caller.sub));
    // The prontuários about them stay (kept 5 years after the last session: LGPD art. 11 II-a,
    // CFP 01/2009), readable only by their therapists, with the identity replaced.
    await pseudonymiseClient(tx, prontuarioKeys, caller.sub, now);
    const reviewed = await tx
      .update(avaliacoes)
      .set({ clientName: ANONYMOUS_CLIENT_NAME })
      .where(eq(avaliacoes.clienteId, caller.sub))
      .returning({ terapeutaId: avaliacoes.terapeutaId });
    await markErased(tx, caller.sub, caller.tipo, now);
    // the client's own notifications go, the therapists' stop naming them; their reviews stay,
    // signed anonymously, on the profiles of the therapists they reviewed
    const terapeutasAvaliados = reviewed.map((r) => r.terapeutaId);
    await publish('ContaExcluida', { contaId: caller.sub, tipo: caller.tipo, nome: before?.name ?? '', nomeAnonimo: ANONYMOUS_CLIENT_NAME, terapeutasAvaliados });
    return cancelled;
  });
  await storage.deletePrefix(uploadsPrefixOf(caller.tipo === 'terapeuta' ? 'terapeutas' : 'clientes', caller.sub));
  if (caller.tipo === 'terapeuta') await storage.deletePrefix(prefixoDocumentos(caller.sub));
  return { cancelled };
}
