// What the public HTML pages of the records show (SPEC §9.7), read by the very operations the API's routes call: a
// page is one more client of the services, never a second way to read records. Every answer is what the caller would
// get from the API: a record it may not read is `null` (the page answers 404, the same as an unknown slug, so that no
// page tells a hidden record from a missing one), a protected one it has not unlocked is `locked`.
import type { Static } from '@sinclair/typebox'
import type { ClockUse, ServiceContext } from '../context.js'
import { slugLookups } from '../domain/text.js'
import { ApiError } from '../errors.js'
import type { EventObject } from '../presenters/event.js'
import type { EventListFilters } from '../schemas/event.js'
import type { Organizer } from '../schemas/organizer.js'
import type { Term } from '../schemas/term.js'
import type { Venue } from '../schemas/venue.js'
import { eventOperations, placeOperations, type PresentedPage } from './post-operations.js'
import { termOperations } from './term-operations.js'

export type PageKind = 'event' | 'venue' | 'organizer' | 'category' | 'tag'
export type PlaceObject = Static<typeof Venue> | Static<typeof Organizer>
export type TermObject = Static<typeof Term>

/** Upcoming events of a venue, organizer or term: one page of the events list. */
export interface EventsPage { events: EventObject[]; page: number; totalPages: number; total: number }

/** The pages of a record's translations the caller may read, by language (its own included): `hreflang` links. */
export type Alternates = Partial<Record<string, string>>

export type PageContent = { alternates: Alternates; clock: ClockUse | undefined } & (
  | { kind: 'event'; record: EventObject; series: EventObject[] }
  | { kind: 'venue' | 'organizer'; record: PlaceObject; upcoming: EventsPage }
  | { kind: 'category' | 'tag'; record: TermObject; upcoming: EventsPage })

/** What a page of `kind` and `slug` shows the caller: the content, `locked` (the password form), or null (404). */
export type PageAnswer = PageContent | { kind: PageKind; locked: true } | null

/** Other dates of a series shown on an event's page. */
export const SERIES_DATES_SHOWN = 20

const places = { venue: placeOperations('venue'), organizer: placeOperations('organizer') }
const terms = { category: termOperations('category'), tag: termOperations('tag') }

/** `fn`'s answer, or null where the API answers an error (unknown, unreadable, trashed, another kind's). */
async function orNull<T> (fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn()
  } catch (err) {
    if (err instanceof ApiError) return null
    throw err
  }
}

/** Upcoming: the events that end today or later, however far ahead (the list's default window ends 24 months from
 *  now). By whole days, so a cached page stays valid for the rest of the day (the list reports its clock use). */
const UPCOMING: EventListFilters = { ends_after: 'yesterday' }

/** One page of upcoming events with `filter`; null past the last page. */
async function upcoming (sc: ServiceContext, filter: EventListFilters, page: number): Promise<{ page: EventsPage; clock: ClockUse | undefined } | null> {
  const answer: PresentedPage<EventObject> | null = await orNull(() => eventOperations.list(sc, { ...UPCOMING, ...filter, page }, `${sc.base}/events`))
  if (answer === null) return null
  const { items, links, clock } = answer
  return { page: { events: items, page, totalPages: links.total_pages, total: links.total }, clock }
}

/** The dates of the series `event` belongs to, but its own: the master and the other occurrences, upcoming ones. */
async function seriesDates (sc: ServiceContext, event: EventObject): Promise<{ events: EventObject[]; clock: ClockUse | undefined }> {
  if (event.series_id === null) return { events: [], clock: undefined }
  const others = await upcoming(sc, { post_parent: event.series_id, per_page: SERIES_DATES_SHOWN }, 1)
  const master = event.series_id === event.id ? null : await orNull(() => eventOperations.list(sc, { include: [event.series_id!] }, `${sc.base}/events`))
  const events = [...(master?.items ?? []), ...(others?.page.events ?? [])].filter((e) => e.id !== event.id)
  events.sort((a, b) => a.utc_start_date.localeCompare(b.utc_start_date) || a.id - b.id)
  return { events: events.slice(0, SERIES_DATES_SHOWN), clock: others?.clock }
}

/** The `url` of each translation of a record (SPEC §1.5 `translations`, already only those the caller may read), read
 *  by the kind's read operation as its API GET would answer it; one the caller cannot read (a protected event) is left
 *  out. */
async function alternates (sc: ServiceContext, kind: PageKind, record: { id: number; url: string; language: string; translations: Record<string, number> }): Promise<Alternates> {
  const read = (id: number): Promise<{ url: string }> => kind === 'event'
    ? eventOperations.read(sc, id, {})
    : kind === 'venue' || kind === 'organizer' ? places[kind].read(sc, id, {}) : terms[kind].read(sc, id)
  const out: Alternates = { [record.language]: record.url }
  for (const [lang, id] of Object.entries(record.translations)) {
    if (id === record.id || lang === record.language) continue
    const other = await orNull(() => read(id))
    if (other !== null) out[lang] = other.url
  }
  return out
}

/** A venue's or organizer's presented record is blanked (SPEC §3.9) when its name is `[]`. */
const isBlanked = (place: PlaceObject): boolean => Array.isArray((place as Record<string, unknown>).venue ?? (place as Record<string, unknown>).organizer)

/**
 * The page of the record of `kind` whose slug (in the context's language) is `slug`, as the caller sees it.
 * `password`: the one a password form sent (SPEC §3.9). `page`: the page of upcoming events (venues, organizers, terms).
 */
export async function recordPage (sc: ServiceContext, kind: PageKind, slug: string, opts: { password?: string; page?: number } = {}): Promise<PageAnswer> {
  const page = opts.page ?? 1
  const q = opts.password === undefined ? {} : { password: opts.password }
  if (kind === 'event') {
    const id = await orNull(() => eventOperations.idBySlug(sc, slugLookups(slug)))
    if (id === null) return null
    try {
      const record = await eventOperations.read(sc, id, q)
      const series = await seriesDates(sc, record)
      return { kind, record, series: series.events, clock: series.clock, alternates: await alternates(sc, kind, record) }
    } catch (err) {
      if (err instanceof ApiError && err.code === 'event-password-protected') return { kind, locked: true }
      if (err instanceof ApiError) return null
      throw err
    }
  }
  if (kind === 'venue' || kind === 'organizer') {
    const ops = places[kind]
    const id = await orNull(() => ops.idBySlug(sc, slugLookups(slug)))
    if (id === null) return null
    const record = await orNull(() => ops.read(sc, id, q))
    if (record === null) return null
    if (isBlanked(record)) return { kind, locked: true }
    const events = await upcoming(sc, { [kind]: [id] }, page)
    return events === null ? null : { kind, record, upcoming: events.page, clock: events.clock, alternates: await alternates(sc, kind, record) }
  }
  const found = await orNull(() => terms[kind].list(sc, { slug, hide_empty: false, per_page: 1 }, `${sc.base}/${kind === 'category' ? 'categories' : 'tags'}`))
  const record = found?.items[0]
  if (record === undefined) return null
  const events = await upcoming(sc, kind === 'category' ? { categories: [record.id] } : { tags: [record.id] }, page)
  return events === null ? null : { kind, record, upcoming: events.page, clock: events.clock, alternates: await alternates(sc, kind, record) }
}
