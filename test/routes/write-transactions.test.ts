// One transaction per write (src/services/posts/service.ts, src/repositories/index.ts): an event write that creates a
// venue, organizers, terms and a media record along stores all of them or none. A database trigger makes the event's
// own INSERT (or UPDATE) fail after everything nested was written in the same transaction; nothing may remain.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { auth, BASE, build, createEvent, req, TEST_DATABASE } from '../helper.js'

const EVENTS = `${BASE}/events`

/** Makes every `op` on "Event" fail inside the database, until the returned function drops the trigger again. */
async function refuseEvents (app: FastifyInstance, op: 'INSERT' | 'UPDATE'): Promise<() => Promise<void>> {
  if (TEST_DATABASE === 'postgresql') {
    await app.db.$executeRawUnsafe('CREATE OR REPLACE FUNCTION refuse_event() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION \'refused by the test\'; END; $$ LANGUAGE plpgsql')
    await app.db.$executeRawUnsafe(`CREATE TRIGGER refuse_event BEFORE ${op} ON "Event" FOR EACH ROW EXECUTE FUNCTION refuse_event()`)
    return async () => { await app.db.$executeRawUnsafe('DROP TRIGGER refuse_event ON "Event"') }
  }
  await app.db.$executeRawUnsafe(`CREATE TRIGGER refuse_event BEFORE ${op} ON "Event" BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`)
  return async () => { await app.db.$executeRawUnsafe('DROP TRIGGER refuse_event') }
}

/** Rows of every table an event write can add to. */
async function counts (app: FastifyInstance) {
  const [events, venues, organizers, terms, media, keys, links] = await Promise.all([
    app.db.event.count(), app.db.venue.count(), app.db.organizer.count(), app.db.term.count(), app.db.media.count(), app.db.postKey.count(),
    app.db.eventOrganizer.count(),
  ])
  return { events, venues, organizers, terms, media, keys, links }
}

/** Links that create a venue, two organizers, a category, a tag and a media record. */
const nested = (n: number) => ({
  venue: { venue: `Hall ${n}`, city: 'Utrecht' },
  organizer: [{ organizer: `Ann ${n}` }, { organizer: `Bob ${n}`, email: 'bob@example.org' }],
  categories: [`Concerts ${n}`],
  tags: [`jazz-${n}`],
  image: `https://images.example.org/poster-${n}.jpg`,
})

t.test('a create whose event INSERT fails stores none of the venue, organizers, terms and image it created', async (t) => {
  const app = await build(t)
  const before = await counts(app)
  const allow = await refuseEvents(app, 'INSERT')
  const res = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { title: 'Refused', start_date: 'tomorrow 10am', end_date: 'tomorrow 11am', ...nested(1) } })
  t.equal(res.statusCode, 500, 'the failed write answers 500')
  t.equal(res.body.code, 'internal_server_error')
  t.same(await counts(app), before, 'no venue, organizer, term, media, id or link was stored')

  // The same request with the trigger gone creates all of it: the nested part of the test request was real.
  await allow()
  const created = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { title: 'Accepted', start_date: 'tomorrow 10am', end_date: 'tomorrow 11am', ...nested(1) } })
  t.equal(created.statusCode, 201)
  t.equal(created.body.venue.venue, 'Hall 1')
  t.same(created.body.organizer.map((o: { organizer: string }) => o.organizer), ['Ann 1', 'Bob 1'])
  const after = await counts(app)
  t.same({ events: after.events - before.events, venues: after.venues - before.venues, organizers: after.organizers - before.organizers, terms: after.terms - before.terms, media: after.media - before.media, links: after.links - before.links },
    { events: 1, venues: 1, organizers: 2, terms: 2, media: 1, links: 2 }, 'the accepted write stored each once')
})

t.test('an update whose event UPDATE fails stores none of the records its links created', async (t) => {
  const app = await build(t)
  const event = await createEvent(app, { title: 'Kept as it was' })
  const before = await counts(app)
  const allow = await refuseEvents(app, 'UPDATE')
  const res = await req(app, { method: 'PATCH', url: `${EVENTS}/${event.id}`, headers: auth, payload: { title: 'Changed', ...nested(2) } })
  t.equal(res.statusCode, 500)
  t.same(await counts(app), before, 'no venue, organizer, term, media or link was stored')
  await allow()
  const read = await req(app, { method: 'GET', url: `${EVENTS}/${event.id}`, headers: auth })
  t.equal(read.body.title, 'Kept as it was')
  t.same(read.body.venue, [], 'still no venue')
  t.same(read.body.organizer, [], 'still no organizers')
})

t.test('a nested organizer that cannot be created fails the event write, and the venue created before it goes too', async (t) => {
  const app = await build(t)
  const before = await counts(app)
  // Nested records are created venue first, then organizers: the organizer's own INSERT fails after the venue's.
  const trigger = TEST_DATABASE === 'postgresql'
    ? ['CREATE OR REPLACE FUNCTION refuse_organizer() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION \'refused by the test\'; END; $$ LANGUAGE plpgsql', 'CREATE TRIGGER refuse_organizer BEFORE INSERT ON "Organizer" FOR EACH ROW EXECUTE FUNCTION refuse_organizer()']
    : ['CREATE TRIGGER refuse_organizer BEFORE INSERT ON "Organizer" BEGIN SELECT RAISE(ABORT, \'refused by the test\'); END']
  for (const sql of trigger) await app.db.$executeRawUnsafe(sql)
  const res = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { title: 'No organizer', start_date: 'tomorrow 10am', end_date: 'tomorrow 11am', venue: { venue: 'Early hall' }, organizer: [{ organizer: 'Refused' }] } })
  t.equal(res.statusCode, 400)
  t.equal(res.body.code, 'could-not-create-organizer')
  t.same(await counts(app), before, 'the venue created before the organizer was not stored either')
})
