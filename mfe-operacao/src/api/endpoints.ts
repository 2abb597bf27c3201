// The console's api calls (api/README.md, "Operators"): each answer read with its shared-domain
// schema (shared-auth's readAnswer: an answer that does not match is a pt-BR error). They go through
// the operator's own client (client.ts: the operators' pool token, never a customer's).
import type * as v from 'valibot';
import { readAnswer } from '@acolhe/shared-auth';
import {
  AUDITORIA_MAX_PAGE_SIZE,
  AUDITORIA_PAGE_SIZE,
  auditoriaAnswer,
  denunciaFilaAnswer,
  resumoOperacaoAnswer,
  terapeutasOperacaoAnswer,
  verificacaoFilaAnswer,
  type ESTADOS_FILA_DENUNCIAS,
  type EstadoVerificacao,
  type TipoDecisaoAvaliacao,
  type TipoDecisaoVerificacao,
} from '@acolhe/shared-domain';
import { parametrosAuditoria, type FiltroAuditoria } from '../auditoria/filtro';
import { api } from './client';

export type Resumo = v.InferOutput<typeof resumoOperacaoAnswer>;
export type FilaVerificacoes = v.InferOutput<typeof verificacaoFilaAnswer>;
export type ItemVerificacao = FilaVerificacoes['content'][number];
export type FilaDenuncias = v.InferOutput<typeof denunciaFilaAnswer>;
export type ItemDenuncia = FilaDenuncias['content'][number];
export type PaginaTerapeutas = v.InferOutput<typeof terapeutasOperacaoAnswer>;
export type TerapeutaOperacao = PaginaTerapeutas['content'][number];
export type PaginaAuditoria = v.InferOutput<typeof auditoriaAnswer>;

/** The queue's tabs: every state but 'nao_enviado' (nothing to review). */
export type EstadoFilaVerificacao = Exclude<EstadoVerificacao, 'nao_enviado'>;
export type EstadoFilaDenuncia = (typeof ESTADOS_FILA_DENUNCIAS)[number];
export const TERAPEUTAS_PAGE_SIZE = 20;

const seg = (value: string) => encodeURIComponent(value);
/** A path of the api's operator routes (/operacao/…), relative to the api base. */
const op = (path: string) => `operacao/${path}`;

/** GET /operacao/resumo */
export async function buscarResumo(): Promise<Resumo> {
  return readAnswer(resumoOperacaoAnswer, await api().get(op('resumo')).json());
}

/** GET /operacao/verificacoes?estado= */
export async function buscarVerificacoes(estado: EstadoFilaVerificacao): Promise<FilaVerificacoes> {
  return readAnswer(verificacaoFilaAnswer, await api().get(op('verificacoes'), { searchParams: { estado } }).json());
}

/** GET /operacao/verificacoes/{id}/documento: the private document, read with the operator's token (logged by the api). */
export async function buscarDocumento(terapeutaId: string): Promise<Blob> {
  const response = await api().get(op(`verificacoes/${seg(terapeutaId)}/documento`));
  const blob = await response.blob();
  const tipo = response.headers.get('content-type')?.split(';')[0]?.trim() ?? blob.type;
  return new Blob([blob], { type: tipo });
}

/** What the operator reviewed: the CRP and the document the queue showed (issue 40 item 3). */
export interface Conferido {
  crp: string;
  documentoId: string | null;
}

/** The CRP and document of a queue item, as its decision names them back. */
export const conferidoDe = (item: ItemVerificacao): Conferido => ({ crp: item.crp, documentoId: item.documento?.id ?? null });

/** POST /operacao/verificacoes/{id} { decisao, motivo, crp, documentoId }: decided only if the CRP and
 * the document are still what the operator saw (409 otherwise). */
export async function decidirVerificacao(terapeutaId: string, decisao: TipoDecisaoVerificacao, motivo: string, conferido: Conferido): Promise<void> {
  await api().post(op(`verificacoes/${seg(terapeutaId)}`), { json: { decisao, motivo, ...conferido } });
}

/** GET /operacao/denuncias?estado= */
export async function buscarDenuncias(estado: EstadoFilaDenuncia): Promise<FilaDenuncias> {
  return readAnswer(denunciaFilaAnswer, await api().get(op('denuncias'), { searchParams: { estado } }).json());
}

/** POST /operacao/avaliacoes/{id} { decisao, motivo } */
export async function decidirAvaliacao(avaliacaoId: string, decisao: TipoDecisaoAvaliacao, motivo: string): Promise<void> {
  await api().post(op(`avaliacoes/${seg(avaliacaoId)}`), { json: { decisao, motivo } });
}

/** GET /operacao/terapeutas?q=&page= */
export async function buscarTerapeutas(q: string, page: number): Promise<PaginaTerapeutas> {
  const searchParams: Record<string, string> = { page: String(page), size: String(TERAPEUTAS_PAGE_SIZE) };
  if (q.trim() !== '') searchParams.q = q.trim();
  return readAnswer(terapeutasOperacaoAnswer, await api().get(op('terapeutas'), { searchParams }).json());
}

/** POST /operacao/terapeutas/{id}/suspensao or /reativacao { motivo } */
export async function mudarSuspensao(terapeutaId: string, acao: 'suspensao' | 'reativacao', motivo: string): Promise<void> {
  await api().post(op(`terapeutas/${seg(terapeutaId)}/${acao}`), { json: { motivo } });
}

/** GET /operacao/auditoria with the filters set */
export async function buscarAuditoria(filtro: FiltroAuditoria, page: number, size = AUDITORIA_PAGE_SIZE): Promise<PaginaAuditoria> {
  return readAnswer(auditoriaAnswer, await api().get(op('auditoria'), { searchParams: parametrosAuditoria(filtro, page, size) }).json());
}

/** Every line of the filtered log (for the CSV), page after page of the largest size. */
export async function buscarAuditoriaCompleta(filtro: FiltroAuditoria, paginas: (total: number) => number): Promise<PaginaAuditoria['content']> {
  const primeira = await buscarAuditoria(filtro, 0, AUDITORIA_MAX_PAGE_SIZE);
  const linhas = [...primeira.content];
  const total = paginas(primeira.totalElements);
  for (let page = 1; page < total; page += 1) linhas.push(...(await buscarAuditoria(filtro, page, AUDITORIA_MAX_PAGE_SIZE)).content);
  return linhas;
}
