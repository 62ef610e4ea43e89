// Events (SPEC §4.1, §5.1): the routes of a post kind, with the event's schemas, service and presenter.
import { Type, type Static } from '@sinclair/typebox'
import { Event, EventCreateBody, EventList, EventListQuery, EventUpdateBody, RecurrenceScope } from '../schemas/event.js'
import { eventOperations } from '../services/post-operations.js'
import { calendarRoutes, eventCalendarRepresentation } from './events-ics.js'
import { postRoutes, type PostKindApi } from './post-routes.js'
import type { RouteTable } from './table.js'

const deleteParams = { recurrence_scope: Type.Optional(RecurrenceScope) }

export const eventsApi: PostKindApi<Static<typeof Event>, typeof EventListQuery, typeof EventCreateBody, typeof EventUpdateBody, typeof deleteParams> = {
  kind: 'event',
  plural: 'events',
  tag: 'Events',
  docs: {
    order: 'in order of their start, then id; without date filters from yesterday to 24 months ahead, and never the events hidden from listings',
    create: 'Creates an event and answers 201 with it. Required: `title`, `start_date`, `end_date`. `venue` and `organizer` take ids, ' +
      'or objects of venue or organizer fields that create the record (or reuse an identical one); `categories` and `tags` take ids, ' +
      'slugs or names, and an unknown name creates the term. A taken slug gets `-2`, `-3`, …. On an empty database the example creates ' +
      'venue 1, organizer 2, event 3, category 1 (`Jazz`) and tag 2 (`Outdoor`), the ids the other examples use; executed again it ' +
      'creates another event (`spring-jazz-fair-2`) with the same venue, organizer and terms.',
    id: 3,
    idFrom: 'the event that the POST /events example creates on an empty database',
    slug: 'spring-jazz-fair',
  },
  schemas: { item: Event, list: EventList, listQuery: EventListQuery, create: EventCreateBody, update: EventUpdateBody, deleteParams },
  // Event ids are checked in the handler (404), other kinds' ids are a parameter error (SPEC §4.1).
  errors: {
    missing: { 400: ['rest-invalid-event-id'], 404: ['rest-event-not-found'] },
    refusedRead: ['event-no-longer-available', 'event-not-accessible', 'event-password-protected'],
    write: ['could-not-create-venue', 'could-not-create-organizer'],
  },
  ops: eventOperations,
}

// iCalendar (SPEC §9.2): its own routes, and the answer of the JSON reads for `Accept: text/calendar`.
eventsApi.alternate = eventCalendarRepresentation()

export function eventRoutes (table: RouteTable): void {
  postRoutes(table, eventsApi, { collection: '/events', byId: '/events/:id', bySlug: '/events/by-slug/:slug' })
  calendarRoutes(table, eventsApi, eventsApi.alternate!)
}
