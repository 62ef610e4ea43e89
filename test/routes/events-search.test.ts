// HTTP tests of the `search` filter of GET /events (SPEC §5.1 table and "Other rules": words match title, excerpt
// or description; double-quoted phrases stay together; `-word` excludes; case-insensitive; one-letter words and
// stop words ignored), its validation (§3.1 "non-empty string"), its combination with the other list filters,
// pagination (§3.4) and languages (§1.5), and how writes and trash (§3.6) change what it finds.
// One app with a pinned clock serves the whole file (booting dominates the run time); every test starts from an
// empty record set via `fresh()` and never relies on absolute ids.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import Database from 'better-sqlite3'
import pg from 'pg'
import { databaseKind, postgresConnection, sqliteFilePath } from '../../src/db/client.js'
import { auth, BASE, build, clearRecords, createEvent, createTerm, expectError, req, type Res } from '../helper.js'

type Json = Record<string, any>
type Headers = Record<string, string>

const SITE = 'https://example.org'
/** "now" of the app: every event below is on the next day, inside the default list window. */
const NOW = new Date('2030-03-01T12:00:00Z')
const DAY = { start_date: '2030-03-02 10:00:00', end_date: '2030-03-02 11:00:00' }

const shared = await build(t, {}, { clock: () => NOW })
/** The shared app, emptied of events, venues, organizers and terms. */
async function fresh (): Promise<FastifyInstance> {
  await clearRecords(shared)
  return shared
}

/** A published event of tomorrow titled `title` (plus `extra` fields); returns its id. */
async function ev (app: FastifyInstance, title: string, extra: Json = {}, prefix = ''): Promise<number> {
  return (await createEvent(app, { ...DAY, title, ...extra }, `${prefix}${BASE}/events`)).id
}
/** GET /events?search=<q> (q URL-encoded) plus an optional raw query tail. */
function search (app: FastifyInstance, q: string, tail = '', headers: Headers = {}, prefix = ''): Promise<Res> {
  return req(app, { method: 'GET', url: `${prefix}${BASE}/events?search=${encodeURIComponent(q)}${tail ? `&${tail}` : ''}`, headers })
}
const ids = (res: Res): number[] => ((res.body?.events ?? []) as Json[]).map((e) => e.id).sort((a, b) => a - b)
const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b)
/** Asserts that `search=<q>` (anonymous) answers 200 with exactly the events `expected`. */
async function finds (t: Test, app: FastifyInstance, q: string, expected: number[], what = ''): Promise<void> {
  const res = await search(app, q)
  t.equal(res.statusCode, 200, `search ${JSON.stringify(q)}: 200`)
  t.same(ids(res), sorted(expected), `search ${JSON.stringify(q)}${what ? ` (${what})` : ''}`)
  t.equal(res.body?.total, expected.length, `search ${JSON.stringify(q)}: total`)
  // With one event per page the total is counted in SQL, which starts from the matches over the default window
  // and probes the window for a window the caller chose: both must agree with the list.
  for (const tail of ['per_page=1', 'per_page=1&start_date=2030-03-01&end_date=2030-03-31']) {
    const counted = await search(app, q, tail)
    t.equal(counted.body?.total, expected.length, `search ${JSON.stringify(q)}&${tail}: total counted in SQL`)
  }
}

// ------------------------------------------------------------------------------------------------ fields, AND

t.test('§5.1 search: a word matches the title, the excerpt or the description', async (t) => {
  const app = await fresh()
  const inTitle = await ev(app, 'Jazz Concert')
  const inExcerpt = await ev(app, 'Evening out', { excerpt: 'Live jazz and wine.' })
  const inDescription = await ev(app, 'Late session', { description: 'Bring your own\n\nsmooth jazz records.' })
  const rock = await ev(app, 'Rock Concert', { excerpt: 'Loud guitars.', description: 'No saxophones.' })
  await finds(t, app, 'jazz', [inTitle, inExcerpt, inDescription])
  await finds(t, app, 'guitars', [rock], 'excerpt only')
  await finds(t, app, 'saxophones', [rock], 'description only')
  await finds(t, app, 'smooth', [inDescription], 'after a paragraph break of the description')
  await finds(t, app, 'unicorn', [], 'no event carries the word')
})

t.test('§5.1 search: every word must occur (AND), each word may come from a different field, in any order', async (t) => {
  const app = await fresh()
  const all = await ev(app, 'Harbour Festival', { excerpt: 'Boats and music.', description: 'Fireworks at night.' })
  const onlyHarbour = await ev(app, 'Harbour tour')
  const onlyFireworks = await ev(app, 'New year', { description: 'Fireworks show.' })
  await finds(t, app, 'harbour', [all, onlyHarbour])
  await finds(t, app, 'fireworks', [all, onlyFireworks])
  await finds(t, app, 'harbour fireworks', [all], 'title word + description word')
  await finds(t, app, 'fireworks harbour', [all], 'word order does not matter')
  await finds(t, app, 'boats night', [all], 'excerpt word + description word')
  await finds(t, app, 'harbour boats fireworks', [all], 'one word from each field')
  await finds(t, app, 'harbour unicorn', [], 'one missing word is enough to fail')
  await finds(t, app, 'harbour   \t fireworks', [all], 'runs of whitespace separate words')
})

// ------------------------------------------------------------------------------------------------ case, substrings

t.test('§5.1 search is case-insensitive, also for non-ASCII letters (Köln, ÉGLISE, Straße, decomposed accents)', async (t) => {
  const app = await fresh()
  const koeln = await ev(app, 'Karneval in Köln')
  const eglise = await ev(app, 'Concert à l\'ÉGLISE Saint-Pierre')
  const strasse = await ev(app, 'Fest', { description: 'Treffpunkt: Hauptstraße 5' })
  const cafeDecomposed = await ev(app, 'Cafe\u0301 night')
  await ev(app, 'Other event', { description: 'Strase, Kol, glise' })
  for (const q of ['köln', 'KÖLN', 'kÖlN', 'Köln']) await finds(t, app, q, [koeln])
  for (const q of ['église', 'ÉGLISE', 'Église', 'e\u0301glise', 'E\u0301GLISE']) await finds(t, app, q, [eglise], 'composed and decomposed input')
  for (const q of ['STRASSE', 'strasse', 'straße', 'STRAßE', 'hauptstrasse', 'HAUPTSTRASSE']) await finds(t, app, q, [strasse], 'ß folds to ss')
  for (const q of ['café', 'CAFÉ', 'cafe\u0301']) await finds(t, app, q, [cafeDecomposed], 'stored decomposed accent')
  await finds(t, app, 'NIGHT CAFÉ', [cafeDecomposed], 'two words, one of them accented')
})

t.test('§5.1 search words are substrings, as WordPress LIKE does ("cert" finds "Concert")', async (t) => {
  const app = await fresh()
  const concert = await ev(app, 'Concert')
  const other = await ev(app, 'Theatre', { description: 'Dance performance' })
  await finds(t, app, 'cert', [concert])
  await finds(t, app, 'ONCE', [concert], 'inside the word, any case')
  await finds(t, app, 'nc', [concert, other], 'two-letter substring (Concert, Dance)')
  await finds(t, app, 'formance', [other])
  await finds(t, app, 'concerts', [], 'longer than the stored word')
  await finds(t, app, 'con*', [], '* is no prefix wildcard')
})

// ------------------------------------------------------------------------------------------------ phrases

t.test('§5.1 double-quoted phrases stay together', async (t) => {
  const app = await fresh()
  const spring = await ev(app, 'Spring Fair', { description: 'Music and food.' })
  const reversed = await ev(app, 'Fair in spring')
  const apart = await ev(app, 'Spring market', { description: 'A fair for everyone.' })
  await finds(t, app, 'spring fair', [spring, reversed, apart], 'unquoted: two words')
  await finds(t, app, '"spring fair"', [spring])
  await finds(t, app, '"SPRING FAIR"', [spring], 'phrases are case-insensitive too')
  await finds(t, app, '"fair in spring"', [reversed], 'a phrase keeps its stop words')
  await finds(t, app, '"spring fair" music', [spring], 'phrase and word together')
  await finds(t, app, '"pring fai"', [spring], 'a phrase is a substring too')
  await finds(t, app, '"fair spring"', [], 'words of a phrase keep their order')
})

t.test('§5.1 a phrase (or a word) never matches across two fields', async (t) => {
  const app = await fresh()
  const titleExcerpt = await ev(app, 'Ends with spring', { excerpt: 'fair weather expected' })
  const titleDescription = await ev(app, 'Last day of spring', { description: 'fair trade stalls' })
  const excerptDescription = await ev(app, 'Market', { excerpt: 'Come in spring', description: 'fair prices' })
  const oneField = await ev(app, 'Day out', { description: 'The spring fair is back.' })
  const split = await ev(app, 'Concert in the ha', { excerpt: 'll of fame' })
  await finds(t, app, 'spring fair', [titleExcerpt, titleDescription, excerptDescription, oneField], 'as two words each field may hold one')
  await finds(t, app, '"spring fair"', [oneField])
  await finds(t, app, 'springfair', [], 'no join without separator either')
  await finds(t, app, 'hall', [], 'a word is not assembled from the end of the title and the start of the excerpt')
  await finds(t, app, '"ha ll"', [], 'nor a phrase from a field end and the next field start')
  t.comment(`split event ${split}`)
})

t.test('§5.1 a word containing a control character (U+001F, the stored field separator) does not match across fields', async (t) => {
  const app = await fresh()
  await ev(app, 'Ends with spring', { excerpt: 'fair weather expected' })
  await finds(t, app, 'spring\u001ffair', [], 'U+001F between the two words')
  await finds(t, app, 'spring\u001f', [], 'U+001F at the end of a word')
})

// ------------------------------------------------------------------------------------------------ exclusions

t.test('§5.1 -word excludes, -"a phrase" excludes a phrase; exclusions look at every field', async (t) => {
  const app = await fresh()
  const jazz = await ev(app, 'Jazz Concert')
  const rock = await ev(app, 'Rock Concert')
  const jazzNight = await ev(app, 'Jazz night', { description: 'No concert tonight, just a jam.' })
  const soldOut = await ev(app, 'Pop Concert', { description: 'Sold out.' })
  const djExcerpt = await ev(app, 'Club Concert', { excerpt: 'With a DJ.' })
  await finds(t, app, 'concert', [jazz, rock, jazzNight, soldOut, djExcerpt])
  await finds(t, app, 'concert -rock', [jazz, jazzNight, soldOut, djExcerpt])
  await finds(t, app, 'concert -ROCK', [jazz, jazzNight, soldOut, djExcerpt], 'exclusion is case-insensitive')
  await finds(t, app, 'concert -roc', [jazz, jazzNight, soldOut, djExcerpt], 'exclusion is a substring too')
  await finds(t, app, 'concert -sold', [jazz, rock, jazzNight, djExcerpt], 'a word only in the description excludes')
  await finds(t, app, 'concert -dj', [jazz, rock, jazzNight, soldOut], 'a two-letter word only in the excerpt excludes')
  await finds(t, app, 'concert -rock -pop', [jazz, jazzNight, djExcerpt], 'several exclusions: none may occur')
  await finds(t, app, '-rock', [jazz, jazzNight, soldOut, djExcerpt], 'exclusion alone')
  await finds(t, app, 'concert -"jazz concert"', [rock, jazzNight, soldOut, djExcerpt], 'excluded phrase: Jazz night has both words but not the phrase')
  await finds(t, app, 'jazz -"concert tonight"', [jazz], 'excluded phrase in the description')
  await finds(t, app, 'concert -"night concert"', [jazz, rock, jazzNight, soldOut, djExcerpt], 'excluded phrase occurring in no field (title "…night", description "…concert…") excludes nothing')
})

// ------------------------------------------------------------------------------------------------ short and stop words

t.test('§5.1 one-letter words and common stop words are ignored; two-letter words are matched', async (t) => {
  const app = await fresh()
  // None of these contain the substrings "the", "and", "of", "x", "z" or "at", so ignoring those words is observable.
  const rock = await ev(app, 'Rock Concert')
  const pop = await ev(app, 'Pop Concert', { description: 'Bring friends.' })
  const dj = await ev(app, 'Dj night')
  const djDescription = await ev(app, 'Club', { description: 'Our resident dj plays.' })
  await ev(app, 'Jazz', { description: 'Saxophone' })
  const concerts = [rock, pop]
  for (const q of ['the concert', 'concert the', 'concert of the and', 'a concert', 'x concert z', 'THE Concert', 'concert at']) {
    await finds(t, app, q, concerts, 'same as "concert"')
  }
  await finds(t, app, 'DJ', [dj, djDescription], 'two-letter word')
  await finds(t, app, 'dj concert', [], 'two-letter word is a real AND term')
  await finds(t, app, 'pop -dj', [pop], 'two-letter exclusion')
  await finds(t, app, 'concert -the', concerts, 'an excluded stop word is ignored as well')
})

// ------------------------------------------------------------------------------------------------ literal characters

t.test('§5.1 %, _, \\ and quotes in the search are literal characters, not wildcards or syntax', async (t) => {
  const app = await fresh()
  const pct = await ev(app, '100% fun')
  await ev(app, '1000 fun')
  const under = await ev(app, 'Code a_b test')
  await ev(app, 'Code axb test')
  const pctUnder = await ev(app, 'Sale 50%_off deal')
  const pctSpace = await ev(app, 'Sale 50% off')
  await ev(app, 'Sale 500xoff')
  const backslash = await ev(app, 'Path back\\slash')
  await ev(app, 'Path backXslash')
  const quote = await ev(app, 'Greeting', { description: 'He said say"hi" loudly' })
  await ev(app, 'Greeting again', { description: 'just say hi' })
  const apostrophe = await ev(app, 'O\'Brien\'s Pub quiz')
  const cpp = await ev(app, 'C++ meetup')
  await ev(app, 'C meetup')

  await finds(t, app, '100%', [pct], '"100%" does not find "1000 fun"')
  await finds(t, app, '0%', [pct, pctUnder, pctSpace], 'two characters: literal too')
  await finds(t, app, 'a_b', [under], '_ is not a one-character wildcard')
  await finds(t, app, '_b', [under], 'two characters with _')
  await finds(t, app, '50%_off', [pctUnder], '"50%_off" literal')
  await finds(t, app, '%_', [pctUnder])
  await finds(t, app, '"50% off"', [pctSpace], 'phrase with %')
  await finds(t, app, 'k\\s', [backslash], 'backslash literal (3 characters)')
  await finds(t, app, '\\s', [backslash], 'backslash literal (2 characters)')
  await finds(t, app, 'say"hi', [quote], 'a quote inside a word is part of the word')
  await finds(t, app, 'o\'brien', [apostrophe], 'apostrophe')
  await finds(t, app, 'c++', [cpp], 'FTS/regex syntax characters are literal')
  for (const q of ['%%', '__', '_%', '\\%', '\\\\', '%%%', '___', '%_%', '\\_\\', '**', '""', '"%%"']) {
    await finds(t, app, q, [], 'wildcard-only search does not list everything')
  }
})

t.test('§5.1 a one-character search that is not a letter ("%", "7") is a word: it must occur', async (t) => {
  const app = await fresh()
  const pct = await ev(app, '100% fun')
  const seven = await ev(app, 'Room 7')
  await ev(app, 'Plain fun')
  await finds(t, app, '%', [pct])
  await finds(t, app, '7', [seven])
  await finds(t, app, '*', [])
})

// ------------------------------------------------------------------------------------------------ writes, trash

t.test('§5.1/§3.6 updates change what search finds; trashed events are not listed', async (t) => {
  const app = await fresh()
  const id = await ev(app, 'Zebra parade', { excerpt: 'Stripes', description: 'Savanna animals' })
  const other = await ev(app, 'Quiet evening')
  await finds(t, app, 'zebra', [id])
  const patch = async (payload: Json) => {
    const res = await req(app, { method: 'POST', url: `${BASE}/events/${id}`, headers: auth, payload })
    t.equal(res.statusCode, 200, `update ${JSON.stringify(payload)}`)
  }

  await patch({ title: 'Giraffe parade' })
  await finds(t, app, 'zebra', [], 'old title word no longer matches')
  await finds(t, app, 'giraffe', [id], 'new title word matches')
  await finds(t, app, 'stripes savanna', [id], 'excerpt and description unchanged by a title-only update')

  await patch({ description: 'Jungle animals' })
  await finds(t, app, 'savanna', [], 'old description word no longer matches')
  await finds(t, app, 'jungle giraffe stripes', [id], 'new description + kept title and excerpt')

  await patch({ excerpt: 'Spots' })
  await finds(t, app, 'stripes', [])
  await finds(t, app, 'spots jungle giraffe', [id])

  await patch({ featured: true })
  await finds(t, app, 'spots jungle giraffe', [id], 'an update without text fields keeps the search text')

  await patch({ status: 'draft' })
  await finds(t, app, 'giraffe', [], 'anonymous: a draft is not listed')
  t.same(ids(await search(app, 'giraffe', '', auth)), [id], 'admin (default scope: every status but trash) finds the draft')
  await patch({ status: 'publish' })

  const del = await req(app, { method: 'DELETE', url: `${BASE}/events/${id}`, headers: auth })
  t.equal(del.statusCode, 200)
  t.equal(del.body.status, 'trash')
  await finds(t, app, 'giraffe', [], 'anonymous: trashed event not listed')
  t.same(ids(await search(app, 'giraffe', '', auth)), [], 'admin default scope: trashed event not listed')
  t.same(ids(await search(app, 'giraffe', 'status=trash', auth)), [id], 'admin with status=trash finds it')
  await finds(t, app, 'quiet', [other])
})

t.test('§5.1 search never returns events hidden from listings', async (t) => {
  const app = await fresh()
  const shown = await ev(app, 'Open rehearsal')
  await ev(app, 'Closed rehearsal', { hide_from_listings: true })
  await finds(t, app, 'rehearsal', [shown])
  t.same(ids(await search(app, 'closed', '', auth)), [], 'not for the admin either')
})

// ------------------------------------------------------------------------------------------------ other filters, pagination

t.test('§5 search combines with categories, tags and featured (AND)', async (t) => {
  const app = await fresh()
  const music = await createTerm(app, 'categories', { name: 'Music' })
  const outdoor = await createTerm(app, 'tags', { name: 'Outdoor' })
  const a = await ev(app, 'Summer Gala', { categories: [music.id], featured: true, tags: [outdoor.id] })
  const b = await ev(app, 'Winter Gala', { categories: [music.id] })
  const c = await ev(app, 'Spring Gala', { featured: true })
  const d = await ev(app, 'Summer picnic', { categories: [music.id], featured: true, tags: [outdoor.id] })
  await finds(t, app, 'gala', [a, b, c])
  const q = async (tail: string) => ids(await search(app, 'gala', tail))
  t.same(await q(`categories=${music.id}`), [a, b], 'search + category id')
  t.same(await q('categories=music'), [a, b], 'search + category slug')
  t.same(await q('featured=true'), [a, c], 'search + featured')
  t.same(await q('featured=false'), [b], 'search + not featured')
  t.same(await q(`categories=${music.id}&featured=true`), [a], 'search + category + featured')
  t.same(await q('tags=outdoor'), [a], 'search + tag')
  t.same(ids(await search(app, 'summer', 'tags=outdoor')), sorted([a, d]))
  t.same(ids(await search(app, 'summer -gala', 'tags=outdoor')), [d], 'exclusion + tag')
})

t.test('§3.4 search with pagination: total, X-Calendar-Total, total_pages, rest_url and next/previous echo search=', async (t) => {
  const app = await fresh()
  const matching: number[] = []
  for (let i = 1; i <= 5; i++) matching.push(await ev(app, `Spring fair day ${i}`))
  await ev(app, 'Autumn fair')
  await ev(app, 'Fair in spring') // both words, not the phrase

  const q = '"spring fair" day'
  const p1 = await search(app, q, 'per_page=2')
  t.equal(p1.statusCode, 200)
  t.same(p1.body.events.map((e: Json) => e.id), matching.slice(0, 2), 'page 1')
  t.equal(p1.body.total, 5)
  t.equal(p1.body.total_pages, 3)
  t.equal(p1.headers['x-calendar-total'], '5')
  t.equal(p1.headers['x-calendar-totalpages'], '3')
  const rest = new URL(p1.body.rest_url)
  t.equal(`${rest.origin}${rest.pathname}`, `${SITE}${BASE}/events/`)
  t.equal(rest.searchParams.get('search'), q, 'rest_url echoes search= with the exact value')
  t.equal(rest.searchParams.get('per_page'), '2')
  t.notOk(rest.searchParams.has('page'), 'rest_url has no page')
  t.equal(p1.body.next_rest_url, `${p1.body.rest_url}&page=2`)
  t.match(String(p1.headers.link), `<${p1.body.next_rest_url}>; rel="next"`)

  // Following the echoed URLs gives the same search.
  const next = new URL(p1.body.next_rest_url)
  const p2 = await req(app, { method: 'GET', url: `${next.pathname}${next.search}` })
  t.equal(p2.statusCode, 200)
  t.same(p2.body.events.map((e: Json) => e.id), matching.slice(2, 4), 'page 2 via next_rest_url')
  t.equal(p2.body.previous_rest_url, p1.body.rest_url)
  t.equal(p2.body.total, 5)
  const p3 = await search(app, q, 'per_page=2&page=3')
  t.same(p3.body.events.map((e: Json) => e.id), matching.slice(4), 'page 3')
  t.notOk('next_rest_url' in p3.body)
  expectError(t, await search(app, q, 'per_page=2&page=4'), 404, 'event-archive-page-not-found', undefined, 'page past the end')

  const none = await search(app, 'unicorn')
  t.equal(none.statusCode, 200)
  t.same(none.body.events, [])
  t.equal(none.body.total, 0)
  t.equal(none.body.total_pages, 0)
  t.equal(none.headers['x-calendar-total'], '0')
  t.equal(new URL(none.body.rest_url).searchParams.get('search'), 'unicorn')
})

// ------------------------------------------------------------------------------------------------ validation

t.test('§5.1/§3.1 search= (empty) → 400 rest_invalid_param naming search', async (t) => {
  const app = await fresh()
  await ev(app, 'Anything')
  for (const who of [{}, auth]) {
    expectError(t, await req(app, { method: 'GET', url: `${BASE}/events?search=`, headers: who }), 400, 'rest_invalid_param', ['search'], who === auth ? 'admin' : 'anonymous')
  }
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/events?search=&featured=maybe` }), 400, 'rest_invalid_param', ['search', 'featured'], 'reported together with another schema problem')
  const ok = await req(app, { method: 'GET', url: `${BASE}/events?search=%20` })
  t.equal(ok.statusCode, 200, 'a single space is a non-empty string: accepted')
})

t.test('§3.3 an empty search and an unknown category are reported together', async (t) => {
  const app = await fresh()
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/events?search=&categories=999999` }), 400, 'rest_invalid_param', ['search', 'categories'])
})

// ------------------------------------------------------------------------------------------------ languages

t.test('§1.5 under a language prefix search only finds events of that language', async (t) => {
  const app = await fresh()
  const en = await ev(app, 'Christmas market')
  const nl = await ev(app, 'Kerstmarkt market', {}, '/nl')
  const de = await ev(app, 'Weihnachtsmarkt market', {}, '/de')
  t.same(ids(await search(app, 'market')), [en], 'no prefix: en only')
  t.same(ids(await search(app, 'market', '', {}, '/nl')), [nl], '/nl')
  t.same(ids(await search(app, 'market', '', {}, '/de')), [de], '/de')
  t.same(ids(await search(app, 'market', 'translation_language=nl')), [nl], 'translation_language=nl')
  t.same(ids(await search(app, 'christmas', '', {}, '/nl')), [], 'an en-only word under /nl')
  const nlRes = await search(app, 'kerstmarkt', '', {}, '/nl')
  t.equal(nlRes.body.total, 1)
  t.equal(new URL(nlRes.body.rest_url).pathname, `/nl${BASE}/events/`, 'rest_url keeps the prefix')
  t.same(ids(await search(app, 'kerstmarkt')), [], 'an nl-only word without prefix')
})

t.test('§5.1 a search over a start window lists exactly the window\'s events that match, in list order (edges, the default end, protected events, moves)', async (t) => {
  // On SQLite a public search reads the matches of one rowid range of the list-ordered trigram index (migration
  // event_search_list); these are the events that range cannot tell apart by itself.
  const app = await fresh()
  const at = (start: string, end: string, extra: Json = {}) => ({ start_date: start, end_date: end, ...extra })
  const made: Record<string, number> = {}
  const events: Array<[string, Json]> = [
    ['a', at('2030-03-02 10:00:00', '2030-03-02 11:00:00')],
    ['tie', at('2030-03-02 10:00:00', '2030-03-02 10:30:00')],
    ['early', at('2030-03-02 09:00:00', '2030-03-02 09:30:00')],
    ['seconds', at('2030-03-02 11:00:30', '2030-03-02 12:00:00')],
    ['yesterday', at('2030-02-28 23:00:00', '2030-02-28 23:30:00')],
    ['before window', at('2030-02-27 23:00:00', '2030-02-27 23:30:00')],
    ['last day', at('2032-03-01 22:00:00', '2032-03-01 23:00:00')],
    ['ends after window', at('2032-03-01 20:00:00', '2032-03-03 10:00:00')],
    ['after window', at('2032-03-02 10:00:00', '2032-03-02 11:00:00')],
    ['protected', at('2030-03-03 10:00:00', '2030-03-03 11:00:00', { password: 'pw' })],
    ['hidden', at('2030-03-03 10:00:00', '2030-03-03 11:00:00', { hide_from_listings: true })],
    ['draft', at('2030-03-03 10:00:00', '2030-03-03 11:00:00', { status: 'draft' })],
  ]
  for (const [name, fields] of events) made[name] = await ev(app, `Zebra ${name}`, fields)
  await ev(app, 'Giraffe', at('2030-03-02 10:00:00', '2030-03-02 11:00:00'))
  const listed = (res: Res): number[] => ((res.body?.events ?? []) as Json[]).map((e) => e.id)
  /** The events the list without search shows (all of them match `zebra` but the giraffe), in list order, but the
   *  protected ones named in `locked` (a filter on a blanked field leaves them out, SPEC §2.5). */
  const expected = async (tail: string, locked: string[]): Promise<number[]> => {
    const all = listed(await req(app, { method: 'GET', url: `${BASE}/events?per_page=100${tail ? `&${tail}` : ''}` }))
    return all.filter((id) => Object.values(made).includes(id) && !locked.some((name) => made[name] === id))
  }
  const check = async (tail: string, what: string, locked = ['protected']) => {
    const want = await expected(tail, locked)
    const res = await search(app, 'zebra', `per_page=100${tail ? `&${tail}` : ''}`)
    t.same(listed(res), want, `${what}: the events, in list order`)
    t.equal(res.body?.total, want.length, `${what}: total`)
    // Pages of two: each page's cut (the day of its last row) and the count in SQL.
    const paged: number[] = []
    for (let page = 1; page <= Math.max(1, Math.ceil(want.length / 2)); page++) {
      const p = await search(app, 'zebra', `per_page=2&page=${page}${tail ? `&${tail}` : ''}`)
      t.equal(p.body?.total, want.length, `${what}, page ${page} of 2: total`)
      paged.push(...listed(p))
    }
    t.same(paged, want, `${what}: pages of two`)
  }
  await check('', 'default window')
  t.notOk((await expected('', [])).includes(made['ends after window']!), 'an event ending after the default window is not listed')
  t.ok((await expected('', [])).includes(made['last day']!))
  await check('start_date=2030-03-02 10:00:00&strict_dates=true', 'a lower bound inside a day')
  await check('starts_after=2030-03-02 09:00:00&starts_before=2030-03-02 11:00:30', 'strict bounds inside one day')
  await check('start_date=2030-03-02&end_date=2030-03-02', 'one day')
  await check('password=pw', 'unlocked by password', [])
  await check('starts_after=2030-03-02 09:00:00&starts_before=2030-03-04&password=pw', 'unlocked, between bounds', [])

  // Writes move an event's entry in the index: its start, status, visibility, password and language.
  const patch = async (name: string, payload: Json) => {
    const res = await req(app, { method: 'POST', url: `${BASE}/events/${made[name]}`, headers: auth, payload })
    t.equal(res.statusCode, 200, `update ${name} ${JSON.stringify(payload)}`)
  }
  await patch('before window', { start_date: '2030-03-05 08:00:00', end_date: '2030-03-05 09:00:00' })
  await patch('draft', { status: 'publish' })
  await patch('hidden', { hide_from_listings: false })
  await patch('protected', { password: '' })
  await patch('a', { status: 'draft' })
  await patch('tie', { hide_from_listings: true })
  await patch('early', { password: 'secret' })
  await check('', 'default window after the moves', ['early'])
  await check('password=secret', 'unlocked after the moves', [])
  t.ok((await expected('', [])).includes(made['before window']!), 'the moved event is in the window')
})

// ------------------------------------------------------------------------------------------ derived column

t.test('§5.1 an event whose stored search text was cleared (older row, operator edit) is searchable again at the next search and after a restart', async (t) => {
  const { buildApp } = await import('../../src/app.js')
  const app = await fresh()
  const id = await ev(app, 'Lantern Parade', { description: 'Bring a lantern.' })
  await app.db.event.update({ where: { id }, data: { searchText: '', title: 'Lantern Procession' } })
  await finds(t, app, 'procession', [id], 'the next search filled it from the current title')
  await app.db.event.update({ where: { id }, data: { searchText: '' } })
  const restarted = await buildApp(app.config, { logger: false, print: () => {}, clock: () => NOW })
  t.teardown(() => restarted.close())
  t.equal(await restarted.db.event.count({ where: { searchText: '' } }), 0, 'the start filled it')
  await finds(t, restarted, 'procession', [id], 'from the current title')
  await finds(t, restarted, 'lantern', [id], 'and description')
})

/** Runs one statement on the app's database through the raw driver, on a connection of its own, as Prisma Studio or
 *  an operator's SQL client does: not through the service, its Prisma client or its transactions. */
async function rawSql (app: FastifyInstance, sql: string, params: unknown[]): Promise<void> {
  const url = app.config.databaseUrl
  if (databaseKind(url) === 'postgresql') {
    const client = new pg.Client(postgresConnection(url).config)
    await client.connect()
    try {
      await client.query(sql.replace(/\?/g, (() => { let i = 0; return () => `$${++i}` })()), params)
    } finally {
      await client.end()
    }
    return
  }
  const db = new Database(sqliteFilePath(url), { timeout: 5000 })
  try {
    db.prepare(sql).run(...params)
  } finally {
    db.close()
  }
}

t.test('§5.1 an edit of the title, excerpt or description outside the service (raw SQL, Prisma Studio) is searchable at once', async (t) => {
  const app = await fresh()
  const id = await ev(app, 'Harvest Festival', { excerpt: 'Apples and pears.', description: 'Cider tasting.' })
  const other = await ev(app, 'Winter Fair', { excerpt: 'Mulled wine.', description: 'Skating rink.' })
  await finds(t, app, 'harvest', [id], 'before')

  await rawSql(app, 'UPDATE "Event" SET "title" = ? WHERE "id" = ?', ['Ärnte Fëst Dankfest', id])
  await finds(t, app, 'harvest', [], 'the old title word no longer matches')
  await finds(t, app, 'ärnte', [id], 'the new title word matches')
  await finds(t, app, 'ÄRNTE', [id], 'case-folded like a service write')
  await finds(t, app, 'cider -dankfest', [], 'exclusions see the new title too')
  await finds(t, app, 'apples', [id], 'the unchanged excerpt still matches')

  await rawSql(app, 'UPDATE "Event" SET "excerpt" = ? WHERE "id" = ?', ['Plums only.', id])
  await finds(t, app, 'apples', [], 'old excerpt word')
  await finds(t, app, 'plums', [id], 'new excerpt word')

  await rawSql(app, 'UPDATE "Event" SET "description" = ? WHERE "id" = ?', ['Perry tasting.', id])
  await finds(t, app, 'cider', [], 'old description word')
  await finds(t, app, 'perry', [id], 'new description word')
  await finds(t, app, 'tasting', [id], 'a word kept in the new description')

  // Several rows in one statement, and an insert without search text (Studio's "add record").
  await rawSql(app, 'UPDATE "Event" SET "description" = ? WHERE "id" IN (?, ?)', ['Lanterns everywhere.', id, other])
  await finds(t, app, 'lanterns', [id, other], 'a multi-row update')
  await finds(t, app, 'skating', [], 'its old word')
  t.equal(await app.db.event.count({ where: { searchText: '' } }), 0, 'nothing left stale after the searches')

  // An edit that also writes the search text (what the service does) is left alone by the trigger.
  await rawSql(app, 'UPDATE "Event" SET "title" = ?, "searchText" = ? WHERE "id" = ?', ['Keep Me', 'custom\u001f\u001f', other])
  t.equal((await app.db.event.findUniqueOrThrow({ where: { id: other } })).searchText, 'custom\u001f\u001f', 'searchText written with the text is kept')
})

t.test('§5.1 service writes keep the search text current, and are not marked stale', async (t) => {
  const app = await fresh()
  const id = await ev(app, 'Book Fair', { excerpt: 'Old books.' })
  const res = await req(app, { method: 'POST', url: `${BASE}/events/${id}`, headers: auth, payload: { title: 'Comic Fair', description: 'Graphic novels.' } })
  t.equal(res.statusCode, 200)
  const row = await app.db.event.findUniqueOrThrow({ where: { id } })
  t.equal(row.searchText, 'comic fair\u001fold books.\u001fgraphic novels.', 'written by the service, not cleared by the trigger')
  await finds(t, app, 'comic', [id])
  await finds(t, app, '"book fair"', [], 'old title words')
})

t.test('§5.1 the stale-search-text refresh does not overwrite an edit made after it read the row', async (t) => {
  const app = await fresh()
  const id = await ev(app, 'First Title')
  await rawSql(app, 'UPDATE "Event" SET "title" = ? WHERE "id" = ?', ['Second Title', id])
  const [read] = await app.repos.events.staleSearchText(0, 10)
  t.equal(read?.title, 'Second Title')
  await rawSql(app, 'UPDATE "Event" SET "title" = ? WHERE "id" = ?', ['Third Title', id])
  t.equal(await app.repos.transaction((tx) => tx.events.setSearchText(read!, 'second title\u001f\u001f')), false, 'the compare-and-set refuses the stale read')
  t.equal((await app.db.event.findUniqueOrThrow({ where: { id } })).searchText, '', 'still stale')
  await finds(t, app, 'third', [id], 'the next search uses the newest title')
  await finds(t, app, 'second', [], 'not the one read in between')
  t.equal(await app.repos.transaction((tx) => tx.events.setSearchText({ ...read!, title: 'Third Title' }, 'x')), false, 'a row no longer stale is not written again (a second instance refreshing at once)')
})
