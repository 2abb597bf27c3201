// Who may enter a session's room, and when (issue 33 item 4). Only the session's client and its
// therapist; only an online session that is confirmed (or already completed by the sweep, within
// the 15 minutes after its end); only inside the window of shared-domain's janelaDaSala.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import {
  SALA_MSG,
  isPayableStatus,
  SALA_SINALIZACAO_RETENCAO_MINUTOS,
  SALA_TICKET_VALIDADE_SEGUNDOS,
  janelaDaSala,
  salaAberta,
  type JanelaDaSala,
  type PapelNaSala,
  type SalaAnswer,
  type SalaTicketAnswer,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { AppConfig } from '../config';
import type { Database, Executor } from '../db/client';
import { clientes, contas, salaMensagens, salaTickets, sessoes, terapeutas } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { iceServersFor } from './ice';

export interface SessaoDaSala {
  id: string;
  papel: PapelNaSala;
  outraParte: string;
  inicio: Date;
  fim: Date;
  janela: JanelaDaSala;
}

/** The session as `caller` may enter it, or the refusal (404 not a party; 409 presencial / not confirmed). */
export async function sessaoDaSala(db: Executor, caller: Pick<AuthUser, 'sub'>, sessaoId: string): Promise<SessaoDaSala> {
  const [row] = await db
    .select({
      id: sessoes.id,
      terapeutaId: sessoes.terapeutaId,
      clienteId: sessoes.clienteId,
      status: sessoes.status,
      modality: sessoes.modality,
      startsAt: sessoes.startsAt,
      durationMinutes: sessoes.durationMinutes,
      clientName: sessoes.clientName,
      clienteNome: clientes.name,
      terapeutaNome: terapeutas.fullName,
    })
    .from(sessoes)
    .innerJoin(terapeutas, eq(terapeutas.id, sessoes.terapeutaId))
    .leftJoin(clientes, eq(clientes.id, sessoes.clienteId))
    .where(and(eq(sessoes.id, sessaoId), or(eq(sessoes.clienteId, caller.sub), eq(sessoes.terapeutaId, caller.sub))))
    .limit(1);
  // someone else's session answers exactly as an unknown id: nothing tells them it exists
  if (!row) throw notFound(SALA_MSG.naoEncontrada);
  if (row.modality === 'presencial') throw conflict(SALA_MSG.presencial);
  // the room opens for a session that is on or was held (shared-domain isPayableStatus: CONFIRMED,
  // and COMPLETED — the sweep completes a session at its end, its room stays open 15 more minutes)
  if (!isPayableStatus(row.status)) throw conflict(SALA_MSG.naoConfirmada);
  const papel: PapelNaSala = row.terapeutaId === caller.sub ? 'terapeuta' : 'cliente';
  const inicio = row.startsAt;
  const fim = new Date(inicio.getTime() + row.durationMinutes * 60_000);
  return {
    id: row.id,
    papel,
    outraParte: papel === 'terapeuta' ? row.clientName || row.clienteNome || 'Cliente' : row.terapeutaNome || 'Terapeuta',
    inicio,
    fim,
    janela: janelaDaSala(inicio, fim),
  };
}

export async function salaAnswerFor(db: Database, config: AppConfig, caller: AuthUser, sessaoId: string, now: Date): Promise<SalaAnswer> {
  const s = await sessaoDaSala(db, caller, sessaoId);
  return {
    sessaoId: s.id,
    papel: s.papel,
    outraParte: { nome: s.outraParte },
    inicio: s.inicio.toISOString(),
    fim: s.fim.toISOString(),
    abreEm: s.janela.abreEm.toISOString(),
    fechaEm: s.janela.fechaEm.toISOString(),
    aberta: salaAberta(now, s.janela),
    // credentials only while they can be used
    iceServers: salaAberta(now, s.janela) ? iceServersFor(config.sala, caller.sub, now) : [],
  };
}

/** SHA-256 (hex) of a ticket: what the database keeps, so a copy of it opens no room. */
export const ticketHash = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/** A new single-use ticket (256 random bits) for `caller` in session `sessaoId`, refused outside the window. */
export async function emitirTicket(db: Database, caller: AuthUser, sessaoId: string, now: Date): Promise<SalaTicketAnswer> {
  const s = await sessaoDaSala(db, caller, sessaoId);
  if (now.getTime() < s.janela.abreEm.getTime()) throw conflict(SALA_MSG.aindaNaoAbriu);
  if (!salaAberta(now, s.janela)) throw conflict(SALA_MSG.encerrada);
  const ticket = randomBytes(32).toString('base64url');
  const expiraEm = new Date(now.getTime() + SALA_TICKET_VALIDADE_SEGUNDOS * 1000);
  await db.insert(salaTickets).values({ hash: ticketHash(ticket), sessaoId: s.id, contaId: caller.sub, papel: s.papel, criadoEm: now, expiraEm });
  return { ticket, expiraEm: expiraEm.toISOString() };
}

export interface TicketConsumido {
  sessaoId: string;
  contaId: string;
  papel: PapelNaSala;
  criadoEm: Date;
}

/** Uses a ticket up, atomically (one UPDATE … RETURNING: two sockets with one ticket, on any
 * replicas, cannot both get it); null when unknown, used or expired. */
export async function consumirTicket(db: Database, ticket: string, now: Date): Promise<TicketConsumido | null> {
  if (!ticket || ticket.length > 200) return null;
  const [row] = await db
    .update(salaTickets)
    .set({ usadoEm: now })
    .where(and(eq(salaTickets.hash, ticketHash(ticket)), isNull(salaTickets.usadoEm), gt(salaTickets.expiraEm, now)))
    .returning({ sessaoId: salaTickets.sessaoId, contaId: salaTickets.contaId, papel: salaTickets.papel, criadoEm: salaTickets.criadoEm });
  return row ? { ...row, papel: row.papel as PapelNaSala } : null;
}

/**
 * Whether an open socket may stay: the session is still a room (online, confirmed/completed, this
 * account a party) and the account is neither erased nor signed out everywhere since its ticket.
 */
export async function aindaPodeFicar(db: Database, t: TicketConsumido): Promise<boolean> {
  try {
    await sessaoDaSala(db, { sub: t.contaId }, t.sessaoId);
  } catch {
    return false;
  }
  const [conta] = await db
    .select({ erasedAt: contas.erasedAt, revogadas: contas.sessoesRevogadasEm })
    .from(contas)
    .where(eq(contas.id, t.contaId))
    .limit(1);
  if (conta?.erasedAt) return false;
  // 'Sair de todos os dispositivos' (migration 0014) after the ticket was issued ends the call too
  if (conta?.revogadas && conta.revogadas.getTime() >= t.criadoEm.getTime()) return false;
  return true;
}

/** The room's sweep: used or expired tickets, and relayed messages older than a few minutes. */
export async function varrerSala(db: Database, now: Date): Promise<void> {
  await db.delete(salaTickets).where(lt(salaTickets.expiraEm, new Date(now.getTime() - 60_000)));
  await db.delete(salaMensagens).where(lt(salaMensagens.criadoEm, sql`now() - ${sql.raw(`interval '${SALA_SINALIZACAO_RETENCAO_MINUTOS} minutes'`)}`));
}
