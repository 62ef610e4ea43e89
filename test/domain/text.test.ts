import t from 'tap'
import {
  renderParagraphs,
  slugify,
  normalizeSlugSegment,
  slugLookups,
  wordpressSlug,
  uniqueSlugCandidates,
  escapeHtml,
  htmlToText,
  stripHtml,
  MAX_SLUG_LENGTH,
  foldForComparison,
  compareForOrdering,
} from '../../src/domain/text.js'
import { searchText } from '../../src/domain/search.js'
import { mulberry32 } from '../prng.js'

t.test('renderParagraphs wraps paragraphs (SPEC §3.7)', async (t) => {
  const cases: [string, string][] = [
    ['Event 01 description', '<p>Event 01 description</p>'],
    ['', ''],
    ['   \n\n  ', ''],
    ['a\nb', '<p>a<br />\nb</p>'],
    ['a\n\nb', '<p>a</p>\n<p>b</p>'],
    ['a\r\n\r\nb\r\nc', '<p>a</p>\n<p>b<br />\nc</p>'],
    ['a\n\n\n\nb', '<p>a</p>\n<p>b</p>'],
    ['a\n   \nb', '<p>a</p>\n<p>b</p>'],
    ['  padded  ', '<p>padded</p>'],
    ['<b>bold</b> text', '<p><b>bold</b> text</p>'],
    ['<div>x</div>\n\ntext', '<div>x</div>\n<p>text</p>'],
    ['<ul>\n<li>a</li>\n</ul>', '<ul>\n<li>a</li>\n</ul>'],
    ['<h2 class="x">T</h2>', '<h2 class="x">T</h2>'],
    ['<hr/>', '<hr/>'],
    ['<p>already</p>', '<p>already</p>'],
    ['<pretend>not block</pretend>', '<p><pretend>not block</pretend></p>'],
  ]
  for (const [input, want] of cases) t.equal(renderParagraphs(input), want, JSON.stringify(input))
})

t.test('slugify (SPEC §3.7)', async (t) => {
  const cases: [string, string][] = [
    ['Spring Fair', 'spring-fair'],
    ['Café  Über', 'cafe-uber'],
    ['<b>Hi</b> there!', 'hi-there'],
    ['a.b/c', 'a-b-c'],
    ['--x--', 'x'],
    ['Пример', '%d0%bf%d1%80%d0%b8%d0%bc%d0%b5%d1%80'],
    ['under_score', 'under_score'],
    ['', ''],
    ['%%%', ''],
    ['Tom &amp; Jerry', 'tom-jerry'],
    ['Rock & Roll', 'rock-roll'],
    ['Party 🎉 2024', 'party-2024'],
    ['a\tb\nc', 'a-b-c'],
    ['Ñandú', 'nandu'],
    ['ﬁne', 'fine'],
    ['日本', '%e6%97%a5%e6%9c%ac'],
    ['UPPER-case', 'upper-case'],
    ['a - b', 'a-b'],
  ]
  for (const [input, want] of cases) t.equal(slugify(input), want, JSON.stringify(input))
})

t.test('normalizeSlugSegment (SPEC §3.7)', async (t) => {
  const cases: [string, string][] = [
    ['spring-fair', 'spring-fair'],
    ['Spring-Fair', 'spring-fair'],
    ['%D0%BF', '%d0%bf'],
    ['Пример', '%d0%bf%d1%80%d0%b8%d0%bc%d0%b5%d1%80'],
    ['Spring Fair', 'spring-fair'],
    ['under_score', 'under_score'],
    ['%%%', ''],
    ['', ''],
  ]
  for (const [input, want] of cases) t.equal(normalizeSlugSegment(input), want, JSON.stringify(input))
})

t.test('wordpressSlug: the form WordPress keeps, emoji included; slugLookups: the service\'s form first', async (t) => {
  const cases: [string, string | null][] = [
    ['party-%f0%9f%8e%89-night', 'party-%f0%9f%8e%89-night'],
    ['Party-%F0%9F%8E%89-Night', 'party-%f0%9f%8e%89-night'],
    ['party-🎉-night', 'party-%f0%9f%8e%89-night'],
    ['𠮷野家', '%f0%a0%ae%b7%e9%87%8e%e5%ae%b6'],
    ['حفلة-موسيقية', '%d8%ad%d9%81%d9%84%d8%a9-%d9%85%d9%88%d8%b3%d9%8a%d9%82%d9%8a%d8%a9'],
    ['מסיבה', '%d7%9e%d7%a1%d7%99%d7%91%d7%94'],
    ['%f0%9f%8e', null], // an escape that is not UTF-8
    ['%2f', null], // an escaped ASCII character other than a-z 0-9 - _
    ['a b', null],
    ['a%20b', null],
    ['\ud83c', null], // an unpaired surrogate
    ['', null],
  ]
  for (const [input, want] of cases) t.equal(wordpressSlug(input), want, JSON.stringify(input))
  t.same(slugLookups('party-🎉-night'), ['party-night', 'party-%f0%9f%8e%89-night'])
  t.same(slugLookups('🎉🎊'), ['%f0%9f%8e%89%f0%9f%8e%8a'])
  t.same(slugLookups('spring-fair'), ['spring-fair'])
  t.same(slugLookups('Spring Fair'), ['spring-fair'])
})

function take (gen: Generator<string>, n: number): string[] {
  const out: string[] = []
  for (const s of gen) {
    out.push(s)
    if (out.length === n) break
  }
  return out
}

t.test('uniqueSlugCandidates (SPEC §3.7 uniqueness)', async (t) => {
  t.same(take(uniqueSlugCandidates('fair'), 4), ['fair', 'fair-2', 'fair-3', 'fair-4'])

  const long = 'a'.repeat(250)
  const [first, second] = take(uniqueSlugCandidates(long), 2)
  t.equal(first, 'a'.repeat(MAX_SLUG_LENGTH))
  t.equal(second, 'a'.repeat(MAX_SLUG_LENGTH - 2) + '-2')

  const exact = 'b'.repeat(MAX_SLUG_LENGTH)
  t.equal(take(uniqueSlugCandidates(exact), 1)[0], exact)
  const tenth = take(uniqueSlugCandidates(exact), 10)[9]
  t.equal(tenth, 'b'.repeat(MAX_SLUG_LENGTH - 3) + '-10')

  // Truncation never leaves a broken escape, a partial UTF-8 sequence or a trailing dash.
  const cyr = slugify('Пример '.repeat(30))
  for (const s of take(uniqueSlugCandidates(cyr), 12)) {
    t.ok(s.length <= MAX_SLUG_LENGTH, `length ${s.length}`)
    t.doesNotThrow(() => decodeURIComponent(s))
    t.notMatch(s, /--/)
  }
  const dashy = 'c'.repeat(MAX_SLUG_LENGTH - 3) + '-dd'
  t.equal(take(uniqueSlugCandidates(dashy), 2)[1], 'c'.repeat(MAX_SLUG_LENGTH - 3) + '-2')
})

t.test('escapeHtml', async (t) => {
  const cases: [string, string][] = [
    ['http://x.org/?a=1&b=2', 'http://x.org/?a=1&amp;b=2'],
    ['<a href="x">\'y\'</a>', '&lt;a href=&quot;x&quot;&gt;&#039;y&#039;&lt;/a&gt;'],
    ['plain', 'plain'],
    ['', ''],
  ]
  for (const [input, want] of cases) t.equal(escapeHtml(input), want, JSON.stringify(input))
})

t.test('stripHtml (plain text for JSON-LD, SPEC §4.5)', async (t) => {
  const cases: [string, string][] = [
    ['<p>Event 01 description</p>', 'Event 01 description'],
    ['<p>a</p>\n<p>b</p>', 'a b'],
    ['<p>a<br />\nb</p>', 'a b'],
    ['Tom &amp; Jerry', 'Tom & Jerry'],
    ['&lt;tag&gt; &quot;q&quot; &#39;s&#039; &#x41;', '<tag> "q" \'s\' A'],
    ['&amp;lt;', '&lt;'],
    ['<b>bold</b>face', 'boldface'],
    ['a&nbsp;&nbsp;b', 'a b'],
    ['<script>alert(1)</script>safe', 'safe'],
    ['&unknown; stays', '&unknown; stays'],
    ['Caf&eacute; &#038; Cr&egrave;me <b>bold</b>', 'Café & Crème bold'],
    ['&Eacute;t&eacute; &euro;5 &uuml;ber &szlig; &times;', 'Été €5 über ß ×'],
    ['&AMP; &Lt;', '& <'],
    ['', ''],
  ]
  for (const [input, want] of cases) t.equal(stripHtml(input), want, JSON.stringify(input))
})

t.test('htmlToText: paragraphs, line breaks, lists, entities', async (t) => {
  t.equal(htmlToText('<p>One<br />\ntwo &amp; <b>three</b></p>\n<p>Four</p>'), 'One\ntwo & three\n\nFour')
  t.equal(htmlToText('<ul><li>a</li><li>b</li></ul><p>c</p>'), '- a\n- b\n\nc')
  t.equal(htmlToText('<script>x()</script>Plain   text'), 'Plain text')
  t.equal(htmlToText(''), '')
})

t.test('htmlToText: a link is "text (url)", the url alone when it is the text; only http(s) and mailto URLs', async (t) => {
  t.equal(htmlToText('<p>See <a href="https://example.org/a?x=1&amp;y=2">the <b>programme</b></a>.</p>'), 'See the programme (https://example.org/a?x=1&y=2).')
  t.equal(htmlToText('<a href="https://example.org/">https://example.org/</a>'), 'https://example.org/', 'the text is the url')
  t.equal(htmlToText('<a href="mailto:info@example.org">info@example.org</a>'), 'info@example.org', 'the text is the address')
  t.equal(htmlToText('<a href="mailto:info@example.org">write</a>'), 'write (mailto:info@example.org)')
  t.equal(htmlToText("<a title='t' href='HTTP://Example.org/x'>X</a>"), 'X (HTTP://Example.org/x)', 'any quoting, any case of the scheme')
  t.equal(htmlToText('<a href="https://example.org/i"><img src="i.png"></a>'), 'https://example.org/i', 'no text: the url')
  t.equal(htmlToText('<a href="javascript:alert(1)">click</a> <a href="/relative">rel</a> <a href="ftp://x.org/">f</a> <a>none</a>'), 'click rel f none', 'other targets: the text alone')
  t.equal(htmlToText('<a href="https://example.org/?q=&amp;lt;b&amp;gt;">q</a>'), 'q (https://example.org/?q=&lt;b&gt;)', 'entities decoded once')
  t.equal(htmlToText('<ul><li><a href="https://a.example/">A</a></li></ul>'), '- A (https://a.example/)')
})

// ------------------------------------------------------------------------------------------------ SPEC §3.10

t.test('foldForComparison: case, accents and compatibility forms ignored; other scripts keep their letters (SPEC §3.10)', async (t) => {
  const cases: Array<[string, string]> = [
    ['Fête', 'fete'], ['ZÜRICH', 'zurich'], ['Straße', 'strasse'], ['STRAẞE', 'strasse'], ['CAFÉ', 'cafe'], ['Cafe\u0301', 'cafe'],
    ['ﬁnal ﬀ', 'final ff'], ['ＦＵＬＬ ｗｉｄｔｈ', 'full width'], ['①②', '12'], ['Ærø Œuvre', 'aero oeuvre'], ['Łódź Đà Nẵng', 'lodz da nang'],
    ['Ðe Ħal', 'de hal'], ['İstanbul', 'istanbul'], ['ısparta', 'ısparta'],
    ['МОСКВА Ёлка', 'москва елка'], ['Йога', 'йога'], ['ΑΘΉΝΑ ΟΔΟΣ ὁδός', 'αθηνα οδοσ οδοσ'],
    ['東京 カフェ', '東京 カフェ'], ['ガ', 'カ'], ['서울', '서울'.normalize('NFD')], ['مَدرسة', 'مدرسة'], ['أحمد', 'أحمد'], ['١٢٣', '123'],
    ['🎉 Party 👨\u200d👩\u200d👧', '🎉 party 👨👩👧'], ['Fu\u00adß\u00adball', 'fussball'], ['a\u001fb', 'ab'], ['tab\there', 'tab\there'],
    ['कि', 'कि'], ['', ''],
  ]
  for (const [input, want] of cases) t.equal(foldForComparison(input), want, JSON.stringify(input))
  t.equal(foldForComparison('Zürich'), foldForComparison('Zu\u0308rich'), 'composed and decomposed')
  t.equal(foldForComparison('Й'), foldForComparison('И\u0306'), 'a decomposed й is й')
})

t.test('foldForComparison agrees with the Unicode collation at primary strength (ICU root, Intl.Collator)', async (t) => {
  const collator = new Intl.Collator('und', { sensitivity: 'base' })
  // Characters of several scripts, with their accented, compatibility, case and expanding forms side by side.
  const pool = ['a', 'A', 'á', 'à', 'ä', 'e', 'é', 'E', 'ê', 'i', 'I', 'İ', 'ı', 'o', 'ö', 'ø', 'œ', 'oe', 's', 'ss', 'ß', 'ẞ', 'æ', 'ae', 'f',
    'ﬁ', 'ﬀ', 'Ｆ', 'ｉ', 'l', 'ł', 'd', 'đ', 'z', 'ž', 'n', 'ñ', 'и', 'й', 'Й', 'е', 'ё', 'Ё', 'σ', 'ς', 'Σ', 'ά', 'α', 'Α', '東', '京', 'カ',
    'ガ', 'ب', '\u064e', 'ا', 'أ', '🎉', '👍', '\u0301', '\u00ad', ' ', '-', '1', '١', '①', 'x']
  const random = mulberry32(39)
  const draw = () => Array.from({ length: 1 + Math.floor(random() * 3) }, () => pool[Math.floor(random() * pool.length)]).join('')
  let disagreements = 0
  for (let i = 0; i < 20_000; i++) {
    const a = draw()
    const b = draw()
    const same = collator.compare(a, b) === 0
    if (same !== (foldForComparison(a) === foldForComparison(b)) && disagreements++ < 5) t.fail(`${JSON.stringify(a)} vs ${JSON.stringify(b)}: collation says ${same ? 'equal' : 'different'}`)
  }
  t.equal(disagreements, 0, 'equal folded forms exactly when the collation calls the texts equal')
  // Order: Latin words agree with the collation.
  const latin = ['a', 'b', 'c', 'á', 'ä', 'ß', 'ss', 'st', 'æ', 'ae', 'af', 'ø', 'o', 'p', 'z', 'ž', 'Z']
  const word = () => Array.from({ length: 3 }, () => latin[Math.floor(random() * latin.length)]).join('')
  let misordered = 0
  for (let i = 0; i < 20_000; i++) {
    const a = word()
    const b = word()
    if (Math.sign(collator.compare(a, b)) !== Math.sign(compareForOrdering(a, b)) && misordered++ < 5) t.fail(`${a} vs ${b}`)
  }
  t.equal(misordered, 0, 'Latin words are in the collation\'s order')
})

t.test('compareForOrdering: "Ünïcode" between "Tango" and "Vienna"; symbols, digits, letters, then emoji as MySQL has them', async (t) => {
  const names = ['Zebra', 'wheelchair', 'Ünïcode', 'Vienna', 'Tango', '東京', 'Ωmega', 'Ёлка', '42nd Street', '🎉 Party', 'ábc', 'ABD', '𝐁old', '#1 Hit', 'מוזיקה']
  t.same([...names].sort(compareForOrdering), ['#1 Hit', '42nd Street', 'ábc', 'ABD', '𝐁old', 'Tango', 'Ünïcode', 'Vienna', 'wheelchair', 'Zebra', 'Ωmega', 'Ёлка', 'מוזיקה', '東京', '🎉 Party'])
  t.ok(compareForOrdering('Party 🎉', 'Party 🎊') < 0, 'emoji among themselves: by code point')
  t.ok(compareForOrdering('Party 🎉', 'Party z') > 0, 'an emoji after a letter anywhere in the name')
  t.equal(compareForOrdering('CAFÉ', 'cafe'), 0, 'equal at primary strength: the caller\'s tie-break decides')
  t.ok(compareForOrdering('a', 'ab') < 0, 'a prefix first')
  t.ok(compareForOrdering('\u{1F600}', '\uFFFD') > 0, 'an emoji after U+FFFD: code point order, not UTF-16 units (which put it before)')
})

t.test('searchText folds each field and keeps U+001F between them only', async (t) => {
  t.equal(searchText('Fête\u001f', 'CAFÉ', 'Straße'), 'fete\u001fcafe\u001fstrasse')
})
