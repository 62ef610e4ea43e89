// JSON-LD of events (SPEC §4.5, §9.6): a fully filled public event carries every property Google's Event rich result
// requires and recommends, each with a value; an event with less data leaves the missing ones out (no empty values);
// every text is plain (tags stripped, entities decoded); eventStatus follows event_status.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { auth, BASE, build, createEvent, req } from '../helper.js'

type Json = Record<string, any>

// https://developers.google.com/search/docs/appearance/structured-data/event: required, then recommended.
const REQUIRED = ['name', 'startDate', 'location'] as const
const RECOMMENDED = ['description', 'endDate', 'eventStatus', 'image', 'offers', 'organizer', 'performer', 'eventAttendanceMode'] as const
const OFFER_KEYS = ['price', 'priceCurrency', 'availability', 'url', 'validFrom'] as const

const jsonLd = async (app: FastifyInstance, id: number): Promise<Json> => {
  const res = await req(app, { method: 'GET', url: `${BASE}/events/${id}` })
  if (res.statusCode !== 200) throw new Error(`read: ${res.statusCode} ${res.raw}`)
  return res.body.json_ld
}

/** Every value of `o`, nested included: none is empty. */
function empties (o: unknown, path = ''): string[] {
  if (o === '' || o === null || o === undefined) return [path]
  if (Array.isArray(o)) return o.length === 0 ? [path] : o.flatMap((v, i) => empties(v, `${path}[${i}]`))
  if (typeof o === 'object') {
    const entries = Object.entries(o as Json)
    return entries.length === 0 ? [path] : entries.flatMap(([k, v]) => empties(v, path ? `${path}.${k}` : k))
  }
  return []
}

t.test('a fully filled public event has every required and recommended property of Google\'s Event rich result', async (t) => {
  const app = await build(t)
  const e = await createEvent(app, {
    status: 'publish',
    title: 'Spring Fair',
    excerpt: 'Music and food.',
    description: 'Music, food and games.',
    timezone: 'Europe/Amsterdam',
    image: 'https://cdn.example.org/fair.jpg',
    cost: ['5', '12'],
    venue: { venue: 'Town Hall', address: 'Main Street 1', city: 'Utrecht', zip: '3511 AA', country: 'Netherlands', status: 'publish' },
    organizer: [{ organizer: 'Fair Club', website: 'https://fairclub.example', email: 'info@fairclub.example', status: 'publish' }],
  })
  const ld = await jsonLd(app, e.id)
  for (const key of [...REQUIRED, ...RECOMMENDED]) t.ok(key in ld, `${key} present`)
  t.same(empties(ld), [], 'no empty value anywhere')
  t.match(ld.location, { '@type': 'Place', name: 'Town Hall', address: { '@type': 'PostalAddress', streetAddress: 'Main Street 1', addressLocality: 'Utrecht', postalCode: '3511 AA', addressCountry: 'Netherlands' } }, 'location: a Place with name and address')
  for (const key of OFFER_KEYS) t.ok(key in ld.offers, `offers.${key} present`)
  t.match(ld.offers, { '@type': 'Offer', price: '5', priceCurrency: 'USD', availability: 'inStock', url: e.url })
  t.match(ld.organizer, { '@type': 'Person', name: 'Fair Club', url: 'https://fairclub.example' }, 'organizer with name and url')
  t.equal(ld.eventStatus, 'https://schema.org/EventScheduled')
  t.equal(ld.eventAttendanceMode, 'https://schema.org/OfflineEventAttendanceMode')
  t.equal(ld.image, 'https://cdn.example.org/fair.jpg')
  t.equal(ld.startDate, '2030-04-12T14:00:00+02:00')
  t.equal(ld.endDate, '2030-04-12T18:00:00+02:00')
  t.equal(ld.description, 'Music and food.')
  t.notOk('@context' in ld.location, 'the embedded Place has no @context')
})

t.test('an event with less data omits the missing properties (never empties them)', async (t) => {
  const app = await build(t)
  const e = await createEvent(app, { status: 'publish', title: 'Bare' })
  const ld = await jsonLd(app, e.id)
  t.same(empties(ld), [], 'no empty value anywhere')
  for (const key of ['location', 'description', 'image', 'offers', 'organizer']) t.notOk(key in ld, `${key} left out`)
  for (const key of ['name', 'startDate', 'endDate', 'eventStatus', 'eventAttendanceMode', 'performer']) t.ok(key in ld, `${key} still there`)
  // A venue with a name and no address: a Place with its name, no empty PostalAddress; a cost without a number: no price.
  const named = await createEvent(app, { status: 'publish', title: 'Named venue', cost: 'Donation', venue: { venue: 'The Park', status: 'publish' } })
  const ld2 = await jsonLd(app, named.id)
  t.same(empties(ld2), [], 'no empty value anywhere')
  t.match(ld2.location, { '@type': 'Place', name: 'The Park' })
  t.notOk('address' in ld2.location, 'no address without parts')
  t.notOk('price' in ld2.offers, 'no price for a cost without a number')
  t.equal(ld2.offers.priceCurrency, 'USD')
})

t.test('texts are plain: tags stripped, entities decoded (names, descriptions, address parts, organizer)', async (t) => {
  const app = await build(t)
  const messy = 'Café &#038; Crème <b>bold</b>'
  const e = await createEvent(app, {
    status: 'publish',
    title: messy,
    excerpt: '<p>Tea &amp; <em>cake</em> &lt;3</p>',
    venue: { venue: messy, address: 'Rue &quot;Haute&quot; <i>1</i>', city: 'Li&egrave;ge &amp; co', country: 'Belgi&#235;', status: 'publish' },
    organizer: [{ organizer: 'Ann &amp; <b>Bob</b>', description: '<p>Two &#8220;friends&#8221;</p>', status: 'publish' }],
  })
  const ld = await jsonLd(app, e.id)
  t.equal(ld.name, 'Café & Crème bold')
  t.equal(ld.description, 'Tea & cake <3')
  t.equal(ld.location.name, 'Café & Crème bold')
  t.equal(ld.location.address.streetAddress, 'Rue "Haute" 1')
  t.equal(ld.location.address.addressLocality, 'Liège & co')
  t.equal(ld.location.address.addressCountry, 'België')
  t.equal(ld.organizer.name, 'Ann & Bob')
  t.equal(ld.organizer.description, 'Two \u201cfriends\u201d')
  const venueId = (await req(app, { method: 'GET', url: `${BASE}/events/${e.id}` })).body.venue.id
  const venue = (await req(app, { method: 'GET', url: `${BASE}/venues/${venueId}` })).body
  t.equal(venue.json_ld.name, 'Café & Crème bold', 'the venue\'s own json_ld too')
})

t.test('eventStatus follows event_status', async (t) => {
  const app = await build(t)
  const e = await createEvent(app, { status: 'publish' })
  for (const [status, url] of [['canceled', 'https://schema.org/EventCancelled'], ['postponed', 'https://schema.org/EventPostponed'], ['scheduled', 'https://schema.org/EventScheduled']] as const) {
    await req(app, { method: 'PATCH', url: `${BASE}/events/${e.id}`, headers: auth, payload: { event_status: status } })
    t.equal((await jsonLd(app, e.id)).eventStatus, url, status)
  }
})
