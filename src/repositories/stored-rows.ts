// Rows read as JSON built by the database (json_array on SQLite, json_build_array on PostgreSQL) and turned back into
// the objects Prisma's own reads give: the read path of events loads a page with its venue, organizers, terms and
// images in one statement this way (./event-rows-sql.ts), where Prisma's relation reads took one query per table and
// ~10 µs of conversion per row and column.
//
// Each table's columns are listed once, with how JSON carries them; the mapped type below makes TypeScript refuse a
// list that misses a column of the Prisma model, has one too many, or says the wrong kind of value.
import type { Event, EventOrganizer, Media, Organizer, Term, Venue } from '../generated/prisma/client.js'

/** How a column's value comes out of the database's JSON and what it becomes. */
type ColumnKind = 'number' | 'text' | 'bool' | 'date'
type KindOf<V> = NonNullable<V> extends boolean ? 'bool' : NonNullable<V> extends Date ? 'date' : NonNullable<V> extends number ? 'number' : 'text'
/** Every column of model T with the kind its type requires (optional only where the read leaves it out). */
export type Columns<T> = { [K in keyof T]-?: KindOf<T[K]> }

export const MEDIA_COLUMNS: Columns<Media> = { id: 'number', url: 'text', mimeType: 'text', extension: 'text', width: 'number', height: 'number', filesize: 'number', sizes: 'text', authorId: 'number', createdAt: 'date' }
const POST_COLUMNS = { id: 'number', title: 'text', slug: 'text', description: 'text', excerpt: 'text', status: 'text', authorId: 'number', publishedAt: 'date', modifiedAt: 'date', password: 'text', language: 'text', translationGroup: 'number', imageId: 'number' } as const
/** An event's columns but its search text, which stays in the database (only searches read it). */
export const EVENT_COLUMNS: Columns<Omit<Event, 'searchText'>> = { ...POST_COLUMNS, parentId: 'number', startLocal: 'date', endLocal: 'date', startUtc: 'date', endUtc: 'date', timezone: 'text', allDay: 'bool', cost: 'text', website: 'text', showMap: 'bool', showMapLink: 'bool', hideFromListings: 'bool', sticky: 'bool', featured: 'bool', venueId: 'number', seriesId: 'number', recurrence: 'text', detached: 'bool', occurrenceStart: 'date', seriesThrough: 'date', eventStatus: 'text', eventStatusReason: 'text' }
export const VENUE_COLUMNS: Columns<Venue> = { ...POST_COLUMNS, address: 'text', city: 'text', country: 'text', province: 'text', state: 'text', zip: 'text', phone: 'text', website: 'text', stateprovince: 'text', showMap: 'bool', showMapLink: 'bool', latitude: 'number', longitude: 'number' }
export const ORGANIZER_COLUMNS: Columns<Organizer> = { ...POST_COLUMNS, phone: 'text', email: 'text', website: 'text' }
export const TERM_COLUMNS: Columns<Term> = { id: 'number', kind: 'text', name: 'text', slug: 'text', description: 'text', parentId: 'number', language: 'text', translationGroup: 'number', eventCount: 'number' }
export const EVENT_ORGANIZER_COLUMNS: Columns<EventOrganizer> = { eventId: 'number', organizerId: 'number', position: 'number' }

/** A stored date/time as JSON shows it: Prisma's SQLite text (`…T…+00:00`), PostgreSQL's `timestamp(3)` (no zone: it
 *  holds UTC, as Prisma writes it), or a number of milliseconds (SQLite rows written as integers). */
export function storedDate (value: string | number): Date {
  if (typeof value === 'number') return new Date(value)
  return new Date(/(?:Z|[+-]\d\d:?\d\d)$/i.test(value) ? value : `${value.replace(' ', 'T')}Z`)
}

/** A decoder of the positional JSON array of a table's columns (in the order of `columns`) into a row object. */
export function rowDecoder<T> (columns: Columns<T>): (values: unknown[]) => T {
  const entries = Object.entries(columns) as Array<[string, ColumnKind]>
  return (values) => {
    const row: Record<string, unknown> = {}
    for (let i = 0; i < entries.length; i++) {
      const [name, kind] = entries[i]!
      const v = values[i]
      // SQLite has no boolean type (0/1); PostgreSQL's JSON has true/false.
      row[name] = v === null || v === undefined ? null : kind === 'bool' ? v === true || v === 1 : kind === 'date' ? storedDate(v as string | number) : v
    }
    return row as T
  }
}
