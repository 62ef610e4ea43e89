// iCalendar feeds (SPEC §9.2, issue 23): every feed a test produces is parsed by two independent parsers — ical.js
// (Mozilla's; it reads times through the feed's own VTIMEZONE components) and node-ical (which reads a TZID as an IANA
// name) — and each VEVENT is compared with the JSON of the same event: UTC instants, all-day dates, zone, summary,
// location, categories, URL, description. Then the rules the feed shares with the JSON routes: filters and their
// 400s, visibility (drafts, passwords), 401/403/404, languages, caching (ETag, 304, HEAD, the response cache).
import t, { type Test } from 'tap'
import ICAL from 'ical.js'
import nodeIcal from 'node-ical'
import { DateTime } from 'luxon'
import type { FastifyInstance } from 'fastify'
import { addUser, auth, BASE, build, createEvent, emptyDatabaseUrl, req, TEST_DATABASE, type Res } from '../helper.js'
import { htmlToText } from '../../src/domain/text.js'
import { seed } from '../../bench/seed.js'

t.setTimeout(600_000)

type Json = Record<string, any>
type Headers = Record<string, string>

const HOST = 'example.org'
const get = (app: FastifyInstance, url: string, headers: Headers = {}): Promise<Res> => req(app, { method: 'GET', url, headers })

/** What a parser says of one VEVENT, in the terms the JSON uses. */
interface Seen {
  uid: string
  /** ISO instant (UTC) of a timed event, `YYYY-MM-DD` of an all-day one */
  start: string
  end: string
  allDay: boolean
  /** the TZID of a timed event's times; null for UTC times and all-day dates */
  tzid: string | null
  summary: string
  location: string | null
  description: string | null
  categories: string[]
  url: string | null
}

const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'Z', 'Etc/GMT'])

/** ical.js leaves the value of an x-property (X-ALT-DESC) as written: its TEXT escapes undone here (RFC 5545 §3.3.11). */
const unescapeText = (v: string | null): string | null => v === null ? null : v.replace(/\\([\\;,nN])/g, (_m, c: string) => c === 'n' || c === 'N' ? '\n' : c)
/** The content lines of a feed unfolded (RFC 5545 §3.1). */
const unfold = (raw: string): string => raw.replace(/\r\n[ \t]/g, '')

function withIcalJs (text: string): { events: Map<string, Seen & { altDesc: string | null; organizer: string | null; status: string | null }>; zones: string[] } {
  // A feed's VTIMEZONEs are the only zone definitions ical.js gets: registered fresh for each feed, so a time is read
  // with the rules this feed carries, never with those of an earlier one.
  ICAL.TimezoneService.reset()
  const cal = new ICAL.Component(ICAL.parse(text))
  const zones = cal.getAllSubcomponents('vtimezone').map((vt) => {
    ICAL.TimezoneService.register(vt)
    return String(vt.getFirstPropertyValue('tzid'))
  })
  const events = new Map<string, Seen & { altDesc: string | null; organizer: string | null; status: string | null }>()
  for (const ve of cal.getAllSubcomponents('vevent')) {
    const e = new ICAL.Event(ve)
    const time = (tm: ICAL.Time) => tm.isDate ? tm.toString() : tm.toJSDate().toISOString()
    const tzid = e.startDate.isDate ? null : e.startDate.zone?.tzid ?? null
    events.set(e.uid, {
      uid: e.uid,
      start: time(e.startDate),
      end: time(e.endDate),
      allDay: e.startDate.isDate,
      tzid: tzid !== null && UTC_NAMES.has(tzid) ? null : tzid,
      summary: e.summary,
      location: e.location ?? null,
      description: e.description ?? null,
      categories: ve.getAllProperties('categories').flatMap((p) => p.getValues().map(String)).sort(),
      url: (ve.getFirstPropertyValue('url') as string | null) ?? null,
      altDesc: unescapeText(ve.getFirstPropertyValue('x-alt-desc') as string | null),
      organizer: (ve.getFirstPropertyValue('organizer') as string | null) ?? null,
      status: (ve.getFirstPropertyValue('status') as string | null) ?? null,
    })
  }
  return { events, zones }
}

const localDay = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

function withNodeIcal (text: string): Map<string, Seen> {
  const out = new Map<string, Seen>()
  for (const v of Object.values(nodeIcal.sync.parseICS(text))) {
    if (!v || v.type !== 'VEVENT') continue
    const e = v as nodeIcal.VEvent
    const allDay = e.datetype === 'date'
    const tz = (e.start as Date & { tz?: string }).tz ?? null
    // node-ical leaves the backslash of an escaped `;` or `,` inside a CATEGORIES item (its own parsing quirk).
    const cats = ([] as unknown[]).concat(e.categories ?? []).map((c) => String(c).replace(/\\([;,\\])/g, '$1'))
    out.set(e.uid, {
      uid: e.uid,
      start: allDay ? localDay(e.start) : e.start.toISOString(),
      end: allDay ? localDay(e.end!) : e.end!.toISOString(),
      allDay,
      tzid: allDay || tz === null || UTC_NAMES.has(tz) ? null : tz,
      summary: String(e.summary),
      location: e.location ? String(e.location) : null,
      description: e.description ? String(e.description) : null,
      categories: cats.sort(),
      // URL;VALUE=URI comes as { params, val }
      url: typeof e.url === 'string' ? e.url : (e.url as { val?: string } | undefined)?.val ?? null,
    })
  }
  return out
}

const iso = (sql: string): string => DateTime.fromSQL(sql, { zone: 'utc' }).toISO({ suppressMilliseconds: false })!.replace('+00:00', 'Z')
const hasRules = (tz: string): boolean => tz !== 'UTC' && !/^UTC[+-]/.test(tz)

/** What the JSON says each parser must see. */
function expected (e: Json): Seen {
  const allDay = e.all_day === true
  const venue = Array.isArray(e.venue) ? null : e.venue
  return {
    uid: `${e.id}@${HOST}`,
    start: allDay ? e.start_date.slice(0, 10) : iso(e.utc_start_date),
    end: allDay ? DateTime.fromSQL(e.end_date.slice(0, 10), { zone: 'utc' }).plus({ days: 1 }).toISODate()! : iso(e.utc_end_date),
    allDay,
    tzid: allDay || !hasRules(e.timezone) ? null : e.timezone,
    summary: e.title,
    location: venue ? venue.venue : null,
    description: e.description ? htmlToText(e.description) : null,
    categories: (e.categories as Json[]).map((c) => c.name).sort(),
    url: e.url,
  }
}

/** Parses `text` with both parsers and compares every VEVENT with the JSON event of the same id; `events` are exactly
 *  the events the feed must hold. Returns ical.js's view. */
function checkFeed (t: Test, text: string, events: Json[], what = 'feed') {
  t.ok(text.startsWith('BEGIN:VCALENDAR\r\n') && text.trimEnd().endsWith('END:VCALENDAR'), `${what}: one VCALENDAR`)
  t.notOk(/[^\r]\n/.test(text), `${what}: every line ends in CRLF`)
  const long = text.split('\r\n').filter((l) => Buffer.byteLength(l) > 75)
  t.same(long, [], `${what}: no line over 75 octets (folded)`)
  const js = withIcalJs(text)
  const node = withNodeIcal(text)
  const ids = events.map((e) => `${e.id}@${HOST}`).sort()
  t.same([...js.events.keys()].sort(), ids, `${what}: ical.js sees exactly the events of the JSON`)
  t.same([...node.keys()].sort(), ids, `${what}: node-ical sees exactly the events of the JSON`)
  const zonesUsed = [...new Set(events.filter((e) => e.all_day !== true && hasRules(e.timezone)).map((e) => e.timezone))].sort()
  t.same([...js.zones].sort(), zonesUsed, `${what}: one VTIMEZONE per IANA zone used`)
  for (const e of events) {
    const want = expected(e)
    const a = js.events.get(want.uid)
    const b = node.get(want.uid)
    if (!a || !b) continue
    const { location, ...rest } = want
    const pick = (s: Seen) => ({ uid: s.uid, start: s.start, end: s.end, allDay: s.allDay, tzid: s.tzid, summary: s.summary, description: s.description, categories: s.categories, url: s.url })
    t.same(pick(a), rest, `${what}: event ${e.id} (${e.title.slice(0, 30)}) as ical.js reads it`)
    t.same(pick(b), rest, `${what}: event ${e.id} (${e.title.slice(0, 30)}) as node-ical reads it`)
    if (location === null) {
      t.equal(a.location, null, `${what}: event ${e.id} has no LOCATION (ical.js)`)
      t.equal(b.location, null, `${what}: event ${e.id} has no LOCATION (node-ical)`)
    } else {
      t.equal(a.location?.split('\n')[0], location, `${what}: event ${e.id} LOCATION starts with the venue (ical.js)`)
      t.equal(b.location?.split('\n')[0], location, `${what}: event ${e.id} LOCATION starts with the venue (node-ical)`)
      if (e.venue.city) t.match(a.location, e.venue.city, `${what}: event ${e.id} LOCATION has the city`)
    }
    t.equal(a.altDesc, e.description || null, `${what}: event ${e.id} X-ALT-DESC is the JSON's HTML`)
  }
  return js
}

// ------------------------------------------------------------------------------------------------------------ data

const app = await build(t)
// A fixed year, not "next year": the DST checks below hold for this year's calendar only (27 March 2030 is still
// winter time in Amsterdam; in 2028 and 2029 the change has come by then). Every query names its dates explicitly.
const y = '2030'

const created: Record<string, Json> = {}
async function make (name: string, fields: Json): Promise<Json> {
  const event = await createEvent(app, fields) as Json
  created[name] = event
  return event
}

await make('allDay', { title: 'Three-day festival', all_day: true, start_date: `${y}-06-12`, end_date: `${y}-06-14`, timezone: 'Europe/Amsterdam' })
// Across the spring and autumn changes of Europe/Amsterdam (last Sundays of March and October).
await make('amsSpring', { title: 'Night across the spring change', start_date: `${y}-03-27 22:00:00`, end_date: `${y}-04-03 10:00:00`, timezone: 'Europe/Amsterdam' })
await make('amsAutumn', { title: 'Week across the autumn change', start_date: `${y}-10-25 12:00:00`, end_date: `${y}-11-02 12:00:00`, timezone: 'Europe/Amsterdam' })
await make('nySpring', { title: 'New York across DST', start_date: `${y}-03-07 09:00:00`, end_date: `${y}-03-16 17:00:00`, timezone: 'America/New_York' })
await make('plus2', { title: 'Fixed offset +2', start_date: `${y}-05-01 10:00:00`, end_date: `${y}-05-01 12:00:00`, timezone: 'UTC+2' })
await make('minus330', { title: 'Fixed offset -3:30', start_date: `${y}-05-02 23:00:00`, end_date: `${y}-05-03 01:30:00`, timezone: 'UTC-3:30' })
await make('tokyo', { title: 'Tokyo, no DST', start_date: `${y}-07-01 19:00:00`, end_date: `${y}-07-01 21:00:00`, timezone: 'Asia/Tokyo' })
await make('long', {
  title: `Ünïcödé Fëstïvål 東京 ${'🎉 Grüße aus Köln — '.repeat(8)}end`,
  description: `${'Lange Zeile mit Umlauten äöü und 漢字, '.repeat(12)}\n\nZweiter Absatz.`,
  start_date: `${y}-08-01 10:00:00`,
  end_date: `${y}-08-01 12:00:00`,
  timezone: 'Europe/Berlin',
})
await make('html', {
  title: 'HTML description',
  description: '<h2>Programme</h2><p>Music &amp; <strong>food</strong> <a href="https://example.org/x">link</a></p><ul><li>one</li><li>two</li></ul>',
  start_date: `${y}-08-02 10:00:00`,
  end_date: `${y}-08-02 12:00:00`,
})
await make('punctuation', {
  title: 'Commas, semicolons; and \\ backslashes',
  description: 'Line one, with a comma\nline two; with a semicolon\n\nA new paragraph: "quoted", \\ backslash',
  start_date: `${y}-08-03 10:00:00`,
  end_date: `${y}-08-03 12:00:00`,
  timezone: 'America/New_York',
  venue: { venue: 'Hall, the big one; upstairs', address: 'Main Street 1', city: 'Utrecht', zip: '3511 AB', country: 'Netherlands' },
  organizer: [{ organizer: 'Fair Club, "the" organisers', email: 'info@fairclub.example.org' }],
  categories: 'Music,Jazz & Blues',
})
const protectedEvent = await make('protected', {
  title: 'Members only',
  password: 's3cret',
  description: 'Secret programme',
  start_date: `${y}-09-01 20:00:00`,
  end_date: `${y}-09-01 23:00:00`,
  timezone: 'Europe/Amsterdam',
  venue: { venue: 'Secret Hall', city: 'Leiden' },
  categories: 'Hidden',
})
const draft = await make('draft', { title: 'Draft party', status: 'draft', start_date: `${y}-09-02 20:00:00`, end_date: `${y}-09-02 23:00:00` })

const ALL = `start_date=${y}-01-01&end_date=${y}-12-31`
/** The JSON events of a list query (every page). */
async function jsonList (t: Test, query: string, headers: Headers = {}): Promise<Json[]> {
  const out: Json[] = []
  for (let page = 1; ; page++) {
    const res = await get(app, `${BASE}/events?${query}&per_page=50&page=${page}`, headers)
    if (res.statusCode === 404 && page > 1) break
    t.equal(res.statusCode, 200, `JSON list ${query} page ${page}`)
    out.push(...res.body.events)
    if (page >= res.body.total_pages) break
  }
  return out
}

// ------------------------------------------------------------------------------------------------------- the feeds

t.test('the feed of a year: every event as the JSON shows it, to both parsers', async (t) => {
  const res = await get(app, `${BASE}/events.ics?${ALL}`)
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'text/calendar; charset=utf-8')
  const events = await jsonList(t, ALL)
  t.equal(events.length, Object.keys(created).length - 1, 'the JSON lists every event but the draft')
  t.equal(res.headers['x-calendar-total'], String(events.length), 'X-Calendar-Total')
  checkFeed(t, res.raw, events)
  for (const line of ['VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:', 'X-WR-TIMEZONE:UTC', 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'PRODID:']) {
    t.match(res.raw, `\r\n${line}`, `VCALENDAR has ${line}`)
  }
  const starts = [...withIcalJs(res.raw).events.values()]
  t.equal(starts[0]!.uid, `${created.nySpring!.id}@${HOST}`, 'earliest first')
})

t.test('DST: instants before and after the change are an hour apart in the VTIMEZONE as in the JSON', async (t) => {
  const res = await get(app, `${BASE}/events.ics?${ALL}`)
  const js = withIcalJs(res.raw).events
  // 22:00 CET = 21:00Z; 10:00 CEST a week later = 08:00Z.
  t.equal(js.get(`${created.amsSpring!.id}@${HOST}`)!.start, `${y}-03-27T21:00:00.000Z`)
  t.equal(js.get(`${created.amsSpring!.id}@${HOST}`)!.end, `${y}-04-03T08:00:00.000Z`)
  t.match(res.raw, /BEGIN:VTIMEZONE\r\nTZID:Europe\/Amsterdam\r\n[\s\S]*?TZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0200[\s\S]*?TZOFFSETFROM:\+0200\r\nTZOFFSETTO:\+0100[\s\S]*?END:VTIMEZONE/, 'Amsterdam: both changes of the year')
  t.match(res.raw, /TZID:America\/New_York\r\n[\s\S]*?TZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400/, 'New York: the spring change')
  t.match(res.raw, /TZID:Asia\/Tokyo\r\n[\s\S]*?TZOFFSETTO:\+0900[\s\S]*?END:VTIMEZONE/, 'Tokyo: its one offset')
  t.notMatch(res.raw, /TZID=UTC[+-]/, 'no TZID for a fixed offset')
  t.match(res.raw, `DTSTART:${y}0501T080000Z`, 'UTC+2 10:00 is written as 08:00Z')
  t.match(res.raw, `DTSTART:${y}0503T023000Z`, 'UTC-3:30 23:00 is written as 02:30Z the next day')
  t.match(res.raw, `DTSTART;VALUE=DATE:${y}0612\r\nDTEND;VALUE=DATE:${y}0615`, 'all-day: dates, DTEND the day after the last day')
})

t.test('past rules: New York in 2006 (DST from the first Sunday of April, before the 2007 change)', async (t) => {
  const before = await createEvent(app, { title: 'March 2006', start_date: '2006-03-20 10:00:00', end_date: '2006-03-20 11:00:00', timezone: 'America/New_York' })
  const after = await createEvent(app, { title: 'April 2006', start_date: '2006-04-05 10:00:00', end_date: '2006-04-05 11:00:00', timezone: 'America/New_York' })
  const q = `include=${before.id},${after.id}`
  const res = await get(app, `${BASE}/events.ics?${q}`)
  t.equal(res.statusCode, 200)
  const events = await jsonList(t, q)
  checkFeed(t, res.raw, events, '2006 feed')
  const js = withIcalJs(res.raw).events
  t.equal(js.get(`${before.id}@${HOST}`)!.start, '2006-03-20T15:00:00.000Z', '20 March 2006 10:00 was EST (-5)')
  t.equal(js.get(`${after.id}@${HOST}`)!.start, '2006-04-05T14:00:00.000Z', '5 April 2006 10:00 was EDT (-4)')
  t.match(res.raw, /DTSTART:20060402T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400/, 'the 2006 change, 2 April')
  await app.inject({ method: 'DELETE', url: `${BASE}/events/${before.id}?force=true`, headers: auth })
  await app.inject({ method: 'DELETE', url: `${BASE}/events/${after.id}?force=true`, headers: auth })
})

t.test('text: folding, non-ASCII, HTML, commas, semicolons, backslashes and newlines survive both parsers', async (t) => {
  const res = await get(app, `${BASE}/events.ics?${ALL}`)
  const js = withIcalJs(res.raw).events
  const long = js.get(`${created.long!.id}@${HOST}`)!
  t.equal(long.summary, created.long!.title, 'a long non-ASCII title comes back whole')
  const html = js.get(`${created.html!.id}@${HOST}`)!
  t.equal(html.description, 'Programme\n\nMusic & food link (https://example.org/x)\n\n- one\n- two', 'DESCRIPTION: the plain text of the HTML, a link as "text (url)"')
  t.equal(html.altDesc, created.html!.description, 'X-ALT-DESC: the HTML')
  const p = js.get(`${created.punctuation!.id}@${HOST}`)!
  t.equal(p.summary, 'Commas, semicolons; and \\ backslashes')
  t.equal(p.description, 'Line one, with a comma\nline two; with a semicolon\n\nA new paragraph: "quoted", \\ backslash')
  t.equal(p.location, 'Hall, the big one; upstairs\nMain Street 1, 3511 AB Utrecht, Netherlands')
  t.same(p.categories, ['Jazz & Blues', 'Music'])
  t.equal(p.organizer, 'mailto:info@fairclub.example.org', 'ORGANIZER: mailto: when the organizer has an email')
  t.match(unfold(res.raw), 'ORGANIZER;CN="Fair Club, \'the\' organisers":mailto:info@fairclub.example.org', 'CN: a DQUOTE cannot be in a quoted value (RFC 5545 §3.2): an apostrophe')
})

t.test('a password-protected event without access carries only what the JSON shows', async (t) => {
  const uid = `${protectedEvent.id}@${HOST}`
  const anon = await get(app, `${BASE}/events.ics?${ALL}`)
  const listed = (await jsonList(t, ALL)).find((e) => e.id === protectedEvent.id)!
  t.equal(listed.description, '', 'the JSON blanks it')
  const a = withIcalJs(anon.raw).events.get(uid)!
  t.equal(a.summary, 'Members only', 'the title stays (as in the JSON)')
  t.equal(a.description, null, 'no DESCRIPTION')
  t.equal(a.altDesc, null, 'no X-ALT-DESC')
  t.equal(a.location, null, 'no LOCATION')
  t.same(a.categories, [], 'no CATEGORIES')
  t.notMatch(anon.raw, /Secret|Hidden|Leiden/, 'nothing of the protected fields anywhere in the feed')

  const unlocked = await get(app, `${BASE}/events.ics?${ALL}&password=s3cret`)
  checkFeed(t, unlocked.raw, await jsonList(t, `${ALL}&password=s3cret`), 'unlocked feed')
  t.match(unlocked.raw, 'Secret programme', 'the right password unlocks it, as in the JSON')

  const single = await get(app, `${BASE}/events/${protectedEvent.id}.ics`)
  t.equal(single.statusCode, 403)
  t.equal(single.body.code, 'event-password-protected')
  const right = await get(app, `${BASE}/events/${protectedEvent.id}.ics?password=s3cret`)
  t.equal(right.statusCode, 200)
  checkFeed(t, right.raw, [(await get(app, `${BASE}/events/${protectedEvent.id}?password=s3cret`)).body], 'unlocked single')
})

t.test('drafts: absent for anonymous callers, present (TENTATIVE) for the admin', async (t) => {
  const uid = `${draft.id}@${HOST}`
  const anon = await get(app, `${BASE}/events.ics?${ALL}`)
  t.notOk(withIcalJs(anon.raw).events.has(uid), 'anonymous: no draft')
  const admin = await get(app, `${BASE}/events.ics?${ALL}`, auth)
  const events = await jsonList(t, ALL, auth)
  t.ok(events.some((e) => e.id === draft.id), 'the admin\'s JSON lists the draft')
  const js = checkFeed(t, admin.raw, events, 'admin feed')
  t.equal(js.events.get(uid)?.status, 'TENTATIVE')
  t.equal((await get(app, `${BASE}/events/${draft.id}.ics`)).statusCode, (await get(app, `${BASE}/events/${draft.id}`)).statusCode, 'single draft: the JSON route\'s status')
  t.equal((await get(app, `${BASE}/events/${draft.id}.ics`, auth)).statusCode, 200)
})

t.test('errors are the JSON routes\' errors, in the contract\'s shape', async (t) => {
  const subscriber = await addUser(app, 'reader', 'subscriber')
  const cases: Array<[string, string, Headers]> = [
    ['bad date', `start_date=not-a-date&${ALL.slice(ALL.indexOf('&') + 1)}`, {}],
    ['bad boolean and unknown category', 'featured=maybe&categories=nope', {}],
    ['unknown venue', 'venue=999999', {}],
    ['ticketed', 'ticketed=true', {}],
    ['status draft, anonymous', 'status=draft', {}],
    ['status draft, subscriber', 'status=draft', subscriber.headers],
    ['page past the end', `${ALL}&page=99`, {}],
  ]
  for (const [what, q, headers] of cases) {
    const ics = await get(app, `${BASE}/events.ics?${q}`, headers)
    const json = await get(app, `${BASE}/events?${q}`, headers)
    t.not(json.statusCode, 200, `${what}: the JSON refuses it`)
    t.equal(ics.statusCode, json.statusCode, `${what}: same status (${json.statusCode})`)
    t.match(ics.headers['content-type'], /^application\/json/, `${what}: a JSON error`)
    t.same(ics.body, json.body, `${what}: the same error body`)
  }
  const missing = await get(app, `${BASE}/events/999999.ics`)
  t.equal(missing.statusCode, 404)
  t.equal(missing.body.code, 'rest-event-not-found')
  t.equal(missing.body.data.status, 404)
  const venue = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Not an event' } })).body
  t.same((await get(app, `${BASE}/events/${venue.id}.ics`)).body, (await get(app, `${BASE}/events/${venue.id}`)).body, 'a venue id: the JSON route\'s error')
  t.equal((await get(app, `${BASE}/events/abc.ics`)).statusCode, 404, 'a non-digit id: no route')
  await app.inject({ method: 'DELETE', url: `${BASE}/events/${created.html!.id}`, headers: auth })
  const trashed = await get(app, `${BASE}/events/${created.html!.id}.ics`)
  t.equal(trashed.statusCode, 403)
  t.equal(trashed.body.code, 'event-no-longer-available')
  await app.inject({ method: 'PATCH', url: `${BASE}/events/${created.html!.id}`, headers: auth, payload: { status: 'publish' } })
  const bad = await get(app, `${BASE}/events/${created.tokyo!.id}.ics?context=nope`)
  t.equal(bad.statusCode, 400)
  t.equal(bad.body.code, 'rest_invalid_param')
})

t.test('Accept: text/calendar on the JSON reads gives the same answer; Link points JSON lists at the feed', async (t) => {
  const feed = await get(app, `${BASE}/events.ics?${ALL}`)
  const negotiated = await get(app, `${BASE}/events?${ALL}`, { accept: 'text/calendar' })
  t.equal(negotiated.headers['content-type'], 'text/calendar; charset=utf-8')
  t.equal(negotiated.raw, feed.raw, 'the same calendar')
  t.equal(negotiated.headers.etag, feed.headers.etag, 'the same ETag')
  t.match(negotiated.headers.vary, /Accept/)
  const one = await get(app, `${BASE}/events/${created.tokyo!.id}`, { accept: 'text/calendar;q=0.9, application/json;q=0.5' })
  t.equal(one.raw, (await get(app, `${BASE}/events/${created.tokyo!.id}.ics`)).raw, 'single read: the .ics answer')
  for (const accept of ['application/json', '*/*', 'application/json, text/calendar', 'text/calendar;q=0.1, */*', 'text/calendar;q=0']) {
    const res = await get(app, `${BASE}/events/${created.tokyo!.id}`, { accept })
    t.match(res.headers['content-type'], /^application\/json/, `Accept: ${accept} → JSON`)
  }
  const json = await get(app, `${BASE}/events?${ALL}&search=across&per_page=1&page=1&password=x`)
  t.match(json.headers.link, `<https://${HOST}${BASE}/events.ics?start_date=${y}-01-01&end_date=${y}-12-31&search=across>; rel="alternate"; type="text/calendar"`,
    'the same filters, without page, per_page or password')
  t.match(json.headers.link, 'rel="next"', 'the page links stay')
})

t.test('response cache, ETag, 304 and HEAD', async (t) => {
  const url = `${BASE}/events?${ALL}&featured=false`
  const first = await get(app, url)
  const cal = await get(app, url, { accept: 'text/calendar' })
  const again = await get(app, url)
  const calAgain = await get(app, url, { accept: 'text/calendar' })
  t.match(first.headers['content-type'], /^application\/json/)
  t.match(again.headers['content-type'], /^application\/json/, 'JSON again after the calendar answer')
  t.equal(again.raw, first.raw)
  t.equal(cal.headers['content-type'], 'text/calendar; charset=utf-8')
  t.equal(calAgain.raw, cal.raw, 'the calendar again after the JSON answer')
  t.ok(app.responseCache.hits >= 2, 'both came from the cache')

  const feed = await get(app, `${BASE}/events.ics?${ALL}`)
  // Strong: a quoted value with no W/ before it (the value itself may well begin with a W: it is base64).
  t.match(feed.headers.etag, /^"[^"]+"$/, 'a strong ETag')
  const notModified = await req(app, { method: 'GET', url: `${BASE}/events.ics?${ALL}`, headers: { 'if-none-match': String(feed.headers.etag) } })
  t.equal(notModified.statusCode, 304)
  t.equal(notModified.raw, '')
  const head = await app.inject({ method: 'HEAD', url: `${BASE}/events.ics?${ALL}` })
  t.equal(head.statusCode, 200)
  t.equal(head.headers['content-type'], 'text/calendar; charset=utf-8')
  t.equal(head.body, '')
  const headOne = await app.inject({ method: 'HEAD', url: `${BASE}/events/${created.tokyo!.id}.ics` })
  t.equal(headOne.statusCode, 200)
  await app.inject({ method: 'PATCH', url: `${BASE}/events/${created.tokyo!.id}`, headers: auth, payload: { title: 'Tokyo, renamed' } })
  const changed = await get(app, `${BASE}/events.ics?${ALL}`)
  t.not(changed.headers.etag, feed.headers.etag, 'a write changes the feed and its ETag')
  t.match(changed.raw, 'SUMMARY:Tokyo\\, renamed')
})

t.test('under every language prefix', async (t) => {
  const nl = await createEvent(app, { title: 'Nederlands feest', start_date: `${y}-10-01 10:00:00`, end_date: `${y}-10-01 12:00:00` }, `/nl${BASE}/events`)
  for (const prefix of ['', '/en', '/nl', '/de', '/fr']) {
    const res = await get(app, `${prefix}${BASE}/events.ics?${ALL}`)
    t.equal(res.statusCode, 200, `${prefix || 'no prefix'}: 200`)
    checkFeed(t, res.raw, await (async () => {
      const out: Json[] = []
      const r = await get(app, `${prefix}${BASE}/events?${ALL}&per_page=50`)
      out.push(...r.body.events)
      return out
    })(), `${prefix || 'no prefix'} feed`)
    t.equal(res.raw.includes('Nederlands feest'), prefix === '/nl', `${prefix || 'no prefix'}: the records of its language`)
    const single = await get(app, `${prefix}${BASE}/events/${nl.id}.ics`)
    t.equal(single.statusCode, 200, `${prefix || 'no prefix'}: single .ics`)
  }
})

t.test('OPTIONS answers; the namespace index keeps the plugin\'s routes (the feeds are in /doc)', async (t) => {
  for (const path of ['/events.ics', `/events/${created.tokyo!.id}.ics`]) {
    const res = await app.inject({ method: 'OPTIONS', url: `${BASE}${path}` })
    t.equal(res.statusCode, 200, `OPTIONS ${path}`)
    t.match(res.headers.allow, /^GET\b/, `OPTIONS ${path}: Allow`)
  }
  const index = await get(app, `${BASE}/`)
  t.notOk(Object.keys(index.body.routes).some((k) => k.includes('.ics')), 'not in the namespace index')
  const doc = await get(app, `${BASE}/doc`)
  t.ok(doc.body.paths['/events.ics']?.get && doc.body.paths['/events/{id}.ics']?.get, 'both in /doc')
})

t.test('ICAL_MAX_EVENTS bounds a feed without page/per_page; page/per_page give the JSON page', async (t) => {
  const small = await build(t, { icalMaxEvents: 3 })
  for (let i = 0; i < 5; i++) await createEvent(small, { title: `Event ${i}`, start_date: `${y}-02-0${5 - i} 10:00:00`, end_date: `${y}-02-0${5 - i} 11:00:00` })
  const res = await get(small, `${BASE}/events.ics?${ALL}`)
  t.equal(res.headers['x-calendar-total'], '5', 'the full count')
  const js = withIcalJs(res.raw).events
  t.same([...js.values()].map((e) => e.summary), ['Event 4', 'Event 3', 'Event 2'], 'the first three, earliest first')
  const page = await get(small, `${BASE}/events.ics?${ALL}&per_page=2&page=2`)
  t.same([...withIcalJs(page.raw).events.values()].map((e) => e.summary), ['Event 2', 'Event 1'], 'page 2 of 2 per page')
  t.equal(page.headers['x-calendar-totalpages'], '3')
})

t.test('2,000 events: one feed, counted, parsed by both parsers (time and size reported, not limited)', async (t) => {
  // A calendar of the benchmark's generator (bench/seed.ts): several zones, venues, organizers, terms.
  const url = emptyDatabaseUrl(t)
  await seed(url, { events: 2600, venues: 100, organizers: 50, categories: 20, tags: 20, anchor: DateTime.utc().toISODate()! })
  const big = await build(t, { databaseUrl: url })
  const query = 'start_date=2000-01-01&end_date=2100-01-01'
  const json = await get(big, `${BASE}/events?${query}&per_page=1`)
  const total = json.body.total as number
  t.ok(total > 2000, `more events match (${total}) than a feed holds`)
  const started = performance.now()
  const res = await get(big, `${BASE}/events.ics?${query}`)
  const ms = performance.now() - started
  t.equal(res.statusCode, 200)
  t.equal(res.headers['x-calendar-total'], String(total), 'X-Calendar-Total: the full count')
  const js = withIcalJs(res.raw)
  const node = withNodeIcal(res.raw)
  t.equal(js.events.size, 2000, 'ical.js: 2000 VEVENTs')
  t.equal(node.size, 2000, 'node-ical: 2000 VEVENTs')
  t.comment(`2000-event feed (${TEST_DATABASE}, ${js.zones.length} zones): ${Math.round(ms)} ms uncached, ${res.raw.length} bytes (${(Buffer.byteLength(res.raw) / 1024).toFixed(0)} KiB)`)
  // Spot checks against the JSON of the first page.
  const first = await get(big, `${BASE}/events?${query}&per_page=50`)
  const sample = first.body.events as Json[]
  for (const e of sample) {
    const want = expected(e)
    const seen = js.events.get(want.uid)
    t.ok(seen, `event ${e.id} is in the feed`)
    if (seen) t.same({ start: seen.start, end: seen.end, tzid: seen.tzid, summary: seen.summary }, { start: want.start, end: want.end, tzid: want.tzid, summary: want.summary }, `event ${e.id}: times and summary`)
  }
})

t.test('DESCRIPTION keeps links as "text (url)", escaped as every TEXT value, read back alike by both parsers', async (t) => {
  const e = await createEvent(app, {
    title: 'Links',
    start_date: `${y}-05-05 10:00:00`,
    end_date: `${y}-05-05 11:00:00`,
    description: '<p>Tickets: <a href="https://tickets.example.org/buy?a=1;b=2,c&amp;d=3">buy, now; here</a>, or write <a href="mailto:box@example.org">box@example.org</a>.</p>' +
      '<p><a href="https://example.org/">https://example.org/</a> <a href="javascript:alert(1)">not a link</a></p>',
  }) as Json
  const res = await get(app, `${BASE}/events/${e.id}.ics`)
  t.equal(res.statusCode, 200)
  const want = 'Tickets: buy, now; here (https://tickets.example.org/buy?a=1;b=2,c&d=3), or write box@example.org.\n\nhttps://example.org/ not a link'
  t.equal(withIcalJs(res.raw).events.get(`${e.id}@${HOST}`)?.description, want, 'ical.js')
  t.equal(withNodeIcal(res.raw).get(`${e.id}@${HOST}`)?.description, want, 'node-ical')
  t.match(unfold(res.raw), 'buy\\, now\\; here (https://tickets.example.org/buy?a=1\\;b=2\\,c&d=3)', 'the URL\'s ; and , escaped as TEXT')
})
