// `calendar-cli import --ics <file or URL>` (SPEC §9.5, issue 24): the events of an iCalendar file (a Google Calendar
// export, another calendar's feed, this service's own /events.ics) become events here. Parsed by ical.js (Mozilla's
// parser); every VEVENT is turned into the body of an event write and written through the event service, as POST
// /events is with the administrator as caller, so that every rule of a write applies (validation, sanitizing, slugs,
// limits, venues found or created by name, categories by name). The UID → event id mapping is stored (IcsImport): a
// second run updates the events it created, and writes nothing where the VEVENT did not change.
//
// Recurring events (SPEC §9.3): a VEVENT with RRULE/RDATE becomes a series master, written with `recurrence` lines made
// from its RRULE, RDATE and EXDATE properties; an overridden occurrence (a VEVENT with the same UID and a RECURRENCE-ID)
// updates the occurrence of that master that the rule started at the RECURRENCE-ID (which marks it detached). Its
// mapping is kept under `<UID>;RECURRENCE-ID=<wall clock in the master's zone>`, so that a second run finds it.
//
// Choices (README "Moving from WordPress"): an override of the first occurrence (the master itself) is skipped with a
// warning (updating the master would change the whole series); an EXDATE on DTSTART moves the master to the series'
// next date (`startAfterExcludedFirst`); STATUS:CANCELLED → event_status canceled, TENTATIVE → postponed (both stay
// published, SPEC §9.6); CLASS:PRIVATE or CONFIDENTIAL → private; a TZID
// that is not an IANA zone is read as the zone its VTIMEZONE names (X-LIC-LOCATION), a Windows zone name's CLDR zone or
// a TZID ending in an IANA name, else the event is skipped with a report; floating times are in the calendar's
// X-WR-TIMEZONE, else the site's; an event this import created and that was since trashed here is left alone
// (reported), one deleted for good is created again.
//
// What calendar apps write (issue 38): the file is cut into VCALENDARs and VEVENTs before ical.js reads each VEVENT on
// its own, so a bad record is reported with its UID and line and skipped, never the whole file
// (test/fixtures/ics/corpus/).
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import ICAL from 'ical.js'
import { DateTime } from 'luxon'
import type { Config } from '../config.js'
import { systemContext, type ServiceContext } from '../context.js'
import { ApiError } from '../errors.js'
import { DAY_MS, isValidTimezone, luxonZone, wallClockIn } from '../domain/dates.js'
import { windowsZone } from '../domain/dates/windows-zones.js'
import { RecurrenceError, continueAt, expandRecurrence, parseRecurrence, type Recurrence } from '../domain/recurrence.js'
import { eventStatusOfIcal } from '../domain/event-status.js'
import type { Repositories } from '../repositories/index.js'
import type { Language } from '../schemas/common.js'
import { events } from '../services/events/service.js'
import { occurrenceStartOf } from '../services/events/series.js'
import { ImportError, type ImportResult, type Problem, type ProgressEvent } from './importer.js'
import { Source, type SourceOptions } from './source.js'

/** The largest file read (a Google export of a busy calendar over years is a few MB). */
export const MAX_ICS_BYTES = 20 * 1024 * 1024
/** The most VEVENTs one import writes. */
export const MAX_ICS_EVENTS = 10_000

export interface IcsImportOptions {
  /** a file path, or an http(s) URL */
  input: string
  dryRun?: boolean
  language: Language
  config: Config
  /** the caller the writes are made as (the administrator, user 1) */
  userId?: number
  source?: Partial<SourceOptions>
  progress?: (event: ProgressEvent) => void
  /** "now" of the writes (default: the system clock) */
  clock?: () => Date
}

type Input = Record<string, unknown>

interface Prepared {
  /** the IcsImport key: the UID, or for an override `<UID>;RECURRENCE-ID=<naive wall clock>` */
  uid: string
  input: Input
  hash: string
  /** an override: the UID of its master and the start the rule gave the occurrence (naive wall clock of its zone) */
  override?: { masterUid: string; at: Date }
  /** the line of the file its VEVENT begins on */
  line: number
}

/** The text of the file or URL, bounded. */
async function readInput (opts: IcsImportOptions, counters: { requests: number; retries: number }): Promise<{ text: string; name: string }> {
  if (/^https?:\/\//i.test(opts.input)) {
    const source = new Source({ root: opts.input, maxBodyBytes: MAX_ICS_BYTES, onRetry: (info) => opts.progress?.({ type: 'retry', ...info }), ...opts.source })
    // Source makes its root a folder; the file is the URL as given.
    const url = new URL(opts.input)
    try {
      const r = await source.getText(url)
      if (r.status !== 200) throw new ImportError(`${url.href}: HTTP ${r.status}`)
      return { text: r.body, name: url.href }
    } finally {
      counters.requests += source.requests
      counters.retries += source.retried
    }
  }
  let size: number
  try {
    const st = await stat(opts.input)
    if (!st.isFile()) throw new ImportError(`${opts.input}: not a file`)
    size = st.size
  } catch (err) {
    if (err instanceof ImportError) throw err
    throw new ImportError(`${opts.input}: cannot read the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`)
  }
  if (size > MAX_ICS_BYTES) throw new ImportError(`${opts.input}: ${size} bytes, larger than the limit of ${MAX_ICS_BYTES}`)
  const text = (await readFile(opts.input, 'utf8'))
  return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, name: opts.input }
}

/** A component of the file as written: its first line's number and its unfolded lines; `broken`: why it cannot be read. */
interface RawComponent { line: number; lines: string[]; broken?: string }
/** One VCALENDAR of the file: its own properties, its VTIMEZONEs and VEVENTs (other components are not read). */
interface RawCalendar { line: number; props: RawComponent[]; timezones: RawComponent[]; events: RawComponent[] }

/** The unfolded lines of the text (RFC 5545 §3.1), each with the number of the line it starts on; blank lines dropped. */
function unfold (text: string): Array<{ n: number; text: string }> {
  const out: Array<{ n: number; text: string }> = []
  text.split(/\r\n|\n|\r/).forEach((l, i) => {
    if ((l.startsWith(' ') || l.startsWith('\t')) && out.length > 0) out[out.length - 1]!.text += l.slice(1)
    else if (l.trim() !== '') out.push({ n: i + 1, text: l })
  })
  return out
}

/**
 * The VCALENDARs of the text, each cut into its components by their BEGIN/END lines, so that one VEVENT ical.js cannot
 * read is reported and skipped rather than failing the file. Several VCALENDARs one after the other are all read (a
 * file concatenated from several exports); a file whose VCALENDAR is never closed (a truncated download) is refused.
 */
function splitCalendars (text: string, name: string, report: (message: string, line: number) => void): RawCalendar[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new ImportError(`${name}: not an iCalendar file (it does not begin with BEGIN:VCALENDAR)`)
  const calendars: RawCalendar[] = []
  let cal: RawCalendar | undefined
  let comp: (RawComponent & { kind: string; depth: number }) | undefined
  let outside = false
  for (const { n, text: l } of unfold(text)) {
    const m = /^(BEGIN|END):(.*)$/i.exec(l.trim())
    const kind = m?.[2]!.trim().toUpperCase()
    if (!cal) {
      if (m?.[1]!.toUpperCase() === 'BEGIN' && kind === 'VCALENDAR') cal = { line: n, props: [], timezones: [], events: [] }
      else if (!outside) { outside = true; report('text outside any VCALENDAR: ignored', n) }
      continue
    }
    if (m && m[1]!.toUpperCase() === 'END' && kind === 'VCALENDAR') {
      if (comp?.kind === 'VEVENT') cal.events.push({ line: comp.line, lines: comp.lines, broken: 'a VEVENT without END:VEVENT' })
      comp = undefined
      calendars.push(cal)
      cal = undefined
      continue
    }
    if (comp) {
      comp.lines.push(l)
      if (m) comp.depth += m[1]!.toUpperCase() === 'BEGIN' ? 1 : -1
      if (comp.depth === 0) {
        if (comp.kind === 'VEVENT') cal.events.push(comp)
        else if (comp.kind === 'VTIMEZONE') cal.timezones.push(comp)
        comp = undefined
      }
    } else if (m?.[1]!.toUpperCase() === 'BEGIN') comp = { line: n, lines: [l], kind: kind!, depth: 1 }
    else cal.props.push({ line: n, lines: [l] })
  }
  if (cal) throw new ImportError(`${name}: not a readable iCalendar file (the VCALENDAR of line ${cal.line} is never closed: a truncated file?)`)
  if (calendars.length === 0) throw new ImportError(`${name}: not an iCalendar file (no VCALENDAR)`)
  return calendars
}

/** The UID a component's lines write, read without a parser (to name a VEVENT that cannot be parsed). */
function uidOf (lines: string[]): string | undefined {
  const l = lines.find((x) => /^UID[;:]/i.test(x))
  const uid = l === undefined ? '' : l.slice(l.indexOf(':') + 1).trim()
  return uid === '' ? undefined : uid
}

/** The properties whose value is a date or date-time (RFC 5545): `VALUE=DATE` is the exception they must state. */
const DATED = /^(DTSTART|DTEND|DUE|RECURRENCE-ID|RDATE|EXDATE)(?=[;:])/i
/** The index of the colon that ends a content line's name and parameters (a quoted parameter value may hold one). */
function valueColon (line: string): number {
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted
    else if (line[i] === ':' && !quoted) return i
  }
  return -1
}
/** A dated property's line as ical.js must read it: a value of 8 digits (`DTSTART:20190101`, as holiday publishers
 *  write) is the DATE it is, which ical.js takes for a date-time without a time and fails on (`"2019-01-01T::"`); a value
 *  that is no date, date-time or period at all is refused here, naming the property. */
function datedLine (line: string): string {
  const name = DATED.exec(line)
  if (!name) return line
  const colon = valueColon(line)
  if (colon < 0) return line
  const value = line.slice(colon + 1).trim()
  const values = value.split(',')
  if (!values.every((v) => /^\d{8}(T\d{6}Z?)?(\/[0-9TZPWDHMS+-]+)?$/i.test(v))) throw new Skip(`${name[1]!.toUpperCase()} "${value.slice(0, 40)}" is not an iCalendar date or date-time`)
  if (/;VALUE=/i.test(line.slice(0, colon)) || !values.every((v) => /^\d{8}$/.test(v))) return line
  return `${name[1]};VALUE=DATE${line.slice(name[1]!.length)}`
}

/** A component's lines as ical.js reads them (one component; BEGIN/END included). */
function parseComponent (c: RawComponent): ICAL.Component {
  return new ICAL.Component(ICAL.parse(c.lines.map(datedLine).join('\r\n') + '\r\n') as unknown[])
}

/** TZID → IANA zone: the TZID itself, else what its VTIMEZONE names (X-LIC-LOCATION), else the IANA zone CLDR maps a
 *  Windows zone name to (Outlook, Exchange: "W. Europe Standard Time"), else the longest tail of the TZID that is an
 *  IANA zone (`/citadel.org/20070227_1/Europe/Amsterdam`); undefined when none resolves. */
function zoneResolver (timezones: ICAL.Component[]): (tzid: string) => string | undefined {
  const location = new Map<string, string>()
  for (const vtz of timezones) {
    const tzid = vtz.getFirstPropertyValue('tzid')
    const lic = vtz.getFirstPropertyValue('x-lic-location')
    if (typeof tzid === 'string' && typeof lic === 'string') location.set(tzid, lic)
  }
  return (tzid) => {
    if (isValidTimezone(tzid) && !/^UTC[+-]/i.test(tzid)) return tzid
    const lic = location.get(tzid)
    if (lic && isValidTimezone(lic)) return lic
    const windows = windowsZone(tzid)
    if (windows && isValidTimezone(windows)) return windows
    const parts = tzid.split('/').filter((p) => p !== '')
    for (let i = 0; i < parts.length - 1; i++) {
      const tail = parts.slice(i).join('/')
      if (isValidTimezone(tail) && tail.includes('/')) return tail
    }
    return undefined
  }
}

class Skip extends Error {}

const wall = (d: DateTime): string => d.toFormat('yyyy-MM-dd HH:mm:ss')

/** One VEVENT → the body of an event write (every field, so that an update clears what the VEVENT no longer has). */
function prepare (ve: ICAL.Component, ctx: { zoneOf: (tzid: string) => string | undefined; floatingZone: string }, warn: (m: string) => void): Input {
  const text = (name: string): string => {
    const v = ve.getFirstPropertyValue(name)
    return typeof v === 'string' ? v : ''
  }
  const dtstart = ve.getFirstProperty('dtstart')
  if (!dtstart) throw new Skip('no DTSTART')
  // A time → luxon, in its zone: UTC (`Z`), its TZID, or the site's (floating).
  const instant = (prop: ICAL.Property): { dt: DateTime; zone: string; isDate: boolean } => {
    const t = prop.getFirstValue() as ICAL.Time
    if (!(t instanceof ICAL.Time)) throw new Skip(`${prop.name.toUpperCase()} is not a date`)
    const tzid = prop.getParameter('tzid')
    let zone: string
    if (t.isDate) zone = ctx.floatingZone
    else if (t.zone === ICAL.Timezone.utcTimezone || (t as unknown as { timezone?: string }).timezone === 'Z') zone = 'UTC'
    else if (typeof tzid === 'string' && tzid !== '') {
      const z = ctx.zoneOf(tzid)
      if (!z) throw new Skip(`TZID "${tzid.slice(0, 80)}" is not a known timezone and its VTIMEZONE names none`)
      zone = z
    } else zone = ctx.floatingZone
    const dt = wallClockIn({ year: t.year, month: t.month, day: t.day, hour: t.isDate ? 0 : t.hour, minute: t.isDate ? 0 : t.minute, second: t.isDate ? 0 : t.second }, zone)
    if (!dt.isValid) throw new Skip(`${prop.name.toUpperCase()} is not a valid date`)
    return { dt, zone, isDate: t.isDate }
  }
  const start = instant(dtstart)
  const dtend = ve.getFirstProperty('dtend')
  const duration = ve.getFirstPropertyValue('duration')
  let end: DateTime
  if (dtend) end = instant(dtend).dt.setZone(start.dt.zone)
  else if (duration instanceof ICAL.Duration) end = start.dt.plus({ seconds: duration.toSeconds() })
  else end = start.isDate ? start.dt.plus({ days: 1 }) : start.dt
  if (end < start.dt) end = start.dt

  const input: Input = { title: text('summary').trim() }
  if (input.title === '') throw new Skip('no SUMMARY (an event needs a title)')
  if (start.isDate) {
    // DTEND of a date is exclusive: the last day is the one before.
    const last = end > start.dt ? end.minus({ days: 1 }) : start.dt
    Object.assign(input, { all_day: true, timezone: start.zone, start_date: `${start.dt.toISODate()} 00:00:00`, end_date: `${(last < start.dt ? start.dt : last).toISODate()} 23:59:59` })
  } else {
    Object.assign(input, { all_day: false, timezone: start.zone, start_date: wall(start.dt), end_date: wall(end) })
  }

  // DESCRIPTION is plain text (RFC 5545), but Google writes HTML into it; X-ALT-DESC;FMTTYPE=text/html is HTML.
  const alt = ve.getFirstProperty('x-alt-desc')
  const altHtml = alt && String(alt.getParameter('fmttype') ?? '').toLowerCase() === 'text/html' ? String(alt.getFirstValue() ?? '') : ''
  const desc = text('description')
  input.description = altHtml !== '' ? altHtml : /<\/?[a-z][^>]*>/i.test(desc) ? desc : plainToHtml(desc)

  const url = text('url').trim()
  input.website = ''
  if (url !== '') {
    try {
      const u = new URL(url)
      if (u.protocol === 'http:' || u.protocol === 'https:') input.website = u.href
      else warn(`URL "${url.slice(0, 80)}" is not an http(s) address: not imported`)
    } catch { warn(`URL "${url.slice(0, 80)}" is not an address: not imported`) }
  }
  const location = text('location').trim()
  input.venue = location === '' ? '' : { venue: location }
  const categories: string[] = []
  for (const p of ve.getAllProperties('categories')) {
    for (const v of p.getValues()) {
      const name = String(v).trim()
      if (name !== '' && !categories.includes(name)) categories.push(name)
    }
  }
  input.categories = categories
  const status = text('status').toUpperCase()
  const klass = text('class').toUpperCase()
  // A canceled event stays published, as a canceled event of the service does (SPEC §9.6): people learn that it is off.
  input.status = klass === 'PRIVATE' || klass === 'CONFIDENTIAL' ? 'private' : 'publish'
  input.event_status = eventStatusOfIcal(status)
  return input
}

/** `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]` of an ical.js time. */
const timeValue = (t: ICAL.Time): string => {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  const date = `${pad(t.year, 4)}${pad(t.month)}${pad(t.day)}`
  if (t.isDate) return date
  const utc = t.zone === ICAL.Timezone.utcTimezone || (t as unknown as { timezone?: string }).timezone === 'Z'
  return `${date}T${pad(t.hour)}${pad(t.minute)}${pad(t.second)}${utc ? 'Z' : ''}`
}

/**
 * The `recurrence` lines (SPEC §9.3) of a VEVENT's RRULE, RDATE and EXDATE properties: the RRULE as written, RDATE and
 * EXDATE values with their TZID (resolved to an IANA zone), in UTC (`…Z`), floating, or VALUE=DATE. A PERIOD RDATE
 * gives its start. [] for a VEVENT without them.
 */
function recurrenceLines (ve: ICAL.Component, zoneOf: (tzid: string) => string | undefined, warn: (m: string) => void): string[] {
  const lines: string[] = []
  const rules = ve.getAllProperties('rrule')
  if (rules.length > 1) warn(`${rules.length} RRULEs: only the first is imported`)
  if (rules[0]) lines.push(`RRULE:${String(rules[0].getFirstValue())}`)
  for (const name of ['rdate', 'exdate']) {
    for (const prop of ve.getAllProperties(name)) {
      const times = prop.getValues().map((v) => v instanceof ICAL.Period ? v.start : v).filter((v): v is ICAL.Time => v instanceof ICAL.Time)
      if (times.length === 0) continue
      const tzid = prop.getParameter('tzid')
      let params = ''
      if (times[0]!.isDate) params = ';VALUE=DATE'
      else if (typeof tzid === 'string' && tzid !== '' && !timeValue(times[0]!).endsWith('Z')) {
        const zone = zoneOf(tzid)
        if (!zone) throw new Skip(`${name.toUpperCase()} TZID "${tzid.slice(0, 80)}" is not a known timezone and its VTIMEZONE names none`)
        params = `;TZID=${zone}`
      }
      lines.push(`${name.toUpperCase()}${params}:${times.map(timeValue).join(',')}`)
    }
  }
  return lines
}

/** A RECURRENCE-ID as the naive wall clock of `zone` (midnight of its day for a date): the occurrenceStart of the
 *  occurrence it names. */
function recurrenceIdIn (ve: ICAL.Component, zone: string, zoneOf: (tzid: string) => string | undefined): Date {
  const prop = ve.getFirstProperty('recurrence-id')!
  const t = prop.getFirstValue() as ICAL.Time
  if (!(t instanceof ICAL.Time)) throw new Skip('RECURRENCE-ID is not a date')
  if (t.isDate) return new Date(Date.UTC(t.year, t.month - 1, t.day))
  const tzid = prop.getParameter('tzid')
  const utc = timeValue(t).endsWith('Z')
  const from = utc ? 'UTC' : typeof tzid === 'string' && tzid !== '' ? zoneOf(tzid) : zone
  if (!from) throw new Skip(`RECURRENCE-ID TZID "${String(tzid).slice(0, 80)}" is not a known timezone and its VTIMEZONE names none`)
  const local = wallClockIn({ year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second }, from).setZone(luxonZone(zone))
  return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second))
}

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** Plain text → HTML: paragraphs at blank lines, line breaks within. */
function plainToHtml (s: string): string {
  const text = s.replace(/\r\n?/g, '\n').trim()
  if (text === '') return ''
  return text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br />\n')}</p>`).join('\n')
}

/** A stable digest of a write body (keys sorted). */
function digest (input: Input): string {
  const sorted = (v: unknown): unknown => Array.isArray(v)
    ? v.map(sorted)
    : v !== null && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Input)[k])])) : v
  return createHash('sha256').update(JSON.stringify(sorted(input))).digest('hex')
}

/** The message of a refused write, for the report. */
function refusal (err: unknown): string | undefined {
  if (err instanceof ApiError) {
    const params = err.data.params
    return `${err.message}${params && typeof params === 'object' ? ` ${JSON.stringify(params)}` : ''}`
  }
  return undefined
}

const firstLine = (err: unknown): string => String(err instanceof Error ? err.message : err).split('\n')[0]!.slice(0, 200)
/** `YYYY-MM-DD HH:MM:SS` → the naive wall clock (a Date whose UTC fields are the wall clock's). */
const naiveOf = (s: string): Date => new Date(`${s.replace(' ', 'T')}Z`)
const sqlOfNaive = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ')
/** How far ahead the next date of a series is looked for, in turn (a yearly rule of a leap day needs years). */
const NEXT_DATE_HORIZONS_DAYS = [800, 8000, 80_000]

/**
 * A series whose EXDATE excludes its own first date (Google Calendar and Thunderbird write a deleted first occurrence
 * so): the master is moved to the first date the series still gives, keeping its duration, and the recurrence lines
 * continue from there (`continueAt`: a COUNT keeps what the excluded dates did not use, RDATEs and EXDATEs before it are
 * dropped) — the same dates, with no event on the deleted one and nothing to trash. A series with no date left is
 * skipped.
 */
function startAfterExcludedFirst (input: Input, warn: (m: string) => void): void {
  const lines = input.recurrence as string[]
  if (!lines.some((l) => l.startsWith('EXDATE'))) return
  const zone = String(input.timezone)
  const start = naiveOf(String(input.start_date))
  let r: Recurrence
  try {
    r = parseRecurrence(lines, zone)
  } catch (err) {
    if (err instanceof RecurrenceError) return // the event service refuses the lines with its own message
    throw err
  }
  if (!r.exdates.some((d) => d.getTime() === start.getTime()) && !r.exdays.has(sqlOfNaive(start).slice(0, 10))) return
  let next: Date | undefined
  for (const days of NEXT_DATE_HORIZONS_DAYS) {
    const { starts, more } = expandRecurrence(r, start, new Date(start.getTime() + days * DAY_MS), Number.MAX_SAFE_INTEGER, zone)
    next = starts[1] // the master's own start is always the first
    if (next || !more) break
  }
  if (!next) throw new Skip('every date of the series is excluded (its EXDATEs include DTSTART and all the others)')
  const allDay = input.all_day === true
  const day = sqlOfNaive(next).slice(0, 10)
  const kept = continueAt(r, start, next, zone).flatMap((line) => {
    if (!line.startsWith('EXDATE')) return [line]
    const head = line.slice(0, line.indexOf(':') + 1)
    const values = line.slice(head.length).split(',').filter((v) => {
      const one = parseRecurrence([`${head}${v}`], zone)
      return one.exdates.length ? one.exdates[0]!.getTime() > next.getTime() : [...one.exdays][0]! > day
    })
    return values.length ? [`${head}${values.join(',')}`] : []
  })
  if (allDay) {
    const days = Math.floor((naiveOf(String(input.end_date)).getTime() - start.getTime()) / DAY_MS)
    Object.assign(input, { start_date: `${day} 00:00:00`, end_date: `${sqlOfNaive(new Date(next.getTime() + days * DAY_MS)).slice(0, 10)} 23:59:59` })
  } else {
    // The same duration (RFC 5545 §3.8.5.3), whatever the zone's offsets on either date.
    const at = (s: string) => DateTime.fromSQL(s, { zone: luxonZone(zone) })
    const duration = at(String(input.end_date)).toMillis() - at(String(input.start_date)).toMillis()
    const begins = at(sqlOfNaive(next))
    Object.assign(input, { start_date: wall(begins), end_date: wall(begins.plus({ milliseconds: duration })) })
  }
  input.recurrence = kept
  warn(`the first date (${sqlOfNaive(start)}) is excluded by an EXDATE: the series starts at its next date, ${sqlOfNaive(next)}`)
}

export async function runIcsImport (repos: Repositories, opts: IcsImportOptions): Promise<ImportResult> {
  const t0 = Date.now()
  const counters = { requests: 0, retries: 0 }
  const problems: Problem[] = []
  /** A problem, named by the VEVENT's UID and the line it begins on when there is one. */
  const report = (uid: string | null, message: string, line?: number): void => {
    const text = `${uid === null ? '' : `UID ${uid.slice(0, 200)}: `}${message}${line === undefined ? '' : ` (line ${line})`}`
    const problem: Problem = { resource: 'events', id: null, message: text, ...(uid === null ? {} : { uid }), ...(line === undefined ? {} : { line }) }
    problems.push(problem)
    opts.progress?.({ type: 'problem', problem })
  }
  const { text, name } = await readInput(opts, counters)
  const calendars = splitCalendars(text, name, (message, line) => report(null, message, line))
  const vevents = calendars.flatMap((cal) => {
    const timezones: ICAL.Component[] = []
    for (const c of cal.timezones) {
      try { timezones.push(parseComponent(c)) } catch (err) { report(null, `a VTIMEZONE that cannot be read (${firstLine(err)}): ignored`, c.line) }
    }
    const zoneOf = zoneResolver(timezones)
    // X-WR-TIMEZONE (Google, Apple, Outlook): the calendar's zone, that of its floating times and dates.
    let floatingZone = opts.config.timezone
    const wr = cal.props.find((p) => /^X-WR-TIMEZONE[;:]/i.test(p.lines[0]!))
    if (wr) {
      const value = wr.lines[0]!.slice(valueColon(wr.lines[0]!) + 1).trim()
      const zone = zoneOf(value)
      if (zone) floatingZone = zone
      else report(null, `X-WR-TIMEZONE "${value.slice(0, 80)}" is not a known timezone: floating times are read in ${floatingZone}`, wr.line)
    }
    return cal.events.map((raw) => ({ raw, zoneOf, floatingZone }))
  })
  if (vevents.length > MAX_ICS_EVENTS) throw new ImportError(`${name}: ${vevents.length} events, more than the ${MAX_ICS_EVENTS} an import reads`)
  opts.progress?.({ type: 'fetch', resource: 'events', page: 1, pages: 1, records: vevents.length })

  const prepared: Prepared[] = []
  const seen = new Set<string>()
  /** the series masters prepared: UID → zone, all-day flag, start (naive wall clock) */
  const masters = new Map<string, { zone: string; allDay: boolean; start: Date }>()
  const overrides: Array<{ ve: ICAL.Component; zoneOf: (tzid: string) => string | undefined; floatingZone: string; uid: string; line: number }> = []
  for (const { raw, zoneOf, floatingZone } of vevents) {
    const line = raw.line
    let ve: ICAL.Component
    try {
      if (raw.broken) throw new Skip(raw.broken)
      ve = parseComponent(raw)
    } catch (err) {
      report(uidOf(raw.lines) ?? null, `${err instanceof Skip ? err.message : `a VEVENT that cannot be read (${firstLine(err)})`}: skipped`, line)
      continue
    }
    const uidValue = ve.getFirstPropertyValue('uid')
    const uid = typeof uidValue === 'string' ? uidValue.trim() : ''
    if (uid === '') { report(null, `an event without UID ("${String(ve.getFirstPropertyValue('summary') ?? '').slice(0, 80)}"): skipped`, line); continue }
    // Overrides are prepared once every master is known (a file may list them first).
    if (ve.hasProperty('recurrence-id')) { overrides.push({ ve, zoneOf, floatingZone, uid, line }); continue }
    if (seen.has(uid)) { report(uid, 'a second VEVENT with this UID: skipped', line); continue }
    seen.add(uid)
    const warn = (m: string) => report(uid, m, line)
    try {
      const input = prepare(ve, { zoneOf, floatingZone }, warn)
      const lines = recurrenceLines(ve, zoneOf, warn)
      if (lines.some((l) => l.startsWith('RRULE') || l.startsWith('RDATE'))) {
        input.recurrence = lines
        startAfterExcludedFirst(input, warn)
        masters.set(uid, { zone: String(input.timezone), allDay: input.all_day === true, start: naiveOf(String(input.start_date)) })
      } else if (lines.length) warn('EXDATE without RRULE or RDATE: ignored')
      prepared.push({ uid, input, hash: digest(input), line })
    } catch (err) {
      // Every error here is the VEVENT's (nothing is written yet): a bad value that ical.js reads only when asked.
      warn(`${err instanceof Skip ? err.message : `a value that cannot be read (${firstLine(err)})`}: skipped`)
    }
  }
  for (const { ve, zoneOf, floatingZone, uid, line } of overrides) {
    const master = masters.get(uid)
    if (!master) { report(uid, 'an overridden occurrence (RECURRENCE-ID) of no recurring event of the file: skipped', line); continue }
    const warn = (m: string) => report(uid, m, line)
    try {
      const at = recurrenceIdIn(ve, master.zone, zoneOf)
      const key = `${uid};RECURRENCE-ID=${at.toISOString().slice(0, 19)}`
      if (seen.has(key)) { warn(`a second override of ${at.toISOString().slice(0, 19)}: skipped`); continue }
      seen.add(key)
      if (at.getTime() === master.start.getTime()) { warn('an override of the first occurrence (the series itself): skipped'); continue }
      const input = prepare(ve, { zoneOf, floatingZone }, warn)
      prepared.push({ uid: key, input, hash: digest(input), override: { masterUid: uid, at }, line })
    } catch (err) {
      warn(`${err instanceof Skip ? err.message : `a value that cannot be read (${firstLine(err)})`}: skipped`)
    }
  }
  const fetchMs = Date.now() - t0

  const t1 = Date.now()
  const summary = { resource: 'events' as const, fetched: vevents.length, created: 0, updated: 0, unchanged: 0, skipped: vevents.length - prepared.length, trashed: 0 }
  const mapping = await repos.icsImports.findMany(prepared.map((p) => p.uid))
  const storedIds = [...new Set([...mapping.values()].map((m) => m.eventId))]
  const stored = new Map<number, string>()
  for (let i = 0; i < storedIds.length; i += 500) {
    for (const row of await repos.posts.findMany('event', storedIds.slice(i, i + 500))) stored.set(row.id, row.status)
  }
  const clock = opts.clock ?? (() => new Date())
  const actor = { caller: { userId: opts.userId ?? 1, role: 'administrator' as const }, lang: opts.language }
  const sc = (tx: Repositories): ServiceContext => systemContext(tx, opts.config, clock, actor)
  /** UID → event id of the masters this run wrote or found */
  const masterIds = new Map<string, number>()
  for (const p of prepared) {
    const m = p.override ? undefined : mapping.get(p.uid)
    if (m && masters.has(p.uid) && stored.has(m.eventId) && stored.get(m.eventId) !== 'trash') masterIds.set(p.uid, m.eventId)
  }
  /** The occurrence of the override's master that the rule started at its RECURRENCE-ID. */
  const occurrenceOf = async (tx: Repositories, p: Prepared): Promise<number | undefined> => {
    const masterId = masterIds.get(p.override!.masterUid)
    if (masterId === undefined) return undefined
    const list = await tx.series.occurrences(masterId)
    return list.find((o) => occurrenceStartOf(o).getTime() === p.override!.at.getTime())?.id
  }
  let done = 0
  for (const p of prepared) {
    const m = mapping.get(p.uid)
    const status = m ? stored.get(m.eventId) : undefined
    if (m && status === 'trash') {
      report(p.uid, `event ${m.eventId}, which an earlier import created, is in the trash here: left alone`, p.line)
      summary.skipped++
    } else if (m && status !== undefined && m.hash === p.hash) {
      summary.unchanged++
    } else {
      const update = m !== undefined && status !== undefined
      if (m && !update && !p.override) report(p.uid, `event ${m.eventId}, which an earlier import created, no longer exists: created again`, p.line)
      if (p.override) {
        // An override updates an occurrence of its master: the one it updated before, else the one of its RECURRENCE-ID.
        const uid = p.override.masterUid
        try {
          const written = await repos.transaction(async (tx) => {
            // A dry run has not created the master: its overrides count as they would.
            if (opts.dryRun && !masterIds.has(uid)) return masters.has(uid)
            const id = update ? m.eventId : await occurrenceOf(tx, p)
            if (id === undefined) return false
            if (opts.dryRun) return true
            await events.update(sc(tx), id, p.input)
            await tx.icsImports.save({ uid: p.uid, eventId: id, source: name.slice(0, 2000), hash: p.hash }, clock())
            return true
          })
          if (written) summary.updated++
          else {
            const when = p.override.at.toISOString().slice(0, 19).replace('T', ' ')
            report(uid, masterIds.has(uid)
              ? `no occurrence of the series starts at ${when} (the RECURRENCE-ID): beyond RECURRENCE_HORIZON, or no date of the rule: skipped`
              : `an overridden occurrence (RECURRENCE-ID ${when}) of a series that was not imported: skipped`, p.line)
            summary.skipped++
          }
        } catch (err) {
          const why = refusal(err)
          if (why === undefined) throw err
          report(uid, `refused: ${why}: skipped`, p.line)
          summary.skipped++
        }
      } else if (opts.dryRun) {
        if (update) summary.updated++
        else summary.created++
      } else {
        try {
          await repos.transaction(async (tx) => {
            const row = update ? await events.update(sc(tx), m.eventId, p.input) : await events.create(sc(tx), p.input)
            await tx.icsImports.save({ uid: p.uid, eventId: row.id, source: name.slice(0, 2000), hash: p.hash }, clock())
            if (masters.has(p.uid)) masterIds.set(p.uid, row.id)
          })
          if (update) summary.updated++
          else summary.created++
        } catch (err) {
          const why = refusal(err)
          if (why === undefined) throw err
          report(p.uid, `refused: ${why}: skipped`, p.line)
          summary.skipped++
        }
      }
    }
    done++
    if (done % 50 === 0 || done === prepared.length) opts.progress?.({ type: 'write', resource: 'events', done, total: prepared.length })
  }
  if (prepared.length === 0) opts.progress?.({ type: 'write', resource: 'events', done: 0, total: 0 })

  return {
    source: name,
    dryRun: opts.dryRun ?? false,
    resources: [summary],
    problems,
    requests: counters.requests,
    retries: counters.retries,
    fetchMs,
    writeMs: Date.now() - t1,
    changed: summary.created + summary.updated > 0,
  }
}
