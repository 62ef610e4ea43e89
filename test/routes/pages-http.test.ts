// The record pages as HTTP resources (SPEC §9.7, issue 40): the response cache with ETag and Last-Modified, and never
// one caller's or one language's page for another; HEAD; bad addresses (unknown slug, another kind's slug, an
// over-long or malformed one) answering the 404 page — or the JSON error to a client that prefers JSON — and never a
// 500; FRAME_ANCESTORS on the pages and the calendar page, and its check at start.
import t from 'tap'
import { loadConfig, parseFrameAncestors } from '../../src/config.js'
import { BASE, auth, build, createEvent, expectError, req } from '../helper.js'

const path = (url: string): string => new URL(url).pathname
const soon = (days: number, time = '14:00:00'): string => `${new Date(Date.now() + days * 86400_000).toISOString().slice(0, 10)} ${time}`

t.test('anonymous pages: the response cache, ETag and Last-Modified; 304', async (t) => {
  const app = await build(t)
  const e = await createEvent(app, { title: 'Cached fair', status: 'publish', start_date: soon(3), end_date: soon(3, '16:00:00'), venue: { venue: 'Cache Hall' } })
  const url = path(e.url)
  const first = await req(app, { method: 'GET', url })
  t.equal(first.statusCode, 200)
  t.equal(first.headers['cache-control'], 'no-cache', 'revalidated on every load')
  t.ok(first.headers.etag, 'an ETag')
  const modified = (await req(app, { method: 'GET', url: `${BASE}/events/${e.id}` })).body.modified_utc as string
  t.equal(first.headers['last-modified'], new Date(`${modified.replace(' ', 'T')}Z`).toUTCString(), 'Last-Modified: the record\'s modified')
  const hits = app.responseCache.hits
  const second = await req(app, { method: 'GET', url })
  t.equal(app.responseCache.hits, hits + 1, 'the second read is replayed from the cache')
  t.equal(second.raw, first.raw)
  t.equal(second.headers.etag, first.headers.etag)
  t.equal(second.headers['content-security-policy'], first.headers['content-security-policy'], 'with the page\'s policy')
  const notModified = await req(app, { method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })
  t.equal(notModified.statusCode, 304, 'If-None-Match: 304')
  t.equal(notModified.raw, '')

  // An edit shows at once (the cache follows the public write counter).
  await req(app, { method: 'PATCH', url: `${BASE}/events/${e.id}`, headers: auth, payload: { title: 'Cached fair, renamed' } })
  const after = await req(app, { method: 'GET', url })
  t.match(after.raw, '<h1>Cached fair, renamed</h1>')
  t.not(after.headers.etag, first.headers.etag)
  t.equal((await req(app, { method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })).statusCode, 200, 'the old ETag no longer matches')

  // Authenticated callers: never served from the cache, never stored.
  const before = { hits: app.responseCache.hits, stores: app.responseCache.stores }
  const admin = await req(app, { method: 'GET', url, headers: auth })
  t.equal(admin.headers['cache-control'], 'private, no-store')
  t.equal(app.responseCache.hits, before.hits, 'no cached page for a caller with a token')
  t.equal(app.responseCache.stores, before.stores, 'and nothing stored')

  // Languages do not share entries: the Dutch prefix answers its own (missing) record.
  t.equal((await req(app, { method: 'GET', url: `/nl${url}` })).statusCode, 404, 'the English page is not the Dutch one')
  t.equal((await req(app, { method: 'GET', url })).statusCode, 200)
})

t.test('a page takes a fair-share slot like an API read; a replay from the cache does not', async (t) => {
  const app = await build(t)
  const e = await createEvent(app, { title: 'Shared fair', status: 'publish' })
  const keys: string[] = []
  const acquire = app.fairShare.acquire.bind(app.fairShare)
  app.fairShare.acquire = (key, signal) => { keys.push(key); return acquire(key, signal) }
  t.equal((await req(app, { method: 'GET', url: path(e.url) })).statusCode, 200)
  t.equal(keys.length, 1, 'the page read waited for its slot')
  t.equal((await req(app, { method: 'GET', url: path(e.url) })).statusCode, 200)
  t.equal(keys.length, 1, 'the cached page needed none')
  t.equal((await req(app, { method: 'GET', url: '/event/unknown/' })).statusCode, 404)
  t.equal(keys.length, 2, 'an unknown slug, which reads the database, too')
  t.equal((await req(app, { method: 'GET', url: '/pages/assets/none.css' })).statusCode, 404)
  t.equal(keys.length, 2, 'the stylesheet route reads nothing')
})

t.test('HEAD answers like GET without a body', async (t) => {
  const app = await build(t)
  const e = await createEvent(app, { title: 'Head fair', status: 'publish' })
  const head = await req(app, { method: 'HEAD', url: path(e.url) })
  t.equal(head.statusCode, 200)
  t.match(head.headers['content-type'], /^text\/html/)
  t.equal(head.raw, '')
  t.equal((await req(app, { method: 'HEAD', url: '/event/nope/' })).statusCode, 404)
})

t.test('bad addresses: the 404 page, or the JSON error when JSON is preferred; never a 500', async (t) => {
  const app = await build(t)
  const e = await createEvent(app, { title: 'Real event', status: 'publish', venue: { venue: 'Real Hall' } })
  const cases: Array<[string, string]> = [
    ['/event/no-such-event/', 'an unknown slug'],
    [`/event/${e.venue.slug}/`, 'a venue\'s slug as an event'],
    [`/venue/${e.slug}/`, 'an event\'s slug as a venue'],
    [`/tag/${e.slug}/`, 'an event\'s slug as a tag'],
    [`/events/category/${e.slug}/`, 'an event\'s slug as a category'],
    ['/event/%E0%A4%A/', 'malformed percent-encoding'],
    ['/event/%ZZ/', 'a bad escape'],
    ['/event/%00/', 'a NUL'],
    ['/event/%C0%AF/', 'overlong UTF-8'],
    [`/event/${'a'.repeat(700)}/`, 'an over-long slug'],
    [`/event/${'%E2%82%AC'.repeat(900)}/`, 'a slug past the router\'s parameter length'],
    ['/event/', 'no slug'],
    ['/event/a/b/', 'a deeper path'],
    ['/organizer/..%2F..%2Fetc/', 'an encoded path'],
    [`/event/${e.slug}/?page=abc`, 'a bad page'],
  ]
  for (const [url, what] of cases) {
    const html = await req(app, { method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
    t.equal(html.statusCode, 404, `${what}: 404`)
    t.match(html.headers['content-type'], /^text\/html; charset=utf-8/, `${what}: a page`)
    t.match(html.raw, 'Page not found', `${what}: the 404 page`)
    t.match(String(html.headers['content-security-policy']), "default-src 'none'", `${what}: with the pages' policy`)
    const json = await req(app, { method: 'GET', url, headers: { accept: 'application/json' } })
    expectError(t, json, 404, 'rest_no_route', undefined, `${what}, Accept: application/json`)
  }
  t.match((await req(app, { method: 'GET', url: '/de/event/%E0%A4%A/' })).raw, 'Seite nicht gefunden', 'under a prefix: in its language')
  t.match((await req(app, { method: 'GET', url: '/fr/tag/nope/' })).raw, 'Page introuvable')
  // The API's unknown routes keep the contract's JSON 404.
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/nope` }), 404, 'rest_no_route')
  expectError(t, await req(app, { method: 'GET', url: '/nothing-here' }), 404, 'rest_no_route')
  expectError(t, await req(app, { method: 'GET', url: '/eventual/x/' }), 404, 'rest_no_route', undefined, 'a path that only starts like a page\'s')
  // Form bodies of any shape are no 500 either.
  for (const [type, payload] of [['application/json', '{"password":["a"]}'], ['application/x-www-form-urlencoded', 'password[]=a&password[]=b'], ['application/x-www-form-urlencoded', `password=${'x'.repeat(5000)}`]]) {
    const res = await req(app, { method: 'POST', url: path(e.url), headers: { 'content-type': type! }, payload })
    t.equal(res.statusCode, 200, `POST ${type} ${payload!.slice(0, 30)}: the page`)
  }
})

t.test('FRAME_ANCESTORS: the pages\' and the calendar page\'s frame-ancestors', async (t) => {
  const dflt = await build(t)
  const e = await createEvent(dflt, { title: 'Framed', status: 'publish' })
  for (const url of [path(e.url), '/', '/nl/calendar']) {
    const res = await req(dflt, { method: 'GET', url })
    t.match(String(res.headers['content-security-policy']), /frame-ancestors 'self'(;|$)/, `${url}: 'self' by default`)
    t.equal(res.headers['x-frame-options'], 'SAMEORIGIN', `${url}: and the same in X-Frame-Options`)
  }
  const open = await build(t, { frameAncestors: "'self' https://partner.example.org https://*.example.net" })
  const framed = await createEvent(open, { title: 'Framed', status: 'publish' })
  for (const url of [path(framed.url), '/', '/event/nope/']) {
    const res = await req(open, { method: 'GET', url })
    t.match(String(res.headers['content-security-policy']), "frame-ancestors 'self' https://partner.example.org https://*.example.net", `${url}: the setting`)
    t.equal(res.headers['x-frame-options'], undefined, `${url}: no X-Frame-Options to contradict it`)
  }
  t.match(String((await req(open, { method: 'GET', url: `${BASE}/events` })).headers['content-security-policy']), "frame-ancestors 'none'", 'the API\'s answers stay unframeable')
})

t.test('FRAME_ANCESTORS is checked at start: nothing that could add a directive', async (t) => {
  t.equal(loadConfig({}).frameAncestors, "'self'", 'default')
  for (const ok of ["'self'", "'none'", 'https:', "'self' https://a.example.org:8443/path/", 'https://*.example.org http://localhost:3000', '*']) {
    t.equal(parseFrameAncestors(ok), ok, `accepted: ${ok}`)
  }
  t.equal(parseFrameAncestors("  'self'   https://a.example.org "), "'self' https://a.example.org", 'spaces normalized')
  for (const bad of ["'self'; script-src *", 'https://a.example.org,https://b.example.org', "'none' https://a.example.org", "'unsafe-inline'", 'https://a.example.org\nx', "'self' 'report-sample'", 'javascript:alert(1)//x y;z']) {
    t.throws(() => loadConfig({ FRAME_ANCESTORS: bad }), /FRAME_ANCESTORS/, `refused: ${JSON.stringify(bad)}`)
  }
})
