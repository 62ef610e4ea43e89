// iCalendar feeds of events (SPEC §9.2): `GET /events.ics`, `GET /events/<id>.ics`, and the same answers for
// `Accept: text/calendar` on GET /events and GET /events/<id> (post-routes.ts asks `wanted`). The feeds are assembled by
// ../services/events/calendar-feed.ts; here are their routes, /doc prose and headers.
import { Type, type Static, type TSchema, type TProperties } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { contextOf } from '../context.js'
import { ApiError } from '../errors.js'
import { FairQueue, QueueAborted, QueueFull, QueueTimeout } from '../lib/infra/fair-queue.js'
import { clientKey } from '../plugins/app/auth.js'
import { CALENDAR_TYPE, prefersCalendar } from '../lib/http/negotiate.js'
import { Flag, IdParams } from '../schemas/common.js'
import { Event, EventListQuery, type EventListFilters } from '../schemas/event.js'
import { eventCalendar, eventsFeed, expandWanted, SeriesExpansions, type ExpansionsAt } from '../services/events/calendar-feed.js'
import { eventListQuery } from '../services/events/list.js'
import { ReadQuery, throwWithDomainProblems, type AlternateRepresentation, type PostKindApi } from './post-routes.js'
import { mergeCodes, type RouteTable } from './table.js'

type EventsApi = PostKindApi<Static<typeof Event>, typeof EventListQuery, TSchema, TSchema, TProperties>

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

const FEED_RULES = 'Events in an IANA zone have their times with its TZID and a VTIMEZONE of the zone\'s real offsets in the years written; ' +
  'events in a fixed offset (`UTC+2`, `UTC`) have UTC times; all-day events have dates, DTEND the day after the last day. ' +
  'A password-protected event the request does not unlock carries only what the JSON answer shows of it. ' +
  '`Content-Type: text/calendar; charset=utf-8`, with a strong ETag (`If-None-Match` → 304). At most `ICAL_MAX_CONCURRENT` iCalendar answers are ' +
  'written at once; a client with too many waiting gets 503 `service_unavailable` with `Retry-After`.'

/** Header of an answer that ICAL_MAX_BYTES ended before its list did. */
const TRUNCATED = 'X-Calendar-Truncated'

function send (reply: FastifyReply, body: { calendar: Buffer; truncated: boolean }): Buffer {
  reply.type(`${CALENDAR_TYPE}; charset=utf-8`)
  if (body.truncated) reply.header(TRUNCATED, 'ICAL_MAX_BYTES')
  return body.calendar
}

/** Per app (its Config): the feeds being written, ICAL_MAX_CONCURRENT at once, the client that used least first (a
 *  feed holds up to ICAL_MAX_BYTES while it is written, so this bounds what feeds take of memory and CPU together);
 *  and the series' expansions the feeds share. */
const perApp = new WeakMap<Config, { queue: FairQueue; expansions: SeriesExpansions }>()
const FEED_QUEUE = { maxWaitingPerClient: 8, maxWaitMs: 10_000, halfLifeMs: 3_000 }
const RETRY_AFTER_S = 2

async function withFeedSlot<T> (request: FastifyRequest, write: (memo: ExpansionsAt | undefined) => Promise<T>): Promise<T> {
  const config = request.server.config
  let app = perApp.get(config)
  if (app === undefined) perApp.set(config, app = { queue: new FairQueue({ slots: config.icalMaxConcurrent, ...FEED_QUEUE }), expansions: new SeriesExpansions() })
  const { queue, expansions } = app
  let release: () => void
  try {
    release = await queue.acquire(clientKey(request))
  } catch (err) {
    if (err instanceof QueueFull || err instanceof QueueTimeout || err instanceof QueueAborted) {
      throw new ApiError('service_unavailable', 503, `Too many calendar feeds are being written: try again in ${RETRY_AFTER_S} s.`,
        { retry_after: RETRY_AFTER_S }, { 'retry-after': String(RETRY_AFTER_S) })
    }
    throw err
  }
  try {
    // The data version the request's reads start from (the response cache read it already for anonymous requests).
    const state = request.dataState ?? await request.server.freshness.current()
    return await write(state === null ? undefined : expansions.at(state.version))
  } finally {
    release()
  }
}

/** The iCalendar representation of the events routes, answered by the .ics routes and by the JSON routes on
 *  `Accept: text/calendar`. */
export function eventCalendarRepresentation (): AlternateRepresentation<EventListFilters> {
  return {
    wanted: (request) => prefersCalendar(request.headers.accept),

    async list (request, reply, query) {
      const sc = contextOf(request)
      await throwWithDomainProblems(request, sc, eventListQuery, query)
      const feed = await withFeedSlot(request, (memo) => eventsFeed(sc, query, expandWanted(query), memo))
      request.usesClock(feed.clock)
      reply.header('X-Calendar-Total', String(feed.total))
      if (feed.totalPages !== undefined) reply.header('X-Calendar-TotalPages', String(feed.totalPages))
      return send(reply, feed)
    },

    async single (request, reply, id, query) {
      return send(reply, await withFeedSlot(request, (memo) => eventCalendar(contextOf(request), id, query, expandWanted(query), memo)))
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

    query: ['expand'],

    docs: {
      list: 'With `Accept: text/calendar` (preferred to JSON) the answer is the iCalendar feed of GET /events.ics for the same parameters (`expand=true` included). ' +
        'Every JSON answer links that feed: `Link: <…/events.ics?…>; rel="alternate"; type="text/calendar"`.',
      single: 'With `Accept: text/calendar` (preferred to JSON) the answer is the event as iCalendar, as GET /events/{id}.ics gives it (`expand=true` included).',
    },
  }
}

const calendarResponse = (description: string) => ({
  description,
  // The answer is the calendar's UTF-8 bytes, which Fastify sends as they are; the schema describes them for /doc.
  content: { [CALENDAR_TYPE]: { schema: Type.Unsafe<string | Buffer>(Type.String({ pattern: '^BEGIN:VCALENDAR\\r\\n', description: 'An iCalendar object (RFC 5545), CRLF lines folded at 75 octets.' })) } },
})

export function calendarRoutes (table: RouteTable, api: EventsApi, calendar: AlternateRepresentation<EventListFilters>): void {
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
        'Every iCalendar answer holds at most `ICAL_MAX_BYTES` (default 16 MiB) of events: it ends before the first event or series that does not fit ' +
        '(events whole, a series whole or not at all) and then says `X-Calendar-Truncated: ICAL_MAX_BYTES`. ' +
        SERIES_RULES + ' ' + FEED_RULES,
      operationId: 'listEventsIcal',
      querystring: FeedListQuery,
      response: { 200: calendarResponse('A VCALENDAR with one VEVENT per event and one VTIMEZONE per IANA zone the events use') },
    },
    errors: { 400: ['rest_invalid_param'], 404: ['event-archive-page-not-found'] },
    attachValidation: true,
    handler: (request, reply) => calendar.list(request, reply, request.query),
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
    handler: (request, reply) => calendar.single(request, reply, request.params.id, request.query),
  })
}
