// Venues and organizers, the post kinds events link to: their lists (SPEC §5.2), the candidates of duplicate detection
// and of text search (matched by the service with full Unicode case folding, which SQLite's LIKE lacks), and the
// venues near a point (SPEC §5.1 geolocation).
import type { Tx } from '../db/client.js'
import type { Organizer, Venue } from '../generated/prisma/client.js'
import type { StatusScope } from '../domain/access.js'
import type { MediaRepository, WithImage } from './media.js'
import { scopeWhere } from './visibility.js'

export type PlaceKind = 'venue' | 'organizer'
export type PlaceRow<K extends PlaceKind = PlaceKind> = WithImage<K extends 'venue' ? Venue : Organizer>
type Json = Record<string, unknown>

/** A venue or organizer list, as the service resolved it. */
export interface PlaceListFilter {
  language: string
  /** the records the caller may list (SPEC §2.3) */
  scope: StatusScope
  /** linked to this event */
  eventId?: number
  /** among these records (a search's matches) */
  ids?: number[]
  /** linked (true) or not (false) to an event that is published, scheduled or private */
  hasEvents?: boolean
  /** linked to a listed event of these statuses that starts at or after this naive local time */
  upcoming?: { statuses: string[]; from: Date }
}

/** Latitude/longitude bounds; a box that reaches a pole or wraps the antimeridian has no longitude bounds. */
export interface GeoBox { latMin: number; latMax: number; lng?: { min: number; max: number } }

// Prisma's two delegates have the same methods for the columns used here, but no common type.

type PlaceDelegate = any

export class PlaceRepository {
  constructor (private readonly db: Tx, private readonly media: MediaRepository) {}

  private table (kind: PlaceKind): PlaceDelegate {
    return kind === 'venue' ? this.db.venue : this.db.organizer
  }

  /** Prisma filter "linked to an event matching `event`". */
  private linkedTo (kind: PlaceKind, event: Json): Json {
    return kind === 'venue' ? { events: { some: event } } : { events: { some: { event } } }
  }

  private where (kind: PlaceKind, f: PlaceListFilter): Json {
    const and: Json[] = [{ language: f.language }, scopeWhere(f.scope)]
    if (f.eventId !== undefined) and.push(kind === 'venue' ? { events: { some: { id: f.eventId } } } : { events: { some: { eventId: f.eventId } } })
    if (f.ids !== undefined) and.push({ id: { in: f.ids } })
    if (f.hasEvents !== undefined) {
      const linked = this.linkedTo(kind, { status: { in: ['publish', 'future', 'private'] } })
      and.push(f.hasEvents ? linked : { NOT: linked })
    }
    if (f.upcoming) and.push(this.linkedTo(kind, { status: { in: f.upcoming.statuses }, hideFromListings: false, startLocal: { gte: f.upcoming.from } }))
    return { AND: and }
  }

  /** One page, newest publication first, and the total. */
  async list<K extends PlaceKind> (kind: K, f: PlaceListFilter, page: number, perPage: number): Promise<{ rows: Array<PlaceRow<K>>; total: number }> {
    const where = this.where(kind, f)
    const [total, rows] = await Promise.all([
      this.table(kind).count({ where }),
      this.table(kind).findMany({ where, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], skip: (page - 1) * perPage, take: perPage }),
    ])
    return { rows: await this.media.attachImages(rows), total }
  }

  /** The records `ids` (a page), in that order, with their images. */
  async inOrder<K extends PlaceKind> (kind: K, ids: number[]): Promise<Array<PlaceRow<K>>> {
    const rows: Array<PlaceRow<K>> = ids.length ? await this.table(kind).findMany({ where: { id: { in: ids } } }) : []
    const byId = new Map(rows.map((r) => [r.id, r]))
    return this.media.attachImages(ids.flatMap((id) => byId.get(id) ?? []))
  }

  /** `fields` (and the id) of every record of the list: what a text search reads. */
  searchable (kind: PlaceKind, f: PlaceListFilter, fields: string[]): Promise<Json[]> {
    const select = Object.fromEntries([['id', true], ...fields.map((name) => [name, true])])
    return this.table(kind).findMany({ where: this.where(kind, f), select })
  }

  /** Names (`title`) of the language's records in `scope`, by id. */
  names (kind: PlaceKind, language: string, scope: StatusScope): Promise<Array<{ id: number; title: string }>> {
    return this.table(kind).findMany({ where: { language, ...scopeWhere(scope) }, select: { id: true, title: true }, orderBy: { id: 'asc' } })
  }

  /** The records `ids`, by id. */
  byIds (kind: PlaceKind, ids: number[]): Promise<Json[]> {
    return this.table(kind).findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } })
  }

  /** Venues of `language` with coordinates inside the box. */
  venuesInBox (language: string, box: GeoBox): Promise<Array<{ id: number; latitude: number; longitude: number }>> {
    return this.db.venue.findMany({
      where: { language, latitude: { gte: box.latMin, lte: box.latMax }, longitude: box.lng ? { gte: box.lng.min, lte: box.lng.max } : { not: null } },
      select: { id: true, latitude: true, longitude: true },
    }) as Promise<Array<{ id: number; latitude: number; longitude: number }>>
  }
}
