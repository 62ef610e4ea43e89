// Concurrent writes (issue 7): the same on SQLite (one writer at a time) and PostgreSQL (a pool of connections
// writing at once). Slugs stay unique without a 5xx, ids come from one sequence, term counts add up.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { auth, BASE, build, req, TEST_DATABASE } from '../helper.js'

t.test('50 parallel creates with the same title get 50 distinct slugs, no 5xx', async (t) => {
  const app = await build(t)
  const create = () => req(app, {
    method: 'POST',
    url: `${BASE}/events`,
    headers: auth,
    payload: { title: 'Open Air Cinema', start_date: '2030-07-01 21:00:00', end_date: '2030-07-01 23:00:00', categories: ['Film'] },
  })
  const responses = await Promise.all(Array.from({ length: 50 }, create))
  t.same([...new Set(responses.map((r) => r.statusCode))], [201], 'every create answered 201')
  const slugs = responses.map((r) => r.body.slug as string)
  t.equal(new Set(slugs).size, 50, '50 distinct slugs')
  t.same([...slugs].sort(), ['open-air-cinema', ...Array.from({ length: 49 }, (_, i) => `open-air-cinema-${i + 2}`)].sort(), 'the base slug, then -2 … -50')
  const ids = responses.map((r) => r.body.id as number)
  t.equal(new Set(ids).size, 50, '50 distinct ids from the shared sequence')

  const categories = await req(app, { url: `${BASE}/categories?search=film` })
  t.equal(categories.body.categories.length, 1, 'one "Film" category, created once by the first writer')
  t.equal(categories.body.categories[0].count, 50, 'its count is 50')

  // Parallel creates of the same new venue by name reuse one record (SPEC §4.2 duplicate detection) or at worst
  // make distinct slugs; never a 5xx.
  const venues = await Promise.all(Array.from({ length: 20 }, () => req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Riverside Hall', city: 'Utrecht' } })))
  t.ok(venues.every((r) => r.statusCode === 201 || r.statusCode === 200), 'venue creates succeed')
  const venueSlugs = venues.map((r) => r.body.slug as string)
  const byId = new Map(venues.map((r) => [r.body.id as number, r.body.slug as string]))
  t.equal(new Set(venueSlugs).size, byId.size, 'one slug per venue record')
})

t.test('parallel updates to one event give one consistent result', async (t) => {
  const app = await build(t)
  const created = await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'Base', start_date: '2030-07-01 21:00:00', end_date: '2030-07-01 23:00:00' } })
  const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => req(app, { method: 'PATCH', url: `${BASE}/events/${created.body.id}`, headers: auth, payload: { title: `Take ${i}`, slug: 'take' } })))
  t.same([...new Set(responses.map((r) => r.statusCode))], [200])
  const read = await req(app, { url: `${BASE}/events/${created.body.id}` })
  t.match(read.body.title, /^Take \d+$/)
  t.equal(read.body.slug, 'take', 'the slug the caller chose, not "take-2": the event does not collide with itself')
})

// Issue 20: the same answers on PostgreSQL (a pool writing at once) as on SQLite, and no constraint violation
// escaping as a 5xx. On PostgreSQL several apps on one database write as several instances of the service would; on
// SQLite one app (its driver is synchronous: two connections of one process to one file would wait on each other
// with the event loop blocked).
async function apps (t: Test, n: number): Promise<FastifyInstance[]> {
  const first = await build(t)
  if (TEST_DATABASE !== 'postgresql') return [first]
  const more = await Promise.all(Array.from({ length: n - 1 }, () => build(t, { databaseUrl: first.config.databaseUrl })))
  return [first, ...more]
}
const spread = <T>(list: T[], i: number): T => list[i % list.length]!

t.test('20 parallel creates of one category name: one 201, 19 × 400 term_exists with data.term_id', async (t) => {
  const all = await apps(t, 2)
  const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => req(spread(all, i), { method: 'POST', url: `${BASE}/categories`, headers: auth, payload: { name: 'Film' } })))
  const created = responses.filter((r) => r.statusCode === 201)
  t.equal(created.length, 1, 'one created')
  const refused = responses.filter((r) => r.statusCode === 400)
  t.equal(refused.length, 19, '19 refused')
  t.ok(refused.every((r) => r.body.code === 'term_exists' && r.body.data.term_id === created[0]!.body.id), 'term_exists naming the created one')
})

t.test('20 parallel creates of one tag with an explicit slug: 20 tags, slugs made unique, no 5xx', async (t) => {
  const all = await apps(t, 2)
  const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => req(spread(all, i), { method: 'POST', url: `${BASE}/tags`, headers: auth, payload: { name: `Jazz ${i}`, slug: 'jazz' } })))
  t.same([...new Set(responses.map((r) => r.statusCode))], [201])
  t.same(responses.map((r) => r.body.slug).sort(), ['jazz', ...Array.from({ length: 19 }, (_, i) => `jazz-${i + 2}`)].sort())
})

t.test('20 parallel identical venue creates give one venue', async (t) => {
  const all = await apps(t, 2)
  const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => req(spread(all, i), { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Riverside Hall', city: 'Utrecht' } })))
  t.same([...new Set(responses.map((r) => r.statusCode))], [201])
  t.equal(new Set(responses.map((r) => r.body.id)).size, 1, 'one id for all')
  t.equal(await all[0]!.db.venue.count(), 1, 'one row')
})

t.test('20 parallel DELETEs of one event: one 200, 19 × 410 event-is-in-trash', async (t) => {
  const all = await apps(t, 2)
  const event = (await req(all[0]!, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'Gone', start_date: '2030-07-01 21:00:00', end_date: '2030-07-01 23:00:00' } })).body
  const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => req(spread(all, i), { method: 'DELETE', url: `${BASE}/events/${event.id}`, headers: auth })))
  t.equal(responses.filter((r) => r.statusCode === 200).length, 1, 'one trashed it')
  t.same(responses.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body.code}`), Array(19).fill('410 event-is-in-trash'), '19 × 410')
  t.equal(responses.find((r) => r.statusCode === 200)!.body.slug, 'gone__trashed', 'trashed once: no gone__trashed__trashed')
})

t.test('parallel force DELETEs and category DELETEs: one success, the others the answer of an unknown record', async (t) => {
  const all = await apps(t, 2)
  const event = (await req(all[0]!, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'Gone', start_date: '2030-07-01 21:00:00', end_date: '2030-07-01 23:00:00' } })).body
  const forced = await Promise.all(Array.from({ length: 10 }, (_, i) => req(spread(all, i), { method: 'DELETE', url: `${BASE}/events/${event.id}?force=true`, headers: auth })))
  t.equal(forced.filter((r) => r.statusCode === 200).length, 1)
  t.ok(forced.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 404), 'the others: 404')
  const cat = (await req(all[0]!, { method: 'POST', url: `${BASE}/categories`, headers: auth, payload: { name: 'Short-lived' } })).body
  const deleted = await Promise.all(Array.from({ length: 10 }, (_, i) => req(spread(all, i), { method: 'DELETE', url: `${BASE}/categories/${cat.id}`, headers: auth })))
  t.equal(deleted.filter((r) => r.statusCode === 200).length, 1)
  t.same(deleted.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body.code}`), Array(9).fill('400 rest_invalid_param'), 'the others: 400')
})
