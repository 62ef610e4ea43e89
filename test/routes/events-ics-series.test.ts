// Recurring series in the iCalendar feeds (SPEC §9.2, §9.3): a series is its master's VEVENT with RRULE/EXDATE, a
// VEVENT with RECURRENCE-ID per detached occurrence, and a VEVENT of its own per event the rule does not give. Each
// feed is parsed by ical.js, the master's rule expanded by ical.js itself (with the overrides related as exceptions),
// and the instants it gives compared with those of the JSON occurrences; node-ical parses the same feed. `expand=true` gives every occurrence as a VEVENT of its own.
import t from 'tap'
import nodeIcal from 'node-ical'
import type { FastifyInstance } from 'fastify'
import { auth, BASE, build, req, type Res } from '../helper.js'
import { createSeries as create, seriesJson } from '../series.js'
import { icalJsCalendar, icalJsInstances, jsonInstance, keys, nodeIcalInstances } from '../ics-expand.js'

type Json = Record<string, any>

const clock = () => new Date('2026-11-24T12:00:00Z')
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Res> => req(app, { method: 'GET', url, headers })
const ALL = 'start_date=2000-01-01&end_date=2100-01-01'
const createSeries = (app: FastifyInstance, fields: Json): Promise<Json> => create(app, fields, { title: 'Weekly market', timezone: 'Europe/Amsterdam' })

const instant = (e: Json): string => `${e.utc_start_date.replace(' ', 'T')}.000Z`

/** The VEVENTs of a feed by UID, and each series expanded by ical.js. */
const expandWithIcalJs = icalJsCalendar

t.test('a weekly 10:00 Amsterdam series across DST, an EXDATE after a DELETE, a detached occurrence moved', async (t) => {
  const app = await build(t, {}, { clock })
  const master = await createSeries(app, { start_date: '2027-03-09 10:00:00', end_date: '2027-03-09 12:00:00', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'] })
  let series = await seriesJson(app, master.id)
  t.equal(series.length, 6)
  const deleted = series.find((e) => e.start_date.startsWith('2027-03-23'))!
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/events/${deleted.id}`, headers: auth })).statusCode, 200)
  const moved = series.find((e) => e.start_date.startsWith('2027-04-06'))!
  const patched = await req(app, { method: 'PATCH', url: `${BASE}/events/${moved.id}`, headers: auth, payload: { title: 'Moved market', start_date: '2027-04-06 15:00:00', end_date: '2027-04-06 16:00:00' } })
  t.equal(patched.statusCode, 200, patched.raw.slice(0, 300))
  t.equal(patched.body.detached, true)
  series = await seriesJson(app, master.id)
  t.equal(series.length, 5)

  const feed = await get(app, `${BASE}/events.ics?${ALL}`)
  t.equal(feed.statusCode, 200)
  t.equal(feed.headers['x-calendar-total'], '5', 'X-Calendar-Total: the list\'s total')
  const raw = feed.raw.replace(/\r\n[ \t]/g, '')
  const { byUid, expand } = expandWithIcalJs(feed.raw)
  const uid = `${master.id}@example.org`
  t.same([...byUid.keys()], [uid], 'one UID: the series')
  t.equal(byUid.get(uid)!.length, 2, 'the master and one override')
  t.match(raw, /\r\nRRULE:FREQ=WEEKLY;COUNT=6\r\n/)
  t.match(raw, /\r\nEXDATE;TZID=Europe\/Amsterdam:20270323T100000\r\n/)
  t.match(raw, /\r\nRECURRENCE-ID;TZID=Europe\/Amsterdam:20270406T100000\r\n/)
  t.match(raw, /\r\nDTSTART;TZID=Europe\/Amsterdam:20270406T150000\r\n/)
  t.match(raw, /BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000/, 'the VTIMEZONE has the DST change of the series')

  const expanded = expand(uid)
  t.same(expanded.map((e) => e.start), series.map(instant), 'ical.js expands the rule to the JSON occurrences (instants)')
  t.same(expanded.map((e) => e.summary), series.map((e) => e.title))
  t.same(expanded.map((e) => e.start).slice(0, 2), ['2027-03-09T09:00:00.000Z', '2027-03-16T09:00:00.000Z'], 'CET: 09:00Z')
  t.equal(expanded[2]!.start, '2027-03-30T08:00:00.000Z', 'CEST: 10:00 is 08:00Z')
  t.same(expanded.filter((e) => e.override).map((e) => [e.start, e.summary]), [['2027-04-06T13:00:00.000Z', 'Moved market']])

  // node-ical: the master with its rule and EXDATE, the override in its recurrences.
  const parsed = Object.values(nodeIcal.sync.parseICS(feed.raw)).filter((v) => v?.type === 'VEVENT') as nodeIcal.VEvent[]
  t.equal(parsed.length, 1)
  const ev = parsed[0]!
  t.ok(ev.rrule, 'node-ical reads the RRULE')
  // node-ical keys each EXDATE and override twice (by date and by ISO instant): the distinct ones.
  t.same([...new Set(Object.values(ev.exdate ?? {}).map((d) => (d as Date).toISOString()))], ['2027-03-23T09:00:00.000Z'])
  t.same([...new Set(Object.values(ev.recurrences ?? {}).map((r) => `${r.summary} ${(r.start as Date).toISOString()}`))], ['Moved market 2027-04-06T13:00:00.000Z'])
  const nodeStarts = ev.rrule!.all().map((d) => d.getTime())
  t.equal(nodeStarts.length, 6, 'node-ical expands COUNT=6 (before EXDATEs)')

  // A window with only later occurrences: the series (its master) is still written.
  const later = await get(app, `${BASE}/events.ics?start_date=2027-04-10&end_date=2027-04-30`)
  t.equal(later.headers['x-calendar-total'], '1')
  const l = expandWithIcalJs(later.raw)
  t.same(l.expand(uid).map((e) => e.start), series.map(instant), 'the whole series')

  // expand=true: one VEVENT per listed event, no rule.
  const flat = await get(app, `${BASE}/events.ics?${ALL}&expand=true`)
  t.equal(flat.statusCode, 200)
  t.notMatch(flat.raw, /RRULE|EXDATE|RECURRENCE-ID/)
  const f = expandWithIcalJs(flat.raw)
  t.equal(f.byUid.size, 5, 'one VEVENT (and UID) per occurrence')
  t.same([...f.byUid.keys()].sort(), series.map((e) => `${e.id}@example.org`).sort())
  t.not(flat.headers.etag, feed.headers.etag, 'another ETag')
  const negotiated = await get(app, `${BASE}/events?${ALL}&expand=true`, { accept: 'text/calendar' })
  t.equal(negotiated.raw, flat.raw, 'Accept: text/calendar honours expand=true')
  t.equal((await get(app, `${BASE}/events?${ALL}`, { accept: 'text/calendar' })).raw, feed.raw, 'and without it, the series')
  t.equal((await get(app, `${BASE}/events.ics?${ALL}&expand=true`)).raw, flat.raw, 'the cache keys on expand')
  t.equal((await get(app, `${BASE}/events.ics?${ALL}`)).raw, feed.raw)
  t.equal((await get(app, `${BASE}/events.ics?expand=maybe`)).statusCode, 400, 'expand is a flag')

  // One event: the master gives its series; an occurrence itself, as a plain VEVENT.
  const one = await get(app, `${BASE}/events/${master.id}.ics`)
  t.same(expandWithIcalJs(one.raw).expand(uid).map((e) => e.start), series.map(instant))
  const occ = await get(app, `${BASE}/events/${moved.id}.ics`)
  t.notMatch(occ.raw, /RRULE|RECURRENCE-ID/)
  t.match(occ.raw, `UID:${moved.id}@example.org`)
  const masterAlone = await get(app, `${BASE}/events/${master.id}.ics?expand=true`)
  t.notMatch(masterAlone.raw, /RRULE/)
})

t.test('an all-day series: dates, EXDATE;VALUE=DATE', async (t) => {
  const app = await build(t, {}, { clock })
  const master = await createSeries(app, { title: 'Fair', all_day: true, start_date: '2027-05-03', end_date: '2027-05-03', recurrence: ['RRULE:FREQ=DAILY;COUNT=4'] })
  let series = await seriesJson(app, master.id)
  t.equal(series.length, 4)
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/events/${series[2]!.id}`, headers: auth })).statusCode, 200)
  series = await seriesJson(app, master.id)
  const feed = await get(app, `${BASE}/events.ics?${ALL}`)
  const raw = feed.raw.replace(/\r\n[ \t]/g, '')
  t.match(raw, /\r\nDTSTART;VALUE=DATE:20270503\r\n/)
  t.match(raw, /\r\nEXDATE;VALUE=DATE:20270505\r\n/)
  const expanded = expandWithIcalJs(feed.raw).expand(`${master.id}@example.org`)
  t.same(expanded.map((e) => e.start), series.map((e) => e.start_date.slice(0, 10)))
  t.ok(expanded.every((e) => e.allDay))
  t.ok(Object.values(nodeIcal.sync.parseICS(feed.raw)).some((v) => v?.type === 'VEVENT' && (v as nodeIcal.VEvent).rrule), 'node-ical reads it')
})

t.test('an occurrence the caller may not read is an EXDATE; a master outside the status filter: occurrences written plain', async (t) => {
  const app = await build(t, {}, { clock })
  const master = await createSeries(app, { start_date: '2027-06-01 18:00:00', end_date: '2027-06-01 19:00:00', recurrence: ['RRULE:FREQ=DAILY;COUNT=3', 'RDATE;TZID=America/New_York:20270610T120000'] })
  const series = await seriesJson(app, master.id)
  t.equal(series.length, 4, 'the RDATE (noon in New York: 18:00 in Amsterdam) adds one')
  const hidden = series[1]!
  t.equal((await req(app, { method: 'PATCH', url: `${BASE}/events/${hidden.id}`, headers: auth, payload: { status: 'draft' } })).statusCode, 200)
  const visible = await seriesJson(app, master.id)
  t.equal(visible.length, 3)
  const feed = await get(app, `${BASE}/events.ics?${ALL}`)
  const raw = feed.raw.replace(/\r\n[ \t]/g, '')
  // No RDATE (node-ical reads none): the RDATE's occurrence is a VEVENT of its own.
  const rdate = visible.find((e) => e.start_date === '2027-06-10 18:00:00')!
  t.notMatch(raw, /RDATE/)
  t.match(raw, new RegExp(`UID:${rdate.id}@example.org\r\n[^]*?DTSTART;TZID=Europe/Amsterdam:20270610T180000\r\n`), 'the RDATE\'s occurrence: a VEVENT of its own')
  t.match(raw, /\r\nEXDATE;TZID=Europe\/Amsterdam:20270602T180000\r\n/, 'the draft: an EXDATE for anonymous callers')
  t.same(expandWithIcalJs(feed.raw).expand(`${master.id}@example.org`).map((e) => e.start), visible.filter((e) => e.id !== rdate.id).map(instant))
  t.same(keys(icalJsInstances(feed.raw)), keys(visible.map(jsonInstance)), 'ical.js: the whole feed is the JSON')
  t.same(keys(nodeIcalInstances(feed.raw)), keys(visible.map(jsonInstance)), 'node-ical: the whole feed is the JSON')

  // The administrator's feed of drafts: the master (published) is not in it, the draft occurrence goes alone.
  const drafts = await get(app, `${BASE}/events.ics?${ALL}&status=draft`, auth)
  t.notMatch(drafts.raw, /RRULE|RECURRENCE-ID/)
  t.match(drafts.raw, `UID:${hidden.id}@example.org`)
  // The administrator's feed of both: the draft is an override of the series.
  const both = await get(app, `${BASE}/events.ics?${ALL}&status=publish,draft`, auth)
  const b = expandWithIcalJs(both.raw)
  t.same(b.expand(`${master.id}@example.org`).map((e) => e.start), series.filter((e) => e.id !== rdate.id).map(instant))
  t.same(keys(nodeIcalInstances(both.raw)), keys(series.map(jsonInstance)), 'node-ical: the feed of both is the JSON')
  t.equal(b.byUid.get(`${master.id}@example.org`)!.length, 2, 'the master and the (detached) draft')
})

t.test('a series in a fixed offset: UTC times, EXDATE in UTC', async (t) => {
  const app = await build(t, {}, { clock })
  const master = await createSeries(app, { timezone: 'UTC+2', start_date: '2027-06-01 18:00:00', end_date: '2027-06-01 19:00:00', recurrence: ['RRULE:FREQ=WEEKLY;UNTIL=20270630T235959', 'EXDATE;TZID=Europe/Amsterdam:20270608T180000'] })
  const series = await seriesJson(app, master.id)
  t.equal(series.length, 4)
  const feed = await get(app, `${BASE}/events.ics?${ALL}`)
  const raw = feed.raw.replace(/\r\n[ \t]/g, '')
  t.match(raw, /\r\nRRULE:FREQ=WEEKLY;UNTIL=20270630T215959Z\r\n/, 'UNTIL in UTC')
  t.match(raw, /\r\nEXDATE:20270608T160000Z\r\n/)
  t.same(expandWithIcalJs(feed.raw).expand(`${master.id}@example.org`).map((e) => e.start), series.map(instant))
  const byday = await createSeries(app, { title: 'By day', timezone: 'UTC+2', start_date: '2027-07-06 01:00:00', end_date: '2027-07-06 02:00:00', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=2'] })
  const again = await get(app, `${BASE}/events.ics?${ALL}`)
  t.notMatch(again.raw, `UID:${byday.id}@example.org\r\nRRULE`, 'BYDAY in a fixed offset: written expanded')
  const uids = [...expandWithIcalJs(again.raw).byUid.keys()]
  t.equal(uids.filter((u) => u !== `${master.id}@example.org`).length, 2, 'its two occurrences, one VEVENT each')
})

t.test('the .ics of a draft master, with a token: its series', async (t) => {
  const app = await build(t, {}, { clock })
  const master = await createSeries(app, { status: 'draft', start_date: '2027-06-01 18:00:00', end_date: '2027-06-01 19:00:00', recurrence: ['RRULE:FREQ=DAILY;COUNT=3'] })
  t.not((await get(app, `${BASE}/events/${master.id}.ics`)).statusCode, 200, 'a draft needs a token')
  const one = await get(app, `${BASE}/events/${master.id}.ics`, auth)
  t.equal(one.statusCode, 200)
  t.match(one.raw, /\r\nRRULE:FREQ=DAILY;COUNT=3\r\n/)
  t.match(one.raw, /STATUS:TENTATIVE/)
})

t.test('a start the rule does not give (a Monday, BYDAY=TU;COUNT=3): the series written expanded, the same for every client', async (t) => {
  // RFC 5545 counts the DTSTART in COUNT, given by the rule or not; ical.js drops a DTSTART off the rule, rrule-based
  // clients (node-ical) do not count it, and node-ical reads no RDATE: each event is a VEVENT of its own.
  const app = await build(t, {}, { clock })
  const master = await createSeries(app, { start_date: '2027-03-01 10:00:00', end_date: '2027-03-01 11:00:00', recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=3'] })
  const series = await seriesJson(app, master.id)
  t.same(series.map((e) => e.start_date.slice(0, 10)), ['2027-03-01', '2027-03-02', '2027-03-09'], 'the master and two Tuesdays: three occurrences')
  for (const url of [`${BASE}/events.ics?${ALL}`, `${BASE}/events/${master.id}.ics`]) {
    const feed = await get(app, url)
    t.notMatch(feed.raw, /RRULE|RDATE/, url)
    t.same(keys(icalJsInstances(feed.raw)), keys(series.map(jsonInstance)), `ical.js: ${url}`)
    t.same(keys(nodeIcalInstances(feed.raw)), keys(series.map(jsonInstance)), `node-ical: ${url}`)
  }
})
