// Days off and extra hours, as pure rules: the two forms' values → the api's block (start/end
// 'YYYY-MM-DDTHH:MM', São Paulo wall clock), validation with the shared agendaBlockSchema (its
// messages put on the field the therapist has to fix) and how a block is listed (dd/MM/yyyy HH:mm).
import {
  VALIDATION_MESSAGES,
  agendaBlockSchema,
  formatDate,
  isValidIsoDate,
  isValidTime,
  validate,
  type AgendaBlock,
  type AgendaBlockKind,
} from '@acolhe/shared-domain';
import type { NewAgendaBlock } from '../api';

/** 'Bloquear período': a date range, with optional times (a vacation week, or one afternoon). */
export interface PeriodValues {
  from: string;
  /** '' = the same day */
  to: string;
  /** '' = from the start of the first day */
  startTime: string;
  /** '' = to the end of the last day */
  endTime: string;
  reason: string;
}

/** 'Abrir horário extra': hours opened on one date besides the weekly ones. */
export interface ExtraValues {
  date: string;
  start: string;
  end: string;
  reason: string;
}

export const EMPTY_PERIOD: PeriodValues = Object.freeze({ from: '', to: '', startTime: '', endTime: '', reason: '' });
export const EMPTY_EXTRA: ExtraValues = Object.freeze({ date: '', start: '', end: '', reason: '' });

export const BLOCK_KIND_LABELS: Record<AgendaBlockKind, string> = {
  bloqueio: 'Período bloqueado',
  extra: 'Horário extra',
};

const MIDNIGHT = '00:00';

/** The day after a 'YYYY-MM-DD' date ('' when it is not a date). */
export function nextDate(date: string): string {
  if (!isValidIsoDate(date)) return '';
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** A period without an end time runs to the end of its last day: midnight of the next one (the
 * end is exclusive, as every range of the agenda). */
export function periodToBlock(values: PeriodValues): NewAgendaBlock {
  const to = values.to || values.from;
  return {
    start: `${values.from}T${values.startTime || MIDNIGHT}`,
    end: values.endTime ? `${to}T${values.endTime}` : `${nextDate(to)}T${MIDNIGHT}`,
    reason: values.reason.trim(),
    kind: 'bloqueio',
  };
}

export function extraToBlock(values: ExtraValues): NewAgendaBlock {
  return {
    start: `${values.date}T${values.start}`,
    end: `${values.date}T${values.end}`,
    reason: values.reason.trim(),
    kind: 'extra',
  };
}

/** The schema's errors of a block (keyed start / end / reason), from validation or a 400. */
export type BlockErrors = Partial<Record<'start' | 'end' | 'reason', string>>;

export function validateBlock(block: NewAgendaBlock): BlockErrors {
  const result = validate(agendaBlockSchema, block);
  if (result.success) return {};
  const { start, end, reason } = result.fieldErrors;
  return { ...(start && { start }), ...(end && { end }), ...(reason && { reason }) };
}

const badDate = (value: string) => !isValidIsoDate(value);
const badTime = (value: string) => value !== '' && !isValidTime(value);

/** Each message on the field to fix: a missing date on the date, a half-typed time on that
 * time, an end not after the start on the end the therapist typed (one message per mistake). */
export function periodFieldErrors(values: PeriodValues, errors: BlockErrors): Partial<Record<keyof PeriodValues, string>> {
  const out: Partial<Record<keyof PeriodValues, string>> = {};
  if (errors.start) out[badTime(values.startTime) && !badDate(values.from) ? 'startTime' : 'from'] = errors.start;
  if (errors.end === VALIDATION_MESSAGES.blockPast) {
    // the api's 'already over': on the last date the therapist typed (Até, or De for one day)
    out[values.to ? 'to' : 'from'] = errors.end;
  } else if (errors.end) {
    if (badTime(values.endTime) || (errors.end === VALIDATION_MESSAGES.blockOrder && values.endTime)) out.endTime = errors.end;
    else if (values.to || !out.from) out.to = errors.end;
  }
  if (errors.reason) out.reason = errors.reason;
  return out;
}

export function extraFieldErrors(values: ExtraValues, errors: BlockErrors): Partial<Record<keyof ExtraValues, string>> {
  const out: Partial<Record<keyof ExtraValues, string>> = {};
  if ((badDate(values.date) && (errors.start || errors.end)) || errors.end === VALIDATION_MESSAGES.blockPast) out.date = errors.start ?? errors.end;
  else {
    if (errors.start) out.start = errors.start;
    if (errors.end) out.end = errors.end;
  }
  if (errors.reason) out.reason = errors.reason;
  return out;
}

/** '2030-02-04T14:00' → '04/02/2030 14:00' */
export function formatLocalDateTime(value: string): string {
  const [date = '', time = ''] = value.split('T');
  return `${formatDate(date)} ${time.slice(0, 5)}`.trim();
}

/** The whole days a block covers (midnight to midnight), or null: its first and last date. */
function wholeDays(block: Pick<AgendaBlock, 'start' | 'end'>): { from: string; last: string } | null {
  const [from = '', fromTime] = block.start.split('T');
  const [until = '', untilTime] = block.end.split('T');
  if (fromTime !== MIDNIGHT || untilTime !== MIDNIGHT || !isValidIsoDate(from) || !isValidIsoDate(until) || until <= from) return null;
  let last = from;
  while (nextDate(last) < until) last = nextDate(last);
  return { from, last };
}

/** How a block reads: '04/02/2030 14:00 – 04/02/2030 18:00'; whole days read as days,
 * '15/12/2030 – dia inteiro' or '15/12/2030 a 17/12/2030 – dias inteiros' (never '… 00:00 – 16/12 00:00'). */
export function blockRangeText(block: Pick<AgendaBlock, 'start' | 'end'>): string {
  const days = wholeDays(block);
  if (days) {
    return days.last === days.from
      ? `${formatDate(days.from)} – dia inteiro`
      : `${formatDate(days.from)} a ${formatDate(days.last)} – dias inteiros`;
  }
  return `${formatLocalDateTime(block.start)} – ${formatLocalDateTime(block.end)}`;
}

/** Soonest first. */
export function sortBlocks(blocks: readonly AgendaBlock[]): AgendaBlock[] {
  return [...blocks].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}
