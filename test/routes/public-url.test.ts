// PUBLIC_URL (SPEC §9.7): every record `url` that the service emits — the API's records of all five kinds and those
// embedded in events, JSON-LD, the iCalendar URL, webhook objects, the sitemap's locs — points at the front-end, while
// every address of the service itself (`rest_url`, `next_rest_url`, `Link`, term `urls`, `global_id`, UIDs, the
// discovery headers, the sitemap's files, robots.txt) stays on SITE_URL or the request's host. Unset, it is SITE_URL.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { loadConfig } from '../../src/config.js'
import { publicRecord } from '../../src/services/public-record.js'
import { auth, BASE, build, createEvent, createTerm, req, serviceContext } from '../helper.js'
import { childText, parseXml } from '../xml.js'

const SITE = 'https://example.org'
/** A window holding the events createEvent makes (2030), wider than the default list's. */
const ALL = 'start_date=2020-01-01&end_date=2040-01-01'
const FRONT = 'https://front.example/app'

t.test('PUBLIC_URL: an absolute http(s) URL with an optional path, trailing slashes trimmed; anything else stops the start', async (t) => {
  t.equal(loadConfig({}).publicUrl, undefined, 'unset by default (SITE_URL then)')
  t.equal(loadConfig({ PUBLIC_URL: 'https://front.example/app//' }).publicUrl, 'https://front.example/app')
  t.equal(loadConfig({ PUBLIC_URL: 'http://front.example' }).publicUrl, 'http://front.example')
  t.equal(loadConfig({ PUBLIC_URL: '' }).publicUrl, undefined, 'empty means unset')
  for (const bad of ['front.example', '/app', 'ftp://front.example', 'https://front.example/?q=1', 'https://front.example/#top', 'https://fr ont.example', 'https://', 'https://[bad/']) {
    t.throws(() => loadConfig({ PUBLIC_URL: bad }), { name: 'ConfigError', message: /PUBLIC_URL .*absolute http\(s\) URL/ }, `${JSON.stringify(bad)} is refused, naming the setting`)
  }
})

/** An event with a venue, an organizer, a category, a tag and a cost, and its Dutch translation. */
async function records (app: FastifyInstance) {
  const category = await createTerm(app, 'categories', { name: 'Jazz' })
  const tag = await createTerm(app, 'tags', { name: 'Outdoor' })
  const event = await createEvent(app, { title: 'Spring Fair', cost: '10', venue: { venue: 'Town Hall' }, organizer: [{ organizer: 'Fair Club' }], categories: [category.id], tags: [tag.id] })
  const nl = await createEvent(app, { title: 'Lentemarkt', translation_of: event.id }, `/nl${BASE}/events`)
  return { category, tag, event, nl }
}

const onFront = (url: string): boolean => url.startsWith(`${FRONT}/`)
const onSite = (url: string): boolean => url.startsWith(`${SITE}/`)

t.test('with PUBLIC_URL: record urls on the front-end, the service\'s own addresses on SITE_URL', async (t) => {
  const app = await build(t, { siteUrl: SITE, publicUrl: FRONT })
  const { event, nl } = await records(app)
  await createEvent(app, { title: 'Second' })

  const one = await req(app, { method: 'GET', url: `${BASE}/events/${event.id}` })
  const e = one.body
  t.equal(e.url, `${FRONT}/event/spring-fair/`, 'the event\'s url')
  t.equal(nl.url, `${FRONT}/nl/event/lentemarkt/`, 'a translation\'s url carries its language prefix after PUBLIC_URL')
  t.equal(e.rest_url, `${SITE}${BASE}/events/${event.id}`, 'rest_url on the service')
  t.equal(e.global_id, `example.org?id=${event.id}`, 'global_id from SITE_URL')
  t.equal(e.venue.url, `${FRONT}/venue/town-hall/`, 'the embedded venue')
  t.equal(e.organizer[0].url, `${FRONT}/organizer/fair-club/`, 'the embedded organizer')
  // Embedded terms carry their REST `urls` only (SPEC §4.4).
  t.ok(onSite(e.categories[0].urls.self) && onSite(e.categories[0].urls.collection) && onSite(e.tags[0].urls.self), 'embedded term urls (REST) on the service')
  t.equal(e.json_ld.url, e.url, 'JSON-LD url')
  t.equal(e.json_ld.offers.url, e.url, 'JSON-LD offer url')
  t.equal(one.headers['x-calendar-api-origin'], SITE, 'the discovery header names the service')

  const list = await req(app, { method: 'GET', url: `${BASE}/events?per_page=1&${ALL}` })
  t.ok(list.body.events.length === 1 && list.body.events.every((x: { url: string }) => onFront(x.url)), 'list: urls on the front-end')
  t.ok(onSite(list.body.rest_url) && onSite(list.body.next_rest_url), 'list: rest_url and next_rest_url on the service')
  t.match(String(list.headers.link), /^<https:\/\/example\.org\//, 'Link on the service')

  for (const [path, id, expected] of [
    ['venues', e.venue.id, `${FRONT}/venue/town-hall/`],
    ['organizers', e.organizer[0].id, `${FRONT}/organizer/fair-club/`],
    ['categories', e.categories[0].id, `${FRONT}/events/category/jazz/`],
    ['tags', e.tags[0].id, `${FRONT}/tag/outdoor/`],
  ] as const) {
    const single = (await req(app, { method: 'GET', url: `${BASE}/${path}/${id}` })).body
    t.equal(single.url, expected, `GET /${path}/<id>: url`)
    if (path === 'categories' || path === 'tags') t.ok(onSite(single.urls.self), `GET /${path}/<id>: urls on the service`)
    const listed = (await req(app, { method: 'GET', url: `${BASE}/${path}` })).body
    const rows = Array.isArray(listed) ? listed : listed[path]
    t.ok(rows.length > 0 && rows.every((r: { url: string }) => onFront(r.url)), `GET /${path}: urls on the front-end`)
  }

  const ics = (await req(app, { method: 'GET', url: `${BASE}/events/${event.id}.ics` })).raw.replace(/\r\n[ \t]/g, '')
  t.match(ics, `\r\nURL;VALUE=URI:${FRONT}/event/spring-fair/\r\n`, 'iCalendar URL on the front-end')
  t.match(ics, new RegExp(`\\r\\nUID:${event.id}@example\\.org\\r\\n`), 'UID from SITE_URL')

  const changes = (await req(app, { method: 'GET', url: `${BASE}/changes` })).body
  t.ok(changes.changes.length > 0 && changes.changes.every((c: { rest_url: string }) => onSite(c.rest_url)), 'change feed: rest_url on the service')

  // A webhook delivery's object: the record as an anonymous GET gives it, built without a request.
  const object = await publicRecord(serviceContext(app), 'event', event.id)
  t.equal(object?.url, e.url, 'webhook object: url on the front-end')
  t.equal(object?.rest_url, e.rest_url, 'webhook object: rest_url on the service')
  const venueObject = await publicRecord(serviceContext(app), 'venue', e.venue.id)
  t.equal(venueObject?.url, e.venue.url, 'a venue\'s webhook object too')

  const locs = parseXml((await req(app, { method: 'GET', url: '/sitemap.xml' })).raw).children.map((u) => childText(u, 'loc'))
  t.ok(locs.length === 5 && locs.every(onFront), 'sitemap: every page on the front-end')
  t.ok(locs.includes(e.url) && locs.includes(nl.url))
  t.match((await req(app, { method: 'GET', url: '/robots.txt' })).raw, /^Sitemap: https:\/\/example\.org\/sitemap\.xml$/m, 'robots.txt names the service\'s sitemap')

  const indexed = await build(t, { siteUrl: SITE, publicUrl: FRONT, sitemapMaxUrls: 1 })
  await createEvent(indexed, { title: 'One', venue: { venue: 'Hall' } })
  const files = parseXml((await req(indexed, { method: 'GET', url: '/sitemap.xml' })).raw).children.map((f) => childText(f, 'loc'))
  t.same(files, [`${SITE}/sitemap-events-1.xml`, `${SITE}/sitemap-venues-1.xml`], 'the sitemap index names files of the service')
  const file = parseXml((await req(indexed, { method: 'GET', url: '/sitemap-events-1.xml' })).raw)
  t.equal(childText(file.children[0]!, 'loc'), `${FRONT}/event/one/`, 'whose pages are on the front-end')
})

t.test('without PUBLIC_URL: urls on SITE_URL, or on each request\'s host without it (each host its own cache entry)', async (t) => {
  const app = await build(t, { siteUrl: SITE })
  const { event } = await records(app)
  t.equal(event.url, `${SITE}/event/spring-fair/`, 'SITE_URL')
  t.equal(event.venue.url, `${SITE}/venue/town-hall/`)
  t.equal((await publicRecord(serviceContext(app), 'event', event.id))?.url, event.url, 'webhook object')

  const anyHost = await build(t, { siteUrl: undefined })
  const created = await createEvent(anyHost, { title: 'Hosted' })
  for (const host of ['a.example', 'b.example', 'a.example']) {
    const list = await req(anyHost, { method: 'GET', url: `${BASE}/events?${ALL}`, headers: { host } })
    t.equal(list.body.events[0].url, `http://${host}/event/hosted/`, `${host}: url on the request's host`)
    t.equal(list.body.rest_url.startsWith(`http://${host}/`), true, `${host}: rest_url too`)
    const locs = parseXml((await req(anyHost, { method: 'GET', url: '/sitemap.xml', headers: { host } })).raw).children.map((u) => childText(u, 'loc'))
    t.same(locs, [`http://${host}/event/hosted/`], `${host}: sitemap on the request's host`)
  }
  t.equal((await publicRecord(serviceContext(anyHost), 'event', created.id))?.url, 'http://localhost:80/event/hosted/', 'no request: the address of a request without a Host header')

  const frontOnly = await build(t, { siteUrl: undefined, publicUrl: FRONT })
  await createEvent(frontOnly, { title: 'Fronted' })
  for (const host of ['a.example', 'b.example']) {
    const list = await req(frontOnly, { method: 'GET', url: `${BASE}/events?${ALL}`, headers: { host } })
    t.equal(list.body.events[0].url, `${FRONT}/event/fronted/`, `${host}: PUBLIC_URL whatever the host`)
    t.ok(list.body.rest_url.startsWith(`http://${host}/`), `${host}: rest_url on the request's host`)
  }
})

t.test('a protected record\'s url is on the front-end too (its page asks for the password there)', async (t) => {
  const app = await build(t, { siteUrl: SITE, publicUrl: FRONT })
  const locked = await createEvent(app, { title: 'Locked', password: 'secret' })
  t.equal(locked.url, `${FRONT}/event/locked/`)
  const anonymous = await req(app, { method: 'GET', url: `${BASE}/events?${ALL}` })
  t.equal(anonymous.body.events[0].url, locked.url, 'the url is not a blanked field (an anonymous list)')
  const unlocked = await req(app, { method: 'GET', url: `${BASE}/events/${locked.id}?password=secret` })
  t.equal(unlocked.body.url, locked.url, 'nor with the password')
  const write = await req(app, { method: 'POST', url: `${BASE}/events/${locked.id}`, headers: auth, payload: { title: 'Locked Again' } })
  t.equal(write.body.url, locked.url, 'a write answers it too')
})
