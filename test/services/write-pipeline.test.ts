// The write pipeline of events, venues and organizers (src/services/posts/service.ts) called without HTTP: the order of
// its checks (SPEC §2.4), one transaction per write, and each input checked once.
import t from 'tap'
import { ADMIN, build, serviceContext } from '../helper.js'
import type { FastifyInstance } from 'fastify'
import { PostRepository } from '../../src/repositories/posts.js'
import { SeriesRepository } from '../../src/repositories/series.js'
import { events } from '../../src/services/events/service.js'
import { organizers, venues } from '../../src/services/linked-posts.js'

/** Tuesday 24 November 2026, 12:00 UTC: the series below lie within the recurrence horizon. */
const NOW = () => new Date('2026-11-24T12:00:00Z')

t.test('a `following` update checks the venue and organizer it names once', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const sc = serviceContext(app, ADMIN)
  const venue = await venues.create(sc, { venue: 'Hall' })
  const organizer = await organizers.create(sc, { organizer: 'Ann' })
  const master = await events.create(sc, { title: 'Weekly', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00', recurrence: 'RRULE:FREQ=WEEKLY;COUNT=4' })
  const occurrences = await app.repos.series.occurrences(master.id)
  t.equal(occurrences.length, 3)

  // The query that tells whether linked venues and organizers exist and may be read (PostRepository.idsInScope).
  let lookups = 0
  const idsInScope = PostRepository.prototype.idsInScope
  PostRepository.prototype.idsInScope = function (...args) { lookups++; return idsInScope.apply(this, args) }
  t.teardown(() => { PostRepository.prototype.idsInScope = idsInScope })

  const second = occurrences[1]!
  const updated = await events.update(sc, second.id, { recurrence_scope: 'following', venue: venue.id, organizer: [organizer.id], start_date: '2026-12-08 11:00:00' })
  t.equal(updated.venueId, venue.id, 'the update linked the venue')
  // Before the pipeline (issue 36) this update asked 3 times: the parameter check of the update, then the update of the
  // occurrence checked the same input again twice (without the stored event, and with it); the scope's move of the
  // master's dates checked them a fourth time (without links: no lookup).
  t.equal(lookups, 1, 'the venue and organizer were looked up once')
})

const rejects = (code: string, statusCode: number) => ({ code, statusCode })
const UNKNOWN = 999_999

t.test('SPEC §2.4 order of an event write: parameters, permission, existence, ownership', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const admin = serviceContext(app, ADMIN)
  const anonymous = serviceContext(app, null)
  const subscriber = serviceContext(app, { userId: 1, role: 'subscriber' })
  const user = await app.db.user.create({ data: { login: 'carl', role: 'contributor' } })
  const contributor = serviceContext(app, { userId: user.id, role: 'contributor' })
  const event = await events.create(admin, { title: 'Fair', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00' })
  const venue = await venues.create(admin, { venue: 'Hall' })
  const bad = { start_date: 'not a date' }
  const good = { title: 'Changed' }

  await t.rejects(events.update(anonymous, UNKNOWN, bad), rejects('rest_invalid_param', 400), 'parameters first, even of an unknown event')
  await t.rejects(events.update(anonymous, UNKNOWN, good), rejects('rest_forbidden', 401), 'then permission: anonymous')
  await t.rejects(events.update(subscriber, UNKNOWN, good), rejects('rest_forbidden', 403), 'then permission: a role that may not write')
  await t.rejects(events.update(admin, UNKNOWN, good), rejects('rest-event-not-found', 404), 'then existence')
  await t.rejects(events.update(admin, venue.id, good), rejects('rest-invalid-event-id', 400), 'an id of another kind')
  await t.rejects(events.update(contributor, event.id, bad), rejects('rest_invalid_param', 400), 'parameters before ownership')
  await t.rejects(events.update(contributor, event.id, good), rejects('rest_forbidden', 403), 'then ownership')
  await t.rejects(events.create(anonymous, { title: ' ', start_date: 'tomorrow', end_date: 'tomorrow' }), rejects('rest_invalid_param', 400), 'a create: parameters first')
  await t.rejects(events.create(anonymous, { title: 'Fair', start_date: 'tomorrow', end_date: 'tomorrow' }), rejects('rest_forbidden', 401), 'then permission')
  await t.rejects(events.trash(anonymous, UNKNOWN), rejects('rest_forbidden', 401), 'a DELETE: permission before existence')
  await t.rejects(events.trash(admin, UNKNOWN), rejects('rest-event-not-found', 404))
  await t.rejects(events.trash(contributor, event.id), rejects('rest_forbidden', 403), 'then ownership')
  t.equal((await events.load(admin, event.id)).title, 'Fair', 'no refused write changed the event')
})

t.test('SPEC §2.4 order of a venue write: its id is a parameter, checked before the permission', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const anonymous = serviceContext(app, null)
  const venue = await venues.create(serviceContext(app, ADMIN), { venue: 'Hall' })
  await t.rejects(venues.update(anonymous, UNKNOWN, { venue: 'Other' }), rejects('rest_invalid_param', 400))
  await t.rejects(venues.trash(anonymous, UNKNOWN), rejects('rest_invalid_param', 400))
  await t.rejects(venues.update(anonymous, venue.id, { venue: 'Other' }), rejects('rest_forbidden', 401))
  await t.rejects(venues.trash(anonymous, venue.id), rejects('rest_forbidden', 401))
  // The other parameters of a venue update are checked once the venue is known and may be edited (as before the
  // pipeline).
  await t.rejects(venues.update(anonymous, venue.id, { author: UNKNOWN }), rejects('rest_forbidden', 401))
  await t.rejects(venues.update(serviceContext(app, ADMIN), venue.id, { author: UNKNOWN }), rejects('rest_invalid_param', 400))
})

/** Rows of every table a create with nested records and a series adds to. */
async function counts (app: FastifyInstance) {
  const [events, venues, organizers, terms, keys, links] = await Promise.all([
    app.db.event.count(), app.db.venue.count(), app.db.organizer.count(), app.db.term.count(), app.db.postKey.count(), app.db.eventOrganizer.count(),
  ])
  return { events, venues, organizers, terms, keys, links }
}

t.test('one transaction: a create whose series cannot be written stores none of its venue, organizer, term or event', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const sc = serviceContext(app, ADMIN)
  const before = await counts(app)
  const insert = SeriesRepository.prototype.insert
  SeriesRepository.prototype.insert = async () => { throw new Error('refused by the test') }
  t.teardown(() => { SeriesRepository.prototype.insert = insert })
  const write = { title: 'Weekly', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00', recurrence: 'RRULE:FREQ=WEEKLY;COUNT=3', venue: { venue: 'Hall' }, organizer: [{ organizer: 'Ann' }], tags: ['new-tag'] }
  await t.rejects(events.create(sc, write), { message: 'refused by the test' }, 'the series is written last, in the same transaction')
  t.same(await counts(app), before, 'nothing was stored')

  SeriesRepository.prototype.insert = insert
  await events.create(sc, write)
  const after = await counts(app)
  t.same({ events: after.events - before.events, venues: after.venues - before.venues, organizers: after.organizers - before.organizers, terms: after.terms - before.terms },
    { events: 3, venues: 1, organizers: 1, terms: 1 }, 'the same write without the failure stores all of it')
})
