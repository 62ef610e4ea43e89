// Date inputs (SPEC §3.5): unix timestamps, absolute dates with optional time and offset, and the relative grammar,
// which mimics the subset of PHP strtotime() the original plugin relied on.
import { DateTime, FixedOffsetZone } from 'luxon'
import type { DurationLikeObject } from 'luxon'
import { naiveToWallClock, wallClockIn, wallClockToNaive } from './wall-clock.js'
import { inputYear } from './years.js'
import { isValidTimezone, luxonZone } from './zones.js'

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

/** The entry of a word the relative scanner matched: its regexes admit only these tables' words. */
function entryOf<T> (table: Record<string, T>, word: string): T {
  const entry = table[word]
  if (entry === undefined) throw new Error(`no entry for "${word}": a scanner regex and its table disagree`)
  return entry
}

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

/** A date input names years 1–9999 (SPEC §3.5, §7), in its own zone and in UTC: the instant is stored, and neither
 *  database stores year 0 the same way (PostgreSQL has none: 1 BC). */
function inRange (dt: DateTime | null): DateTime | null {
  return dt && dt.isValid && inputYear(dt.year) && inputYear(dt.toUTC().year) ? dt : null
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
  if (off === undefined) {
    // luxon checks the fields (no 30 February); where the zone skips or repeats them, the RFC 5545 rule places them.
    const dt = DateTime.fromObject(fields, { zone })
    return dt.isValid ? wallClockIn(fields, zone) : dt
  }
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
    const [, word, direction, weekday = ''] = base
    if (word === 'today') dt = now.startOf('day')
    else if (word === 'tomorrow') dt = now.plus({ days: 1 }).startOf('day')
    else if (word === 'yesterday') dt = now.minus({ days: 1 }).startOf('day')
    else if (direction) {
      const wd = entryOf(WEEKDAYS, weekday)
      const diff = direction === 'next' ? (wd - now.weekday + 7) % 7 || 7 : -((now.weekday - wd + 7) % 7 || 7)
      dt = now.plus({ days: diff }).startOf('day')
    }
  }
  const dur: DurationLikeObject = {}
  let anyOffset = false
  for (let m = match(OFFSET_RE); m; m = match(OFFSET_RE)) {
    const [, sign, count, unit = ''] = m
    const [key, factor] = entryOf(UNITS, unit.replace(/s$/, ''))
    dur[key] = (dur[key] ?? 0) + (sign === '-' ? -1 : 1) * Number(count) * factor
    anyOffset = true
  }
  const time = match(TIME_RE)
  if (pos !== s.length || (!base && !anyOffset && !time)) return null
  if (time) {
    const [, h12, mi12, s12, ap, h24, mi24, s24, named] = time
    let t: Hms | null = null // replaced below: one of the three alternatives matched
    if (named) t = { hour: named === 'noon' ? 12 : 0, minute: 0, second: 0 }
    else if (h12 !== undefined) t = hms12(h12, mi12, s12, ap)
    else if (h24 !== undefined) t = hms24(h24, mi24, s24)
    if (!t) return null
    dt = dt.set({ ...t, millisecond: 0 })
  }
  if (anyOffset) dt = dt.plus(dur)
  // A day, a time of day or calendar units name a wall clock, which the RFC 5545 rule places when the zone skips or
  // repeats it (luxon's guess took either 02:30 of a fold); hours and smaller are elapsed time from an instant.
  const namesWallClock = (base !== null && base[1] !== 'now') || time !== null || (['days', 'weeks', 'months', 'years'] as const).some((k) => dur[k] !== undefined)
  const elapsed = (['hours', 'minutes', 'seconds'] as const).some((k) => dur[k] !== undefined)
  return namesWallClock && !elapsed ? naiveToWallClock(wallClockToNaive(dt), dt.zoneName ?? 'UTC') : dt
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

/**
 * How far `zone` moved the wall clock that `input` names forward because that wall clock does not exist there (the
 * gap of a DST start: 02:30 on the last Sunday of March in Europe/Amsterdam reads as 03:30), in ms; 0 when it exists
 * or when the input names an instant (an offset, a timestamp, `now`). The same input read in UTC, which has no gaps,
 * from the same wall clock "now", gives the wall clock it names.
 */
function gapShift (input: string, zone: string, now: DateTime): number {
  const inZone = parseDateInput(input, zone, now)
  const wall = parseDateInput(input, 'UTC', now.setZone(luxonZone(zone)).setZone('UTC', { keepLocalTime: true }))
  if (!inZone || !wall || inZone.toMillis() === parseDateInput(input, 'UTC', now)?.toMillis()) return 0
  return inZone.setZone('UTC', { keepLocalTime: true }).toMillis() - wall.toMillis()
}

/**
 * The end of an event whose start falls in a DST gap (SPEC §3.5): the start moves forward by the gap (as PHP and
 * luxon read such a time), and the end moves with it, so that the event keeps the length its two wall clocks say
 * (02:30–03:30 becomes 03:30–04:30, not 03:30–03:30). An end in the same gap has moved already.
 */
export function endAfterGap (startInput: string, endInput: string, end: DateTime, zone: string, now: DateTime): DateTime {
  const shift = gapShift(startInput, zone, now)
  return shift > 0 ? end.plus({ milliseconds: shift - gapShift(endInput, zone, now) }) : end
}
