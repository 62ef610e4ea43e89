// The bounds of an iCalendar answer (issue 37): ICAL_MAX_BYTES ends a feed before the first event or series that does
// not fit — whole events, a series whole or not at all, a valid calendar, `X-Calendar-Truncated` — and keeps the strong
// ETag and 304 of SPEC §9.2; ICAL_MAX_CONCURRENT answers are written at once, the next ones wait, and a client with too
// many waiting gets 503 service_unavailable with Retry-After.
import t from 'tap'
import ICAL from 'ical.js'
import { auth, BASE, build, expectError, req } from '../helper.js'

const ALL = 'start_date=2000-01-01&end_date=2100-01-01'
const day = (n: number): string => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10)
const LONG = `<p>${'A long programme note. '.repeat(400)}</p>` // ~9 KB, twice in a VEVENT (DESCRIPTION, X-ALT-DESC)

const vevents = (raw: string): ICAL.Component[] => new ICAL.Component(ICAL.parse(raw)).getAllSubcomponents('vevent')

t.test('ICAL_MAX_BYTES: the feed ends before what does not fit, whole events and whole series', async (t) => {
  const app = await build(t, { icalMaxBytes: 65536 })
  for (let i = 0; i < 10; i++) {
    const res = await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: `Talk ${i}`, description: LONG, status: 'publish', start_date: `${day(i + 1)} 10:00:00`, end_date: `${day(i + 1)} 11:00:00` } })
    t.equal(res.statusCode, 201)
  }
  const full = await req(app, { url: `${BASE}/events.ics?${ALL}` })
  t.equal(full.statusCode, 200)
  t.equal(full.headers['x-calendar-truncated'], 'ICAL_MAX_BYTES', 'the answer says the limit ended it')
  t.equal(full.headers['x-calendar-total'], '10', 'the full count stays')
  const written = vevents(full.raw)
  t.ok(written.length > 0 && written.length < 10, `${written.length} of 10 events: as many as fit`)
  t.same(written.map((v) => v.getFirstPropertyValue('summary')), Array.from({ length: written.length }, (_, i) => `Talk ${i}`), 'the first ones of the list, each whole')
  t.ok(Buffer.byteLength(full.raw) < 65536 + 4096, 'the VEVENTs within the limit (plus the calendar\'s head)')
  t.match(full.raw, /END:VCALENDAR\r\n$/)

  const etag = String(full.headers.etag)
  t.match(etag, /^"/, 'a strong ETag')
  const again = await app.inject({ url: `${BASE}/events.ics?${ALL}`, headers: { 'if-none-match': etag } })
  t.equal(again.statusCode, 304, 'If-None-Match answers 304')

  const small = await req(app, { url: `${BASE}/events.ics?${ALL}&per_page=3` })
  t.equal(small.headers['x-calendar-truncated'], undefined, 'a feed that fits says nothing')
  t.equal(vevents(small.raw).length, 3)

  // A series with more overrides than fit: left out whole (never overrides without their master), and its master's
  // own .ics as well.
  const master = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'Big series', status: 'publish', start_date: `${day(-1)} 09:00:00`, end_date: `${day(-1)} 09:30:00`, recurrence: ['RRULE:FREQ=DAILY;COUNT=12'] } })).body
  const occ = await req(app, { url: `${BASE}/events?post_parent=${master.id}&${ALL}&per_page=50`, headers: auth })
  for (const o of occ.body.events.slice(0, 8)) {
    const r = await req(app, { method: 'PUT', url: `${BASE}/events/${o.id}?recurrence_scope=this`, headers: auth, payload: { description: LONG } })
    t.equal(r.statusCode, 200)
  }
  const feed = await req(app, { url: `${BASE}/events.ics?${ALL}` })
  const items = vevents(feed.raw)
  t.equal(feed.headers['x-calendar-truncated'], 'ICAL_MAX_BYTES')
  t.equal(items.length, 0, 'the series comes first in the list and does not fit: the feed ends before it')
  const single = await req(app, { url: `${BASE}/events/${master.id}.ics` })
  t.equal(single.statusCode, 200)
  t.equal(single.headers['x-calendar-truncated'], 'ICAL_MAX_BYTES')
  t.equal(vevents(single.raw).length, 0, 'no part of a series that does not fit')
  const alone = await req(app, { url: `${BASE}/events/${master.id}.ics?expand=true` })
  t.equal(vevents(alone.raw).length, 1, 'the master alone fits')
  t.equal(alone.headers['x-calendar-truncated'], undefined)
})

t.test('ICAL_MAX_CONCURRENT: feeds wait their turn; too many waiting get 503 with Retry-After', async (t) => {
  // MAX_CONCURRENT_REQUESTS above the feeds' own bound, so the requests reach it (on SQLite it is 1 by default).
  const app = await build(t, { icalMaxConcurrent: 1, maxConcurrentRequests: 20 })
  for (let i = 0; i < 30; i++) {
    await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: `Talk ${i}`, description: LONG, status: 'publish', start_date: `${day(i + 1)} 10:00:00`, end_date: `${day(i + 1)} 11:00:00` } })
  }
  const answers = await Promise.all(Array.from({ length: 12 }, () => req(app, { url: `${BASE}/events.ics?${ALL}&expand=true` })))
  const ok = answers.filter((r) => r.statusCode === 200)
  const busy = answers.filter((r) => r.statusCode === 503)
  t.equal(ok.length + busy.length, 12, 'every answer a feed or a 503')
  t.ok(ok.length >= 9, `one written and eight waiting per client get their feed (${ok.length})`)
  t.ok(busy.length >= 1, `the ones beyond get 503 (${busy.length})`)
  for (const r of ok) t.equal(vevents(r.raw).length, 30)
  const [first] = busy
  if (first) {
    expectError(t, first, 503, 'service_unavailable', undefined, 'a busy feed')
    t.equal(first.headers['retry-after'], '2', 'Retry-After')
    t.equal(first.body.data.retry_after, 2)
  }
  const later = await req(app, { url: `${BASE}/events.ics?${ALL}` })
  t.equal(later.statusCode, 200, 'the slots are given back')
})

t.test('a series\' expansion is shared by the feeds of one data version and renewed by a write', async (t) => {
  const app = await build(t, { responseCacheMb: 0 })
  const master = (await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'Daily', status: 'publish', timezone: 'Europe/Amsterdam', start_date: `${day(1)} 09:00:00`, end_date: `${day(1)} 09:30:00`, recurrence: ['RRULE:FREQ=DAILY;COUNT=20'] } })).body
  const first = await req(app, { url: `${BASE}/events.ics?${ALL}` })
  const again = await req(app, { url: `${BASE}/events.ics?${ALL}&per_page=50` })
  t.equal(again.raw, first.raw, 'the same calendar from the expansion the first feed made')
  t.notMatch(first.raw, /EXDATE/)
  const occ = await req(app, { url: `${BASE}/events?post_parent=${master.id}&${ALL}`, headers: auth })
  const gone = occ.body.events[2]
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/events/${gone.id}?recurrence_scope=this`, headers: auth })).statusCode, 200)
  const after = await req(app, { url: `${BASE}/events.ics?${ALL}` })
  const date = gone.start_date.slice(0, 10).replace(/-/g, '')
  t.match(after.raw.replace(/\r\n[ \t]/g, ''), new RegExp(`\\r\\nEXDATE;TZID=Europe/Amsterdam:${date}T090000\\r\\n`), 'the deleted date is an EXDATE at once')
  const moved = occ.body.events[4]
  t.equal((await req(app, { method: 'PUT', url: `${BASE}/events/${moved.id}?recurrence_scope=this`, headers: auth, payload: { title: 'Daily, later', start_date: `${moved.start_date.slice(0, 10)} 15:00:00`, end_date: `${moved.start_date.slice(0, 10)} 15:30:00` } })).statusCode, 200)
  const detached = await req(app, { url: `${BASE}/events/${master.id}.ics` })
  t.match(detached.raw, /RECURRENCE-ID/, 'a detached occurrence is an override at once')
})
