// LGPD art. 18: an account exports everything stored about it (GET /me/export), as it may read it.
// The inbox is read from its table (db/schema), not through the notifications' module: this slice
// reads the product's data, the notifications react to its events.
import { asc, desc, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { avaliacoes, notificacoes } from '../db/schema';
import type { EventBus } from '../eventos/bus';
import type { UploadStorage } from '../uploads/storage';
import { uploadsPrefixOf } from '../uploads/images';
import { preferencesOf } from '../conta/preferences';
import { getClient } from '../perfis/clientes';
import { ensureUserRecord } from '../perfis/registros';
import { getPrivateTherapist } from '../perfis/terapeutas';
import { getAvailability } from '../agenda/service';
import { listForClient, listForTherapist } from '../sessoes/service';
import { getPaymentSettings, listPayments } from '../pagamentos/service';
import { listMyEntries } from '../espera/entradas';

/** Everything stored about the caller, as they may read it. */
export async function accountData(bus: EventBus, db: Database, storage: UploadStorage, caller: AuthUser, now: Date) {
  await bus.transaction(db, now, (tx, publish) => ensureUserRecord(tx, publish, caller));
  const base = {
    exportadoEm: now.toISOString(),
    conta: { id: caller.sub, tipo: caller.tipo, email: caller.email },
    preferencias: await preferencesOf(db, caller.sub),
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
      notificacoes: await inboxOf(db, caller.sub),
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
    // the waiting lists the client is in, with the offers held for them (issue 46)
    listaDeEspera: await listMyEntries(db, caller, now),
    notificacoes: await inboxOf(db, caller.sub),
    uploads: await storage.list(uploadsPrefixOf('clientes', caller.sub)),
  };
}

/** Every notification of the account (its inbox and its e-mails' delivery), newest first. */
async function inboxOf(db: Executor, contaId: string) {
  const rows = await db.select().from(notificacoes).where(eq(notificacoes.contaId, contaId)).orderBy(desc(notificacoes.createdAt), desc(notificacoes.id));
  return rows.map((r) => ({
    id: r.id,
    tipo: r.tipo,
    titulo: r.titulo,
    mensagem: r.mensagem,
    link: r.link,
    criadaEm: r.createdAt.toISOString(),
    agendadaPara: r.agendadaPara.toISOString(),
    lidaEm: r.lidaEm?.toISOString() ?? null,
    email: { para: r.emailTo, status: r.status, enviadoEm: r.deliveredAt?.toISOString() ?? null },
  }));
}
