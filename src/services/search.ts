// Event text search (SPEC §5.1): words and quoted phrases, `-exclusions`, case-insensitive, literal.
//
// Each event stores `searchText`: its title, excerpt and description case-folded (foldCase) and joined by U+001F,
// a character no search word can contain, so a phrase never matches across two fields. A search word is folded
// the same way and must occur in it as a literal substring, as WordPress's LIKE '%word%' search does:
// - on SQLite, words of 3+ characters go through the trigram full-text index "EventSearch" (a phrase query of a
//   trigram index is an exact substring match), so a search does not read every event of the window;
// - shorter words (and databases without that index) use LIKE … ESCAPE on the folded column, the same SQL on
//   SQLite and PostgreSQL, with `%`, `_` and `\` escaped so that they match themselves.
import { Prisma } from '../generated/prisma/client.js'
import { writeTransaction, type Db } from '../db/client.js'
import { foldCase } from '../lib/text.js'

const { sql } = Prisma
const FIELD_SEPARATOR = '\u001f'

/** The `searchText` column of an event. */
export const searchText = (title: string, excerpt: string, description: string): string =>
  [title, excerpt, description].map(foldCase).join(FIELD_SEPARATOR)

/** Gives rows with an empty searchText (older rows, or cleared by an operator) their search text; run at start. */
export async function fillSearchText (db: Db): Promise<number> {
  const rows = await db.event.findMany({ where: { searchText: '' }, select: { id: true, title: true, excerpt: true, description: true } })
  for (let i = 0; i < rows.length; i += 500) {
    await writeTransaction(db, async (tx) => {
      for (const r of rows.slice(i, i + 500)) await tx.event.update({ where: { id: r.id }, data: { searchText: searchText(r.title, r.excerpt, r.description) } })
    })
  }
  return rows.length
}

/** Common English stop words, ignored like WordPress's search does. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'if', 'in', 'into', 'is', 'it', 'of', 'on', 'or', 'such', 'that', 'the', 'their', 'then', 'there', 'these', 'they', 'this', 'to', 'was', 'will', 'with'])

export interface SearchTerm { text: string; exclude: boolean }

/**
 * Search words: whitespace-separated, double-quoted phrases kept together, `-word`/`-"phrase"` excluded,
 * one-letter words and stop words ignored (phrases are kept as typed). As in WordPress, a search made only of
 * ignored words searches for the whole string instead of listing everything.
 */
export function searchTerms (search: string): SearchTerm[] {
  const out: SearchTerm[] = []
  for (const m of search.matchAll(/(-?)"([^"]+)"|(\S+)/g)) {
    const quoted = m[2] !== undefined
    let text = quoted ? m[2] : m[3]
    let exclude = m[1] === '-'
    if (!quoted && text.startsWith('-') && text.length > 1) { exclude = true; text = text.slice(1) }
    text = text.trim()
    if (!quoted && (/^[\p{L}-]$/u.test(text) || STOP_WORDS.has(text.toLowerCase()))) continue
    if (text !== '') out.push({ text, exclude })
  }
  const whole = search.trim()
  return out.length === 0 && whole !== '' ? [{ text: whole, exclude: false }] : out
}

const likePattern = (folded: string) => `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
/** An FTS5 string literal: the whole word as one phrase, `"` doubled. */
const ftsPhrase = (folded: string) => `"${folded.replace(/"/g, '""')}"`

/** Trigram MATCH expression of any of the words. */
const anyOf = (terms: Array<{ folded: string }>) => terms.map((t) => ftsPhrase(t.folded)).join(' OR ')
/** `<id> IN|NOT IN` the events whose search text matches the trigram MATCH expression `match`. */
const matches = (id: string, op: 'IN' | 'NOT IN', match: string) =>
  sql`${Prisma.raw(id)} ${Prisma.raw(op)} (SELECT rowid FROM "EventSearch" WHERE "EventSearch" MATCH ${match})`

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
    if (list.length === 1) return list[0]
    const half = Math.ceil(list.length / 2)
    return sql`(${nest(list.slice(0, half))} AND ${nest(list.slice(half))})`
  }
  return [nest(conditions)]
}

/** The conditions of a search, in two forms that select the same events (see `searchConditions`). */
export interface SearchSql {
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
  return { probe: allOf([matches('e."id" + 0', 'IN', match), ...conditions]), drive: allOf([matches('e."id"', 'IN', match), ...conditions]) }
}

/** The conditions of a search, but the trigram MATCH of the words to include (`match`), which the caller places. */
function searchConditionList (search: string, opts: { trigramIndex: boolean }): { conditions: Prisma.Sql[]; match?: string } {
  // A word holding the field separator occurs in no field: it matches nothing (and excludes nothing).
  // Repeated words are one condition (`ab ab ab …` is `ab`).
  const seen = new Set<string>()
  const all = searchTerms(search).map((t) => ({ ...t, folded: foldCase(t.text) }))
    .filter((t) => {
      const key = `${t.exclude ? '-' : '+'}${t.folded}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  const terms = all.filter((t) => !t.folded.includes(FIELD_SEPARATOR))
  if (all.some((t) => !t.exclude && t.folded.includes(FIELD_SEPARATOR))) return { conditions: [sql`1 = 0`] }
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
