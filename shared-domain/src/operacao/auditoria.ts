// The operators' audit log (issue 32): what an operator can do, in the product's words. The api
// writes these actions (api/src/auditoria/registro.ts) and the console shows their labels.
import * as v from 'valibot';
import { spreadsheetCsv } from '../csv';
import { instantToWallClock, isValidIsoDate } from '../dates';
import { OPERACAO_MSG } from './messages';
import { formatDate } from '../format';
import { paginaDoFiltro } from './filtros';

/** Every action the audit log records → its label in the console. */
export const ACOES_AUDITORIA = {
  'verificacao.aprovar': 'Verificação aprovada',
  'verificacao.recusar': 'Verificação recusada',
  'documento.ler': 'Documento de verificação aberto',
  'avaliacao.manter': 'Avaliação mantida',
  'avaliacao.ocultar': 'Avaliação ocultada',
  'terapeuta.suspender': 'Terapeuta suspenso(a)',
  'terapeuta.reativar': 'Terapeuta reativado(a)',
} as const;

export type AcaoAuditoria = keyof typeof ACOES_AUDITORIA;

/** What an action is about. */
export const ALVOS_AUDITORIA = ['terapeuta', 'avaliacao'] as const;
export type AlvoAuditoria = (typeof ALVOS_AUDITORIA)[number];

export function labelDaAcao(acao: string): string {
  return (ACOES_AUDITORIA as Record<string, string>)[acao] ?? acao;
}

/** Page size of the audit log's list (and its maximum). */
export const AUDITORIA_PAGE_SIZE = 50;
export const AUDITORIA_MAX_PAGE_SIZE = 200;

/** How a target reads in the log: the therapist's name; a review as 'Avaliação de <author> sobre
 * <therapist>' (the names the moderation queue already shows the operator). */
export function nomeDoAlvo(alvo: { tipo: 'terapeuta'; nome: string } | { tipo: 'avaliacao'; autor: string; terapeuta: string }): string {
  if (alvo.tipo === 'terapeuta') return alvo.nome.trim() || 'Terapeuta sem nome';
  return `Avaliação de ${alvo.autor.trim() || 'cliente'} sobre ${alvo.terapeuta.trim() || 'terapeuta sem nome'}`;
}

export const AUDITORIA_CSV_HEADER = ['Data', 'Hora', 'Operador(a)', 'Ação', 'Alvo', 'Nome do alvo', 'Id do alvo', 'Motivo'] as const;

/** The audit log as the console exports it (a spreadsheet; times in São Paulo). */
export function auditoriaCsv(
  entries: readonly { em: string; operadorEmail: string; acao: string; alvoTipo: string; alvoId: string | null; alvoNome: string | null; motivo: string | null }[],
): string {
  return spreadsheetCsv(
    AUDITORIA_CSV_HEADER,
    entries.map((e) => {
      const [data = '', hora = ''] = instantToWallClock(new Date(e.em)).split('T');
      return [formatDate(data), hora, e.operadorEmail, labelDaAcao(e.acao), e.alvoTipo, e.alvoNome ?? '', e.alvoId ?? '', e.motivo ?? ''];
    }),
  );
}

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, OPERACAO_MSG.filtroInvalido)));
const optionalDate = v.optional(v.pipe(v.string(), v.check((s) => s === '' || isValidIsoDate(s), OPERACAO_MSG.filtroInvalido)));

/** GET /operacao/auditoria's query (the console's filters): action, target, operator, São Paulo
 * dates 'YYYY-MM-DD' (from, to inclusive), page. */
export const auditoriaFiltroSchema = v.object({
  acao: optionalText(60),
  alvoTipo: optionalText(40),
  alvoId: optionalText(200),
  operadorEmail: optionalText(320),
  desde: optionalDate,
  ate: optionalDate,
  page: paginaDoFiltro(0, 100_000),
  size: paginaDoFiltro(AUDITORIA_PAGE_SIZE, AUDITORIA_MAX_PAGE_SIZE),
});
export type AuditoriaFiltro = v.InferOutput<typeof auditoriaFiltroSchema>;
