// The SQL of an event text search (src/domain/search.ts says what a search means):
// - on SQLite, words of 3+ characters go through the trigram full-text index "EventSearchList" (a phrase query of a
//   trigram index is an exact substring match), so a search does not read every event of the window. Its rowids are
//   list keys, not event ids (migration event_search_list): `SEARCH_ID` turns one into the event's id, and a public
//   list over a start window reads one rowid range of it (./search-list-sql.ts);
// - shorter words (and PostgreSQL, which has no such index here) use LIKE … ESCAPE on the folded column, the same SQL
//   on both databases, with `%`, `_` and `\` escaped so that they match themselves.
import { Prisma } from '../../generated/prisma/client.js'
import { FIELD_SEPARATOR, searchTerms } from '../../domain/search.js'
import { foldForComparison } from '../../domain/text.js'

const { sql } = Prisma

const likePattern = (folded: string) => `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
/** An FTS5 string literal: the whole word as one phrase, `"` doubled. */
const ftsPhrase = (folded: string) => `"${folded.replace(/"/g, '""')}"`

/** Trigram MATCH expression of any of the words. */
const anyOf = (terms: Array<{ folded: string }>) => terms.map((t) => ftsPhrase(t.folded)).join(' OR ')
/** The low bits of a rowid of "EventSearchList" that hold the event id (see the migration event_search_list). */
export const SEARCH_ID_BITS = 40
export const SEARCH_ID_MASK = 2 ** SEARCH_ID_BITS - 1
/** The event id of the "EventSearchList" rowid `rowid`: its low 40 bits, or its negation for an event whose list key
 *  could not be written (a negative rowid). */
export const SEARCH_ID = (rowid = 'rowid') => `(CASE WHEN ${rowid} < 0 THEN -${rowid} ELSE ${rowid} & ${SEARCH_ID_MASK} END)`
/** `<id> IN|NOT IN` the events whose search text matches the trigram MATCH expression `match`. */
const matches = (id: string, op: 'IN' | 'NOT IN', match: string) =>
  sql`${Prisma.raw(id)} ${Prisma.raw(op)} (SELECT ${Prisma.raw(SEARCH_ID())} FROM "EventSearchList" WHERE "EventSearchList" MATCH ${match})`

const like = (folded: string, exclude: boolean) => sql`e."searchText" ${Prisma.raw(exclude ? 'NOT LIKE' : 'LIKE')} ${likePattern(folded)} ESCAPE '\\'`

/**
 * `a AND b AND …` nested as a balanced tree. SQLite parses a flat chain of N conditions N levels deep and refuses
 * more than 1000 (SQLITE_MAX_EXPR_DEPTH): `GET /events?search=` with ~1000 short words (one LIKE each) answered
 * 500 "Expression tree is too large" (found by test/property/hostile-input.test.ts). Short lists stay flat, so
 * ordinary searches keep their exact SQL.
 */
function allOf (conditions: Prisma.Sql[]): Prisma.Sql[] {
  if (conditions.length <= 32) return conditions
  const nest = (list: Prisma.Sql[]): Prisma.Sql => {
    if (list.length === 1) return list[0]!
    const half = Math.ceil(list.length / 2)
    return sql`(${nest(list.slice(0, half))} AND ${nest(list.slice(half))})`
  }
  return [nest(conditions)]
}

/** The conditions of a search, in two forms that select the same events (see `searchConditions`). */
export interface SearchSql {
  /** the trigram MATCH expression, when it is the whole search (no word of one or two characters, something to
   *  include): a list can then read the matches in list order (./search-list-sql.ts) */
  match?: string
  /** for a query that walks the list window and checks each event against the matches */
  probe: Prisma.Sql[]
  /** for a query that starts from the matches (one index seek each); only when the search has words to match */
  drive?: Prisma.Sql[]
}

/**
 * SQL conditions on the event alias `e` for a `search` value (all must hold).
 *
 * Index use (SQLite): the words to include become one trigram MATCH. `probe` scans the event-list index and
 * probes each event against that set (`e."id" + 0` keeps the planner from seeking the matches one by one);
 * `drive` lets it seek each match in an id-first index instead, which is cheaper when the window holds many more
 * events than there are matches. Exclusions join that MATCH (`… NOT (…)`) when there is something to include,
 * and are a MATCH of their own otherwise.
 */
export function searchConditions (search: string, opts: { trigramIndex: boolean }): SearchSql {
  const { conditions, match } = searchConditionList(search, opts)
  if (match === undefined) return { probe: allOf(conditions) }
  return {
    match: conditions.length === 0 ? match : undefined,
    probe: allOf([matches('e."id" + 0', 'IN', match), ...conditions]),
    drive: allOf([matches('e."id"', 'IN', match), ...conditions]),
  }
}

/** The conditions of a search, but the trigram MATCH of the words to include (`match`), which the caller places. */
function searchConditionList (search: string, opts: { trigramIndex: boolean }): { conditions: Prisma.Sql[]; match?: string } {
  // A word holding the field separator occurs in no field: it matches nothing (and excludes nothing). Folding drops
  // U+001F, so the word as typed tells. Repeated words are one condition (`ab ab ab …`, `AB ab` are `ab`).
  const seen = new Set<string>()
  const all = searchTerms(search).map((t) => ({ ...t, separated: t.text.includes(FIELD_SEPARATOR), folded: foldForComparison(t.text) }))
    .filter((t) => {
      const key = `${t.exclude ? '-' : '+'}${t.separated ? FIELD_SEPARATOR : ''}${t.folded}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  const terms = all.filter((t) => !t.separated)
  if (all.some((t) => !t.exclude && t.separated)) return { conditions: [sql`1 = 0`] }
  if (!opts.trigramIndex) return { conditions: terms.map((t) => like(t.folded, t.exclude)) }
  // The trigram index only knows substrings of 3+ characters (code points, not UTF-16 units).
  const indexable = (t: { folded: string }) => [...t.folded].length >= 3
  const include = terms.filter((t) => !t.exclude && indexable(t))
  const exclude = terms.filter((t) => t.exclude && indexable(t))
  const conditions = terms.filter((t) => !indexable(t)).map((t) => like(t.folded, t.exclude))
  if (include.length) {
    // One MATCH does both: the index subtracts the excluded words' matches without reading an event.
    const match = `(${include.map((t) => ftsPhrase(t.folded)).join(' AND ')})`
    return { conditions, match: exclude.length ? `${match} NOT (${anyOf(exclude)})` : match }
  }
  if (exclude.length) conditions.push(matches('e."id" + 0', 'NOT IN', anyOf(exclude)))
  return { conditions }
}
