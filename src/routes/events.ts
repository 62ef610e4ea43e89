// Events (SPEC §4.1, §5.1): the routes of a post kind, with the event's schemas, service and presenter.
import { presentEvent } from '../presenters/event.js'
import type { EventRow } from '../repositories/events.js'
import { Event, EventCreateBody, EventList, EventListQuery, EventUpdateBody } from '../schemas/event.js'
import { editableIds } from '../services/access.js'
import { eventListQuery, listEvents } from '../services/event-list.js'
import { events } from '../services/events.js'
import { eventPresentContext, withReadableLinks } from '../services/present.js'
import { postRoutes, serviceMethods, type PostKindApi } from './post-routes.js'
import type { RouteTable } from './table.js'

export const eventsApi: PostKindApi<EventRow, typeof EventListQuery, typeof EventCreateBody, typeof EventUpdateBody> = {
  kind: 'event',
  plural: 'events',
  tag: 'Events',
  schemas: { item: Event, list: EventList, listQuery: EventListQuery, create: EventCreateBody, update: EventUpdateBody },
  // Event ids are checked in the handler (404), other kinds' ids are a parameter error (SPEC §4.1).
  errors: {
    missing: { 400: ['rest-invalid-event-id'], 404: ['rest-event-not-found'] },
    refusedRead: ['event-no-longer-available', 'event-not-accessible', 'event-password-protected'],
    write: ['could-not-create-venue', 'could-not-create-organizer'],
  },
  list: listEvents,
  checkList: eventListQuery,
  ...serviceMethods(events),
  async present (sc, all, { single, unblanked, query }) {
    const rows = withReadableLinks(sc, all)
    const unlockedIds = editableIds(sc.caller, rows, query.context)
    // A single read got past the password check already; writes answer the author unblanked (SPEC §3.9).
    const pc = await eventPresentContext(sc, rows, { jsonLd: single, password: query.password, unlockedIds })
    return rows.map((row) => presentEvent(pc, row, unblanked || single ? { locked: false } : {}))
  },
}

export function eventRoutes (table: RouteTable): void {
  postRoutes(table, eventsApi, { collection: '/events', byId: '/events/:id', bySlug: '/events/by-slug/:slug' })
}
