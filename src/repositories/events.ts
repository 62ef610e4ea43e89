// Events: a page of the list (./event-list-sql.ts), an event with what the presenter needs (EventRow), the links to
// organizers and terms, and the stored search text.
//
// Relations are loaded with one query per related table that has rows, not Prisma's `include`: that runs one query per
// relation level whether or not there is anything to load, and each Prisma query costs ~0.2 ms of CPU. Reading back a
// new event with no venue, organizers, terms or image took seven queries; here it takes one (its links), and a page of
// events one per related table that the page uses.
import type { Tx } from '../db/client.js'
import { Prisma, type Event, type EventOrganizer, type EventTerm, type Media, type Organizer, type Term, type Venue } from '../generated/prisma/client.js'
import type { Dialect } from './dialect.js'
import { eventListStatements, type EventListFilter } from './event-list-sql.js'
import { distinct, type MediaRepository } from './media.js'

/** An event with everything its presenter needs. */
export type EventRow = Event & {
  image: Media | null
  venue: (Venue & { image: Media | null }) | null
  organizers: Array<EventOrganizer & { organizer: Organizer & { image: Media | null } }>
  terms: Array<EventTerm & { term: Term }>
}

export interface EventPage { rows: EventRow[]; total: number }

/** An event's stored text, as read for (re)computing its search text. */
export interface StaleSearchText { id: number; title: string; excerpt: string; description: string }

type Link = { kind: number; eventId: number; ref: number; position: number }

export class EventRepository {
  constructor (private readonly db: Tx, private readonly dialect: Dialect, private readonly media: MediaRepository) {}

  /** One page of a list and the list's total. */
  async list (filter: EventListFilter): Promise<EventPage> {
    const statements = eventListStatements(filter, this.dialect)
    const found = await this.db.$queryRaw<Array<{ id: number; n?: bigint | number }>>(statements.page)
    const ids = found.map((r) => Number(r.id))
    let total: number
    if (statements.withTotal) {
      // No row: page 1 of nothing, or a page past the end (404 whatever the total).
      const [first] = found
      total = first ? Number(first.n) : 0
    } else if (ids.length < filter.perPage && (ids.length > 0 || filter.page === 1)) {
      // A short page tells the total without counting (a page past the end is a 404 either way).
      total = (filter.page - 1) * filter.perPage + ids.length
    } else {
      // Every shape of countSql answers exactly one row.
      total = Number((await this.db.$queryRaw<[{ n: bigint | number }]>(statements.count))[0].n)
    }
    return { rows: await this.inOrder(ids), total }
  }

  /** The events `ids` in that order, with everything the presenter needs. The folded search column stays in the
   *  database. */
  private async inOrder (ids: number[]): Promise<EventRow[]> {
    if (ids.length === 0) return []
    const rows = await this.db.event.findMany({ where: { id: { in: ids } }, omit: { searchText: true } })
    const byId = new Map(rows.map((r) => [r.id, r]))
    return this.withRelations(ids.map((id) => byId.get(id)).filter((r) => r !== undefined) as Event[])
  }

  /** Organizer (kind 0) and term (kind 1) links of the events, in one query. */
  private async links (eventIds: number[]): Promise<Link[]> {
    const ids = Prisma.join(eventIds)
    const rows = await this.db.$queryRaw<Link[]>(Prisma.sql`
      SELECT 0 AS "kind", "eventId", "organizerId" AS "ref", "position" FROM "EventOrganizer" WHERE "eventId" IN (${ids})
      UNION ALL SELECT 1, "eventId", "termId", 0 FROM "EventTerm" WHERE "eventId" IN (${ids})`)
    // Integer columns come back as bigint from some drivers.
    return rows.map((r) => ({ kind: Number(r.kind), eventId: Number(r.eventId), ref: Number(r.ref), position: Number(r.position) }))
  }

  /** Events with everything the presenter needs (EventRow), in the order given. */
  async withRelations (events: Event[]): Promise<EventRow[]> {
    if (events.length === 0) return []
    const links = await this.links(events.map((e) => e.id))
    const venueIds = distinct(events.map((e) => e.venueId))
    const organizerIds = distinct(links.filter((l) => l.kind === 0).map((l) => l.ref))
    const termIds = distinct(links.filter((l) => l.kind === 1).map((l) => l.ref))
    // One after the other: SQLite runs them one at a time anyway, and PostgreSQL's pool is shared with other requests.
    const venues = new Map((venueIds.length ? await this.db.venue.findMany({ where: { id: { in: venueIds } } }) : []).map((v) => [v.id, v]))
    const organizers = new Map((organizerIds.length ? await this.db.organizer.findMany({ where: { id: { in: organizerIds } } }) : []).map((o) => [o.id, o]))
    const terms = new Map((termIds.length ? await this.db.term.findMany({ where: { id: { in: termIds } } }) : []).map((t) => [t.id, t]))
    await this.media.attachImages([...events, ...venues.values(), ...organizers.values()])
    return events.map((e) => Object.assign(e, {
      venue: e.venueId === null ? null : venues.get(e.venueId) ?? null,
      organizers: links.filter((l) => l.kind === 0 && l.eventId === e.id).sort((a, b) => a.position - b.position)
        .map((l) => ({ eventId: e.id, organizerId: l.ref, position: l.position, organizer: organizers.get(l.ref)! })),
      terms: links.filter((l) => l.kind === 1 && l.eventId === e.id).map((l) => ({ eventId: e.id, termId: l.ref, term: terms.get(l.ref)! })),
    }) as unknown as EventRow)
  }

  /** Replaces the event's organizers (in this order). */
  async setOrganizers (eventId: number, organizerIds: number[]): Promise<void> {
    await this.db.eventOrganizer.deleteMany({ where: { eventId } })
    if (organizerIds.length) await this.db.eventOrganizer.createMany({ data: organizerIds.map((organizerId, position) => ({ eventId, organizerId, position })) })
  }

  /** Replaces the event's terms of one kind. */
  async setTerms (eventId: number, kind: 'category' | 'tag', termIds: number[]): Promise<void> {
    await this.db.eventTerm.deleteMany({ where: { eventId, term: { kind } } })
    if (termIds.length) await this.db.eventTerm.createMany({ data: termIds.map((termId) => ({ eventId, termId })) })
  }

  /** Unlinks the venue from every event (when the venue goes to the trash). */
  async clearVenue (venueId: number): Promise<void> {
    await this.db.event.updateMany({ where: { venueId }, data: { venueId: null } })
  }

  /** Unlinks the organizer from every event (when the organizer goes to the trash). */
  async removeOrganizer (organizerId: number): Promise<void> {
    await this.db.eventOrganizer.deleteMany({ where: { organizerId } })
  }

  /** Whether any event's search text is stale (''): one seek in the partial index "Event_search_stale_idx", which
   *  holds only such rows, so it costs the same whatever the number of events. The literal '' (not a bound value)
   *  is what lets SQLite's planner use a partial index. */
  async anyStaleSearchText (): Promise<boolean> {
    const rows = await this.db.$queryRaw<unknown[]>`SELECT 1 AS "stale" FROM "Event" WHERE "searchText" = '' LIMIT 1`
    return rows.length > 0
  }

  /** Up to `limit` events with stale search text (written before the column existed, inserted or edited outside the
   *  service: see the migration event_search_stale), by id after `afterId`. */
  async staleSearchText (afterId: number, limit: number): Promise<StaleSearchText[]> {
    const rows = await this.db.$queryRaw<StaleSearchText[]>`
      SELECT "id", "title", "excerpt", "description" FROM "Event"
      WHERE "searchText" = '' AND "id" > ${afterId} ORDER BY "id" LIMIT ${limit}`
    return rows.map((r) => ({ ...r, id: Number(r.id) }))
  }

  /** Stores the search text computed from `row`, only if the event is still stale and its text still the one read:
   *  a compare-and-set, so that an edit committed since the read (Prisma Studio) is not covered by the search text of
   *  the old words (the row stays stale for the next refresh), and two instances refreshing at once write the same
   *  value once. False when the row had changed. */
  async setSearchText (row: StaleSearchText, text: string): Promise<boolean> {
    const { count } = await this.db.event.updateMany({
      where: { id: row.id, searchText: '', title: row.title, excerpt: row.excerpt, description: row.description },
      data: { searchText: text },
    })
    return count > 0
  }
}
