// SPEC §5.1 geolocation [EXT]: geoloc, geoloc_lat/geoloc_lng/geoloc_radius (great-circle, nearest first).
import t from 'tap'
import { BASE, build, createEvent, req } from '../helper.js'
import { distanceKm } from '../../src/services/geo.js'

const when = (day: number) => ({ start_date: `tomorrow +${day} days 10am`, end_date: `tomorrow +${day} days 11am` })
const titles = (body: { events: Array<{ title: string }> }) => body.events.map((e) => e.title)

t.test('great-circle distance (R = 6371.0088 km)', async (t) => {
  t.equal(distanceKm(52.0907, 5.1214, 52.0907, 5.1214), 0)
  // Utrecht → Amsterdam ≈ 35 km; Amsterdam → Paris ≈ 430 km; antipodes = π R.
  t.ok(Math.abs(distanceKm(52.0907, 5.1214, 52.3676, 4.9041) - 34.2) < 1)
  t.ok(Math.abs(distanceKm(52.3676, 4.9041, 48.8566, 2.3522) - 430) < 5)
  t.ok(Math.abs(distanceKm(0, 0, 0, 180) - Math.PI * 6371.0088) < 1e-6)
})

t.test('geolocation filters', async (t) => {
  const app = await build(t)
  await createEvent(app, { ...when(2), title: 'Utrecht', venue: { venue: 'Dom', latitude: 52.0907, longitude: 5.1214 } })
  await createEvent(app, { ...when(1), title: 'Zeist', venue: { venue: 'Slot Zeist', latitude: 52.0894, longitude: 5.2344 } })
  await createEvent(app, { ...when(0), title: 'Amsterdam', venue: { venue: 'Dam', latitude: 52.3731, longitude: 4.8922 } })
  await createEvent(app, { ...when(0), title: 'No coordinates', venue: { venue: 'Somewhere' } })
  await createEvent(app, { ...when(0), title: 'No venue' })
  const list = (q: string) => req(app, { method: 'GET', url: `${BASE}/events?${q}` })

  t.test('without geoloc=true the coordinates are ignored (but still validated)', async (t) => {
    const r = await list('geoloc_lat=52.09&geoloc_lng=5.12')
    t.equal(r.statusCode, 200)
    t.equal(r.body.total, 5)
    const bad = await list('geoloc_lat=91&geoloc_lng=5')
    t.equal(bad.statusCode, 400)
    t.ok('geoloc_lat' in bad.body.data.params)
  })

  t.test('geoloc=true alone keeps events whose venue has both coordinates, in the normal order', async (t) => {
    const r = await list('geoloc=true')
    t.same(titles(r.body), ['Amsterdam', 'Zeist', 'Utrecht'])
  })

  t.test('a radius keeps the venues within it, nearest first', async (t) => {
    const near = await list('geoloc=1&geoloc_lat=52.0907&geoloc_lng=5.1214&geoloc_radius=10')
    t.same(titles(near.body), ['Utrecht', 'Zeist'], 'Zeist (~7.7 km) after Utrecht (0 km) although it starts earlier')
    const wide = await list('geoloc=1&geoloc_lat=52.0907&geoloc_lng=5.1214&geoloc_radius=100')
    t.same(titles(wide.body), ['Utrecht', 'Zeist', 'Amsterdam'])
    const dflt = await list('geoloc=1&geoloc_lat=52.3731&geoloc_lng=4.8922')
    t.same(titles(dflt.body), ['Amsterdam'], 'default radius 10 km')
    t.equal(dflt.headers['x-calendar-total'], '1')
  })

  t.test('pagination follows the distance order', async (t) => {
    const p1 = await list('geoloc=1&geoloc_lat=52.0907&geoloc_lng=5.1214&geoloc_radius=100&per_page=2')
    t.same(titles(p1.body), ['Utrecht', 'Zeist'])
    t.equal(p1.body.total, 3)
    const p2 = await list('geoloc=1&geoloc_lat=52.0907&geoloc_lng=5.1214&geoloc_radius=100&per_page=2&page=2')
    t.same(titles(p2.body), ['Amsterdam'])
  })

  t.test('validation (SPEC §5.1)', async (t) => {
    for (const [q, param] of [
      ['geoloc=1&geoloc_lat=52', 'geoloc_lng'],
      ['geoloc=1&geoloc_lng=5', 'geoloc_lat'],
      ['geoloc=1&geoloc_lat=52&geoloc_lng=181', 'geoloc_lng'],
      ['geoloc=1&geoloc_lat=-91&geoloc_lng=5', 'geoloc_lat'],
      ['geoloc=1&geoloc_lat=52&geoloc_lng=5&geoloc_radius=0', 'geoloc_radius'],
      ['geoloc=1&geoloc_lat=52&geoloc_lng=5&geoloc_radius=20001', 'geoloc_radius'],
      ['geoloc=1&geoloc_lat=abc&geoloc_lng=5', 'geoloc_lat'],
      ['geoloc=maybe', 'geoloc'],
    ] as const) {
      const r = await list(q)
      t.equal(r.statusCode, 400, q)
      t.equal(r.body.code, 'rest_invalid_param', q)
      t.ok(param in r.body.data.params, `${q} names ${param}`)
    }
  })
})
