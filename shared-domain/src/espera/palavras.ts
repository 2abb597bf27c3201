// The waiting list's rules in words (issue 46), pure: a window ('Seg e Qua, 18:00–21:00 · online'),
// a place in line ('Você é o(a) 2º(ª) da fila'), an offer's headline, an entry's expiry, and the
// therapist's summary of who waits for which window (first names only).
import { dayOfWeekOf, instantToWallClock, isValidTime, timeToMinutes } from '../dates';
import { SESSION_FORMATS, type SessionFormat } from '../enums';
import { formatDate } from '../format';
import type { EsperaJanela } from './rules';
import { ESPERA_MESSAGES as M } from './schemas';

/** Sunday first, as `diasDaSemana` counts them (0 = domingo). */
export const WEEKDAY_CHIPS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
const WEEKDAY_SHORT_LOWER = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

/** [3, 1] → 'Seg e Qua'; [1, 3, 5] → 'Seg, Qua e Sex'; every day → 'Todos os dias'. */
export function diasEmPalavras(dias: readonly number[]): string {
  const sorted = [...new Set(dias)].filter((d) => Number.isInteger(d) && d >= 0 && d <= 6).sort((a, b) => a - b);
  if (sorted.length === 7) return 'Todos os dias';
  const names = sorted.map((d) => WEEKDAY_CHIPS[d]!);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

/** 'Seg e Qua, 18:00–21:00 · online' (no format: either suits). */
export function janelaEmPalavras(janela: EsperaJanela): string {
  const base = `${diasEmPalavras(janela.diasDaSemana)}, ${janela.inicio}–${janela.fim}`;
  return janela.modalidade ? `${base} · ${janela.modalidade}` : base;
}

/** 2 → 'Você é o(a) 2º(ª) da fila'; 1 → 'Você é o(a) próximo(a) da fila'. */
export function posicaoNaFila(posicao: number): string {
  if (posicao <= 1) return 'Você é o(a) próximo(a) da fila';
  return `Você é o(a) ${posicao}º(ª) da fila`;
}

/** An instant → 'Expira em dd/MM/yyyy' (São Paulo date). */
export function expiraEmTexto(expiraEm: string): string {
  const instant = new Date(expiraEm);
  if (Number.isNaN(instant.getTime())) return '';
  return `Expira em ${formatDate(instantToWallClock(instant).slice(0, 10))}`;
}

/** An instant → 'HH:MM' on São Paulo's clock. */
export function horaDeBrasilia(instant: string): string {
  const d = new Date(instant);
  return Number.isNaN(d.getTime()) ? '' : instantToWallClock(d).slice(11, 16);
}

/** 'Abriu um horário: qua, 02/12/2026 às 18:00 — reservado para você até 18:30'. */
export function ofertaEmPalavras(oferta: { date: string; time: string; expiraEm: string }): string {
  const dow = WEEKDAY_SHORT_LOWER[dayOfWeekOf(oferta.date)] ?? '';
  return `Abriu um horário: ${dow}, ${formatDate(oferta.date)} às ${oferta.time} — reservado para você até ${horaDeBrasilia(oferta.expiraEm)}`;
}

/** The formats a client may wait for: those the therapist offers (none known: both). */
export function formatosDaLista(sessionFormats: readonly unknown[] | null | undefined): SessionFormat[] {
  const offered = SESSION_FORMATS.filter((f) => (sessionFormats ?? []).includes(f));
  return offered.length > 0 ? offered : [...SESSION_FORMATS];
}

export interface JoinDraft {
  diasDaSemana: number[];
  inicio: string;
  fim: string;
  modalidade: SessionFormat | null;
  observacao: string;
}

/** The join form's problems before sending, by field ({} when it may go), in the api's words
 * (the same schema messages, so a field says the same before and after sending). */
export function joinProblems(draft: JoinDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.diasDaSemana.length === 0) problems.diasDaSemana = M.weekdays;
  if (!isValidTime(draft.inicio)) problems.inicio = M.start;
  if (!isValidTime(draft.fim)) problems.fim = M.end;
  else if (isValidTime(draft.inicio) && timeToMinutes(draft.fim) <= timeToMinutes(draft.inicio)) problems.fim = M.order;
  return problems;
}

/** The body of the join: days in order, the only format when the therapist offers one (else the
 * client's choice, none = either suits), a note only when written. */
export function joinBody(draft: JoinDraft, formatos: readonly SessionFormat[]) {
  const modalidade = formatos.length === 1 ? formatos[0] : draft.modalidade;
  const observacao = draft.observacao.trim();
  return {
    diasDaSemana: [...new Set(draft.diasDaSemana)].sort((a, b) => a - b),
    inicio: draft.inicio,
    fim: draft.fim,
    ...(modalidade ? { modalidade } : {}),
    ...(observacao ? { observacao } : {}),
  };
}

export interface EntradaDaFila extends EsperaJanela {
  primeiroNome: string;
}

export interface GrupoDaFila {
  janela: string;
  quantos: number;
  nomes: string[];
}

/** The therapist's view: entries grouped by window in words, in line order, with first names;
 * the most wanted window first. */
export function resumoDaFila(entradas: readonly EntradaDaFila[]): GrupoDaFila[] {
  const groups = new Map<string, GrupoDaFila>();
  for (const entrada of entradas) {
    const janela = janelaEmPalavras(entrada);
    const group = groups.get(janela) ?? { janela, quantos: 0, nomes: [] };
    group.quantos += 1;
    group.nomes.push(entrada.primeiroNome);
    groups.set(janela, group);
  }
  return [...groups.values()].sort((a, b) => b.quantos - a.quantos);
}

/** '1 pessoa' / '3 pessoas'. */
export function pessoas(n: number): string {
  return n === 1 ? '1 pessoa' : `${n} pessoas`;
}
