// An iCalendar text → the busy intervals it holds in a window (issue 45 item 2): the only thing
// Acolhe keeps of an external calendar — never a title, description, attendee or place.
// ical.js parses and expands the recurrences (RRULE, RDATE, EXDATE, RECURRENCE-ID overrides); the
// wall times are turned into instants here: UTC as written; a TZID defined by the file's own
// VTIMEZONE (Outlook's Windows names) by that definition; another TZID by the IANA database
// (Google, iCloud); floating times and all-day dates in America/Sao_Paulo (an all-day event blocks
// its days there). TRANSP:TRANSPARENT ('disponível') and STATUS:CANCELLED block nothing.
// Pure: no I/O, no clock (the window is given).
import ICAL from 'ical.js';
import { BRAZIL_TIME_ZONE } from '@acolhe/shared-domain';

export interface BusyInterval {
  start: Date;
  end: Date;
}

/** The text is not an iCalendar file (an HTML page, a login form, JSON…). */
export class NotICalendarError extends Error {
  override name = 'NotICalendarError';
}

/** Occurrences looked at per recurring event: a rule of every minute since 1990 stops here. */
const MAX_OCCURRENCES = 50_000;
/** Intervals kept per calendar (after merging). */
export const MAX_INTERVALS = 5_000;
const DAY_MS = 86_400_000;
/** The UIDs of Acolhe's own events (calendario/ics.ts eventUid and the series' events). */
const ACOLHE_UID_SUFFIX = '@acolhe.com.br';

const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(zone, format);
  }
  return format;
}

/** Is `zone` a time zone the IANA database (Intl) knows? */
function knownZone(zone: string): boolean {
  try {
    formatFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `instantMs`, ms. */
function offsetAt(zone: string, instantMs: number): number {
  const parts = Object.fromEntries(formatFor(zone).formatToParts(new Date(instantMs)).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A wall time in an IANA zone → the instant (a time skipped by a DST change moves forward). */
function zonedInstant(wall: Wall, zone: string): number {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = guess - offsetAt(zone, guess);
  const second = guess - offsetAt(zone, first);
  return second;
}

const wallOf = (t: ICAL.Time): Wall => ({ year: t.year, month: t.month, day: t.day, hour: t.isDate ? 0 : t.hour, minute: t.isDate ? 0 : t.minute, second: t.isDate ? 0 : t.second });

/** The instant of an ICAL.Time whose TZID parameter (if any) is `tzid`. */
function instantOf(t: ICAL.Time, tzid: string | undefined, fileZones: ReadonlyMap<string, ICAL.Timezone>): number {
  const wall = wallOf(t);
  if (t.isDate) return zonedInstant(wall, BRAZIL_TIME_ZONE);
  if (t.zone && (t.zone === ICAL.Timezone.utcTimezone || t.zone.tzid === 'UTC' || t.zone.tzid === 'Z')) return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  if (tzid) {
    const defined = fileZones.get(tzid);
    if (defined) return ICAL.Time.fromData({ ...wall, isDate: false }, defined).toUnixTime() * 1000;
    if (knownZone(tzid)) return zonedInstant(wall, tzid);
  }
  // floating (or a TZID nobody defines): the therapist's wall clock
  return zonedInstant(wall, BRAZIL_TIME_ZONE);
}

const tzidOf = (component: ICAL.Component, property: string): string | undefined => {
  const value = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

/** Does this event (or override) block time? */
function blocks(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

/** Start and end of one occurrence (or a single event) as instants; null when it holds no time. */
function spanOf(item: ICAL.Event, start: ICAL.Time, end: ICAL.Time | null, fileZones: ReadonlyMap<string, ICAL.Timezone>): BusyInterval | null {
  const startTzid = tzidOf(item.component, 'dtstart');
  const from = instantOf(start, startTzid, fileZones);
  let to = end ? instantOf(end, tzidOf(item.component, 'dtend') ?? startTzid, fileZones) : from;
  // an all-day event without DTEND is its one day (RFC 5545 3.6.1); a moment without an end holds nothing
  if (to <= from && start.isDate) to = zonedInstant({ ...wallOf(start), day: start.day + 1 }, BRAZIL_TIME_ZONE);
  if (!(to > from)) return null;
  return { start: new Date(from), end: new Date(to) };
}

/** Sorted, overlapping and touching intervals merged. */
export function mergeIntervals(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: BusyInterval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start.getTime() <= last.end.getTime()) {
      if (next.end > last.end) last.end = next.end;
    } else merged.push({ start: next.start, end: next.end });
  }
  return merged;
}

/** Parses the text; NotICalendarError when it is not an iCalendar VCALENDAR. */
export function parseCalendar(text: string): ICAL.Component {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ''))) throw new NotICalendarError('not an iCalendar file');
  try {
    const root = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, '')) as unknown[]);
    if (root.name !== 'vcalendar') throw new NotICalendarError('not a VCALENDAR');
    return root;
  } catch (error) {
    if (error instanceof NotICalendarError) throw error;
    throw new NotICalendarError('unreadable iCalendar');
  }
}

/**
 * The busy intervals of the calendar text(s) that overlap [from, to), merged. CalDAV answers one
 * text per event: pass them all. Throws NotICalendarError when a text is not iCalendar.
 */
export function busyIntervals(texts: string | readonly string[], window: { from: Date; to: Date }): BusyInterval[] {
  const from = window.from.getTime();
  const to = window.to.getTime();
  const found: BusyInterval[] = [];
  const keep = (span: BusyInterval | null) => {
    if (span && span.end.getTime() > from && span.start.getTime() < to) found.push(span);
  };
  for (const text of typeof texts === 'string' ? [texts] : texts) {
    const root = parseCalendar(text);
    const fileZones = new Map<string, ICAL.Timezone>();
    for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
      const zone = new ICAL.Timezone(vtimezone);
      if (zone.tzid) fileZones.set(zone.tzid, zone);
    }
    // an event and its overrides share a UID: the overrides replace occurrences of the rule
    const byUid = new Map<string, { master?: ICAL.Component; overrides: ICAL.Component[] }>();
    for (const vevent of root.getAllSubcomponents('vevent')) {
      const uid = String(vevent.getFirstPropertyValue('uid') ?? `sem-uid-${byUid.size}`);
      // Acolhe's own sessions (an invitation accepted there, the feed, the copy written back):
      // they hold their time as sessions already, and a cancelled one must not stay busy
      if (uid.endsWith(ACOLHE_UID_SUFFIX)) continue;
      const group = byUid.get(uid) ?? { overrides: [] };
      if (vevent.hasProperty('recurrence-id')) group.overrides.push(vevent);
      else if (!group.master) group.master = vevent;
      byUid.set(uid, group);
    }
    for (const { master, overrides } of byUid.values()) {
      if (!master) {
        // overrides whose rule is not in this text: each is an event of its own
        for (const o of overrides) if (blocks(o)) { const e = new ICAL.Event(o); keep(spanOf(e, e.startDate, e.endDate, fileZones)); }
        continue;
      }
      const event = new ICAL.Event(master);
      if (!blocks(master)) {
        // a cancelled or free series may still have overrides that are busy
        for (const o of overrides) if (blocks(o)) { const e = new ICAL.Event(o); keep(spanOf(e, e.startDate, e.endDate, fileZones)); }
        continue;
      }
      if (!event.isRecurring()) {
        keep(spanOf(event, event.startDate, event.endDate, fileZones));
        continue;
      }
      for (const o of overrides) event.relateException(new ICAL.Event(o));
      const masterTzid = tzidOf(master, 'dtstart');
      const iterator = event.iterator();
      for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
        // past the window (a day's margin for an override moved earlier): done
        if (instantOf(next, masterTzid, fileZones) >= to + DAY_MS) break;
        const details = event.getOccurrenceDetails(next);
        if (details.item !== event && !blocks(details.item.component)) continue;
        keep(spanOf(details.item, details.startDate, details.endDate, fileZones));
      }
    }
  }
  return mergeIntervals(found).slice(0, MAX_INTERVALS);
}
