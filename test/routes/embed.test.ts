// `GET /embed.js` (SPEC §9.7) as HTTP: a script any site may load as a module (CORS `*`, cross-origin resource
// policy, no cookie), a stable URL with a short cache and ETag/304, HEAD, REST_PREFIX written in, at most 15 KB
// gzipped, outside the interface description; and the events list request the element makes answers a foreign
// origin without credentials. The element in a browser, on a foreign page: test/e2e/embed.test.ts.
import t from 'tap'
import { gzipSync } from 'node:zlib'
import { DateTime } from 'luxon'
import { EMBED_CACHE } from '../../src/plugins/app/embed.js'
import { eventsQuery } from '../../src/embed/query.js'
import { BASE, build, createEvent, expectError, req } from '../helper.js'

const FOREIGN = 'https://blog.example.net'
/** SPEC §9.7 and issue 40: the served script, gzipped, in bytes. */
const MAX_GZIP = 15 * 1024

t.test('GET /embed.js: a module script for any origin, cached briefly, no cookie, ≤ 15 KB gzipped', async (t) => {
  const app = await build(t)
  const res = await req(app, { method: 'GET', url: '/embed.js', headers: { origin: FOREIGN, cookie: 'session=abc' } })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'text/javascript; charset=utf-8')
  t.equal(res.headers['cache-control'], EMBED_CACHE)
  t.equal(res.headers['access-control-allow-origin'], '*', 'any site may load it as a module (a CORS request)')
  t.notOk('access-control-allow-credentials' in res.headers, 'no credentials are allowed with it')
  t.notOk('vary' in res.headers, 'the same for every origin (one copy in a shared cache)')
  t.equal(res.headers['cross-origin-resource-policy'], 'cross-origin', 'another origin may embed it')
  t.notOk('set-cookie' in res.headers, 'no cookie is set')
  t.match(res.headers.etag, /^"[\w-]+"$/, 'a strong ETag')

  const body = res.raw
  t.match(body, '"/wp-json/calendar/events/v1"', 'the REST base is written in')
  t.notMatch(body, '__CALENDAR_EVENTS_REST__', 'no placeholder left')
  t.match(body, /customElements\.define\("calendar-events"/, 'defines <calendar-events>')
  t.match(body, 'credentials:"omit"', 'its requests send no cookies')
  t.match(body, 'adoptedStyleSheets', 'its styles are a constructable stylesheet (a strict CSP allows it)')
  t.notMatch(body, /innerHTML|outerHTML|insertAdjacentHTML|document\.write/, 'writes no HTML: text nodes only')
  t.notMatch(body, /https?:\/\//, 'names no other site (no fonts, no CDN)')
  const gzip = gzipSync(Buffer.from(body)).length
  t.ok(gzip <= MAX_GZIP, `${gzip} bytes gzipped ≤ ${MAX_GZIP}`)
  t.comment(`embed.js: ${Buffer.byteLength(body)} bytes, ${gzip} gzipped`)

  const again = await req(app, { method: 'GET', url: '/embed.js', headers: { origin: FOREIGN, 'if-none-match': res.headers.etag as string } })
  t.equal(again.statusCode, 304, 'If-None-Match → 304')
  t.equal(again.raw, '')
  t.equal(again.headers['access-control-allow-origin'], '*', 'the 304 too')

  const head = await req(app, { method: 'HEAD', url: '/embed.js' })
  t.equal(head.statusCode, 200, 'HEAD')
  t.equal(head.headers['content-type'], 'text/javascript; charset=utf-8')
  t.equal(head.headers.etag, res.headers.etag)
  t.equal(head.raw, '', 'without a body')

  const without = await req(app, { method: 'GET', url: '/embed.js' })
  t.equal(without.headers['access-control-allow-origin'], '*', 'without an Origin header too')
  t.equal(without.raw, body, 'the same script')

  const spec = app.swagger() as { paths: Record<string, unknown> }
  t.notOk(Object.keys(spec.paths).some((p) => p.includes('embed')), 'outside the interface description')
  expectError(t, await req(app, { method: 'GET', url: '/embed.json' }), 404, 'rest_no_route', undefined, 'nothing beside it')
  expectError(t, await req(app, { method: 'GET', url: '/calendar/assets/embed.js' }), 404, 'rest_no_route', undefined, "not among the page's assets (without its REST base)")
})

t.test('REST_PREFIX is written in; CORS_ORIGINS does not keep other sites from loading the script', async (t) => {
  const app = await build(t, { restPrefix: '/api', corsOrigins: ['https://only.example.com'] })
  const res = await req(app, { method: 'GET', url: '/embed.js', headers: { origin: FOREIGN } })
  t.equal(res.statusCode, 200)
  t.match(res.raw, '"/api/calendar/events/v1"', 'calls /api/calendar/events/v1')
  t.notMatch(res.raw, '/wp-json')
  t.equal(res.headers['access-control-allow-origin'], '*')
})

t.test('the list request the element makes: answered to a foreign origin without credentials; bad attributes are a 4xx', async (t) => {
  const app = await build(t)
  const soon = DateTime.utc().plus({ months: 2 }).set({ hour: 20, minute: 0, second: 0 })
  await createEvent(app, { title: 'Harbour Jazz Night', start_date: soon.toFormat('yyyy-MM-dd HH:mm:ss'), end_date: soon.plus({ hours: 2 }).toFormat('yyyy-MM-dd HH:mm:ss') })
  await createEvent(app, { title: 'Last Year\'s Fair', start_date: '2020-05-01 20:00:00', end_date: '2020-05-01 22:00:00' })
  const attrs: Record<string, string> = { limit: '3', onclick: 'alert(1)' }
  const query = eventsQuery((name) => attrs[name] ?? null)
  t.same(Object.fromEntries(query), { start_date: 'now', per_page: '3' }, 'upcoming events, three, the unknown attribute left out')
  const res = await req(app, { method: 'GET', url: `/en${BASE}/events?${query.toString()}`, headers: { origin: FOREIGN } })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['access-control-allow-origin'], FOREIGN, 'the API answers the foreign page')
  t.notOk('set-cookie' in res.headers)
  t.same(res.body.events.map((e: { title: string }) => e.title), ['Harbour Jazz Night'], 'the upcoming event, not the past one')
  // Every visit of every embedding page asks this same URL: the response cache answers the repeats.
  const hits = app.responseCache.hits
  const repeat = await req(app, { method: 'GET', url: `/en${BASE}/events?${query.toString()}`, headers: { origin: 'https://other.example.org' } })
  t.equal(repeat.raw, res.raw, 'the same answer for another page')
  t.equal(app.responseCache.hits, hits + 1, 'from the response cache')

  const bad = eventsQuery((name) => ({ venue: 'not-a-number', search: 'x'.repeat(5000) } as Record<string, string>)[name] ?? null)
  const refused = await req(app, { method: 'GET', url: `/en${BASE}/events?${bad.toString()}`, headers: { origin: FOREIGN } })
  t.equal(refused.statusCode, 400, 'a malformed attribute: 400, which the element shows as its error')
  t.equal(refused.body.code, 'rest_invalid_param')
  t.type(refused.body.message, 'string', 'with a message to show')
})
