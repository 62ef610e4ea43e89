import t from 'tap'
import { build, req, createEvent, BASE, auth } from '../helper.js'
t.test('probe', async (t) => {
  const app = await build(t)
  const e = await createEvent(app, { title: 'A', password: 'pw' })
  const r = await req(app, { method: 'GET', url: `${BASE}/events/${e.id}?password=pw` })
  console.log(r.statusCode, JSON.stringify(r.body).slice(0, 3000))
  const r2 = await req(app, { method: 'GET', url: `${BASE}/events?include=${e.id}` })
  console.log(r2.statusCode, r2.headers, JSON.stringify(r2.body).slice(0, 3000))
  const r3 = await req(app, { method: 'OPTIONS', url: `${BASE}/events/1` })
  console.log(r3.statusCode, r3.headers, JSON.stringify(r3.body).slice(0, 3000))
  const r4 = await req(app, { method: 'GET', url: `/nl/wp-json/` })
  console.log(r4.statusCode, r4.headers, JSON.stringify(r4.body).slice(0, 1500))
  const r5 = await req(app, { method: 'GET', url: `/es/wp-json/calendar/events/v1/events`, headers: { origin: 'https://foo.test' } })
  console.log(r5.statusCode, r5.headers, JSON.stringify(r5.body).slice(0, 1500))
})
