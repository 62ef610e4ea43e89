// What a caller sees of records, from the presenting services (src/services/present.ts) without HTTP: blanking of
// password-protected records (SPEC §3.9) for an anonymous caller and when unlocked, embedded venues and organizers
// the caller may not read left out (SPEC §2.5), and the term objects (SPEC §4.4).
import t from 'tap'
import { eventsInOrder } from '../../src/services/events/list.js'
import { events } from '../../src/services/events/service.js'
import { linkedServices } from '../../src/services/linked-posts.js'
import { presentEvents, presentPlaces, presentTerms, type PresentMode } from '../../src/services/present.js'
import { writeTerm } from '../../src/services/terms.js'
import { ADMIN, build, serviceContext } from '../helper.js'

const list = (query: PresentMode['query'] = {}): PresentMode => ({ single: false, unblanked: false, query })
const DATES = { start_date: '2027-03-09 20:00:00', end_date: '2027-03-09 22:00:00' }

t.test('a protected event: blanked for an anonymous caller, whole with its password, with context=edit for its editor, and in a write answer', async (t) => {
  const app = await build(t)
  const admin = serviceContext(app, ADMIN)
  const anonymous = serviceContext(app, null)
  const created = await events.create(admin, { title: 'Secret concert', status: 'publish', password: 'open sesame', description: 'Backstage entrance', cost: '10', categories: ['Jazz'], ...DATES })
  const rows = await eventsInOrder(anonymous, [created.id])

  const [locked] = await presentEvents(anonymous, rows, list())
  t.equal(locked!.title, 'Secret concert', 'the title stays')
  t.equal(locked!.description, '', 'the description is blanked')
  t.equal(locked!.cost, '')
  t.same(locked!.categories, [], 'the terms are blanked')
  t.equal(locked!.all_day, null)

  const [unlocked] = await presentEvents(anonymous, rows, list({ password: 'open sesame' }))
  t.match(unlocked!.description, /Backstage entrance/, 'the password unlocks it')
  t.equal(unlocked!.categories.length, 1)
  t.equal((await presentEvents(anonymous, rows, list({ password: 'wrong' })))[0]!.description, '', 'a wrong password does not')

  const [edited] = await presentEvents(admin, rows, list({ context: 'edit' }))
  t.match(edited!.description, /Backstage entrance/, 'context=edit unlocks it for a caller who may edit it')
  t.equal((await presentEvents(anonymous, rows, list({ context: 'edit' })))[0]!.description, '', 'but not for an anonymous caller')
  const [written] = await presentEvents(admin, rows, { single: false, unblanked: true, query: {} })
  t.match(written!.description, /Backstage entrance/, 'a write answers the author unblanked')
  t.notOk('json_ld' in locked! && locked!.json_ld !== undefined, 'a list item has no json_ld')
  t.ok((await presentEvents(anonymous, rows, { single: true, unblanked: false, query: {} }))[0]!.json_ld, 'a single read has json_ld')
})

t.test('an embedded venue or organizer the caller may not read is left out', async (t) => {
  const app = await build(t)
  const admin = serviceContext(app, ADMIN)
  const anonymous = serviceContext(app, null)
  const venue = await linkedServices.venue.service.create(admin, { venue: 'Hidden hall', status: 'draft' })
  const organizer = await linkedServices.organizer.service.create(admin, { organizer: 'Open club', status: 'publish' })
  const hidden = await linkedServices.organizer.service.create(admin, { organizer: 'Hidden club', status: 'draft' })
  const created = await events.create(admin, { title: 'Fair', status: 'publish', venue: venue.id, organizer: [organizer.id, hidden.id], ...DATES })
  const rows = await eventsInOrder(admin, [created.id])

  const [seen] = await presentEvents(anonymous, rows, list())
  t.same(seen!.venue, [], 'the draft venue is left out')
  t.same(seen!.organizer.map((o) => o.organizer), ['Open club'], 'the draft organizer is left out, the published one stays')
  const [all] = await presentEvents(admin, rows, list())
  t.match(all!.venue, { venue: 'Hidden hall' }, 'an administrator reads the draft venue')
  t.equal(all!.organizer.length, 2)
})

t.test('a protected venue: blanked fields for an anonymous caller, whole with its password or in a write answer', async (t) => {
  const app = await build(t)
  const admin = serviceContext(app, ADMIN)
  const anonymous = serviceContext(app, null)
  const created = await linkedServices.venue.service.create(admin, { venue: 'Town Hall', status: 'publish', password: 'key', address: 'Stadhuisplein 1', city: 'Utrecht', latitude: 52.09, longitude: 5.12 })
  const rows = await app.repos.places.inOrder('venue', [created.id])

  const [locked] = await presentPlaces(anonymous, 'venue', rows, list())
  t.match(locked, { id: created.id, venue: [], address: '', city: '', latitude: null, longitude: null, geo_lat: 0, geo_lng: 0 }, 'the protected fields are blanked')
  const [unlocked] = await presentPlaces(anonymous, 'venue', rows, list({ password: 'key' }))
  t.match(unlocked, { venue: 'Town Hall', address: 'Stadhuisplein 1', city: 'Utrecht', latitude: 52.09, geo_lat: 52.09 }, 'the password unlocks it')
  t.notOk('zip' in unlocked!, 'an empty field is left out')
  const [written] = await presentPlaces(admin, 'venue', rows, { single: false, unblanked: true, query: {} })
  t.match(written, { venue: 'Town Hall', city: 'Utrecht' }, 'a write answers it unblanked')
})

t.test('terms: the category object with its urls and translations', async (t) => {
  const app = await build(t)
  const admin = serviceContext(app, ADMIN)
  const parent = await writeTerm(admin, 'category', { name: 'Music' })
  const child = await writeTerm(admin, 'category', { name: 'Jazz', parent: parent.id })
  const [presented] = await presentTerms(serviceContext(app, null), [child])
  const collection = 'https://example.org/wp-json/calendar/events/v1/categories'
  t.match(presented, {
    id: child.id,
    name: 'Jazz',
    slug: 'jazz',
    taxonomy: 'calendar_events_cat',
    parent: parent.id,
    count: 0,
    urls: { self: `${collection}/${child.id}`, collection, up: `${collection}/${parent.id}` },
    translations: { en: child.id },
  })
})
