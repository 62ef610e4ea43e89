// Events as a post kind of the generic routes (SPEC §4.1, §5.1).
import { Event, EventCreateBody, EventList, EventListQuery, EventUpdateBody, type EventListFilters, type EventWrite } from '../schemas/event.js'
import { eventIsLocked, presentEvent } from '../presenters/event.js'
import { createEvent, editableIds, eventIdBySlug, listEvents, readEvent, trashEvent, updateEvent } from '../services/events.js'
import { eventPresentContext } from '../services/present.js'
import type { PostKindApi } from './posts.js'
import type { EventRow } from '../presenters/event.js'

export const eventsApi: PostKindApi<EventRow> = {
  kind: 'event',
  plural: 'events',
  tag: 'Events',
  schemas: { item: Event, list: EventList, listQuery: EventListQuery, create: EventCreateBody, update: EventUpdateBody },
  list: (sc, q) => listEvents(sc, q as EventListFilters),
  read: (sc, id, q) => readEvent(sc, id, q as { password?: string; context?: string }),
  create: (sc, body) => createEvent(sc, body as EventWrite),
  update: (sc, id, body) => updateEvent(sc, id, body as EventWrite),
  trash: (sc, id) => trashEvent(sc, id),
  idBySlug: eventIdBySlug,
  async present (sc, rows, { single, unblanked, query }) {
    const password = typeof query.password === 'string' ? query.password : undefined
    const unlockedIds = editableIds(sc, rows, query.context as string | undefined)
    // A single read got past the password check already; writes answer the author unblanked (SPEC §3.9).
    const pc = await eventPresentContext(sc, rows, { jsonLd: single, password, unlockedIds })
    return rows.map((row) => presentEvent(pc, row, { locked: unblanked || single ? false : eventIsLocked(pc, row) }))
  },
}
