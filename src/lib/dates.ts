// Date input parsing and output formatting per SPEC §3.5 / §5.1.
// The relative grammar mimics the subset of PHP strtotime() the original plugin relied on.
import { DateTime, FixedOffsetZone, IANAZone, Info } from 'luxon'
import type { DurationLikeObject } from 'luxon'

// WordPress-style manual offsets; ±14:00 is the widest real-world offset.
const UTC_OFFSET_RE = /^UTC([+-])(\d{1,2})(?::(\d{2}))?$/

function utcOffsetMinutes (tz: string): number | null {
  const m = UTC_OFFSET_RE.exec(tz)
  if (!m) return null
  const h = Number(m[2])
  const min = m[3] === undefined ? 0 : Number(m[3])
  if (min > 59 || h * 60 + min > 14 * 60) return null
  return (m[1] === '-' ? -1 : 1) * (h * 60 + min)
}

// luxon's isValidZone builds an Intl.DateTimeFormat on every call, and every list request checks the site zone
// a few times (date filters, validation): valid names are remembered (a few hundred exist, so the set stays small).
const validZones = new Set<string>()

export function isValidTimezone (tz: string): boolean {
  if (typeof tz !== 'string' || tz === '') return false
  if (tz.startsWith('UTC') && tz.length > 3) return utcOffsetMinutes(tz) !== null
  if (validZones.has(tz)) return true
  if (!IANAZone.isValidZone(tz)) return false
  validZones.add(tz)
  return true
}

export function luxonZone (tz: string): string {
  const off = utcOffsetMinutes(tz)
  if (off === null) return tz
  // 'UTC+H:MM' is a specifier luxon's FixedOffsetZone.parseSpecifier understands.
  const abs = Math.abs(off)
  const mm = abs % 60
  return `UTC${off < 0 ? '-' : '+'}${Math.floor(abs / 60)}${mm ? `:${String(mm).padStart(2, '0')}` : ''}`
}

// ---------------------------------------------------------------------------
// Parsing

const WEEKDAYS: Record<string, number> = {
  mon: 1,
  monday: 1,
  tue: 2,
  tuesday: 2,
  wed: 3,
  wednesday: 3,
  thu: 4,
  thursday: 4,
  fri: 5,
  friday: 5,
  sat: 6,
  saturday: 6,
  sun: 7,
  sunday: 7,
}
const WEEKDAY_ALT = Object.keys(WEEKDAYS).sort((a, b) => b.length - a.length).join('|')

const UNITS: Record<string, [keyof DurationLikeObject, number]> = {
  sec: ['seconds', 1],
  second: ['seconds', 1],
  min: ['minutes', 1],
  minute: ['minutes', 1],
  hour: ['hours', 1],
  day: ['days', 1],
  week: ['weeks', 1],
  fortnight: ['weeks', 2],
  month: ['months', 1],
  year: ['years', 1],
}
const UNIT_ALT = 'seconds?|secs?|minutes?|mins?|hours?|days?|weeks?|fortnights?|months?|years?'

// Sticky regexes for the relative scanner; (?= |$) forces a whole-token match.
const BASE_RE = new RegExp(`(now|today|tomorrow|yesterday)(?= |$)|(next|last) (${WEEKDAY_ALT})(?= |$)`, 'y')
const OFFSET_RE = new RegExp(`([+-]?) ?(\\d{1,9}) ?(${UNIT_ALT})(?= |$)`, 'y')
const TIME12 = '(\\d{1,2})(?::(\\d{2}))?(?::(\\d{2}))? ?([ap])\\.?m\\.?'
const TIME24 = '(\\d{1,2}):(\\d{2})(?::(\\d{2}))?'
const TIME_RE = new RegExp(`(?:${TIME12}|${TIME24}|(noon|midnight))(?= |$)`, 'y')

// Absolute forms: date, optionally followed by a 24h time (with fraction/offset) or a 12h time.
const ABS_RE = new RegExp(
  '^(\\d{4})-(\\d{1,2})-(\\d{1,2})' +
  '(?:' +
    '[t ](\\d{1,2}):(\\d{2})(?::(\\d{2})(?:[.,](\\d+))?)? ?(z|[+-]\\d{2}(?::?\\d{2})?)?' +
    `| ${TIME12}` +
  ')?$'
)

interface Hms { hour: number; minute: number; second: number }

function hms12 (h: string, m?: string, s?: string, ap?: string): Hms | null {
  const hour = Number(h)
  if (hour < 1 || hour > 12) return null
  return hms24(String((hour % 12) + (ap === 'p' ? 12 : 0)), m, s)
}

function hms24 (h: string, m?: string, s?: string): Hms | null {
  const hour = Number(h)
  const minute = m === undefined ? 0 : Number(m)
  const second = s === undefined ? 0 : Number(s)
  if (hour > 23 || minute > 59 || second > 59) return null
  return { hour, minute, second }
}

function parseOffset (spec: string): number | null {
  if (spec === 'z') return 0
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(spec)
  if (!m) return null
  const h = Number(m[2])
  const min = m[3] === undefined ? 0 : Number(m[3])
  if (h > 14 || min > 59) return null
  return (m[1] === '-' ? -1 : 1) * (h * 60 + min)
}

// Stored and formatted as 'YYYY-...' so anything outside four-digit years is rejected.
function inRange (dt: DateTime | null): DateTime | null {
  return dt && dt.isValid && dt.year >= 0 && dt.year <= 9999 ? dt : null
}

function parseAbsolute (s: string, zone: string): DateTime | null {
  const m = ABS_RE.exec(s)
  if (!m) return null
  const [, y, mo, d, h24, mi24, s24, frac, off, h12, mi12, s12, ap] = m
  let t: Hms | null = { hour: 0, minute: 0, second: 0 }
  if (h24 !== undefined) t = hms24(h24, mi24, s24)
  else if (h12 !== undefined) t = hms12(h12, mi12, s12, ap)
  if (!t) return null
  const millisecond = frac === undefined ? 0 : Number(frac.slice(0, 3).padEnd(3, '0'))
  const fields = { year: Number(y), month: Number(mo), day: Number(d), ...t, millisecond }
  if (off === undefined) return DateTime.fromObject(fields, { zone })
  const offMin = parseOffset(off)
  if (offMin === null) return null
  const dt = DateTime.fromObject(fields, { zone: FixedOffsetZone.instance(offMin) })
  return dt.isValid ? dt.setZone(zone) : null
}

// Grammar: [base] offset* [time]. As in PHP, the time of day is set before the offsets are
// added, so 'now +2 hours 9am' is 11:00 today, and all offsets are summed into one duration.
function parseRelative (s: string, now: DateTime): DateTime | null {
  let pos = 0
  const match = (re: RegExp): RegExpExecArray | null => {
    re.lastIndex = pos
    const m = re.exec(s)
    if (m) pos = re.lastIndex + (s[re.lastIndex] === ' ' ? 1 : 0)
    return m
  }
  let dt = now
  const base = match(BASE_RE)
  if (base) {
    const word = base[1]
    if (word === 'today') dt = now.startOf('day')
    else if (word === 'tomorrow') dt = now.plus({ days: 1 }).startOf('day')
    else if (word === 'yesterday') dt = now.minus({ days: 1 }).startOf('day')
    else if (base[2]) {
      const wd = WEEKDAYS[base[3]]
      const diff = base[2] === 'next' ? (wd - now.weekday + 7) % 7 || 7 : -((now.weekday - wd + 7) % 7 || 7)
      dt = now.plus({ days: diff }).startOf('day')
    }
  }
  const dur: DurationLikeObject = {}
  let anyOffset = false
  for (let m = match(OFFSET_RE); m; m = match(OFFSET_RE)) {
    const unit = UNITS[m[3].replace(/s$/, '')]
    const [key, factor] = unit
    dur[key] = (dur[key] ?? 0) + (m[1] === '-' ? -1 : 1) * Number(m[2]) * factor
    anyOffset = true
  }
  const time = match(TIME_RE)
  if (pos !== s.length || (!base && !anyOffset && !time)) return null
  if (time) {
    let t: Hms | null
    if (time[8]) t = { hour: time[8] === 'noon' ? 12 : 0, minute: 0, second: 0 }
    else if (time[1] !== undefined) t = hms12(time[1], time[2], time[3], time[4])
    else t = hms24(time[5], time[6], time[7])
    if (!t) return null
    dt = dt.set({ ...t, millisecond: 0 })
  }
  return anyOffset ? dt.plus(dur) : dt
}

export function parseDateInput (input: string, zone: string, now?: DateTime): DateTime | null {
  try {
    if (typeof input !== 'string' || !isValidTimezone(zone)) return null
    const s = input.trim().replace(/\s+/g, ' ').toLowerCase()
    if (s === '') return null
    const z = luxonZone(zone)
    if (/^\d+$/.test(s)) return inRange(DateTime.fromSeconds(Number(s), { zone: z }))
    if (/^\d{4}-/.test(s)) return inRange(parseAbsolute(s, z))
    // strtotime() works in whole seconds; dropping ms keeps 'now' stable in comparisons.
    const base = (now ?? DateTime.now()).setZone(z).startOf('second')
    return inRange(parseRelative(s, base))
  } catch {
    return null
  }
}

// ---------------------------------------------------------------------------
// Formatting

const pad = (n: number, w = 2): string => String(n).padStart(w, '0')

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
/** Years the field path writes as toISOString does; it writes others as ±YYYYYY (and throws for invalid dates), so
 *  those keep its form. */
const fourDigitYear = (year: number): boolean => year >= 1000 && year <= 9999

/** `YYYY-MM-DD HH:MM:SS` of a Date read in UTC: UTC instants and naive stored wall clocks alike. */
export function sqlOfDate (d: Date): string {
  const year = d.getUTCFullYear()
  if (!fourDigitYear(year)) {
    const s = d.toISOString()
    return `${s.slice(0, 10)} ${s.slice(11, 19)}`
  }
  return `${year}-${TWO_DIGITS[d.getUTCMonth() + 1]}-${TWO_DIGITS[d.getUTCDate()]} ${TWO_DIGITS[d.getUTCHours()]}:${TWO_DIGITS[d.getUTCMinutes()]}:${TWO_DIGITS[d.getUTCSeconds()]}`
}

/** `*_details` of a Date read in UTC (zero-padded strings). */
export function detailsOfDate (d: Date): ReturnType<typeof dateDetails> {
  const year = d.getUTCFullYear()
  if (!fourDigitYear(year)) {
    const s = d.toISOString()
    return { year: s.slice(0, 4), month: s.slice(5, 7), day: s.slice(8, 10), hour: s.slice(11, 13), minutes: s.slice(14, 16), seconds: s.slice(17, 19) }
  }
  return {
    year: String(year),
    month: TWO_DIGITS[d.getUTCMonth() + 1],
    day: TWO_DIGITS[d.getUTCDate()],
    hour: TWO_DIGITS[d.getUTCHours()],
    minutes: TWO_DIGITS[d.getUTCMinutes()],
    seconds: TWO_DIGITS[d.getUTCSeconds()],
  }
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>()

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

export const DAY_MS = 86_400_000

/**
 * Per-day memo of a zone's answer. A page of records asks for a few zone-dependent strings per record (publication
 * dates, abbreviations), each an Intl call of several microseconds; records of the same days share them. A day is
 * memoized only when its first and last millisecond give the same answer (no transition that day), so the memo
 * never changes a result; days with a transition, and zones' rare historical oddities, always take `compute`.
 * The map is cleared when it grows past `limit` days: a bound, not a cache policy.
 */
function dayMemo<T> (compute: (tz: string, ms: number) => T, limit = 20_000): (tz: string, ms: number) => T {
  const memo = new Map<string, T | null>()
  return (tz, ms) => {
    const day = Math.floor(ms / DAY_MS)
    const key = `${tz}\u0000${day}`
    let v = memo.get(key)
    if (v === undefined) {
      const first = compute(tz, day * DAY_MS)
      v = first === compute(tz, day * DAY_MS + DAY_MS - 1) ? first : null
      if (memo.size >= limit) memo.clear()
      memo.set(key, v)
    }
    return v === null ? compute(tz, ms) : v
  }
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
  const year = d.getUTCFullYear()
  // The memoized offset shifts the instant to its wall clock; outside 4-digit years Intl/luxon format it.
  return Number.isNaN(offset) || year < 1000 || year > 9998 ? intlSql(d, tz) : sqlOfDate(new Date(ms + offset))
}
const SQL_DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

// ISO 8601 with offset, as luxon's `toISO({ suppressMilliseconds: true })` writes it. Every event of a response has
// three (its JSON-LD start, end and offer date); luxon computes each zone offset with Intl.formatToParts, 12–30 µs a
// call, so a page of 50 events spent 3–4 ms on them. The memoized offsets of `sqlInZone` answer instead, and luxon
// where they cannot: fixed UTC±H zones, years outside 1000–9998, offsets that are not whole minutes (old local mean
// times), and wall clocks near a transition. test/lib/dates.test.ts checks both against luxon at random instants.

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
const isoFastPath = (tz: string, year: number) => year >= 1000 && year <= 9998 && isIana(tz)

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

/** ISO 8601 of the instant a naive wall clock (a Date read in UTC) names in a timezone. */
export function isoOfWallClock (naive: Date, tz: string): string {
  const local = naive.getTime()
  if (isoFastPath(tz, naive.getUTCFullYear())) {
    // Real offsets lie within ±14 h: when the zone keeps one offset over that span, the instant is local − offset.
    const offset = steadyOffset(tz, local - 15 * HOUR_MS, local + 15 * HOUR_MS)
    if (offset !== null && offset % 60_000 === 0) return isoOf(naive, offset)
  }
  return DateTime.fromObject(DateTime.fromMillis(local, { zone: 'utc' }).toObject(), { zone: luxonZone(tz) }).toISO({ suppressMilliseconds: true }) ?? ''
}

// en-US only names North-American zones; other English locales know their own region's letters.
function localesFor (tz: string): string[] {
  if (/^(Europe\/|GB|Eire|WET|CET|MET|EET)/.test(tz)) return ['en-US', 'en-GB', 'en-IE']
  if (/^Africa\//.test(tz)) return ['en-US', 'en-ZA', 'en-GB']
  if (/^Australia\//.test(tz)) return ['en-US', 'en-AU']
  if (/^(Pacific\/(Auckland|Chatham)|NZ)/.test(tz)) return ['en-US', 'en-NZ']
  if (/^Asia\/(Kolkata|Calcutta)$/.test(tz)) return ['en-US', 'en-IN']
  if (/^(America|Canada)\//.test(tz)) return ['en-US', 'en-CA']
  return ['en-US']
}

// tzdata letters that no English ICU locale produces; keyed by offset so historical
// instants with a different offset fall back to the numeric form.
const EXTRA_ABBR: Record<string, Record<number, string>> = {
  'Asia/Tokyo': { 540: 'JST' },
  'Asia/Seoul': { 540: 'KST' },
  'Asia/Shanghai': { 480: 'CST' },
  'Asia/Taipei': { 480: 'CST' },
  'Asia/Hong_Kong': { 480: 'HKT' },
  'Asia/Manila': { 480: 'PST' },
  'Asia/Karachi': { 300: 'PKT' },
  'Asia/Jakarta': { 420: 'WIB' },
  'Europe/Moscow': { 180: 'MSK' },
  'Asia/Jerusalem': { 120: 'IST', 180: 'IDT' },
  'Asia/Tel_Aviv': { 120: 'IST', 180: 'IDT' },
}

const formatterCache = new Map<string, Intl.DateTimeFormat[]>()

function formattersFor (tz: string): Intl.DateTimeFormat[] {
  let list = formatterCache.get(tz)
  if (!list) {
    list = localesFor(tz).map((l) => new Intl.DateTimeFormat(l, { timeZone: tz, timeZoneName: 'short' }))
    formatterCache.set(tz, list)
  }
  return list
}

function numericAbbr (offsetMinutes: number): string {
  const abs = Math.abs(offsetMinutes)
  const mm = abs % 60
  return `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${mm ? pad(mm) : ''}`
}

/** Abbreviation of a zone at an instant (SPEC §4.1 `timezone_abbr`): a UTC±H name is its own. */
export function timezoneAbbr (tz: string, instant: Date): string {
  if (utcOffsetMinutes(tz) !== null) return tz
  return abbrAt(tz, instant.getTime())
}

const abbrAt = dayMemo((tz: string, ms: number): string => {
  const instant = new Date(ms)
  try {
    for (const f of formattersFor(tz)) {
      const name = f.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? ''
      if (/^[A-Z]{2,5}$/.test(name)) return name
    }
    const offset = DateTime.fromJSDate(instant, { zone: tz }).offset
    return EXTRA_ABBR[tz]?.[offset] ?? numericAbbr(offset)
  } catch {
    return tz
  }
})

// ---------------------------------------------------------------------------
// Naive wall-clock storage and day normalization

export function wallClockToNaive (dt: DateTime): Date {
  return dt.setZone('UTC', { keepLocalTime: true }).toJSDate()
}

export function naiveToWallClock (d: Date, zone: string): DateTime {
  return DateTime.fromJSDate(d, { zone: 'UTC' }).setZone(luxonZone(zone), { keepLocalTime: true })
}

export function startOfDay (dt: DateTime): DateTime {
  return dt.startOf('day')
}

export function endOfDay (dt: DateTime): DateTime {
  return dt.set({ hour: 23, minute: 59, second: 59, millisecond: 0 })
}
