// iCalendar feeds of events (SPEC §9.2): the answers of `GET /events.ics`, `GET /events/<id>.ics`, and of GET /events
// and GET /events/<id> for `Accept: text/calendar`. They run what the JSON reads run — the same filters, validation,
// visibility and password rules, the same presented event objects — and only the last step differs:
// ../../presenters/ical.ts writes the objects as a VCALENDAR. Recurring series are assembled here: the master's lines
// rewritten with the dates that make the rule give exactly the occurrences the caller may read (SPEC §9.3).
import { setImmediate as setImmediatePromise } from 'node:timers/promises'
import type { ClockUse, ServiceContext } from '../../context.js'
import { ApiError } from '../../errors.js'
import { RecurrenceError, expandRecurrence, parseRecurrence } from '../../domain/recurrence.js'
import { CalendarWriter, type EventJson } from '../../presenters/ical.js'
import { feedLines, recurrenceIdLine, seriesYears, type SeriesMaster } from '../../presenters/ical-series.js'
import type { EventRow } from '../../repositories/events.js'
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
/** Events presented and written between two turns of the event loop (a few tens of milliseconds of CPU). */
const BATCH = 100

/** Presented as the JSON answers present them: the feed cannot show what the JSON would not. */
const presented = (sc: ServiceContext, rows: EventRow[], single: boolean, query: PresentQuery): Promise<EventJson[]> =>
  presentEvents(sc, rows, { single, unblanked: false, query })

const host = (sc: ServiceContext): string => new URL(sc.site).host

/**
 * The VEVENTs of the series of master `masterId` as the caller sees them, with `status` as the list's filter: the
 * master with its lines (and the dates that make the rule give exactly the occurrences the caller may read) and its
 * detached occurrences as overrides. Null when the master is not for the caller (then the occurrences go as plain
 * VEVENTs) or the lines cannot be written as a rule. `masterRead`: the caller has read the master already (GET
 * /events/<id>.ics), which is not asked again.
 */
async function seriesEvents (sc: ServiceContext, masterId: number, status: EventListFilters['status'], query: PresentQuery, masterRead = false): Promise<EventJson[] | null> {
  const withStatus: Pick<EventListFilters, 'status'> = status === undefined ? {} : { status }
  // The read of one event has checked the master already (a draft with a token, a password); a list asks the list.
  if (!masterRead && !(await listEventIds(sc, { include: [masterId], ...withStatus }, { limit: 1 })).ids.includes(masterId)) return null
  const [master] = await eventsInOrder(sc, [masterId])
  if (!master) return null
  const lines = storedLines(master)
  if (lines.length === 0) return null
  const members = await listEventIds(sc, { post_parent: masterId, ...ALL_DATES, ...withStatus }, { limit: 1_000_000 })
  const visible = new Set(members.ids)
  const all = await sc.repos.series.occurrences(masterId)
  const m: SeriesMaster = { startLocal: master.startLocal, timezone: master.timezone, allDay: master.allDay }
  let years: number[]
  let seriesLines: string[] | null
  try {
    const r = parseRecurrence(lines, m.timezone)
    const last = all.reduce((d, o) => startOf(o) > d ? startOf(o) : d, horizonEnd(sc, m.timezone))
    const expansion = expandRecurrence(r, m.startLocal, last, Number.MAX_SAFE_INTEGER, m.timezone)
    const given = new Set(expansion.starts.map((d) => d.getTime()))
    const shown = all.filter((o) => visible.has(o.id))
    // Exactly the events the caller may read: a date the rule gives is left out unless one of them starts there (a
    // hidden or deleted occurrence, or none at all: past occurrences keep their time when the series' start moves).
    const shownAt = new Set([m.startLocal, ...shown.map(startOf)].map((d) => d.getTime()))
    seriesLines = feedLines(r, m, {
      rdates: shown.map(startOf).filter((d) => !given.has(d.getTime())),
      exdates: expansion.starts.filter((d) => !shownAt.has(d.getTime())),
      through: last,
    })
    const lastStart = [...expansion.starts, ...shown.map(startOf)].reduce((d, x) => x > d ? x : d, m.startLocal)
    years = seriesYears(m, lastStart, expansion.more ? MORE_YEARS : 0)
  } catch (err) {
    if (!(err instanceof RecurrenceError)) throw err
    return null // lines written outside the service that the service does not read
  }
  if (seriesLines === null) return null
  const overrides = all.filter((o) => o.detached && visible.has(o.id))
  const rows = [master, ...await eventsInOrder(sc, overrides.map((o) => o.id))]
  const items = await presented(sc, rows, masterRead, query)
  const byId = new Map(overrides.map((o) => [o.id, o]))
  for (const item of items) {
    const o = byId.get(item.id)
    item.series = o ? { role: 'override', masterId, recurrenceId: recurrenceIdLine(startOf(o), m) } : { role: 'master', lines: seriesLines, years }
  }
  return items
}

interface FeedState { expand: boolean; status: EventListFilters['status']; query: PresentQuery; written: Set<number>; plain: Set<number> }

/** Writes `rows` (a batch of the list, in its order): events outside series as they are; the first event of each
 *  series brings in the whole series (seriesEvents), later ones of it are left out; the events of a series that cannot
 *  be written as one are written as they are. */
async function writeRows (sc: ServiceContext, writer: CalendarWriter, rows: EventRow[], state: FeedState): Promise<void> {
  let run: EventRow[] = []
  const flush = async () => {
    if (run.length === 0) return
    writer.add(await presented(sc, run, false, state.query))
    run = []
  }
  for (const row of rows) {
    const sid = row.seriesId
    if (state.expand || sid === null || state.plain.has(sid)) { run.push(row); continue }
    if (state.written.has(sid)) continue
    const series = await seriesEvents(sc, sid, state.status, state.query)
    if (series === null) { state.plain.add(sid); run.push(row); continue }
    state.written.add(sid)
    await flush()
    writer.add(series)
  }
  await flush()
}

/** The feed of a list and what its answer's headers say: the full count, the pages when the request named a page. */
export interface EventsFeed {
  calendar: string
  total: number
  /** the list's page count; undefined when the request named no page (the feed is then the whole list) */
  totalPages?: number
  clock: ClockUse | undefined
}

/** The events of GET /events for `query` as one VCALENDAR; `expand`: every event a plain VEVENT, series included. The
 *  list's parameter checks have run (the route reports them with its schema's). */
export async function eventsFeed (sc: ServiceContext, query: EventListFilters, expand: boolean): Promise<EventsFeed> {
  // Without page/per_page a feed is the whole list, as far as ICAL_MAX_EVENTS: the bound of its cost.
  const paged = query.page !== undefined || query.per_page !== undefined
  const result = await listEventIds(sc, query, paged ? {} : { limit: sc.config.icalMaxEvents })
  if (result.page > 1 && result.ids.length === 0) throw new ApiError('event-archive-page-not-found', 404, 'The requested page was not found.')
  const writer = new CalendarWriter({ name: `Events (${host(sc)})`, siteTimezone: sc.config.timezone, host: host(sc) })
  const state: FeedState = { expand, status: query.status, query: { password: query.password, context: query.context }, written: new Set(), plain: new Set() }
  // Read, presented and written a batch at a time, the event loop free between batches: a feed of ICAL_MAX_EVENTS
  // events costs a second or so of CPU (SQLite's driver is synchronous), which would otherwise hold up every other
  // request (and the load shedding's event-loop delay) for that long.
  for (let i = 0; i < result.ids.length; i += BATCH) {
    if (i > 0) await setImmediatePromise()
    await writeRows(sc, writer, await eventsInOrder(sc, result.ids.slice(i, i + BATCH)), state)
  }
  return {
    calendar: writer.toString(),
    total: result.total,
    totalPages: paged ? (result.total === 0 ? 0 : Math.ceil(result.total / result.perPage)) : undefined,
    clock: result.clock,
  }
}

/** Event `id` as GET /events/<id> reads it, as one VCALENDAR: a master with its series (with the list's default
 *  status), an occurrence alone as a plain VEVENT; `expand`: the event alone, also for a master. */
export async function eventCalendar (sc: ServiceContext, id: number, query: PresentQuery, expand: boolean): Promise<string> {
  const row = await events.read(sc, id, query)
  const series = !expand && row.seriesId !== null && !isOccurrence(row)
    ? await seriesEvents(sc, row.id, undefined, query, true)
    : null
  const items = series ?? await presented(sc, [row], true, query)
  const writer = new CalendarWriter({ name: items[0]!.title, siteTimezone: sc.config.timezone, host: host(sc) })
  writer.add(items)
  return writer.toString()
}
