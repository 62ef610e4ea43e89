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
// warning (updating the master would change the whole series); STATUS:CANCELLED →
// a draft; CLASS:PRIVATE or CONFIDENTIAL → private; a TZID that is not an IANA zone is read as the zone its VTIMEZONE
// names (X-LIC-LOCATION, or a TZID ending in an IANA name), else the event is skipped with a report; an event this
// import created and that was since trashed here is left alone (reported), one deleted for good is created again.
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import ICAL from 'ical.js'
import { DateTime } from 'luxon'
import type { Config } from '../config.js'
import { systemContext, type ServiceContext } from '../context.js'
import { ApiError } from '../errors.js'
import { isValidTimezone, luxonZone } from '../domain/dates.js'
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

/** The VCALENDARs of the text (a file may hold several, one after the other). */
function parseCalendars (text: string, name: string): ICAL.Component[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new ImportError(`${name}: not an iCalendar file (it does not begin with BEGIN:VCALENDAR)`)
  let roots: ICAL.Component[]
  try {
    const parsed = ICAL.parse(text) as unknown[]
    roots = (Array.isArray(parsed[0]) ? parsed as unknown[][] : [parsed]).map((jcal) => new ICAL.Component(jcal))
  } catch (err) {
    throw new ImportError(`${name}: not a readable iCalendar file (${(err as Error).message.split('\n')[0]})`)
  }
  if (roots.length === 0 || roots.some((r) => r.name !== 'vcalendar')) throw new ImportError(`${name}: not an iCalendar file (no VCALENDAR)`)
  return roots
}

/** TZID → IANA zone: the TZID itself, else what its VTIMEZONE names (X-LIC-LOCATION), else the longest tail of the
 *  TZID that is an IANA zone (`/citadel.org/20070227_1/Europe/Amsterdam`); undefined when none resolves. */
function zoneResolver (root: ICAL.Component): (tzid: string) => string | undefined {
  const location = new Map<string, string>()
  for (const vtz of root.getAllSubcomponents('vtimezone')) {
    const tzid = vtz.getFirstPropertyValue('tzid')
    const lic = vtz.getFirstPropertyValue('x-lic-location')
    if (typeof tzid === 'string' && typeof lic === 'string') location.set(tzid, lic)
  }
  return (tzid) => {
    if (isValidTimezone(tzid) && !/^UTC[+-]/i.test(tzid)) return tzid
    const lic = location.get(tzid)
    if (lic && isValidTimezone(lic)) return lic
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
function prepare (ve: ICAL.Component, ctx: { zoneOf: (tzid: string) => string | undefined; siteZone: string }, warn: (m: string) => void): Input {
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
    if (t.isDate) zone = ctx.siteZone
    else if (t.zone === ICAL.Timezone.utcTimezone || (t as unknown as { timezone?: string }).timezone === 'Z') zone = 'UTC'
    else if (typeof tzid === 'string' && tzid !== '') {
      const z = ctx.zoneOf(tzid)
      if (!z) throw new Skip(`TZID "${tzid.slice(0, 80)}" is not a known timezone and its VTIMEZONE names none`)
      zone = z
    } else zone = ctx.siteZone
    const dt = DateTime.fromObject({ year: t.year, month: t.month, day: t.day, hour: t.isDate ? 0 : t.hour, minute: t.isDate ? 0 : t.minute, second: t.isDate ? 0 : t.second }, { zone: luxonZone(zone) })
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
  input.status = status === 'CANCELLED' ? 'draft' : klass === 'PRIVATE' || klass === 'CONFIDENTIAL' ? 'private' : 'publish'
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
  const local = DateTime.fromObject({ year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second }, { zone: luxonZone(from) }).setZone(luxonZone(zone))
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

export async function runIcsImport (repos: Repositories, opts: IcsImportOptions): Promise<ImportResult> {
  const t0 = Date.now()
  const counters = { requests: 0, retries: 0 }
  const problems: Problem[] = []
  const report = (uid: string | null, message: string): void => {
    const problem: Problem = { resource: 'events', id: null, message: uid === null ? message : `UID ${uid.slice(0, 200)}: ${message}`, ...(uid === null ? {} : { uid }) }
    problems.push(problem)
    opts.progress?.({ type: 'problem', problem })
  }
  const { text, name } = await readInput(opts, counters)
  const roots = parseCalendars(text, name)
  const vevents = roots.flatMap((root) => {
    const zoneOf = zoneResolver(root)
    return root.getAllSubcomponents('vevent').map((ve) => ({ ve, zoneOf }))
  })
  if (vevents.length > MAX_ICS_EVENTS) throw new ImportError(`${name}: ${vevents.length} events, more than the ${MAX_ICS_EVENTS} an import reads`)
  opts.progress?.({ type: 'fetch', resource: 'events', page: 1, pages: 1, records: vevents.length })

  const prepared: Prepared[] = []
  const seen = new Set<string>()
  /** the series masters prepared: UID → zone, all-day flag, start (naive wall clock) */
  const masters = new Map<string, { zone: string; allDay: boolean; start: Date }>()
  const overrides: Array<{ ve: ICAL.Component; zoneOf: (tzid: string) => string | undefined; uid: string }> = []
  for (const { ve, zoneOf } of vevents) {
    const uidValue = ve.getFirstPropertyValue('uid')
    const uid = typeof uidValue === 'string' ? uidValue.trim() : ''
    if (uid === '') { report(null, `an event without UID ("${String(ve.getFirstPropertyValue('summary') ?? '').slice(0, 80)}"): skipped`); continue }
    // Overrides are prepared once every master is known (a file may list them first).
    if (ve.hasProperty('recurrence-id')) { overrides.push({ ve, zoneOf, uid }); continue }
    if (seen.has(uid)) { report(uid, 'a second VEVENT with this UID: skipped'); continue }
    seen.add(uid)
    try {
      const warn = (m: string) => report(uid, m)
      const input = prepare(ve, { zoneOf, siteZone: opts.config.timezone }, warn)
      const lines = recurrenceLines(ve, zoneOf, warn)
      if (lines.some((l) => l.startsWith('RRULE') || l.startsWith('RDATE'))) {
        input.recurrence = lines
        masters.set(uid, { zone: String(input.timezone), allDay: input.all_day === true, start: new Date(`${String(input.start_date).replace(' ', 'T')}Z`) })
      } else if (lines.length) warn('EXDATE without RRULE or RDATE: ignored')
      prepared.push({ uid, input, hash: digest(input) })
    } catch (err) {
      if (!(err instanceof Skip)) throw err
      report(uid, `${err.message}: skipped`)
    }
  }
  for (const { ve, zoneOf, uid } of overrides) {
    const master = masters.get(uid)
    if (!master) { report(uid, 'an overridden occurrence (RECURRENCE-ID) of no recurring event of the file: skipped'); continue }
    try {
      const at = recurrenceIdIn(ve, master.zone, zoneOf)
      const key = `${uid};RECURRENCE-ID=${at.toISOString().slice(0, 19)}`
      if (seen.has(key)) { report(uid, `a second override of ${at.toISOString().slice(0, 19)}: skipped`); continue }
      seen.add(key)
      if (at.getTime() === master.start.getTime()) { report(uid, 'an override of the first occurrence (the series itself): skipped'); continue }
      const input = prepare(ve, { zoneOf, siteZone: opts.config.timezone }, (m) => report(uid, m))
      prepared.push({ uid: key, input, hash: digest(input), override: { masterUid: uid, at } })
    } catch (err) {
      if (!(err instanceof Skip)) throw err
      report(uid, `${err.message}: skipped`)
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
      report(p.uid, `event ${m.eventId}, which an earlier import created, is in the trash here: left alone`)
      summary.skipped++
    } else if (m && status !== undefined && m.hash === p.hash) {
      summary.unchanged++
    } else {
      const update = m !== undefined && status !== undefined
      if (m && !update && !p.override) report(p.uid, `event ${m.eventId}, which an earlier import created, no longer exists: created again`)
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
              : `an overridden occurrence (RECURRENCE-ID ${when}) of a series that was not imported: skipped`)
            summary.skipped++
          }
        } catch (err) {
          const why = refusal(err)
          if (why === undefined) throw err
          report(uid, `refused: ${why}: skipped`)
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
          report(p.uid, `refused: ${why}: skipped`)
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
