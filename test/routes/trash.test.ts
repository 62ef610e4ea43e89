// Trash and restore, permanent deletion (SPEC §3.6 [EXT]): an update to a status other than trash restores a trashed
// event, venue or organizer and gives its slug back; DELETE ?force=true removes a record for good, unlinking it from
// every event, with term counts kept right.
import t from 'tap'
import { addUser, auth, BASE, build, createEvent, createTerm, expectError, req } from '../helper.js'

const KINDS = [
  { plural: 'events', make: { title: 'Spring Fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00' }, slug: 'spring-fair' },
  { plural: 'venues', make: { venue: 'Town Hall' }, slug: 'town-hall' },
  { plural: 'organizers', make: { organizer: 'Ann Club' }, slug: 'ann-club' },
] as const

t.test('§3.6 an update to a status other than trash restores the record and its slug', async (t) => {
  const app = await build(t)
  for (const k of KINDS) {
    const url = `${BASE}/${k.plural}`
    const rec = (await req(app, { method: 'POST', url, headers: auth, payload: k.make })).body
    t.equal((await req(app, { method: 'DELETE', url: `${url}/${rec.id}`, headers: auth })).body.slug, `${k.slug}__trashed`)
    const restored = await req(app, { method: 'PATCH', url: `${url}/${rec.id}`, headers: auth, payload: { status: 'draft' } })
    t.equal(restored.statusCode, 200, k.plural)
    t.equal(restored.body.status, 'draft')
    t.equal(restored.body.slug, k.slug, `${k.plural}: the slug before __trashed`)
    t.equal((await req(app, { url: `${url}/by-slug/${k.slug}`, headers: auth })).body.id, rec.id, 'found by its slug again')

    // Trashed again; meanwhile another record takes the slug: the restored one gets -2.
    await req(app, { method: 'DELETE', url: `${url}/${rec.id}`, headers: auth })
    const other = (await req(app, { method: 'POST', url, headers: auth, payload: k.make })).body
    t.equal(other.slug, k.slug, 'the freed slug is taken by a new record')
    const again = await req(app, { method: 'PUT', url: `${url}/${rec.id}`, headers: auth, payload: { status: 'publish' } })
    t.equal(again.body.status, 'publish')
    t.equal(again.body.slug, `${k.slug}-2`, `${k.plural}: made unique`)
    // An update that leaves the status alone, or sets trash, does not restore.
    await req(app, { method: 'DELETE', url: `${url}/${rec.id}`, headers: auth })
    const kept = await req(app, { method: 'PATCH', url: `${url}/${rec.id}`, headers: auth, payload: { status: 'trash' } })
    t.equal(kept.body.slug, `${k.slug}-2__trashed`, 'status trash keeps the trashed slug')
  }
})

t.test('§3.6 DELETE ?force=true removes for good and answers {deleted: true, previous}', async (t) => {
  const app = await build(t)
  const cat = await createTerm(app, 'categories', { name: 'Music' })
  const venue = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Hall' } })).body
  const organizer = (await req(app, { method: 'POST', url: `${BASE}/organizers`, headers: auth, payload: { organizer: 'Ann' } })).body
  const event = await createEvent(app, { categories: [cat.id], venue: venue.id, organizer: [organizer.id] })
  const other = await createEvent(app, { title: 'Other', categories: [cat.id], venue: venue.id, organizer: [organizer.id] })
  t.equal((await req(app, { url: `${BASE}/categories/${cat.id}` })).body.count, 2)

  const gone = await req(app, { method: 'DELETE', url: `${BASE}/events/${event.id}?force=true`, headers: auth })
  t.equal(gone.statusCode, 200)
  t.same(Object.keys(gone.body), ['deleted', 'previous'])
  t.equal(gone.body.deleted, true)
  t.equal(gone.body.previous.id, event.id)
  t.equal(gone.body.previous.title, 'Spring Fair')
  t.equal(gone.body.previous.status, 'publish', 'as it was')
  expectError(t, await req(app, { url: `${BASE}/events/${event.id}` }), 404, 'rest-event-not-found', undefined, 'gone')
  t.equal((await req(app, { url: `${BASE}/categories/${cat.id}` })).body.count, 1, 'term count follows')

  const venueGone = await req(app, { method: 'DELETE', url: `${BASE}/venues/${venue.id}?force=1`, headers: auth })
  t.equal(venueGone.body.deleted, true)
  t.equal(venueGone.body.previous.venue, 'Hall')
  const orgGone = await req(app, { method: 'DELETE', url: `${BASE}/organizers/by-slug/ann?force=true`, headers: auth })
  t.equal(orgGone.body.previous.id, organizer.id)
  const read = await req(app, { url: `${BASE}/events/${other.id}` })
  t.same(read.body.venue, [], 'the venue is unlinked from every event')
  t.same(read.body.organizer, [], 'so is the organizer')
  expectError(t, await req(app, { url: `${BASE}/venues/${venue.id}` }), 400, 'rest_invalid_param', undefined, 'venue gone')

  // A trashed record can be removed for good; a removed one is unknown.
  const trashed = await createEvent(app, { title: 'Trashed' })
  await req(app, { method: 'DELETE', url: `${BASE}/events/${trashed.id}`, headers: auth })
  const forced = await req(app, { method: 'DELETE', url: `${BASE}/events/${trashed.id}?force=true`, headers: auth })
  t.equal(forced.body.previous.status, 'trash')
  expectError(t, await req(app, { method: 'DELETE', url: `${BASE}/events/${trashed.id}?force=true`, headers: auth }), 404, 'rest-event-not-found', undefined, 'second force DELETE')
  // force=false trashes as before.
  const kept = await createEvent(app, { title: 'Kept' })
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/events/${kept.id}?force=false`, headers: auth })).body.status, 'trash')
})

t.test('§3.6 force needs the permission to delete the record', async (t) => {
  const app = await build(t)
  const event = await createEvent(app)
  const author = await addUser(app, 'writer', 'author')
  expectError(t, await req(app, { method: 'DELETE', url: `${BASE}/events/${event.id}?force=true` }), 401, 'rest_forbidden')
  expectError(t, await req(app, { method: 'DELETE', url: `${BASE}/events/${event.id}?force=true`, headers: author.headers }), 403, 'rest_forbidden')
  t.equal((await req(app, { url: `${BASE}/events/${event.id}` })).statusCode, 200, 'still there')
})
