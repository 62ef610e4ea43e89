// A text search of the public list over a start window, on SQLite: the matches in list order from the rowid-keyed
// trigram index "EventSearchList" (migration event_search_list), without seeking each match in an event index.
//
// A rowid of that index is `bucket << 60 | day << 40 | id`: bucket 1–4 holds the published, listed events without a
// password of a language, day is the local start day. The events a public list of language L shows between start bounds `lo` and `hi` are
// then the entries of the rowid range (L, day of lo) … (L, day of hi), less a few that the range cannot tell apart:
// - those of the first and last day that start before `lo` or after `hi` (none when the bounds are whole days);
// - those that end after the default window (SPEC §5.1 date rule 3), a short range of the end-ordered index;
// plus the protected events the request unlocks (bucket 0: the few rows of the partial index "Event_protected_idx")
// and the matches whose key could not be written (negative rowids: an id of 2^40 or more, a start outside 1900–4770),
// checked against the whole filter (normally none: one seek per trigram). The first two are a few events read from
// short index ranges, each looked up in the index by its rowid. So the count of a search is a count of one rowid range
// of the trigram index (`music`, 12k matches in the window: ~4 ms of SQL instead of ~45), and a page reads that range
// in rowid order until it has the days of its rows complete.
import { Prisma } from '../../generated/prisma/client.js'
import { DAY_MS } from '../../domain/dates.js'
import { SEARCH_ID_BITS, SEARCH_ID_MASK } from './search-sql.js'

const { sql, join, raw } = Prisma

/** The bucket of a language's published, listed events (the trigger's CASE in the migration event_search_list). */
const BUCKETS: Record<string, number> = { en: 1, nl: 2, de: 3, fr: 4 }
/** Days from 1900-01-01 (day 0 of the key) to 1970-01-01. */
const EPOCH_DAY = 25567
const DAY_LIMIT = 2 ** 20

/** What the ordered search needs of a list: the conditions it cannot leave out, resolved by list-sql.ts. */
export interface OrderedSearchInput {
  language: string
  match: string
  from: ['>=' | '>', Date]
  to: ['<=' | '<', Date]
  /** the default end of the window */
  windowEnd?: Date
  /** the condition a protected event must meet to be listed (the request's unlock), or null when all are */
  unlocked: Prisma.Sql | null
  /** every condition of the list but the search and the default end, for the entries without a list key */
  where: Prisma.Sql[]
  page: number
  perPage: number
}

const dayNumber = (naive: Date): number => Math.floor(naive.getTime() / DAY_MS) + EPOCH_DAY
const dayText = (day: number): string => new Date((day - EPOCH_DAY) * DAY_MS).toISOString().slice(0, 10)

/** The page and count of a public search over a start window, or undefined when the list has no such form (a
 *  language without a bucket, a bound outside the days a key can hold). */
export function orderedSearchStatements (q: OrderedSearchInput): { page: Prisma.Sql; count: Prisma.Sql } | undefined {
  const bucket = BUCKETS[q.language]
  const lo = dayNumber(q.from[1])
  const hi = dayNumber(q.to[1])
  if (bucket === undefined || !(lo >= 0 && hi < DAY_LIMIT && lo <= hi)) return undefined
  const first = raw(String((BigInt(bucket) << 60n) | (BigInt(lo) << BigInt(SEARCH_ID_BITS))))
  const last = raw(String((BigInt(bucket) << 60n) | (BigInt(hi) << BigInt(SEARCH_ID_BITS)) | BigInt(SEARCH_ID_MASK)))
  const mask = raw(String(SEARCH_ID_MASK))
  // Whether event `e` (of the range's days) has an entry of bucket `b` that matches: one rowid of the index.
  const matched = (b: number) => sql`EXISTS (SELECT 1 FROM "EventSearchList" WHERE "EventSearchList" MATCH ${q.match}
    AND rowid = (${raw(String(b))} << 60) | (CAST(julianday(substr(e."startLocal", 1, 10)) - 2415020.5 AS INTEGER) << ${raw(String(SEARCH_ID_BITS))}) | e."id")`
  // The events of the key whose start falls on the days of the range, as text: every entry of the range starts with
  // one of these dates (the key's day is the first ten characters of "startLocal").
  const key = [sql`e."language" = ${q.language}`, sql`e."hideFromListings" = ${false}`, sql`e."status" = ${'publish'}`]
  const days = (d0: number, d1: number) => [sql`e."startLocal" >= ${dayText(d0)}`, sql`e."startLocal" < ${dayText(d1 + 1)}`]
  const select = (index: string, conditions: Prisma.Sql[]) => sql`SELECT e."id", e."startLocal" FROM "Event" AS e INDEXED BY "${raw(index)}" WHERE ${join([...key, ...conditions], ' AND ')}`
  // Events of the key on the range's days that the list leaves out (the range holds those of them without a password).
  const left = [
    select('Event_list_status_idx', [...days(lo, lo), sql`NOT (e."startLocal" ${raw(q.from[0])} ${q.from[1]})`]),
    select('Event_list_status_idx', [...days(hi, hi), sql`NOT (e."startLocal" ${raw(q.to[0])} ${q.to[1]})`]),
  ]
  if (q.windowEnd) left.push(select('Event_list_end_idx', [sql`e."endLocal" > ${q.windowEnd}`, ...days(lo, hi)]))
  const out = sql`WITH "out"("id", "startLocal") AS (${join(left, ' UNION ')})`
  // Protected events the request unlocks, in the window (bucket 0): the few rows of the partial index, each looked up.
  const window = [
    sql`e."startLocal" ${raw(q.from[0])} ${q.from[1]}`, sql`e."startLocal" ${raw(q.to[0])} ${q.to[1]}`,
    ...(q.windowEnd ? [sql`e."endLocal" <= ${q.windowEnd}`] : []),
  ]
  const unlocked = select('Event_protected_idx', [...window, sql`e."password" <> ''`, ...(q.unlocked ? [q.unlocked] : []), matched(0)])
  const range = (upTo: Prisma.Sql = last) => sql`"EventSearchList" MATCH ${q.match} AND rowid BETWEEN ${first} AND ${upTo}`
  // The entries without a list key (negative rowids), held to the whole filter.
  const whole = [...q.where, ...(q.windowEnd ? [sql`e."endLocal" <= ${q.windowEnd}`] : [])]
  const unkeyed = sql`SELECT e."id" FROM "Event" AS e WHERE e."id" IN (SELECT -rowid FROM "EventSearchList" WHERE "EventSearchList" MATCH ${q.match} AND rowid < 0)
    AND ${join(whole, ' AND ')}`
  // The count reads no rowid of the range (a lookup per match cost as much as the range itself).
  const count = sql`${out} SELECT (SELECT count(*) FROM "EventSearchList" WHERE ${range()})
    - (SELECT count(*) FROM "out" AS e WHERE ${matched(bucket)})
    + (SELECT count(*) FROM (${unlocked})) + (SELECT count(*) FROM (${unkeyed})) AS "n"`
  // The page: entries in rowid order, i.e. by day and then id. The first `offset + perPage` of them, completed to the
  // end of the last one's day, hold the page's events of the range (every later entry starts on a later day); with the
  // unlocked and unkeyed ones, sorted in list order.
  const offset = (q.page - 1) * q.perPage
  const kept = sql`(rowid & ${mask}) NOT IN (SELECT "id" FROM "out")`
  const end = sql`COALESCE((SELECT rowid | ${mask} FROM "EventSearchList" WHERE ${range()} AND ${kept} ORDER BY rowid LIMIT 1 OFFSET ${offset + q.perPage - 1}), ${last})`
  const page = sql`${out} SELECT e."id" AS "id" FROM "Event" AS e
    WHERE e."id" IN (SELECT rowid & ${mask} FROM "EventSearchList" WHERE ${range(end)} AND ${kept}
      UNION ALL SELECT "id" FROM (${unlocked}) UNION ALL ${unkeyed})
    ORDER BY e."startLocal", e."id" LIMIT ${q.perPage} OFFSET ${offset}`
  return { page, count }
}
