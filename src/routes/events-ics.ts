// iCalendar feeds of events (SPEC §9.2): `GET /events.ics`, `GET /events/<id>.ics`, and the same answers for
// `Accept: text/calendar` on GET /events and GET /events/<id> (post-routes.ts asks `wanted`). Both run the JSON routes'
// service and presenter — the same filters, validation, visibility and password rules, the same event objects — and
// only the last step differs: ../presenters/ical.ts writes the objects as a VCALENDAR.
import { setImmediate as setImmediatePromise } from 'node:timers/promises'
import { Type, type TSchema } from '@sinclair/typebox'
import type { FastifyReply } from 'fastify'
import { contextOf, type ServiceContext } from '../context.js'
import { ApiError } from '../errors.js'
import { CALENDAR_TYPE, prefersCalendar } from '../lib/negotiate.js'
import { CalendarWriter, renderCalendar, type EventJson } from '../presenters/ical.js'
import type { EventRow } from '../repositories/events.js'
import { IdParams } from '../schemas/common.js'
import { EventListQuery, type EventListFilters } from '../schemas/event.js'
import { eventListQuery, eventsInOrder, listEventIds } from '../services/event-list.js'
import { ReadQuery, presentQuery, throwWithDomainProblems, type AlternateRepresentation, type PostKindApi, type PresentQuery } from './post-routes.js'
import { mergeCodes, type RouteTable } from './table.js'

type EventsApi = PostKindApi<EventRow, typeof EventListQuery, TSchema, TSchema>

/** Query parameters that select no events: the feed's `Link` leaves them out (a password does not belong in a
 *  subscription URL that may be shared). */
const NOT_FILTERS = new Set(['page', 'per_page', 'password'])

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
      // Read, presented and written a batch at a time, the event loop free between batches: a feed of ICAL_MAX_EVENTS
      // events costs a second or so of CPU (SQLite's driver is synchronous), which would otherwise hold up every other
      // request (and the load shedding's event-loop delay) for that long.
      for (let i = 0; i < result.ids.length; i += BATCH) {
        if (i > 0) await setImmediatePromise()
        const rows = await eventsInOrder(sc, result.ids.slice(i, i + BATCH))
        const items = await api.present(sc, rows, { single: false, unblanked: false, query: presentQuery(query) })
        writer.add(items as unknown as EventJson[])
      }
      return send(reply, writer.toString())
    },

    async single (request, reply, id) {
      const sc = contextOf(request)
      const query = request.query as PresentQuery
      const row = await api.read(sc, id, query)
      const [item] = await api.present(sc, [row], { single: true, unblanked: false, query })
      const event = item as unknown as EventJson
      return send(reply, renderCalendar([event], { name: event.title, siteTimezone: sc.config.timezone, host: host(sc) }))
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
      list: 'With `Accept: text/calendar` (preferred to JSON) the answer is the iCalendar feed of GET /events.ics for the same parameters. ' +
        'Every JSON answer links that feed: `Link: <…/events.ics?…>; rel="alternate"; type="text/calendar"`.',
      single: 'With `Accept: text/calendar` (preferred to JSON) the answer is the event as iCalendar, as GET /events/{id}.ics gives it.',
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
        '`ICAL_MAX_EVENTS` (default 2000); `X-Calendar-Total` is the full count. With either, it is that page of the list. ' + FEED_RULES,
      operationId: 'listEventsIcal',
      querystring: EventListQuery,
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
        'unless `password` is right, `event-no-longer-available` in the trash), as an iCalendar object with one VEVENT. ' + FEED_RULES,
      operationId: 'getEventIcal',
      params: IdParams('an event (or of a record of another kind: 400)', api.docs.id,
        `Take it from the answer of POST /events or GET /events; the example, ${api.docs.id}, is ${api.docs.idFrom}.`),
      querystring: ReadQuery,
      response: { 200: calendarResponse('A VCALENDAR with the event\'s VEVENT and the VTIMEZONE of its zone') },
    },
    errors: mergeCodes({ 400: ['rest_invalid_param'], 403: api.errors.refusedRead }, api.errors.missing),
    handler: (request, reply) => calendar.single(request, reply, request.params.id),
  })
}
