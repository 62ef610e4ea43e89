// The SQL of an event list (SPEC §5.1): a pure function from the filter the service resolved (EventListFilter: ids,
// naive local bounds, statuses — no parameter is read here) to the statements that answer it. Unit-tested for its
// output shape (test/repositories/event-list/list-sql.test.ts), and written out for every query shape by `npm run queries`
// into prisma/queries/, so that a change to a list query is a readable diff.
//
// The filter is SQL rather than a Prisma `where` because its fast shape needs what Prisma cannot say: the list walks
// covering indexes (see `listIndexes`), so counting 50k events of a 100k calendar never reads a row; term/organizer
// filters are `IN (subquery)` on the link indexes; search goes through the trigram index (./search-sql.ts);
// geolocation orders by a CTE of venue distances; the count of the common lists sums per-day counts.
import { Prisma } from '../../generated/prisma/client.js'
import { DAY_MS } from '../../domain/dates.js'
import type { StatusScope, Unlock } from '../../domain/access.js'
import type { Dialect } from '../dialect.js'
import { orderedSearchStatements } from './search-list-sql.js'
import { searchConditions, type SearchSql } from './search-sql.js'
import { scopeSql, unlockedSql } from '../visibility.js'

const { sql, join, raw } = Prisma

export type DateFilterName = 'start_date' | 'end_date' | 'starts_before' | 'starts_after' | 'ends_before' | 'ends_after'

/** Each date filter: the column it compares and how (SPEC §5.1 table). */
const DATE_COMPARISON: Record<DateFilterName, [column: 'startLocal' | 'endLocal', op: '>=' | '>' | '<=' | '<']> = {
  start_date: ['startLocal', '>='],
  end_date: ['endLocal', '<='],
  starts_before: ['startLocal', '<'],
  starts_after: ['startLocal', '>'],
  ends_before: ['endLocal', '<'],
  ends_after: ['endLocal', '>'],
}

/** One effective date filter: a naive local wall clock (SPEC §3.5), sent by the caller or a default of the window. */
export interface DateBound { name: DateFilterName; at: Date; sent: boolean }

/** Everything an event list asks for, resolved by the service (src/services/events/list.ts). */
export interface EventListFilter {
  language: string
  /** statuses listed whoever the author is */
  statuses: string[]
  /** statuses listed only for this author's events (a contributor's or author's own, SPEC §2.3) */
  own?: StatusScope['own']
  /** which protected events the filters on blanked fields may match (SPEC §2.5); absent: every event */
  unlock?: Unlock
  featured?: boolean
  /** the effective date filters, in the order the service resolved them (explicit ones, then the defaults) */
  dates: DateBound[]
  /** `include`: these events only, in publication order */
  ids?: number[]
  parentId?: number
  /** hide_subsequent_recurrences (SPEC §9.3): of each series, only its first occurrence in the window */
  firstOfSeries?: boolean
  /** event_status (SPEC §9.6): the event statuses listed, a strict subset of the three; absent: every one */
  eventStatuses?: string[]
  /** category and tag filters: an event must carry one term of each list */
  termIds: number[][]
  venueIds?: number[]
  organizerIds?: number[]
  search?: string
  /** geoloc=true: events at a venue with coordinates ('located'), or at the venues in range, nearest first */
  geo?: 'located' | Map<number, number>
  page: number
  perPage: number
}

/** The statements of one list page. */
export interface EventListStatements {
  /** the page's event ids in list order (column `id`), and with `withTotal` the list's total in column `n` */
  page: Prisma.Sql
  withTotal: boolean
  /** the total, for a page that cannot tell it (a full page, or an empty page past the first) */
  count: Prisma.Sql
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

/** The conditions of a list, and what its statements are chosen by. */
interface ListConditions {
  /** every condition but the search and the default end of the window */
  where: Prisma.Sql[]
  search?: SearchSql
  /** the default end of the window (SPEC §5.1 date rule 3), kept apart for the count (see `countSql`) */
  windowEnd?: Date
  shape: QueryShape
  /** set when the count can sum EventStartDay (see `dayCountSql`): the conditions on the columns both tables have,
   *  and the bounds on the start, the only other filter */
  days?: StartBounds & {
    key: Prisma.Sql[]
    /** `started` without the password condition */
    started: Prisma.Sql[]
    /** the protected events the request does not unlock, when the filter leaves them out */
    locked?: Prisma.Sql
  }
  /** the conditions of `where` but geoloc's (the per-day count corrects for geoloc on its own) */
  started: Prisma.Sql[]
  /** the bounds on the start, of the caller or the default window */
  startBounds: StartBounds
  /** the condition a protected event must meet when the filter leaves out the ones the request does not unlock */
  unlocked: Prisma.Sql | null
}

function listConditions (f: EventListFilter, dialect: Dialect): ListConditions {
  // The columns EventStartDay shares with Event (see `dayCountSql`).
  const key: Prisma.Sql[] = [
    sql`e."language" = ${f.language}`,
    sql`e."hideFromListings" = ${false}`,
    scopeSql({ everyone: f.statuses, own: f.own }),
  ]
  if (f.featured !== undefined) key.push(sql`e."featured" = ${f.featured}`)
  const where: Prisma.Sql[] = [...key]
  let windowEnd: Date | undefined
  const startBounds: StartBounds = {}
  for (const { name, at, sent } of f.dates) {
    const [col, op] = DATE_COMPARISON[name]
    if (col === 'startLocal' && op.startsWith('>')) startBounds.from = [op as '>=' | '>', at]
    if (col === 'startLocal' && op.startsWith('<')) startBounds.to = [op as '<=' | '<', at]
    if (name === 'end_date' && !sent) {
      // The default end comes only without starts_…/ends_… filters: the one upper bound on the start.
      windowEnd = at
      startBounds.to = ['<=', windowEnd]
    } else where.push(sql`${column(col)} ${raw(op)} ${at}`)
    // An event never ends before it starts, so an upper bound on the end bounds the start too: the redundant
    // condition lets the start-ordered index stop early instead of walking every later event.
    if (name === 'end_date' || name === 'ends_before') where.push(sql`e."startLocal" ${raw(op)} ${at}`)
  }
  const has = (name: DateFilterName) => f.dates.some((d) => d.name === name)
  const sent = (name: DateFilterName) => f.dates.some((d) => d.name === name && d.sent)
  const shape: QueryShape = {
    statuses: f.statuses.length + (f.own?.statuses.length ?? 0),
    startFrom: has('start_date') || has('starts_after'),
    endFrom: has('ends_after'),
    venueSet: f.geo === 'located',
    selective: f.ids !== undefined || f.parentId !== undefined || f.firstOfSeries === true || (f.eventStatuses !== undefined && !f.eventStatuses.includes('scheduled')) || [...f.termIds, f.venueIds, f.organizerIds].some((l) => l !== undefined && l.length > 0),
    defaultWindow: f.dates.every((d) => !d.sent),
  }
  if (f.ids) where.push(sql`e."id" IN (${join(f.ids)})`)
  const eventStatus = f.eventStatuses === undefined ? undefined : eventStatusSql(f.eventStatuses, dialect)
  if (eventStatus) where.push(eventStatus)
  if (f.parentId !== undefined) where.push(sql`e."parentId" = ${f.parentId}`)
  if (f.firstOfSeries) where.push(firstOfSeriesSql(f, dialect))
  const search = f.search === undefined ? undefined : searchConditions(f.search, { trigramIndex: dialect === 'sqlite' })
  for (const ids of f.termIds) where.push(sql`e."id" IN (SELECT "eventId" FROM "EventTerm" WHERE "termId" IN (${join(ids)}))`)
  if (f.venueIds?.length) where.push(sql`e."venueId" IN (${join(f.venueIds)})`)
  if (f.organizerIds?.length) where.push(sql`e."id" IN (SELECT "eventId" FROM "EventOrganizer" WHERE "organizerId" IN (${join(f.organizerIds)}))`)
  // A protected event matches no filter on its blanked fields unless the request unlocks it (SPEC §2.5). The password
  // is no column of the list indexes: it is read for the events the other conditions kept.
  const blankedFilter = search !== undefined || f.featured !== undefined || f.geo !== undefined || [...f.termIds, f.venueIds, f.organizerIds].some((l) => l !== undefined && l.length > 0)
  const unlocked = blankedFilter && f.unlock !== undefined ? unlockedSql(f.unlock) : null
  const anyPassword = [...where]
  if (unlocked) where.push(f.geo instanceof Map && dialect === 'sqlite' ? lockedOut(f.unlock!) : unlocked)
  const started = [...where]
  if (f.geo instanceof Map && f.geo.size === 0) where.push(sql`1 = 0`)
  if (f.geo === 'located') where.push(GEO_VENUE)
  // The per-day counts answer the key columns and bounds on the start (one of each kind), nothing else.
  // A scope with an author (`own`) reads a column EventStartDay does not have. A password condition does too: such a
  // count is that of every event less the protected ones the request does not unlock, the few rows of the partial
  // index "Event_protected_idx" (reading the password of every event of the window took ~100 ms at 100k events).
  const dayCountable = !shape.selective && search === undefined && f.own === undefined && eventStatus === undefined && (f.geo === undefined || shape.venueSet) &&
    !has('ends_after') && !has('ends_before') && !sent('end_date') && !(sent('start_date') && sent('starts_after'))
  const locked = unlocked ? sql`e."password" <> '' AND NOT ${unlocked}` : undefined
  return { where, search, windowEnd, shape, started, startBounds, unlocked, days: dayCountable ? { key, ...startBounds, started: anyPassword, locked } : undefined }
}

/**
 * event_status (SPEC §9.6) as the ids of the few events that are not scheduled, read from the partial index
 * "Event_event_status_idx" (the status is no column of the list indexes, which then stay covering): a list without
 * `scheduled` keeps only those ids (a selective filter, like `include`); one with it leaves out those of the statuses
 * it does not keep. The index's own condition is repeated so that SQLite sees the subquery may read it.
 */
function eventStatusSql (statuses: string[], dialect: Dialect): Prisma.Sql | undefined {
  const others = ['canceled', 'postponed']
  const keep = statuses.includes('scheduled')
  const named = keep ? others.filter((s) => !statuses.includes(s)) : statuses
  if (keep && named.length === 0) return undefined
  const index = dialect === 'sqlite' ? raw(' INDEXED BY "Event_event_status_idx"') : sql``
  const ids = sql`SELECT s."id" FROM "Event" AS s${index} WHERE s."eventStatus" <> 'scheduled' AND s."eventStatus" IN (${join(named)})`
  return keep ? sql`e."id" NOT IN (${ids})` : sql`e."id" IN (${ids})`
}

/**
 * hide_subsequent_recurrences: an event of a series is listed only when no earlier occurrence of its series (by start,
 * then id) is in the window and visible to the caller; other filters are not asked of the earlier one. One probe of
 * the (seriesId, startLocal, id) index per listed occurrence; single events pass at once.
 */
function firstOfSeriesSql (f: EventListFilter, dialect: Dialect): Prisma.Sql {
  const window = f.dates.map(({ name, at }) => {
    const [col, op] = DATE_COMPARISON[name]
    return sql`p.${raw(`"${col}"`)} ${raw(op)} ${at}`
  })
  const earlier = [
    sql`p."seriesId" = e."seriesId"`,
    sql`(p."startLocal" < e."startLocal" OR (p."startLocal" = e."startLocal" AND p."id" < e."id"))`,
    sql`p."language" = e."language"`,
    sql`p."hideFromListings" = ${false}`,
    scopeSql({ everyone: f.statuses, own: f.own }, 'p'),
    ...window,
  ]
  // SQLite's planner otherwise walks an end-ordered list index for each probe.
  const index = dialect === 'sqlite' ? raw(' INDEXED BY "Event_series_idx"') : sql``
  return sql`(e."seriesId" IS NULL OR NOT EXISTS (SELECT 1 FROM "Event" AS p${index} WHERE ${join(earlier, ' AND ')}))`
}

/**
 * The events `unlocked` keeps, as the ids it leaves out: the protected events the request does not unlock, the few
 * rows of the partial index "Event_protected_idx" (an event's password is no column of the list indexes). A search by
 * distance walks the venue index, whose entries hold every other column it reads, and checking `password = ''` read
 * each candidate's row: ~1,500 scattered rows at 100k events, most of the request's time (1.5 → 0.x ms a statement,
 * docs/performance.md). The same set as `unlockedSql`: `password` is never NULL.
 */
function lockedOut (u: Unlock): Prisma.Sql {
  const unlocked = unlockedSql(u, 'p')
  if (unlocked === null) return sql`1 = 1`
  return sql`e."id" NOT IN (SELECT p."id" FROM "Event" AS p INDEXED BY "Event_protected_idx" WHERE p."password" <> '' AND NOT ${unlocked})`
}

/**
 * The index each query of a list walks, on SQLite (see the Event model). Every one of them covers the filter, so a
 * page and its count never read a row; but with statistics on four similar indexes SQLite's planner sometimes picks a
 * skip-scan of the wrong one (a 2–4× slower count), so the common shapes name theirs. Selective filters and distance
 * order are left to the planner: they start from another index (links, ids, venues).
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

type From = (index?: string) => Prisma.Sql

export function eventListStatements (f: EventListFilter, dialect: Dialect): EventListStatements {
  const q = listConditions(f, dialect)
  // Nearest venue first, then the normal order (SPEC §5.1 geoloc): the distances ride along as a CTE.
  const distances = f.geo instanceof Map && f.geo.size > 0 ? f.geo : undefined
  const near = distances
    // Literals, not parameters: a radius may take in every venue, more than a statement can bind (32,766 on SQLite).
    // Both are numbers this service computed (an integer id, a finite distance), never the caller's text.
    ? sql`WITH "near"("venueId", "distance") AS (VALUES ${raw([...distances].map(([id, d]) => `(CAST(${Math.trunc(id)} AS INTEGER), CAST(${Number.isFinite(d) ? d : 0} AS DOUBLE PRECISION))`).join(', '))}) `
    : sql``
  const from: From = (index) => distances
    ? sql`"Event" e JOIN "near" ON "near"."venueId" = e."venueId"`
    : sql`"Event" AS e${raw(index ? ` INDEXED BY "${index}"` : '')}`
  const indexes = !distances && dialect === 'sqlite' ? listIndexes(q.shape) : {}
  const order = f.ids ? sql`e."publishedAt", e."id"` : sql`e."startLocal", e."id"`
  const offset = (f.page - 1) * f.perPage
  const countOf = (g: EventListFilter) => {
    const qg = listConditions(g, dialect)
    return countSql(qg, !distances && dialect === 'sqlite' ? listIndexes(qg.shape).count : undefined, from)
  }
  // A contributor's or author's list (SPEC §2.3): the published events, counted as anyone's list is (per-day counts),
  // plus their own of the other statuses, a few rows of the status-first index.
  const count = f.own && f.statuses.length > 0
    ? sql`${near}SELECT (${countOf({ ...f, own: undefined })}) + (${countOf({ ...f, statuses: [] })}) AS "n"`
    : sql`${near}${countSql(q, indexes.count, from)}`
  const ordered = orderedSearch(f, q, dialect)
  if (ordered) return { page: ordered.page, withTotal: false, count: ordered.count }
  if (q.search?.drive && q.shape.defaultWindow && indexes.count !== undefined) {
    // Any other search over the default window (SQLite): one pass over the matches gives the page and the total. Each match is
    // sought in the id-first index, and the window function counts them before LIMIT. Probing every event of two years
    // against the matches instead (the other lists' plan) evaluated the MATCH for the page and again for the count (a
    // word with no match: 8 → 1 ms at 100k events; a typical word gains little, its time is the MATCH and the seeks).
    const page = sql`SELECT e."id" AS "id", count(*) OVER () AS "n"
      FROM "Event" AS e INDEXED BY "Event_list_id_idx" WHERE ${listFilter(q, 'drive', '<=')}
      ORDER BY ${order} LIMIT ${f.perPage} OFFSET ${offset}`
    return { page, withTotal: true, count }
  }
  const page = sql`${near}SELECT e."id" AS "id" FROM ${from(indexes.page)}
    WHERE ${listFilter(q, 'probe', '<=')}
    ORDER BY ${distances ? sql`"near"."distance", ` : sql``}${order} LIMIT ${f.perPage} OFFSET ${offset}`
  return { page, withTotal: false, count }
}

/**
 * A search of the public list (published events of one language, listed) between bounds on the start, with no
 * filter but the search, the start bounds, the default end and the request's unlock, on SQLite: read in list order
 * from the rowid-keyed trigram index (./search-list-sql.ts). Other searches seek each match by id.
 */
function orderedSearch (f: EventListFilter, q: ListConditions, dialect: Dialect): ReturnType<typeof orderedSearchStatements> {
  const match = q.search?.match
  const { from, to } = q.startBounds
  const startOnly = f.dates.every((d) => DATE_COMPARISON[d.name][0] === 'startLocal' || (d.name === 'end_date' && !d.sent))
  if (dialect !== 'sqlite' || match === undefined || from === undefined || to === undefined || !startOnly) return undefined
  if (f.statuses.length !== 1 || f.statuses[0] !== 'publish' || f.own?.statuses.length || f.featured !== undefined || f.geo !== undefined || q.shape.selective) return undefined
  return orderedSearchStatements({ language: f.language, match, from, to, windowEnd: q.windowEnd, unlocked: q.unlocked, where: q.where, page: f.page, perPage: f.perPage })
}

/** The WHERE clause of a list query: the search in one of its forms, the default end of the window as given (`<=`), as
 *  its complement (`>`) or left out. */
function listFilter (q: ListConditions, search: 'probe' | 'drive', windowEnd: '<=' | '>' | null): Prisma.Sql {
  return join([
    ...q.where,
    ...(q.search?.[search] ?? q.search?.probe ?? []),
    ...(q.windowEnd && windowEnd ? [sql`e."endLocal" ${raw(windowEnd)} ${q.windowEnd}`] : []),
  ], ' AND ')
}

/**
 * The count of a list: from the per-day counts when the filter allows (`dayCountSql`), else on the index `index`
 * (SQLite's common shapes, see `listIndexes`) or as the planner likes. (A search over the default window on SQLite gets
 * its total with its page.) The default window's end (`endLocal <=` two years ahead) is the one condition of a public
 * count that the start-ordered index cannot answer as a range, and checking it per entry doubled the count's cost. So
 * the count is (events starting in the window) − (those of them that end after it), the second a short range of the
 * end-ordered index. Only for the default end: after an end the caller chose, the events ending later are not few.
 */
function countSql (q: ListConditions, index: string | undefined, from: From): Prisma.Sql {
  if (q.days) return dayCountSql(q, q.days, index, from)
  if (index === undefined) return sql`SELECT count(*) AS "n" FROM ${from()} WHERE ${listFilter(q, 'probe', '<=')}`
  if (q.windowEnd) {
    return sql`SELECT (SELECT count(*) FROM ${from(index)} WHERE ${listFilter(q, 'probe', null)}) -
      (SELECT count(*) FROM ${from('Event_list_end_idx')} WHERE ${listFilter(q, 'probe', '>')}) AS "n"`
  }
  return sql`SELECT count(*) AS "n" FROM ${from(index)} WHERE ${listFilter(q, 'probe', '<=')}`
}

const dayOf = (naive: Date): string => naive.toISOString().slice(0, 10)
const DAY = /^\d{4}-\d\d-\d\d$/
/** The month after / before `YYYY-MM`. */
const nextMonth = (m: string, step: 1 | -1): string => {
  const d = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1 + step, 1))
  return d.toISOString().slice(0, 7)
}

/**
 * The events of the key starting from local day `from` to day `to` (inclusive; either may be open), summed from
 * EventStartDay: its day rows for the partial first and last months, its month rows ('M' + YYYY-MM, migration
 * event_start_months) for the whole months between. A two-year window reads ~110 rows instead of ~1,460.
 */
function startDaySum (key: Prisma.Sql[], from?: string, to?: string): Prisma.Sql {
  const sum = (range: Prisma.Sql[]) => sql`(SELECT COALESCE(SUM(e."events"), 0) FROM "EventStartDay" AS e WHERE ${join([...key, ...range], ' AND ')})`
  const days = (lo: string, hi: string) => sum([sql`e."day" >= ${lo}`, sql`e."day" <= ${hi}`])
  // Days of years that ISO 8601 writes otherwise (outside 0000–9999) are summed day by day, and never reach a month row.
  if ((from !== undefined && !DAY.test(from)) || (to !== undefined && !DAY.test(to))) {
    return sum([...(from ? [sql`e."day" >= ${from}`] : []), to ? sql`e."day" <= ${to}` : sql`e."day" < ${'M'}`])
  }
  const first = from?.slice(0, 7)
  const last = to?.slice(0, 7)
  // Within one month, or an empty range (as a plain range of days reads it).
  if (from && to && (first === last || from > to)) return days(from, to)
  const parts: Prisma.Sql[] = []
  if (from) parts.push(days(from, `${first}-31`))
  const months = [sql`e."day" >= ${`M${first ? nextMonth(first, 1) : ''}`}`, ...(last ? [sql`e."day" <= ${`M${nextMonth(last, -1)}`}`] : [])]
  parts.push(sum(months))
  if (to) parts.push(days(`${last}-01`, to))
  return sql`(${join(parts, ' + ')})`
}
const dayStart = (naive: Date): Date => new Date(Math.floor(naive.getTime() / DAY_MS) * DAY_MS)

/**
 * The count of a list filtered only on EventStartDay's key columns and the start (the default list, featured,
 * statuses, starts_after/before; geoloc=true, see below): the events of the whole days the bounds touch, summed from
 * EventStartDay (about 730 rows for the default window), less the events of the first day before the lower bound and
 * of the last day after the upper one (two short index ranges), less — for the default window — the events that end
 * after it. Counting the default window's ~40k events of a 100k calendar in the list index took 3.5 ms; this takes 0.5.
 */
function dayCountSql (q: ListConditions, days: NonNullable<ListConditions['days']>, index: string | undefined, from: From): Prisma.Sql {
  // On SQLite (`index` set) each count names its index, as in `listIndexes`.
  const count = (conditions: Prisma.Sql[], named: string) => sql`(SELECT count(*) FROM ${from(index && named)} WHERE ${join(conditions, ' AND ')})`
  // `featured` precedes `day` in the table's key: without a value of its own, naming both lets each range of days be
  // a seek per value instead of a walk through every day of the key (0.4 → 0.05 ms for the default list).
  const dayKey = days.key.length === 3 ? [...days.key, sql`e."featured" IN (${false}, ${true})`] : days.key
  const parts = [startDaySum(dayKey, days.from && dayOf(days.from[1]), days.to && dayOf(days.to[1]))]
  if (days.from) {
    const [op, at] = days.from
    parts.push(count([...days.key, sql`e."startLocal" >= ${dayStart(at)}`, sql`e."startLocal" ${raw(op === '>=' ? '<' : '<=')} ${at}`], 'Event_list_status_idx'))
  }
  if (days.to) {
    const [op, at] = days.to
    parts.push(count([...days.key, sql`e."startLocal" ${raw(op === '<=' ? '>' : '>=')} ${at}`, sql`e."startLocal" < ${new Date(dayStart(at).getTime() + DAY_MS)}`], 'Event_list_status_idx'))
  }
  if (q.windowEnd) parts.push(count([...days.started, sql`e."endLocal" > ${q.windowEnd}`], 'Event_list_end_idx'))
  const window = [...days.started, ...(q.windowEnd ? [sql`e."endLocal" <= ${q.windowEnd}`] : [])]
  if (q.shape.venueSet) {
    // geoloc=true: less the events of the window without a venue or at a venue without coordinates, the few that the
    // venue-first index finds directly (most events have a located venue: counting those took 9 ms).
    parts.push(count([sql`e."venueId" IS NULL`, ...window], 'Event_list_venue_idx'))
    parts.push(count([sql`e."venueId" IN (SELECT "id" FROM "Venue" WHERE "latitude" IS NULL OR "longitude" IS NULL)`, ...window], 'Event_list_venue_idx'))
  }
  // Less the protected events that the filter leaves out (see `listConditions`).
  if (days.locked) parts.push(count([...window, ...(q.shape.venueSet ? [GEO_VENUE] : []), days.locked], 'Event_protected_idx'))
  return sql`SELECT ${join(parts, ' - ')} AS "n"`
}
