// Professional verification (issue 32): the therapist submits the CRP and a photo/PDF of the
// carteira; an operator approves or refuses it. Only a verified, non-suspended, complete profile is
// public (perfis/publicacao.ts). The document is private (storage prefix 'verificacoes/') and
// deleted DOCUMENTO_VERIFICACAO_RETENCAO_DIAS after the decision (the recurring sweep). A submission
// and a decision publish their event (events.ts) in their transaction: the therapist's message and
// the caches are the subscribers'.
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  CFP_CADASTRO_URL,
  DOCUMENTO_VERIFICACAO_RETENCAO_DIAS,
  ESTADO_APOS_DECISAO,
  VERIFICACAO_MSG,
  conselhoDoCrp,
  crpParts,
  isValidCpf,
  cpfOculto,
  normalizeCrp,
  type DecisaoVerificacao,
  type EstadoVerificacao,
} from '@acolhe/shared-domain';
import type { Database, Executor } from '../db/client';
import { terapeutas, type TerapeutaRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { emUso } from '../perfis/em-uso';
import { MSG } from '../lib/messages';
import { registrarAuditoria } from '../auditoria/registro';
import { naoSobreSiMesmo, type Operador } from '../auth/operador';
import type { EventBus } from '../eventos/bus';
import type { UploadStorage } from '../uploads/storage';
import { chaveDocumento, idDoDocumento, inicioDaChave, pastaDoDocumento, type DocumentoValido } from './documento';

type VerificacaoRow = Pick<
  TerapeutaRow,
  | 'verificacaoEstado'
  | 'crp'
  | 'verificacaoEnviadaEm'
  | 'verificacaoDecididaEm'
  | 'verificacaoMotivo'
  | 'verificacaoDocumentoChave'
  | 'verificacaoDocumentoTipo'
  | 'verificacaoDocumentoTamanho'
>;

const VERIFICACAO_COLUMNS = {
  verificacaoEstado: terapeutas.verificacaoEstado,
  crp: terapeutas.crp,
  verificacaoEnviadaEm: terapeutas.verificacaoEnviadaEm,
  verificacaoDecididaEm: terapeutas.verificacaoDecididaEm,
  verificacaoMotivo: terapeutas.verificacaoMotivo,
  verificacaoDocumentoChave: terapeutas.verificacaoDocumentoChave,
  verificacaoDocumentoTipo: terapeutas.verificacaoDocumentoTipo,
  verificacaoDocumentoTamanho: terapeutas.verificacaoDocumentoTamanho,
};

/** verificacaoAnswer (shared-domain answers/operacao-console.ts). */
export function toVerificacao(row: VerificacaoRow) {
  return {
    estado: row.verificacaoEstado,
    crp: row.crp,
    conselho: conselhoDoCrp(row.crp)?.rotulo ?? null,
    enviadoEm: row.verificacaoEnviadaEm?.toISOString() ?? null,
    decididoEm: row.verificacaoDecididaEm?.toISOString() ?? null,
    motivo: row.verificacaoEstado === 'recusado' ? row.verificacaoMotivo : null,
    documento:
      row.verificacaoDocumentoChave && row.verificacaoEnviadaEm
        ? { tipo: row.verificacaoDocumentoTipo ?? '', tamanho: row.verificacaoDocumentoTamanho ?? 0, enviadoEm: row.verificacaoEnviadaEm.toISOString() }
        : null,
  };
}

/** The therapist's own read: the verification and, when an operator suspended the profile, since
 * when and the reason the operator gave (already sent to them in the suspension e-mail) — so the
 * area says it is suspended, not only the verification's state (issue 44). */
export async function lerVerificacao(db: Executor, terapeutaId: string) {
  const [row] = await db
    .select({ ...VERIFICACAO_COLUMNS, suspensoEm: terapeutas.suspensoEm, suspensoMotivo: terapeutas.suspensoMotivo })
    .from(terapeutas)
    .where(eq(terapeutas.id, terapeutaId))
    .limit(1);
  if (!row) throw notFound(MSG.therapistNotFound);
  const suspensao = row.suspensoEm ? { desde: row.suspensoEm.toISOString(), motivo: row.suspensoMotivo || null } : null;
  return { ...toVerificacao(row), suspensao };
}

export interface Envio {
  crp: string;
  documento: { bytes: Buffer; tipo: DocumentoValido };
}

/** The CRP as typed: 400 with the pt-BR fieldError unless RR/NNNNN(N) with a region 01–24. */
export function crpDoEnvio(crp: string | undefined): string {
  if (!crp || !crpParts(crp)) throw badRequest(VERIFICACAO_MSG.crpInvalido, { crp: VERIFICACAO_MSG.crpInvalido });
  return normalizeCrp(crp);
}

/**
 * POST /terapeutas/{id}/verificacao: the document is stored first (a fresh private key), then the
 * state moves to em_analise in one transaction under the therapist's row lock; a failed write
 * deletes the new document, a successful one the document it replaced. Publishes VerificacaoEnviada.
 */
export async function enviarVerificacao(db: Database, bus: EventBus, storage: UploadStorage, terapeutaId: string, envio: Envio, now: Date) {
  const [atual] = await db.select({ cpf: terapeutas.cpf, estado: terapeutas.verificacaoEstado, crp: terapeutas.crp }).from(terapeutas).where(eq(terapeutas.id, terapeutaId)).limit(1);
  if (!atual) throw notFound(MSG.therapistNotFound);
  if (!isValidCpf(atual.cpf)) throw badRequest(VERIFICACAO_MSG.cpfNecessario, { cpf: VERIFICACAO_MSG.cpfNecessario });
  if (atual.estado === 'verificado' && atual.crp === envio.crp) throw conflict(VERIFICACAO_MSG.jaVerificado);
  const key = chaveDocumento(terapeutaId, envio.documento.tipo);
  await storage.put(key, envio.documento.bytes, envio.documento.tipo.contentType);
  let anterior: string | null = null;
  try {
    await bus.transaction(db, now, async (tx, publish) => {
      const [row] = await tx
        .select({ estado: terapeutas.verificacaoEstado, crp: terapeutas.crp, chave: terapeutas.verificacaoDocumentoChave })
        .from(terapeutas)
        .where(eq(terapeutas.id, terapeutaId))
        .for('update');
      if (!row) throw notFound(MSG.therapistNotFound);
      if (row.estado === 'verificado' && row.crp === envio.crp) throw conflict(VERIFICACAO_MSG.jaVerificado);
      anterior = row.chave;
      await tx
        .update(terapeutas)
        .set({
          crp: envio.crp,
          verificacaoEstado: 'em_analise',
          verificacaoEnviadaEm: now,
          verificacaoDecididaEm: null,
          verificacaoDecididaPor: null,
          verificacaoMotivo: null,
          verificacaoDocumentoChave: key,
          verificacaoDocumentoTipo: envio.documento.tipo.contentType,
          verificacaoDocumentoTamanho: envio.documento.bytes.length,
          updatedAt: now,
        })
        .where(eq(terapeutas.id, terapeutaId));
      await publish('VerificacaoEnviada', { terapeutaId });
    });
  } catch (error) {
    await storage.deletePrefix(pastaDoDocumento(key)).catch(() => undefined);
    throw emUso(error) ?? error;
  }
  if (anterior) await storage.deletePrefix(pastaDoDocumento(anterior)).catch(() => undefined);
  return lerVerificacao(db, terapeutaId);
}

// ---------------------------------------------------------------- the operators' side

/** GET /operacao/verificacoes?estado=: the queue, oldest submission first. */
export async function filaVerificacoes(db: Database, estado: EstadoVerificacao, page: number, size: number) {
  const where = eq(terapeutas.verificacaoEstado, estado);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: terapeutas.id, nome: terapeutas.fullName, email: terapeutas.email, cpf: terapeutas.cpf, ...VERIFICACAO_COLUMNS, motivoBruto: terapeutas.verificacaoMotivo })
      .from(terapeutas)
      .where(where)
      .orderBy(sql`${terapeutas.verificacaoEnviadaEm} ASC NULLS LAST`, asc(terapeutas.createdAt), asc(terapeutas.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(terapeutas).where(where),
  ]);
  return {
    content: rows.map((r) => {
      const v = toVerificacao(r);
      return {
        terapeutaId: r.id,
        nome: r.nome,
        email: r.email,
        crp: r.crp,
        conselho: v.conselho,
        cpf: cpfOculto(r.cpf),
        estado: v.estado,
        enviadoEm: v.enviadoEm,
        decididoEm: v.decididoEm,
        motivo: r.motivoBruto,
        // its id: what the operator's decision names back (decidirVerificacao)
        documento: v.documento && r.verificacaoDocumentoChave ? { ...v.documento, id: idDoDocumento(r.verificacaoDocumentoChave) } : null,
        cadastroCfpUrl: CFP_CADASTRO_URL,
      };
    }),
    totalElements: Number(total?.n ?? 0),
  };
}

/**
 * POST /operacao/verificacoes/{therapistId}: approve or refuse what is em_analise, with its audit
 * line and its event (VerificacaoAprovada / VerificacaoRecusada: the therapist's message) in the
 * same transaction. The decision is of what the operator
 * saw (issue 40 item 3): the UPDATE itself requires the CRP and the document the operator names to
 * be the verification's now — PostgreSQL evaluates its WHERE on the row's latest version under the
 * row's lock, so a CRP or document changed at any moment after the operator's view (even
 * committed while this waits for the lock) leaves it with no row: 409, nothing decided.
 */
export async function decidirVerificacao(db: Database, bus: EventBus, operador: Operador, terapeutaId: string, decisao: DecisaoVerificacao, now: Date) {
  naoSobreSiMesmo(operador, terapeutaId);
  const motivo = decisao.motivo || null;
  const documento = decisao.documentoId === null
    ? isNull(terapeutas.verificacaoDocumentoChave)
    : sql`starts_with(${terapeutas.verificacaoDocumentoChave}, ${inicioDaChave(terapeutaId, decisao.documentoId)})`;
  await bus.transaction(db, now, async (tx, publish) => {
    const [row] = await tx
      .update(terapeutas)
      .set({
        verificacaoEstado: ESTADO_APOS_DECISAO[decisao.decisao],
        verificacaoDecididaEm: now,
        verificacaoDecididaPor: operador.sub,
        verificacaoMotivo: motivo,
        updatedAt: now,
      })
      .where(and(eq(terapeutas.id, terapeutaId), eq(terapeutas.verificacaoEstado, 'em_analise'), eq(terapeutas.crp, normalizeCrp(decisao.crp)), documento))
      .returning({ crp: terapeutas.crp });
    if (!row) {
      // nothing decided: say why (the row as it is now)
      const [agora] = await tx.select({ estado: terapeutas.verificacaoEstado }).from(terapeutas).where(eq(terapeutas.id, terapeutaId));
      if (!agora) throw notFound(MSG.therapistNotFound);
      throw conflict(agora.estado === 'em_analise' ? VERIFICACAO_MSG.verificacaoMudou : VERIFICACAO_MSG.jaDecidida);
    }
    await registrarAuditoria(tx, operador, { acao: `verificacao.${decisao.decisao}`, alvoTipo: 'terapeuta', alvoId: terapeutaId, motivo, detalhes: { crp: row.crp, documento: decisao.documentoId } }, now);
    if (decisao.decisao === 'aprovar') await publish('VerificacaoAprovada', { terapeutaId });
    // a refusal always has its reason (decisaoVerificacaoSchema): the therapist receives it
    else await publish('VerificacaoRecusada', { terapeutaId, motivo: motivo ?? '' });
  });
  return lerVerificacao(db, terapeutaId);
}

/** GET /operacao/verificacoes/{therapistId}/documento: the stored document, its read audited
 * (the audit line is written before the bytes leave). */
export async function lerDocumento(db: Database, storage: UploadStorage, operador: Operador, terapeutaId: string, now: Date) {
  const [row] = await db
    .select({ chave: terapeutas.verificacaoDocumentoChave, tipo: terapeutas.verificacaoDocumentoTipo })
    .from(terapeutas)
    .where(eq(terapeutas.id, terapeutaId))
    .limit(1);
  if (!row) throw notFound(MSG.therapistNotFound);
  if (!row.chave) throw notFound(VERIFICACAO_MSG.documentoInexistente);
  const object = await storage.read(row.chave);
  if (!object) throw notFound(VERIFICACAO_MSG.documentoInexistente);
  try {
    await registrarAuditoria(db, operador, { acao: 'documento.ler', alvoTipo: 'terapeuta', alvoId: terapeutaId, detalhes: { tipo: row.tipo } }, now);
  } catch (error) {
    object.body.destroy();
    throw error;
  }
  return { ...object, contentType: row.tipo ?? object.contentType };
}

/** The recurring sweep: documents decided more than DOCUMENTO_VERIFICACAO_RETENCAO_DIAS ago are
 * deleted. Restart-safe: the object goes first (deleting it again is a no-op), then the key is
 * cleared only if it is still that document — a crash in between is finished by the next round. */
export async function apagarDocumentosVencidos(db: Database, storage: UploadStorage, now: Date, limit = 100): Promise<number> {
  const antes = new Date(now.getTime() - DOCUMENTO_VERIFICACAO_RETENCAO_DIAS * 86_400_000);
  const vencidos = await db
    .select({ id: terapeutas.id, chave: terapeutas.verificacaoDocumentoChave })
    .from(terapeutas)
    .where(and(isNotNull(terapeutas.verificacaoDocumentoChave), lt(terapeutas.verificacaoDecididaEm, antes), inArray(terapeutas.verificacaoEstado, Object.values(ESTADO_APOS_DECISAO))))
    .limit(limit);
  let apagados = 0;
  for (const v of vencidos) {
    const chave = v.chave!;
    await storage.deletePrefix(pastaDoDocumento(chave));
    const cleared = await db
      .update(terapeutas)
      .set({ verificacaoDocumentoChave: null })
      .where(and(eq(terapeutas.id, v.id), eq(terapeutas.verificacaoDocumentoChave, chave)))
      .returning({ id: terapeutas.id });
    apagados += cleared.length;
  }
  return apagados;
}
