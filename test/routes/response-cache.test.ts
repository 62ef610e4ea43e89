// The response cache and ETags (issue 8, src/plugins/app/response-cache.ts): anonymous GET answers are replayed
// byte for byte while nothing they depend on changed, and never after: any write an anonymous answer can depend on
// (through the API or straight into the database, as Prisma Studio does; saving a draft is not one), the clock moving
// a relative date window, a scheduled record falling due. Requests with a token or a password are answered fresh.
// Strong ETags with If-None-Match → 304.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { BASE, auth, build, createEvent, createTerm, req, type Res } from '../helper.js'

t.setTimeout(300_000)

const NOW = new Date('2030-04-10T10:00:00Z')

/** An app on a clock the test moves (`clock.now`). */
async function buildWithClock (t: Test, overrides: Record<string, unknown> = {}): Promise<{ app: FastifyInstance; clock: { now: Date } }> {
  const clock = { now: new Date(NOW) }
  const app = await build(t, { timezone: 'UTC', ...overrides }, { clock: () => new Date(clock.now) })
  return { app, clock }
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => req(app, { method: 'GET', url: `${BASE}${url}`, headers })
const titles = (res: Res): string[] => res.body.events.map((e: { title: string }) => e.title)
/** Hits and stores of the app's cache since `before`. */
const delta = (app: FastifyInstance, before: { hits: number; stores: number }) => ({ hits: app.responseCache.hits - before.hits, stores: app.responseCache.stores - before.stores })
const snapshot = (app: FastifyInstance) => ({ hits: app.responseCache.hits, stores: app.responseCache.stores })

t.test('a repeated anonymous read is replayed: same bytes, same headers, the request\'s own CORS answer', async (t) => {
  const { app } = await buildWithClock(t)
  await createEvent(app, { title: 'Cached fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00' })
  const before = snapshot(app)
  const first = await get(app, '/events', { origin: 'https://one.example' })
  const second = await get(app, '/events', { origin: 'https://two.example' })
  t.same(delta(app, before), { hits: 1, stores: 1 }, 'stored once, replayed once')
  t.equal(second.raw, first.raw, 'same body')
  for (const h of ['content-type', 'x-calendar-total', 'x-calendar-totalpages', 'etag', 'x-calendar-api-root']) t.equal(second.headers[h], first.headers[h], h)
  t.equal(second.headers['access-control-allow-origin'], 'https://two.example', 'CORS answers the replayed request\'s own Origin')
  t.match(String(first.headers.etag), /^"[^"]+"$/, 'strong ETag')
  t.ok(second.headers['x-content-type-options'], 'security headers on replayed answers too')

  for (const url of ['/events/by-slug/cached-fair', '/categories', '/venues']) {
    const b = snapshot(app)
    const a1 = await get(app, url)
    const a2 = await get(app, url)
    t.equal(a1.statusCode, 200, `${url}: 200`)
    t.equal(a2.raw, a1.raw, `${url}: replayed`)
    t.same(delta(app, b), { hits: 1, stores: 1 }, `${url}: cached`)
  }
})

t.test('If-None-Match with the current ETag answers 304 without a body, from the cache or not', async (t) => {
  for (const responseCacheMb of [32, 0]) {
    const { app } = await buildWithClock(t, { responseCacheMb })
    const event = await createEvent(app)
    const first = await get(app, `/events/${event.id}`)
    const tag = String(first.headers.etag)
    for (let i = 0; i < 2; i++) {
      const again = await get(app, `/events/${event.id}`, { 'if-none-match': tag })
      t.equal(again.statusCode, 304, `cache ${responseCacheMb} MB, request ${i + 1}: 304`)
      t.equal(again.raw, '', 'no body')
    }
    const other = await get(app, `/events/${event.id}`, { 'if-none-match': '"something-else"' })
    t.equal(other.statusCode, 200, 'another ETag: the full answer')
    await req(app, { method: 'PATCH', url: `${BASE}/events/${event.id}`, headers: auth, payload: { title: 'Renamed' } })
    const changed = await get(app, `/events/${event.id}`, { 'if-none-match': tag })
    t.equal(changed.statusCode, 200, 'after a write the old ETag no longer matches')
    t.equal(changed.body.title, 'Renamed')
    t.not(changed.headers.etag, tag, 'new ETag')
    if (responseCacheMb === 0) t.equal(app.responseCache.stores, 0, 'RESPONSE_CACHE_MB=0 stores nothing')
  }
})

t.test('every kind of write makes the cached answers fresh at once', async (t) => {
  const { app } = await buildWithClock(t)
  const venue = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Old Hall', city: 'Utrecht' } })).body
  const category = await createTerm(app, 'categories', { name: 'Music' })
  const event = await createEvent(app, { title: 'Concert', venue: venue.id, categories: [category.id] })
  const urls = ['/events', `/events/${event.id}`, `/events/by-slug/${event.slug}`, '/venues', '/categories']
  const warm = async () => { for (const url of urls) { await get(app, url); await get(app, url) } }

  await warm()
  await createEvent(app, { title: 'Second concert' })
  t.same(titles(await get(app, '/events')), ['Concert', 'Second concert'], 'create: listed at once')

  await warm()
  await req(app, { method: 'PATCH', url: `${BASE}/events/${event.id}`, headers: auth, payload: { title: 'Concert (moved)' } })
  t.equal((await get(app, `/events/${event.id}`)).body.title, 'Concert (moved)', 'update: read by id')
  t.equal((await get(app, `/events/by-slug/${event.slug}`)).body.title, 'Concert (moved)', 'update: read by slug')
  t.equal(titles(await get(app, '/events'))[0], 'Concert (moved)', 'update: list')

  await warm()
  await req(app, { method: 'PATCH', url: `${BASE}/venues/${venue.id}`, headers: auth, payload: { venue: 'New Hall' } })
  t.equal((await get(app, `/events/${event.id}`)).body.venue.venue, 'New Hall', 'a venue update shows in the event that embeds it')
  t.equal((await get(app, '/venues')).body.venues[0].venue, 'New Hall', 'and in the venue list')

  await warm()
  await req(app, { method: 'PATCH', url: `${BASE}/categories/${category.id}`, headers: auth, payload: { name: 'Live music' } })
  t.equal((await get(app, `/events/${event.id}`)).body.categories[0].name, 'Live music', 'a category rename shows in the event')
  t.equal((await get(app, '/categories')).body.categories[0].name, 'Live music', 'and in the category list')

  await warm()
  // Straight into the database, as an operator in Prisma Studio would: no API code runs.
  await app.db.event.update({ where: { id: event.id }, data: { title: 'Edited in Studio' } })
  t.equal((await get(app, `/events/${event.id}`)).body.title, 'Edited in Studio', 'a direct database write is seen at once')

  await warm()
  await req(app, { method: 'DELETE', url: `${BASE}/events/${event.id}`, headers: auth })
  t.equal((await get(app, `/events/${event.id}`)).statusCode, 403, 'trash: the single read says no longer available')
  t.same(titles(await get(app, '/events')), ['Second concert'], 'trash: gone from the list')
  t.same((await get(app, '/categories')).body.categories, [], 'trash: the category has no published event left (hidden when empty)')
})

t.test('saving a draft keeps the cached answers; publishing it shows at once', async (t) => {
  const { app } = await buildWithClock(t)
  const venue = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Hall' } })).body
  const event = await createEvent(app, { title: 'Concert', venue: venue.id })
  const draft = await createEvent(app, { title: 'Draft', status: 'draft', venue: venue.id })
  const urls = ['/events', `/events/${event.id}`, '/venues?has_events=1', `/venues/${venue.id}`, '/events.ics']
  const first = new Map<string, string>()
  for (const url of urls) first.set(url, (await get(app, url)).raw)

  for (const edit of [{ title: 'Draft, saved' }, { title: 'Draft, saved again', start_date: '2030-04-13 10:00:00', end_date: '2030-04-13 11:00:00' }]) {
    const saved = await req(app, { method: 'PATCH', url: `${BASE}/events/${draft.id}`, headers: auth, payload: edit })
    t.equal(saved.statusCode, 200)
    for (const url of urls) {
      const b = snapshot(app)
      t.equal((await get(app, url)).raw, first.get(url), `${url}: the same answer`)
      t.same(delta(app, b), { hits: 1, stores: 0 }, `${url}: replayed from the cache after the draft was saved`)
    }
  }

  await req(app, { method: 'PATCH', url: `${BASE}/events/${draft.id}`, headers: auth, payload: { status: 'publish' } })
  const b = snapshot(app)
  t.same(titles(await get(app, '/events')), ['Concert', 'Draft, saved again'], 'published: listed by the next anonymous request')
  t.equal((await get(app, `/events/${draft.id}`)).body.title, 'Draft, saved again', 'and readable')
  t.equal(delta(app, b).hits, 0, 'nothing replayed after the publication')
})

t.test('answers that depend on the clock follow it', async (t) => {
  const { app, clock } = await buildWithClock(t)
  // Default window: from the start of yesterday (SPEC §5.1); the clock is 2030-04-10 10:00 UTC.
  await createEvent(app, { title: 'Day before yesterday', start_date: '2030-04-08 09:00:00', end_date: '2030-04-08 10:00:00' })
  await createEvent(app, { title: 'Yesterday', start_date: '2030-04-09 09:00:00', end_date: '2030-04-09 10:00:00' })
  await createEvent(app, { title: 'Today at noon', start_date: '2030-04-10 12:00:00', end_date: '2030-04-10 13:00:00' })
  const before = snapshot(app)
  t.same(titles(await get(app, '/events')), ['Yesterday', 'Today at noon'])
  t.same(titles(await get(app, '/events')), ['Yesterday', 'Today at noon'])
  t.equal(delta(app, before).hits, 1, 'replayed within the day')
  clock.now = new Date('2030-04-11T00:00:01Z')
  t.same(titles(await get(app, '/events')), ['Today at noon'], 'a day later the default window moved on')

  // A relative filter to the second.
  clock.now = new Date('2030-04-10T11:59:58Z')
  const url = `/events?starts_after=${encodeURIComponent('now')}&strict_dates=true`
  t.same(titles(await get(app, url)), ['Today at noon'])
  t.same(titles(await get(app, url)), ['Today at noon'])
  clock.now = new Date('2030-04-10T12:00:01Z')
  t.same(titles(await get(app, url)), [], 'starts_after=now, two seconds later: the event has started')

  // Absolute dates do not depend on the clock: replayed across days.
  const fixed = '/events?start_date=2030-04-01&end_date=2030-04-30'
  await get(app, fixed)
  clock.now = new Date('2030-04-20T10:00:00Z')
  const b = snapshot(app)
  t.equal((await get(app, fixed)).body.total, 3)
  t.equal(delta(app, b).hits, 1, 'an absolute window is replayed whatever the time')
})

t.test('a scheduled event appears when it falls due, not when the cached list expires', async (t) => {
  const { app, clock } = await buildWithClock(t)
  await createEvent(app, { title: 'Public now', start_date: '2030-05-01 10:00:00', end_date: '2030-05-01 11:00:00' })
  const scheduled = await createEvent(app, { title: 'Scheduled', status: 'future', date_utc: '2030-04-10 10:30:00', start_date: '2030-05-02 10:00:00', end_date: '2030-05-02 11:00:00' })
  t.equal(scheduled.status, 'future')
  t.same(titles(await get(app, '/events')), ['Public now'])
  t.same(titles(await get(app, '/events')), ['Public now'], 'replayed while nothing is due')
  t.equal((await get(app, `/events/${scheduled.id}`)).statusCode, 403, 'a scheduled event is not public yet')
  clock.now = new Date('2030-04-10T10:30:00Z')
  t.same(titles(await get(app, '/events')), ['Public now', 'Scheduled'], 'published and listed at its date')
  t.equal((await get(app, `/events/${scheduled.id}`)).body.status, 'publish', 'and readable')
})

t.test('who is asking: tokens and passwords are answered fresh, never from or into the cache', async (t) => {
  const { app } = await buildWithClock(t)
  const draft = await createEvent(app, { title: 'Draft', status: 'draft' })
  const locked = await createEvent(app, { title: 'Locked', password: 'secret', description: 'Meet at the back door.' })
  const b = snapshot(app)
  t.equal((await get(app, `/events/${draft.id}`, auth)).statusCode, 200, 'the admin reads the draft')
  t.equal((await get(app, `/events/${draft.id}`, auth)).statusCode, 200, 'twice')
  t.equal((await get(app, `/events/${draft.id}`)).statusCode, 403, 'an anonymous reader is refused')
  t.equal((await get(app, '/events?status=draft', auth)).body.total, 1, 'the admin lists drafts')
  for (let i = 0; i < 2; i++) t.match((await get(app, `/events/${locked.id}?password=secret`)).body.description, /Meet at the back door/, `the password unlocks (request ${i + 1})`)
  t.equal((await get(app, `/events/${locked.id}`)).statusCode, 403, 'without the password: refused')
  t.same(delta(app, b), { hits: 0, stores: 0 }, 'nothing stored or replayed for token or password requests, nor errors')
})

t.test('answers that read the clock directly are not cached (venues only_with_upcoming)', async (t) => {
  const { app } = await buildWithClock(t)
  const b = snapshot(app)
  await get(app, '/venues?only_with_upcoming=true')
  await get(app, '/venues?only_with_upcoming=true')
  t.same(delta(app, b), { hits: 0, stores: 0 })
})

t.test('without SITE_URL the host is part of the key: each host gets its own addresses', async (t) => {
  const { app } = await buildWithClock(t, { siteUrl: undefined })
  const one = await get(app, '/events', { host: 'one.example' })
  const two = await get(app, '/events', { host: 'two.example' })
  t.match(one.body.rest_url, /^http:\/\/one\.example\//)
  t.match(two.body.rest_url, /^http:\/\/two\.example\//)
})
