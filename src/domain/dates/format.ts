// Dates as the contract writes them (SPEC §5.1): SQL-style strings, `*_details`, and ISO 8601 with offset.
import { DateTime, IANAZone, Info } from 'luxon'
import { naiveToWallClock } from './wall-clock.js'
import { writableInEveryZone, writableYear } from './years.js'
import { DAY_MS, dayMemo, luxonZone, utcOffsetMinutes } from './zones.js'

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0')

export function formatSql (dt: DateTime): string {
  return `${pad(dt.year, 4)}-${pad(dt.month)}-${pad(dt.day)} ${pad(dt.hour)}:${pad(dt.minute)}:${pad(dt.second)}`
}

export function dateDetails (dt: DateTime): {
  year: string; month: string; day: string; hour: string; minutes: string; seconds: string
} {
  return {
    year: pad(dt.year, 4),
    month: pad(dt.month),
    day: pad(dt.day),
    hour: pad(dt.hour),
    minutes: pad(dt.minute),
    seconds: pad(dt.second),
  }
}

// Presenting a page of records formats a few dates per record: these skip luxon's general machinery, which
// dominated the time spent presenting a list.

/** Two-digit strings 00–99: the fields of a date, without `toISOString` and slicing (3–4× faster per date). */
const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
/** A date field as two digits; every field is in the table, pad() only keeps the type honest. */
const twoDigits = (n: number): string => TWO_DIGITS[n] ?? pad(n)
// The fields below write a writable year as toISOString does; it writes others as ±YYYYYY (and throws for invalid
// dates), so those keep its form.

/** `YYYY-MM-DD HH:MM:SS` of a Date read in UTC: UTC instants and naive stored wall clocks alike. */
export function sqlOfDate (d: Date): string {
  const year = d.getUTCFullYear()
  if (!writableYear(year)) {
    const s = d.toISOString()
    return `${s.slice(0, 10)} ${s.slice(11, 19)}`
  }
  return `${pad(year, 4)}-${twoDigits(d.getUTCMonth() + 1)}-${twoDigits(d.getUTCDate())} ${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}:${twoDigits(d.getUTCSeconds())}`
}

/** `*_details` of a Date read in UTC (zero-padded strings). */
export function detailsOfDate (d: Date): ReturnType<typeof dateDetails> {
  const year = d.getUTCFullYear()
  if (!writableYear(year)) {
    const s = d.toISOString()
    return { year: s.slice(0, 4), month: s.slice(5, 7), day: s.slice(8, 10), hour: s.slice(11, 13), minutes: s.slice(14, 16), seconds: s.slice(17, 19) }
  }
  return {
    year: pad(year, 4),
    month: twoDigits(d.getUTCMonth() + 1),
    day: twoDigits(d.getUTCDate()),
    hour: twoDigits(d.getUTCHours()),
    minutes: twoDigits(d.getUTCMinutes()),
    seconds: twoDigits(d.getUTCSeconds()),
  }
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>()
const SQL_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

/** `YYYY-MM-DD HH:MM:SS` of an instant in an IANA zone, through Intl (the slow, always-right path). */
function intlSql (d: Date, tz: string): string {
  let f = wallClockFormatters.get(tz)
  if (!f) {
    // Swedish dates are written YYYY-MM-DD HH:MM:SS: `format` gives the SQL form directly (3x formatToParts).
    f = new Intl.DateTimeFormat('sv-SE', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    wallClockFormatters.set(tz, f)
  }
  const out = f.format(d)
  // Years before 1000 come out unpadded: those take the general path.
  return SQL_DATETIME.test(out) ? out : formatSql(DateTime.fromJSDate(d, { zone: tz }))
}

/** UTC offset in ms of an IANA zone at an instant (whole seconds, like the zone data). */
const zoneOffsetMs = dayMemo((tz, ms) => {
  const wall = intlSql(new Date(ms), tz)
  if (!SQL_DATETIME.test(wall)) return Number.NaN
  return Date.parse(`${wall.slice(0, 10)}T${wall.slice(11)}Z`) - Math.floor(ms / 1000) * 1000
})

/** `YYYY-MM-DD HH:MM:SS` of an instant in a timezone (IANA name or UTC±H). */
export function sqlInZone (d: Date, tz: string): string {
  if (utcOffsetMinutes(tz) !== null) return formatSql(DateTime.fromJSDate(d, { zone: luxonZone(tz) }))
  const ms = d.getTime()
  const offset = zoneOffsetMs(tz, ms)
  // The memoized offset shifts the instant to its wall clock; Intl/luxon format the rest.
  return Number.isNaN(offset) || !writableInEveryZone(d.getUTCFullYear()) ? intlSql(d, tz) : sqlOfDate(new Date(ms + offset))
}

// ISO 8601 with offset, as luxon's `toISO({ suppressMilliseconds: true })` writes it. Every event of a response has
// three (its JSON-LD start, end and offer date); luxon computes each zone offset with Intl.formatToParts, 12–30 µs a
// call, so a page of 50 events spent 3–4 ms on them. The memoized offsets of `sqlInZone` answer instead, and luxon
// where they cannot: fixed UTC±H zones, years outside `writableInEveryZone`, offsets that are not whole minutes (old
// local mean times), and wall clocks near a transition. test/domain/dates.test.ts checks both against luxon at random
// instants.

/** `2027-03-04T19:00:00+01:00` (milliseconds only when not 0) of wall clock `wall` (a Date read in UTC) at `offset` ms. */
function isoOf (wall: Date, offset: number): string {
  const s = wall.toISOString()
  const minutes = Math.abs(offset) / 60_000
  const ms = s.slice(20, 23) === '000' ? '' : s.slice(19, 23)
  return `${s.slice(0, 19)}${ms}${offset < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

const HOUR_MS = 3_600_000
// Only zones luxon reads as IANA zones: it writes 'UTC', 'GMT' and UTC±H specifiers as fixed offsets (`Z` for 0).
const ianaZones = new Map<string, boolean>()
const isIana = (tz: string): boolean => {
  let iana = ianaZones.get(tz)
  if (iana === undefined) {
    // An unknown name (a zone edited in by hand) is an invalid IANAZone: luxon answers it (with '') instead of Intl throwing.
    const zone = utcOffsetMinutes(tz) === null ? Info.normalizeZone(tz) : null
    iana = zone instanceof IANAZone && zone.isValid
    if (ianaZones.size < 1000) ianaZones.set(tz, iana)
  }
  return iana
}
const isoFastPath = (tz: string, year: number) => writableInEveryZone(year) && isIana(tz)

/** The one UTC offset of an IANA zone over the UTC days from `fromMs` to `toMs`, or null when it changes in between. */
function steadyOffset (tz: string, fromMs: number, toMs: number): number | null {
  let offset: number | null = null
  for (let day = Math.floor(fromMs / DAY_MS); day <= Math.floor(toMs / DAY_MS); day++) {
    const first = zoneOffsetMs(tz, day * DAY_MS)
    if (Number.isNaN(first) || first !== zoneOffsetMs(tz, day * DAY_MS + DAY_MS - 1) || (offset !== null && first !== offset)) return null
    offset = first
  }
  return offset
}

/** ISO 8601 of an instant in a timezone (IANA name or UTC±H). */
export function isoInZone (instant: Date, tz: string): string {
  const ms = instant.getTime()
  if (isoFastPath(tz, instant.getUTCFullYear())) {
    const offset = zoneOffsetMs(tz, ms)
    if (offset % 60_000 === 0) return isoOf(new Date(ms + offset), offset)
  }
  return DateTime.fromMillis(ms, { zone: luxonZone(tz) }).toISO({ suppressMilliseconds: true }) ?? ''
}

/** ISO 8601 of the instant a naive wall clock (a Date read in UTC) names in a timezone (in a gap or a fold: by the
 *  rule of ./wall-clock.ts). */
export function isoOfWallClock (naive: Date, tz: string): string {
  const local = naive.getTime()
  if (isoFastPath(tz, naive.getUTCFullYear())) {
    // Real offsets lie within ±14 h: when the zone keeps one offset over that span, the instant is local − offset.
    const offset = steadyOffset(tz, local - 15 * HOUR_MS, local + 15 * HOUR_MS)
    if (offset !== null && offset % 60_000 === 0) return isoOf(naive, offset)
  }
  return naiveToWallClock(naive, tz).toISO({ suppressMilliseconds: true }) ?? ''
}
