// iCalendar feeds of events (SPEC §9.2): `GET /events.ics`, `GET /events/<id>.ics`, and the same answers for
// `Accept: text/calendar` on GET /events and GET /events/<id> (post-routes.ts asks `wanted`). Both run the JSON routes'
// service and presenter — the same filters, validation, visibility and password rules, the same event objects — and
// only the last step differs: ../presenters/ical.ts writes the objects as a VCALENDAR.
import { setImmediate as setImmediatePromise } from 'node:timers/promises'
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import { contextOf, type ServiceContext } from '../context.js'
import { ApiError } from '../errors.js'
import { CALENDAR_TYPE, prefersCalendar } from '../lib/http/negotiate.js'
import { RecurrenceError, expandRecurrence, parseRecurrence } from '../domain/recurrence.js'
import { CalendarWriter, type EventJson } from '../presenters/ical.js'
import { feedLines, recurrenceIdLine, seriesYears, type SeriesMaster } from '../presenters/ical-series.js'
import type { EventRow } from '../repositories/events.js'
import { Flag, IdParams } from '../schemas/common.js'
import { EventListQuery, type EventListFilters } from '../schemas/event.js'
import { eventListQuery, eventsInOrder, listEventIds } from '../services/events/list.js'
import { horizonEnd, isOccurrence, occurrenceStartOf as startOf, storedLines } from '../services/events/series.js'
import type { PresentQuery } from '../services/present.js'
import { ReadQuery, presentQuery, throwWithDomainProblems, type AlternateRepresentation, type PostKindApi } from './post-routes.js'
import { mergeCodes, type RouteTable } from './table.js'

type EventsApi = PostKindApi<EventRow, typeof EventListQuery, TSchema, TSchema>

/** Query parameters that select no events: the feed's `Link` leaves them out (a password does not belong in a
 *  subscription URL that may be shared). */
const NOT_FILTERS = new Set(['page', 'per_page', 'password'])

const SERIES_RULES = 'Recurring series (a master with `recurrence` and its occurrences) are written as iCalendar series: the master as one VEVENT with its `RRULE`/`RDATE`/`EXDATE` ' +
  '(in the form of its DTSTART: its TZID, dates for all-day series, UTC for fixed offsets), each detached occurrence (edited on its own) ' +
  'as a VEVENT with the master\'s UID and a `RECURRENCE-ID`; the other occurrences are left to the calendar application to expand. ' +
  'Occurrences the caller may not read (trashed, drafts) are `EXDATE`s. A listed occurrence brings its whole series in, also when ' +
  'the master is outside the list\'s filters (a series is one object in a calendar), as long as the caller may read the master with the ' +
  'same `status`; otherwise its listed occurrences are written one VEVENT each. `expand=true`: every event, occurrences included, ' +
  'is a plain VEVENT of its own (no RRULE), exactly the events of the list.'

const EXPAND = Flag({ description: '`true`: each occurrence of a recurring series as a VEVENT of its own, without RRULE (default `false`: series as RRULE with RECURRENCE-ID overrides).', examples: [true] })

/** The feed's query: the list's (or the read's) and `expand`. */
const FeedListQuery = Type.Object({ ...EventListQuery.properties, expand: Type.Optional(EXPAND) })
const FeedReadQuery = Type.Object({ ...ReadQuery.properties, expand: Type.Optional(EXPAND) })

/** `expand` as the .ics routes validate it (a boolean) or as the JSON routes pass it on (not in their schema: text). */
function expandWanted (query: unknown): boolean {
  const v: unknown = typeof query === 'object' && query !== null ? Reflect.get(query, 'expand') : undefined
  return v === true || (typeof v === 'string' && /^(true|1)$/i.test(v))
}

/** The end of every occurrence list the series part reads. */
const ALL_DATES = { start_date: '1900-01-01', end_date: '2200-12-31' }
/** How many years after its materialized end a series that goes on gets in its VTIMEZONE. */
const MORE_YEARS = 5

/**
 * The VEVENTs of the series of master `masterId` as the caller sees them, with `status` as the list's filter: the
 * master with its lines (and the dates that make the rule give exactly the occurrences the caller may read) and its
 * detached occurrences as overrides. Null when the master is not for the caller (then the occurrences go as plain
 * VEVENTs) or the lines cannot be written as a rule. `masterRead`: the caller has read the master already (GET
 * /events/<id>.ics), which is not asked again.
 */
async function seriesEvents (api: EventsApi, sc: ServiceContext, masterId: number, status: EventListFilters['status'], query: PresentQuery, masterRead = false): Promise<EventJson[] | null> {
  const withStatus = status === undefined ? {} : { status }
  // The read of one event has checked the master already (a draft with a token, a password); a list asks the list.
  if (!masterRead && !(await listEventIds(sc, { include: [masterId], ...withStatus } as EventListFilters, { limit: 1 })).ids.includes(masterId)) return null
  const [master] = await eventsInOrder(sc, [masterId])
  if (!master) return null
  const lines = storedLines(master)
  if (lines.length === 0) return null
  const members = await listEventIds(sc, { post_parent: masterId, ...ALL_DATES, ...withStatus } as EventListFilters, { limit: 1_000_000 })
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
    seriesLines = feedLines(r, m, {
      rdates: shown.map(startOf).filter((d) => !given.has(d.getTime())),
      exdates: all.filter((o) => !visible.has(o.id)).map(startOf).filter((d) => given.has(d.getTime())),
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
  const items = await api.present(sc, rows, { single: masterRead, unblanked: false, query }) as unknown as EventJson[]
  const byId = new Map(overrides.map((o) => [o.id, o]))
  for (const item of items) {
    const o = byId.get(item.id)
    item.series = o ? { role: 'override', masterId, recurrenceId: recurrenceIdLine(startOf(o), m) } : { role: 'master', lines: seriesLines, years }
  }
  return items
}

/** Writes `rows` (a batch of the list, in its order): events outside series as they are; the first event of each
 *  series brings in the whole series (seriesEvents), later ones of it are left out; the events of a series that cannot
 *  be written as one are written as they are. */
async function writeRows (api: EventsApi, sc: ServiceContext, writer: CalendarWriter, rows: EventRow[], opts: { expand: boolean; status: EventListFilters['status']; query: PresentQuery; written: Set<number>; plain: Set<number> }): Promise<void> {
  let run: EventRow[] = []
  const flush = async () => {
    if (run.length === 0) return
    writer.add(await api.present(sc, run, { single: false, unblanked: false, query: opts.query }) as unknown as EventJson[])
    run = []
  }
  for (const row of rows) {
    const sid = row.seriesId
    if (opts.expand || sid === null || opts.plain.has(sid)) { run.push(row); continue }
    if (opts.written.has(sid)) continue
    const series = await seriesEvents(api, sc, sid, opts.status, opts.query)
    if (series === null) { opts.plain.add(sid); run.push(row); continue }
    opts.written.add(sid)
    await flush()
    writer.add(series)
  }
  await flush()
}

const FEED_RULES = 'Events in an IANA zone have their times with its TZID and a VTIMEZONE of the zone\'s real offsets in the years written; ' +
  'events in a fixed offset (`UTC+2`, `UTC`) have UTC times; all-day events have dates, DTEND the day after the last day. ' +
  'A password-protected event the request does not unlock carries only what the JSON answer shows of it. ' +
  '`Content-Type: text/calendar; charset=utf-8`, with a strong ETag (`If-None-Match` → 304).'

/** Events presented and written between two turns of the event loop (a few tens of milliseconds of CPU). */
const BATCH = 100

const host = (sc: ServiceContext): string => new URL(sc.site).host

function send (reply: FastifyReply, body: string): string {
  reply.type(`${CALENDAR_TYPE}; charset=utf-8`)
  return body
}

/** The iCalendar representation of the events routes, answered by the .ics routes and by the JSON routes on
 *  `Accept: text/calendar`. */
export function eventCalendar (api: EventsApi): AlternateRepresentation {
  return {
    wanted: (request) => prefersCalendar(request.headers.accept),

    async list (request, reply) {
      const sc = contextOf(request)
      const query = request.query as EventListFilters
      await throwWithDomainProblems(request, sc, eventListQuery, query)
      // Without page/per_page a feed is the whole list, as far as ICAL_MAX_EVENTS: the bound of its cost.
      const paged = query.page !== undefined || query.per_page !== undefined
      const result = await listEventIds(sc, query, paged ? {} : { limit: sc.config.icalMaxEvents })
      request.usesClock(result.clock)
      if (result.page > 1 && result.ids.length === 0) throw new ApiError('event-archive-page-not-found', 404, 'The requested page was not found.')
      reply.header('X-Calendar-Total', String(result.total))
      if (paged) reply.header('X-Calendar-TotalPages', String(result.total === 0 ? 0 : Math.ceil(result.total / result.perPage)))
      const writer = new CalendarWriter({ name: `Events (${host(sc)})`, siteTimezone: sc.config.timezone, host: host(sc) })
      const opts = { expand: expandWanted(request.query), status: query.status, query: presentQuery(query), written: new Set<number>(), plain: new Set<number>() }
      // Read, presented and written a batch at a time, the event loop free between batches: a feed of ICAL_MAX_EVENTS
      // events costs a second or so of CPU (SQLite's driver is synchronous), which would otherwise hold up every other
      // request (and the load shedding's event-loop delay) for that long.
      for (let i = 0; i < result.ids.length; i += BATCH) {
        if (i > 0) await setImmediatePromise()
        await writeRows(api, sc, writer, await eventsInOrder(sc, result.ids.slice(i, i + BATCH)), opts)
      }
      return send(reply, writer.toString())
    },

    async single (request, reply, id) {
      const sc = contextOf(request)
      const query = request.query as PresentQuery
      const row = await api.read(sc, id, query)
      // A master: its series (with the list's default status). An occurrence: itself alone, a plain VEVENT.
      const series = !expandWanted(request.query) && row.seriesId !== null && !isOccurrence(row)
        ? await seriesEvents(api, sc, row.id, undefined, query, true)
        : null
      const events = series ?? await api.present(sc, [row], { single: true, unblanked: false, query }) as unknown as EventJson[]
      const writer = new CalendarWriter({ name: events[0]!.title, siteTimezone: sc.config.timezone, host: host(sc) })
      writer.add(events)
      return send(reply, writer.toString())
    },

    link (request, base) {
      const at = request.url.indexOf('?')
      const params = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1))
      for (const name of [...params.keys()]) {
        if (NOT_FILTERS.has(name.replace(/\[.*$/, '').toLowerCase())) params.delete(name)
      }
      const qs = params.toString()
      return `<${base}/events.ics${qs ? `?${qs}` : ''}>; rel="alternate"; type="${CALENDAR_TYPE}"`
    },

    docs: {
      list: 'With `Accept: text/calendar` (preferred to JSON) the answer is the iCalendar feed of GET /events.ics for the same parameters (`expand=true` included). ' +
        'Every JSON answer links that feed: `Link: <…/events.ics?…>; rel="alternate"; type="text/calendar"`.',
      single: 'With `Accept: text/calendar` (preferred to JSON) the answer is the event as iCalendar, as GET /events/{id}.ics gives it (`expand=true` included).',
    },
  }
}

const calendarResponse = (description: string) => ({
  description,
  content: { [CALENDAR_TYPE]: { schema: Type.String({ pattern: '^BEGIN:VCALENDAR\\r\\n', description: 'An iCalendar object (RFC 5545), CRLF lines folded at 75 octets.' }) } },
})

export function calendarRoutes (table: RouteTable, api: EventsApi, calendar: AlternateRepresentation): void {
  table.add({
    url: '/events.ics',
    methods: ['GET'],
    cacheable: true,
    // The namespace index lists the plugin's routes as the plugin does; /doc describes these.
    indexed: false,
    schema: {
      tags: [api.tag],
      summary: 'Events as an iCalendar feed',
      description: 'The events of GET /events with the same parameters, validation and visibility, as one iCalendar object for calendar ' +
        'applications to subscribe to (Google Calendar "From URL", Apple Calendar `webcal://`, Thunderbird "On the Network"). ' +
        'Without `page` and `per_page` it holds every matching event, in the order of the list (earliest first), up to the configured ' +
        '`ICAL_MAX_EVENTS` (default 2000); `X-Calendar-Total` is the full count (of the list\'s events, occurrences included). With either, it is that page of the list. ' +
        SERIES_RULES + ' ' + FEED_RULES,
      operationId: 'listEventsIcal',
      querystring: FeedListQuery,
      response: { 200: calendarResponse('A VCALENDAR with one VEVENT per event and one VTIMEZONE per IANA zone the events use') },
    },
    errors: { 400: ['rest_invalid_param'], 404: ['event-archive-page-not-found'] },
    attachValidation: true,
    handler: (request, reply) => calendar.list(request, reply),
  })

  table.add({
    url: '/events/:id.ics',
    methods: ['GET'],
    cacheable: true,
    indexed: false,
    schema: {
      tags: [api.tag],
      summary: 'Read one event as iCalendar',
      description: 'The event of GET /events/{id}, with the same rules (403 for a draft without a token, `event-password-protected` ' +
        'unless `password` is right, `event-no-longer-available` in the trash), as an iCalendar object with one VEVENT. ' +
        'The master of a recurring series gives its series: the master\'s VEVENT with its RRULE/RDATE/EXDATE and a VEVENT with ' +
        '`RECURRENCE-ID` for each detached occurrence the caller may read (as in GET /events.ics). An occurrence gives itself alone, as a plain ' +
        'VEVENT with its own UID (no RECURRENCE-ID: a lone override without its master is not read alike by every calendar). ' +
        '`expand=true`: the event alone, also for a master. ' + FEED_RULES,
      operationId: 'getEventIcal',
      params: IdParams('an event (or of a record of another kind: 400)', api.docs.id,
        `Take it from the answer of POST /events or GET /events; the example, ${api.docs.id}, is ${api.docs.idFrom}.`),
      querystring: FeedReadQuery,
      response: { 200: calendarResponse('A VCALENDAR with the event\'s VEVENT and the VTIMEZONE of its zone') },
    },
    errors: mergeCodes({ 400: ['rest_invalid_param'], 403: api.errors.refusedRead }, api.errors.missing),
    handler: (request, reply) => calendar.single(request, reply, request.params.id),
  })
}
