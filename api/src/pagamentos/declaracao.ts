// The payment statement for refunds (issue 34 item 4): issued to the session's client once the
// session took place and its payment was received (issue 41: never ahead of the session), kept as
// issued (declaracoes, migration 0020) with a random verification code, and confirmed publicly by
// that code — valid, or cancelled with when — showing initials and the CPFs' last digits only.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DECLARACAO_CODE_PATTERN,
  DECLARACAO_MESSAGES,
  PAYMENT_METHOD_LABELS,
  appointmentEndsAt,
  declaracaoCode,
  isOneOf,
  normalizeDeclaracaoCode,
  PAYMENT_METHODS,
  publicStatement,
  todayIso,
  tookPlace,
  valorPorExtenso,
  type Declaracao,
  type DeclaracaoPublica,
} from '@acolhe/shared-domain';
import type { AuthUser } from '../auth/verifier';
import type { Database, Executor } from '../db/client';
import { clientes, declaracoes, pagamentos, recebimentos, sessoes, terapeutas } from '../db/schema';
import { conflict, forbidden, notFound } from '../lib/errors';
import { ownAppointment } from '../sessoes/service';

/** How it was paid, as the statement says it. */
function paymentWords(forma: string | null, sessionMethod: string | null): string {
  if (forma === 'pix') return 'Pix';
  if (forma === 'link') return 'link de pagamento do(a) psicólogo(a)';
  if (isOneOf(PAYMENT_METHODS, sessionMethod)) return PAYMENT_METHOD_LABELS[sessionMethod].toLowerCase().replace(/^pix$/, 'Pix');
  return 'pagamento direto ao(à) psicólogo(a)';
}

/** The day (São Paulo) a payment was confirmed: the statement's 'Data do pagamento'. */
const paymentDay = (confirmadoEm: Date | null): string => (confirmadoEm ? todayIso(confirmadoEm) : '');

/** A stored statement as it reads now: one issued before issue 41 takes its date of payment from the payment. */
function asIssued(conteudo: unknown, confirmadoEm: Date | null): Declaracao {
  const d = conteudo as Declaracao;
  return d.dataPagamento ? d : { ...d, dataPagamento: paymentDay(confirmadoEm) };
}

async function stored(db: Executor, sessaoId: string, confirmadoEm: Date | null): Promise<Declaracao | undefined> {
  const [row] = await db.select({ conteudo: declaracoes.conteudo }).from(declaracoes).where(eq(declaracoes.sessaoId, sessaoId));
  return row ? asIssued(row.conteudo, confirmadoEm) : undefined;
}

/**
 * The statement of a session for its client (GET /sessoes/{id}/declaracao.pdf): somebody else's
 * session 404 (as every session read), its therapist 403; 409 for a cancelled session (its
 * statement, if one was issued before, is void), a payment not received, or a session that has not
 * taken place yet (shared-domain tookPlace: nothing is declared ahead of it). The first download
 * writes it; later ones (and a concurrent one: ON CONFLICT) return the same text and code.
 */
export async function issueStatement(db: Database, caller: AuthUser, sessaoId: string, now: Date): Promise<Declaracao> {
  await ownAppointment(db, caller, sessaoId);
  if (caller.tipo !== 'cliente') throw forbidden(DECLARACAO_MESSAGES.onlyClient);
  const [row] = await db
    .select({
      estado: pagamentos.estado,
      gratuita: pagamentos.gratuita,
      valor: pagamentos.valor,
      confirmadoEm: pagamentos.confirmadoEm,
      canceladaEm: pagamentos.canceladaEm,
      status: sessoes.status,
      sessionUpdatedAt: sessoes.updatedAt,
      data: sessoes.date,
      hora: sessoes.time,
      duracaoMinutos: sessoes.durationMinutes,
      modalidade: sessoes.modality,
      paymentMethod: sessoes.paymentMethod,
      terapeutaNome: terapeutas.fullName,
      terapeutaCpf: terapeutas.cpf,
      crp: terapeutas.crp,
      officeCity: terapeutas.officeCity,
      city: terapeutas.city,
      forma: recebimentos.forma,
      cidadePix: recebimentos.cidade,
      clienteNome: clientes.name,
      sessionClientName: sessoes.clientName,
      clienteCpf: clientes.cpf,
    })
    .from(sessoes)
    .innerJoin(terapeutas, eq(terapeutas.id, sessoes.terapeutaId))
    .innerJoin(clientes, eq(clientes.id, sessoes.clienteId))
    .leftJoin(pagamentos, eq(pagamentos.sessaoId, sessoes.id))
    .leftJoin(recebimentos, eq(recebimentos.terapeutaId, sessoes.terapeutaId))
    .where(eq(sessoes.id, sessaoId));
  if (row?.status === 'CANCELLED') {
    const at = (row.canceladaEm ?? row.sessionUpdatedAt).toISOString();
    const issued = await stored(db, sessaoId, row.confirmadoEm);
    throw conflict(issued ? DECLARACAO_MESSAGES.annulled(at) : DECLARACAO_MESSAGES.cancelled(at));
  }
  if (!row || row.estado === null) throw conflict(DECLARACAO_MESSAGES.notPaid);
  if (row.gratuita) throw conflict(DECLARACAO_MESSAGES.free);
  if (row.estado !== 'confirmado') throw conflict(DECLARACAO_MESSAGES.notPaid);
  const held = { status: row.status, date: row.data, time: row.hora, durationMinutes: row.duracaoMinutos };
  if (!tookPlace(held, now)) throw conflict(DECLARACAO_MESSAGES.notYet(appointmentEndsAt(held.date, held.time, held.durationMinutes)));
  const already = await stored(db, sessaoId, row.confirmadoEm);
  if (already) return already;
  if (!row.clienteCpf) throw conflict(DECLARACAO_MESSAGES.noClientCpf);
  const valor = Number(row.valor);
  const conteudo: Declaracao = {
    codigo: declaracaoCode(randomBytes(12)),
    emitidaEm: now.toISOString(),
    terapeuta: { nome: row.terapeutaNome, cpf: row.terapeutaCpf, crp: row.crp },
    cliente: { nome: row.clienteNome || row.sessionClientName, cpf: row.clienteCpf },
    data: row.data,
    hora: row.hora,
    duracaoMinutos: row.duracaoMinutos,
    modalidade: row.modalidade === 'presencial' ? 'presencial' : 'online',
    valor,
    valorPorExtenso: valorPorExtenso(valor),
    formaPagamento: paymentWords(row.forma, row.paymentMethod),
    dataPagamento: paymentDay(row.confirmadoEm),
    local: (row.officeCity || row.cidadePix || row.city || '').trim(),
  };
  await db
    .insert(declaracoes)
    .values({ codigo: conteudo.codigo, sessaoId, conteudo: conteudo as unknown as Record<string, unknown>, emitidaEm: now })
    .onConflictDoNothing({ target: declaracoes.sessaoId });
  return (await stored(db, sessaoId, row.confirmadoEm))!;
}

/**
 * GET /declaracoes/{codigo} (public): whether the statement holds, to whoever holds its code —
 * 'valida', or 'cancelada' with when once its session was cancelled — with the people as initials
 * and the CPFs' last digits (a code found on a lost page must not hand out a name or a CPF), and
 * nothing about other sessions. An erasure of either account keeps it (issue 41); an unknown or
 * malformed code 404.
 */
export async function verifyStatement(db: Executor, raw: string): Promise<DeclaracaoPublica> {
  const codigo = normalizeDeclaracaoCode(raw);
  if (!DECLARACAO_CODE_PATTERN.test(codigo)) throw notFound(DECLARACAO_MESSAGES.notFound);
  const [row] = await db
    .select({
      conteudo: declaracoes.conteudo,
      confirmadoEm: pagamentos.confirmadoEm,
      canceladaEm: pagamentos.canceladaEm,
      status: sessoes.status,
      sessionUpdatedAt: sessoes.updatedAt,
    })
    .from(declaracoes)
    .leftJoin(pagamentos, eq(pagamentos.sessaoId, declaracoes.sessaoId))
    .leftJoin(sessoes, eq(sessoes.id, declaracoes.sessaoId))
    .where(eq(declaracoes.codigo, codigo));
  if (!row) throw notFound(DECLARACAO_MESSAGES.notFound);
  const cancelled = row.canceladaEm ?? (row.status === 'CANCELLED' ? row.sessionUpdatedAt : null);
  return publicStatement(asIssued(row.conteudo, row.confirmadoEm), cancelled?.toISOString() ?? null);
}
