// Events with everything their presenter needs (EventRow) in one statement: each event's columns, its image, its venue
// with the venue's image, its organizers with theirs and its terms, as one JSON array per event built by the database.
// Prisma's relation reads (`include`, or a findMany per related table) cost a query per table and a conversion per
// row and column in JavaScript; one statement whose rows are one text each costs one query and one JSON.parse.
//
// Arrays are positional: each table's columns in the order of ./stored-rows.ts, related records appended after them.
import { LRUCache } from 'lru-cache'
import { Prisma, type Event, type EventOrganizer, type EventTerm, type Media, type Organizer, type Term, type Venue } from '../generated/prisma/client.js'
import type { StatusScope } from '../domain/access.js'
import type { Dialect } from './dialect.js'
import type { RecordTable, TranslationMap } from './posts.js'
import {
  EVENT_COLUMNS, EVENT_ORGANIZER_COLUMNS, MEDIA_COLUMNS, ORGANIZER_COLUMNS, TERM_COLUMNS, VENUE_COLUMNS, rowDecoder,
  type Columns,
} from './stored-rows.js'
import { scopeSql } from './visibility.js'

/** An event with everything its presenter needs. */
export type EventRow = Event & {
  image: Media | null
  venue: (Venue & { image: Media | null }) | null
  organizers: Array<EventOrganizer & { organizer: Organizer & { image: Media | null } }>
  terms: Array<EventTerm & { term: Term }>
  /** the translation maps (SPEC §1.5) of the event and its embedded records, by `table:group`, when the read was
   *  given the caller's scope */
  translationMaps?: Map<string, TranslationMap>
}

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
/** Marks where the translations of a record go in the statement's text (see `translationsSql`). */
const TRANSLATIONS = (table: string, alias: string) => `\u0000${table}:${alias}\u0000`

/** The statement's text for a dialect, translation lists marked: built once. */
const statements = new Map<string, string>()
function selectText (dialect: Dialect, translated: boolean): string {
  const key = `${dialect}:${translated}`
  let sql = statements.get(key)
  if (sql !== undefined) return sql
  const j = jsonSql(dialect)
  const tr = (table: string, alias: string) => translated ? [TRANSLATIONS(table, alias)] : []
  const image = (of: string) => j.sub(`SELECT ${j.array(cols('m', MEDIA_COLUMNS))} FROM "Media" AS m WHERE m."id" = ${of}."imageId"`)
  const venue = j.sub(`SELECT ${j.array([...cols('v', VENUE_COLUMNS), image('v'), ...tr('Venue', 'v')])} FROM "Venue" AS v WHERE v."id" = e."venueId"`)
  const organizers = j.agg(j.array([...cols('eo', EVENT_ORGANIZER_COLUMNS), ...cols('o', ORGANIZER_COLUMNS), image('o'), ...tr('Organizer', 'o')]),
    'FROM "EventOrganizer" AS eo JOIN "Organizer" AS o ON o."id" = eo."organizerId" WHERE eo."eventId" = e."id"')
  const terms = j.agg(j.array([...cols('t', TERM_COLUMNS), ...tr('Term', 't')]), 'FROM "EventTerm" AS et JOIN "Term" AS t ON t."id" = et."termId" WHERE et."eventId" = e."id"')
  sql = `SELECT ${j.text(j.array([...cols('e', EVENT_COLUMNS), image('e'), venue, organizers, terms, ...tr('Event', 'e')]))} AS "j" FROM "Event" AS e WHERE e."id" IN `
  statements.set(key, sql)
  return sql
}

/**
 * The translations of record `alias` of `table` (SPEC §1.5): [language, id] of every record of its group that the
 * caller may read (`scope`; terms have no status). A term's group is its translationGroup, or itself when that is 0.
 */
function translationsSql (dialect: Dialect, table: string, alias: string, scope: StatusScope): Prisma.Sql {
  const j = jsonSql(dialect)
  const pair = j.array(['x."language"', 'x."id"'])
  if (table === 'Term') {
    const group = `CASE WHEN ${alias}."translationGroup" = 0 THEN ${alias}."id" ELSE ${alias}."translationGroup" END`
    return Prisma.raw(j.agg(pair, `FROM "Term" AS x WHERE x."translationGroup" = ${group} OR x."id" = ${group}`))
  }
  const [before, after] = j.agg(pair, `FROM "${table}" AS x WHERE x."translationGroup" = ${alias}."translationGroup" AND \u0001`).split('\u0001')
  return Prisma.sql`${Prisma.raw(before!)}${scopeSql(scope, 'x')}${Prisma.raw(after!)}`
}

/** The statement reading events `ids` (in no particular order) with their relations, and with the translations of
 *  each record when `scope` (who may read what) is given. */
export function eventRowsSql (dialect: Dialect, ids: number[], scope?: StatusScope): Prisma.Sql {
  return Prisma.sql`${selectSql(dialect, scope)}(${Prisma.join(ids)})`
}

/** The statement but its ids, per dialect and scope: a handful of scopes (anonymous, each role, each author) cover
 *  every caller, and composing it cost more than running it. */
const selects = new LRUCache<string, Prisma.Sql>({ max: 200 })
function selectSql (dialect: Dialect, scope?: StatusScope): Prisma.Sql {
  const key = `${dialect}:${JSON.stringify(scope ?? null)}`
  let sql = selects.get(key)
  if (sql !== undefined) return sql
  const text = selectText(dialect, scope !== undefined)
  if (scope === undefined) sql = Prisma.raw(text)
  else {
    // The text between the markers is static; the translation lists bind the scope's statuses and author.
    const parts = text.split('\u0000').map((piece, i) => {
      if (i % 2 === 0) return Prisma.raw(piece)
      const [table, alias] = piece.split(':') as [string, string]
      return translationsSql(dialect, table, alias, scope)
    })
    sql = Prisma.join(parts, '')
  }
  selects.set(key, sql)
  return sql
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

/** [language, id] pairs as a translation map: the first record of each language by id, as the other reads do. */
function translationMap (pairs: Array<[string, number]>): TranslationMap {
  const map: TranslationMap = {}
  for (const [language, id] of [...pairs].sort((a, b) => a[1] - b[1])) map[language] ??= id
  return map
}

/** One row of eventRowsSql as the EventRow its presenter takes: organizers in their order, terms as stored, and the
 *  translation maps of the event and every embedded record when the statement read them. */
export function decodeEventRow (json: string): EventRow {
  const values = JSON.parse(json) as Row
  const e = event.row(values) as EventRow
  const maps = new Map<string, TranslationMap>()
  const translated = (table: RecordTable, group: number, pairs: unknown) => {
    if (pairs !== undefined) maps.set(`${table}:${group}`, translationMap(pairs as Array<[string, number]>))
  }
  let at = event.width
  e.image = imageOf(values[at++])
  const v = values[at++] as Row | null
  e.venue = v === null ? null : Object.assign(venue.row(v), { image: imageOf(v[venue.width]) })
  if (e.venue) translated('venue', e.venue.translationGroup, v![venue.width + 1])
  e.organizers = (values[at++] as Row[]).map((o) => {
    const own = o.slice(link.width)
    const row = Object.assign(organizer.row(own), { image: imageOf(own[organizer.width]) })
    translated('organizer', row.translationGroup, own[organizer.width + 1])
    return Object.assign(link.row(o), { organizer: row })
  }).sort((a, b) => a.position - b.position)
  e.terms = (values[at++] as Row[]).map((t) => {
    const row = term.row(t)
    translated('term', row.translationGroup || row.id, t[term.width])
    return { eventId: e.id, termId: row.id, term: row }
  })
  translated('event', e.translationGroup, values[at])
  if (values[at] !== undefined) e.translationMaps = maps
  return e
}
