// The event-list filter → SQL step as a pure function (src/repositories/event-list/list-sql.ts): which statements each query
// shape gets, on each database. The answers these statements give are tested over HTTP (test/routes/events-*.test.ts);
// here, their form: which index a query walks, how the total is found, where the parameters go.
import t from 'tap'
import type { Dialect } from '../../../src/repositories/dialect.js'
import { eventListStatements, type EventListFilter } from '../../../src/repositories/event-list/list-sql.js'
import { EVENT_LIST_SHAPES } from '../../../src/repositories/event-list/shapes.js'

const shape = (name: string): EventListFilter => {
  const found = EVENT_LIST_SHAPES[name]
  if (!found) throw new Error(`no shape ${name}`)
  return found.filter
}
/** The statements' SQL on one line, for matching. */
const sqlOf = (name: string, dialect: Dialect = 'sqlite', filter = shape(name)) => {
  const s = eventListStatements(filter, dialect)
  return { page: s.page.sql.replace(/\s+/g, ' '), count: s.count.sql.replace(/\s+/g, ' '), withTotal: s.withTotal, pageValues: s.page.values, countValues: s.count.values }
}

t.test('the default list walks the status index in list order, and its total sums the per-day counts', async (t) => {
  const s = sqlOf('default')
  t.match(s.page, /FROM "Event" AS e INDEXED BY "Event_list_status_idx" WHERE/)
  t.match(s.page, /ORDER BY e\."startLocal", e\."id" LIMIT \? OFFSET \?$/)
  t.equal(s.withTotal, false, 'the page does not carry the total')
  t.match(s.count, /^SELECT \(\(SELECT COALESCE\(SUM\(e\."events"\), 0\) FROM "EventStartDay" AS e WHERE/, 'count from EventStartDay')
  // Day rows of the first and last (partial) months, month rows between (migration event_start_months).
  t.equal(s.count.match(/FROM "EventStartDay"/g)?.length, 3, 'three ranges of EventStartDay')
  t.match(s.count, /e\."day" >= \? AND e\."day" <= \?\) \+ \(SELECT COALESCE\(SUM\(e\."events"\), 0\) FROM "EventStartDay" AS e WHERE .* e\."day" >= \? AND e\."day" <= \?\) \+/)
  t.ok(s.countValues.some((v) => typeof v === 'string' && /^M\d{4}-\d\d$/.test(v)), 'month rows are named M + YYYY-MM')
  t.match(s.count, /INDEXED BY "Event_list_end_idx" WHERE .* e\."endLocal" > \?/, 'less the events ending after the window')
  t.same(s.pageValues.slice(0, 3), ['en', false, 'publish'], 'language, listing, status first')
  t.same(s.pageValues.slice(-2), [10, 0], 'LIMIT per_page OFFSET (page − 1) × per_page')
  t.same(sqlOf('page 3 of 50').pageValues.slice(-2), [50, 100])
})

t.test('several statuses walk the list index (a sort), one status the status index', async (t) => {
  t.match(sqlOf('editor statuses').page, /INDEXED BY "Event_list_idx"/)
  t.match(sqlOf('editor statuses').page, /e\."status" IN \(\?,\?,\?,\?,\?\)/)
  t.match(sqlOf('featured').page, /e\."featured" = \?/)
  t.match(sqlOf('featured, context=edit by an editor').count, /EventStartDay.*e\."featured" = \?/, 'featured is a column of the per-day counts')
})

t.test('a contributor\'s list: published events and their own of the other statuses (SPEC §2.3)', async (t) => {
  const s = sqlOf('contributor statuses')
  t.match(s.page, /\(e\."status" IN \(\?\) OR \(e\."status" IN \(\?,\?,\?,\?\) AND e\."authorId" = \?\)\)/, 'others\' events only when published')
  t.ok(s.pageValues.includes(7), 'the author is a parameter')
  t.match(s.count, /^SELECT \(SELECT \(\(SELECT COALESCE\(SUM\(e\."events"\), 0\) FROM "EventStartDay"/, 'the published part sums the per-day counts')
  t.match(s.count, /\+ \(SELECT \(SELECT count\(\*\) FROM "Event" AS e INDEXED BY "Event_list_status_idx" WHERE .*\(e\."status" IN \(\?,\?,\?,\?\) AND e\."authorId" = \?\)/, 'plus the own ones on the status-first index')
  const drafts = sqlOf('contributor drafts')
  t.match(drafts.page, /INDEXED BY "Event_list_status_idx" WHERE .*\(e\."status" IN \(\?\) AND e\."authorId" = \?\)/, 'status=draft: own drafts only')
  t.notMatch(drafts.count, /EventStartDay/, 'no per-day counts for an author\'s events')
})

t.test('filters on blanked fields leave out protected events the request does not unlock (SPEC §2.5)', async (t) => {
  for (const name of ['featured', 'search', 'search with dates', 'categories and tags', 'venue and organizer', 'geoloc']) {
    t.match(sqlOf(name).page, /e\."password" = ''/, `${name}: unprotected events only`)
  }
  // By distance the venue index is covering but for the password: the protected events are left out by id.
  const near = sqlOf('geoloc near a point')
  for (const [what, text] of [['page', near.page], ['count', near.count]]) {
    t.match(text, /e\."id" NOT IN \(SELECT p\."id" FROM "Event" AS p INDEXED BY "Event_protected_idx" WHERE p\."password" <> '' AND NOT p\."password" = ''\)/, `geoloc near a point, ${what}: unprotected events only, by id`)
    t.notMatch(text, /e\."password"/, `geoloc near a point, ${what}: no event's password read`)
  }
  for (const name of ['default', 'include', 'post parent', 'starts after', 'editor statuses']) {
    t.notMatch(sqlOf(name).page + sqlOf(name).count, /password/, `${name}: protected events listed (blanked)`)
  }
  const pw = sqlOf('featured, unlocked by password')
  t.match(pw.page, /\(e\."password" = '' OR e\."password" = \?\)/)
  t.ok(pw.pageValues.includes('secret'), 'the password is a parameter')
  // The per-day counts know no passwords: the count sums them, then subtracts the protected events left out.
  t.match(pw.count, /EventStartDay/, 'counted from the per-day counts')
  t.match(pw.count, /- \(SELECT count\(\*\) FROM "Event" AS e INDEXED BY "Event_protected_idx" WHERE .*e\."password" <> '' AND NOT \(e\."password" = '' OR e\."password" = \?\)\)/,
    'less the protected events the request does not unlock, from the partial index')
  t.match(sqlOf('featured', 'postgresql').count, /EventStartDay.*e\."password" <> '' AND NOT e\."password" = ''/, 'PostgreSQL: the same count, its planner picks the index')
  t.match(sqlOf('featured, context=edit by an author').page, /\(e\."password" = '' OR e\."authorId" = \?\)/, 'context=edit: the author\'s own')
  t.notMatch(sqlOf('featured, context=edit by an editor').page, /password/, 'context=edit by an editor: every event')
})

t.test('PostgreSQL gets the same filters without SQLite\'s index names or trigram index', async (t) => {
  for (const name of Object.keys(EVENT_LIST_SHAPES)) {
    const s = sqlOf(name, 'postgresql')
    t.notMatch(s.page + s.count, /INDEXED BY|MATCH/, `${name}: no INDEXED BY, no MATCH`)
    t.equal(s.withTotal, false, `${name}: the count is its own statement`)
  }
  t.match(sqlOf('search', 'postgresql').page, /e\."searchText" LIKE \? ESCAPE '\\'/)
})

t.test('a filter on ends only walks the end index for the page and the count', async (t) => {
  const s = sqlOf('ends after')
  t.match(s.page, /INDEXED BY "Event_list_end_idx"/)
  t.match(s.count, /^SELECT count\(\*\) AS "n" FROM "Event" AS e INDEXED BY "Event_list_end_idx"/)
  t.notMatch(s.count, /EventStartDay/, 'no per-day counts with a bound on the end')
})

t.test('a date range the caller sent is counted on the index, not from the per-day counts', async (t) => {
  const s = sqlOf('start and end dates')
  t.notMatch(s.count, /EventStartDay/)
  t.match(s.page, /e\."endLocal" <= \? AND e\."startLocal" <= \?/, 'an upper bound on the end also bounds the start')
  t.match(sqlOf('starts after').count, /EventStartDay.*e\."day" >= \?/, 'a start bound alone still sums whole days')
})

t.test('selective filters leave the index to the planner and go through the link tables', async (t) => {
  const include = sqlOf('include')
  t.notMatch(include.page, /INDEXED BY/)
  t.match(include.page, /e\."id" IN \(\?,\?\) ORDER BY e\."publishedAt", e\."id"/, 'include lists in publication order')
  t.match(sqlOf('post parent').page, /e\."parentId" = \?/)
  const terms = sqlOf('categories and tags').page
  t.equal(terms.match(/e\."id" IN \(SELECT "eventId" FROM "EventTerm" WHERE "termId" IN/g)?.length, 2, 'one link subquery per term filter (AND between them)')
  const links = sqlOf('venue and organizer').page
  t.match(links, /e\."venueId" IN \(\?\)/)
  t.match(links, /e\."id" IN \(SELECT "eventId" FROM "EventOrganizer" WHERE "organizerId" IN \(\?,\?\)\)/)
})

t.test('event_status reads the few events that are not scheduled from their partial index; the list index stays covering', async (t) => {
  const without = sqlOf('event status, canceled left out')
  t.match(without.page, /INDEXED BY "Event_list_status_idx"/, 'the public list keeps its index')
  t.match(without.page, /e\."id" NOT IN \(SELECT s\."id" FROM "Event" AS s INDEXED BY "Event_event_status_idx" WHERE s\."eventStatus" <> 'scheduled' AND s\."eventStatus" IN \(\?\)\)/)
  t.ok(without.pageValues.includes('canceled'), 'the left-out status is bound')
  t.notMatch(without.count, /EventStartDay/, 'the per-day counts know no event status')
  const only = sqlOf('event status, canceled only')
  t.match(only.page, /e\."id" IN \(SELECT s\."id" FROM "Event" AS s INDEXED BY "Event_event_status_idx" WHERE s\."eventStatus" <> 'scheduled' AND s\."eventStatus" IN \(\?\)\)/)
  t.notMatch(only.page, /AS e INDEXED BY/, 'a selective filter: the planner starts from the few ids')
  const pg = sqlOf('event status, canceled left out', 'postgresql')
  t.notMatch(pg.page, /INDEXED BY/)
  t.match(pg.page, /NOT IN \(SELECT s\."id" FROM "Event" AS s WHERE s\."eventStatus" <> 'scheduled'/)
  t.notMatch(sqlOf('default').page, /eventStatus/, 'no filter, no condition')
})

t.test('a public search over a start window (SQLite) reads one rowid range of the list-ordered trigram index', async (t) => {
  const s = sqlOf('search')
  t.equal(s.withTotal, false, 'the count is a statement of its own')
  const range = /^WITH "out".* SELECT \(SELECT count\(\*\) FROM "EventSearchList" WHERE "EventSearchList" MATCH \? AND rowid BETWEEN (\d+) AND (\d+)\) - \(SELECT count\(\*\) FROM "out" AS e WHERE EXISTS/
  const [, first, last] = range.exec(s.count) ?? []
  t.ok(first && last, 'the count is that of one rowid range, less the events left out')
  // rowid = bucket << 60 | day << 40 | id (migration event_search_list); bucket 1: published, listed English events.
  const day = (iso: string) => BigInt(Date.parse(iso) / 86_400_000 + 25567)
  const start = shape('search').dates.find((d) => d.name === 'start_date')!.at.toISOString()
  t.equal(BigInt(first!) >> 60n, 1n, 'the bucket of the language')
  t.equal((BigInt(first!) >> 40n) & 0xfffffn, day(start.slice(0, 10)), 'from the day of the lower bound')
  t.equal(BigInt(last!) & 0xffffffffffn, 0xffffffffffn, 'to the last id of the upper bound\'s day')
  t.match(s.count, /INDEXED BY "Event_list_end_idx" WHERE .* e\."endLocal" > \?/, 'less the events ending after the window')
  t.match(s.count, /INDEXED BY "Event_protected_idx" WHERE .* e\."password" <> '' AND e\."password" = '' AND EXISTS/, 'plus the protected events the request unlocks')
  t.match(s.count, /rowid < 0/, 'plus the entries without a list key')
  t.match(s.page, /rowid BETWEEN \d+ AND COALESCE\(\(SELECT rowid \| \d+ FROM "EventSearchList" .* ORDER BY rowid LIMIT 1 OFFSET \?\)/, 'the page stops at the day of its last row')
  t.match(s.page, /ORDER BY e\."startLocal", e\."id" LIMIT \? OFFSET \?$/)
  t.ok(s.pageValues.includes('("concert")'), 'the word is one FTS5 phrase')
  const dated = sqlOf('search with dates')
  const [, datedFirst] = range.exec(dated.count) ?? []
  t.equal((BigInt(datedFirst!) >> 40n) & 0xfffffn, day('2027-01-01'), 'a start_date the caller chose is the range\'s first day')
  const phrase = sqlOf('phrase and exclusion')
  t.ok(phrase.pageValues.includes('("spring fair") NOT ("cancelled")'), 'one MATCH includes the phrase and excludes the word')
})

t.test('other searches (SQLite) seek each trigram match by event id', async (t) => {
  // Several statuses, a language without a bucket: the matches of the whole index, each sought by id.
  for (const filter of [{ ...shape('search'), statuses: shape('editor statuses').statuses }, { ...shape('search'), language: 'xx' }]) {
    const s = sqlOf('search', 'sqlite', filter)
    t.equal(s.withTotal, true, 'over the default window, one pass gives the page and the total')
    t.match(s.page, /count\(\*\) OVER \(\) AS "n" FROM "Event" AS e INDEXED BY "Event_list_id_idx"/)
    t.match(s.page, /e\."id" IN \(SELECT \(CASE WHEN rowid < 0 THEN -rowid ELSE rowid & 1099511627775 END\) FROM "EventSearchList" WHERE "EventSearchList" MATCH \?\)/)
  }
  const short = sqlOf('short search')
  t.match(short.page, /e\."searchText" LIKE \? ESCAPE/, 'two letters: no trigram, a LIKE on the folded text')
  t.ok(short.pageValues.includes('%ka%'))
  const mixed = sqlOf('search', 'sqlite', { ...shape('search'), search: 'ka concert', dates: shape('search with dates').dates })
  t.match(mixed.page, /e\."id" \+ 0 IN \(SELECT \(CASE WHEN rowid < 0 .* FROM "EventSearchList"/, 'with a short word and dates the caller chose, the window is walked and each event probed')
})

t.test('geolocation: venues with coordinates, or the venues in range nearest first', async (t) => {
  const located = sqlOf('geoloc')
  t.match(located.page, /e\."venueId" IN \(SELECT "id" FROM "Venue" WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL\)/)
  t.match(sqlOf('geoloc', 'sqlite', { ...shape('geoloc'), unlock: 'all' }).count, /INDEXED BY "Event_list_venue_idx" WHERE e\."venueId" IS NULL/, 'count less the events without a located venue')
  const near = sqlOf('geoloc near a point')
  t.match(near.page, /^WITH "near"\("venueId", "distance"\) AS \(VALUES \(CAST\(21 AS INTEGER\), CAST\(0\.8 AS DOUBLE PRECISION\)\), \(CAST\(24 AS INTEGER\), CAST\(6\.2 AS DOUBLE PRECISION\)\)\)/,
    'venue ids and distances as literals: a radius may take in more venues than a statement can bind')
  t.match(near.page, /JOIN "near" ON "near"\."venueId" = e\."venueId"/)
  t.match(near.page, /ORDER BY "near"\."distance", e\."startLocal", e\."id"/)
  t.notOk(near.pageValues.includes(21), 'no venue id among the parameters')
  t.match(sqlOf('geoloc, nothing near').page, /AND 1 = 0/, 'no venue in range: no event')
})

t.test('every parameter is bound: no caller text in the SQL itself', async (t) => {
  const text = 'x\' OR 1=1 --'
  const s = sqlOf('search', 'sqlite', { ...shape('search'), search: text, language: text })
  t.notMatch(s.page, /OR 1=1/)
  t.ok(s.pageValues.includes(text), 'the language is a parameter')
})
