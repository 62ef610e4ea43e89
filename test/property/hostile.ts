// Generators and request encoders for test/property/hostile-input.test.ts: hostile parameter values (wrong
// types, huge strings, unicode, SQL/LIKE metacharacters, impossible dates), query strings with bracket
// notation, JSON / form / multipart bodies and broken variants of them. Parameter names come from the route
// schemas themselves (src/schemas/*), so new parameters are fuzzed without touching this file. Also the SPEC §7
// values limits.test.ts uses. One file (~400 lines) on purpose: the generators build on each other's value tables.
import fc from 'fast-check'
import { EventCreateBody, EventListQuery } from '../../src/schemas/event.js'
import { VenueCreateBody, PlaceListQuery } from '../../src/schemas/venue.js'
import { OrganizerCreateBody } from '../../src/schemas/organizer.js'
import { TermListQuery, termBodies } from '../../src/schemas/term.js'

export type Json = Record<string, unknown>
export type Kind = 'event' | 'venue' | 'organizer' | 'category' | 'tag'

const keys = (schema: { properties?: object }) => Object.keys(schema.properties ?? {})

/** Write field names per kind (create bodies; updates take the same names). */
export const WRITE_FIELDS: Record<Kind, string[]> = {
  event: keys(EventCreateBody),
  venue: keys(VenueCreateBody),
  organizer: keys(OrganizerCreateBody),
  category: keys(termBodies('category').create),
  tag: keys(termBodies('tag').create),
}

/** The list parameters of each kind's list route (SPEC §3.2, §7: ≤ 100 items): those whose schema says `x-list`. */
const listKeys = (schema: { properties?: object }): string[] => Object.entries(schema.properties ?? {}).filter(([, v]) => (v as Record<string, unknown>)['x-list'] === true).map(([k]) => k)
export const LIST_FILTERS: Record<Kind, string[]> = {
  event: listKeys(EventListQuery), venue: listKeys(PlaceListQuery), organizer: listKeys(PlaceListQuery), category: listKeys(TermListQuery), tag: listKeys(TermListQuery),
}

/** Every parameter name any route knows, plus the override and discovery ones. */
export const PARAM_NAMES = [...new Set([
  ...keys(EventListQuery), ...keys(PlaceListQuery), ...keys(TermListQuery),
  ...Object.values(WRITE_FIELDS).flat(),
  '_method', 'namespace', 'context', 'password', 'translation_language', 'translation_of', 'id', 'slug',
])].sort()

// ---------------------------------------------------------------- hostile scalars

const HUGE = 100_000

/** Fixed nasty values; the long ones are built once. */
export const SPECIAL_STRINGS: string[] = [
  // empties, numbers in disguise, type confusion
  '', ' ', '\t\n', '0', '-0', '-1', '1', '+1', '01', '1.0', '1.5', '1e3', '1e400', '0x1F', '0b1', '2147483647', '2147483648',
  '-2147483649', '9007199254740993', '99999999999999999999', '9'.repeat(400), 'NaN', 'Infinity', '-Infinity', 'true',
  'false', 'TRUE', 'yes', 'off', 'null', 'undefined', '[]', '{}', '[object Object]', '1,2,3', ',,,', ' , ', '1,,-1,a',
  // SQL / LIKE / FTS metacharacters
  "' OR 1=1 --", "'; DROP TABLE \"Event\"; --", '" OR ""="', '%', '%%', '_', '%_%', '\\', '\\%', '\\_', '*', '?', '[a-z]',
  '^', '$', '.*', "O'Brien", '`id`', '/*', '*/', ';', '--', 'a NEAR b', '"unterminated', 'AND OR NOT', 'col:val', '-', '--x',
  '-"phrase"', '"a" "b"', 'ab', 'abc', '\u001f', 'a\u001fb', 'x'.repeat(3) + '"',
  // dates and timezones
  '9999-99-99', '0000-00-00', '9999-12-31 23:59:59', '10000-01-01', '-0001-01-01', '2025-02-30', '2025-13-01',
  '2025-04-12T25:00:00', '2025-04-12T14:00:00+99:00', '2025-04-12T14:00:00+14:01', '2025-04-12T14:00:00.9999999999Z',
  '+1000000 years', '-1000000 years', '+999999999 years', '+999999999 seconds', '-999999999 days', 'next friday 25pm',
  'tomorrow 13pm', 'tomorrow 0am', '1744459200', '99999999999999', '253402300800', '-1744459200', '@1744459200',
  '+1 day '.repeat(2000), 'now now', 'yesterday 23:59', 'T', 'Z', 'UTC+99', 'UTC+14:00', 'UTC-14:01', 'UTC+', 'UTC',
  'Europe/Nowhere', 'Etc/GMT+12', 'europe/amsterdam', '../../etc/passwd', 'Europe/Amsterdam\u0000', 'America/Argentina/ComodRivadavia',
  // unicode
  '🎉', '👨‍👩‍👧‍👦', '\u202Eevil\u202C', 'שלום', 'مرحبا', 'e\u0301\u0301\u0301\u0301', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇', '\u0000', 'a\u0000b',
  '\u200B', '\uFEFF', '\uD800', '\uDFFF', 'a\uD83Db', 'İ', 'ß', 'ǅ', 'ﬁ', '１２３', '١٢٣', '\u00A0', '\u2028\u2029',
  'пример', 'カレンダー', 'café', 'cafe\u0301', '%D0%BF', '%ZZ', '%E2%82', '\u0085', '\r\n\r\n',
  // markup, URLs, prototype names
  '<script>alert(1)</script>', '<p onclick=x>', '&amp;&lt;', '&#0;', '&#x110000;', '&bogus;', 'javascript:alert(1)', 'http://',
  'https://exa mple.org', 'http://localhost', 'http://[::1]/', 'ftp://x.y/z.jpg', 'https://cdn.example.org/x.jpg',
  'https://cdn.example.org/x.JPG?y=1', 'data:image/png;base64,AAAA', '//evil.example/x.png', 'example.org',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__',
  // enum neighbours
  'publish', 'future', 'draft', 'pending', 'private', 'trash', 'any', 'asc', 'DESC', 'id', 'name', 'include', 'count', 'view',
  'edit', 'en', 'nl', 'de', 'fr', 'xx', 'EN', 'calendar/events/v1',
]

export const HUGE_STRINGS: string[] = [
  'a'.repeat(HUGE), '%'.repeat(HUGE), '_'.repeat(HUGE), '9'.repeat(HUGE), '🎉'.repeat(HUGE / 4), 'ab '.repeat(HUGE / 3),
  'x'.repeat(65_536), 'ж'.repeat(32_768), 'a,'.repeat(HUGE / 2), '"a" '.repeat(HUGE / 4), '-a '.repeat(HUGE / 3),
  'e\u0301'.repeat(HUGE / 2), 'abc'.repeat(17_000),
  // ~1 500 distinct short words / exclusions / phrases (a search of that many words once nested 1 500 SQL conditions)
  Array.from({ length: 1500 }, (_, i) => i.toString(36)).join(' '), Array.from({ length: 1500 }, (_, i) => `-${i.toString(36)}`).join(' '),
  'ab '.repeat(1200), '"ab" '.repeat(1200),
]

// ---------------------------------------------------------------- SPEC §7 limits

/** Characters no string may hold (SPEC §7): NUL and surrogates. A single surrogate put into a well-formed string
 *  always leaves one unpaired (a well-formed string holds an even number of them). */
export const UNSTORABLE = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF']

/** `s` with `bad` put in at code point `at` (modulo its length): a surrogate pair is not split, so that the only
 *  unstorable character is `bad` (a split pair cannot be percent-encoded: the service keeps such a value undecoded). */
function insertAt (s: string, bad: string, at: number): string {
  let i = at % (s.length + 1)
  if (i > 0 && i < s.length && /[\uD800-\uDBFF]/.test(s.charAt(i - 1))) i++
  return s.slice(0, i) + bad + s.slice(i)
}

/** `base` with one unstorable character put in at a generated position. */
export const withUnstorable = (base: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(base, fc.constantFrom(...UNSTORABLE), fc.nat()).map(([s, bad, at]) => insertAt(s, bad, at))

/** A JSON value holding an unstorable string (one of `chars`) somewhere: the value itself, an array item, an
 *  object value or (`keys`) an object key, at depth 0–3. */
export const unstorableDeepOf = (chars: string[], keys = true): fc.Arbitrary<unknown> =>
  fc.tuple(fc.tuple(fc.constantFrom('', 'Hall', 'Café 🎉', 'x'.repeat(300)), fc.constantFrom(...chars), fc.nat()), fc.array(fc.constantFrom(...(keys ? ['array', 'value', 'key'] : ['array', 'value'])), { maxLength: 3 }))
    .map(([[s, bad, at], path]) => path.reduce<unknown>((v, how) => how === 'array' ? ['ok', v] : how === 'value' ? { venue: 'ok', city: v } : typeof v === 'string' ? { [v]: 'x' } : { nested: v }, insertAt(s, bad, at)))
export const unstorableDeep = unstorableDeepOf(UNSTORABLE)

/** Date inputs naming a year outside 1–9999 (SPEC §7), in every form of SPEC §3.5, locally or once converted to UTC.
 *  Relative ones count from the test's pinned clock (2026-03-15): `-2026 years` is year 0. */
export const OUT_OF_RANGE_DATES = [
  '0000-01-01', '0000-06-01 10:00:00', '0000-06-01 10:00', '0000-06-01T10:00:00', '0000-06-01T10:00:00Z', '0000-06-01T10:00:00+02:00',
  '0000-06-01 4pm', '0000-12-31 4:30pm', '10000-01-01', '10000-01-01 00:00:00', '10000-01-01T00:00:00Z', '-2026 years', '-2027 years',
  '-3000 years', '+7974 years', '+8000 years', '-24313 months', '-800000 days', '+500000 weeks', '-2026 years 9am', '+7974 years 23:59',
  '253402300800', '999999999999', '0001-01-01T00:30:00+01:00', '9999-12-31T23:30:00-01:00',
]
/** Their in-range neighbours: not refused for their year. */
export const IN_RANGE_DATES = ['0001-01-02', '0001-01-02 10:00:00', '0001-06-01T10:00:00Z', '9999-12-30', '9999-12-30 4pm', '9999-06-01T10:00:00+02:00', '-2025 years', '+7972 years', '253402128000']

/** A text of exactly `bytes` bytes of UTF-8: `char` repeated, padded with `a`. */
export function textOfBytes (bytes: number, char: string): string {
  const size = Buffer.byteLength(char)
  const n = Math.floor(bytes / size)
  return char.repeat(n) + 'a'.repeat(bytes - n * size)
}
/** Multi-byte characters of every UTF-8 length. */
export const CHARS = ['a', 'ж', '€', '🎉']

/** One list parameter in one of the encodings of SPEC §3.2 (query string or form body): repeated `a[]=`, indexed
 *  `a[0]=`, a comma list, or a JSON array (a JSON body's form, here only as hostile input). */
export type ListEncoding = 'brackets' | 'indexed' | 'comma' | 'json'
export function listQuery (name: string, items: string[], how: ListEncoding): QueryPart[] {
  switch (how) {
    case 'brackets': return items.map((value) => ({ name, shape: 'brackets', value, how: 'pct' }))
    case 'indexed': return items.map((value, i) => ({ name: `${name}[${i}]`, shape: 'plain', value, how: 'pct' }))
    case 'comma': return [{ name, shape: 'plain', value: items.join(','), how: 'pct' }]
    case 'json': return [{ name, shape: 'plain', value: JSON.stringify(items.map((v) => (/^\d+$/.test(v) ? Number(v) : v))), how: 'pct' }]
  }
}

/** 50–300 items (SPEC §7 allows 100) of a list parameter, in any encoding. */
export const longListQuery = (names: string[], item: fc.Arbitrary<string>): fc.Arbitrary<QueryPart[]> =>
  fc.tuple(fc.constantFrom(...names), fc.array(item, { minLength: 50, maxLength: 300 }), fc.constantFrom<ListEncoding>('brackets', 'indexed', 'comma', 'json'))
    .map(([name, items, how]) => listQuery(name, items, how))

/** A payload cut into chunks at arbitrary byte offsets (a multi-byte character may be split across two). */
export const chunked = (payload: string, cuts: number[]): Buffer[] => {
  const bytes = Buffer.from(payload)
  const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b)
  return [...at, bytes.length].map((end, i) => bytes.subarray(i === 0 ? 0 : at[i - 1], end)).filter((b) => b.length > 0)
}

const smallString = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 })
)

/** A hostile string (weights favour the hand-picked values). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
  { weight: 2, arbitrary: smallString },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...SPECIAL_STRINGS), fc.constantFrom(...SPECIAL_STRINGS)).map(([a, b]) => a + b) },
  { weight: 1, arbitrary: withUnstorable(smallString) },
  { weight: 1, arbitrary: fc.constantFrom(...OUT_OF_RANGE_DATES, ...IN_RANGE_DATES) }
)

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 0.5, 2147483647, 2147483648, -2147483649, 2 ** 53 + 2, 1e308, -1e308, 5e-324, 1e21),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true })
)

const HUGE_ARRAYS: unknown[] = [
  Array.from({ length: 20_000 }, (_, i) => i + 1),
  new Array(50_000).fill(1),
  new Array(3_000).fill('x'),
  Array.from({ length: 300 }, (_, i) => `fuzz term ${i}`),
  new Array(2_000).fill({ id: 1 }),
  new Array(1_000).fill(null),
  new Array(1_000).fill([]),
]

function nested (depth: number, leaf: unknown, asArray: boolean): unknown {
  let v = leaf
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v }
  return v
}
const DEEP: unknown[] = [nested(64, 1, true), nested(64, 'x', false), nested(2_000, 1, true), nested(2_000, null, false)]

/** A hostile JSON value for a body field. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.array(tie('v'), { maxLength: 4 }) },
    { weight: 2, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...PARAM_NAMES, '__proto__', 'constructor', '0', '1'), smallString), tie('v'), { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE_ARRAYS) },
    { weight: 1, arbitrary: fc.constantFrom(...DEEP) },
    { weight: 1, arbitrary: unstorableDeep }
  ),
})).v

// ---------------------------------------------------------------- plausible values

/**
 * Values a field accepts (or nearly does), so that a good share of writes gets past validation into the deeper
 * write logic: nested venue/organizer creation, term creation by name, images by URL, translations, dates in
 * other timezones. `refs` are ids that exist in the seeded database.
 */
// Built once, not per call: plausibleValue runs for every field of every generated write, and each fc.string()
// computes its table of "dangerous" slices anew (a few percent of this test's time).
const plausibleText = fc.string({ minLength: 1, maxLength: 20 })
const HUGE_A = 'a'.repeat(HUGE)
/** Texts just under, at and just over the description limits of SPEC §7, in characters of 1–4 bytes. */
const NEAR_LIMIT_TEXTS = [16 * 1024, 128 * 1024].flatMap((limit) => [-3, 0, 1, 2].flatMap((d) => CHARS.map((c) => textOfBytes(limit + d, c))))
const FRESH = fc.nat({ max: 1_000_000_000 }).map((n) => `fresh term ${n}`)

export function plausibleValue (field: string, refs: { post: number[]; term: number[]; category: number[]; orphans: number[] }): fc.Arbitrary<unknown> {
  const post = fc.constantFrom(...refs.post)
  /** translation sources: mostly records without an `en` translation, so that joins (and clashes) happen */
  const source = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...refs.orphans) }, { weight: 1, arbitrary: post })
  const term = fc.constantFrom(...refs.term)
  const text = fc.oneof(fc.constantFrom('Spring Fair', 'Café Ünïcode 🎉', "O'Brien & Sons", '100% <b>free</b>', 'שלום עולם', 'a'), plausibleText, fc.constantFrom(...HUGE_STRINGS))
  const bool = fc.constantFrom<unknown>(true, false, 'true', 'FALSE', '1', '0', 1, 0, 'yes', 'on', '')
  const usualDate = fc.constantFrom('2030-01-01 10:00', '2030-01-02', 'tomorrow 9am', '+1 day', '-1 year', 'next wednesday 4pm', '1744459200',
    '2025-04-12T14:00:00+02:00', '2030-06-01T12:00:00Z', '2018-01-01 4pm', 'now', 'yesterday 23:59', '9999-12-31 23:59:59', '0001-01-01', '+5 weeks +7200 seconds')
  const date = fc.oneof({ weight: 4, arbitrary: usualDate }, { weight: 1, arbitrary: fc.constantFrom(...OUT_OF_RANGE_DATES, ...IN_RANGE_DATES) })
  const names = fc.constantFrom('Music', 'music', 'free', 'Outdoor 100%', 'New Term ü', 'x'.repeat(250), HUGE_A, '%', '_', "' OR 1=1 --", 'Kids,Music', ' , ')
  const termList = fc.oneof(
    { weight: 6, arbitrary: fc.oneof(fc.array(fc.oneof(term, names, fc.integer()), { maxLength: 5 }), names, fc.constantFrom<unknown>('', [], '1,2,3')) },
    // SPEC §7: ≤ 100 items, ≤ 20 new terms per write
    { weight: 1, arbitrary: fc.array(fc.oneof(term, names), { minLength: 50, maxLength: 300 }) },
    { weight: 1, arbitrary: fc.array(FRESH, { minLength: 15, maxLength: 30 }) },
    { weight: 1, arbitrary: fc.array(FRESH, { minLength: 15, maxLength: 30 }).map((a) => a.join(',')) }
  )
  const nestedVenue = fc.record({ venue: text, city: fc.constantFrom('Utrecht', ''), latitude: fc.constantFrom<unknown>(52.1, '', 91, '52.1'), image: fc.constantFrom<unknown>('https://img.example.org/v.png', 'nope', 0), translation_of: source, status: fc.constantFrom('draft', 'publish', 'bogus') }, { requiredKeys: ['venue'] })
  const nestedOrganizer = fc.record({ organizer: text, email: fc.constantFrom('a@b.c', ''), website: fc.constantFrom('example.org', 'foo'), translation_of: source, password: fc.constantFrom('pw', 'x'.repeat(256)) }, { requiredKeys: ['organizer'] })
  switch (field) {
    case 'description': case 'excerpt': return fc.oneof({ weight: 3, arbitrary: text }, { weight: 1, arbitrary: fc.constantFrom(...NEAR_LIMIT_TEXTS) })
    case 'title': case 'venue-name': case 'organizer-name': case 'name':
    case 'address': case 'city': case 'country': case 'province': case 'state': case 'zip': case 'phone': case 'stateprovince': case 'email':
      return text
    case 'slug': return fc.constantFrom('my-slug', 'Ünïcode Slug', 'spring-fair', 'music', '%%%', '---', 'a'.repeat(300))
    case 'date': case 'date_utc': case 'start_date': case 'end_date': return date
    case 'status': return fc.constantFrom('publish', 'future', 'draft', 'pending', 'private', 'trash')
    case 'timezone': return fc.constantFrom('Europe/Amsterdam', 'America/New_York', 'UTC+2', 'UTC-9:30', 'Asia/Kathmandu', '', 'UTC')
    case 'all_day': case 'show_map': case 'show_map_link': case 'hide_from_listings': case 'sticky': case 'featured': return bool
    case 'categories': case 'tags': return termList
    case 'venue': return fc.oneof(post, nestedVenue, post.map((id) => ({ id })), fc.constantFrom<unknown>(0, '', []))
    case 'organizer': return fc.oneof(
      { weight: 1, arbitrary: post },
      { weight: 1, arbitrary: nestedOrganizer },
      { weight: 3, arbitrary: fc.array(fc.oneof({ weight: 2, arbitrary: nestedOrganizer }, { weight: 1, arbitrary: post }, { weight: 1, arbitrary: post.map((id) => ({ id })) }), { minLength: 1, maxLength: 3 }) },
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: fc.array(post, { minLength: 50, maxLength: 300 }) }
    )
    case 'image': return fc.oneof(post, fc.constantFrom<unknown>('https://cdn.example.org/fair.jpg', 'https://img.example.org/new.PNG', 'https://img.example.org/x.txt', '', 0, false))
    case 'cost': return fc.constantFrom<unknown>('€5 - €10', ['0$', '20$'], 12.5, 'Donation', '', '1,5', ['', 'Free'])
    case 'website': return fc.constantFrom('https://x.example', 'example.org/path?q=1', '', 'foo')
    case 'password': return fc.constantFrom('pw', '', 'secret', 'x'.repeat(256))
    case 'latitude': case 'longitude': return fc.constantFrom<unknown>(52.1, -4.5, '', null, '52.1', 181)
    case 'translation_of': return fc.oneof(source, term)
    case 'parent': return fc.oneof(fc.constantFrom(...refs.category), term)
    case 'author': return fc.constantFrom<unknown>(1, 2, 3, '1', 999)
    case 'translation_language': return fc.constantFrom('en', 'nl', 'de', 'fr')
    default: return text
  }
}

// ---------------------------------------------------------------- encoders

const UNRESERVED = /[A-Za-z0-9\-._~]/
/** Characters encodeURIComponent leaves alone that pct encodes. */
const SUB_DELIMS = /[!'()*]/g
/** A surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Percent-encodes UTF-16 text byte by byte; a lone surrogate becomes its (invalid) 3-byte CESU-8 form, so that
 *  `\uD800` arrives as `%ED%A0%80` — which encodeURIComponent would refuse to produce. Everything else is what
 *  encodeURIComponent writes, plus `!'()*` encoded: built from it, because encoding the 100 000-character values
 *  one character at a time was a fifth of this test's time. pctByChar is the plain definition (the same output). */
export function pct (s: string): string {
  let out = ''
  let from = 0
  for (const m of s.matchAll(LONE_SURROGATE)) {
    out += encodeWellFormed(s.slice(from, m.index)) + pctByChar(m[0])
    from = m.index + 1
  }
  return out + encodeWellFormed(from === 0 ? s : s.slice(from))
}

const encodeWellFormed = (s: string): string => encodeURIComponent(s).replace(SUB_DELIMS, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** pct one UTF-16 unit (or surrogate pair) at a time. */
export function pctByChar (s: string): string {
  let out = ''
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    const ch = s.charAt(i)
    if (c < 0x80 && UNRESERVED.test(ch)) { out += ch; continue }
    let bytes: number[]
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && s.charCodeAt(i + 1) >= 0xdc00 && s.charCodeAt(i + 1) <= 0xdfff) {
      bytes = [...Buffer.from(s.slice(i, i + 2), 'utf8')]
      i++
    } else if (c >= 0xd800 && c <= 0xdfff) {
      bytes = [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
    } else {
      bytes = [...Buffer.from(ch, 'utf8')]
    }
    for (const b of bytes) out += '%' + b.toString(16).toUpperCase().padStart(2, '0')
  }
  return out
}

/** How a query value is written: properly encoded, `+` for spaces, or with raw `%`/`'`/`"` left in (broken
 *  escapes such as `%ZZ` or a lone `%`). */
export type ValueEncoding = 'pct' | 'plus' | 'raw-meta'
export function encodeValue (s: string, how: ValueEncoding): string {
  if (how === 'plus') return pct(s).replace(/%20/g, '+')
  if (how === 'raw-meta') return pct(s).replace(/%25/g, '%').replace(/%27/g, "'").replace(/%22/g, '"').replace(/%5B/g, '[').replace(/%5D/g, ']')
  return pct(s)
}

/** Key spellings of one parameter: plain, `k[]`, `k[0]`, `k[a][b][c]`, `k[__proto__]`, … */
export const keyShape = fc.constantFrom('plain', 'plain', 'plain', 'brackets', 'indexed', 'deep', 'proto', 'big-index', 'encoded-brackets')
export function shapeKey (name: string, shape: string): string {
  switch (shape) {
    case 'brackets': return `${name}[]`
    case 'indexed': return `${name}[0]`
    case 'deep': return `${name}[b][c][d][e][f][g]`
    case 'proto': return `${name}[__proto__][x]`
    case 'big-index': return `${name}[99999]`
    case 'encoded-brackets': return `${pct(name)}%5B%5D`
    default: return name
  }
}

export interface QueryPart { name: string; shape: string; value: string; how: ValueEncoding }

export const queryPart = (names: string[]): fc.Arbitrary<QueryPart> => fc.record({
  name: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.constantFrom(...PARAM_NAMES, '__proto__', 'a', '', '[', ']', 'a[b][c]', '%', '&') }),
  shape: keyShape,
  value: hostileString,
  how: fc.constantFrom<ValueEncoding>('pct', 'pct', 'pct', 'plus', 'raw-meta'),
})

export function buildQuery (parts: QueryPart[]): string {
  return parts.map((p) => `${p.name === '' ? '' : shapeKey(p.name, p.shape)}=${encodeValue(p.value, p.how)}`).join('&')
}

/** Form body from a JSON object: nested objects/arrays in bracket notation, like PHP clients send them. */
export function formEncode (obj: Json): string {
  const out: string[] = []
  const walk = (prefix: string, v: unknown, depth: number): void => {
    if (depth > 6) return
    if (Array.isArray(v)) { v.slice(0, 300).forEach((x, i) => walk(`${prefix}[${i % 3 === 0 ? '' : i}]`, x, depth + 1)); return }
    if (v !== null && typeof v === 'object') { for (const [k, x] of Object.entries(v).slice(0, 20)) walk(`${prefix}[${k}]`, x, depth + 1); return }
    out.push(`${pct(prefix)}=${pct(v === null ? '' : String(v))}`)
  }
  for (const [k, v] of Object.entries(obj)) walk(k, v, 0)
  return out.join('&')
}

export const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW'

/** multipart/form-data with one part per (flattened) field; `broken` drops the closing delimiter. */
export function multipartEncode (obj: Json, opts: { file?: boolean; broken?: boolean } = {}): string {
  const parts: string[] = []
  const walk = (prefix: string, v: unknown, depth: number): void => {
    if (depth > 6) return
    if (Array.isArray(v)) { v.slice(0, 300).forEach((x, i) => walk(`${prefix}[${i}]`, x, depth + 1)); return }
    if (v !== null && typeof v === 'object') { for (const [k, x] of Object.entries(v).slice(0, 20)) walk(`${prefix}[${k}]`, x, depth + 1); return }
    parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${prefix.replace(/["\r\n]/g, '_')}"\r\n\r\n${v === null ? '' : String(v)}\r\n`)
  }
  for (const [k, v] of Object.entries(obj)) walk(k, v, 0)
  if (opts.file) parts.push(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n\r\n`)
  return parts.join('') + (opts.broken ? `--${BOUNDARY}\r\nContent-Disposition: form-da` : `--${BOUNDARY}--\r\n`)
}

/** Malformed JSON texts (sent with content-type application/json). */
export const BAD_JSON: string[] = [
  '{', '}', '{"title":}', '{"title":"x",}', "{'title':'x'}", '{"title":"x"', '[1,2', 'nul', 'tru', 'NaN', '{"a":NaN}',
  '{"a":Infinity}', '{"a":01}', '{"a":"\\x41"}', '{"a":"\\u12"}', '{"a":"line\nbreak"}', '\u0000', '\uFEFF{}', '{}{}',
  '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":1}garbage', '<xml/>', 'title=x',
  '{"a":' + '['.repeat(10_000), '"' + 'a'.repeat(1000), ' ', '\r\n', '{"a":"\ud800"}', '{"\u0000":1}',
]

export const WRONG_CONTENT_TYPES: string[] = [
  'text/plain', 'application/xml', 'application/octet-stream', 'application/json; charset=utf-16', 'application/jsonx',
  'APPLICATION/JSON', 'application/json;;', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/x-www-form-urlencoded; charset=latin1',
  '*/*', 'application/vnd.api+json', 'text/html; charset=utf-8', 'image/png', 'json', ';', 'application/json, text/plain',
]
