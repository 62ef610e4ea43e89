// HTTP tests of the event read side: single GET (SPEC §4.1 "Read and delete", §3.9), the list route (§5.1),
// pagination (§3.4) and languages (§1.5). Dates that the default list window depends on are built relative to
// the real current date (the window is `yesterday 00:00` … end of day `now + 24 months`, site timezone UTC).
import t, { type Test } from 'tap'
import { DateTime } from 'luxon'
import type { FastifyInstance } from 'fastify'
import { build, req, createEvent, BASE, auth, type Res } from '../helper.js'

// ~40 fresh apps (one per rule): ask the runner for more than the configured 120 s when the machine is busy.
t.setTimeout(300_000)

const ORIGIN = 'https://example.org'
const fmt = (dt: DateTime): string => dt.toFormat('yyyy-MM-dd HH:mm:ss')
const utcNow = (): DateTime => DateTime.now().setZone('UTC')
/** start/end fields: starts at `start`, lasts `hours`. */
const at = (start: DateTime, hours = 1) => ({ start_date: fmt(start), end_date: fmt(start.plus({ hours })) })
/** An event of tomorrow (inside the default window whatever the time of day). */
const tomorrow = (hour = 10, hours = 1) => at(utcNow().plus({ days: 1 }).set({ hour, minute: 0, second: 0, millisecond: 0 }), hours)

type Headers = Record<string, string>

async function get (app: FastifyInstance, url: string, headers: Headers = {}): Promise<Res> {
  return req(app, { method: 'GET', url, headers })
}
async function list (app: FastifyInstance, query = '', headers: Headers = {}, prefix = ''): Promise<Res> {
  return get(app, `${prefix}${BASE}/events${query ? `?${query}` : ''}`, headers)
}
const ids = (res: Res): number[] => (res.body.events as Array<{ id: number }>).map((e) => e.id)
const omit = (o: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)))

function assertError (t: Test, res: Res, status: number, code: string, msg = '') {
  t.equal(res.statusCode, status, `${msg} status ${status}`.trim())
  t.equal(res.body?.code, code, `${msg} code ${code}`.trim())
  t.equal(res.body?.data?.status, status, `${msg} data.status`.trim())
}

// ---------------------------------------------------------------------------------------------- single GET

t.test('§4.1 GET /events/<id>: 200, the create response fields plus json_ld (Event, startDate ISO with offset)', async (t) => {
  const app = await build(t)
  const created = await createEvent(app, {
    title: 'Spring Fair',
    description: 'Music, food and games.',
    excerpt: 'Music and food.',
    start_date: '2030-04-12 14:00:00',
    end_date: '2030-04-12 18:00:00',
    timezone: 'Europe/Amsterdam',
    cost: '€5 - €12',
    website: 'https://fair.example.org/',
    featured: true,
  })
  const res = await get(app, `${BASE}/events/${created.id}`)
  t.equal(res.statusCode, 200)
  t.same(omit(res.body, 'json_ld'), created, 'same fields and values as the create response')
  t.same(Object.keys(omit(res.body, 'json_ld')), Object.keys(created), 'same key order as the create response')
  t.notOk('json_ld' in created, 'the create response carries no json_ld')
  t.match(res.body.json_ld, {
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: 'Spring Fair',
    url: `${ORIGIN}/event/spring-fair/`,
    startDate: '2030-04-12T14:00:00+02:00',
    endDate: '2030-04-12T18:00:00+02:00',
  })
  t.equal(res.body.rest_url, `${ORIGIN}${BASE}/events/${created.id}`)
})

t.test('§1.5 language and translations are the last keys of the single-event object (after json_ld)', async (t) => {
  const app = await build(t)
  const created = await createEvent(app)
  const res = await get(app, `${BASE}/events/${created.id}`)
  t.same(Object.keys(res.body).slice(-3), ['json_ld', 'language', 'translations'])
})

t.test('§4.1 GET /events/by-slug/<slug> behaves exactly like the id route', async (t) => {
  const app = await build(t)
  const created = await createEvent(app, { title: 'Spring Fair', description: 'Hello' })
  const byId = await get(app, `${BASE}/events/${created.id}`)
  const bySlug = await get(app, `${BASE}/events/by-slug/spring-fair`)
  t.equal(bySlug.statusCode, 200)
  t.same(bySlug.body, byId.body)
  t.equal(bySlug.raw, byId.raw, 'byte-identical body')
})

t.test('§4.1 GET by unknown slug → 400 rest_invalid_param', async (t) => {
  const app = await build(t)
  await createEvent(app, { title: 'Spring Fair' })
  for (const who of [{}, auth]) {
    const res = await get(app, `${BASE}/events/by-slug/no-such-event`, who)
    assertError(t, res, 400, 'rest_invalid_param', who === auth ? 'admin' : 'anonymous')
  }
})

t.test('§4.1 GET /events/<id> with id 0 or an unknown id → 404 rest-event-not-found', async (t) => {
  const app = await build(t)
  await createEvent(app)
  for (const id of [0, 999, 2389]) {
    for (const who of [{}, auth]) {
      assertError(t, await get(app, `${BASE}/events/${id}`, who), 404, 'rest-event-not-found', `id ${id}`)
    }
  }
})

t.test('§2.3 GET a draft event: anonymous → 403 event-not-accessible, admin → 200', async (t) => {
  const app = await build(t)
  const draft = await createEvent(app, { status: 'draft' })
  t.equal(draft.status, 'draft')
  assertError(t, await get(app, `${BASE}/events/${draft.id}`), 403, 'event-not-accessible', 'anonymous by id')
  assertError(t, await get(app, `${BASE}/events/by-slug/${draft.slug}`), 403, 'event-not-accessible', 'anonymous by slug')
  const admin = await get(app, `${BASE}/events/${draft.id}`, auth)
  t.equal(admin.statusCode, 200)
  t.equal(admin.body.status, 'draft')
})

t.test('§2.3 GET a trashed event → 403 event-no-longer-available for every caller', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app)
  const del = await req(app, { method: 'DELETE', url: `${BASE}/events/${ev.id}`, headers: auth })
  t.equal(del.statusCode, 200)
  t.equal(del.body.status, 'trash')
  for (const who of [{}, auth]) {
    assertError(t, await get(app, `${BASE}/events/${ev.id}`, who), 403, 'event-no-longer-available', who === auth ? 'admin' : 'anonymous')
  }
})

t.test('§3.9 single GET of a password-protected event: 403 without/with wrong password, 200 with the right one or context=edit', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app, { password: 's3cret', description: 'Hidden text', cost: '10' })
  t.equal(ev.description, '<p>Hidden text</p>', 'create response is not blanked')
  t.notOk('password' in ev, 'password never appears in responses')
  const cases: Array<[string, string, Headers, number]> = [
    ['anonymous, no password', '', {}, 403],
    ['anonymous, wrong password', '?password=nope', {}, 403],
    ['anonymous, empty password', '?password=', {}, 403],
    ['anonymous, wrong case', '?password=S3CRET', {}, 403],
    ['admin, no password, no context=edit', '', auth, 403],
    ['admin, context=view', '?context=view', auth, 403],
    ['anonymous, context=edit (cannot edit)', '?context=edit', {}, 403],
    ['anonymous, right password', '?password=s3cret', {}, 200],
    ['admin, context=edit', '?context=edit', auth, 200],
  ]
  const full = await get(app, `${BASE}/events/${ev.id}?password=s3cret`)
  for (const [name, query, headers, status] of cases) {
    for (const path of [`${BASE}/events/${ev.id}`, `${BASE}/events/by-slug/${ev.slug}`]) {
      const res = await get(app, `${path}${query}`, headers)
      if (status === 403) assertError(t, res, 403, 'event-password-protected', name)
      else {
        t.equal(res.statusCode, 200, name)
        t.same(res.body, full.body, `${name}: full data`)
        t.equal(res.body.description, '<p>Hidden text</p>', `${name}: not blanked`)
        t.notOk('password' in res.body)
      }
    }
  }
})

// Blanked values of SPEC §3.9 (Event row).
const BLANK_EVENT = {
  description: '',
  excerpt: '',
  image: false,
  all_day: null,
  cost: '',
  cost_details: { currency_symbol: '', currency_position: '', currency_code: '', values: [] },
  website: '',
  show_map: null,
  show_map_link: null,
  hide_from_listings: null,
  sticky: null,
  featured: null,
  categories: [],
  tags: [],
  venue: [],
  organizer: [],
  custom_fields: [],
  series_id: null,
  recurrence: [],
  detached: false,
}

t.test('§3.9 GET /events lists a protected event with exactly the Event blank values', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app, {
    ...tomorrow(),
    title: 'Locked Fair',
    password: 'pw',
    description: 'Secret',
    excerpt: 'Short',
    cost: '€5 - €12',
    website: 'https://fair.example.org/',
    image: 'https://cdn.example.org/fair.jpg',
    featured: true,
    sticky: true,
    show_map: true,
    show_map_link: true,
    all_day: false,
    venue: { venue: 'Town Hall' },
    organizer: [{ organizer: 'Ann' }],
    categories: ['Fairs'],
    tags: ['Outdoor'],
  })
  t.not(ev.description, '', 'precondition: create response has data')
  t.not(ev.cost, '')
  t.not(ev.image, false)
  t.equal(ev.venue.venue, 'Town Hall')
  t.equal(ev.organizer.length, 1)
  t.equal(ev.categories.length, 1)
  t.equal(ev.tags.length, 1)
  for (const [who, headers] of [['anonymous', {}], ['admin without context=edit', auth]] as Array<[string, Headers]>) {
    const res = await list(app, '', headers)
    t.equal(res.statusCode, 200)
    t.same(ids(res), [ev.id], `${who}: still listed`)
    const item = res.body.events[0]
    const expected = { ...ev, ...BLANK_EVENT }
    t.same(item, expected, `${who}: blanked per §3.9, everything else unchanged`)
    t.same(Object.keys(item), Object.keys(ev), `${who}: same keys in the same order`)
    for (const k of ['id', 'author', 'status', 'date', 'start_date', 'end_date', 'utc_start_date', 'url', 'rest_url', 'title', 'slug', 'timezone', 'timezone_abbr']) {
      t.same(item[k], ev[k], `${who}: ${k} unchanged`)
    }
    t.notOk('password' in item)
  }
})

t.test('§3.9 GET /events?password=<right> lists the protected event unblanked (context=edit too, for an editor)', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app, { ...tomorrow(), password: 'pw', description: 'Secret', cost: '7', website: 'https://fair.example.org/', featured: true })
  const other = await createEvent(app, { ...tomorrow(12), title: 'Other', password: 'different', description: 'Other secret' })
  const res = await list(app, 'password=pw')
  t.equal(res.statusCode, 200)
  t.same(ids(res), [ev.id, other.id])
  t.same(res.body.events[0], ev, 'matching password: full data (equals the create response)')
  t.same(res.body.events[1], { ...other, ...BLANK_EVENT }, 'other password: still blanked')
  const wrong = await list(app, 'password=nope')
  t.same(wrong.body.events[0], { ...ev, ...BLANK_EVENT }, 'wrong password: blanked')
  const edit = await list(app, 'context=edit', auth)
  t.same(edit.body.events[0], ev, 'admin with context=edit: unblanked')
  t.same(edit.body.events[1], other, 'admin with context=edit: unblanked')
})

// ---------------------------------------------------------------------------------------------- list filters

t.test('§5.1 rule 3: default window is yesterday 00:00 … end of day now+24 months', async (t) => {
  // The test and the app share one instant (a pinned clock): midnight passing during the test moves no boundary.
  const now = utcNow()
  const app = await build(t, {}, { clock: () => now.toJSDate() })
  const today = now.startOf('day')
  const twoDaysAgo = await createEvent(app, { title: 'Two days ago', ...at(today.minus({ days: 2 }).set({ hour: 10 })) })
  const stillRunning = await createEvent(app, { title: 'Began 2 days ago, ends tomorrow', start_date: fmt(today.minus({ days: 2 }).set({ hour: 10 })), end_date: fmt(today.plus({ days: 1 }).set({ hour: 10 })) })
  const yesterday = await createEvent(app, { title: 'Yesterday', ...at(today.minus({ days: 1 }).set({ hour: 10 })) })
  const yesterdayMidnight = await createEvent(app, { title: 'Yesterday 00:00', ...at(today.minus({ days: 1 })) })
  const soon = await createEvent(app, { title: 'Tomorrow', ...at(today.plus({ days: 1 }).set({ hour: 10 })) })
  const edge = await createEvent(app, { title: 'Last day of window', ...at(now.plus({ months: 24 }).startOf('day').set({ hour: 10 })) })
  const past = await createEvent(app, { title: 'Day after the window', ...at(now.plus({ months: 24 }).plus({ days: 1 }).startOf('day').set({ hour: 10 })) })
  const far = await createEvent(app, { title: '25 months ahead', ...at(today.plus({ months: 25 }).set({ hour: 10 })) })
  const res = await list(app)
  t.equal(res.statusCode, 200)
  const got = ids(res)
  t.same(got, [yesterdayMidnight.id, yesterday.id, soon.id, edge.id])
  t.notOk(got.includes(twoDaysAgo.id), 'an event that started 2 days ago is not listed')
  t.notOk(got.includes(stillRunning.id), 'not even when it is still running')
  t.notOk(got.includes(far.id), 'an event 25 months ahead is not listed')
  t.notOk(got.includes(past.id), 'an event ending after the last day is not listed')
  t.equal(res.body.total, 4)
})

t.test('§2.3 list without status: anonymous sees only publish; admin sees every status except trash', async (t) => {
  const app = await build(t)
  const when = tomorrow()
  const pub = await createEvent(app, { ...when, title: 'Published' })
  const draft = await createEvent(app, { ...when, title: 'Draft', status: 'draft' })
  const pending = await createEvent(app, { ...when, title: 'Pending', status: 'pending' })
  const priv = await createEvent(app, { ...when, title: 'Private', status: 'private' })
  const future = await createEvent(app, { ...when, title: 'Scheduled', status: 'publish', date: fmt(utcNow().plus({ days: 5 })) })
  t.equal(future.status, 'future', 'precondition: scheduled event')
  const trashed = await createEvent(app, { ...when, title: 'Trashed' })
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/events/${trashed.id}`, headers: auth })).statusCode, 200)

  const anon = await list(app)
  t.same(ids(anon), [pub.id], 'anonymous: publish only')
  t.equal(anon.body.total, 1)
  const admin = await list(app, '', auth)
  t.same(ids(admin), [pub.id, draft.id, pending.id, priv.id, future.id], 'admin: all statuses except trash')
  t.equal(admin.body.total, 5)
})

t.test('§2.3 list with status ≠ publish: anonymous → 400 rest_invalid_param, admin → only those statuses', async (t) => {
  const app = await build(t)
  const pub = await createEvent(app, { ...tomorrow(), title: 'Published' })
  const draft = await createEvent(app, { ...tomorrow(), title: 'Draft', status: 'draft' })
  const pending = await createEvent(app, { ...tomorrow(), title: 'Pending', status: 'pending' })
  for (const q of ['status=draft', 'status=publish,draft', 'status[]=draft']) {
    const res = await list(app, q)
    assertError(t, res, 400, 'rest_invalid_param', `anonymous ${q}`)
    t.ok(res.body.data.params && 'status' in res.body.data.params, `${q}: names status`)
  }
  const anonPublish = await list(app, 'status=publish')
  t.equal(anonPublish.statusCode, 200, 'anonymous status=publish is allowed')
  t.same(ids(anonPublish), [pub.id])
  t.same(ids(await list(app, 'status=draft', auth)), [draft.id], 'admin status=draft: only drafts')
  t.same(ids(await list(app, 'status=draft,pending', auth)), [draft.id, pending.id], 'admin status=draft,pending')
  for (const bad of ['any', 'bogus']) {
    assertError(t, await list(app, `status=${bad}`, auth), 400, 'rest_invalid_param', `status=${bad}`)
  }
})

t.test('§5.1 events with hide_from_listings are never listed but are readable by id and slug', async (t) => {
  const app = await build(t)
  const visible = await createEvent(app, { ...tomorrow(), title: 'Visible' })
  const hidden = await createEvent(app, { ...tomorrow(), title: 'Hidden', hide_from_listings: true })
  t.same(ids(await list(app)), [visible.id], 'anonymous')
  t.same(ids(await list(app, '', auth)), [visible.id], 'admin')
  t.same(ids(await list(app, `include=${hidden.id}`)), [], 'not even with include')
  t.equal((await list(app)).body.total, 1, 'not counted')
  const one = await get(app, `${BASE}/events/${hidden.id}`)
  t.equal(one.statusCode, 200)
  t.equal(one.body.hide_from_listings, true)
  t.equal((await get(app, `${BASE}/events/by-slug/${hidden.slug}`)).statusCode, 200)
})

t.test('§5.1 default order: local start ascending, then id ascending', async (t) => {
  const app = await build(t)
  const d = utcNow().plus({ days: 2 }).startOf('day')
  const c = await createEvent(app, { title: 'C', ...at(d.set({ hour: 15 })) })
  const a = await createEvent(app, { title: 'A', ...at(d.set({ hour: 9 })) })
  const b1 = await createEvent(app, { title: 'B1', ...at(d.set({ hour: 12 }), 5) })
  const b2 = await createEvent(app, { title: 'B2', ...at(d.set({ hour: 12 }), 1) })
  // Local wall clock in the event's own timezone: 11:00 in New York is after 15:00 UTC but sorts before it.
  const ny = await createEvent(app, { title: 'NY', ...at(d.set({ hour: 11 })), timezone: 'America/New_York' })
  t.same(ids(await list(app)), [a.id, ny.id, b1.id, b2.id, c.id])
})

t.test('§5.1 rule 2: start_date/end_date are whole days unless strict_dates=true', async (t) => {
  const app = await build(t)
  const e0900 = await createEvent(app, { title: 'Morning', start_date: '2018-01-01 09:00:00', end_date: '2018-01-01 10:00:00' })
  const e1500 = await createEvent(app, { title: 'Afternoon', start_date: '2018-01-01 15:00:00', end_date: '2018-01-01 17:00:00' })
  const e1600 = await createEvent(app, { title: 'Late', start_date: '2018-01-01 16:00:00', end_date: '2018-01-01 19:00:00' })
  await createEvent(app, { title: 'Overnight', start_date: '2018-01-01 20:00:00', end_date: '2018-01-02 01:00:00' })
  await createEvent(app, { title: 'Began before', start_date: '2017-12-31 23:00:00', end_date: '2018-01-01 01:00:00' })
  const q = 'start_date=2018-01-01 15:00:00&end_date=2018-01-01 18:00:00'
  const loose = await list(app, q)
  t.equal(loose.statusCode, 200)
  t.same(ids(loose), [e0900.id, e1500.id, e1600.id], 'non-strict: all events of the day that end by 23:59:59')
  const looseUrl = new URL(loose.body.rest_url)
  t.equal(looseUrl.searchParams.get('start_date'), '2018-01-01 00:00:00', 'rest_url echoes the normalized start_date')
  t.equal(looseUrl.searchParams.get('end_date'), '2018-01-01 23:59:59', 'rest_url echoes the normalized end_date')
  for (const flag of ['true', '1', 'yes', 'on']) {
    const strict = await list(app, `${q}&strict_dates=${flag}`)
    t.same(ids(strict), [e1500.id], `strict_dates=${flag}: only start ≥ 15:00 and end ≤ 18:00`)
  }
  const strictUrl = new URL((await list(app, `${q}&strict_dates=true`)).body.rest_url)
  t.equal(strictUrl.searchParams.get('start_date'), '2018-01-01 15:00:00')
  t.equal(strictUrl.searchParams.get('end_date'), '2018-01-01 18:00:00')
  t.same(ids(await list(app, `${q}&strict_dates=false`)), [e0900.id, e1500.id, e1600.id], 'strict_dates=false')
  t.same(ids(await list(app, `${q}&strict_dates=nope`)), [e0900.id, e1500.id, e1600.id], 'any other value is false')
})

t.test('§5.1 rule 4: starts_*/ends_* drop the default start_date/end_date (explicit ones still apply)', async (t) => {
  const app = await build(t)
  const today = utcNow().startOf('day')
  const old = await createEvent(app, { title: 'Two days ago', ...at(today.minus({ days: 2 }).set({ hour: 10 })) })
  const soon = await createEvent(app, { title: 'Tomorrow', ...at(today.plus({ days: 1 }).set({ hour: 10 })) })
  const far = await createEvent(app, { title: '30 months ahead', ...at(today.plus({ months: 30 }).set({ hour: 10 })) })
  t.same(ids(await list(app)), [soon.id], 'precondition: defaults hide the old and the far event')
  const fiveDaysAgo = today.minus({ days: 5 }).toFormat('yyyy-MM-dd')
  const in40Months = today.plus({ months: 40 }).toFormat('yyyy-MM-dd')
  const cases: Array<[string, number[]]> = [
    [`starts_after=${fiveDaysAgo}`, [old.id, soon.id, far.id]],
    [`ends_after=${fiveDaysAgo}`, [old.id, soon.id, far.id]],
    [`ends_before=${in40Months}`, [old.id, soon.id, far.id]],
    [`starts_before=${in40Months}`, [old.id, soon.id, far.id]],
    [`starts_after=${fiveDaysAgo}&start_date=${today.toFormat('yyyy-MM-dd')}`, [soon.id, far.id]],
    [`ends_before=${in40Months}&end_date=${today.plus({ days: 3 }).toFormat('yyyy-MM-dd')}`, [old.id, soon.id]],
    [`starts_after=${today.toFormat('yyyy-MM-dd')}`, [soon.id, far.id]],
    [`starts_before=${today.toFormat('yyyy-MM-dd')}`, [old.id]], // → today 23:59:59 (non-strict)
    [`starts_before=${today.plus({ days: 1 }).toFormat('yyyy-MM-dd')}`, [old.id, soon.id]],
  ]
  for (const [q, want] of cases) t.same(ids(await list(app, q)), want, q)
})

t.test('§5.1 include=<ids>: only those, ignoring the date window, ordered by publication date then id', async (t) => {
  const app = await build(t)
  const a = await createEvent(app, { title: 'A', start_date: '2018-01-01 10:00:00', end_date: '2018-01-01 11:00:00', date: '2020-01-03 10:00:00' })
  const b = await createEvent(app, { title: 'B', ...at(utcNow().minus({ days: 10 })), date: '2020-01-01 10:00:00' })
  const c = await createEvent(app, { title: 'C', ...tomorrow(), date: '2020-01-02 10:00:00' })
  const d = await createEvent(app, { title: 'D', ...tomorrow(), date: '2020-01-02 10:00:00' })
  const notIncluded = await createEvent(app, { title: 'E', ...tomorrow() })
  const res = await list(app, `include=${a.id},${b.id},${c.id},${d.id},9999`)
  t.equal(res.statusCode, 200)
  t.same(ids(res), [b.id, c.id, d.id, a.id])
  t.notOk(ids(res).includes(notIncluded.id))
  t.equal(res.body.total, 4, 'unknown ids just match nothing')
  t.same(ids(await list(app, `include=${a.id}&start_date=2030-01-01&end_date=2030-01-02`)), [a.id], 'explicit start_date/end_date are turned off too')
  t.same(ids(await list(app, `include=${a.id},${c.id}&starts_after=2019-01-01`)), [c.id], 'starts_* still apply')
  for (const bad of ['0', '-1', 'foo', `${a.id},0`]) {
    const r = await list(app, `include=${bad}`)
    assertError(t, r, 400, 'rest_invalid_param', `include=${bad}`)
    t.ok('include' in (r.body.data?.params ?? {}), `include=${bad} names include`)
  }
})

t.test('§5.1 post_parent=<id>: the events whose parent is that event; it must be an existing event', async (t) => {
  const app = await build(t)
  const parent = await createEvent(app, { title: 'Series', ...tomorrow(9) })
  const first = await createEvent(app, { title: 'Part one', ...tomorrow(10) })
  const second = await createEvent(app, { title: 'Part two', ...tomorrow(11) })
  const unrelated = await createEvent(app, { title: 'Other', ...tomorrow(12) })
  // Parent links are storage-only (SPEC §5.1: set by import/CLI), so the test writes them directly.
  await app.db.event.updateMany({ where: { id: { in: [first.id, second.id] } }, data: { parentId: parent.id } })
  const res = await list(app, `post_parent=${parent.id}`)
  t.equal(res.statusCode, 200)
  t.same(ids(res), [first.id, second.id], 'the children, in list order')
  t.equal(res.body.total, 2)
  t.match(res.body.rest_url, new RegExp(`post_parent=${parent.id}`), 'echoed in rest_url')
  t.same(ids(await list(app, `post_parent=${unrelated.id}`)), [], 'an event without children: empty list')
  const venue = await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Hall' } })
  for (const bad of ['999999', String(venue.body.id), 'foo']) {
    const r = await list(app, `post_parent=${bad}`)
    assertError(t, r, 400, 'rest_invalid_param', `post_parent=${bad}`)
    t.ok('post_parent' in (r.body.data?.params ?? {}), `post_parent=${bad} names post_parent`)
  }
})

t.test('§5.1 featured=true lists only featured events, featured=false only the others', async (t) => {
  const app = await build(t)
  const plain = await createEvent(app, { ...tomorrow(9), title: 'Plain' })
  const star = await createEvent(app, { ...tomorrow(10), title: 'Star', featured: true })
  const cases: Array<[string, number[]]> = [
    ['featured=true', [star.id]], ['featured=1', [star.id]], ['featured=TRUE', [star.id]],
    ['featured=false', [plain.id]], ['featured=0', [plain.id]], ['', [plain.id, star.id]],
  ]
  for (const [q, want] of cases) t.same(ids(await list(app, q)), want, q || 'no filter')
  assertError(t, await list(app, 'featured=maybe'), 400, 'rest_invalid_param', 'featured=maybe')
})

t.test('§5.1 search: every word in title/excerpt/description, -word excludes, quoted phrases stay together', async (t) => {
  const app = await build(t)
  const jazz = await createEvent(app, { ...tomorrow(9), title: 'Jazz Night', description: 'Smooth saxophone music' })
  const rock = await createEvent(app, { ...tomorrow(10), title: 'Rock Concert', description: 'Loud guitars with a jazz encore' })
  const quartet = await createEvent(app, { ...tomorrow(11), title: 'Classical Evening', description: 'A string quartet plays', excerpt: 'Beethoven tonight' })
  const cases: Array<[string, number[]]> = [
    ['jazz', [jazz.id, rock.id]], // title or description, case-insensitive
    ['saxophone', [jazz.id]], // word in description only
    ['beethoven', [quartet.id]], // word in excerpt only
    ['JAZZ encore', [rock.id]], // every word must occur
    ['jazz -rock', [jazz.id]], // exclusion
    ['-jazz', [quartet.id]],
    ['"string quartet"', [quartet.id]], // phrase
    ['"quartet string"', []], // phrase order matters
    ['quartet string', [quartet.id]], // unquoted: words anywhere
    ['the jazz', [jazz.id, rock.id]], // stop word ignored
    ['nothing-matches-this', []],
  ]
  for (const [q, want] of cases) {
    const res = await list(app, `search=${encodeURIComponent(q)}`)
    t.equal(res.statusCode, 200, q)
    t.same(ids(res), want, `search=${q}`)
    t.equal(res.body.total, want.length, `search=${q} total`)
  }
  assertError(t, await list(app, 'search='), 400, 'rest_invalid_param', 'empty search')
})

t.test('§5.1 ticketed=true → 400 with details.ticketed.code event-tickets-not-active; ticketed=false has no effect', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app, { ...tomorrow() })
  for (const v of ['true', '1']) {
    const res = await list(app, `ticketed=${v}`)
    assertError(t, res, 400, 'rest_invalid_param', `ticketed=${v}`)
    t.ok('ticketed' in (res.body.data?.params ?? {}), 'params names ticketed')
    t.equal(res.body.data?.details?.ticketed?.code, 'event-tickets-not-active')
  }
  const off = await list(app, 'ticketed=false')
  t.equal(off.statusCode, 200)
  t.same(ids(off), [ev.id])
  t.same(off.body.events, (await list(app)).body.events)
})

t.test('§5.1 an invalid date filter → 400 rest_invalid_param naming it', async (t) => {
  const app = await build(t)
  for (const name of ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after']) {
    for (const bad of ['not-a-date', '2018-13-45', '']) {
      const res = await list(app, `${name}=${encodeURIComponent(bad)}`)
      assertError(t, res, 400, 'rest_invalid_param', `${name}=${bad}`)
      t.same(Object.keys(res.body.data?.params ?? {}), [name], `${name}=${bad}: names ${name}`)
    }
  }
  const both = await list(app, 'start_date=foo&ends_after=bar')
  t.same(Object.keys(both.body.data?.params ?? {}).sort(), ['ends_after', 'start_date'], 'all problems reported together')
})

// ---------------------------------------------------------------------------------------------- pagination

async function seed (app: FastifyInstance, n: number): Promise<number[]> {
  const base = utcNow().plus({ days: 2 }).startOf('day')
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await createEvent(app, { title: `Event ${i + 1}`, ...at(base.plus({ minutes: i * 10 })) })).id)
  return out
}

t.test('§3.4 event list envelope key order: events, rest_url, next_rest_url?, previous_rest_url?, total, total_pages', async (t) => {
  const app = await build(t)
  await seed(app, 3)
  const cases: Array<[string, string[]]> = [
    ['per_page=1&page=1', ['events', 'rest_url', 'next_rest_url', 'total', 'total_pages']],
    ['per_page=1&page=2', ['events', 'rest_url', 'next_rest_url', 'previous_rest_url', 'total', 'total_pages']],
    ['per_page=1&page=3', ['events', 'rest_url', 'previous_rest_url', 'total', 'total_pages']],
    ['per_page=10', ['events', 'rest_url', 'total', 'total_pages']],
  ]
  for (const [q, keys] of cases) t.same(Object.keys((await list(app, q)).body), keys, q)
})

t.test('§3.4 total and total_pages: matching records, ceil(total/per_page), 0 when empty', async (t) => {
  const app = await build(t)
  const empty = await list(app)
  t.equal(empty.statusCode, 200)
  t.same(empty.body, { events: [], rest_url: `${ORIGIN}${BASE}/events/?per_page=10`, total: 0, total_pages: 0 })
  await seed(app, 5)
  const cases: Array<[string, number, number]> = [['', 5, 1], ['per_page=2', 5, 3], ['per_page=5', 5, 1], ['per_page=4', 5, 2], ['per_page=1', 5, 5]]
  for (const [q, total, pages] of cases) {
    const res = await list(app, q)
    t.equal(res.body.total, total, `${q} total`)
    t.equal(res.body.total_pages, pages, `${q} total_pages`)
  }
})

t.test('§3.4 X-Calendar-Total/X-Calendar-TotalPages on every list response (even empty), never X-WP-Total', async (t) => {
  const app = await build(t)
  const empty = await list(app)
  t.equal(empty.headers['x-calendar-total'], '0')
  t.equal(empty.headers['x-calendar-totalpages'], '0')
  // SPEC §9.2 (issue 23): every JSON list answer links its iCalendar feed; no page links when there is no other page.
  t.equal(empty.headers.link, `<${ORIGIN}${BASE}/events.ics>; rel="alternate"; type="text/calendar"`, 'no page links when no other page')
  await seed(app, 3)
  const res = await list(app, 'per_page=2')
  t.equal(res.headers['x-calendar-total'], '3')
  t.equal(res.headers['x-calendar-totalpages'], '2')
  for (const r of [empty, res]) {
    t.equal(r.headers['x-wp-total'], undefined)
    t.equal(r.headers['x-wp-totalpages'], undefined)
  }
})

t.test('§3.4 Link header: <next_rest_url>; rel="next", <previous_rest_url>; rel="prev"', async (t) => {
  const app = await build(t)
  await seed(app, 3)
  const restUrl = `${ORIGIN}${BASE}/events/?per_page=1`
  // SPEC §9.2 (issue 23): the iCalendar feed of the same filters (no page, no per_page) comes last.
  const feed = `<${ORIGIN}${BASE}/events.ics>; rel="alternate"; type="text/calendar"`
  const p1 = await list(app, 'per_page=1')
  t.equal(p1.headers.link, `<${restUrl}&page=2>; rel="next", ${feed}`)
  const p2 = await list(app, 'per_page=1&page=2')
  t.equal(p2.headers.link, `<${restUrl}&page=3>; rel="next", <${restUrl}>; rel="prev", ${feed}`)
  const p3 = await list(app, 'per_page=1&page=3')
  t.equal(p3.headers.link, `<${restUrl}&page=2>; rel="prev", ${feed}`)
  t.equal((await list(app, 'per_page=5')).headers.link, feed, 'single page: no page links')
})

t.test('§3.4 next_rest_url/previous_rest_url: absent (not null) when not applicable; previous = rest_url when N-1 = 1', async (t) => {
  const app = await build(t)
  const all = await seed(app, 3)
  const restUrl = `${ORIGIN}${BASE}/events/?per_page=1`
  const p1 = await list(app, 'per_page=1')
  t.same(ids(p1), [all[0]])
  t.equal(p1.body.next_rest_url, `${restUrl}&page=2`)
  t.notOk('previous_rest_url' in p1.body, 'page 1: no previous_rest_url key')
  const p2 = await list(app, 'per_page=1&page=2')
  t.same(ids(p2), [all[1]])
  t.equal(p2.body.rest_url, restUrl, 'rest_url never carries page')
  t.equal(p2.body.previous_rest_url, p2.body.rest_url, 'page 2: previous_rest_url equals rest_url')
  t.equal(p2.body.next_rest_url, `${restUrl}&page=3`)
  const p3 = await list(app, 'per_page=1&page=3')
  t.same(ids(p3), [all[2]])
  t.notOk('next_rest_url' in p3.body, 'last page: no next_rest_url key')
  t.equal(p3.body.previous_rest_url, `${restUrl}&page=2`)
  const only = await list(app)
  t.notOk('next_rest_url' in only.body)
  t.notOk('previous_rest_url' in only.body)
  t.notOk(/null/.test(JSON.stringify(omit(only.body, 'events'))), 'no null links')
})

t.test('§3.4 page past the end → 404 event-archive-page-not-found', async (t) => {
  const app = await build(t)
  assertError(t, await list(app, 'page=2'), 404, 'event-archive-page-not-found', 'empty list, page 2')
  t.equal((await list(app, 'page=1')).statusCode, 200, 'empty list, page 1 is 200')
  await seed(app, 3)
  assertError(t, await list(app, 'per_page=2&page=3'), 404, 'event-archive-page-not-found', 'page 3 of 2')
  assertError(t, await list(app, 'page=99'), 404, 'event-archive-page-not-found', 'page 99')
  t.equal((await list(app, 'per_page=2&page=2')).statusCode, 200)
})

t.test('§3.4/§7 per_page above 50 is clamped to 50 and echoed as per_page=50', async (t) => {
  const app = await build(t)
  await seed(app, 51)
  for (const q of ['per_page=100', 'per_page=51', 'per_page=50']) {
    const res = await list(app, q)
    t.equal(res.statusCode, 200, q)
    t.equal(res.body.events.length, 50, `${q}: 50 items`)
    t.equal(res.body.total, 51)
    t.equal(res.body.total_pages, 2)
    t.equal(res.body.rest_url, `${ORIGIN}${BASE}/events/?per_page=50`, `${q}: echoed as per_page=50`)
    t.equal(res.body.next_rest_url, `${ORIGIN}${BASE}/events/?per_page=50&page=2`)
  }
  const dflt = await list(app)
  t.equal(dflt.body.events.length, 10, 'default per_page is POSTS_PER_PAGE (10)')
  t.equal(dflt.body.total_pages, 6)
})

t.test('§3.2 page/per_page must be positive integers: 0, -1, foo → 400 rest_invalid_param', async (t) => {
  const app = await build(t)
  await seed(app, 1)
  for (const name of ['per_page', 'page']) {
    for (const bad of ['0', '-1', 'foo', '1.5', '']) {
      const res = await list(app, `${name}=${bad}`)
      assertError(t, res, 400, 'rest_invalid_param', `${name}=${bad}`)
      t.ok(name in (res.body.data?.params ?? {}), `${name}=${bad} names ${name}`)
    }
  }
})

t.test('§3.4 rest_url = {base}/events/?<sent params except page>&per_page=<effective>', async (t) => {
  const app = await build(t)
  await seed(app, 3)
  t.equal((await list(app)).body.rest_url, `${ORIGIN}${BASE}/events/?per_page=10`)
  const res = await list(app, 'page=1&per_page=2&featured=false&search=Event&include[]=1&include[]=2&include[]=3')
  const url = new URL(res.body.rest_url)
  t.equal(`${url.origin}${url.pathname}`, `${ORIGIN}${BASE}/events/`, 'trailing slash after events')
  t.same([...url.searchParams.keys()].sort(), ['featured', 'include', 'per_page', 'search'], 'never page')
  t.equal(url.searchParams.get('per_page'), '2')
  t.equal(url.searchParams.get('featured'), 'false')
  t.equal(url.searchParams.get('search'), 'Event')
  t.equal(url.searchParams.get('include'), '1,2,3', 'lists written as comma lists')
  t.match(res.body.rest_url, /include=1,2,3/, 'commas not encoded')
  t.equal(res.body.next_rest_url, `${res.body.rest_url}&page=2`)
  const p2 = await list(app, 'page=2&per_page=2&featured=false&search=Event&include[]=1&include[]=2&include[]=3')
  t.equal(p2.body.rest_url, res.body.rest_url, 'same rest_url on page 2')
  const under = await list(app, '', {}, '/nl')
  t.equal(under.body.rest_url, `${ORIGIN}/nl${BASE}/events/?per_page=10`, 'language prefix kept')
})

t.test('§3.2 list parameters accept include[]=, comma lists and indexed keys', async (t) => {
  const app = await build(t)
  const [a, b, c] = await seed(app, 3)
  const forms = [
    `include[]=${a}&include[]=${c}`,
    `include=${a},${c}`,
    `include=${a}, ${c}`,
    `include=${a},,${c},`,
    `include=${a}%2C${c}`,
    `include[0]=${a}&include[1]=${c}`,
  ]
  for (const q of forms) {
    const res = await list(app, q)
    t.equal(res.statusCode, 200, q)
    t.same(ids(res), [a, c], q)
    t.equal(new URL(res.body.rest_url).searchParams.get('include'), `${a},${c}`, `${q}: echoed as a comma list`)
  }
  t.same(ids(await list(app, `include[0]=${b}`)), [b], 'single indexed key')
  t.same(ids(await list(app, `include=${b}`)), [b], 'single value')
})

// ---------------------------------------------------------------------------------------------- languages

t.test('§1.5 create under /nl: language nl, url https://example.org/nl/event/<slug>/', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app, { title: 'Lentemarkt' }, `/nl${BASE}/events`)
  t.equal(ev.language, 'nl')
  t.equal(ev.url, `${ORIGIN}/nl/event/lentemarkt/`)
  t.equal(ev.rest_url, `${ORIGIN}/nl${BASE}/events/${ev.id}`)
  t.same(ev.translations, { nl: ev.id })
  t.same(Object.keys(ev).slice(-2), ['language', 'translations'], 'extra fields last')
  const en = await createEvent(app, { title: 'Spring Fair' })
  t.equal(en.language, 'en')
  t.equal(en.url, `${ORIGIN}/event/spring-fair/`, 'no prefix for en')
  const enPrefix = await createEvent(app, { title: 'Explicit En' }, `/en${BASE}/events`)
  t.equal(enPrefix.language, 'en')
  t.equal(enPrefix.url, `${ORIGIN}/event/explicit-en/`)
})

t.test('§1.5 lists return only records of the effective language; totals count only those', async (t) => {
  const app = await build(t)
  const en1 = await createEvent(app, { ...tomorrow(9), title: 'En 1' })
  const en2 = await createEvent(app, { ...tomorrow(10), title: 'En 2' })
  const nl1 = await createEvent(app, { ...tomorrow(11), title: 'Nl 1' }, `/nl${BASE}/events`)
  const de1 = await createEvent(app, { ...tomorrow(12), title: 'De 1' }, `/de${BASE}/events`)
  const cases: Array<[string, string, number[]]> = [
    ['', '', [en1.id, en2.id]],
    ['/en', '', [en1.id, en2.id]],
    ['/nl', '', [nl1.id]],
    ['/de', '', [de1.id]],
    ['/fr', '', []],
    ['/nl', 'translation_language=de', [de1.id]],
    ['', 'translation_language=nl', [nl1.id]],
    ['/de', 'translation_language=en', [en1.id, en2.id]],
  ]
  for (const [prefix, q, want] of cases) {
    const res = await list(app, q, {}, prefix)
    t.equal(res.statusCode, 200, `${prefix} ${q}`)
    t.same(ids(res), want, `${prefix || '(none)'} ${q}`)
    t.equal(res.body.total, want.length, `${prefix} ${q} total`)
    t.equal(res.headers['x-calendar-total'], String(want.length))
  }
})

t.test('§1.5 translation_language on writes: query overrides the prefix, body wins over query', async (t) => {
  const app = await build(t)
  const cases: Array<[string, string, Record<string, unknown>, string]> = [
    ['/nl', '?translation_language=de', {}, 'de'],
    ['/nl', '', { translation_language: 'de' }, 'de'],
    ['', '?translation_language=fr', {}, 'fr'],
    ['', '?translation_language=fr', { translation_language: 'de' }, 'de'],
    ['/nl', '?translation_language=fr', { translation_language: 'en' }, 'en'],
  ]
  let n = 0
  for (const [prefix, q, body, want] of cases) {
    const ev = await createEvent(app, { title: `Event ${++n}`, ...body }, `${prefix}${BASE}/events${q}`)
    t.equal(ev.language, want, `${prefix} ${q} ${JSON.stringify(body)} → ${want}`)
    t.equal(ev.url, `${ORIGIN}${want === 'en' ? '' : `/${want}`}/event/${ev.slug}/`)
  }
})

t.test('§1.5 an invalid translation_language → 400 rest_invalid_param with data.params.translation_language', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app)
  const cases: Array<[string, Parameters<typeof req>[1]]> = [
    ['list', { method: 'GET', url: `${BASE}/events?translation_language=es` }],
    ['list under /nl', { method: 'GET', url: `/nl${BASE}/events?translation_language=xx` }],
    ['single', { method: 'GET', url: `${BASE}/events/${ev.id}?translation_language=es` }],
    ['by slug', { method: 'GET', url: `${BASE}/events/by-slug/${ev.slug}?translation_language=es` }],
    ['create, body', { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'X', start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00', translation_language: 'es' } }],
    ['create, query', { method: 'POST', url: `${BASE}/events?translation_language=es`, headers: auth, payload: { title: 'X', start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00' } }],
    ['update, body', { method: 'PUT', url: `${BASE}/events/${ev.id}`, headers: auth, payload: { translation_language: 'EN-us' } }],
    ['empty value', { method: 'GET', url: `${BASE}/events?translation_language=` }],
  ]
  for (const [name, opts] of cases) {
    const res = await req(app, opts)
    assertError(t, res, 400, 'rest_invalid_param', name)
    t.ok('translation_language' in (res.body.data?.params ?? {}), `${name}: data.params.translation_language`)
  }
})

t.test('§1.5 single by id works whatever the record language', async (t) => {
  const app = await build(t)
  const nl = await createEvent(app, { title: 'Lentemarkt' }, `/nl${BASE}/events`)
  for (const prefix of ['', '/en', '/nl', '/de']) {
    const res = await get(app, `${prefix}${BASE}/events/${nl.id}`)
    t.equal(res.statusCode, 200, `${prefix || '(none)'}`)
    t.equal(res.body.language, 'nl')
    t.equal(res.body.url, `${ORIGIN}/nl/event/lentemarkt/`)
  }
  t.equal((await get(app, `${BASE}/events/${nl.id}?translation_language=fr`)).statusCode, 200)
})

t.test('§1.5 by-slug resolves only in the effective language (same slug in en and nl = different records)', async (t) => {
  const app = await build(t)
  const en = await createEvent(app, { title: 'Spring Fair' })
  const nl = await createEvent(app, { title: 'Spring Fair' }, `/nl${BASE}/events`)
  t.equal(en.slug, 'spring-fair')
  t.equal(nl.slug, 'spring-fair', 'slug uniqueness is per language')
  const cases: Array<[string, number | null]> = [
    [`${BASE}/events/by-slug/spring-fair`, en.id],
    [`/en${BASE}/events/by-slug/spring-fair`, en.id],
    [`/nl${BASE}/events/by-slug/spring-fair`, nl.id],
    [`${BASE}/events/by-slug/spring-fair?translation_language=nl`, nl.id],
    [`/nl${BASE}/events/by-slug/spring-fair?translation_language=en`, en.id],
    [`/de${BASE}/events/by-slug/spring-fair`, null],
    [`${BASE}/events/by-slug/spring-fair?translation_language=fr`, null],
  ]
  for (const [url, want] of cases) {
    const res = await get(app, url)
    if (want === null) assertError(t, res, 400, 'rest_invalid_param', url)
    else {
      t.equal(res.statusCode, 200, url)
      t.equal(res.body.id, want, url)
    }
  }
})

t.test('§1.5 translation_of links a translation group: translations {"en": A, "nl": B} on both', async (t) => {
  const app = await build(t)
  const a = await createEvent(app, { title: 'Spring Fair' })
  const b = await createEvent(app, { title: 'Lentemarkt', translation_of: a.id }, `/nl${BASE}/events`)
  t.same(b.translations, { en: a.id, nl: b.id }, 'create response')
  t.same((await get(app, `${BASE}/events/${a.id}`)).body.translations, { en: a.id, nl: b.id }, 'A')
  t.same((await get(app, `${BASE}/events/${b.id}`)).body.translations, { en: a.id, nl: b.id }, 'B')
  const c = await createEvent(app, { title: 'Frühlingsmarkt', translation_of: b.id, translation_language: 'de' })
  t.equal(c.language, 'de')
  t.same(c.translations, { en: a.id, nl: b.id, de: c.id }, 'joining through any member')
  const listed = await list(app, `include=${a.id}`)
  t.same(listed.body.events[0].translations, { en: a.id, nl: b.id, de: c.id }, 'in lists too')
  t.same((await createEvent(app, { title: 'Alone' })).translations, { en: a.id + 3 }, 'no translations: own language only')
})

t.test('§1.5 translation_of errors → 400 rest_invalid_param with params.translation_of', async (t) => {
  const app = await build(t)
  const a = await createEvent(app, { title: 'Spring Fair' })
  const b = await createEvent(app, { title: 'Lentemarkt', translation_of: a.id }, `/nl${BASE}/events`)
  const post = (url: string, payload: Record<string, unknown>) => req(app, {
    method: 'POST', url, headers: auth, payload: { title: 'T', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00', ...payload },
  })
  const cases: Array<[string, Promise<Res>]> = [
    ['unknown id', post(`${BASE}/events`, { translation_of: 9999 })],
    ['same language already in group (nl via A)', post(`/nl${BASE}/events`, { translation_of: a.id })],
    ['same language already in group (nl via B)', post(`/nl${BASE}/events`, { translation_of: b.id })],
    ['same language already in group (en via B)', post(`${BASE}/events`, { translation_of: b.id })],
    ['own language of the source', post(`${BASE}/events`, { translation_of: a.id })],
    ['not positive', post(`/de${BASE}/events`, { translation_of: 0 })],
  ]
  for (const [name, p] of cases) {
    const res = await p
    assertError(t, res, 400, 'rest_invalid_param', name)
    t.ok('translation_of' in (res.body.data?.params ?? {}), `${name}: params.translation_of`)
  }
  t.same(ids(await list(app, `include=${a.id},${b.id},${b.id + 1},${b.id + 2},${b.id + 3}`)), [a.id], 'nothing was created')
})

t.test('§1.5 an update never changes the record language (translation_of ignored)', async (t) => {
  const app = await build(t)
  const nl = await createEvent(app, { title: 'Lentemarkt' }, `/nl${BASE}/events`)
  const other = await createEvent(app, { title: 'Other' })
  const cases: Array<[string, Record<string, unknown>]> = [
    [`${BASE}/events/${nl.id}`, { title: 'Lentemarkt 2' }],
    [`/de${BASE}/events/${nl.id}`, { title: 'Lentemarkt 3' }],
    [`${BASE}/events/${nl.id}`, { title: 'Lentemarkt 4', translation_language: 'fr' }],
    [`${BASE}/events/${nl.id}?translation_language=de`, { title: 'Lentemarkt 5' }],
    [`${BASE}/events/${nl.id}`, { title: 'Lentemarkt 6', translation_of: other.id }],
  ]
  for (const [url, payload] of cases) {
    const res = await req(app, { method: 'PUT', url, headers: auth, payload })
    t.equal(res.statusCode, 200, `${url} ${JSON.stringify(payload)} ${res.statusCode === 200 ? '' : res.raw}`)
    t.equal(res.body.language, 'nl')
    t.equal(res.body.title, payload.title)
    t.same(res.body.translations, { nl: nl.id })
  }
  const after = await get(app, `${BASE}/events/${nl.id}`)
  t.equal(after.body.language, 'nl')
  t.equal(after.body.url, `${ORIGIN}/nl/event/lentemarkt/`)
  t.same((await get(app, `${BASE}/events/${other.id}`)).body.translations, { en: other.id })
})

t.test('§1.5 an unknown language prefix (/es) is an unknown route → 404 rest_no_route', async (t) => {
  const app = await build(t)
  const ev = await createEvent(app)
  const cases: Parameters<typeof req>[1][] = [
    { method: 'GET', url: `/es${BASE}/events` },
    { method: 'GET', url: `/es${BASE}/events/${ev.id}` },
    { method: 'GET', url: `/es${BASE}/` },
    { method: 'GET', url: '/es/wp-json/' },
    { method: 'POST', url: `/es${BASE}/events`, headers: auth, payload: { title: 'X', start_date: '2030-01-01', end_date: '2030-01-01' } },
    { method: 'GET', url: `/EN${BASE}/events` },
  ]
  for (const opts of cases) assertError(t, await req(app, opts), 404, 'rest_no_route', `${opts.method} ${opts.url}`)
})
