// The product's calendar files read back by two independent parsers (issue 41 item 4): ical.js
// (Thunderbird's) and python-icalendar + dateutil (Debian's python3-icalendar, python3-dateutil;
// testing/ical_expand.py). Both read times in the zone of the file's own VTIMEZONE — a time without
// one (floating) or a TZID the file does not define fails — and expand every recurring event up to
// `until`, EXDATEs removed and RECURRENCE-ID overrides in place.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { BRAZIL_TIME_ZONE, instantToWallClock } from '@acolhe/shared-domain';

/** One event as a parser expanded it: its occurrences' local starts ('YYYY-MM-DDTHH:MM', São Paulo)
 * and instants (UTC ISO), before `until`. */
export interface Expanded {
  starts: string[];
  instants: string[];
  sequence: number;
  status: string;
  /** the rule as the parser understood it ('' without one) */
  rrule: string;
  /** the calendar's METHOD */
  method: string;
  /** CAL-ADDRESSes ('mailto:…') of the recurring (or only) VEVENT */
  organizer: string;
  attendees: string[];
  location: string;
}

/** Debian's python (python3-icalendar lives there), else whatever `python3` is. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

/** ical.js: each event by UID, occurrences starting before `until` (ISO instant). */
export function expandWithIcalJs(ics: string, until: string): Map<string, Expanded> {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  // only the file's own zones: a TZID it does not define must not be resolved by anything else
  ICAL.TimezoneService.reset();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  const zoned = (time: ICAL.Time) => {
    if (time.zone?.tzid !== BRAZIL_TIME_ZONE) throw new Error(`hora fora do fuso ${BRAZIL_TIME_ZONE}: ${time.toString()} (${time.zone?.tzid ?? 'sem fuso'})`);
    return time.toJSDate();
  };
  const vevents = calendar.getAllSubcomponents('vevent');
  const out = new Map<string, Expanded>();
  const end = Date.parse(until);
  for (const master of vevents.filter((v) => !v.hasProperty('recurrence-id'))) {
    const event = new ICAL.Event(master);
    for (const exception of vevents.filter((v) => v.hasProperty('recurrence-id') && v.getFirstPropertyValue('uid') === event.uid)) {
      zoned(exception.getFirstPropertyValue('recurrence-id') as ICAL.Time);
      event.relateException(exception);
    }
    for (const exdate of master.getAllProperties('exdate')) for (const value of exdate.getValues() as ICAL.Time[]) zoned(value);
    const instants: Date[] = [];
    if (event.isRecurring()) {
      const iterator = event.iterator();
      for (let next = iterator.next(); next && zoned(next).getTime() < end + 400 * 86_400_000; next = iterator.next()) {
        instants.push(zoned(event.getOccurrenceDetails(next).startDate));
      }
    } else {
      instants.push(zoned(event.startDate));
    }
    zoned(event.endDate);
    const recur = master.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    const taking = instants.filter((i) => i.getTime() < end).sort((a, b) => a.getTime() - b.getTime());
    out.set(event.uid, {
      starts: taking.map((i) => instantToWallClock(i)),
      instants: taking.map((i) => i.toISOString()),
      sequence: event.sequence,
      status: String(master.getFirstPropertyValue('status') ?? ''),
      // the rule as ical.js understood it (its toString leaves INTERVAL=1 out)
      rrule: recur ? `FREQ=${recur.freq};INTERVAL=${recur.interval}${recur.until ? `;UNTIL=${recur.until.toJSDate().toISOString()}` : ''}` : '',
      method: String(calendar.getFirstPropertyValue('method') ?? ''),
      organizer: String(master.getFirstPropertyValue('organizer') ?? ''),
      attendees: master.getAllProperties('attendee').map((a) => String(a.getFirstValue())),
      location: String(master.getFirstPropertyValue('location') ?? ''),
    });
  }
  return out;
}

/** python-icalendar + dateutil (testing/ical_expand.py): each event by UID, as expandWithIcalJs. */
export function expandWithPython(ics: string, until: string): Map<string, Expanded> {
  const answer = execFileSync(PYTHON, [join(__dirname, 'ical_expand.py'), until], { input: ics, encoding: 'utf8' });
  const parsed = JSON.parse(answer) as Record<string, Expanded & { tzids: string[] }>;
  return new Map(
    Object.entries(parsed).map(([uid, e]) => {
      // python read the times in the file's zone: a file without TZID would be read as UTC
      if (e.tzids.join() !== BRAZIL_TIME_ZONE) throw new Error(`python leu fusos ${JSON.stringify(e.tzids)} em ${uid}`);
      const { tzids: _tzids, ...expanded } = e;
      return [uid, expanded];
    }),
  );
}

/** Both parsers, which must agree on every event; answers ical.js's reading. */
export function expandBoth(ics: string, until: string): Map<string, Expanded> {
  const js = expandWithIcalJs(ics, until);
  const py = expandWithPython(ics, until);
  const pick = (m: Map<string, Expanded>) => [...m].map(([uid, e]) => [uid, e.starts, e.instants, e.sequence, e.status, e.method, e.organizer, e.attendees, e.location]).sort();
  expect(pick(py)).toEqual(pick(js));
  return js;
}
