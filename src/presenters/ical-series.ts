// Recurring series (SPEC §9.3) in the iCalendar feed (SPEC §9.2): the master's RRULE and EXDATE lines rewritten in
// the form the feed writes the master's DTSTART in, and the RECURRENCE-ID of an override.
//
// The stored lines are read in the event's zone (src/domain/recurrence.ts): an EXDATE may name another TZID, an UNTIL may
// be floating, an all-day series may have EXDATEs with times. RFC 5545 wants each value in the form of DTSTART: dates
// (VALUE=DATE) for an all-day series, the event's TZID for an IANA zone, UTC (`…Z`) for a fixed offset (whose DTSTART
// the feed writes in UTC), and an UNTIL in UTC beside a DTSTART with a TZID (§3.3.10). So every value is turned into
// the event's wall clock first (parseRecurrence does that) and written again in that form.
import { DateTime } from 'luxon'
import { naiveToWallClock } from '../domain/dates.js'
import { icalDate, icalDateTime, ruleGivesStart, type Recurrence } from '../domain/recurrence.js'
import { hasRules } from './ical.js'

/** What the lines are written against: the master's start (naive wall clock of `timezone`), zone and all-day flag. */
export interface SeriesMaster { startLocal: Date; timezone: string; allDay: boolean }

type Form = 'date' | 'tzid' | 'utc'

const formOf = (m: SeriesMaster): Form => m.allDay ? 'date' : hasRules(m.timezone) ? 'tzid' : 'utc'

const dayStart = (d: Date): number => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())

/** A naive wall clock of `zone` as the instant's `YYYYMMDDTHHMMSSZ`. */
const utcValue = (naive: Date, zone: string): string => naiveToWallClock(naive, zone).toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'")

function value (naive: Date, form: Form, zone: string): string {
  if (form === 'date') return icalDate(naive)
  if (form === 'tzid') return icalDateTime(naive)
  return utcValue(naive, zone)
}

function property (name: string, values: string[], form: Form, zone: string): string {
  if (form === 'date') return `${name};VALUE=DATE:${values.join(',')}`
  if (form === 'tzid') return `${name};TZID=${zone}:${values.join(',')}`
  return `${name}:${values.join(',')}`
}

/** Sorted, without repeats: the values of naive wall clocks in `form` (dates: one per day). */
function values (list: Date[], form: Form, zone: string): string[] {
  const byKey = new Map<string, number>()
  for (const d of list) {
    const v = value(d, form, zone)
    if (!byKey.has(v)) byKey.set(v, d.getTime())
  }
  return [...byKey].sort((a, b) => a[1] - b[1]).map(([v]) => v)
}

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/
const DATE = /^(\d{4})(\d{2})(\d{2})$/

/** UNTIL in the form RFC 5545 wants beside DTSTART: a date for an all-day series, else a UTC date-time. The stored
 *  value is read as recurrence.ts reads it: `…Z` an instant, a floating date-time the event's wall clock, a date its
 *  whole day. */
function untilValue (until: string, m: SeriesMaster, form: Form): string {
  const dt = DATE_TIME.exec(until)
  const d = DATE.exec(until)
  if (form === 'date') {
    if (d) return until
    if (dt && dt[7] === 'Z') {
      return DateTime.fromISO(`${dt[1]}-${dt[2]}-${dt[3]}T${dt[4]}:${dt[5]}:${dt[6]}Z`).setZone(hasRules(m.timezone) ? m.timezone : 'UTC').toFormat('yyyyLLdd')
    }
    return until.slice(0, 8)
  }
  if (dt && dt[7] === 'Z') return until
  const naive = dt
    ? new Date(Date.UTC(Number(dt[1]), Number(dt[2]) - 1, Number(dt[3]), Number(dt[4]), Number(dt[5]), Number(dt[6])))
    : new Date(Date.UTC(Number(d![1]), Number(d![2]) - 1, Number(d![3]), 23, 59, 59))
  return utcValue(naive, m.timezone)
}

export interface FeedLineExtras {
  /** the starts the rule gives (through `through`) that no event the caller may read holds: left out */
  exdates: Date[]
  /** the last start the expansion reached: the stored EXDATEs after it are written as they are */
  through: Date
}

/**
 * The RRULE and EXDATE lines of the master's VEVENT, in the form of its DTSTART: the stored rule (UNTIL in the form
 * RFC 5545 wants) and the starts it gives that no event of the caller's holds. No RDATE: node-ical and other clients
 * ignore it, so a start the rule does not give is a VEVENT of its own (src/services/events/calendar-feed.ts).
 * Null when the series cannot be written as a rule: no RRULE, a start the rule does not give (clients differ on
 * whether such a DTSTART counts), or a fixed offset other than UTC with BY… parts (DTSTART is written in UTC, where
 * BYDAY and the like would fall on other days); such a series is written expanded.
 */
export function feedLines (r: Recurrence, m: SeriesMaster, extra: FeedLineExtras): string[] | null {
  const form = formOf(m)
  const zone = m.timezone
  if (!r.rule || !ruleGivesStart(r, m.startLocal, zone)) return null
  if (form === 'utc' && zone !== 'UTC' && [...r.rule.keys()].some((k) => k.startsWith('BY'))) return null
  const parts = new Map(r.rule)
  const until = parts.get('UNTIL')
  if (until !== undefined) parts.set('UNTIL', untilValue(until, m, form))
  const lines = [`RRULE:${[...parts].map(([k, v]) => `${k}=${v}`).join(';')}`]
  // Stored EXDATEs past the expansion (a series that goes on): the rule's starts there are not known here.
  const after = (d: Date) => d.getTime() > extra.through.getTime()
  const timeOfDay = m.startLocal.getTime() - dayStart(m.startLocal)
  const later = [
    ...r.exdates.filter(after),
    ...[...r.exdays].map((k) => new Date(Date.parse(`${k}T00:00:00Z`) + (form === 'date' ? 0 : timeOfDay))).filter(after),
  ]
  // The master's own start is never excluded (expandRecurrence keeps it).
  const exdates = [...extra.exdates, ...later].filter((d) => form === 'date' ? dayStart(d) !== dayStart(m.startLocal) : d.getTime() !== m.startLocal.getTime())
  if (exdates.length) lines.push(property('EXDATE', values(exdates, form, zone), form, zone))
  return lines
}

/** The RECURRENCE-ID line of an occurrence that the rule started at `occurrenceStart` (naive wall clock of the
 *  master's zone), in the form of the master's DTSTART. */
export function recurrenceIdLine (occurrenceStart: Date, m: SeriesMaster): string {
  const form = formOf(m)
  return property('RECURRENCE-ID', [value(occurrenceStart, form, m.timezone)], form, m.timezone)
}

/** The UTC years from the first start to the last (every one between: a rule has occurrences in each), plus `more`
 *  years after the last for a series that goes on (clients expand it further than the service materializes). */
export function seriesYears (m: SeriesMaster, last: Date, more: number): number[] {
  const first = naiveToWallClock(m.startLocal, m.timezone).toUTC().year
  const end = naiveToWallClock(last, m.timezone).toUTC().year + more
  const years: number[] = []
  for (let y = first; y <= Math.max(first, end); y++) years.push(y)
  return years
}
