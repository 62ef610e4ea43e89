// Events as a post kind of the generic routes (SPEC §4.1, §5.1).
import { Event, EventCreateBody, EventList, EventListQuery, EventUpdateBody, type EventListFilters } from '../schemas/event.js'
import { presentEvent } from '../presenters/event.js'
import { events } from '../services/events.js'
import { eventListQuery, listEvents } from '../services/event-list.js'
import { editableIds } from '../services/access.js'
import { eventPresentContext } from '../services/present.js'
import { serviceMethods, type PostKindApi } from './posts.js'
import type { EventRow } from '../presenters/event.js'

export const eventsApi: PostKindApi<EventRow> = {
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
  list: (sc, q) => listEvents(sc, q as EventListFilters),
  checkList: (sc, q) => eventListQuery(sc, q as EventListFilters),
  ...serviceMethods(events),
  async present (sc, rows, { single, unblanked, query }) {
    const password = typeof query.password === 'string' ? query.password : undefined
    const unlockedIds = editableIds(sc.caller, rows, query.context)
    // A single read got past the password check already; writes answer the author unblanked (SPEC §3.9).
    const pc = await eventPresentContext(sc, rows, { jsonLd: single, password, unlockedIds })
    return rows.map((row) => presentEvent(pc, row, unblanked || single ? { locked: false } : {}))
  },
}
