// No-op writes are no-ops (issue 42): an update that changes no stored value answers 200 with the record unchanged,
// keeps `modified`, and leaves no trace — no change-log entry (so no webhook) and no new data version (so the response
// cache keeps its answers). An update that changes one value is a write as before.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { auth, BASE, build, createEvent, createTerm, req } from '../helper.js'
import { createSeries } from '../series.js'

let now = new Date('2026-11-24T12:00:00Z')
const clock = () => now

/** The record without its JSON-LD, which write answers leave out (as the plugin's do). */
const withoutJsonLd = (body: unknown): unknown => JSON.parse(JSON.stringify(body, (k, v: unknown) => k === 'json_ld' ? undefined : v))

/** How many changes the log holds, and the data version: what a write leaves behind. */
async function traces (app: FastifyInstance): Promise<{ changes: number; version: string }> {
  const row = await app.db.dataVersion.findUniqueOrThrow({ where: { id: 1 } })
  return { changes: await app.db.change.count(), version: String(row.version) }
}

const patch = (app: FastifyInstance, url: string, payload: Record<string, unknown>) =>
  req(app, { method: 'PATCH', url, headers: auth, payload })

t.test('PATCH with the values a record has: 200, the same record, no change, no new data version', async (t) => {
  const app = await build(t, {}, { clock })
  const event = await createEvent(app, {
    title: 'Summer Fair',
    description: '<p>Music &amp; food</p>',
    start_date: '2027-06-01 10:00:00',
    end_date: '2027-06-01 12:00:00',
    venue: { venue: 'Town Hall', city: 'Utrecht' },
    organizer: [{ organizer: 'Ann Club' }],
    categories: ['Fairs'],
    tags: ['outdoor'],
    cost: '10',
  })
  now = new Date('2026-11-24T13:00:00Z') // a write an hour later would move `modified`
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['an event, every field it was written with', `${BASE}/events/${event.id}`, {
      title: 'Summer Fair',
      description: event.description,
      start_date: '2027-06-01 10:00:00',
      end_date: '2027-06-01 12:00:00',
      venue: event.venue.id,
      organizer: [event.organizer[0].id],
      categories: [event.categories[0].id],
      tags: [event.tags[0].id],
      cost: '10',
      status: 'publish',
    }],
    ['an event, one field', `${BASE}/events/${event.id}`, { title: 'Summer Fair' }],
    ['an event, a nested venue as it is', `${BASE}/events/${event.id}`, { venue: { venue: 'Town Hall', city: 'Utrecht' } }],
    ['a venue', `${BASE}/venues/${event.venue.id}`, { venue: 'Town Hall', city: 'Utrecht' }],
    ['an organizer', `${BASE}/organizers/${event.organizer[0].id}`, { organizer: 'Ann Club' }],
    ['a category', `${BASE}/categories/${event.categories[0].id}`, { name: 'Fairs' }],
    ['a tag', `${BASE}/tags/${event.tags[0].id}`, { name: 'outdoor' }],
  ]
  for (const [what, url, payload] of cases) {
    const before = await req(app, { method: 'GET', url, headers: auth })
    const was = await traces(app)
    const res = await patch(app, url, payload)
    t.equal(res.statusCode, 200, `${what}: 200`)
    t.same(withoutJsonLd(res.body), withoutJsonLd(before.body), `${what}: the record as it was`)
    t.same(await traces(app), was, `${what}: no change-log entry, the same data version`)
    if ('modified' in before.body) t.equal(res.body.modified, before.body.modified, `${what}: modified kept`)
  }

  // One value changed: a write as before.
  const was = await traces(app)
  const res = await patch(app, `${BASE}/events/${event.id}`, { title: 'Autumn Fair' })
  t.equal(res.body.title, 'Autumn Fair')
  t.not(res.body.modified, event.modified, 'modified moves')
  const after = await traces(app)
  t.equal(after.changes, was.changes + 1, 'one change-log entry')
  t.not(after.version, was.version, 'a new data version')
  const category = await patch(app, `${BASE}/categories/${event.categories[0].id}`, { description: 'Fairs of the year' })
  t.equal(category.body.description, 'Fairs of the year')
  t.equal((await traces(app)).changes, after.changes + 1, 'a term changed: one entry')
})

t.test('a series master PATCHed with its own values leaves the series alone; a term PATCHed with another parent writes', async (t) => {
  const app = await build(t, {}, { clock })
  const master = await createSeries(app, { title: 'Weekly', timezone: 'Europe/Amsterdam', start_date: '2026-12-01 19:00:00', end_date: '2026-12-01 21:00:00', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'] })
  const was = await traces(app)
  const res = await patch(app, `${BASE}/events/${master.id}`, { title: 'Weekly', recurrence: master.recurrence, start_date: '2026-12-01 19:00:00', end_date: '2026-12-01 21:00:00' })
  t.equal(res.statusCode, 200)
  t.same(await traces(app), was, 'nothing written: not the master, not its occurrences')
  const parent = await createTerm(app, 'categories', { name: 'Music' })
  const child = await createTerm(app, 'categories', { name: 'Jazz' })
  const moved = await patch(app, `${BASE}/categories/${child.id}`, { name: 'Jazz', parent: parent.id })
  t.equal(moved.body.parent, parent.id, 'the same name, another parent: written')
})
