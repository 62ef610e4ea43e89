// /sitemap.xml (SPEC §9.7): every page anyone may read whole — published events (not hidden from listings), venues and
// organizers, not password-protected — at the `url` the API gives, with `lastmod` and hreflang alternates; nothing
// that an anonymous caller may not read (drafts, pending, private, scheduled, trashed, protected). Past the file's
// limit an index of files; XML that parses strictly, with odd slugs escaped; the response cache, ETag, HEAD; and
// robots.txt.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { performance } from 'node:perf_hooks'
import { auth, BASE, build, createEvent, req, TEST_DATABASE } from '../helper.js'
import { childrenNamed, childText, parseXml, type XmlElement } from '../xml.js'

interface Listed { loc: string; lastmod: string; alternates: Record<string, string> }

/** The `<url>` entries of a urlset, by loc (each loc once, each entry a loc and a lastmod). */
function urlsOf (t: Test, xml: string): Map<string, Listed> {
  const root = parseXml(xml)
  t.equal(root.name, 'urlset', 'a urlset')
  t.equal(root.attrs.xmlns, 'http://www.sitemaps.org/schemas/sitemap/0.9')
  const out = new Map<string, Listed>()
  const problems: string[] = []
  for (const u of root.children) {
    if (u.name !== 'url') problems.push(`<${u.name}> in the urlset`)
    const loc = childText(u, 'loc')
    if (out.has(loc)) problems.push(`${loc} listed twice`)
    const alternates = Object.fromEntries(childrenNamed(u, 'xhtml:link').map((l: XmlElement) => [l.attrs.hreflang!, l.attrs.href!]))
    out.set(loc, { loc, lastmod: childText(u, 'lastmod'), alternates })
  }
  t.same(problems, [], 'only <url> entries, each loc once')
  return out
}

/** A record's `modified_utc` as the sitemap's W3C datetime. */
const w3c = (modifiedUtc: string): string => `${modifiedUtc.replace(' ', 'T')}Z`

async function make (app: FastifyInstance, path: string, payload: Record<string, unknown>): Promise<any> {
  const res = await req(app, { method: 'POST', url: `${BASE}${path}`, headers: auth, payload })
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.raw}`)
  return res.body
}

async function sitemap (t: Test, app: FastifyInstance, url = '/sitemap.xml') {
  const res = await req(app, { method: 'GET', url })
  t.equal(res.statusCode, 200, `GET ${url}: 200`)
  t.equal(res.headers['content-type'], 'application/xml; charset=utf-8', `GET ${url}: XML`)
  return res
}

t.test('the public pages of every kind and language, and nothing an anonymous caller may not read', async (t) => {
  const app = await build(t)
  const fair = await createEvent(app, { title: 'Spring Fair', venue: { venue: 'Town Hall' }, organizer: [{ organizer: 'Fair Club' }] })
  const nl = await createEvent(app, { title: 'Lentemarkt', translation_of: fair.id }, `/nl${BASE}/events`)
  const hidden = await createEvent(app, { title: 'Hidden', hide_from_listings: true })
  const absent = [
    await createEvent(app, { title: 'Draft', status: 'draft' }),
    await createEvent(app, { title: 'Pending', status: 'pending' }),
    await createEvent(app, { title: 'Private', status: 'private' }),
    await createEvent(app, { title: 'Scheduled', status: 'publish', date: '2099-01-01 00:00:00' }),
    await createEvent(app, { title: 'Protected', password: 'secret' }),
    await createEvent(app, { title: 'Trashed' }),
    await make(app, '/venues', { venue: 'Draft Hall', status: 'draft' }),
    await make(app, '/venues', { venue: 'Locked Hall', password: 'secret' }),
    await make(app, '/organizers', { organizer: 'Private Club', status: 'private' }),
    await make(app, '/organizers', { organizer: 'Gone Club' }),
  ]
  t.equal(absent[3].status, 'future', 'a scheduled event')
  for (const [kind, r] of [['events', absent[5]], ['organizers', absent[9]]] as const) {
    t.equal((await req(app, { method: 'DELETE', url: `${BASE}/${kind}/${r.id}`, headers: auth })).statusCode, 200, `${kind} ${r.id} trashed`)
  }

  const res = await sitemap(t, app)
  const urls = urlsOf(t, res.raw)
  const venue = fair.venue
  const organizer = fair.organizer[0]
  const expected = [fair, nl, venue, organizer]
  t.same([...urls.keys()].sort(), expected.map((r) => r.url).sort(), 'the published events, venue and organizer, every language; no other')
  for (const r of [...absent, hidden]) t.notOk([...urls.keys()].some((u) => u.includes(`/${r.slug}/`)), `${r.title ?? r.venue ?? r.organizer} (${r.status}) is not listed`)

  // lastmod is the record's modified_utc, whatever its kind.
  for (const [path, r] of [['events', fair], ['events', nl], ['venues', venue], ['organizers', organizer]] as const) {
    const now = (await req(app, { method: 'GET', url: `${BASE}/${path}/${r.id}` })).body
    t.equal(urls.get(r.url)!.lastmod, w3c(now.modified_utc), `${r.url}: lastmod`)
  }
  // Translations name each other (and themselves), the Dutch page under /nl.
  t.match(nl.url, /^https:\/\/example\.org\/nl\/event\//)
  const pair = { en: fair.url, nl: nl.url }
  t.same(urls.get(fair.url)!.alternates, pair, 'the English page names its Dutch translation')
  t.same(urls.get(nl.url)!.alternates, pair, 'and the Dutch page its English one')
  t.same(urls.get(venue.url)!.alternates, {}, 'no alternates without a translation')

  t.ok(res.headers.etag, 'an ETag')
  const newest = Math.max(...expected.map((r) => Date.parse(`${r.modified_utc}Z`)))
  t.equal(res.headers['last-modified'], new Date(newest).toUTCString(), 'Last-Modified: the newest lastmod')
  t.equal((await req(app, { method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': String(res.headers.etag) } })).statusCode, 304, 'If-None-Match: 304')

  // A translation that is not public is no alternate.
  t.equal((await req(app, { method: 'POST', url: `${BASE}/events/${nl.id}`, headers: auth, payload: { status: 'draft' } })).statusCode, 200)
  const after = urlsOf(t, (await sitemap(t, app)).raw)
  t.notOk(after.has(nl.url), 'a translation turned draft leaves the sitemap')
  t.same(after.get(fair.url)!.alternates, {}, 'and is no alternate of the English page')
})

t.test('answers come from the response cache until a public write; HEAD writes no XML; a query string is redirected', async (t) => {
  const app = await build(t)
  const first = await createEvent(app, { title: 'First' })
  const a = await sitemap(t, app)
  const hits = app.responseCache.hits
  const b = await sitemap(t, app)
  t.equal(app.responseCache.hits, hits + 1, 'the second GET is replayed')
  t.equal(b.raw, a.raw)
  t.equal(b.headers.etag, a.headers.etag)

  const draft = await createEvent(app, { title: 'Quiet Draft', status: 'draft' })
  t.equal((await sitemap(t, app)).raw, a.raw, 'a draft changes nothing')
  const second = await createEvent(app, { title: 'Second' })
  const c = urlsOf(t, (await sitemap(t, app)).raw)
  t.same([...c.keys()].sort(), [first.url, second.url].sort(), 'a published event is listed at the next read')
  t.notOk(c.has(draft.url))

  const head = await app.inject({ method: 'HEAD', url: '/sitemap.xml' })
  t.equal(head.statusCode, 200, 'HEAD: 200')
  t.equal(head.headers['last-modified'], (await sitemap(t, app)).headers['last-modified'], 'HEAD: the GET\'s Last-Modified')
  t.equal(head.headers['content-type'], 'application/xml; charset=utf-8', 'HEAD: the type')
  t.equal(head.body, '', 'HEAD: no body')

  const redirect = await app.inject({ method: 'GET', url: '/sitemap.xml?x=1' })
  t.equal(redirect.statusCode, 301, 'a query string: 301 (a new cache key each time otherwise)')
  t.equal(redirect.headers.location, 'https://example.org/sitemap.xml')
  const hits2 = app.responseCache.hits
  await app.inject({ method: 'GET', url: '/sitemap.xml?y=2' })
  t.equal(app.responseCache.hits, hits2, 'nothing cached for it')

  for (const url of ['/nl/sitemap.xml', '/sitemap-events-0.xml', '/sitemap-events-01.xml', '/sitemap-events-2.xml', '/sitemap-things-1.xml', '/sitemap-events-1234567.xml']) {
    const res = await req(app, { method: 'GET', url })
    t.equal(res.statusCode, 404, `${url}: 404`)
    t.equal(res.body?.code, 'rest_no_route', `${url}: the contract's 404`)
  }
})

t.test('odd slugs are escaped: the XML parses and each loc is the url as a URI', async (t) => {
  const app = await build(t)
  const odd = ['a&b', 'x<y>"z\'', 'caf%C3%A9', 'café-ü', '😀', 'amp;&amp;', 'sp ace', ']]>']
  const events = []
  for (const slug of odd) {
    const e = await createEvent(app, { title: `Odd ${slug}` })
    // Slugs written another way than through the API's slugify (an importer, Prisma Studio, SQL).
    await app.db.event.update({ where: { id: e.id }, data: { slug } })
    events.push((await req(app, { method: 'GET', url: `${BASE}/events/${e.id}` })).body)
  }
  const res = await sitemap(t, app)
  const urls = urlsOf(t, res.raw)
  for (const e of events) {
    const uri = new URL(e.url).href
    t.ok(urls.has(uri), `${JSON.stringify(e.slug)}: listed as ${uri}`)
    t.notMatch(uri, /[^\x21-\x7e]|[<>"\s]/, `${JSON.stringify(e.slug)}: nothing a URI may not hold`)
  }
  t.equal(urls.size, odd.length)
  t.notMatch(res.raw, /<loc>[^<]*[<>"][^<]*<\/loc>/, 'no bare markup character inside a loc')
})

t.test('past the limit: an index of files of at most that many pages each, per kind', async (t) => {
  const app = await build(t, { sitemapMaxUrls: 3 })
  const events = []
  for (let i = 0; i < 7; i++) events.push(await createEvent(app, { title: `Event ${i}` }))
  const venues = [await make(app, '/venues', { venue: 'Hall A' }), await make(app, '/venues', { venue: 'Hall B' })]
  const organizers = [await make(app, '/organizers', { organizer: 'Club A' })]

  const res = await sitemap(t, app)
  const index = parseXml(res.raw)
  t.equal(index.name, 'sitemapindex', 'an index')
  const files = index.children.map((f) => ({ loc: childText(f, 'loc'), lastmod: childText(f, 'lastmod') }))
  t.same(files.map((f) => f.loc), [
    'https://example.org/sitemap-events-1.xml', 'https://example.org/sitemap-events-2.xml', 'https://example.org/sitemap-events-3.xml',
    'https://example.org/sitemap-venues-1.xml', 'https://example.org/sitemap-organizers-1.xml',
  ], 'three files of events, one of venues, one of organizers, on the service')

  const seen: string[] = []
  for (const f of files) {
    const path = new URL(f.loc).pathname
    const file = await sitemap(t, app, path)
    const urls = urlsOf(t, file.raw)
    t.ok(urls.size >= 1 && urls.size <= 3, `${path}: 1 to 3 pages (${urls.size})`)
    const lastmods = [...urls.values()].map((u) => u.lastmod).sort()
    t.equal(f.lastmod, lastmods.at(-1), `${path}: the index's lastmod is its newest page's`)
    t.equal(file.headers['last-modified'], new Date(f.lastmod).toUTCString(), `${path}: Last-Modified`)
    const head = await app.inject({ method: 'HEAD', url: path })
    t.equal(head.statusCode, 200, `HEAD ${path}: 200`)
    t.equal(head.headers['last-modified'], file.headers['last-modified'], `HEAD ${path}: the same Last-Modified`)
    seen.push(...urls.keys())
  }
  t.same(seen, [...events, ...venues, ...organizers].map((r) => r.url), 'every page once, in id order per kind')
  t.equal((await app.inject({ method: 'HEAD', url: '/sitemap-events-4.xml' })).statusCode, 404, 'HEAD of a file beyond the last: 404')
  t.equal((await app.inject({ method: 'GET', url: '/sitemap-venues-2.xml' })).statusCode, 404)

  // How the pages are cut into files is kept per data version: a public write cuts them again.
  const more = []
  for (let i = 7; i < 10; i++) more.push(await createEvent(app, { title: `Event ${i}` }))
  t.equal((await app.inject({ method: 'HEAD', url: '/sitemap-events-4.xml' })).statusCode, 200, 'after three more events: a fourth file (HEAD)')
  const fourth = urlsOf(t, (await sitemap(t, app, '/sitemap-events-4.xml')).raw)
  t.same([...fourth.keys()], [more[2].url], 'holding the last one')
  t.match((await sitemap(t, app)).raw, '<loc>https://example.org/sitemap-events-4.xml</loc>', 'and the index names it')
})

t.test('robots.txt: everything but the API, /doc, the workspace and the submission form; the sitemap on the service', async (t) => {
  const app = await build(t)
  const res = await req(app, { method: 'GET', url: '/robots.txt' })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'text/plain; charset=utf-8')
  t.equal(res.raw, [
    'User-agent: *', 'Allow: /',
    'Disallow: /wp-json/', 'Disallow: /en/wp-json/', 'Disallow: /nl/wp-json/', 'Disallow: /de/wp-json/', 'Disallow: /fr/wp-json/',
    'Disallow: /doc', 'Disallow: /health/', 'Disallow: /manage/',
    'Disallow: /submit/', 'Disallow: /en/submit/', 'Disallow: /nl/submit/', 'Disallow: /de/submit/', 'Disallow: /fr/submit/',
    '', 'Sitemap: https://example.org/sitemap.xml', '',
  ].join('\n'))
  const hits = app.responseCache.hits
  await req(app, { method: 'GET', url: '/robots.txt' })
  t.equal(app.responseCache.hits, hits + 1, 'cached')
  t.equal((await app.inject({ method: 'HEAD', url: '/robots.txt' })).statusCode, 200, 'HEAD')

  const mounted = await build(t, { siteUrl: 'https://example.org/calendar', restPrefix: '/api' })
  const robots = (await req(mounted, { method: 'GET', url: '/robots.txt' })).raw
  t.match(robots, /^Disallow: \/calendar\/api\/$/m, 'paths under the site\'s own path and the REST prefix')
  t.match(robots, /^Disallow: \/calendar\/nl\/api\/$/m)
  t.match(robots, /^Sitemap: https:\/\/example\.org\/calendar\/sitemap\.xml$/m)

  const anyHost = await build(t, { siteUrl: undefined })
  const local = await req(anyHost, { method: 'GET', url: '/robots.txt', headers: { host: 'cal.example.net' } })
  t.match(local.raw, /^Sitemap: http:\/\/cal\.example\.net\/sitemap\.xml$/m, 'without SITE_URL: the request\'s host')
  const other = await req(anyHost, { method: 'GET', url: '/robots.txt', headers: { host: 'other.example.net' } })
  t.match(other.raw, /^Sitemap: http:\/\/other\.example\.net\/sitemap\.xml$/m, 'each host its own (never another host\'s cached answer)')

  // A Host header is the client's to write: no answer of these routes may fail on it or carry its markup.
  const hosted = await createEvent(anyHost, { title: 'Hosted' })
  // Host → the loc of the event: the host's URI form (a Unicode name in punycode; a port is a string of digits to a
  // URI), or none (404) for what makes no URI.
  const cases: Array<[string, string | null]> = [
    ['a b', null], ['x"><script>alert(1)</script>', null], ['évil.example', `${new URL('http://évil.example').origin}/event/${hosted.slug}/`],
    ['h:99999', `http://h:99999/event/${hosted.slug}/`],
  ]
  for (const [host, loc] of cases) {
    const robotsRes = await req(anyHost, { method: 'GET', url: '/robots.txt', headers: { host } })
    t.equal(robotsRes.statusCode, 200, `robots.txt, Host ${JSON.stringify(host)}: 200`)
    const map = await req(anyHost, { method: 'GET', url: '/sitemap.xml', headers: { host } })
    t.notMatch(map.raw, /<script/, 'no markup of the Host')
    if (loc !== null) {
      t.same(parseXml(map.raw).children.map((u) => childText(u, 'loc')), [loc], `sitemap, Host ${JSON.stringify(host)}: ${loc}`)
    } else {
      t.equal(map.statusCode, 404, `sitemap, Host ${JSON.stringify(host)} (no URI): 404`)
      t.equal(map.body?.code, 'rest_no_route', 'the contract\'s 404')
    }
  }
})

t.test('a new Host header each time: the XML is written once per data version, and each host gets its own addresses', async (t) => {
  const app = await build(t, { siteUrl: undefined, sitemapMaxUrls: 2 })
  for (let i = 0; i < 3; i++) await createEvent(app, { title: `Event ${i}` })
  let reads = 0
  const rows = app.repos.sitemap.rows.bind(app.repos.sitemap)
  app.repos.sitemap.rows = async (...args) => { reads++; return rows(...args) }
  for (let i = 0; i < 20; i++) {
    const host = `h${i}.example`
    const index = parseXml((await sitemap(t, app, '/sitemap.xml')).raw)
    t.equal(index.name, 'sitemapindex')
    const file = parseXml((await req(app, { method: 'GET', url: '/sitemap-events-1.xml', headers: { host } })).raw)
    const locs = file.children.map((u) => childText(u, 'loc'))
    if (locs.length !== 2 || !locs.every((l) => l.startsWith(`http://${host}/event/`))) t.fail(`${host}: ${locs.join(' ')}`)
    const named = parseXml((await req(app, { method: 'GET', url: '/sitemap.xml', headers: { host } })).raw).children.map((f) => childText(f, 'loc'))
    if (named[0] !== `http://${host}/sitemap-events-1.xml`) t.fail(`${host}: the index names ${named[0]}`)
  }
  t.equal(reads, 1, 'the rows of the file were read once for 20 hosts')
  await createEvent(app, { title: 'Event 3' })
  await req(app, { method: 'GET', url: '/sitemap-events-1.xml', headers: { host: 'late.example' } })
  t.equal(reads, 2, 'and again after a public write')
})

t.test('more than 50,000 pages: an index of two files of events, written in a measured time', { skip: TEST_DATABASE !== 'sqlite' && 'SQLite only (rows inserted with SQLite SQL)' }, async (t) => {
  const app = await build(t)
  const n = 50_010
  // Rows straight into the tables (the API would take minutes): the columns the schema requires, a published event each.
  const base = Number((await app.db.$queryRawUnsafe<Array<{ m: bigint | number | null }>>('SELECT MAX(id) AS m FROM "PostKey"'))[0]?.m ?? 0)
  await app.db.$executeRawUnsafe(`WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ${n}) INSERT INTO "PostKey" ("id", "kind") SELECT ${base} + i, 'event' FROM seq`)
  await app.db.$executeRawUnsafe(`WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ${n})
    INSERT INTO "Event" ("id", "title", "slug", "status", "publishedAt", "modifiedAt", "translationGroup", "startLocal", "endLocal", "startUtc", "endUtc", "timezone")
    SELECT ${base} + i, 'Bulk ' || i, 'bulk-' || i, 'publish', 1767225600000, 1767225600000 + i * 1000, ${base} + i, 1893456000000, 1893459600000, 1893456000000, 1893459600000, 'UTC' FROM seq`)
  t.equal(await app.db.event.count({ where: { status: 'publish' } }), n, `${n} published events`)

  const started = performance.now()
  const index = parseXml((await sitemap(t, app)).raw)
  const indexMs = performance.now() - started
  t.same(index.children.map((f) => childText(f, 'loc')), ['https://example.org/sitemap-events-1.xml', 'https://example.org/sitemap-events-2.xml'], 'past 50,000: an index of two files')

  const t0 = performance.now()
  const first = await sitemap(t, app, '/sitemap-events-1.xml')
  const uncachedMs = performance.now() - t0
  const t1 = performance.now()
  const again = await sitemap(t, app, '/sitemap-events-1.xml')
  const cachedMs = performance.now() - t1
  t.equal(again.raw, first.raw)
  const urls = urlsOf(t, first.raw)
  t.equal(urls.size, 50_000, 'the first file holds 50,000 pages')
  t.equal(urls.get(`https://example.org/event/bulk-${n - 10}/`)?.lastmod, new Date(1767225600000 + (n - 10) * 1000).toISOString().replace('.000', ''), 'with their lastmod')
  t.equal(urlsOf(t, (await sitemap(t, app, '/sitemap-events-2.xml')).raw).size, 10, 'the second the other 10')
  t.comment(`50,010 events on SQLite: index ${indexMs.toFixed(0)} ms; file of 50,000 uncached ${uncachedMs.toFixed(0)} ms (${(first.raw.length / 1e6).toFixed(1)} MB), replayed ${cachedMs.toFixed(1)} ms`)
  t.ok(cachedMs * 5 < uncachedMs, 'a replay costs a fraction of a generation')
})
