// iCalendar feeds of events (SPEC §9.2): the answers of `GET /events.ics`, `GET /events/<id>.ics`, and of GET /events
// and GET /events/<id> for `Accept: text/calendar`. They run what the JSON reads run — the same filters, validation,
// visibility and password rules, the same presented event objects — and only the last step differs:
// ../../presenters/ical.ts writes the objects as a VCALENDAR. Recurring series are assembled here: the master's lines
// rewritten with the dates that make the rule give exactly the occurrences the caller may read (SPEC §9.3).
import { setImmediate as setImmediatePromise } from 'node:timers/promises'
import { LRUCache } from 'lru-cache'
import type { ClockUse, ServiceContext } from '../../context.js'
import { ApiError } from '../../errors.js'
import { RecurrenceError, expandRecurrence, parseRecurrence, type Recurrence } from '../../domain/recurrence.js'
import { wallClockKind } from '../../domain/dates.js'
import { CalendarWriter, hasRules, type EventJson } from '../../presenters/ical.js'
import { feedLines, recurrenceIdLine, seriesYears, type SeriesMaster } from '../../presenters/ical-series.js'
import type { EventRow } from '../../repositories/events.js'
import type { StoredOccurrence } from '../../repositories/series.js'
import type { EventListFilters } from '../../schemas/event.js'
import { presentEvents, type PresentQuery } from '../present.js'
import { eventsInOrder, listEventIds } from './list.js'
import { horizonEnd, isOccurrence, occurrenceStartOf as startOf, storedLines } from './series.js'
import { events } from './service.js'

/** `expand` as the .ics routes validate it (a boolean) or as the JSON routes pass it on (not in their schema: text). */
export function expandWanted (query: unknown): boolean {
  const v: unknown = typeof query === 'object' && query !== null ? Reflect.get(query, 'expand') : undefined
  return v === true || (typeof v === 'string' && /^(true|1)$/i.test(v))
}

/** The end of every occurrence list the series part reads. */
const ALL_DATES = { start_date: '1900-01-01', end_date: '2200-12-31' }
/** How many years after its materialized end a series that goes on gets in its VTIMEZONE. */
const MORE_YEARS = 5
/** Events presented and written between two turns of the event loop (a few tens of milliseconds of CPU)… */
const BATCH = 100
/** …or fewer, as many as write about this many bytes: events with long texts cost in proportion to them. */
const BATCH_BYTES = 1 << 20

/** Presented as the JSON answers present them: the feed cannot show what the JSON would not. */
const presented = (sc: ServiceContext, rows: EventRow[], single: boolean, query: PresentQuery): Promise<EventJson[]> =>
  presentEvents(sc, rows, { single, unblanked: false, query })

const host = (sc: ServiceContext): string => new URL(sc.site).host

/** A series' occurrences and the starts its RRULE gives: what its VEVENTs need that is the same for every caller. */
interface Expanded { all: StoredOccurrence[]; r: Recurrence; starts: Date[]; nominal: Map<number, Date>; more: boolean; last: Date }

/**
 * The expansions of series, per data version (src/services/freshness.ts: it moves with every write): a feed over
 * long series reads their occurrences and expands their rules once until something is written, instead of once per
 * request (issue 37: uncached feeds over costly series took 1.4–1.9 s each). Bounded by the occurrences held.
 */
export class SeriesExpansions {
  private readonly entries = new LRUCache<string, { value: Expanded | null }>({
    maxSize: 200_000,
    sizeCalculation: (e) => 1 + (e.value === null ? 0 : e.value.all.length + e.value.starts.length),
  })

  /** The expansions as of data version `version`. */
  at (version: number): ExpansionsAt { return { version, entries: this.entries } }
}

/** SeriesExpansions at one data version, as a feed uses them. */
export interface ExpansionsAt { version: number; entries: LRUCache<string, { value: Expanded | null }> }

/** Series `masterId`'s occurrences and expansion through the horizon (or its last occurrence); null for lines the
 *  service does not read (written outside it). */
async function expanded (sc: ServiceContext, masterId: number, m: SeriesMaster, lines: string[], memo: ExpansionsAt | undefined): Promise<Expanded | null> {
  const horizon = horizonEnd(sc, m.timezone)
  const key = `${memo?.version}:${masterId}:${horizon.getTime()}`
  const known = memo?.entries.get(key)
  if (known !== undefined) return known.value
  const all = await sc.repos.series.occurrences(masterId)
  let value: Expanded | null
  try {
    const r = parseRecurrence(lines, m.timezone)
    const last = all.reduce((d, o) => startOf(o) > d ? startOf(o) : d, horizon)
    // The rule's own starts: what the master's RRULE gives clients, before any RDATE or EXDATE.
    const rule: Recurrence = { ...r, rdates: [], rdays: [], exdates: [], exdays: new Set() }
    const { starts, nominal, more } = expandRecurrence(rule, m.startLocal, last, Number.MAX_SAFE_INTEGER, m.timezone)
    value = { all, r, starts, nominal, more: more || r.rdates.some((d) => d > last) || r.rdays.some((d) => d > last), last }
  } catch (err) {
    if (!(err instanceof RecurrenceError)) throw err
    value = null
  }
  memo?.entries.set(key, { value })
  return value
}

const writerFor = (sc: ServiceContext, name: string): CalendarWriter =>
  new CalendarWriter({ name, siteTimezone: sc.config.timezone, host: host(sc), maxBytes: sc.config.icalMaxBytes })

/** The list's filters a series keeps to (an occurrence filtered out is left out of the rule with an EXDATE): the
 *  publication statuses, and the event statuses (SPEC §9.6: `event_status=scheduled` leaves out a canceled override). */
type SeriesFilters = Pick<EventListFilters, 'status' | 'event_status'>

/**
 * A series as the feed writes it (SPEC §9.3), so that RFC 5545 clients expand it to exactly the events the caller may
 * read, as the JSON lists them: the master's VEVENT with its RRULE, and EXDATEs for every start the rule gives that no
 * such event holds (hidden, deleted, or moved: past occurrences keep their time when the series' start moves);
 * overrides (RECURRENCE-ID) for the events on a start of the rule that differ from what the rule makes of it
 * (detached, another duration, a DST hour); and every other event of the series — one the rule does not give, such as
 * a past occurrence at the time the series had before — a VEVENT of its own, with its own UID. No RDATE: node-ical
 * and other clients ignore it, and a RECURRENCE-ID that names no start of the rule is dropped by all of them.
 */
interface SeriesPart {
  master: EventJson
  masterId: number
  m: SeriesMaster
  overrides: StoredOccurrence[]
  /** the events of the series the rule does not give: plain VEVENTs */
  own: StoredOccurrence[]
  nominal: Map<number, Date>
  members: Set<number>
}

/**
 * The series of master `masterId` as the caller sees it, with the list's `status` and `event_status` filters (see
 * SeriesPart: an occurrence filtered out is left out of the rule with an EXDATE). Null when the master is not for the
 * caller (then the occurrences go as plain VEVENTs) or the series cannot be written as a rule (feedLines: then it is
 * written expanded). `masterRead`: the caller has read the master already (GET /events/<id>.ics), which is not asked
 * again.
 */
async function seriesPart (sc: ServiceContext, masterId: number, filters: SeriesFilters, query: PresentQuery, memo: ExpansionsAt | undefined, masterRead = false): Promise<SeriesPart | null> {
  const withStatus = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SeriesFilters
  // The read of one event has checked the master already (a draft with a token, a password); a list asks the list.
  if (!masterRead && !(await listEventIds(sc, { include: [masterId], ...withStatus }, { limit: 1 })).ids.includes(masterId)) return null
  const [master] = await eventsInOrder(sc, [masterId])
  if (!master) return null
  const lines = storedLines(master)
  if (lines.length === 0) return null
  const members = await listEventIds(sc, { post_parent: masterId, ...ALL_DATES, ...withStatus }, { limit: 1_000_000 })
  const visible = new Set(members.ids)
  const m: SeriesMaster = { startLocal: master.startLocal, timezone: master.timezone, allDay: master.allDay }
  const series = await expanded(sc, masterId, m, lines, memo)
  if (series === null) return null // lines written outside the service that the service does not read
  const { all, r, starts, more, last } = series
  // Each start of the rule is held by at most one event the caller may read: the first found; the others, and the
  // events on no start of the rule, are VEVENTs of their own.
  const held = new Map<number, StoredOccurrence>()
  const own: StoredOccurrence[] = []
  const ruled = new Set(starts.map((d) => d.getTime()))
  for (const o of all) {
    if (!visible.has(o.id)) continue
    const at = startOf(o).getTime()
    if (ruled.has(at) && at !== m.startLocal.getTime() && !held.has(at)) held.set(at, o)
    else own.push(o)
  }
  const seriesLines = feedLines(r, m, { exdates: starts.filter((d) => d.getTime() !== m.startLocal.getTime() && !held.has(d.getTime())), through: last })
  if (seriesLines === null) return null
  const lastStart = [...starts, ...[...held.values()].map(startOf)].reduce((d, x) => x > d ? x : d, m.startLocal)
  const years = seriesYears(m, lastStart, more ? MORE_YEARS : 0)
  // The master as its own read (masterRead) or the list presents it.
  const [item] = await presented(sc, [master], masterRead, query)
  item!.series = { role: 'master', lines: seriesLines, years }
  const lasts = duration(master, m)
  const overrides = [...held.values()].filter((o) => o.detached || duration(o, m) !== lasts || dstShifted(o, m, series.nominal))
  return { master: item!, masterId, m, overrides, own, nominal: series.nominal, members: visible }
}

/** How long an event lasts as clients compute an instance of the rule: all-day in days of the wall clock, else in
 *  time. An occurrence that lasts otherwise (a past one kept when the series' times changed) is an override. */
const duration = (e: { startLocal: Date; endLocal: Date; startUtc: Date; endUtc: Date }, m: SeriesMaster): number =>
  m.allDay ? e.endLocal.getTime() - e.startLocal.getTime() : e.endUtc.getTime() - e.startUtc.getTime()

/**
 * Whether an occurrence the master's rule gives is written as an override too (RFC 5545 §3.3.5, §3.8.5.3; the rule of
 * domain/dates/wall-clock.ts): its start was moved out of a gap, is a wall clock the zone shows twice, or its wall
 * clocks are not as far apart as it lasts (it crosses a transition). RFC clients would expand the rule to the same
 * instants, but not all of them (ical.js: the second of a fold, the offset after a gap, the wall-clock duration);
 * an override names its times once for all, and its RECURRENCE-ID is the start the rule gives, as the clients have it.
 */
function dstShifted (o: StoredOccurrence, m: SeriesMaster, nominal: Map<number, Date>): boolean {
  if (m.allDay || !hasRules(m.timezone)) return false
  const start = startOf(o)
  return nominal.has(start.getTime()) || wallClockKind(start, m.timezone) === 'fold' ||
    o.endLocal.getTime() - o.startLocal.getTime() !== o.endUtc.getTime() - o.startUtc.getTime()
}

/** Writes a series as one unit: its master, then its overrides and its events of their own BATCH at a time. Each is
 *  presented as the list presents it (blanked when password-protected and not unlocked, issue 37): reading the master does not unlock
 *  its occurrences. False when the series did not fit. */
async function writeSeries (sc: ServiceContext, writer: CalendarWriter, s: SeriesPart, query: PresentQuery): Promise<boolean> {
  if (!writer.addToUnit([s.master])) return false
  for (let i = 0; i < s.overrides.length; i += BATCH) {
    const batch = s.overrides.slice(i, i + BATCH)
    const byId = new Map(batch.map((o) => [o.id, o]))
    const items = await presented(sc, await eventsInOrder(sc, batch.map((o) => o.id)), false, query)
    for (const item of items) {
      const o = byId.get(item.id)!
      item.series = { role: 'override', masterId: s.masterId, recurrenceId: recurrenceIdLine(s.nominal.get(startOf(o).getTime()) ?? startOf(o), s.m) }
    }
    if (!writer.addToUnit(items)) return false
    if (i + BATCH < s.overrides.length) await setImmediatePromise()
  }
  for (let i = 0; i < s.own.length; i += BATCH) {
    const items = await presented(sc, await eventsInOrder(sc, s.own.slice(i, i + BATCH).map((o) => o.id)), false, query)
    if (!writer.addToUnit(items)) return false
    if (i + BATCH < s.own.length) await setImmediatePromise()
  }
  writer.endUnit()
  return true
}

interface FeedState {
  expand: boolean
  filters: SeriesFilters
  query: PresentQuery
  written: Set<number>
  plain: Set<number>
  /** the events of the series written: the list's later events of them are left out without a query */
  covered: Set<number>
  memo: ExpansionsAt | undefined
}

/** Writes the events `ids` (a batch of the list, in its order): events outside series as they are; the first event of
 *  each series brings in the whole series (seriesPart), later ones of it are left out — their rows are never read;
 *  the events of a series that cannot be written as one are written as they are. False when the feed is full. */
async function writeIds (sc: ServiceContext, writer: CalendarWriter, ids: number[], state: FeedState): Promise<boolean> {
  const unknown = state.expand ? [] : ids.filter((id) => !state.covered.has(id))
  const seriesOf = unknown.length === 0 ? new Map<number, number | null>() : await sc.repos.series.seriesOf(unknown)
  let run: number[] = []
  const flush = async (): Promise<boolean> => {
    if (run.length === 0) return true
    const rows = await eventsInOrder(sc, run)
    run = []
    return writer.add(await presented(sc, rows, false, state.query))
  }
  for (const id of ids) {
    if (state.covered.has(id)) continue
    const sid = seriesOf.get(id) ?? null
    if (sid === null || state.plain.has(sid)) { run.push(id); continue }
    if (state.written.has(sid)) continue
    const series = await seriesPart(sc, sid, state.filters, state.query, state.memo)
    if (series === null) { state.plain.add(sid); run.push(id); continue }
    state.written.add(sid)
    state.covered.add(sid)
    for (const member of series.members) state.covered.add(member)
    if (!await flush() || !await writeSeries(sc, writer, series, state.query)) return false
  }
  return flush()
}

/** The feed of a list and what its answer's headers say: the full count, the pages when the request named a page. */
export interface EventsFeed {
  /** the VCALENDAR, UTF-8 */
  calendar: Buffer
  total: number
  /** the list's page count; undefined when the request named no page (the feed is then the whole list) */
  totalPages?: number
  /** ICAL_MAX_BYTES ended the feed before the list did */
  truncated: boolean
  clock: ClockUse | undefined
}

/** The events of GET /events for `query` as one VCALENDAR; `expand`: every event a plain VEVENT, series included;
 *  `memo`: the series' expansions at the request's data version. The list's parameter checks have run (the route
 *  reports them with its schema's). */
export async function eventsFeed (sc: ServiceContext, query: EventListFilters, expand: boolean, memo?: ExpansionsAt): Promise<EventsFeed> {
  // Without page/per_page a feed is the whole list, as far as ICAL_MAX_EVENTS: the bound of its cost.
  const paged = query.page !== undefined || query.per_page !== undefined
  const result = await listEventIds(sc, query, paged ? {} : { limit: sc.config.icalMaxEvents })
  if (result.page > 1 && result.ids.length === 0) throw new ApiError('event-archive-page-not-found', 404, 'The requested page was not found.')
  const writer = writerFor(sc, `Events (${host(sc)})`)
  const state: FeedState = { expand, filters: { status: query.status, event_status: query.event_status }, query: { password: query.password, context: query.context }, written: new Set(), plain: new Set(), covered: new Set(), memo }
  // Read, presented and written a batch at a time, the event loop free between batches: a feed of ICAL_MAX_EVENTS
  // events costs a second or so of CPU (SQLite's driver is synchronous), which would otherwise hold up every other
  // request (and the load shedding's event-loop delay) for that long.
  // The first batch is small: how long the events are is not known before.
  for (let i = 0, size = BATCH / 5; i < result.ids.length; i += size) {
    if (i > 0) {
      await setImmediatePromise()
      size = Math.max(1, Math.min(BATCH, Math.floor(BATCH_BYTES * i / Math.max(1, writer.written))))
    }
    if (!await writeIds(sc, writer, result.ids.slice(i, i + size), state)) break
  }
  return {
    calendar: writer.toBuffer(),
    total: result.total,
    totalPages: paged ? (result.total === 0 ? 0 : Math.ceil(result.total / result.perPage)) : undefined,
    truncated: writer.full,
    clock: result.clock,
  }
}

/** Event `id` as GET /events/<id> reads it, as one VCALENDAR (UTF-8): a master with its series (with the list's
 *  default status), an occurrence alone as a plain VEVENT; `expand`: the event alone, also for a master. */
export async function eventCalendar (sc: ServiceContext, id: number, query: PresentQuery, expand: boolean, memo?: ExpansionsAt): Promise<{ calendar: Buffer; truncated: boolean }> {
  const row = await events.read(sc, id, query)
  const master = !expand && row.seriesId !== null && !isOccurrence(row)
  const series = master ? await seriesPart(sc, row.id, {}, query, memo, true) : null
  const alone = series === null ? await presented(sc, [row], true, query) : []
  const writer = writerFor(sc, series?.master.title ?? alone[0]!.title)
  if (series) await writeSeries(sc, writer, series, query)
  else if (writer.add(alone) && master) {
    // A series that cannot be written as a rule: its events one by one, as the list gives them.
    const { ids } = await listEventIds(sc, { post_parent: row.id, ...ALL_DATES }, { limit: sc.config.icalMaxEvents })
    for (let i = 0; i < ids.length; i += BATCH) {
      if (!writer.add(await presented(sc, await eventsInOrder(sc, ids.slice(i, i + BATCH)), false, query))) break
      await setImmediatePromise()
    }
  }
  return { calendar: writer.toBuffer(), truncated: writer.full }
}
