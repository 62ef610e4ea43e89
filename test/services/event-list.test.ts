// The list filters of GET /events (SPEC §5.1) at the service, without HTTP: src/services/events/list.ts with a
// ServiceContext per caller. The records are written through the API (what is listed does not depend on how it was
// written); the HTTP answers of the same filters: test/routes/events-*.test.ts.
//
// Clock: NOW = 2025-04-09T08:20:30Z, 10:20:30 in the site timezone Europe/Amsterdam; the default window is
// 2025-04-08 00:00:00 … 2027-04-09 23:59:59 (yesterday 00:00 to the end of the day of now + 24 months).
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { ApiError } from '../../src/errors.js'
import { eventListQuery, listEventIds, listEvents } from '../../src/services/events/list.js'
import type { EventListFilters } from '../../src/schemas/event.js'
import type { Caller } from '../../src/domain/access.js'
import { addUser, BASE, build, createEvent, createTerm, req, serviceContext } from '../helper.js'

const NOW = new Date('2025-04-09T08:20:30Z')

const at = (day: string, from: string, to: string) => ({ start_date: `${day} ${from}`, end_date: `${day} ${to}` })

/** Asserts that `listing` fails with one 400 rest_invalid_param naming exactly `params`. */
async function expectParamProblem (t: Test, listing: Promise<unknown>, params: string[], what: string): Promise<void> {
  const err: unknown = await listing.then(() => undefined, (e: unknown) => e)
  if (!(err instanceof ApiError)) { t.fail(`${what}: expected an ApiError, got ${String(err)}`); return }
  t.equal(err.statusCode, 400, `${what}: 400`)
  t.equal(err.code, 'rest_invalid_param', `${what}: rest_invalid_param`)
  t.same(Object.keys(err.data.params as Record<string, string>).sort(), [...params].sort(), `${what}: names ${params.join(', ')}`)
}

t.test('event list filters at the service', async (t) => {
  const app: FastifyInstance = await build(t, { timezone: 'Europe/Amsterdam' }, { clock: () => new Date(NOW) })
  const contributor = await addUser(app, 'carla', 'contributor')
  const editor = await addUser(app, 'edith', 'editor')
  const music = await createTerm(app, 'categories', { name: 'Music' })
  const books = await createTerm(app, 'categories', { name: 'Books' })
  const outdoor = await createTerm(app, 'tags', { name: 'Outdoor' })

  const dom = { venue: 'Dom', latitude: 52.0907, longitude: 5.1214 }
  const zeist = { venue: 'Slot Zeist', latitude: 52.0894, longitude: 5.2344 }
  const jazz = await createEvent(app, { title: 'Jazz on the square', ...at('2025-04-09', '12:00:00', '13:00:00'), featured: true, categories: [music.id], tags: [outdoor.id], venue: dom, organizer: [{ organizer: 'Ann Club' }] })
  const poetry = await createEvent(app, { title: 'Poetry reading', ...at('2025-04-10', '19:00:00', '21:00:00'), categories: [books.id], venue: zeist })
  const market = await createEvent(app, { title: 'Market day', ...at('2025-04-11', '09:00:00', '17:00:00'), tags: [outdoor.id], venue: { venue: 'Somewhere' } })
  const past = await createEvent(app, { title: 'Old fair', ...at('2025-04-07', '10:00:00', '11:00:00') })
  const far = await createEvent(app, { title: 'Far festival', ...at('2027-04-10', '10:00:00', '11:00:00') })
  const hidden = await createEvent(app, { title: 'Hidden jazz', ...at('2025-04-12', '10:00:00', '11:00:00'), hide_from_listings: true })
  const adminDraft = await createEvent(app, { title: 'Admin draft', ...at('2025-04-13', '10:00:00', '11:00:00'), status: 'draft' })
  // A contributor's event is stored as a draft (SPEC §3.6 scale-back).
  const created = await req(app, { method: 'POST', url: `${BASE}/events`, headers: contributor.headers, payload: { title: 'Contributor draft', ...at('2025-04-14', '10:00:00', '11:00:00') } })
  t.equal(created.statusCode, 201, 'the contributor creates an event')
  const ownDraft = created.body
  t.equal(ownDraft.status, 'draft', 'the contributor\'s event is a draft')

  const anonymous = serviceContext(app)
  const asContributor = serviceContext(app, { userId: contributor.id, role: 'contributor' } satisfies Caller)
  const asEditor = serviceContext(app, { userId: editor.id, role: 'editor' } satisfies Caller)
  const ids = async (f: EventListFilters, sc = anonymous) => (await listEventIds(sc, f)).ids

  t.test('the default window on the pinned clock: yesterday 00:00 to the end of the day of now + 24 months', async (t) => {
    const { filter } = await eventListQuery(anonymous, {})
    t.same(filter.dates.map((d) => [d.name, d.at.toISOString(), d.sent]), [
      ['start_date', '2025-04-08T00:00:00.000Z', false],
      ['end_date', '2027-04-09T23:59:59.000Z', false],
    ], 'naive wall clocks of the site timezone, not sent')
    t.same(await ids({}), [jazz.id, poetry.id, market.id], 'neither the day before yesterday nor after the window')
  })

  t.test('start_date and end_date replace the defaults, widened to whole days', async (t) => {
    t.same(await ids({ start_date: '2025-04-07' }), [past.id, jazz.id, poetry.id, market.id], 'start_date from 00:00 of its day')
    t.same(await ids({ end_date: '2027-04-10' }), [jazz.id, poetry.id, market.id, far.id], 'end_date to 23:59:59 of its day')
    t.same(await ids({ start_date: '2025-04-10', end_date: '2025-04-10' }), [poetry.id], 'one day')
    t.same(await ids({ start_date: '2025-04-10 20:00:00', strict_dates: true }), [market.id], 'strict: the time as given')
    const { echo } = await listEventIds(anonymous, { start_date: 'today' })
    t.equal(echo.start_date, '2025-04-09 00:00:00', 'a relative date is echoed with its value on the pinned clock')
    await expectParamProblem(t, listEvents(anonymous, { start_date: 'not a date', end_date: 'nor this' }), ['start_date', 'end_date'], 'invalid dates')
  })

  t.test('search: every word must occur', async (t) => {
    t.same(await ids({ search: 'jazz' }), [jazz.id], 'never the hidden event, though it matches')
    t.same(await ids({ search: 'reading poetry' }), [poetry.id])
    t.same(await ids({ search: 'jazz poetry' }), [], 'both words')
    t.same(await ids({ search: 'day -market' }), [], 'an excluded word')
  })

  t.test('categories and tags: ids or slugs, any of them; an unknown one is a parameter problem', async (t) => {
    t.same(await ids({ categories: [music.id] }), [jazz.id], 'by id')
    t.same(await ids({ categories: ['books'] }), [poetry.id], 'by slug')
    t.same(await ids({ categories: ['music', books.id] }), [jazz.id, poetry.id], 'any of them')
    t.same(await ids({ tags: ['outdoor'] }), [jazz.id, market.id], 'tags by slug')
    t.same(await ids({ tags: [outdoor.id], categories: [music.id] }), [jazz.id], 'tags and categories together')
    await expectParamProblem(t, listEvents(anonymous, { categories: ['music', 'nonexistent'] }), ['categories'], 'unknown category slug')
    await expectParamProblem(t, listEvents(anonymous, { tags: [999_999] }), ['tags'], 'unknown tag id')
    await expectParamProblem(t, listEvents(anonymous, { categories: [outdoor.id] }), ['categories'], 'a tag\'s id as a category')
  })

  t.test('venue and organizer: ids of existing records of that kind', async (t) => {
    t.same(await ids({ venue: [jazz.venue.id] }), [jazz.id])
    t.same(await ids({ venue: [jazz.venue.id, market.venue.id] }), [jazz.id, market.id])
    t.same(await ids({ organizer: [jazz.organizer[0].id] }), [jazz.id])
    await expectParamProblem(t, listEvents(anonymous, { venue: [jazz.organizer[0].id] }), ['venue'], 'an organizer\'s id as a venue')
    await expectParamProblem(t, listEvents(anonymous, { organizer: [jazz.venue.id], venue: [jazz.id] }), ['organizer', 'venue'], 'both at once')
  })

  t.test('featured', async (t) => {
    t.same(await ids({ featured: true }), [jazz.id])
    t.same(await ids({ featured: false }), [poetry.id, market.id])
  })

  t.test('statuses per role: anonymous published only, contributors also their own, editors everyone\'s', async (t) => {
    t.same(await ids({}), [jazz.id, poetry.id, market.id], 'anonymous')
    await expectParamProblem(t, listEvents(anonymous, { status: ['draft'] }), ['status'], 'anonymous asking for drafts')
    t.same(await ids({}, asContributor), [jazz.id, poetry.id, market.id, ownDraft.id], 'contributor: not the admin\'s draft')
    t.same(await ids({ status: ['draft'] }, asContributor), [ownDraft.id], 'contributor asking for drafts: their own')
    t.same(await ids({}, asEditor), [jazz.id, poetry.id, market.id, adminDraft.id, ownDraft.id], 'editor')
    t.same(await ids({ status: ['draft'] }, asEditor), [adminDraft.id, ownDraft.id], 'editor asking for drafts')
    const { total } = await listEventIds(asContributor, { per_page: 1 })
    t.equal(total, 4, 'the contributor\'s total counts their own draft')
  })

  t.test('an event hidden from listings is never listed', async (t) => {
    t.same(await ids({ start_date: '2025-04-12', end_date: '2025-04-12' }), [], 'in its day')
    t.same(await ids({ include: [hidden.id] }, asEditor), [], 'not even by id, nor to an editor')
    t.same(await ids({ include: [hidden.id, jazz.id] }), [jazz.id], 'include keeps the others')
  })

  t.test('geoloc: located venues, or those in range nearest first; lat and lng together', async (t) => {
    t.same(await ids({ geoloc: true }), [jazz.id, poetry.id], 'venues with coordinates, in list order')
    t.same(await ids({ geoloc: true, geoloc_lat: 52.0894, geoloc_lng: 5.2344 }), [poetry.id, jazz.id], 'nearest first (default radius 10 km)')
    t.same(await ids({ geoloc: true, geoloc_lat: 52.0894, geoloc_lng: 5.2344, geoloc_radius: 1 }), [poetry.id], 'within 1 km')
    t.same(await ids({ geoloc_lat: 52.0894, geoloc_lng: 5.2344, geoloc_radius: 1 }), [jazz.id, poetry.id, market.id], 'without geoloc the centre does nothing')
    await expectParamProblem(t, listEvents(anonymous, { geoloc: true, geoloc_lat: 52 }), ['geoloc_lng'], 'latitude alone')
  })

  t.test('per_page and page: a page of the list, its total; per_page above 50 counts as 50', async (t) => {
    const page2 = await listEventIds(anonymous, { per_page: 2, page: 2 })
    t.same([page2.ids, page2.total, page2.page, page2.perPage], [[market.id], 3, 2, 2])
    t.same((await listEventIds(anonymous, { per_page: 2 })).ids, [jazz.id, poetry.id], 'the first page')
    t.equal((await listEventIds(anonymous, {})).perPage, app.config.postsPerPage, 'default POSTS_PER_PAGE')
    t.equal((await listEventIds(anonymous, { per_page: 500 })).perPage, 50)
    t.same((await listEventIds(anonymous, { per_page: 1, page: 3 }, { limit: 2 })).ids, [jazz.id, poetry.id], 'a feed\'s limit: the first events, whatever the page')
    const { rows } = await listEvents(anonymous, { per_page: 2, page: 2 })
    t.same(rows.map((r) => r.id), [market.id], 'listEvents reads the rows of those ids')
  })

  t.test('event_status: the statuses kept, in the filter only when they leave some out (SPEC §9.6)', async (t) => {
    t.same((await eventListQuery(anonymous, { event_status: ['postponed', 'scheduled', 'postponed'] })).filter.eventStatuses, ['scheduled', 'postponed'], 'without repeats, in one order')
    t.equal((await eventListQuery(anonymous, { event_status: ['canceled', 'scheduled', 'postponed'] })).filter.eventStatuses, undefined, 'all three: no filter')
    t.equal((await eventListQuery(anonymous, {})).filter.eventStatuses, undefined)
    await app.db.event.update({ where: { id: market.id }, data: { eventStatus: 'canceled' } })
    t.same(await ids({ event_status: ['canceled'] }), [market.id])
    t.same(await ids({ event_status: ['scheduled', 'postponed'] }), [jazz.id, poetry.id])
    t.same(await ids({}), [jazz.id, poetry.id, market.id], 'a canceled event stays listed')
    await app.db.event.update({ where: { id: market.id }, data: { eventStatus: 'scheduled' } })
  })
})
