// The iCalendar of a series of sessions (issue 33): ONE recurring event — DTSTART the rule's first
// date at its time (São Paulo, TZID: the weekly rule is anchored in the local wall clock), RRULE
// FREQ=WEEKLY;INTERVAL=1|2 (open while the series runs, with UNTIL once it ended), EXDATE for every
// date that was skipped, cancelled or is waiting for the therapist again after the client moved it —
// and one override per occurrence moved to another time (same UID, RECURRENCE-ID = the date it
// stands for). SEQUENCE is the series' own, bumped on every change. Pure: no clock, no database.
import { appointmentStartsAt } from '@acolhe/shared-domain';
import { alarmLines, escapeText, partyLines, utcStamp, zonedLine, type CalendarContext } from './ical-lines';
import type { SeriesCalendarData, SeriesRule } from './series-data';

/** A series, as its calendar event needs it. */
export interface SeriesEvent extends SeriesRule<Date> {
  resumo: string;
  local?: string;
  descricao: string;
}

/** Stable per series: every update replaces the same event. */
export const seriesUid = (serieId: string) => `serie-${serieId}@acolhe.com.br`;

const startOf = (date: string, time: string) => appointmentStartsAt(date, time);

function common(e: SeriesEvent, ctx: CalendarContext, cancelled = false): string[] {
  return [
    `UID:${seriesUid(e.serieId)}`,
    `SEQUENCE:${e.sequencia}`,
    `DTSTAMP:${utcStamp(ctx.stamp)}`,
    `SUMMARY:${escapeText(e.resumo)}`,
    `DESCRIPTION:${escapeText(e.descricao)}`,
    ...(e.local ? [`LOCATION:${escapeText(e.local)}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'CLASS:PRIVATE',
    ...partyLines(ctx),
  ];
}

/** The VEVENT lines of a series: the recurring event, then its overrides (none once cancelled). */
export function seriesEventLines(e: SeriesEvent, ctx: CalendarContext, cancelled = false): string[] {
  const start = startOf(e.inicio, e.hora);
  const end = new Date(start.getTime() + e.duracaoMinutos * 60_000);
  let rule = `RRULE:FREQ=WEEKLY;INTERVAL=${e.intervaloDias / 7}`;
  // UNTIL is inclusive, and in UTC when DTSTART has a TZID (RFC 5545 §3.3.10): the last second
  // before the end date begins in São Paulo
  if (e.fim) rule += `;UNTIL=${utcStamp(new Date(startOf(e.fim, '00:00').getTime() - 1000))}`;
  const master = ['BEGIN:VEVENT', ...common(e, ctx, cancelled), zonedLine('DTSTART', [start]), zonedLine('DTEND', [end]), rule];
  const excluded = [...new Set(e.excluidas)].sort();
  if (excluded.length > 0) master.push(zonedLine('EXDATE', excluded.map((d) => startOf(d, e.hora))));
  if (cancelled || ctx.method === 'CANCEL') return [...master, 'END:VEVENT'];
  master.push(...alarmLines(e.resumo), 'END:VEVENT');
  const overrides = e.remarcadas.flatMap((o) => [
    'BEGIN:VEVENT',
    ...common(e, ctx),
    zonedLine('RECURRENCE-ID', [startOf(o.dataDaSerie, e.hora)]),
    zonedLine('DTSTART', [o.inicio]),
    zonedLine('DTEND', [new Date(o.inicio.getTime() + o.duracaoMinutos * 60_000)]),
    ...alarmLines(e.resumo),
    'END:VEVENT',
  ]);
  return [...master, ...overrides];
}

/** The DESCRIPTION of a series' event: where to manage it. */
export const seriesDescription = (url: string) => `Série de sessões marcada pelo Acolhe.\nDetalhes, remarcação e cancelamento: ${url}`;

/** 'serie-acolhe-04-02-2030.ics' for a series starting on 'YYYY-MM-DD' */
export function seriesFileName(inicio: string): string {
  const [y, m, d] = inicio.split('-');
  return `serie-acolhe-${d}-${m}-${y}.ics`;
}
/** A series' event (names-free data) made for a reader: named after the other side, linking back
 * to where that side manages it, with the place of the latest session taking place. */
export function seriesEventFrom(data: SeriesCalendarData, resumo: string, descricao: string, local: string | undefined): SeriesEvent & { cancelada: boolean } {
  const event: SeriesEvent & { cancelada: boolean } = {
    ...data,
    remarcadas: data.remarcadas.map((r) => ({ ...r, inicio: new Date(r.inicio) })),
    resumo,
    descricao,
  };
  if (local) event.local = local;
  return event;
}

