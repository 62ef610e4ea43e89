// Deterministic benchmark calendar: 100,000 events over two years (one year either side of the anchor day), with
// venues, organizers, categories and tags, in several time zones and languages, with the status/flag mix of a
// real site. Same anchor + same counts → the same database, row for row.
//
//   npx tsx bench/seed.ts [--out bench/data/calendar-100k.db] [--anchor 2026-11-21] [--events 100000]
//
// Rows are written with Prisma `createMany` (not through the HTTP API: 100k validated creates would dominate a
// benchmark run); ids, slugs, wall-clock/UTC pairs and translation groups follow the service's own rules.
import { existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { DateTime } from 'luxon'
import { applyMigrations } from '../src/db/migrate.js'
import { createDb, databaseKind, prepareDb } from '../src/db/client.js'
import { slugify } from '../src/domain/text.js'
import { wallClockToNaive } from '../src/domain/dates.js'
import { searchText } from '../src/domain/search.js'
import type { Prisma } from '../src/generated/prisma/client.js'

export interface SeedOptions {
  events: number
  venues: number
  organizers: number
  categories: number
  tags: number
  /** the middle of the two-year span, `YYYY-MM-DD` (UTC); default: today */
  anchor: string
}

export const DEFAULT_SEED: SeedOptions = {
  events: 100_000, venues: 2_000, organizers: 1_000, categories: 200, tags: 500, anchor: DateTime.utc().toISODate()!,
}

/** The site timezone the benchmark runs the service with (events themselves use several zones). */
export const BENCH_TIMEZONE = 'Europe/Amsterdam'

/** The clock the in-process benchmarks pin: noon of the default anchor day in the site's zone (ms since the epoch),
 *  computed once (a clock that parsed it on every call cost each request ~5 % of its time in luxon). */
export const BENCH_NOON_MS = DateTime.fromISO(`${DEFAULT_SEED.anchor}T12:00:00`, { zone: BENCH_TIMEZONE }).toMillis()

const ZONES = ['Europe/Amsterdam', 'Europe/Amsterdam', 'Europe/London', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Australia/Sydney', 'UTC']
const LANGS = [...Array(90).fill('en'), ...Array(5).fill('nl'), ...Array(3).fill('de'), ...Array(2).fill('fr')] as string[]
const ADJECTIVES = ['Spring', 'Summer', 'Autumn', 'Winter', 'Grand', 'Little', 'Open', 'Late-night', 'Family', 'Jazz', 'Baroque', 'Electronic', 'Folk', 'Modern', 'Historic', 'Vegan', 'Outdoor', 'Indoor', 'Community', 'Charity']
const NOUNS = ['Fair', 'Concert', 'Market', 'Festival', 'Workshop', 'Lecture', 'Exhibition', 'Tour', 'Meetup', 'Screening', 'Recital', 'Quiz', 'Run', 'Dinner', 'Dance', 'Reading', 'Symposium', 'Tasting', 'Hackathon', 'Parade']
const PLACES = ['Amsterdam', 'Utrecht', 'Köln', 'Zürich', 'Église Saint-Paul', 'São Paulo', 'Ærø', 'Straße des 17. Juni', 'Brooklyn', 'Kyoto', 'Sydney', 'the Park', 'the Old Harbour', 'Town Hall', 'the Library']
// Description text follows Zipf's law like real prose: the most frequent words are English stop words (which
// search ignores), then event vocabulary, then a long tail of made-up words. A 30-word vocabulary would put every
// word in nine events out of ten and make every search a worst case no real calendar has.
const STOP = ['the', 'and', 'of', 'to', 'in', 'a', 'for', 'with', 'is', 'on', 'at', 'by', 'this', 'be', 'as', 'from', 'or', 'an', 'are', 'will']
const WORDS = ['music', 'art', 'food', 'children', 'free', 'entrance', 'tickets', 'garden', 'river', 'choir', 'orchestra', 'poetry', 'science', 'history', 'cinema', 'theatre', 'coffee', 'bicycle', 'market', 'volunteers', 'crafts', 'lanterns', 'wine', 'cheese', 'photography', 'dance', 'workshop', 'languages', 'night', 'morning']
const SYLLABLES = ['ka', 'lo', 'mi', 'ter', 'van', 'su', 're', 'don', 'pa', 'li', 'ne', 'mor', 'gi', 'stu', 'bel', 'ha', 'zo', 'ri', 'fen', 'ta']
const VOCABULARY = [...STOP, ...WORDS, ...Array.from({ length: 5000 }, (_, i) => {
  let w = ''
  for (let n = i + 400; n > 0; n = Math.floor(n / SYLLABLES.length)) w += SYLLABLES[n % SYLLABLES.length]
  return w
})]
const ZIPF = (() => {
  const cumulative: number[] = []
  let sum = 0
  for (let rank = 1; rank <= VOCABULARY.length; rank++) cumulative.push(sum += 1 / rank)
  return cumulative.map((c) => c / sum)
})()
const CITIES: Array<[string, number, number, string]> = [
  ['Amsterdam', 52.37, 4.90, 'NL'], ['Utrecht', 52.09, 5.12, 'NL'], ['Berlin', 52.52, 13.40, 'DE'], ['Köln', 50.94, 6.96, 'DE'],
  ['Paris', 48.86, 2.35, 'FR'], ['Lyon', 45.76, 4.84, 'FR'], ['London', 51.51, -0.13, 'GB'], ['New York', 40.71, -74.01, 'US'],
  ['Los Angeles', 34.05, -118.24, 'US'], ['Tokyo', 35.68, 139.69, 'JP'], ['Sydney', -33.87, 151.21, 'AU'], ['Zürich', 47.37, 8.54, 'CH'],
]

/** `a[i]` for an index the caller keeps in range; out of range is a bug in the seed, not a missing value. */
function at<T> (a: readonly T[], i: number): T {
  const value = a[i]
  if (value === undefined) throw new RangeError(`index ${i} outside 0…${a.length - 1}`)
  return value
}

/** mulberry32: tiny, fast, and the same sequence on every platform. */
function rng (seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6D2B79F5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Progress of a long seed, per step (label, rows done of total, elapsed time, rate). On a terminal one line is
 * redrawn in place as a bar, at most 10 times a second; elsewhere (CI logs, a pipe) a plain line every 10 % of a step
 * of 10k rows or more, and one when each step ends.
 */
export class SeedProgress {
  private step = { label: '', total: 0, done: 0, started: 0, shown: -1, drawnAt: 0 }
  private readonly began: number

  constructor (private readonly out: { write (s: string): unknown; isTTY?: boolean }, private readonly now: () => number = Date.now) {
    this.began = now()
  }

  start (label: string, total: number): void {
    this.step = { label, total, done: 0, started: this.now(), shown: -1, drawnAt: 0 }
  }

  advance (rows: number): void {
    const s = this.step
    s.done = Math.min(s.total, s.done + rows)
    const percent = s.total === 0 ? 100 : Math.floor((s.done * 100) / s.total)
    if (this.out.isTTY) {
      const now = this.now()
      if (s.done < s.total && now - s.drawnAt < 100) return
      s.drawnAt = now
      const width = 30
      const filled = Math.round((percent / 100) * width)
      this.out.write(`\r\x1b[2K${s.label.padEnd(16)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${this.figures()}`)
      if (s.done >= s.total) this.out.write('\n')
      return
    }
    const tenth = Math.floor(percent / 10)
    const last = s.done >= s.total
    if (!last && (s.total < 10_000 || tenth === s.shown || tenth === 0)) return
    if (last && s.shown === 10) return
    s.shown = last ? 10 : tenth
    this.out.write(`${s.label}: ${last ? 100 : tenth * 10}% ${this.figures()}\n`)
  }

  private figures (): string {
    const s = this.step
    const seconds = (this.now() - s.started) / 1000
    const rate = seconds > 0 ? Math.round(s.done / seconds) : 0
    return `${s.done.toLocaleString('en')}/${s.total.toLocaleString('en')} rows, ${seconds.toFixed(1)} s, ${rate.toLocaleString('en')} rows/s (total ${((this.now() - this.began) / 1000).toFixed(1)} s)`
  }
}

export async function seed (databaseUrl: string, opts: SeedOptions = DEFAULT_SEED, log: (m: string) => void = () => {}, progress?: SeedProgress): Promise<void> {
  const file = databaseUrl.replace(/^file:/, '')
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) rmSync(file + suffix)
  await applyMigrations({ databaseUrl })
  const db = await createDb(databaseUrl)
  await prepareDb(db, databaseUrl)
  // A bulk load touches the whole file (events go in in the search index's order, not by id): 1 GB of page cache for
  // this connection instead of the service's 8 MB.
  if (databaseKind(databaseUrl) === 'sqlite') await db.$executeRawUnsafe('PRAGMA cache_size = -1048576')
  const r = rng(20261121)
  const pick = <T>(a: readonly T[]): T => at(a, Math.floor(r() * a.length))
  const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1))
  const anchor = DateTime.fromISO(opts.anchor, { zone: 'UTC' })
  const created = anchor.minus({ years: 2 }).toJSDate()
  const zipfWord = () => {
    const x = r()
    let lo = 0
    let hi = ZIPF.length - 1
    while (lo < hi) { const mid = (lo + hi) >> 1; if (at(ZIPF, mid) < x) lo = mid + 1; else hi = mid }
    return at(VOCABULARY, lo)
  }
  const sentence = (n: number) => Array.from({ length: n }, zipfWord).join(' ')
  const batches = async <T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, label: string) => {
    progress?.start(label, rows.length)
    for (let i = 0; i < rows.length; i += 5000) {
      const chunk = rows.slice(i, i + 5000)
      await write(chunk)
      progress?.advance(chunk.length)
    }
  }
  const t0 = Date.now()

  await db.user.upsert({ where: { id: 1 }, update: {}, create: { id: 1, login: 'admin', role: 'administrator' } })

  // Post ids: one shared sequence (SPEC §1.4) — venues, then organizers, then events.
  let nextId = 1
  const post = (title: string, id: number, lang: string) => ({
    id, title, slug: `${slugify(title)}-${id}`, status: 'publish', authorId: 1, publishedAt: created, modifiedAt: created, language: lang, translationGroup: id,
  })
  const venues = Array.from({ length: opts.venues }, () => {
    const [city, lat, lng, country] = pick(CITIES)
    const id = nextId++
    return {
      ...post(`${pick(['Hall', 'Theatre', 'Café', 'Park', 'Church', 'Library', 'Club'])} ${city} ${id}`, id, pick(LANGS)),
      address: `${int(1, 300)} ${pick(['Main Street', 'Kerkstraat', 'Rue de la Paix', 'Hauptstraße'])}`,
      city,
      country,
      zip: String(int(1000, 99999)),
      latitude: lat + (r() - 0.5) * 0.4,
      longitude: lng + (r() - 0.5) * 0.6,
    }
  })
  const organizers = Array.from({ length: opts.organizers }, () => {
    const id = nextId++
    return { ...post(`${pick(['Friends of', 'Society for', 'Club', 'Foundation'])} ${pick(WORDS)} ${id}`, id, pick(LANGS)), email: `org${id}@example.org` }
  })
  await batches([...venues.map((v) => ({ id: v.id, kind: 'venue' })), ...organizers.map((o) => ({ id: o.id, kind: 'organizer' }))], (c) => db.postKey.createMany({ data: c }), 'post keys')
  await batches(venues, (c) => db.venue.createMany({ data: c }), 'venues')
  await batches(organizers, (c) => db.organizer.createMany({ data: c }), 'organizers')

  // Terms: 10 % of the categories are top level, the rest children of one of them.
  let termId = 1
  const topCount = Math.max(1, Math.round(opts.categories / 10))
  const categories = Array.from({ length: opts.categories }, (_, i) => {
    const id = termId++
    const name = `${pick(ADJECTIVES)} ${pick(NOUNS)} ${id}`
    return { id, kind: 'category', name, slug: slugify(name), parentId: i < topCount ? null : int(1, topCount), language: 'en', translationGroup: id }
  })
  const tags = Array.from({ length: opts.tags }, () => {
    const id = termId++
    const name = `${pick(WORDS)} ${id}`
    return { id, kind: 'tag', name, slug: slugify(name), language: 'en', translationGroup: id }
  })
  await batches([...categories, ...tags], (c) => db.term.createMany({ data: c }), 'terms')
  log(`venues, organizers, terms: ${Date.now() - t0} ms`)

  const spanMinutes = 2 * 365 * 24 * 60
  const startOfSpan = anchor.minus({ years: 1 })
  const eventRows: Prisma.EventCreateManyInput[] = []
  const eventOrganizers: Array<{ eventId: number; organizerId: number; position: number }> = []
  const eventTerms: Array<{ eventId: number; termId: number }> = []
  progress?.start('generate events', opts.events)
  for (let i = 0; i < opts.events; i++) {
    if (i > 0 && i % 1000 === 0) progress?.advance(1000)
    const id = nextId++
    const zone = pick(ZONES)
    const allDay = r() < 0.1
    let start = startOfSpan.plus({ minutes: Math.floor(r() * spanMinutes) }).setZone(zone, { keepLocalTime: true }).set({ hour: int(8, 22), minute: pick([0, 15, 30, 45]), second: 0 })
    let end = r() < 0.05 ? start.plus({ days: int(1, 5), hours: int(1, 4) }) : start.plus({ hours: int(1, 4) })
    if (allDay) { start = start.startOf('day'); end = end.endOf('day').set({ millisecond: 0 }) }
    const title = `${pick(ADJECTIVES)} ${pick(NOUNS)} in ${pick(PLACES)}`
    const roll = r()
    const status = roll < 0.90 ? 'publish' : roll < 0.93 ? 'draft' : roll < 0.95 ? 'pending' : roll < 0.97 ? 'private' : roll < 0.99 ? 'future' : 'trash'
    const published = status === 'future' ? anchor.plus({ days: int(1, 300) }).toJSDate() : start.minus({ days: int(7, 90) }).toUTC().toJSDate()
    const description = `<p>${sentence(int(20, 60))}.</p>\n<p>${sentence(int(10, 40))}${r() < 0.05 ? ' 100% fun_for all' : ''}.</p>`
    const excerpt = r() < 0.5 ? sentence(int(5, 15)) : ''
    const venueId = r() < 0.9 ? pick(venues).id : null
    const row = {
      ...post(title, id, pick(LANGS)),
      slug: `${slugify(title)}-${id}${status === 'trash' ? '__trashed' : ''}`,
      status,
      publishedAt: published,
      modifiedAt: published,
      description,
      excerpt,
      searchText: searchText(title, excerpt, description),
      password: r() < 0.01 ? 'secret' : '',
      parentId: i > 0 && r() < 0.02 ? id - int(1, Math.min(i, 50)) : null,
      startLocal: wallClockToNaive(start),
      endLocal: wallClockToNaive(end),
      startUtc: start.toUTC().toJSDate(),
      endUtc: end.toUTC().toJSDate(),
      timezone: zone,
      allDay,
      cost: r() < 0.5 ? JSON.stringify([String(int(0, 80))]) : null,
      featured: r() < 0.05,
      hideFromListings: r() < 0.01,
      sticky: r() < 0.01,
      showMap: true,
      showMapLink: true,
      venueId,
    }
    eventRows.push(row)
    const orgCount = r() < 0.3 ? 0 : r() < 0.7 ? 1 : 2
    const orgs = new Set<number>()
    for (let k = 0; k < orgCount; k++) orgs.add(pick(organizers).id)
    ;[...orgs].forEach((organizerId, position) => eventOrganizers.push({ eventId: id, organizerId, position }))
    const terms = new Set<number>()
    for (let k = int(1, 3); k > 0; k--) terms.add(pick(categories).id)
    for (let k = int(0, 4); k > 0; k--) terms.add(pick(tags).id)
    for (const t of terms) eventTerms.push({ eventId: id, termId: t })
  }
  progress?.advance(opts.events - Math.floor(Math.max(0, opts.events - 1) / 1000) * 1000) // the last, partial thousand
  await batches(eventRows.map((e) => ({ id: e.id, kind: 'event' })), (c) => db.postKey.createMany({ data: c }), 'event post keys')
  // Rows go in in the order of their search-index key (see searchKeyOrder): FTS5 flushes its pending terms to a new
  // segment whenever a rowid is not above the previous one, so 100k rows in id order made ~100k segments and
  // merges (137 rows/s and falling); in key order a batch is one segment.
  await batches(eventRows.slice().sort(searchKeyOrder), (c) => db.event.createMany({ data: c }), 'events')
  await batches(eventOrganizers, (c) => db.eventOrganizer.createMany({ data: c }), 'organizer links')
  await batches(eventTerms, (c) => db.eventTerm.createMany({ data: c }), 'term links')
  // The search index as a bulk load leaves it: merged into one segment, as the migration event_search_list does (seeking
  // a rowid range in the twenty segments of 5,000-row batches made a search's page 2–5× slower). SQLite only: PostgreSQL
  // has no such index (the tests seed both).
  if (databaseKind(databaseUrl) === 'sqlite') await db.$executeRawUnsafe('INSERT INTO "EventSearchList"("EventSearchList") VALUES (\'optimize\')')
  await db.$executeRawUnsafe('ANALYZE')
  log(`${opts.events} events, ${eventOrganizers.length} organizer links, ${eventTerms.length} term links: ${Date.now() - t0} ms`)
  await db.$disconnect()
}

const SEARCH_BUCKET: Record<string, number> = { en: 1, nl: 2, de: 3, fr: 4 }
/** The order of `EventSearchList`'s rowid (bucket, local start day, id), as the migration event_search_list keys it. */
function searchKeyOrder (a: Prisma.EventCreateManyInput, b: Prisma.EventCreateManyInput): number {
  const bucket = (e: Prisma.EventCreateManyInput) =>
    e.status === 'publish' && !e.hideFromListings && !e.password ? SEARCH_BUCKET[e.language ?? ''] ?? 0 : 0
  return bucket(a) - bucket(b) || String(a.startLocal).slice(0, 10).localeCompare(String(b.startLocal).slice(0, 10)) || a.id! - b.id!
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'bench/data/calendar-100k.db' }, anchor: { type: 'string' }, events: { type: 'string' } } })
  const out = resolve(values.out!)
  const opts = { ...DEFAULT_SEED, ...(values.anchor ? { anchor: values.anchor } : {}), ...(values.events ? { events: Number(values.events) } : {}) }
  await seed(`file:${out}`, opts, (m) => console.log(m), new SeedProgress(process.stdout))
  console.log(`seeded ${out} (anchor ${opts.anchor})`)
}
