// What a series commits both sides to, in one sentence (issue 44 item 1): its weekday and time from
// the first date, that it goes on until someone ends it, how many sessions are reserved and until
// when, the price per session and how to end it. One owner for the wording: the booking card,
// /agendar, the therapist's confirm dialog, 'Ver série' and the e-mails all say it through here.
// How many are reserved comes from the api's own rule (seriesDatesDue: the rolling horizon).
import { formatCurrency, formatDate } from '../format';
import { dayOfWeekOf } from '../dates';
import type { AppointmentStatus } from '../enums';
import { RECURRENCE_INTERVAL_DAYS, seriesDatesDue, type SeriesRecurrence } from './rules';

/** The menu and the action that end a series, in both areas. */
export const SERIES_MENU_LABEL = 'Gerenciar série';
export const SERIES_END_LABEL = 'Encerrar série';

/** Weekday names (0 = Sunday), singular, as in 'toda segunda'. */
export const WEEKDAY_SHORT_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

/** Sunday and Saturday are masculine ('todo sábado', 'no domingo'). */
const masculine = (weekday: number) => weekday === 0 || weekday === 6;

/** 'Toda segunda às 10:40' / 'Todo sábado às 09:00' / 'A cada 15 dias, na segunda às 10:40'. */
export function seriesRuleText(recorrencia: SeriesRecurrence, weekday: number, hora: string): string {
  const name = WEEKDAY_SHORT_NAMES[weekday] ?? '';
  if (recorrencia === 'quinzenal') return `A cada 15 dias, ${masculine(weekday) ? 'no' : 'na'} ${name} às ${hora}`;
  return `${masculine(weekday) ? 'Todo' : 'Toda'} ${name} às ${hora}`;
}

const RENEWAL: Readonly<Record<SeriesRecurrence, string>> = { semanal: 'renovadas toda semana', quinzenal: 'renovadas a cada 15 dias' };

/** The sessions of a series reserved ahead: how many and the last date. */
export interface SeriesReserved {
  quantidade: number;
  /** 'YYYY-MM-DD' */
  ate: string;
}

/**
 * What accepting the series on `today` (São Paulo) reserves: its first date (the request itself)
 * and the dates the api then makes up to the rolling horizon (api/src/series/occurrences.ts:
 * the series is written with its first date made). A date the therapist cannot attend is skipped
 * then, and both sides are told.
 */
export function reservedOnAcceptance(recorrencia: SeriesRecurrence, inicio: string, today: string): SeriesReserved {
  const next = seriesDatesDue(inicio, RECURRENCE_INTERVAL_DAYS[recorrencia], inicio, null, today);
  return { quantidade: 1 + next.length, ate: next[next.length - 1] ?? inicio };
}

/** Statuses of an occurrence that still holds its time. */
const HOLDING: ReadonlySet<AppointmentStatus> = new Set<AppointmentStatus>(['PENDING', 'CONFIRMED']);

/** The sessions of a series already reserved from `today` on (its real occurrences), or null when none. */
export function reservedOf(ocorrencias: readonly { date: string; status: AppointmentStatus }[], today: string): SeriesReserved | null {
  const ahead = ocorrencias.filter((o) => HOLDING.has(o.status) && o.date >= today).map((o) => o.date).sort();
  return ahead.length === 0 ? null : { quantidade: ahead.length, ate: ahead[ahead.length - 1]! };
}

export interface SeriesTerms {
  recorrencia: SeriesRecurrence;
  /** the first date, 'YYYY-MM-DD' (São Paulo) */
  inicio: string;
  /** 'HH:MM' */
  hora: string;
  /** price per session in reais; null when unknown (not said) */
  preco: number | null;
  /** the sessions reserved; `prevista`: before the therapist accepts, what accepting reserves */
  reserva: (SeriesReserved & { prevista: boolean }) | null;
}

/** A series as it is stored or read (GET /series/{id}). */
export interface SeriesCommitment {
  recorrencia: SeriesRecurrence;
  inicio: string;
  hora: string;
  estado: 'pendente' | 'ativa' | 'recusada' | 'encerrada';
  preco: number | null;
  ocorrencias: readonly { date: string; status: AppointmentStatus }[];
}

/** What a series commits to on `today`: pending, what accepting it reserves; accepted, its real
 * occurrences ahead. Null for a series refused or ended (it commits to nothing any more). */
export function seriesTermsOf(serie: SeriesCommitment, today: string): SeriesTerms | null {
  if (serie.estado !== 'pendente' && serie.estado !== 'ativa') return null;
  const { recorrencia, inicio, hora, preco } = serie;
  if (serie.estado === 'pendente') return { recorrencia, inicio, hora, preco, reserva: { ...reservedOnAcceptance(recorrencia, inicio, today), prevista: true } };
  const real = reservedOf(serie.ocorrencias, today);
  return { recorrencia, inicio, hora, preco, reserva: real && { ...real, prevista: false } };
}

const sessions = (n: number) => (n === 1 ? '1 sessão' : `${n} sessões`);

/** The parts of the description, in order (the e-mails show them as lines; the fronts join them). */
export function seriesDescriptionParts(terms: SeriesTerms): string[] {
  const parts = [`${seriesRuleText(terms.recorrencia, dayOfWeekOf(terms.inicio), terms.hora)}, a partir de ${formatDate(terms.inicio)}`];
  const r = terms.reserva;
  if (r) {
    const ate = r.quantidade === 1 ? `em ${formatDate(r.ate)}` : `até ${formatDate(r.ate)}`;
    parts.push(
      r.prevista
        ? `ao confirmar, ${sessions(r.quantidade)} ${r.quantidade === 1 ? 'fica reservada' : 'ficam reservadas'}, ${ate}, ${RENEWAL[terms.recorrencia]}`
        : `${sessions(r.quantidade)} já ${r.quantidade === 1 ? 'reservada' : 'reservadas'}, ${ate}, ${RENEWAL[terms.recorrencia]}`,
    );
  } else parts.push(RENEWAL[terms.recorrencia].replace('renovadas', 'sessões renovadas'));
  if (terms.preco !== null) parts.push(`${formatCurrency(terms.preco)} por sessão`);
  parts.push(`sem data para terminar: você pode encerrar quando quiser (${SERIES_MENU_LABEL} › ${SERIES_END_LABEL})`);
  return parts;
}

/** 'Toda segunda às 10:40, a partir de 30/11/2026 · 12 sessões já reservadas, até 15/02/2027,
 * renovadas toda semana · R$ 180,00 por sessão · sem data para terminar: você pode encerrar
 * quando quiser (Gerenciar série › Encerrar série)'. */
export function seriesDescription(terms: SeriesTerms): string {
  return seriesDescriptionParts(terms).join(' · ');
}
