// The iCalendar of a series of sessions (issue 33): ONE recurring event — DTSTART the rule's first
// date, RRULE FREQ=WEEKLY;INTERVAL=1|2 (with UNTIL once the series ended), EXDATE for every date
// that was skipped, cancelled or is waiting for the therapist again after the client moved it — and
// one override per occurrence moved to another time (same UID, RECURRENCE-ID = the date it stands
// for). SEQUENCE is the series' own, bumped on every change. Written by hand: the `ics` package
// writes neither EXDATE lists nor RECURRENCE-ID. Pure: no clock, no database.
import { appointmentStartsAt } from '@acolhe/shared-domain';
import { ALARM_HOURS_BEFORE, CALENDAR_ORGANIZER, foldOctets } from './ics';
import type { SeriesCalendarData, SeriesRule } from './series-data';

/** A series, as its calendar event needs it. */
export interface SeriesEvent extends SeriesRule<Date> {
  resumo: string;
  local?: string;
  descricao: string;
}

/** Stable per series: every update replaces the same event. */
export const seriesUid = (serieId: string) => `serie-${serieId}@acolhe.com.br`;

/** RFC 5545 UTC DATE-TIME: 20300204T120000Z */
export const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT value escaping (RFC 5545 §3.3.11). */
export const escapeText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const startOf = (date: string, time: string) => appointmentStartsAt(date, time);

function common(e: SeriesEvent, stamp: Date, withOrganizer: boolean, cancelled = false): string[] {
  const lines = [
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `UID:${seriesUid(e.serieId)}`,
    `SEQUENCE:${e.sequencia}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `SUMMARY:${escapeText(e.resumo)}`,
    `DESCRIPTION:${escapeText(e.descricao)}`,
    'TRANSP:OPAQUE',
    'CLASS:PRIVATE',
  ];
  if (e.local) lines.push(`LOCATION:${escapeText(e.local)}`);
  if (withOrganizer) lines.push(`ORGANIZER;CN=${CALENDAR_ORGANIZER.name}:mailto:${CALENDAR_ORGANIZER.email}`);
  return lines;
}

const alarm = (resumo: string) => [
  'BEGIN:VALARM',
  'ACTION:DISPLAY',
  `DESCRIPTION:${escapeText(`Lembrete: ${resumo}`)}`,
  `TRIGGER:-PT${ALARM_HOURS_BEFORE}H`,
  'END:VALARM',
];

/** The VEVENT lines of a series: the recurring event, then its overrides. */
export function seriesEventLines(e: SeriesEvent, stamp: Date, withOrganizer = false, cancelled = false): string[] {
  const start = startOf(e.inicio, e.hora);
  const end = new Date(start.getTime() + e.duracaoMinutos * 60_000);
  let rule = `RRULE:FREQ=WEEKLY;INTERVAL=${e.intervaloDias / 7}`;
  // UNTIL is inclusive: the last instant before the end date (São Paulo midnight)
  if (e.fim) rule += `;UNTIL=${utcStamp(new Date(startOf(e.fim, '00:00').getTime() - 1000))}`;
  const master = ['BEGIN:VEVENT', ...common(e, stamp, withOrganizer, cancelled), `DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`, rule];
  const excluded = [...new Set(e.excluidas)].sort();
  if (excluded.length > 0) master.push(`EXDATE:${excluded.map((d) => utcStamp(startOf(d, e.hora))).join(',')}`);
  if (cancelled) return [...master, 'END:VEVENT'];
  master.push(...alarm(e.resumo), 'END:VEVENT');
  const overrides = e.remarcadas.flatMap((o) => [
    'BEGIN:VEVENT',
    ...common(e, stamp, withOrganizer),
    `RECURRENCE-ID:${utcStamp(startOf(o.dataDaSerie, e.hora))}`,
    `DTSTART:${utcStamp(o.inicio)}`,
    `DTEND:${utcStamp(new Date(o.inicio.getTime() + o.duracaoMinutos * 60_000))}`,
    ...alarm(e.resumo),
    'END:VEVENT',
  ]);
  return [...master, ...overrides];
}

/** A calendar text (from buildCalendar) with the series' events added before its end. */
export function withSeriesEvents(calendar: string, events: readonly (SeriesEvent & { cancelada?: boolean })[], stamp: Date, withOrganizer = false): string {
  if (events.length === 0) return calendar;
  const lines = events.flatMap((e) => seriesEventLines(e, stamp, withOrganizer, e.cancelada === true));
  const endAt = calendar.lastIndexOf('END:VCALENDAR');
  return foldOctets(`${calendar.slice(0, endAt)}${lines.join('\r\n')}\r\n${calendar.slice(endAt)}`);
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

