// The shapes of an event-list query, each with a sample filter and a request that leads to it. `npm run queries` writes
// the SQL of every shape on both databases to prisma/queries/ (checked in CI: `npm run queries:check`), so
// that a change to a list query shows as a readable diff; test/repositories/event-list/list-sql.test.ts checks their form.
import type { DateBound, EventListFilter } from './list-sql.js'

// A fixed "now" (2026-11-23, site zone UTC) so the written SQL never changes by itself: the default window runs from
// the start of yesterday to the end of the day two years ahead (SPEC §5.1 date rules 3–5).
const at = (s: string) => new Date(`${s}Z`)
const DEFAULT_WINDOW: DateBound[] = [
  { name: 'start_date', at: at('2026-11-22T00:00:00'), sent: false },
  { name: 'end_date', at: at('2028-11-23T23:59:59'), sent: false },
]
const PUBLIC = ['publish']
const EDITOR = ['publish', 'future', 'draft', 'pending', 'private']

const CONTRIBUTOR = { authorId: 7, statuses: ['future', 'draft', 'pending', 'private'] }

// `unlock: {}`: a request without password or context=edit, for which protected events match no filter on their
// blanked fields (SPEC §2.5).
const list = (filter: Partial<EventListFilter>): EventListFilter =>
  ({ language: 'en', statuses: PUBLIC, unlock: {}, dates: DEFAULT_WINDOW, termIds: [], page: 1, perPage: 10, ...filter })

export interface ListShape { request: string; filter: EventListFilter }

export const EVENT_LIST_SHAPES: Record<string, ListShape> = {
  default: { request: 'GET /events', filter: list({}) },
  'page 3 of 50': { request: 'GET /events?per_page=50&page=3', filter: list({ page: 3, perPage: 50 }) },
  featured: { request: 'GET /events?featured=true', filter: list({ featured: true }) },
  'editor statuses': { request: 'GET /events (an editor: every status but trash)', filter: list({ statuses: EDITOR }) },
  'contributor statuses': { request: 'GET /events (a contributor: published events and their own of other statuses)', filter: list({ own: CONTRIBUTOR }) },
  'contributor drafts': { request: 'GET /events?status=draft (a contributor: their own drafts)', filter: list({ statuses: [], own: { authorId: 7, statuses: ['draft'] } }) },
  'featured, unlocked by password': { request: 'GET /events?featured=true&password=secret', filter: list({ featured: true, unlock: { password: 'secret' } }) },
  'featured, context=edit by an author': { request: 'GET /events?featured=true&context=edit (an author)', filter: list({ featured: true, unlock: { editor: { authorId: 7, unpublishedOnly: false } } }) },
  'featured, context=edit by an editor': { request: 'GET /events?featured=true&context=edit (an editor)', filter: list({ featured: true, statuses: EDITOR, unlock: 'all' }) },
  'starts after': { request: 'GET /events?starts_after=2027-01-01', filter: list({ dates: [{ name: 'starts_after', at: at('2027-01-01T23:59:59'), sent: true }] }) },
  'ends after': { request: 'GET /events?ends_after=2027-01-01', filter: list({ dates: [{ name: 'ends_after', at: at('2027-01-01T23:59:59'), sent: true }] }) },
  'start and end dates': {
    request: 'GET /events?start_date=2027-01-01&end_date=2027-01-31',
    filter: list({ dates: [{ name: 'start_date', at: at('2027-01-01T00:00:00'), sent: true }, { name: 'end_date', at: at('2027-01-31T23:59:59'), sent: true }] }),
  },
  include: { request: 'GET /events?include=12,15', filter: list({ dates: [], ids: [12, 15] }) },
  'post parent': { request: 'GET /events?post_parent=12', filter: list({ parentId: 12 }) },
  'first of each series': { request: 'GET /events?hide_subsequent_recurrences=true', filter: list({ firstOfSeries: true }) },
  'categories and tags': { request: 'GET /events?categories=3,4&tags=jazz', filter: list({ termIds: [[3, 4], [7]] }) },
  'venue and organizer': { request: 'GET /events?venue=21&organizer=22,23', filter: list({ venueIds: [21], organizerIds: [22, 23] }) },
  'event status, canceled left out': { request: 'GET /events?event_status=scheduled,postponed', filter: list({ eventStatuses: ['scheduled', 'postponed'] }) },
  'event status, canceled only': { request: 'GET /events?event_status=canceled', filter: list({ eventStatuses: ['canceled'] }) },
  search: { request: 'GET /events?search=concert', filter: list({ search: 'concert' }) },
  'search with dates': {
    request: 'GET /events?search=concert&start_date=2027-01-01',
    filter: list({ search: 'concert', dates: [{ name: 'start_date', at: at('2027-01-01T00:00:00'), sent: true }, DEFAULT_WINDOW[1]!] }),
  },
  'short search': { request: 'GET /events?search=ka', filter: list({ search: 'ka' }) },
  'phrase and exclusion': { request: 'GET /events?search="spring fair" -cancelled', filter: list({ search: '"spring fair" -cancelled' }) },
  geoloc: { request: 'GET /events?geoloc=true', filter: list({ geo: 'located' }) },
  'geoloc near a point': { request: 'GET /events?geoloc=true&geoloc_lat=52.09&geoloc_lng=5.12&geoloc_radius=10', filter: list({ geo: new Map([[21, 0.8], [24, 6.2]]) }) },
  'geoloc, nothing near': { request: 'GET /events?geoloc=true&geoloc_lat=0&geoloc_lng=0', filter: list({ geo: new Map() }) },
}
