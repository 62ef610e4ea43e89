// The event list's total (SPEC §3.4) when it is counted in SQL, i.e. when the page is full: lists filtered only on
// language, listing visibility, status, `featured` and bounds on the start sum the per-day counts of EventStartDay
// (kept by triggers, migration event_start_days) and correct for the partial first and last days and for events
// that end after the default window. Each total is checked against the number of events listed on one big page,
// where the total is the length of the page (geoloc=true included: it subtracts the events without a located venue);
// and EventStartDay against a count of Event after every kind of write.
//
// Clock: NOW = 2025-04-09T08:20:30Z = 10:20:30 in Amsterdam; default window 2025-04-08 00:00:00 … 2027-04-09 23:59:59.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { BASE, TEST_DATABASE, addUser, auth, build, createEvent, req } from '../helper.js'

t.setTimeout(300_000)
const NOW = new Date('2025-04-09T08:20:30Z')

/** Within 10 km of the located venue of the calendar below (52.37, 4.89). */
const NEAR = { geoloc: 'true', geoloc_lat: '52.37', geoloc_lng: '4.89', geoloc_radius: '10' }

async function total (app: FastifyInstance, query: Record<string, string>, headers: Record<string, string> = {}): Promise<{ counted: number; listed: number }> {
  const url = (perPage: number, page = 1) => `${BASE}/events?${new URLSearchParams({ ...query, per_page: String(perPage), page: String(page) })}`
  const one = await req(app, { method: 'GET', url: url(1), headers })
  if (one.statusCode !== 200) throw new Error(`${JSON.stringify(query)}: ${one.statusCode} ${one.raw}`)
  // Every page of 50 (the largest per_page) until a short one: a short page's total is its length, not a count.
  let listed = 0
  for (let page = 1; ; page++) {
    const all = await req(app, { method: 'GET', url: url(50, page), headers })
    if (all.statusCode !== 200) throw new Error(`${JSON.stringify(query)} page ${page}: ${all.statusCode} ${all.raw}`)
    listed += all.body.events.length
    if (all.body.events.length < 50) break
  }
  return { counted: Number(one.headers['x-calendar-total']), listed }
}

/** EventStartDay rows with events (day rows and month rows), and the same figures counted from Event, in one
 *  comparable form. */
async function startDays (app: FastifyInstance): Promise<{ kept: string[]; counted: string[] }> {
  const pg = TEST_DATABASE === 'postgresql'
  const day = pg ? 'to_char("startLocal", \'YYYY-MM-DD\')' : 'substr("startLocal", 1, 10)'
  const month = pg ? '\'M\' || to_char("startLocal", \'YYYY-MM\')' : '\'M\' || substr("startLocal", 1, 7)'
  const line = (r: Record<string, unknown>) => `${r.language}|${Number(r.hide) ? 1 : 0}|${r.status}|${Number(r.featured) ? 1 : 0}|${r.day}|${Number(r.n)}`
  const kept = await app.db.$queryRawUnsafe<Array<Record<string, unknown>>>('SELECT "language", CAST("hideFromListings" AS INTEGER) AS "hide", "status", CAST("featured" AS INTEGER) AS "featured", "day", "events" AS "n" FROM "EventStartDay" WHERE "events" <> 0')
  const by = (key: string) => app.db.$queryRawUnsafe<Array<Record<string, unknown>>>(`SELECT "language", CAST("hideFromListings" AS INTEGER) AS "hide", "status", CAST("featured" AS INTEGER) AS "featured", ${key} AS "day", count(*) AS "n" FROM "Event" GROUP BY 1, 2, 3, 4, 5`)
  const counted = [...await by(day), ...await by(month)]
  return { kept: kept.map(line).sort(), counted: counted.map(line).sort() }
}

t.test('§3.4 totals counted from the per-day counts agree with the events listed', async (t: Test) => {
  const app = await build(t, { timezone: 'Europe/Amsterdam' }, { clock: () => new Date(NOW) })
  // Several events a day around the window's edges and the bounds used below, at different times of day.
  const starts = ['2025-04-07 23:30:00', '2025-04-08 00:00:00', '2025-04-08 09:00:00', '2025-04-09 10:00:00', '2025-04-09 18:45:00',
    '2025-05-01 00:00:00', '2025-05-01 12:00:00', '2025-05-01 23:59:59', '2025-05-02 08:00:00', '2026-01-15 12:00:00',
    '2027-04-09 22:00:00', '2027-04-10 00:00:00']
  // geoloc=true counts the events at a venue with coordinates.
  const venue = async (body: Record<string, unknown>) => (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: body })).body.id as number
  const located = await venue({ venue: 'Located', latitude: 52.37, longitude: 4.89 })
  const unlocated = await venue({ venue: 'Unlocated' })
  let n = 0
  for (const start of starts) {
    for (const extra of [{}, { featured: true, venue: located }, { end_date: '2027-06-01 10:00:00', venue: located }, { end_date: '2027-06-01 10:00:00' }, { status: 'draft' }, { hide_from_listings: true }, { venue: unlocated }, { venue: located }]) {
      await createEvent(app, { title: `Event ${n++}`, start_date: start, end_date: start, ...extra })
    }
  }
  await createEvent(app, { title: 'Nederlands', start_date: '2025-05-01 12:00:00', end_date: '2025-05-01 13:00:00' }, `/nl${BASE}/events`)
  // Protected events: filters on blanked fields (featured, geoloc) leave them out unless the request unlocks them, and
  // such a count subtracts the ones it does not unlock (the partial index Event_protected_idx).
  const writer = await addUser(app, 'writer', 'author')
  for (const start of starts.slice(3, 9)) {
    for (const extra of [{ password: 'pw', featured: true, venue: located }, { password: 'pw', venue: located }, { password: 'other' }, { password: 'pw', end_date: '2027-06-01 10:00:00', venue: located }]) {
      await createEvent(app, { title: `Protected ${n++}`, start_date: start, end_date: start, ...extra })
    }
    const own = await req(app, { method: 'POST', url: `${BASE}/events`, headers: writer.headers, payload: { title: `Writer's ${n++}`, start_date: start, end_date: start, status: 'publish', password: 'mine', featured: true, venue: located } })
    t.equal(own.statusCode, 201, 'the author\'s protected event')
  }

  const queries: Array<[Record<string, string>, Record<string, string>?]> = [
    [{}],
    [{ featured: 'true' }],
    [{ featured: 'false' }],
    [{ start_date: '2025-05-01' }],
    [{ start_date: '2025-05-01 12:00:00', strict_dates: 'true' }],
    [{ starts_after: '2025-05-01 12:00:00' }],
    [{ starts_before: '2025-05-01 12:00:00' }],
    [{ starts_after: '2025-04-09 10:00:00', starts_before: '2025-05-01 23:59:59' }],
    [{ starts_after: '2025-05-01', starts_before: '2025-05-02' }],
    [{ status: 'publish,draft' }, auth],
    [{ status: 'draft', featured: 'false' }, auth],
    [{ geoloc: 'true' }],
    [{ geoloc: 'true', featured: 'false' }],
    [{ geoloc: 'true', starts_after: '2025-05-01 12:00:00' }],
    [{ featured: 'true', password: 'pw' }],
    [{ featured: 'false', password: 'wrong' }],
    [{ geoloc: 'true', password: 'pw' }],
    [{ geoloc: 'true', featured: 'true', starts_before: '2025-05-01 12:00:00', password: 'other' }],
    [{ featured: 'true', context: 'edit' }, writer.headers],
    [{ geoloc: 'true', context: 'edit' }, writer.headers],
    [NEAR],
    [{ ...NEAR, password: 'pw' }],
    [{ ...NEAR, featured: 'true', password: 'other' }],
    [{ ...NEAR, context: 'edit' }, writer.headers],
    [{ ...NEAR, context: 'edit' }, auth],
    [{ featured: 'true', context: 'edit' }, auth],
  ]
  for (const [query, headers] of queries) {
    const { counted, listed } = await total(app, query, headers)
    t.ok(listed > 1, `${JSON.stringify(query)}: the list has more than one page at per_page=1`)
    t.equal(counted, listed, `${JSON.stringify(query)}: total`)
  }
  t.equal((await total(app, {})).listed, 40 + 6 * 4, 'the default window: published, listed, from yesterday 00:00, ending by its end (protected events included, blanked)')
  const featured = async (query: Record<string, string>, headers?: Record<string, string>) => (await total(app, { featured: 'true', ...query }, headers)).listed
  t.equal(await featured({ password: 'pw' }) - await featured({}), 6, 'the right password unlocks the featured protected events')
  t.equal(await featured({ context: 'edit' }, writer.headers) - await featured({}), 6, 'an author sees their own protected events as unlocked')
  // A search by distance leaves the protected events out by id (SQLite: the venue index holds no password): the same
  // events as geoloc=true, whose venues are all within the radius here.
  const near = async (query: Record<string, string>, headers?: Record<string, string>) => (await total(app, { ...NEAR, ...query }, headers)).listed
  const everyLocated = async (query: Record<string, string>, headers?: Record<string, string>) => (await total(app, { geoloc: 'true', ...query }, headers)).listed
  for (const [query, headers, what] of [[{}, undefined, 'anonymous'], [{ password: 'pw' }, undefined, 'the right password'], [{ password: 'other' }, undefined, 'another password'], [{ context: 'edit' }, writer.headers, 'an author, context=edit'], [{ context: 'edit' }, auth, 'an administrator, context=edit']] as const) {
    t.equal(await near(query, headers), await everyLocated(query, headers), `by distance as geoloc=true: ${what}`)
  }
  t.equal(await near({ password: 'pw' }) - await near({}), 6 * 2, 'the right password unlocks the protected events near by (those of the window)')
  t.equal(await near({ context: 'edit' }, writer.headers) - await near({}), 6, 'an author sees their own protected events near by')
})

t.test('EventStartDay follows every kind of write to Event', async (t: Test) => {
  const app = await build(t)
  const check = async (what: string) => {
    const { kept, counted } = await startDays(app)
    t.same(kept, counted, what)
  }
  const a = await createEvent(app, { title: 'A', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' })
  const b = await createEvent(app, { title: 'B', start_date: '2030-01-01 12:00:00', end_date: '2030-01-01 13:00:00', featured: true })
  await createEvent(app, { title: 'C', start_date: '2030-01-02 12:00:00', end_date: '2030-01-02 13:00:00' }, `/de${BASE}/events`)
  await check('after creates')
  const update = (id: number, body: Record<string, unknown>) => req(app, { method: 'POST', url: `${BASE}/events/${id}`, headers: auth, payload: body })
  t.equal((await update(a.id, { start_date: '2030-02-01 10:00:00', end_date: '2030-02-01 11:00:00' })).statusCode, 200)
  await check('after moving an event to another day')
  t.equal((await update(a.id, { status: 'draft' })).statusCode, 200)
  t.equal((await update(b.id, { featured: false, hide_from_listings: true })).statusCode, 200)
  await check('after status, featured and listing changes')
  t.equal((await update(b.id, { title: 'B2' })).statusCode, 200)
  await check('after a change outside the key')
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/events/${a.id}`, headers: auth })).statusCode, 200)
  await check('after trashing')
  await app.db.event.delete({ where: { id: b.id } })
  await check('after deleting a row')
  const { kept } = await startDays(app)
  t.ok(kept.some((l) => l.includes('|M2030-02|')) && kept.some((l) => /\|2030-01-02\|/.test(l)), 'month rows and day rows are compared')
})
