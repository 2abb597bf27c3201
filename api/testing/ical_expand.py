# A second reader of the product's calendar files (issue 41 item 4), independent of ical.js:
# python-icalendar parses the file and dateutil expands each recurring event's RRULE, minus its
# EXDATEs, with its RECURRENCE-ID overrides in place. Every local time is read in the zone of the
# file's own VTIMEZONE (never the system's), then written in America/Sao_Paulo of the system's tz
# database — so a wrong VTIMEZONE shows as a wrong time.
# Usage: python3 ical_expand.py UNTIL_ISO < file.ics  → JSON { uid: { starts: [local 'YYYY-MM-DDTHH:MM'],
#        instants: [UTC ISO], sequence, status, rrule, tzids: [TZIDs used], method, organizer, attendees,
#        location } } of occurrences starting before UNTIL.
import json
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from dateutil.rrule import rrulestr
from icalendar import Calendar

SAO_PAULO = ZoneInfo("America/Sao_Paulo")


def main():
    until = datetime.fromisoformat(sys.argv[1].replace("Z", "+00:00"))
    cal = Calendar.from_ical(sys.stdin.buffer.read())
    zones = {str(tz["TZID"]): tz.to_tz() for tz in cal.walk("VTIMEZONE")}
    used = set()

    def instant(prop, dt=None):
        """The UTC instant of a DATE-TIME property value, its wall clock read in the file's VTIMEZONE."""
        value = prop.dt if dt is None else dt
        tzid = prop.params.get("TZID")
        if tzid is None:
            if value.tzinfo is None:
                raise SystemExit("hora flutuante (sem TZID nem Z)")
            return value.astimezone(timezone.utc)
        if tzid not in zones:
            raise SystemExit("TZID sem VTIMEZONE no arquivo: " + tzid)
        used.add(tzid)
        return zones[tzid].localize(value.replace(tzinfo=None)).astimezone(timezone.utc)

    def exdates(event):
        found = event.get("EXDATE")
        if found is None:
            return set()
        lists = found if isinstance(found, list) else [found]
        return {instant(lst, d.dt) for lst in lists for d in lst.dts}

    masters, overrides = {}, {}
    for event in cal.walk("VEVENT"):
        uid = str(event["UID"])
        if "RECURRENCE-ID" in event:
            overrides.setdefault(uid, {})[instant(event["RECURRENCE-ID"])] = instant(event["DTSTART"])
        else:
            masters[uid] = event

    out = {}
    for uid, event in masters.items():
        start = instant(event["DTSTART"])
        tzid = event["DTSTART"].params.get("TZID")
        rrule = ""
        if "RRULE" in event:
            rrule = event["RRULE"].to_ical().decode()
            # expanded on the local wall clock of the event's zone (the rule is anchored there)
            local = zones[tzid].localize(event["DTSTART"].dt.replace(tzinfo=None)) if tzid else start
            rule = rrulestr(rrule, dtstart=local)
            starts = []
            for occurrence in rule:
                at = (zones[tzid].localize(occurrence.replace(tzinfo=None)) if tzid else occurrence).astimezone(timezone.utc)
                if at >= until + timedelta(days=400):
                    break
                starts.append(at)
        else:
            starts = [start]
        excluded = exdates(event)
        moved = overrides.get(uid, {})
        taking = sorted(moved.get(s, s) for s in starts if s not in excluded)
        taking = [s for s in taking if s < until]
        out[uid] = {
            "starts": [s.astimezone(SAO_PAULO).strftime("%Y-%m-%dT%H:%M") for s in taking],
            "instants": [s.strftime("%Y-%m-%dT%H:%M:%S.000Z") for s in taking],
            "sequence": int(event.get("SEQUENCE", 0)),
            "status": str(event.get("STATUS", "")),
            "rrule": rrule,
            "tzids": sorted(used),
            "method": str(cal.get("METHOD", "")),
            "organizer": str(event.get("ORGANIZER", "")),
            "attendees": [str(a) for a in (event.get("ATTENDEE") if isinstance(event.get("ATTENDEE"), list) else [event.get("ATTENDEE")] if event.get("ATTENDEE") else [])],
            "location": str(event.get("LOCATION", "")),
        }
    json.dump(out, sys.stdout)


main()
