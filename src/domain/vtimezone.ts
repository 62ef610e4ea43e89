// VTIMEZONE components (RFC 5545 §3.6.5) from the IANA time-zone data the runtime already has (ICU, through luxon).
//
// The packaged VTIMEZONE sets (@touch4it/ical-timezones, timezones-ical-library) give each zone its *current* rule
// as an RRULE from 1970 on: America/New_York starts DST on the 2nd Sunday of March in every year, so an event of
// 20 March 2006 (EST then: the rule changed in 2007) would be shown an hour off, and a zone that changes its rules
// later is wrong until the package is updated. Here each component lists the zone's real transitions in the years a
// calendar covers, found by asking the runtime for the offset: one observance per transition (no RRULE to get
// wrong), plus one for the offset in force when the covered span begins.
import { DateTime, IANAZone } from 'luxon'
import { LRUCache } from 'lru-cache'
import { timezoneAbbr } from './dates.js'

const HOUR_MS = 3_600_000

interface Transition { at: number; from: number; to: number }

/** Offset in minutes of `zone` at the instant `ms`. */
const offsetAt = (zone: IANAZone, ms: number): number => zone.offset(ms)

/** The offset changes of one UTC year, to the second: probed once a day (no zone has changed its offset twice within
 *  a day), each change narrowed by bisection. About 400 offset look-ups, a few milliseconds, remembered. */
function transitionsOfYear (zone: IANAZone, year: number): Transition[] {
  const out: Transition[] = []
  const start = Date.UTC(year, 0, 1)
  const end = Date.UTC(year + 1, 0, 1)
  let t = start
  let off = offsetAt(zone, t)
  while (t < end) {
    const next = Math.min(t + 24 * HOUR_MS, end)
    const nextOff = offsetAt(zone, next)
    if (nextOff !== off) {
      let lo = t
      let hi = next
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000
        if (offsetAt(zone, mid) === off) lo = mid
        else hi = mid
      }
      out.push({ at: hi, from: off, to: nextOff })
    }
    t = next
    off = nextOff
  }
  return out
}

/** Transitions per zone and year: they never change while the process runs (its ICU data is fixed). */
const yearMemo = new LRUCache<string, Transition[]>({ max: 5000 })

function transitions (zone: IANAZone, year: number): Transition[] {
  const key = `${zone.name}\u0001${year}`
  let found = yearMemo.get(key)
  if (!found) {
    found = transitionsOfYear(zone, year)
    yearMemo.set(key, found)
  }
  return found
}

const offsetText = (minutes: number): string => {
  const abs = Math.abs(minutes)
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`
}

/** Local time of `ms` at offset `minutes`, as an iCalendar DATE-TIME without zone. */
const localStamp = (ms: number, minutes: number): string => DateTime.fromMillis(ms + minutes * 60_000, { zone: 'utc' }).toFormat("yyyyLLdd'T'HHmmss")

/** TZNAME as `timezone_abbr` gives it; nothing when the runtime knows no name (it would only repeat the offset). */
function tzname (zoneName: string, ms: number): string | undefined {
  const abbr = timezoneAbbr(zoneName, new Date(ms))
  return /^[A-Za-z]{2,6}$/.test(abbr) ? abbr : undefined
}

/** Is the offset `to` daylight saving time: more than the lowest offset the zone has in the years around? */
function isDaylight (zone: IANAZone, ms: number, to: number): boolean {
  const year = new Date(ms).getUTCFullYear()
  const standard = Math.min(offsetAt(zone, Date.UTC(year, 0, 1)), offsetAt(zone, Date.UTC(year, 6, 1)))
  return to > standard
}

function observance (zone: IANAZone, at: number, from: number, to: number): string[] {
  const kind = isDaylight(zone, at, to) ? 'DAYLIGHT' : 'STANDARD'
  const name = tzname(zone.name, at)
  return [
    `BEGIN:${kind}`,
    // DTSTART is the local time of the change read with the offset before it (RFC 5545 §3.6.5).
    `DTSTART:${localStamp(at, from)}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    ...(name ? [`TZNAME:${name}`] : []),
    `END:${kind}`,
  ]
}

/**
 * The VTIMEZONE of an IANA zone covering the UTC years `years` (those of the instants the calendar writes in the zone;
 * years between them are left out, so an event in 1990 and one in 2030 cost two years, not forty): for each run of
 * consecutive years, the offset in force when it begins and every change within it. CRLF lines, unfolded (every line
 * is short). Null when `name` is not an IANA zone.
 */
export function vtimezone (name: string, years: Iterable<number>): string | null {
  const zone = IANAZone.create(name)
  if (!zone.isValid) return null
  const sorted = [...new Set(years)].sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const lines = ['BEGIN:VTIMEZONE', `TZID:${name}`, `X-LIC-LOCATION:${name}`]
  let previous: number | undefined
  for (const year of sorted) {
    if (previous !== year - 1) {
      const begin = Date.UTC(year, 0, 1)
      lines.push(...observance(zone, begin, offsetAt(zone, begin - 1000), offsetAt(zone, begin)))
    }
    for (const tr of transitions(zone, year)) lines.push(...observance(zone, tr.at, tr.from, tr.to))
    previous = year
  }
  lines.push('END:VTIMEZONE')
  return lines.join('\r\n')
}
