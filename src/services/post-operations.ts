// The operations of a post kind's routes (events, venues, organizers; SPEC §1.3), one service function each: it runs
// the kind's service and answers the records as the caller sees them (./present.ts), so that a route
// (src/routes/post-routes.ts) calls one function and sends what it gets.
import type { ClockUse, ServiceContext } from '../context.js'
import { ApiError } from '../errors.js'
import { MAX_PER_PAGE, pageLinks, type ListResult, type PageLinks } from '../lib/http/pagination.js'
import type { Organizer, Venue } from '../generated/prisma/client.js'
import type { EventRow } from '../repositories/events.js'
import type { EventListFilters } from '../schemas/event.js'
import { eventListQuery, listEvents } from './events/list.js'
import type { RecurrenceScope } from './events/series-edits.js'
import { events } from './events/service.js'
import { linkedServices, listVenuesOrOrganizers, type LinkedKind, type LinkedListQuery } from './linked-posts.js'
import type { PostRow, PostService } from './posts/service.js'
import { presentEvents, presentPlaces, presentQuery, type PresentMode, type PresentQuery } from './present.js'

/** One page of a list, presented, with the links and totals of its envelope (SPEC §3.4). */
export interface PresentedPage<Item> { items: Item[]; links: PageLinks; clock?: ClockUse }

/** The answer of a DELETE: the trashed record, or with `force` the record as it was. */
export type TrashAnswer<Item> = Item | { deleted: true; previous: Item }

/** A write body as the kinds' services read it (any object). */
type Body = Record<string, unknown>

export interface PostOperations<Item, Q, C, U, D> {
  /** one page of the list at `collection` (its URL, for the links); a page past the last is a 404 */
  list (sc: ServiceContext, q: Q, collection: string): Promise<PresentedPage<Item>>
  /** the list's parameter checks alone, no record read */
  checkList (sc: ServiceContext, q: Q): Promise<unknown>
  read (sc: ServiceContext, id: number, q: PresentQuery): Promise<Item>
  create (sc: ServiceContext, body: C): Promise<Item>
  update (sc: ServiceContext, id: number, body: U): Promise<Item>
  /** `query`: the DELETE's parameters besides `force` */
  trash (sc: ServiceContext, id: number, force: boolean, query: D): Promise<TrashAnswer<Item>>
  /** the first of `slugs` (in order) that names a record (SPEC §3.7; src/domain/text.ts slugLookups) */
  idBySlug (sc: ServiceContext, slugs: string[]): Promise<number>
  /** a write's parameter checks only (no stored record needed, no side effects) */
  check (sc: ServiceContext, body: C | U): Promise<unknown>
}

/** What a kind supplies besides its PostService. */
interface KindParts<Row, Item, Q, D> {
  kind: 'event' | 'venue' | 'organizer'
  list (sc: ServiceContext, q: Q): Promise<ListResult<Row>>
  /** the list's checks where the kind has them apart (default: `list`) */
  checkList? (sc: ServiceContext, q: Q): Promise<unknown>
  present (sc: ServiceContext, rows: Row[], mode: PresentMode): Promise<Item[]>
  /** the kind's DELETE (default: the service's trash) */
  trash? (sc: ServiceContext, id: number, force: boolean, query: D): Promise<Row>
}

/** A write's answer is the author's own view: unblanked (SPEC §3.9). */
const WRITTEN: PresentMode = { single: false, unblanked: true, query: {} }

function postOperations<Row extends PostRow, Item, Q, C extends Body, U extends Body, D> (service: PostService<Row>, parts: KindParts<Row, Item, Q, D>): PostOperations<Item, Q, C, U, D> {
  const one = async (sc: ServiceContext, row: Row, mode: PresentMode): Promise<Item> => (await parts.present(sc, [row], mode))[0]!
  return {
    async list (sc, q, collection) {
      const result = await parts.list(sc, q)
      if (result.page > 1 && result.rows.length === 0) {
        throw new ApiError(`${parts.kind}-archive-page-not-found`, 404, 'The requested page was not found.')
      }
      const items = await parts.present(sc, result.rows, { single: false, unblanked: false, query: presentQuery(q) })
      return { items, links: pageLinks(collection, result, true), clock: result.clock }
    },
    checkList: (sc, q) => (parts.checkList ?? parts.list)(sc, q),
    read: async (sc, id, q) => one(sc, await service.read(sc, id, q), { single: true, unblanked: false, query: q }),
    create: async (sc, body) => one(sc, await service.create(sc, body), WRITTEN),
    update: async (sc, id, body) => one(sc, await service.update(sc, id, body), WRITTEN),
    async trash (sc, id, force, query) {
      const item = await one(sc, await (parts.trash ? parts.trash(sc, id, force, query) : service.trash(sc, id, { force })), WRITTEN)
      return force ? { deleted: true, previous: item } : item
    },
    idBySlug: (sc, slugs) => service.idBySlug(sc, slugs),
    check: (sc, body) => service.check(sc, body, { update: true }),
  }
}

/** The DELETE parameters of events (SPEC §9.3). */
export interface EventDeleteQuery { recurrence_scope?: RecurrenceScope }

export const eventOperations = postOperations<EventRow, Awaited<ReturnType<typeof presentEvents>>[number], EventListFilters, Body, Body, EventDeleteQuery>(events, {
  kind: 'event',
  list: listEvents,
  checkList: eventListQuery,
  present: presentEvents,
  trash: (sc, id, force, query) => events.trash(sc, id, { force, scope: query.recurrence_scope }),
})

type PlaceRow = PostRow & Body

/** Venues' and organizers' operations. Their service is typed loosely (rows as PostRow & Json, one rules factory for
 *  both kinds); the rows it answers are the kind's table rows, which the presenters read. */
export function placeOperations (kind: LinkedKind) {
  return postOperations<PlaceRow, Awaited<ReturnType<typeof presentPlaces>>[number], LinkedListQuery, Body, Body, unknown>(linkedServices[kind].service, {
    kind,
    list: (sc, q) => listVenuesOrOrganizers(sc, kind, q, MAX_PER_PAGE) as Promise<ListResult<PlaceRow>>,
    present: (sc, rows, mode) => presentPlaces(sc, kind, rows as unknown as Array<Venue | Organizer>, mode),
  })
}
