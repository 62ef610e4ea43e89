// Events with everything their presenter needs (EventRow) in one statement: each event's columns, its image, its venue
// with the venue's image, its organizers with theirs and its terms, as one JSON array per event built by the database.
// Prisma's relation reads (`include`, or a findMany per related table) cost a query per table and a conversion per
// row and column in JavaScript; one statement whose rows are one text each costs one query and one JSON.parse.
//
// Arrays are positional: each table's columns in the order of ./stored-rows.ts, related records appended after them.
import { Prisma } from '../generated/prisma/client.js'
import type { Dialect } from './dialect.js'
import type { EventRow } from './events.js'
import {
  EVENT_COLUMNS, EVENT_ORGANIZER_COLUMNS, MEDIA_COLUMNS, ORGANIZER_COLUMNS, TERM_COLUMNS, VENUE_COLUMNS, rowDecoder,
  type Columns,
} from './stored-rows.js'

type Row = unknown[]

/** The SQL of a JSON array of `values` (SQL expressions), and of one embedded from a scalar subquery. SQLite passes
 *  JSON between its json functions only as direct arguments: a subquery's JSON text must be read again (`json()`). */
function jsonSql (dialect: Dialect) {
  const pg = dialect === 'postgresql'
  return {
    array: (values: string[]) => `${pg ? 'json_build_array' : 'json_array'}(${values.join(', ')})`,
    sub: (select: string) => pg ? `(${select})` : `json((${select}))`,
    /** the arrays of a subquery's rows as one array ([] when there are none) */
    agg: (value: string, from: string) => pg ? `COALESCE((SELECT json_agg(${value}) ${from}), '[]'::json)` : `json((SELECT json_group_array(${value}) ${from}))`,
    text: (expr: string) => pg ? `CAST(${expr} AS TEXT)` : expr,
  }
}

const cols = (alias: string, columns: object) => Object.keys(columns).map((c) => `${alias}."${c}"`)

/** The statement's text for a dialect: built once, the ids are its only parameter. */
const statements = new Map<Dialect, string>()
function selectSql (dialect: Dialect): string {
  let sql = statements.get(dialect)
  if (sql !== undefined) return sql
  const j = jsonSql(dialect)
  const image = (of: string) => j.sub(`SELECT ${j.array(cols('m', MEDIA_COLUMNS))} FROM "Media" AS m WHERE m."id" = ${of}."imageId"`)
  const venue = j.sub(`SELECT ${j.array([...cols('v', VENUE_COLUMNS), image('v')])} FROM "Venue" AS v WHERE v."id" = e."venueId"`)
  const organizers = j.agg(j.array([...cols('eo', EVENT_ORGANIZER_COLUMNS), ...cols('o', ORGANIZER_COLUMNS), image('o')]),
    'FROM "EventOrganizer" AS eo JOIN "Organizer" AS o ON o."id" = eo."organizerId" WHERE eo."eventId" = e."id"')
  const terms = j.agg(j.array(cols('t', TERM_COLUMNS)), 'FROM "EventTerm" AS et JOIN "Term" AS t ON t."id" = et."termId" WHERE et."eventId" = e."id"')
  sql = `SELECT ${j.text(j.array([...cols('e', EVENT_COLUMNS), image('e'), venue, organizers, terms]))} AS "j" FROM "Event" AS e WHERE e."id" IN `
  statements.set(dialect, sql)
  return sql
}

/** The statement reading events `ids` (in no particular order) with their relations. */
export function eventRowsSql (dialect: Dialect, ids: number[]): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(selectSql(dialect))}(${Prisma.join(ids)})`
}

const width = (columns: object) => Object.keys(columns).length
const decode = <T>(columns: Columns<T>) => ({ row: rowDecoder(columns), width: width(columns) })
const event = decode(EVENT_COLUMNS)
const media = decode(MEDIA_COLUMNS)
const venue = decode(VENUE_COLUMNS)
const organizer = decode(ORGANIZER_COLUMNS)
const link = decode(EVENT_ORGANIZER_COLUMNS)
const term = decode(TERM_COLUMNS)

const imageOf = (value: unknown) => value === null || value === undefined ? null : media.row(value as Row)

/** One row of eventRowsSql as the EventRow its presenter takes: organizers in their order, terms as stored. */
export function decodeEventRow (json: string): EventRow {
  const values = JSON.parse(json) as Row
  const e = event.row(values) as EventRow
  let at = event.width
  e.image = imageOf(values[at++])
  const v = values[at++] as Row | null
  e.venue = v === null ? null : Object.assign(venue.row(v), { image: imageOf(v[venue.width]) })
  e.organizers = (values[at++] as Row[]).map((o) => {
    const own = o.slice(link.width)
    return Object.assign(link.row(o), { organizer: Object.assign(organizer.row(own), { image: imageOf(own[organizer.width]) }) })
  }).sort((a, b) => a.position - b.position)
  e.terms = (values[at] as Row[]).map((t) => {
    const row = term.row(t)
    return { eventId: e.id, termId: row.id, term: row }
  })
  return e
}
