# A third RFC 5545 client for the feed tests (test/ics-expand.ts): Python's icalendar and recurring_ical_events
# (Debian's python3-recurring-ical-events), as subscribers' scripts expand a calendar. Reads a VCALENDAR on stdin and
# prints every instance as JSON: UID, start and end (timed: UTC ISO 8601 with milliseconds; all-day: the dates, the
# end exclusive).
import datetime
import json
import sys

import icalendar
import recurring_ical_events


def form(value):
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            raise ValueError(f'floating time {value}')
        utc = value.astimezone(datetime.timezone.utc)
        return utc.strftime('%Y-%m-%dT%H:%M:%S.000Z')
    return value.isoformat()


calendar = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
out = []
for event in recurring_ical_events.of(calendar).between(datetime.date(1990, 1, 1), datetime.date(2110, 1, 1)):
    start = event['DTSTART'].dt
    end = event['DTEND'].dt if 'DTEND' in event else start
    out.append({'uid': str(event.get('UID')), 'start': form(start), 'end': form(end), 'summary': str(event.get('SUMMARY', ''))})
json.dump(out, sys.stdout)
