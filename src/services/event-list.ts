// GET /events (SPEC §5.1): parameter rules, then one SQL filter shared by the page query and the count.
//
// The filter is SQL rather than a Prisma `where` because its fast shape needs what Prisma cannot say: the list
// walks covering indexes (see `listIndexes`), so counting 50k events of a 100k calendar never reads a row;
// term/organizer filters are `IN (subquery)` on the link indexes; search goes through the trigram index
// (./search.ts); geolocation orders by a CTE of venue distances.
// Only the ids of one page come out of SQL; Prisma then loads those rows with their relations.
import type { DateTime } from 'luxon'
import { ParamProblems } from '../errors.js'
import { DAY_MS, endOfDay, parseDateInput, startOfDay, wallClockToNaive } from '../lib/dates.js'
import { slugify } from '../lib/text.js'
import { MAX_PER_PAGE, echoParams, type ListResult } from '../lib/pagination.js'
import { Prisma } from '../generated/prisma/client.js'
import type { EventListFilters } from '../schemas/event.js'
import type { EventRow } from '../presenters/event.js'
import type { Event } from '../generated/prisma/client.js'
import { withEventRelations } from './relations.js'
import { canListUnpublished } from './access.js'
import type { ServiceContext } from './context.js'
import { kindOfId, listStatuses } from './posts.js'
import { databaseKind } from '../db/client.js'
import { venuesWithin } from './geo.js'
import { searchConditions, type SearchSql } from './search.js'

const { sql, join, raw } = Prisma

const DATE_FILTERS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'] as const
type DateFilter = typeof DATE_FILTERS[number]

/** Each date filter: the column it compares and how (SPEC §5.1 table). */
const DATE_COMPARISON: Record<DateFilter, [column: string, op: string]> = {
  start_date: ['startLocal', '>='],
  end_date: ['endLocal', '<='],
  starts_before: ['startLocal', '<'],
  starts_after: ['startLocal', '>'],
  ends_before: ['endLocal', '<'],
  ends_after: ['endLocal', '>'],
}

/** Comparable site wall clock of a list date filter (SPEC §5.1 date rules 1–2). */
function filterDate (raw: string, name: DateFilter, strict: boolean, zone: string, now: DateTime, problems: ParamProblems): DateTime | undefined {
  const dt = parseDateInput(raw, zone, now)
  if (!dt) { problems.add(name, 'Invalid date.'); return undefined }
  if (strict) return dt
  return name === 'start_date' ? startOfDay(dt) : endOfDay(dt)
}

type DateFilters = Partial<Record<DateFilter, DateTime>>

/** The effective date filters at `now`: explicit ones, then the defaults unless a starts_…/ends_… filter or
 *  `include` drops them (SPEC §5.1 date rules 3–5). */
function dateFiltersAt (f: EventListFilters, zone: string, now: DateTime, problems: ParamProblems): DateFilters {
  const strict = f.strict_dates === true
  const dates: DateFilters = {}
  for (const name of DATE_FILTERS) {
    const raw = f[name]
    if (raw === undefined) continue
    const dt = filterDate(raw, name, strict, zone, now, problems)
    if (dt) dates[name] = dt
  }
  const rangeGiven = f.starts_before !== undefined || f.starts_after !== undefined || f.ends_before !== undefined || f.ends_after !== undefined
  if (f.include) { delete dates.start_date; delete dates.end_date } else if (!rangeGiven) {
    if (f.start_date === undefined) dates.start_date = filterDate('yesterday 23:59', 'start_date', strict, zone, now, problems)
    if (f.end_date === undefined) dates.end_date = endOfDay(now.plus({ months: 24 }))
  }
  return dates
}

/** The date filters of a request. Relative dates and the default window move with the clock: the answer depends on
 *  it only through the instants they resolve to, which is what a cached answer is checked against. */
function dateFilters (sc: ServiceContext, f: EventListFilters, problems: ParamProblems): DateFilters {
  const zone = sc.config.timezone
  const instants = (now: DateTime) => Object.entries(dateFiltersAt(f, zone, now, new ParamProblems())).map(([k, dt]) => `${k}=${dt.toMillis()}`).join('&')
  return dateFiltersAt(f, zone, sc.nowFor(instants), problems)
}

/** Term filter items → ids: numbers are ids of any language, strings are slugs in the effective language
 *  (SPEC §1.5); null when any item does not exist (SPEC §5.1: 400). */
async function termFilterIds (sc: ServiceContext, kind: 'category' | 'tag', items: Array<number | string>): Promise<number[] | null> {
  const ids = items.filter((i): i is number => typeof i === 'number')
  const slugs = items.filter((i): i is string => typeof i === 'string').map((i) => slugify(i))
  const [byId, bySlug] = await Promise.all([
    ids.length ? sc.db.term.findMany({ where: { kind, id: { in: ids } }, select: { id: true } }) : [],
    slugs.length ? sc.db.term.findMany({ where: { kind, language: sc.req.lang, slug: { in: slugs } }, select: { id: true, slug: true } }) : [],
  ])
  if (byId.length !== new Set(ids).size || new Set(bySlug.map((t) => t.slug)).size !== new Set(slugs).size) return null
  return [...byId, ...bySlug].map((t) => t.id)
}

const column = (name: string) => raw(`e."${name}"`)

/** geoloc=true without a point: events at a venue with coordinates. */
const GEO_VENUE = sql`e."venueId" IN (SELECT "id" FROM "Venue" WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL)`

/** What decides which index a list query walks (see `listIndexes`). */
interface QueryShape {
  statuses: number
  /** a lower bound on the start (start_date, starts_after) */
  startFrom: boolean
  /** a lower bound on the end (ends_after) */
  endFrom: boolean
  /** geoloc=true: events of the venues with coordinates */
  venueSet: boolean
  /** a filter that selects few events through another index (include, post_parent, terms, venue, organizer) */
  selective: boolean
  /** the caller sent no date filter: the default window, two years of events */
  defaultWindow: boolean
}

/** Bounds on the start of the listed events: the operator and the naive local instant. */
interface StartBounds { from?: ['>=' | '>', Date]; to?: ['<=' | '<', Date] }

interface EventListQuery {
  /** every condition but the search and the default end of the window */
  where: Prisma.Sql[]
  search?: SearchSql
  /** the default end of the window (SPEC §5.1 date rule 3), kept apart for the count (see `countSql`) */
  windowEnd?: Date
  distances?: Map<number, number>
  dates: DateFilters
  shape: QueryShape
  /** set when the count can sum EventStartDay (see `dayCountSql`): the conditions on the columns both tables have,
   *  and the bounds on the start, the only other filter */
  days?: StartBounds & { key: Prisma.Sql[] }
}

/** Checks the filters (one 400 naming every bad one) and turns them into SQL conditions; no event is read. */
export async function eventListQuery (sc: ServiceContext, f: EventListFilters): Promise<EventListQuery> {
  const problems = new ParamProblems()

  if (f.ticketed === true) {
    problems.add('ticketed', 'Tickets are not supported.', { code: 'event-tickets-not-active', message: 'Ticketing is not active on this site.', data: { status: 400 } })
  }
  const statuses = listStatuses(sc.caller, f.status, canListUnpublished(sc.caller), problems)
  const dates = dateFilters(sc, f, problems)

  // The columns EventStartDay shares with Event (see `dayCountSql`).
  const key: Prisma.Sql[] = [
    sql`e."language" = ${sc.req.lang}`,
    sql`e."hideFromListings" = ${false}`,
    sql`e."status" IN (${join(statuses)})`,
  ]
  if (f.featured !== undefined) key.push(sql`e."featured" = ${f.featured}`)
  const where: Prisma.Sql[] = [...key]
  let windowEnd: Date | undefined
  const startBounds: StartBounds = {}
  for (const [name, dt] of Object.entries(dates) as Array<[DateFilter, DateTime]>) {
    const [col, op] = DATE_COMPARISON[name]
    if (col === 'startLocal' && op.startsWith('>')) startBounds.from = [op as '>=' | '>', wallClockToNaive(dt)]
    if (col === 'startLocal' && op.startsWith('<')) startBounds.to = [op as '<=' | '<', wallClockToNaive(dt)]
    if (name === 'end_date' && f.end_date === undefined) {
      // The default end comes only without starts_…/ends_… filters (see dateFiltersAt): the one upper bound on the start.
      windowEnd = wallClockToNaive(dt)
      startBounds.to = ['<=', windowEnd]
    } else where.push(sql`${column(col)} ${raw(op)} ${wallClockToNaive(dt)}`)
    // An event never ends before it starts, so an upper bound on the end bounds the start too: the redundant
    // condition lets the start-ordered index stop early instead of walking every later event.
    if (name === 'end_date' || name === 'ends_before') where.push(sql`e."startLocal" ${raw(op)} ${wallClockToNaive(dt)}`)
  }
  const shape: QueryShape = {
    statuses: statuses.length,
    startFrom: dates.start_date !== undefined || dates.starts_after !== undefined,
    endFrom: dates.ends_after !== undefined,
    venueSet: f.geoloc === true && f.geoloc_lat === undefined,
    selective: f.include !== undefined || f.post_parent !== undefined || [f.categories, f.tags, f.venue, f.organizer].some((l) => l !== undefined && l.length > 0),
    defaultWindow: DATE_FILTERS.every((name) => f[name] === undefined),
  }
  if (f.include) where.push(sql`e."id" IN (${join(f.include)})`)
  if (f.post_parent !== undefined) {
    if ((await kindOfId(sc.db, f.post_parent)) !== 'event') problems.add('post_parent', 'No such event.')
    where.push(sql`e."parentId" = ${f.post_parent}`)
  }
  const search = f.search === undefined ? undefined : searchConditions(f.search, { trigramIndex: databaseKind(sc.config.databaseUrl) === 'sqlite' })
  for (const [param, kind] of [['categories', 'category'], ['tags', 'tag']] as const) {
    const items = f[param]
    if (!items?.length) continue
    const ids = await termFilterIds(sc, kind, items)
    if (ids === null) problems.add(param, `Every item must be an existing ${kind} id or slug.`)
    else where.push(sql`e."id" IN (SELECT "eventId" FROM "EventTerm" WHERE "termId" IN (${join(ids)}))`)
  }
  for (const [param, kind] of [['venue', 'venue'], ['organizer', 'organizer']] as const) {
    const ids = f[param]
    if (!ids?.length) continue
    const kinds = await Promise.all(ids.map((id) => kindOfId(sc.db, id)))
    if (kinds.some((k) => k !== kind)) problems.add(param, `Every item must be an existing ${kind} id.`)
    else {
      where.push(kind === 'venue'
        ? sql`e."venueId" IN (${join(ids)})`
        : sql`e."id" IN (SELECT "eventId" FROM "EventOrganizer" WHERE "organizerId" IN (${join(ids)}))`)
    }
  }
  // Geolocation (SPEC §5.1): only with geoloc=true; lat/lng must then come together.
  let distances: Map<number, number> | undefined
  if (f.geoloc === true) {
    const hasLat = f.geoloc_lat !== undefined
    const hasLng = f.geoloc_lng !== undefined
    if (hasLat !== hasLng) problems.add(hasLat ? 'geoloc_lng' : 'geoloc_lat', 'geoloc_lat and geoloc_lng go together.')
    else if (hasLat && hasLng) {
      // The venues in range (all with coordinates) join the query below, with their distances.
      distances = await venuesWithin(sc.db, sc.req.lang, f.geoloc_lat!, f.geoloc_lng!, f.geoloc_radius ?? 10)
      if (distances.size === 0) where.push(sql`1 = 0`)
    } else {
      where.push(GEO_VENUE)
    }
  }
  problems.throwIfAny()
  // The per-day counts answer the key columns and bounds on the start (one of each kind), nothing else.
  const dayCountable = !shape.selective && search === undefined && (f.geoloc !== true || shape.venueSet) &&
    f.ends_after === undefined && f.ends_before === undefined && f.end_date === undefined &&
    !(f.start_date !== undefined && f.starts_after !== undefined)
  return { where, search, windowEnd, distances, dates, shape, days: dayCountable ? { key, ...startBounds } : undefined }
}

/**
 * The index each query of a list walks, on SQLite (see the Event model). Every one of them covers the filter, so a
 * page and its count never read a row; but with statistics on four similar indexes SQLite's planner sometimes
 * picks a skip-scan of the wrong one (a 2–4× slower count), so the common shapes name theirs. Selective filters
 * and distance order are left to the planner: they start from another index (links, ids, venues).
 */
function listIndexes (shape: QueryShape): { page?: string; count?: string } {
  if (shape.selective) return {}
  if (shape.endFrom && !shape.startFrom) return { page: 'Event_list_end_idx', count: 'Event_list_end_idx' }
  return {
    // One status is an equality prefix: list order straight from the index. Several would need a sort.
    page: shape.statuses === 1 ? 'Event_list_status_idx' : 'Event_list_idx',
    // geoloc=true: a few thousand venues, each a short range of the venue index, beat probing every event.
    count: shape.venueSet ? 'Event_list_venue_idx' : 'Event_list_status_idx',
  }
}

export async function listEvents (sc: ServiceContext, f: EventListFilters): Promise<ListResult<EventRow>> {
  const query = await eventListQuery(sc, f)
  const { distances, dates } = query
  const perPage = Math.min(f.per_page ?? sc.config.postsPerPage, MAX_PER_PAGE)
  const page = f.page ?? 1

  // rest_url echoes what the caller sent, dates with their effective normalized value (SPEC §3.4).
  const normalized = Object.fromEntries(Object.entries(dates)
    .filter(([k]) => f[k as DateFilter] !== undefined)
    .map(([k, dt]) => [k, dt.toFormat('yyyy-MM-dd HH:mm:ss')]))
  const echo = echoParams(f as Record<string, unknown>, perPage, normalized)

  // Nearest venue first, then the normal order (SPEC §5.1 geoloc): the distances ride along as a CTE.
  const byDistance = distances !== undefined && distances.size > 0
  const near = byDistance
    ? sql`WITH "near"("venueId", "distance") AS (VALUES ${join([...distances!].map(([id, d]) => sql`(CAST(${id} AS INTEGER), CAST(${d} AS DOUBLE PRECISION))`))}) `
    : sql``
  const from = (index?: string) => byDistance
    ? sql`"Event" e JOIN "near" ON "near"."venueId" = e."venueId"`
    : sql`"Event" AS e${raw(index ? ` INDEXED BY "${index}"` : '')}`
  const indexes = !byDistance && databaseKind(sc.config.databaseUrl) === 'sqlite' ? listIndexes(query.shape) : {}
  const order = f.include ? sql`e."publishedAt", e."id"` : sql`e."startLocal", e."id"`
  const offset = (page - 1) * perPage
  if (query.search?.drive && query.shape.defaultWindow && indexes.count !== undefined) {
    // A search over the default window (SQLite): one pass over the matches gives the page and the total. Each
    // match is sought in the id-first index, and the window function counts them before LIMIT. Probing every
    // event of two years against the matches instead (the other lists' plan) evaluated the MATCH for the page and
    // again for the count (a word with no match: 8 → 1 ms at 100k events; a typical word gains little, its time is
    // the MATCH and the seeks).
    const found = await sc.db.$queryRaw<Array<{ id: number; n: bigint | number }>>(sql`SELECT e."id" AS "id", count(*) OVER () AS "n"
      FROM "Event" AS e INDEXED BY "Event_list_id_idx" WHERE ${listFilter(query, 'drive', '<=')}
      ORDER BY ${order} LIMIT ${perPage} OFFSET ${offset}`)
    // No row: page 1 of nothing, or a page past the end (404 whatever the total).
    const total = found.length ? Number(found[0].n) : 0
    return { rows: await loadInOrder(sc, found.map((r) => Number(r.id))), total, page, perPage, echo }
  }
  const ids = (await sc.db.$queryRaw<Array<{ id: number }>>(sql`${near}SELECT e."id" AS "id" FROM ${from(indexes.page)}
    WHERE ${listFilter(query, 'probe', '<=')}
    ORDER BY ${byDistance ? sql`"near"."distance", ` : sql``}${order} LIMIT ${perPage} OFFSET ${offset}`)).map((r) => Number(r.id))

  // A short page tells the total without counting (page past the end is a 404 either way).
  const total = ids.length < perPage && (ids.length > 0 || page === 1)
    ? (page - 1) * perPage + ids.length
    : Number((await sc.db.$queryRaw<Array<{ n: bigint | number }>>(sql`${near}${countSql(query, indexes.count, from)}`))[0].n)
  return { rows: await loadInOrder(sc, ids), total, page, perPage, echo }
}

/** The WHERE clause of a list query: the search in one of its forms, the default end of the window as given
 *  (`<=`), as its complement (`>`) or left out. */
function listFilter (q: EventListQuery, search: 'probe' | 'drive', windowEnd: '<=' | '>' | null): Prisma.Sql {
  return join([
    ...q.where,
    ...(q.search?.[search] ?? q.search?.probe ?? []),
    ...(q.windowEnd && windowEnd ? [sql`e."endLocal" ${raw(windowEnd)} ${q.windowEnd}`] : []),
  ], ' AND ')
}

/**
 * The count of a list: from the per-day counts when the filter allows (`dayCountSql`), else on the index `index`
 * (SQLite's common shapes, see `listIndexes`) or as the planner likes. (A search over the default window on SQLite
 * gets its total with its page, see `listEvents`.) The default window's end (`endLocal <=` two years ahead) is the
 * one condition of a public count that the start-ordered index cannot answer as a range, and checking it per entry
 * doubled the count's cost. So the count is (events starting in the window) − (those of them that end after it),
 * the second a short range of the end-ordered index. Only for the default end: after an end the caller chose, the
 * events ending later are not few.
 */
function countSql (q: EventListQuery, index: string | undefined, from: (index?: string) => Prisma.Sql): Prisma.Sql {
  if (q.days) return dayCountSql(q, q.days, index, from)
  if (index === undefined) return sql`SELECT count(*) AS "n" FROM ${from()} WHERE ${listFilter(q, 'probe', '<=')}`
  if (q.windowEnd) {
    return sql`SELECT (SELECT count(*) FROM ${from(index)} WHERE ${listFilter(q, 'probe', null)}) -
      (SELECT count(*) FROM ${from('Event_list_end_idx')} WHERE ${listFilter(q, 'probe', '>')}) AS "n"`
  }
  return sql`SELECT count(*) AS "n" FROM ${from(index)} WHERE ${listFilter(q, 'probe', '<=')}`
}

const dayOf = (naive: Date): string => naive.toISOString().slice(0, 10)
const dayStart = (naive: Date): Date => new Date(Math.floor(naive.getTime() / DAY_MS) * DAY_MS)

/**
 * The count of a list filtered only on EventStartDay's key columns and the start (the default list, featured,
 * statuses, starts_after/before; geoloc=true, see below): the events of the whole days the bounds touch, summed
 * from EventStartDay (about 730 rows for the default window), less the events of the first day before the lower
 * bound and of the last day after the upper one (two short index ranges), less — for the default window — the
 * events that end after it. Counting the default window's ~40k events of a 100k calendar in the list index took
 * 3.5 ms; this takes 0.5.
 */
function dayCountSql (q: EventListQuery, days: NonNullable<EventListQuery['days']>, index: string | undefined, from: (index?: string) => Prisma.Sql): Prisma.Sql {
  // On SQLite (`index` set) each count names its index, as in `listIndexes`.
  const count = (conditions: Prisma.Sql[], named: string) => sql`(SELECT count(*) FROM ${from(index && named)} WHERE ${join(conditions, ' AND ')})`
  const dayRange = [
    ...(days.from ? [sql`e."day" >= ${dayOf(days.from[1])}`] : []),
    ...(days.to ? [sql`e."day" <= ${dayOf(days.to[1])}`] : []),
  ]
  const parts = [sql`(SELECT COALESCE(SUM(e."events"), 0) FROM "EventStartDay" AS e WHERE ${join([...days.key, ...dayRange], ' AND ')})`]
  if (days.from) {
    const [op, at] = days.from
    parts.push(count([...days.key, sql`e."startLocal" >= ${dayStart(at)}`, sql`e."startLocal" ${raw(op === '>=' ? '<' : '<=')} ${at}`], 'Event_list_status_idx'))
  }
  if (days.to) {
    const [op, at] = days.to
    parts.push(count([...days.key, sql`e."startLocal" ${raw(op === '<=' ? '>' : '>=')} ${at}`, sql`e."startLocal" < ${new Date(dayStart(at).getTime() + DAY_MS)}`], 'Event_list_status_idx'))
  }
  // Every condition but geoloc's: the key and the bounds on the start.
  const started = q.where.filter((c) => c !== GEO_VENUE)
  if (q.windowEnd) parts.push(count([...started, sql`e."endLocal" > ${q.windowEnd}`], 'Event_list_end_idx'))
  if (q.shape.venueSet) {
    // geoloc=true: less the events of the window without a venue or at a venue without coordinates, the few that
    // the venue-first index finds directly (most events have a located venue: counting those took 9 ms).
    const window = [...started, ...(q.windowEnd ? [sql`e."endLocal" <= ${q.windowEnd}`] : [])]
    parts.push(count([sql`e."venueId" IS NULL`, ...window], 'Event_list_venue_idx'))
    parts.push(count([sql`e."venueId" IN (SELECT "id" FROM "Venue" WHERE "latitude" IS NULL OR "longitude" IS NULL)`, ...window], 'Event_list_venue_idx'))
  }
  return sql`SELECT ${join(parts, ' - ')} AS "n"`
}

/** The page's events in `ids` order, with everything the presenter needs. The folded search column stays in the
 *  database. */
async function loadInOrder (sc: ServiceContext, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return []
  const rows = await sc.db.event.findMany({ where: { id: { in: ids } }, omit: { searchText: true } })
  const byId = new Map(rows.map((r) => [r.id, r]))
  return withEventRelations(sc.db, ids.map((id) => byId.get(id)).filter((r) => r !== undefined) as Event[])
}
