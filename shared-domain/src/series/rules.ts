// Weekly and fortnightly series of sessions (issue 33): what the api and the fronts agree on — the
// recurrences, the rolling horizon on which a series' occurrences are kept made, the dates of a
// series' rule, and why a date of the rule could not be made (in pt-BR). Pure functions.
import { BOOKING_HORIZON_DAYS } from '../constants';
import { dayOfWeekOf } from '../dates';
import type { AgendaRules, SlotProblem } from '../agenda/month';

export const SERIES_RECURRENCES = ['semanal', 'quinzenal'] as const;
export type SeriesRecurrence = (typeof SERIES_RECURRENCES)[number];

/** The booking's choice (issue 33): 'unica' is a single session (no `recorrencia` sent). */
export const RECURRENCE_CHOICES = [
  { value: 'unica', label: 'Sessão única' },
  { value: 'semanal', label: 'Toda semana' },
  { value: 'quinzenal', label: 'A cada 15 dias' },
] as const satisfies readonly { value: 'unica' | SeriesRecurrence; label: string }[];

/** The mark of a session that belongs to a series, on both dashboards and the week view. */
export const SERIES_SESSION_BADGE = 'Série';

/** Days between two occurrences of a series. */
export const RECURRENCE_INTERVAL_DAYS: Readonly<Record<SeriesRecurrence, 7 | 14>> = { semanal: 7, quinzenal: 14 };

export function recurrenceOf(intervalDays: number): SeriesRecurrence {
  return intervalDays === 14 ? 'quinzenal' : 'semanal';
}

/** An accepted series keeps its occurrences made this many weeks ahead (the sweep rolls it on). */
export const SERIES_HORIZON_WEEKS = 12;

export const SERIES_STATES = ['pendente', 'ativa', 'recusada', 'encerrada'] as const;
export type SeriesState = (typeof SERIES_STATES)[number];

export const SERIES_SKIP_REASONS = ['feriado', 'bloqueio', 'horario-ocupado', 'fora-do-horario', 'antecedencia', 'alem-do-horizonte'] as const;
export type SeriesSkipReason = (typeof SERIES_SKIP_REASONS)[number];

/** The reason of a skipped date, as both sides read it. */
export const SERIES_SKIP_REASON_LABELS: Readonly<Record<SeriesSkipReason, string>> = {
  feriado: 'feriado em que o(a) terapeuta não atende',
  bloqueio: 'período bloqueado na agenda do(a) terapeuta',
  'horario-ocupado': 'horário já ocupado por outra sessão',
  'fora-do-horario': 'fora do horário de atendimento do(a) terapeuta',
  antecedencia: 'dentro da antecedência mínima do(a) terapeuta',
  'alem-do-horizonte': `além do limite de ${BOOKING_HORIZON_DAYS} dias para agendar`,
};

/** Weekday names (0 = Sunday), plural as in 'às terças-feiras'. */
export const WEEKDAY_PLURALS = ['domingos', 'segundas-feiras', 'terças-feiras', 'quartas-feiras', 'quintas-feiras', 'sextas-feiras', 'sábados'] as const;

/** 'às terças-feiras', 'aos sábados' (the article of the weekday; 'aos domingos/sábados'). */
export function onWeekdays(weekday: number): string {
  return `${weekday === 0 || weekday === 6 ? 'aos' : 'às'} ${WEEKDAY_PLURALS[weekday] ?? 'dias escolhidos'}`;
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first date on or after `date` that falls on `weekday` (0 = Sunday). */
export function firstOnWeekday(date: string, weekday: number): string {
  return addDays(date, (weekday - dayOfWeekOf(date) + 7) % 7);
}

/** Whether `date` is a date of the rule that starts on `start` and repeats every `intervalDays`. */
export function isSeriesDate(start: string, intervalDays: number, date: string): boolean {
  const diff = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
  return diff >= 0 && diff % intervalDays === 0;
}

/**
 * The dates of a series' rule (from `start`, every `intervalDays`) after `after` (exclusive;
 * null: from the start), up to `until` (inclusive), and before `end` (exclusive; null: none).
 */
export function seriesDates(start: string, intervalDays: number, after: string | null, until: string, end: string | null = null): string[] {
  const out: string[] = [];
  let date = start;
  if (after !== null && after >= start) {
    const diff = Math.round((Date.parse(`${after}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
    date = addDays(start, (Math.floor(diff / intervalDays) + 1) * intervalDays);
  }
  for (; date <= until && (end === null || date < end); date = addDays(date, intervalDays)) out.push(date);
  return out;
}

/** The last date of the rolling horizon on `today` (São Paulo). */
export function seriesHorizonEnd(today: string): string {
  return addDays(today, SERIES_HORIZON_WEEKS * 7);
}

/**
 * The dates of a series' rule to make on `today` (São Paulo): after `after` (the last one made;
 * null: from the start) up to the rolling horizon, before `end`. What the api makes when the
 * therapist accepts the series and on every sweep (api/src/series/occurrences.ts), and what the
 * fronts say it will make before anyone commits (./descricao.ts).
 */
export function seriesDatesDue(start: string, intervalDays: number, after: string | null, end: string | null, today: string): string[] {
  return seriesDates(start, intervalDays, after, seriesHorizonEnd(today), end);
}

/** Why a date of a series cannot be made (slotProblem's answer, in the series' words), or null. */
export function skipReasonOf(rules: Pick<AgendaRules, 'closedDates'>, date: string, problem: SlotProblem | null): SeriesSkipReason | null {
  switch (problem) {
    case null:
      return null;
    case 'not-offered':
      return rules.closedDates.has(date) ? 'feriado' : 'fora-do-horario';
    case 'blocked':
      return 'bloqueio';
    case 'taken':
      return 'horario-ocupado';
    case 'horizon':
      return 'alem-do-horizonte';
    default: // 'past' or 'notice'
      return 'antecedencia';
  }
}
