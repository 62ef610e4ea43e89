// `<calendar-events>`' query and text (src/embed/query.ts) in Node: which attributes reach the API, `limit`, `layout`
// and `lang`, and how an event is written in each language. The element in a browser: test/e2e/embed.test.ts.
import t from 'tap'
import { EventListQuery } from '../../src/schemas/event.js'
import { DEFAULT_LIMIT, EMBED_PARAMS, EMBED_WORDS, eventsQuery, languageOf, layoutOf, limitOf, showEvent } from '../../src/embed/query.js'
import { readFileSync } from 'node:fs'
import { PAGE_LANGUAGES } from '../../src/calendar-page/i18n.js'
import { STYLES } from '../../src/embed/styles.js'
import type { ApiEvent } from '../../src/calendar-page/query.js'

const attrs = (values: Record<string, string>) => (name: string) => values[name] ?? null

t.test('every list parameter is an attribute, but those left out on purpose', async (t) => {
  const leftOut = ['page', 'per_page', 'password', 'status', 'context', 'translation_language']
  t.same([...EMBED_PARAMS].sort(), Object.keys(EventListQuery.properties).filter((k) => !leftOut.includes(k)).sort(),
    'a filter added to the list is added to the element (or to the list left out, with its reason in src/embed/query.ts)')
})

t.test('the query: known attributes as written, in a fixed order; upcoming by default; limit → per_page', async (t) => {
  t.same(Object.fromEntries(eventsQuery(attrs({}))), { start_date: 'now', per_page: String(DEFAULT_LIMIT) }, 'no attribute: upcoming events')
  const q = eventsQuery(attrs({ venue: '4', categories: 'jazz,blues', limit: '8', layout: 'compact', onclick: 'x', password: 'secret', status: 'draft', per_page: '50', page: '3' }))
  t.equal(q.toString(), 'categories=jazz%2Cblues&venue=4&start_date=now&per_page=8', 'unknown and excluded attributes ignored; the list order, whatever the attribute order')
  t.same(Object.fromEntries(eventsQuery(attrs({ ends_after: 'today', featured: 'true' }))), { ends_after: 'today', featured: 'true', per_page: String(DEFAULT_LIMIT) }, 'a date attribute replaces the default')
  t.same(Object.fromEntries(eventsQuery(attrs({ include: '3,4' }))), { include: '3,4', per_page: String(DEFAULT_LIMIT) }, 'so does include (it drops the date defaults in the API)')
  t.equal(eventsQuery(attrs({ search: '"a b" & c=d' })).get('search'), '"a b" & c=d', 'values are encoded, not interpreted')
})

t.test('limit, layout, lang', async (t) => {
  t.equal(limitOf(null), DEFAULT_LIMIT)
  t.equal(limitOf('3'), 3)
  t.equal(limitOf(' 12 '), 12)
  t.equal(limitOf('500'), 50, 'capped at the largest page')
  for (const bad of ['0', '-2', 'ten', '']) t.equal(limitOf(bad), DEFAULT_LIMIT, `limit="${bad}": the default`)
  t.equal(layoutOf(null), 'list')
  t.equal(layoutOf('COMPACT'), 'compact')
  t.equal(layoutOf('grid'), 'list', 'an unknown layout: list')
  t.equal(languageOf('nl', 'de'), 'nl', 'the attribute first')
  t.equal(languageOf(null, 'fr-CA'), 'fr', "the host page's language, primary subtag")
  t.equal(languageOf('es', 'de-AT'), 'de', 'an unsupported attribute falls back to the page')
  t.equal(languageOf(null, 'ja'), 'en', 'else English')
  t.equal(languageOf(null, null), 'en')
  for (const lang of PAGE_LANGUAGES) t.ok(EMBED_WORDS[lang].empty && EMBED_WORDS[lang].label, `words in ${lang}`)
})

const event = (fields: Partial<ApiEvent> = {}): ApiEvent => ({
  id: 7,
  title: 'Jazz &amp; Blues',
  url: 'https://example.org/event/jazz-blues/',
  all_day: false,
  start_date: '2027-04-03 20:00:00',
  end_date: '2027-04-03 22:30:00',
  timezone: 'Europe/Amsterdam',
  timezone_abbr: 'CEST',
  venue: { id: 2, venue: 'Town Hall', city: 'Utrecht' },
  categories: [],
  event_status: 'scheduled',
  ...fields,
})

t.test('an event as shown: the wall clock of its zone with the abbreviation, per language; safe links', async (t) => {
  const shown = showEvent(event(), 'en', 'list')
  t.equal(shown.title, 'Jazz & Blues', 'entities decoded (set as text)')
  t.equal(shown.url, 'https://example.org/event/jazz-blues/')
  t.equal(shown.datetime, '2027-04-03T20:00')
  t.equal(shown.venue, 'Town Hall, Utrecht')
  t.equal(shown.status, 'scheduled')
  t.match(shown.when, /^Sat(urday)?,? 3 Apr(il)? 2027, 20:00\s*[–-]\s*22:30 CEST$/, `en: ${shown.when}`)
  t.match(showEvent(event(), 'nl', 'list').when, /^za(t|terdag)?\.? 3 apr\.? 2027,? 20:00\s*[–-]\s*22:30 CEST$/, 'nl')
  t.match(showEvent(event(), 'de', 'list').when, /^Sa\.?,? 3\. Apr\.? 2027,? 20:00\s*[–-]\s*22:30( Uhr)? CEST$/, 'de')
  t.match(showEvent(event(), 'fr', 'list').when, /^sam\.? 3 avr\.? 2027,? 20:00\s*[–-]\s*22:30 CEST$/, 'fr')
  t.match(showEvent(event(), 'en', 'compact').when, /^3 Apr, 20:00 CEST$/, 'compact: day and start')
  // The reader's zone changes nothing: the wall clock is the event's.
  t.match(showEvent(event({ start_date: '2027-04-03 23:30:00', end_date: '2027-04-04 01:00:00', timezone_abbr: 'EDT' }), 'en', 'list').when,
    /3 Apr.*23:30.*4 Apr.*01:00 EDT$/, 'over midnight: both days, the zone named')
  const allDay = showEvent(event({ all_day: true, start_date: '2027-07-10 00:00:00', end_date: '2027-07-12 23:59:59' }), 'en', 'list')
  t.match(allDay.when, /10.*12 Jul 2027$/, `all day over three days: ${allDay.when}`)
  t.notMatch(allDay.when, /CEST|:/, 'no time, no zone')
  t.equal(allDay.datetime, '2027-07-10')
  t.equal(showEvent(event({ venue: [] }), 'en', 'list').venue, '', 'no venue')
  t.equal(showEvent(event({ event_status: 'canceled' }), 'en', 'list').status, 'canceled')
  for (const url of ['javascript:alert(1)', 'data:text/html,x', 'not a url']) t.equal(showEvent(event({ url }), 'en', 'list').url, '', `${url}: no link`)
  t.equal(showEvent(event({ title: '<img src=x onerror=alert(1)>' }), 'en', 'list').title, '<img src=x onerror=alert(1)>', 'markup in a title is text as written (the element sets it as textContent)')
})

t.test("the README's theming section names every custom property and part the element has", async (t) => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const section = readme.slice(readme.indexOf('## Embed the calendar'), readme.indexOf('### Page sizes'))
  const properties = [...new Set(STYLES.match(/--calendar-events-[a-z-]+/g))]
  t.ok(properties.length >= 8, `${properties.length} custom properties`)
  for (const p of properties) t.match(section, p, p)
  const main = readFileSync(new URL('../../src/embed/main.ts', import.meta.url), 'utf8')
  // `part: 'title'`, and the message's `part: kind === 'error' ? 'error' : 'message'`
  const parts = [...new Set([...main.matchAll(/part: (?:[^,]*\? )?'([a-z-]+)'(?: : '([a-z-]+)')?/g)].flatMap((m) => [m[1]!, m[2]].filter((p) => p !== undefined)))]
  t.ok(parts.length >= 9, `${parts.length} parts`)
  for (const p of parts) t.match(section, `\`${p}\``, `part ${p}`)
})
