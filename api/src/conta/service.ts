// LGPD art. 18 in the product: an account exports everything stored about it (GET /me/export)
// and erases itself (DELETE /me). What erasing keeps, and why, is in docs/decisions.md
// ("Excluir minha conta"): appointments the other side needs for its records stay, without the
// erased person's name or notes; a client's reviews stay, signed ANONYMOUS_CLIENT_NAME; what the
// law keeps (issue 41: the payer of payments received, the statements issued, the prontuários)
// stays for its legal period (shared-domain privacy/registros.ts says it to the user).
import type { CacheEvents } from '../lib/cache-events';
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
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
import { avaliacoes, clientes, disponibilidades, recebimentos, sessoes, terapeutaEspecialidades, terapeutas } from '../db/schema';
import { holdsSlot } from '../db/statuses';
import { getAvailability } from '../agenda/service';
import { getClient } from '../clientes/service';
import type { PublicReadsChange } from '../lib/public-cache';
import { cancelReminders, exportInbox, forgetAccount, notifySessions } from '../notificacoes/service';
import { listForClient, listForTherapist } from '../sessoes/service';
import { getPrivateTherapist } from '../terapeutas/service';
import { getPaymentSettings, listPayments } from '../pagamentos/service';
import { keepPayerOfReceived } from '../pagamentos/registros';
import type { UploadStorage } from '../uploads/storage';
import { uploadsPrefixOf } from '../uploads/images';
import { prefixoDocumentos } from '../verificacao/documento';
import { markErased } from './binding';
import { getPreferences } from './preferences';
import { ensureUserRecord } from './records';
import type { Keyring } from '../prontuario/crypto';
import { pseudonymiseClient } from '../prontuario/service';
import { NO_OFFICE } from '../terapeutas/office';

/** Everything stored about the caller, as they may read it. */
export async function exportAccount(db: Database, events: CacheEvents, storage: UploadStorage, caller: AuthUser, now: Date) {
  await ensureUserRecord(db, events, caller);
  const base = {
    exportadoEm: now.toISOString(),
    conta: { id: caller.sub, tipo: caller.tipo, email: caller.email },
    preferencias: await getPreferences(db, caller.sub),
  };
  // the reviews the account received (a therapist) or wrote (a client), oldest first
  const reviewsWhere = (side: typeof avaliacoes.terapeutaId | typeof avaliacoes.clienteId) =>
    db.select().from(avaliacoes).where(eq(side, caller.sub)).orderBy(asc(avaliacoes.dataAvaliacao), asc(avaliacoes.id));
  if (caller.tipo === 'terapeuta') {
    const reviews = await reviewsWhere(avaliacoes.terapeutaId);
    return {
      ...base,
      perfil: await getPrivateTherapist(db, caller.sub),
      disponibilidade: await getAvailability(db, caller.sub),
      sessoes: await listForTherapist(db, caller.sub),
      recebimento: await getPaymentSettings(db, caller.sub),
      pagamentos: await listPayments(db, caller),
      // Reviews others wrote about the therapist, as the public sees them.
      avaliacoesRecebidas: reviews.map((r) => ({ id: r.id, nota: r.nota, comentario: r.comentario, dataAvaliacao: r.dataAvaliacao })),
      notificacoes: await exportInbox(db, caller.sub),
      uploads: await storage.list(uploadsPrefixOf('terapeutas', caller.sub)),
    };
  }
  const reviews = await reviewsWhere(avaliacoes.clienteId);
  return {
    ...base,
    perfil: await getClient(db, caller.sub),
    sessoes: await listForClient(db, caller.sub),
    pagamentos: await listPayments(db, caller),
    avaliacoesEscritas: reviews.map((r) => ({
      id: r.id,
      terapeutaId: r.terapeutaId,
      nota: r.nota,
      comentario: r.comentario,
      dataAvaliacao: r.dataAvaliacao,
    })),
    notificacoes: await exportInbox(db, caller.sub),
    uploads: await storage.list(uploadsPrefixOf('clientes', caller.sub)),
  };
}

export interface ErasureResult {
  /** future appointments cancelled because of the erasure (the other side sees them cancelled) */
  cancelled: Appointment['id'][];
}

interface Cancelled {
  ids: string[];
  /** those of `ids` that were CONFIRMED: their calendar events are cancelled too */
  confirmed: string[];
}

/** Future active appointments of one side, cancelled with the platform's reason; their reminders
 * go with them, and the confirmed ones' calendar events get a new SEQUENCE (the CANCEL). */
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
  await cancelReminders(tx, ids);
  return { ids, confirmed: rows.filter((r) => r.status === 'CONFIRMED').map((r) => r.id) };
}

/** The other side hears of each cancelled session; a confirmed one leaves its calendar too. */
async function announceCancelled(tx: Executor, tipo: 'terapeuta-excluiu-conta' | 'cliente-excluiu-conta', cancelled: Cancelled, now: Date) {
  const confirmed = new Set(cancelled.confirmed);
  await notifySessions(tx, tipo, cancelled.confirmed, now, { eraConfirmada: true });
  await notifySessions(tx, tipo, cancelled.ids.filter((id) => !confirmed.has(id)), now);
}

/** Erases the caller's account: personal data removed, future sessions cancelled, uploads
 * deleted, the account marked erased so every token of it is refused. Idempotent. */
export async function eraseAccount(db: Database, events: CacheEvents, storage: UploadStorage, caller: AuthUser, now: Date, prontuarioKeys: Keyring): Promise<ErasureResult> {
  const { cancelled, publicChange } = await db.transaction(async (tx): Promise<{ cancelled: string[]; publicChange: PublicReadsChange }> => {
    if (caller.tipo === 'terapeuta') {
      const [before] = await tx.select({ name: terapeutas.fullName }).from(terapeutas).where(eq(terapeutas.id, caller.sub));
      const cancelled = await cancelFuture(tx, 'terapeuta', caller.sub, now, 'conta-excluida');
      // Each client hears of the cancellation (without the therapist's name); the therapist's own
      // notifications go, and the clients' older ones stop naming them.
      await announceCancelled(tx, 'terapeuta-excluiu-conta', cancelled, now);
      await forgetAccount(tx, 'terapeuta', caller.sub, before?.name ?? '', ANONYMOUS_THERAPIST_NAME);
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
      // the profile and the cards go (the reviews with them)
      return { cancelled: cancelled.ids, publicChange: { profiles: [caller.sub], lists: 'cards' } };
    }
    const [before] = await tx.select({ name: clientes.name }).from(clientes).where(eq(clientes.id, caller.sub));
    const cancelled = await cancelFuture(tx, 'cliente', caller.sub, now, 'conta-excluida');
    await announceCancelled(tx, 'cliente-excluiu-conta', cancelled, now);
    await forgetAccount(tx, 'cliente', caller.sub, before?.name ?? '', ANONYMOUS_CLIENT_NAME);
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
    // their reviews stay, signed anonymously, on the profiles of the therapists they reviewed
    return { cancelled: cancelled.ids, publicChange: { profiles: reviewed.map((r) => r.terapeutaId), lists: 'unchanged' } };
  });
  await storage.deletePrefix(uploadsPrefixOf(caller.tipo === 'terapeuta' ? 'terapeutas' : 'clientes', caller.sub));
  if (caller.tipo === 'terapeuta') await storage.deletePrefix(prefixoDocumentos(caller.sub));
  events.publicReadsChanged(publicChange);
  return { cancelled };
}
