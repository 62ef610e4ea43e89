// Recurrence lines of a series master (SPEC §9.3): RFC 5545 `RRULE`, `RDATE` and `EXDATE`, checked and expanded into the
// wall-clock starts of the occurrences.
//
// Rules are expanded on the wall clock: the master's start is handed to rrule-temporal as a floating time (written as
// UTC), so that 10:00 stays 10:00 across DST, exactly as RFC 5545 reads a rule with a TZID, and each start is then
// placed in the event's zone like any other wall-clock start (src/domain/dates/wall-clock.ts): one the zone skips is
// moved forward by the gap here already, so that the starts are the wall clocks the occurrences have. An UNTIL in UTC is turned
// into the event zone's wall clock first. The parts of a rule are checked here, against RFC 5545 §3.3.10, because the
// library reads unknown parts and out-of-range values leniently (`BYMONTHDAY=40` gave dates).
import { RRuleTemporal } from 'rrule-temporal'
import { existingWallClock, isValidTimezone, luxonZone, naiveToWallClock, wallClockToNaive } from './dates.js'

/** A recurrence the service refuses: the message says which line and why (400 rest_invalid_param `recurrence`). */
export class RecurrenceError extends Error {}

/** The parsed lines of a series. Dates are naive wall clocks of the event's zone (like Event.startLocal). */
export interface Recurrence {
  /** the lines as stored and answered: property names upper-cased, one line per property */
  lines: string[]
  /** the RRULE's parts, names upper-cased (absent: RDATEs only) */
  rule?: Map<string, string>
  rdates: Date[]
  /** RDATEs with VALUE=DATE (midnight): an occurrence on that day at the master's time of day */
  rdays: Date[]
  /** EXDATEs with a time: that start is left out */
  exdates: Date[]
  /** EXDATEs with VALUE=DATE: every start of that day (`YYYY-MM-DD`) is left out */
  exdays: Set<string>
}

const FREQS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']
const REFUSED_FREQS = ['SECONDLY', 'MINUTELY', 'HOURLY']
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']
/** The numeric BY… parts and their ranges (RFC 5545 §3.3.10); `signed`: negative values count from the end. */
const NUMBER_LISTS: Record<string, { min: number; max: number; signed: boolean }> = {
  BYSECOND: { min: 0, max: 59, signed: false },
  BYMINUTE: { min: 0, max: 59, signed: false },
  BYHOUR: { min: 0, max: 23, signed: false },
  BYMONTHDAY: { min: 1, max: 31, signed: true },
  BYYEARDAY: { min: 1, max: 366, signed: true },
  BYWEEKNO: { min: 1, max: 53, signed: true },
  BYMONTH: { min: 1, max: 12, signed: false },
  BYSETPOS: { min: 1, max: 366, signed: true },
}
const PARTS = new Set(['FREQ', 'UNTIL', 'COUNT', 'INTERVAL', 'BYDAY', 'WKST', ...Object.keys(NUMBER_LISTS)])
/** Bounds that keep one rule's expansion cheap whatever it asks for (RECURRENCE_MAX bounds the rest). */
const MAX_INTERVAL = 1000
const MAX_COUNT = 100_000
const MAX_LINE_CHARS = 2000
/** RDATE and EXDATE values of one series, together: each is parsed (and a TZID converted), the cost of a write. */
const MAX_DATES = 1000

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/
const DATE = /^(\d{4})(\d{2})(\d{2})$/

/** `YYYYMMDDTHHMMSS` of a naive wall clock. */
export const icalDateTime = (naive: Date): string => naive.toISOString().slice(0, 19).replace(/[-:]/g, '')
/** `YYYYMMDD` of a naive wall clock. */
export const icalDate = (naive: Date): string => naive.toISOString().slice(0, 10).replace(/-/g, '')
const dayOf = (naive: Date): string => naive.toISOString().slice(0, 10)

function naiveOf (y: string, mo: string, d: string, h = '00', mi = '00', s = '00'): Date | null {
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)))
  // Date.UTC rolls 2027-02-30 over to March: a value that does not come back as written is no date.
  if (Number(y) < 1 || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null
  date.setUTCFullYear(Number(y)) // years 1–99 are not 1901–1999
  return date
}

/** A DATE-TIME value as the naive wall clock of `zone`: with `Z` an instant, with `tzid` that zone's wall clock,
 *  else (floating) already the event's wall clock. */
function dateTimeIn (m: RegExpExecArray, zone: string, tzid: string | undefined): Date | null {
  const naive = naiveOf(m[1]!, m[2]!, m[3]!, m[4], m[5], m[6])
  if (!naive) return null
  // In a gap or a fold of its zone, a value is placed as a start is (src/domain/dates/wall-clock.ts).
  return wallClockToNaive(naiveToWallClock(naive, m[7] === 'Z' ? 'UTC' : tzid ?? zone).setZone(luxonZone(zone)))
}

function parseRule (value: string, problem: (why: string) => never): Map<string, string> {
  const parts = new Map<string, string>()
  for (const part of value.split(';')) {
    const eq = part.indexOf('=')
    const name = (eq < 0 ? part : part.slice(0, eq)).toUpperCase()
    const v = eq < 0 ? '' : part.slice(eq + 1).toUpperCase()
    if (!PARTS.has(name)) problem(`unknown rule part "${name}"`)
    if (parts.has(name)) problem(`${name} is given twice`)
    if (v === '') problem(`${name} has no value`)
    parts.set(name, v)
  }
  const freq = parts.get('FREQ')
  if (freq === undefined) problem('FREQ is missing')
  if (REFUSED_FREQS.includes(freq)) problem(`FREQ=${freq} is not supported (DAILY, WEEKLY, MONTHLY or YEARLY)`)
  if (!FREQS.includes(freq)) problem(`FREQ=${freq} is no frequency`)
  if (parts.has('COUNT') && parts.has('UNTIL')) problem('COUNT and UNTIL exclude each other')
  const positive = (name: string, max: number) => {
    const v = parts.get(name)
    if (v !== undefined && !(/^\d{1,6}$/.test(v) && Number(v) >= 1 && Number(v) <= max)) problem(`${name} must be an integer from 1 to ${max}`)
  }
  positive('COUNT', MAX_COUNT)
  positive('INTERVAL', MAX_INTERVAL)
  const until = parts.get('UNTIL')
  if (until !== undefined && !(DATE_TIME.test(until) || DATE.test(until))) problem('UNTIL must be a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS[Z])')
  for (const [name, range] of Object.entries(NUMBER_LISTS)) {
    const v = parts.get(name)
    if (v === undefined) continue
    for (const item of v.split(',')) {
      const n = /^[+-]?\d{1,3}$/.test(item) ? Math.abs(Number(item)) : NaN
      if (!(n >= range.min && n <= range.max) || (!range.signed && item.startsWith('-'))) {
        problem(`${name} values must be ${range.signed ? `±${range.min}…${range.max}` : `${range.min}…${range.max}`}; got "${item}"`)
      }
    }
  }
  const byday = parts.get('BYDAY')
  if (byday !== undefined) {
    for (const item of byday.split(',')) {
      const m = /^([+-]?\d{1,2})?([A-Z]{2})$/.exec(item)
      if (!m || !WEEKDAYS.includes(m[2]!) || (m[1] !== undefined && !(Math.abs(Number(m[1])) >= 1 && Math.abs(Number(m[1])) <= 53))) problem(`BYDAY values are weekdays (MO…SU), with an optional ordinal (1MO, -1FR); got "${item}"`)
      if (m[1] !== undefined && freq !== 'MONTHLY' && freq !== 'YEARLY') problem('BYDAY ordinals (1MO, -1FR) go with FREQ=MONTHLY or YEARLY only')
      if (m[1] !== undefined && parts.has('BYWEEKNO')) problem('BYDAY ordinals do not go with BYWEEKNO')
    }
  }
  const wkst = parts.get('WKST')
  if (wkst !== undefined && !WEEKDAYS.includes(wkst)) problem(`WKST must be a weekday (MO…SU); got "${wkst}"`)
  if (parts.has('BYWEEKNO') && freq !== 'YEARLY') problem('BYWEEKNO goes with FREQ=YEARLY only')
  if (parts.has('BYYEARDAY') && ['DAILY', 'WEEKLY', 'MONTHLY'].includes(freq)) problem('BYYEARDAY goes with FREQ=YEARLY only')
  if (parts.has('BYMONTHDAY') && freq === 'WEEKLY') problem('BYMONTHDAY does not go with FREQ=WEEKLY')
  // Yearly rules where one day part narrows another: rrule-temporal 2.2.8 returns days that fit only one of them (found
  // by test/domain/recurrence-dateutil.test.ts against python-dateutil and RFC 5545), so they are refused rather than
  // answered with wrong dates.
  if (freq === 'YEARLY') {
    const dayParts = ['BYYEARDAY', 'BYMONTHDAY', 'BYWEEKNO'].filter((k) => parts.has(k))
    if (dayParts.length > 1) problem(`${dayParts.join(' and ')} together are not supported`)
    if (parts.has('BYYEARDAY') && byday !== undefined) problem('BYYEARDAY and BYDAY together are not supported')
    if (parts.has('BYMONTHDAY') && byday !== undefined && /\d/.test(byday)) problem('BYDAY ordinals (1MO, -1FR) and BYMONTHDAY together are not supported')
  }
  if (parts.has('BYSETPOS') && ![...parts.keys()].some((k) => k.startsWith('BY') && k !== 'BYSETPOS')) problem('BYSETPOS needs another BY… part')
  return parts
}

/**
 * Checks the lines of `recurrence` (SPEC §9.3) for an event of `zone`; throws RecurrenceError naming the first bad
 * line. `[]` is a valid value (no recurrence) and gives no rule and no dates.
 */
export function parseRecurrence (input: readonly string[], zone: string): Recurrence {
  const out: Recurrence = { lines: [], rdates: [], rdays: [], exdates: [], exdays: new Set() }
  input.forEach((raw, index) => {
    const line = String(raw).trim()
    const problem: (why: string) => never = (why) => { throw new RecurrenceError(`line ${index + 1}: ${why}`) }
    if (line.length > MAX_LINE_CHARS) problem(`longer than ${MAX_LINE_CHARS} characters`)
    const colon = line.indexOf(':')
    if (colon < 0) problem('expected NAME[;PARAM=VALUE…]:VALUE, e.g. RRULE:FREQ=WEEKLY;COUNT=10')
    const [nameRaw = '', ...paramList] = line.slice(0, colon).split(';')
    const name = nameRaw.toUpperCase()
    const value = line.slice(colon + 1)
    if (name === 'RRULE') {
      if (out.rule) problem('only one RRULE is allowed')
      if (paramList.length) problem('RRULE takes no parameters')
      out.rule = parseRule(value, problem)
      out.lines.push(ruleLine(out.rule))
      return
    }
    if (name !== 'RDATE' && name !== 'EXDATE') problem(`expected RRULE, RDATE or EXDATE; got "${name.slice(0, 40)}"`)
    const params = new Map<string, string>()
    for (const p of paramList) {
      const eq = p.indexOf('=')
      const key = (eq < 0 ? p : p.slice(0, eq)).toUpperCase()
      if ((key !== 'TZID' && key !== 'VALUE') || eq < 0 || params.has(key)) problem(`${name} takes the parameters TZID= or VALUE=DATE (once each); got "${p.slice(0, 40)}"`)
      params.set(key, key === 'VALUE' ? p.slice(eq + 1).toUpperCase() : p.slice(eq + 1).replace(/^"|"$/g, ''))
    }
    const valueType = params.get('VALUE') ?? 'DATE-TIME'
    if (valueType !== 'DATE' && valueType !== 'DATE-TIME') problem(`${name};VALUE=${valueType} is not supported (DATE or DATE-TIME)`)
    const tzid = params.get('TZID')
    if (tzid !== undefined && (valueType === 'DATE' || !isValidTimezone(tzid))) problem(valueType === 'DATE' ? 'a DATE value takes no TZID' : `unknown TZID "${tzid.slice(0, 60)}"`)
    const values: string[] = []
    const items = value.split(',')
    if (out.rdates.length + out.rdays.length + out.exdates.length + out.exdays.size + items.length > MAX_DATES) problem(`more than ${MAX_DATES} RDATE and EXDATE values`)
    for (const item of items) {
      if (valueType === 'DATE') {
        const m = DATE.exec(item)
        const day = m && naiveOf(m[1]!, m[2]!, m[3]!)
        if (!day) problem(`expected dates YYYYMMDD; got "${item.slice(0, 40)}"`)
        values.push(icalDate(day))
        if (name === 'EXDATE') out.exdays.add(dayOf(day))
        else out.rdays.push(day)
      } else {
        const m = DATE_TIME.exec(item)
        const at = m && (tzid === undefined || m[7] !== 'Z') ? dateTimeIn(m, zone, tzid) : null
        if (!m || !at) problem(`expected date-times YYYYMMDDTHHMMSS (with Z for UTC, or after TZID=); got "${item.slice(0, 40)}"`)
        values.push(item)
        ;(name === 'EXDATE' ? out.exdates : out.rdates).push(at)
      }
    }
    const paramText = [...params].map(([k, v]) => `;${k}=${v}`).join('')
    out.lines.push(`${name}${paramText}:${values.join(',')}`)
  })
  return out
}

const WEEK_MS = 7 * 86_400_000

/**
 * The starts the RRULE gives (ms of naive wall clocks, ascending) from `start` up to `through`, and whether it gives
 * any after. More than `limit` throws RecurrenceError. The window grows from a week by doubling, so that a dense rule
 * (every ten minutes of every day) stops after about `limit` starts, whatever `through` is; a sparse one takes a dozen
 * calls. `between` rather than `all` with a callback, which rrule-temporal answers ten times slower (20 ms for two
 * years of weeks).
 */
function ruleStarts (r: Recurrence, start: Date, through: Date, zone: string, limit: number): { starts: number[]; more: boolean; nominal: Map<number, number> } {
  if (!r.rule) return { starts: [], more: false, nominal: new Map() }
  const parts = new Map(r.rule)
  const until = parts.get('UNTIL')
  const m = until === undefined ? null : DATE_TIME.exec(until)
  // The expansion runs on the wall clock written as UTC: an UNTIL instant becomes the event zone's wall clock.
  if (m) parts.set('UNTIL', `${icalDateTime(dateTimeIn(m, zone, undefined) ?? start)}Z`)
  const rule = new RRuleTemporal({ rruleString: `DTSTART;TZID=UTC:${icalDateTime(start)}\nRRULE:${ruleLine(parts).slice('RRULE:'.length)}` })
  const starts: number[] = []
  const nominal = new Map<number, number>()
  try {
    const end = through.getTime()
    for (let lo = start.getTime(), span = WEEK_MS; lo < end || starts.length === 0; lo += span, span *= 2) {
      const hi = Math.min(lo + span, end)
      for (const dt of rule.between(new Date(lo), new Date(hi), true)) {
        // A start the zone skips moves forward by the gap, as RFC 5545 §3.3.10 places it (dates/wall-clock.ts).
        const ruled = Number(dt.epochMilliseconds)
        const at = existingWallClock(new Date(ruled), zone).getTime()
        if (at !== ruled) nominal.set(at, ruled)
        if (starts.length > 0 && at <= starts[starts.length - 1]!) continue // a bound shared by two windows
        if (starts.push(at) > limit) throw new RecurrenceError(`the series has more than ${limit - 1} occurrences within the horizon`)
      }
      if (hi >= end) break
    }
    return { starts, more: rule.next(through, false) !== null, nominal }
  } catch (e) {
    // rrule-temporal gives up with a plain Error after 10,000 periods (from DTSTART), also when they bring no start at
    // all: a rule that never matches (FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30) is a 400, not a 500.
    if (e instanceof Error && !(e instanceof RecurrenceError) && /^Maximum (iterations|candidate evaluations)/.test(e.message)) {
      throw new RecurrenceError('the rule takes more than 10000 periods to expand (does it ever match? BYMONTH=2;BYMONTHDAY=30 never does)')
    }
    throw e
  }
}

/** How many starts the RRULE gives before `before` for a series starting at `start` (the occurrences COUNT has used up
 *  there: splitting a series at `before` leaves the rest of the COUNT to the new series). */
export function ruleStartsBefore (r: Recurrence, start: Date, before: Date, zone: string): number {
  return ruleStarts(r, start, new Date(before.getTime() - 1), zone, Number.MAX_SAFE_INTEGER).starts.length
}

/** Whether the RRULE gives the series' start itself (a Monday start of a BYDAY=TU rule: no). RFC 5545 clients differ
 *  on such a start (DTSTART counts, or it is left out), so the feed writes such a series expanded. */
export function ruleGivesStart (r: Recurrence, start: Date, zone: string): boolean {
  return r.rule !== undefined && ruleStarts(r, start, start, zone, 2).starts[0] === start.getTime()
}

export interface Expansion {
  /** the starts of the occurrences up to `through` (naive wall clocks, ascending, the master's own first) */
  starts: Date[]
  /** whether occurrences after `through` may exist (then the scheduler extends the series as time passes) */
  more: boolean
  /** the starts the zone skips as the rule gives them (02:30), by the start they moved to (03:30): RFC 5545 clients
   *  name that occurrence by the first (its RECURRENCE-ID) */
  nominal: Map<number, Date>
}

/**
 * The occurrences of a series whose master starts at `start` (naive wall clock) up to `through` (inclusive), at most
 * `max` (more: RecurrenceError, SPEC §9.3 RECURRENCE_MAX). The master's start is always the first occurrence and counts
 * in COUNT even when the rule does not give it (RFC 5545); the rule adds the starts it generates, RDATEs add theirs,
 * EXDATEs remove theirs (never the master's).
 */
export function expandRecurrence (r: Recurrence, start: Date, through: Date, max: number, zone: string): Expansion {
  const starts = new Map<number, Date>([[start.getTime(), start]])
  const nominal = new Map<number, Date>()
  let more = false
  const tooMany = () => new RecurrenceError(`the series has more than ${max} occurrences within the horizon`)
  if (r.rule) {
    const rule = ruleStarts(r, start, through, zone, max + 1)
    let list = rule.starts
    more = rule.more
    // RFC 5545: "The DTSTART property value always counts as the first occurrence", also when the rule does not give
    // it (a Monday start of a BYDAY=TU rule); rrule-temporal, like python-dateutil, counts only the dates it gives.
    const count = r.rule.get('COUNT')
    if (count !== undefined && list[0] !== start.getTime()) {
      more &&= list.length < Number(count) - 1
      list = list.slice(0, Number(count) - 1)
    }
    for (const at of list) if (!starts.has(at)) starts.set(at, new Date(at))
    for (const [at, ruled] of rule.nominal) nominal.set(at, new Date(ruled))
  }
  const timeOfDay = start.getTime() - Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate())
  for (const at of [...r.rdates.map((d) => d.getTime()), ...r.rdays.map((d) => existingWallClock(new Date(d.getTime() + timeOfDay), zone).getTime())]) {
    if (at > through.getTime()) more = true
    else if (at >= start.getTime()) starts.set(at, new Date(at))
  }
  for (const d of r.exdates) if (d.getTime() !== start.getTime()) starts.delete(d.getTime())
  for (const [at, d] of starts) if (at !== start.getTime() && r.exdays.has(dayOf(d))) starts.delete(at)
  if (starts.size > max) throw tooMany()
  for (const at of nominal.keys()) if (!starts.has(at)) nominal.delete(at)
  return { starts: [...starts.values()].sort((a, b) => a.getTime() - b.getTime()), more, nominal }
}

/** An RDATE line with only its values before `at` (`before`) or from `at` on; null when none is left. */
function rdatesSplit (line: string, at: Date, zone: string, before: boolean): string | null {
  const head = line.slice(0, line.indexOf(':') + 1)
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate())
  const keep = line.slice(head.length).split(',').filter((v) => {
    const one = parseRecurrence([`${head}${v}`], zone)
    return (one.rdays.length ? one.rdays[0]!.getTime() < day : one.rdates[0]!.getTime() < at.getTime()) === before
  })
  return keep.length ? `${head}${keep.join(',')}` : null
}

const ruleLine = (parts: Map<string, string>) => `RRULE:${[...parts].map(([k, v]) => `${k}=${v}`).join(';')}`

/** One half of a series split at `at`: its RRULE as `editRule` changes it, its RDATEs before `at` (`before`) or from
 *  `at` on, its other lines as they are. */
function splitLines (r: Recurrence, at: Date, zone: string, before: boolean, editRule: (parts: Map<string, string>) => void): string[] {
  const lines: string[] = []
  for (const line of r.lines) {
    if (line.startsWith('RRULE:')) {
      const parts = new Map(r.rule)
      editRule(parts)
      lines.push(ruleLine(parts))
    } else if (line.startsWith('RDATE')) {
      const kept = rdatesSplit(line, at, zone, before)
      if (kept) lines.push(kept)
    } else lines.push(line)
  }
  return lines
}

/**
 * The lines of a series ended before `at` (a naive wall clock, an occurrence's start): the RRULE's COUNT or UNTIL is
 * replaced by an UNTIL one second before it (a DATE for all-day series: the day before), and the RDATEs from `at` on
 * are left out. The first half of a split (recurrence_scope=following, SPEC §9.3).
 */
export function endBefore (r: Recurrence, at: Date, zone: string, allDay: boolean): string[] {
  return splitLines(r, at, zone, true, (parts) => {
    parts.delete('COUNT')
    if (allDay) parts.set('UNTIL', icalDate(new Date(at.getTime() - 86_400_000)))
    else {
      parts.set('UNTIL', `${icalDateTime(naiveToWallClock(new Date(at.getTime() - 1000), zone).toUTC().toJSDate())}Z`)
    }
  })
}

/**
 * The lines of the rest of a series that started at `start`, from `at` on: the second half of a split. A COUNT keeps
 * what the first half did not use; RDATEs before `at` are left out.
 */
export function continueAt (r: Recurrence, start: Date, at: Date, zone: string): string[] {
  return splitLines(r, at, zone, false, (parts) => {
    const count = parts.get('COUNT')
    // What the first half used: the rule's dates before `at`, and the master's start when the rule does not give it
    // (it counts all the same, see expandRecurrence).
    const offRule = ruleStarts(r, start, start, zone, 2).starts[0] !== start.getTime() ? 1 : 0
    if (count !== undefined) parts.set('COUNT', String(Math.max(1, Number(count) - offRule - ruleStartsBefore(r, start, at, zone))))
  })
}

/** The EXDATE line that leaves out the occurrence starting at `at` (naive wall clock of `zone`). */
export function exdateLine (at: Date, zone: string, allDay: boolean): string {
  return allDay ? `EXDATE;VALUE=DATE:${icalDate(at)}` : `EXDATE;TZID=${zone}:${icalDateTime(at)}`
}
