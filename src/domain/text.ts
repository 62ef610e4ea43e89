// Text helpers: rendered descriptions, slugs, HTML escaping (SPEC §3.7).
import { MAX_SLUG_CHARS } from './limits.js'
import { FOLD_OVERRIDES, IGNORABLE } from './text-fold-table.js'

// Block-level elements that wpautop leaves unwrapped (SPEC §3.7 "existing block-level HTML is kept").
const BLOCK_TAGS =
  'p|div|ul|ol|li|table|blockquote|h[1-6]|pre|section|article|figure|hr|dl|form|header|footer|nav|aside|address'
const BLOCK_START = new RegExp(`^</?(?:${BLOCK_TAGS})(?=[\\s>/])`, 'i')
// Built once: a RegExp constructed per call is parsed per call (stripHtml runs for every JSON-LD description).
const SPACED_TAG = new RegExp(`</?(?:${BLOCK_TAGS}|br|td|th|tr)\\b[^>]*>`, 'gi')
const BLOCK_END = new RegExp(`</(?:${BLOCK_TAGS})\\s*>`, 'gi')
const BLOCK_OR_CELL = new RegExp(`<(?:${BLOCK_TAGS}|td|th|tr)\\b[^>]*>`, 'gi')

/**
 * Rendered `description`/`excerpt` (SPEC §3.7): a minimal wpautop so responses match the plugin's
 * `"<p>…</p>"` output without pulling in a full HTML formatter.
 */
export function renderParagraphs (raw: string): string {
  const text = raw.replace(/\r\n?/g, '\n').trim()
  if (text === '') return ''
  // A line holding only spaces/tabs still counts as a blank line, as in wpautop.
  return text
    .split(/\n[ \t]*\n\s*/)
    .map((para) => para.trim())
    .filter((para) => para !== '')
    .map((para) => (BLOCK_START.test(para) ? para : `<p>${para.replace(/[ \t]*\n[ \t]*/g, '<br />\n')}</p>`))
    .join('\n')
    .trim()
}

/**
 * Slug per SPEC §3.7 (WordPress sanitize_title_with_dashes semantics).
 * Decision: besides letters/numbers, non-ASCII combining marks outside U+0300–U+036F (e.g. Devanagari
 * vowel signs) are kept percent-encoded too, otherwise non-Latin words would be mangled.
 */
export function slugify (input: string): string {
  const text = input
    .replace(/<[^>]*>/g, '') // strip HTML tags
    .replace(/&[^\s;&]+;/g, '') // WordPress drops HTML entities ("kill entities")
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  let out = ''
  for (const ch of text) {
    if (/[a-z0-9_-]/.test(ch)) out += ch
    else if (/[\s./]/u.test(ch)) out += '-'
    else if (/[\p{L}\p{N}\p{M}]/u.test(ch)) out += encodeURIComponent(ch).toLowerCase()
    // anything else (punctuation, symbols, emoji, ASCII '%') is dropped
  }
  return out.replace(/-+/g, '-').replace(/^-+|-+$/g, '')
}

const VALID_SLUG = /^(?:[a-z0-9_-]|%[0-9a-f]{2})+$/i

/**
 * SPEC §3.7: a `<slug>` path segment (already percent-decoded by the router) is normalized with the
 * same function before lookup; an already well-formed slug (e.g. still-encoded `%D0%BF`) only needs
 * lower-casing, so it is not slugified twice (which would drop its `%`).
 */
export function normalizeSlugSegment (segment: string): string {
  return VALID_SLUG.test(segment) ? segment.toLowerCase() : slugify(segment)
}

/**
 * A slug in the form WordPress keeps (sanitize_title: every non-ASCII character percent-encoded as UTF-8 in lowercase
 * hex, emoji and symbols included, which slugify drops), from a slug given encoded (`%F0%9F%8E%89`, any case), decoded
 * (`🎉`) or both; ASCII letters lowercased. Null when `s` is not such a slug: other ASCII than letters, digits, `-`
 * and `_`, an escape that is not UTF-8, or an unpaired surrogate. What it gives needs no further escaping anywhere
 * (only `a-z 0-9 - _ %`).
 */
export function wordpressSlug (s: string): string | null {
  let decoded = ''
  try {
    decoded = s.replace(/(?:%[0-9a-f]{2})+/gi, (run) => decodeURIComponent(run))
  } catch {
    return null
  }
  let out = ''
  for (const ch of decoded.toLowerCase()) {
    if (/[a-z0-9_-]/.test(ch)) out += ch
    else if (ch.codePointAt(0)! > 0x7f) {
      try { out += encodeURIComponent(ch).toLowerCase() } catch { return null }
    } else return null
  }
  return out === '' ? null : out
}

/**
 * The slugs a by-slug path segment (already percent-decoded by the router) is looked up by, in order: the service's
 * own rule (SPEC §3.7, normalizeSlugSegment), then the form WordPress keeps (wordpressSlug), which imported records
 * carry (SPEC §9.5 keeps the source's slugs) and which differs for emoji and symbols: `party-🎉-night` finds the
 * imported `party-%f0%9f%8e%89-night` as the plugin does.
 */
export function slugLookups (segment: string): string[] {
  const own = normalizeSlugSegment(segment)
  const wp = wordpressSlug(segment)
  return [...new Set([own, wp].filter((x): x is string => typeof x === 'string' && x !== ''))]
}

/** Maximum slug length (WordPress post_name column is varchar(200)). */
export const MAX_SLUG_LENGTH = MAX_SLUG_CHARS

/** Cut a slug to `max` chars without leaving a broken `%xx` escape or a partial UTF-8 sequence. */
export function truncateSlug (slug: string, max: number): string {
  if (slug.length <= max) return slug
  let cut = slug.slice(0, max).replace(/%[0-9a-f]?$/i, '')
  for (;;) {
    const run = /(?:%[0-9a-f]{2})+$/i.exec(cut)
    if (!run) break
    try {
      decodeURIComponent(run[0])
      break
    } catch {
      cut = cut.slice(0, -3) // drop the last byte of an incomplete multi-byte character
    }
  }
  return cut.replace(/-+$/, '')
}

/**
 * Candidates for a unique slug (SPEC §3.7 "Uniqueness"): `base`, `base-2`, `base-3`, …, each at most
 * MAX_SLUG_LENGTH chars; the base is shortened so the numeric suffix always survives.
 * Infinite: the caller stops at the first free candidate. `base` should be non-empty.
 */
export function * uniqueSlugCandidates (base: string): Generator<string> {
  yield truncateSlug(base, MAX_SLUG_LENGTH)
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    yield truncateSlug(base, MAX_SLUG_LENGTH - suffix.length) + suffix
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' }

/** HTML-escape like WordPress esc_html/esc_url output (event `website`, SPEC §4.1). */
export function escapeHtml (s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

/** HTML 4's Latin-1 entities, U+00A0 to U+00FF in order: the accented letters of the site languages (`&egrave;`,
 *  `&uuml;`, `&eacute;`) that editors and the plugin's texts carry. */
const LATIN1 = ('nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro ' +
  'para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute ' +
  'Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN ' +
  'szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ' +
  'ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml').split(' ')

/** Named entities decoded by name, case-sensitively (`&Eacute;` is not `&eacute;`); the markup ones in any case. */
const NAMED_ENTITIES: Record<string, string> = {
  ...Object.fromEntries(LATIN1.map((name, i) => [name, String.fromCharCode(0xa0 + i)])),
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  euro: '\u20ac',
  bull: '\u2022',
  trade: '\u2122',
  OElig: '\u0152',
  oelig: '\u0153',
}

function decodeEntity (match: string, body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match
  }
  return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? match
}

/**
 * Plain text for JSON-LD descriptions (SPEC §4.5). Block tags and <br> become spaces so words of
 * adjacent paragraphs do not merge; entities are decoded in one pass so `&amp;lt;` yields `&lt;`.
 */
export function stripHtml (s: string): string {
  return s
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(SPACED_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim()
}

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const LINKABLE = /^(https?:\/\/|mailto:)\S+$/i

/** A link as plain text: "text (url)", the url alone when it is the text (or the text is empty), the text alone when
 *  the target is not an http(s) or mailto URL. The URL comes back entity-encoded, for htmlToText's one decoding pass. */
function linkText (_m: string, attrs: string, inner: string): string {
  const m = HREF.exec(attrs)
  const url = m ? (m[1] ?? m[2] ?? m[3] ?? '').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity).trim() : ''
  if (!LINKABLE.test(url)) return inner
  const shown = stripHtml(inner)
  const encoded = url.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  if (shown === '') return encoded
  return shown === url || `mailto:${shown}`.toLowerCase() === url.toLowerCase() ? inner : `${inner} (${encoded})`
}

/**
 * Plain text of rendered HTML with its line structure (iCalendar DESCRIPTION, SPEC §9.2): paragraphs and other blocks
 * end in a blank line, `<br>` and list items in a line break, a list item starts with "- "; a link is "text (url)"
 * (calendar apps show DESCRIPTION only, so the URL must be in it); other tags go, entities are decoded in one pass,
 * runs of spaces within a line collapse.
 */
export function htmlToText (s: string): string {
  return s
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi, linkText)
    .replace(/<br\b[^>]*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/li\s*>/gi, '')
    .replace(BLOCK_END, '\n\n')
    .replace(BLOCK_OR_CELL, (tag) => /^<(td|th)/i.test(tag) ? ' ' : '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * First free candidate of `base` (SPEC §3.7). `taken(prefix)` returns the stored slugs that start with
 * `prefix`, a prefix shared by every candidate (the base cut a little shorter than any suffixed candidate), so
 * one indexed query finds all clashes even when long bases are truncated.
 */
export async function firstFreeSlug (base: string, taken: (prefix: string) => Promise<Iterable<string>>): Promise<string> {
  const used = new Set(await taken(truncateSlug(base, MAX_SLUG_LENGTH - 12)))
  for (const candidate of uniqueSlugCandidates(base)) if (!used.has(candidate)) return candidate
  throw new Error('unreachable')
}

// ------------------------------------------------------------------------------------------------ comparison (SPEC §3.10)

/** Folded forms of single characters already seen: a search folds the same few hundred characters again and again.
 *  Bounded, so that text made of many distinct characters cannot grow it without end. */
const folded = new Map<string, string>()
const FOLDED_MAX = 20_000

/** Whether code point `cp` is one that the Unicode collation ignores at primary strength (a binary search of
 *  IGNORABLE's sorted, disjoint ranges). */
function isIgnorable (cp: number): boolean {
  let lo = 0
  let hi = IGNORABLE.length / 2 - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (cp < IGNORABLE[2 * mid]!) hi = mid - 1
    else if (cp > IGNORABLE[2 * mid + 1]!) lo = mid + 1
    else return true
  }
  return false
}

/** The folded form of one character (a code point), by the rule of `foldForComparison`. Exported for the generator of
 *  the table (scripts/text-fold.ts), which checks it against the collation; `overrides` is the table's. */
export function foldChar (ch: string, overrides: ReadonlyMap<number, string> = FOLD_OVERRIDES, ignorable: (cp: number) => boolean = isIgnorable): string {
  const own = overrides.get(ch.codePointAt(0)!)
  if (own !== undefined) return own
  let out = ''
  for (const part of ch.normalize('NFKD')) {
    const cp = part.codePointAt(0)!
    if (ignorable(cp)) continue
    // Upper- then lower-casing approximates Unicode full case folding (`ß` → `ss`, `ς` → `σ`) with the built-in tables.
    out += overrides.get(cp) ?? part.toUpperCase().toLowerCase()
  }
  return out
}

/** Characters that `foldForComparison` leaves as they are (printable ASCII but upper-case letters, tab, line feeds). */
const PLAIN = /[^\t\n\r\x20-\x7e]/gu

/**
 * The one form text is compared in (SPEC §3.10), approximating the Unicode Collation Algorithm at primary strength (the
 * plugin's MySQL `utf8mb4_unicode_ci`): two texts the collation calls equal at that strength fold to the same string,
 * and searching is a substring test of folded texts. Per character: compatibility decomposition (NFKD: `ﬁ` → `fi`,
 * full-width `Ｆ` → `F`, `①` → `1`), without what the collation ignores at primary strength (accents and other marks
 * that carry no letter of their own, controls, soft hyphens, joiners, variation selectors), case-folded; the letters
 * the collation expands (`ß` → `ss`, `æ` → `ae`, `œ` → `oe`, `ø` → `o`, `đ` → `d`, `ł` → `l`, …) and those it keeps
 * whole though Unicode decomposes them (Cyrillic `й`, Arabic `أ`, Turkish dotless `ı`, …) come from a table generated
 * from ICU's root collation (src/domain/text-fold-table.ts, scripts/text-fold.ts). Other scripts keep their letters,
 * case-folded where they have case (Greek, Cyrillic, Armenian…). NFC first, so that a decomposed `и\u0306` is the
 * letter `й`. Used for the stored search text, the search words, and ordering by name, title or slug
 * (`compareForOrdering`): one rule for every list and both databases.
 */
export function foldForComparison (s: string): string {
  return s.normalize('NFC').replace(PLAIN, (ch) => {
    let f = folded.get(ch)
    if (f === undefined) {
      f = foldChar(ch)
      if (folded.size < FOLDED_MAX) folded.set(ch, f)
    }
    return f
  }).toLowerCase()
}

/** The group of a character in the collation's order: spaces, punctuation and symbols, then digits, then letters
 *  (and everything else), as the Unicode collation orders them; last, what lies beyond the BMP (emoji, CJK extension
 *  B…) and folding left as it is: MySQL's Unicode collations, the plugin's, weigh those after every other character,
 *  by code point (recorded from the plugin: "🎵 Notes" before "𠮷 Food", both after "Zebra"). */
function group (ch: string): number {
  if (ch.codePointAt(0)! > 0xffff) return 3
  if (/[\p{L}\p{M}]/u.test(ch)) return 2
  return /\p{N}/u.test(ch) ? 1 : /[\p{Z}\p{P}\p{S}\p{Cc}]/u.test(ch) ? 0 : 2
}

/** The order of `compareForOrdering` for keys folded once: at the first character where they differ, its group
 *  (`group`), then its code point; a key that is a prefix of the other comes first. */
export function compareFolded (a: string, b: string): number {
  let i = 0
  const n = Math.min(a.length, b.length)
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++
  if (i === n) return a.length - b.length
  // Back to the start of the character when the first difference is in its second UTF-16 unit.
  if (i > 0 && (a.charCodeAt(i) & 0xfc00) === 0xdc00) i--
  const x = a.codePointAt(i)!
  const y = b.codePointAt(i)!
  return group(String.fromCodePoint(x)) - group(String.fromCodePoint(y)) || x - y
}

/**
 * Order of names, titles and slugs (SPEC §3.10): by their folded forms (`foldForComparison`), so case, accents and
 * compatibility forms make no difference ("Ünïcode" between "Tango" and "Vienna"); equal folded forms compare 0, and
 * the caller's secondary order (the id) decides. Like the Unicode collation, spaces, punctuation and symbols come before
 * digits and digits before letters, and like MySQL's (the plugin's) emoji after them all; letters are in code point order, which is the alphabet's for Latin,
 * Greek and Cyrillic, and puts scripts in Unicode's order (Latin, Greek, Cyrillic, …, CJK). Punctuation and symbols
 * among themselves, and letters of a few scripts, are not in the collation's exact order.
 */
export function compareForOrdering (a: string, b: string): number {
  return compareFolded(foldForComparison(a), foldForComparison(b))
}

/** Zero-width space, non-joiner, joiner, word joiner, byte order mark: invisible, so a name that differs from another
 *  only by them is a look-alike. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g

/**
 * The one form names and slugs are compared and stored in (SPEC §3.7): NFC (a decomposed `Mu\u0301sic` is `Músic`),
 * without zero-width characters. Applied to inputs before validation (lib/http/params.ts), so every lookup and every
 * stored name agree.
 */
export function canonicalName (s: string): string {
  return s.normalize('NFC').replace(ZERO_WIDTH, '')
}

/** NUL, a high surrogate not followed by a low one, a low one not preceded by a high one (UTF-16 code units: no `u`). */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** A string the service can store and compare on both databases (SPEC §7): no NUL (PostgreSQL's text refuses it),
 *  no unpaired surrogate (not Unicode: no UTF-8 form). */
export function isStorableText (s: string): boolean {
  return !UNSTORABLE.test(s)
}
