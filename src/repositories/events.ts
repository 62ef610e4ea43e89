// Events: a page of the list (./event-list/list-sql.ts), an event with what the presenter needs (EventRow), the links to
// organizers and terms, and the stored search text.
//
// Events are read with their relations in one statement (./event-rows-sql.ts), not with Prisma's `include`, which
// runs one query per relation level, nor a findMany per related table: each Prisma query costs 50–200 µs of CPU.
import type { Tx } from '../db/client.js'
import { Prisma, type Event } from '../generated/prisma/client.js'
import type { Dialect } from './dialect.js'
import { eventListStatements, type EventListFilter } from './event-list/list-sql.js'
import type { StatusScope } from '../domain/access.js'
import { decodeEventRow, eventRowsSql, type EventRow } from './event-rows-sql.js'
import { isRecordId } from './posts.js'
import type { TermKind } from './terms.js'

export type { EventRow }

export interface EventPage { rows: EventRow[]; total: number }

/** An event's stored text, as read for (re)computing its search text. */
export interface StaleSearchText { id: number; title: string; excerpt: string; description: string }

export class EventRepository {
  constructor (private readonly db: Tx, private readonly dialect: Dialect) {}

  /** One page of a list and the list's total. */
  async list (filter: EventListFilter, translationScope?: StatusScope): Promise<EventPage> {
    const { ids, total } = await this.listIds(filter)
    return { rows: await this.inOrder(ids, translationScope), total }
  }

  /** The ids of one page of a list, in order, and the list's total (the rows: `inOrder`). */
  async listIds (filter: EventListFilter): Promise<{ ids: number[]; total: number }> {
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
    return { ids, total }
  }

  /** The events `ids` in that order (unknown ids left out), with everything the presenter needs, in one statement
   *  (./event-rows-sql.ts): with `translationScope` (what the caller may read), the translation maps too. The folded
   *  search column stays in the database. */
  async inOrder (ids: number[], translationScope?: StatusScope): Promise<EventRow[]> {
    if (ids.length === 0) return []
    const rows = await this.db.$queryRaw<Array<{ j: string }>>(eventRowsSql(this.dialect, ids, translationScope))
    const byId = new Map(rows.map((r) => {
      const row = decodeEventRow(r.j)
      return [row.id, row]
    }))
    return ids.map((id) => byId.get(id)).filter((r) => r !== undefined)
  }

  /** Events (as a write returned them) with everything the presenter needs (EventRow), in the order given; with
   *  `translationScope`, their translation maps too. */
  async withRelations (events: Event[], translationScope?: StatusScope): Promise<EventRow[]> {
    const loaded = new Map((await this.inOrder(events.map((e) => e.id), translationScope)).map((r) => [r.id, r]))
    return events.map((e) => {
      const { image = null, venue = null, organizers = [], terms = [], translationMaps } = loaded.get(e.id) ?? {}
      return Object.assign(e, { image, venue, organizers, terms }, translationMaps ? { translationMaps } : {})
    })
  }

  /** Replaces the event's organizers (in this order); `created`: the event is new in this transaction, so it has none
   *  to remove. One statement for all the links (Prisma's createMany costs ~150 µs more CPU, docs/performance.md). */
  async setOrganizers (eventId: number, organizerIds: number[], opts: { created?: boolean } = {}): Promise<void> {
    if (!opts.created) await this.db.$executeRaw`DELETE FROM "EventOrganizer" WHERE "eventId" = ${eventId}`
    if (organizerIds.length === 0) return
    const rows = organizerIds.map((organizerId, position) => Prisma.sql`(${eventId}, ${organizerId}, ${position})`)
    await this.db.$executeRaw`INSERT INTO "EventOrganizer" ("eventId", "organizerId", "position") VALUES ${Prisma.join(rows)}`
  }

  /**
   * Replaces the event's terms of each kind given by the terms among its ids that are of that kind: ids of no term of
   * the kind are skipped (SPEC §4.1), by the same statement that writes the links, so that checking them costs no query
   * of its own. `created`: the event is new in this transaction and has no links to remove.
   */
  async setTerms (eventId: number, termIds: Partial<Record<TermKind, number[]>>, opts: { created?: boolean } = {}): Promise<void> {
    const kinds = Object.keys(termIds) as TermKind[]
    if (kinds.length === 0) return
    if (!opts.created) {
      await this.db.$executeRaw`DELETE FROM "EventTerm" WHERE "eventId" = ${eventId}
        AND "termId" IN (SELECT "id" FROM "Term" WHERE "kind" IN (${Prisma.join(kinds)}))`
    }
    const ofKind = kinds.flatMap((kind) => {
      const ids = [...new Set(termIds[kind]!.filter(isRecordId))]
      return ids.length ? [Prisma.sql`("kind" = ${kind} AND "id" IN (${Prisma.join(ids)}))`] : []
    })
    if (ofKind.length === 0) return
    // The CAST gives PostgreSQL the parameter's type, which a select list does not.
    await this.db.$executeRaw`INSERT INTO "EventTerm" ("eventId", "termId")
      SELECT CAST(${eventId} AS INTEGER), "id" FROM "Term" WHERE ${Prisma.join(ofKind, ' OR ')}`
  }

  /** The organizer links (in order) and term links of events `ids` (import: what a page would change). */
  async linksOf (ids: number[]): Promise<Map<number, { organizerIds: number[]; termIds: number[] }>> {
    const out = new Map(ids.map((id) => [id, { organizerIds: [] as number[], termIds: [] as number[] }]))
    if (ids.length === 0) return out
    const organizers = await this.db.eventOrganizer.findMany({ where: { eventId: { in: ids } }, orderBy: [{ eventId: 'asc' }, { position: 'asc' }] })
    for (const o of organizers) out.get(o.eventId)?.organizerIds.push(o.organizerId)
    const terms = await this.db.eventTerm.findMany({ where: { eventId: { in: ids } } })
    for (const t of terms) out.get(t.eventId)?.termIds.push(t.termId)
    return out
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

  /** Merges the trigram index "EventSearchList" (SQLite; PostgreSQL has none) into one segment, as the migration that
   *  built it did: rewriting many entries (a refill of stale search text) leaves it in many, and a search reads every
   *  segment's doclists (after refilling 40k of 100k events: `concert` 10 → 21 ms until merged; docs/performance.md). */
  async compactSearchIndex (): Promise<void> {
    if (this.dialect === 'sqlite') await this.db.$executeRaw`INSERT INTO "EventSearchList"("EventSearchList") VALUES ('optimize')`
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
