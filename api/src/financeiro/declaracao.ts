// The payment statement for refunds (issue 34 item 4): issued to the session's client once its
// payment is confirmed, kept as issued (declaracoes, migration 0020) with a random verification
// code, and confirmed publicly by that code with both CPFs masked.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  DECLARACAO_CODE_PATTERN,
  DECLARACAO_MESSAGES,
  PAYMENT_METHOD_LABELS,
  declaracaoCode,
  isOneOf,
  maskCpfPublic,
  normalizeDeclaracaoCode,
  PAYMENT_METHODS,
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

async function stored(db: Executor, sessaoId: string): Promise<Declaracao | undefined> {
  const [row] = await db.select({ conteudo: declaracoes.conteudo }).from(declaracoes).where(eq(declaracoes.sessaoId, sessaoId));
  return row?.conteudo as Declaracao | undefined;
}

/**
 * The statement of a session for its client (GET /sessoes/{id}/declaracao.pdf): somebody else's
 * session 404 (as every session read), its therapist 403, a payment not confirmed 409. The first
 * download writes it; later ones (and a concurrent one: ON CONFLICT) return the same text and code.
 */
export async function issueStatement(db: Database, caller: AuthUser, sessaoId: string, now: Date): Promise<Declaracao> {
  await ownAppointment(db, caller, sessaoId);
  if (caller.tipo !== 'cliente') throw forbidden(DECLARACAO_MESSAGES.onlyClient);
  const [row] = await db
    .select({
      estado: pagamentos.estado,
      gratuita: pagamentos.gratuita,
      valor: pagamentos.valor,
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
  if (!row || row.estado === null) throw conflict(DECLARACAO_MESSAGES.notPaid);
  if (row.gratuita) throw conflict(DECLARACAO_MESSAGES.free);
  if (row.estado !== 'confirmado') throw conflict(DECLARACAO_MESSAGES.notPaid);
  const already = await stored(db, sessaoId);
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
    local: (row.officeCity || row.cidadePix || row.city || '').trim(),
  };
  await db
    .insert(declaracoes)
    .values({ codigo: conteudo.codigo, sessaoId, conteudo: conteudo as unknown as Record<string, unknown>, emitidaEm: now })
    .onConflictDoNothing({ target: declaracoes.sessaoId });
  return (await stored(db, sessaoId))!;
}

/**
 * GET /declaracoes/{codigo} (public): what the statement says, to whoever holds its code — and no
 * more: both CPFs masked (a code found on a lost page must not hand out a CPF), nothing about
 * other sessions. An unknown or malformed code 404.
 */
export async function verifyStatement(db: Executor, raw: string): Promise<DeclaracaoPublica> {
  const codigo = normalizeDeclaracaoCode(raw);
  if (!DECLARACAO_CODE_PATTERN.test(codigo)) throw notFound(DECLARACAO_MESSAGES.notFound);
  const [row] = await db.select({ conteudo: declaracoes.conteudo }).from(declaracoes).where(eq(declaracoes.codigo, codigo));
  if (!row) throw notFound(DECLARACAO_MESSAGES.notFound);
  const d = row.conteudo as unknown as Declaracao;
  return {
    ...d,
    terapeuta: { ...d.terapeuta, cpf: maskCpfPublic(d.terapeuta.cpf) },
    cliente: { ...d.cliente, cpf: maskCpfPublic(d.cliente.cpf) },
  };
}

/** An account is erased: the statements of its sessions go (they carry names and CPFs). */
export async function forgetStatements(tx: Executor, side: 'cliente' | 'terapeuta', contaId: string): Promise<void> {
  const column = side === 'cliente' ? sessoes.clienteId : sessoes.terapeutaId;
  await tx.delete(declaracoes).where(sql`${declaracoes.sessaoId} IN (SELECT ${sessoes.id} FROM ${sessoes} WHERE ${column} = ${contaId})`);
}
