// Event text search as the contract defines it (SPEC §5.1): words and quoted phrases, `-exclusions`, literal, and
// ignoring case, accents and compatibility forms (SPEC §3.10). What a search means lives here; how the database finds
// it, in src/repositories/event-list/search-sql.ts.
//
// Each event stores `searchText`: its title, excerpt and description folded for comparison (foldForComparison, which
// also drops U+001F) and joined by U+001F, so a phrase never matches across two fields (a search word holding U+001F
// matches nothing). A search word is folded the same way and must occur in it as a literal substring, as WordPress's
// LIKE '%word%' search does under MySQL's utf8mb4_unicode_ci.
import { foldForComparison } from './text.js'

export const FIELD_SEPARATOR = '\u001f'

/** The `searchText` column of an event. */
export const searchText = (title: string, excerpt: string, description: string): string =>
  [title, excerpt, description].map(foldForComparison).join(FIELD_SEPARATOR)

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
    let text = m[2] ?? m[3] ?? '' // never '': one of the two alternatives matched
    let exclude = m[1] === '-'
    if (!quoted && text.startsWith('-') && text.length > 1) { exclude = true; text = text.slice(1) }
    text = text.trim()
    if (!quoted && (/^[\p{L}-]$/u.test(text) || STOP_WORDS.has(text.toLowerCase()))) continue
    if (text !== '') out.push({ text, exclude })
  }
  const whole = search.trim()
  return out.length === 0 && whole !== '' ? [{ text: whole, exclude: false }] : out
}
