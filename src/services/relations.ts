// What the presenters need besides a record's own row (images; an event's venue, organizers and terms), loaded for a
// batch of rows with one query per related table that has anything to load.
//
// Why not Prisma's `include`: it runs one query per relation level whether or not there is anything to load, and each
// Prisma query costs ~0.2 ms of CPU. Reading back a new event with no venue, organizers, terms or image took seven
// queries; here it takes one (its links), and a page of events one per related table that the page uses.
import type { Db } from '../db/client.js'
import { Prisma, type Event, type Media } from '../generated/prisma/client.js'
import type { EventRow } from '../presenters/event.js'

type WithImageId = { imageId: number | null }
type WithImage<T> = T & { image: Media | null }

const distinct = (ids: Iterable<number | null>): number[] => [...new Set([...ids].filter((id): id is number => id !== null))]

/** Gives each row its `image` (the Media row of `imageId`): one query for all rows, none when no row has one. */
export async function withImages<T extends WithImageId> (db: Db, rows: T[]): Promise<Array<WithImage<T>>> {
  const ids = distinct(rows.map((r) => r.imageId))
  const images = new Map((ids.length ? await db.media.findMany({ where: { id: { in: ids } } }) : []).map((m) => [m.id, m]))
  for (const r of rows) Object.assign(r, { image: r.imageId === null ? null : images.get(r.imageId) ?? null })
  return rows as Array<WithImage<T>>
}

/** Organizer (kind 0) and term (kind 1) links of the events, in one query. */
async function eventLinks (db: Db, eventIds: number[]): Promise<Array<{ kind: number; eventId: number; ref: number; position: number }>> {
  const ids = Prisma.join(eventIds)
  const rows = await db.$queryRaw<Array<{ kind: number; eventId: number; ref: number; position: number }>>(Prisma.sql`
    SELECT 0 AS "kind", "eventId", "organizerId" AS "ref", "position" FROM "EventOrganizer" WHERE "eventId" IN (${ids})
    UNION ALL SELECT 1, "eventId", "termId", 0 FROM "EventTerm" WHERE "eventId" IN (${ids})`)
  // Integer columns come back as bigint from some drivers.
  return rows.map((r) => ({ kind: Number(r.kind), eventId: Number(r.eventId), ref: Number(r.ref), position: Number(r.position) }))
}

/** Events with everything presentEvent needs (EventRow), in the order given. */
export async function withEventRelations (db: Db, events: Event[]): Promise<EventRow[]> {
  if (events.length === 0) return []
  const links = await eventLinks(db, events.map((e) => e.id))
  const venueIds = distinct(events.map((e) => e.venueId))
  const organizerIds = distinct(links.filter((l) => l.kind === 0).map((l) => l.ref))
  const termIds = distinct(links.filter((l) => l.kind === 1).map((l) => l.ref))
  // One after the other: SQLite runs them one at a time anyway, and PostgreSQL's pool is shared with other requests.
  const venues = new Map((venueIds.length ? await db.venue.findMany({ where: { id: { in: venueIds } } }) : []).map((v) => [v.id, v]))
  const organizers = new Map((organizerIds.length ? await db.organizer.findMany({ where: { id: { in: organizerIds } } }) : []).map((o) => [o.id, o]))
  const terms = new Map((termIds.length ? await db.term.findMany({ where: { id: { in: termIds } } }) : []).map((t) => [t.id, t]))
  await withImages(db, [...events, ...venues.values(), ...organizers.values()])
  return events.map((e) => Object.assign(e, {
    venue: e.venueId === null ? null : venues.get(e.venueId) ?? null,
    organizers: links.filter((l) => l.kind === 0 && l.eventId === e.id).sort((a, b) => a.position - b.position)
      .map((l) => ({ eventId: e.id, organizerId: l.ref, position: l.position, organizer: organizers.get(l.ref)! })),
    terms: links.filter((l) => l.kind === 1 && l.eventId === e.id).map((l) => ({ eventId: e.id, termId: l.ref, term: terms.get(l.ref)! })),
  }) as unknown as EventRow)
}
