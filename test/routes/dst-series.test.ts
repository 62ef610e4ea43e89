// The DST rule (RFC 5545 §3.3.5, src/domain/dates/wall-clock.ts) end to end: daily series across spring and autumn
// transitions in four zones. The JSON (start_date/end_date in the zone, utc_start_date/utc_end_date), the master's
// `/events/<id>.ics` expanded by ical.js and the `expand=true` feed give the same instants and the same durations for
// every occurrence: a start in a gap moves forward by the gap, one in a fold is the first, each lasts as its master.
import t from 'tap'
import ICAL from 'ical.js'
import type { FastifyInstance } from 'fastify'
import { BASE, build, req, type Res } from '../helper.js'
import { createSeries as create, seriesJson } from '../series.js'

type Json = Record<string, any>

const clock = () => new Date('2026-11-24T12:00:00Z')
const get = (app: FastifyInstance, url: string): Promise<Res> => req(app, { method: 'GET', url })
const ALL = 'start_date=2000-01-01&end_date=2100-01-01'
const createSeries = (app: FastifyInstance, fields: Json): Promise<Json> => create(app, fields, { title: 'Night shift' })
const MIN = 60_000

const utcMs = (sql: string): number => Date.parse(`${sql.replace(' ', 'T')}Z`)
/** `YYYY-MM-DD HH:MM:SS` of instant `ms` in `zone`, by Intl (the runtime's zone data). */
const wallOf = (ms: number, zone: string): string => new Intl.DateTimeFormat('sv-SE', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(ms))

interface Span { start: number; end: number }

/** The VEVENTs of a calendar, its VTIMEZONEs registered: a series expanded by ical.js with its overrides, others as they are. */
function icalSpans (text: string): Span[] {
  ICAL.TimezoneService.reset()
  const cal = new ICAL.Component(ICAL.parse(text))
  for (const vt of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vt)
  const out: Span[] = []
  const vevents = cal.getAllSubcomponents('vevent')
  for (const ve of vevents) {
    if (ve.hasProperty('recurrence-id')) continue // related to its master below, as clients do
    const event = new ICAL.Event(ve)
    for (const o of vevents) if (o.hasProperty('recurrence-id') && o.getFirstPropertyValue('uid') === event.uid) event.relateException(new ICAL.Event(o))
    if (!event.isRecurring()) { out.push({ start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime() }); continue }
    const it = event.iterator()
    for (let next = it.next(); next; next = it.next()) {
      const d = event.getOccurrenceDetails(next)
      out.push({ start: d.startDate.toJSDate().getTime(), end: d.endDate.toJSDate().getTime() })
      if (out.length > 100) throw new Error('runaway expansion')
    }
  }
  return out.sort((a, b) => a.start - b.start)
}

const show = (s: Span): string => `${new Date(s.start).toISOString()} +${(s.end - s.start) / MIN}min`

interface Case {
  zone: string
  start: string
  end: string
  count: number
  /** start_date → utc_start_date of the occurrences at the transition */
  expect: Record<string, string>
}

// 2027: Amsterdam changes on 28 March and 31 October, New York on 14 March and 7 November, Sydney on 4 April and
// 3 October, Lord Howe (30 minutes) on 4 April and 3 October.
const CASES: Case[] = [
  { zone: 'Europe/Amsterdam', start: '2027-03-26 02:30:00', end: '2027-03-26 03:30:00', count: 5, expect: { '2027-03-28 03:30:00': '2027-03-28 01:30:00', '2027-03-29 02:30:00': '2027-03-29 00:30:00' } },
  { zone: 'Europe/Amsterdam', start: '2027-10-29 02:30:00', end: '2027-10-29 03:30:00', count: 5, expect: { '2027-10-31 02:30:00': '2027-10-31 00:30:00', '2027-11-01 02:30:00': '2027-11-01 01:30:00' } },
  // Crossing the change: 01:00–04:00 lasts three hours every day, so its end moves on the day of the change.
  { zone: 'Europe/Amsterdam', start: '2027-03-27 01:00:00', end: '2027-03-27 04:00:00', count: 3, expect: { '2027-03-28 01:00:00': '2027-03-28 00:00:00' } },
  { zone: 'America/New_York', start: '2027-03-12 02:30:00', end: '2027-03-12 03:30:00', count: 4, expect: { '2027-03-14 03:30:00': '2027-03-14 07:30:00' } },
  { zone: 'America/New_York', start: '2027-11-05 01:30:00', end: '2027-11-05 02:00:00', count: 4, expect: { '2027-11-07 01:30:00': '2027-11-07 05:30:00' } },
  { zone: 'Australia/Sydney', start: '2027-04-02 02:30:00', end: '2027-04-02 04:00:00', count: 4, expect: { '2027-04-04 02:30:00': '2027-04-03 15:30:00' } },
  { zone: 'Australia/Sydney', start: '2027-10-01 02:30:00', end: '2027-10-01 03:00:00', count: 4, expect: { '2027-10-03 03:30:00': '2027-10-02 16:30:00' } },
  { zone: 'Australia/Lord_Howe', start: '2027-10-01 02:15:00', end: '2027-10-01 03:15:00', count: 4, expect: { '2027-10-03 02:45:00': '2027-10-02 15:45:00' } },
  { zone: 'Australia/Lord_Howe', start: '2027-04-02 01:45:00', end: '2027-04-02 02:45:00', count: 4, expect: { '2027-04-04 01:45:00': '2027-04-03 14:45:00' } },
]

t.test('daily series across DST transitions: the JSON, the series\' .ics (ical.js) and expand=true agree', async (t) => {
  const app = await build(t, {}, { clock })
  const masters = new Map<Case, number>()
  for (const c of CASES) {
    const label = `${c.zone} from ${c.start}`
    const master = await createSeries(app, { timezone: c.zone, start_date: c.start, end_date: c.end, recurrence: [`RRULE:FREQ=DAILY;COUNT=${c.count}`] })
    masters.set(c, master.id)
    const duration = utcMs(master.utc_end_date) - utcMs(master.utc_start_date)
    const series = await seriesJson(app, master.id)
    t.equal(series.length, c.count, `${label}: ${c.count} events`)
    for (const e of series) {
      const start = utcMs(e.utc_start_date)
      const end = utcMs(e.utc_end_date)
      t.equal(end - start, duration, `${label} ${e.start_date}: the master's exact duration`)
      t.equal(e.start_date, wallOf(start, c.zone), `${label} ${e.start_date}: start_date is the real wall clock of utc_start_date`)
      t.equal(e.end_date, wallOf(end, c.zone), `${label} ${e.start_date}: end_date is the real wall clock of utc_end_date`)
    }
    const at = Object.fromEntries(series.map((e) => [e.start_date, e.utc_start_date]))
    for (const [wall, utc] of Object.entries(c.expect)) t.equal(at[wall], utc, `${label}: ${wall} is ${utc} UTC`)
    // One start per day, in the order of the days.
    t.same(series.map((e) => e.start_date.slice(0, 10)), [...new Set(series.map((e) => e.start_date.slice(0, 10)))], `${label}: one a day`)

    const json = series.map((e) => show({ start: utcMs(e.utc_start_date), end: utcMs(e.utc_end_date) }))
    const own = await get(app, `${BASE}/events/${master.id}.ics`)
    t.equal(own.statusCode, 200)
    t.match(own.raw, /RRULE:FREQ=DAILY/, `${label}: written as a rule`)
    t.same(icalSpans(own.raw).map(show), json, `${label}: ical.js expands the rule to the JSON's instants and durations`)
    const flat = await get(app, `${BASE}/events.ics?${ALL}&expand=true&post_parent=${master.id}`)
    t.equal(flat.statusCode, 200)
    const flatSpans = icalSpans(flat.raw).map(show)
    t.same(flatSpans, json.slice(1), `${label}: expand=true gives the occurrences at the JSON's instants`)
  }
  // The crossing event: 01:00–04:00 on the day of the change ends at 05:00, three hours later.
  const crossing = await seriesJson(app, masters.get(CASES[2]!)!)
  t.same(crossing.map((e) => `${e.start_date}–${e.end_date.slice(11)}`), ['2027-03-27 01:00:00–04:00:00', '2027-03-28 01:00:00–05:00:00', '2027-03-29 01:00:00–04:00:00'])
})

t.test('a single event and an occurrence at the same wall clock in a gap or a fold are the same instants', async (t) => {
  const app = await build(t, {}, { clock })
  // [zone, the day before, the day of the change, the event's times, the kind of its start]
  for (const [zone, before, day, from, to, kind] of [
    ['Europe/Amsterdam', '2027-03-27', '2027-03-28', '02:30:00', '03:30:00', 'gap'],
    ['Europe/Amsterdam', '2027-10-30', '2027-10-31', '02:30:00', '03:30:00', 'fold'],
    ['America/New_York', '2027-11-06', '2027-11-07', '01:30:00', '02:00:00', 'fold'],
    ['Australia/Sydney', '2027-04-03', '2027-04-04', '02:30:00', '04:00:00', 'fold'],
    ['Australia/Lord_Howe', '2027-10-02', '2027-10-03', '02:15:00', '03:15:00', 'gap'],
  ] as const) {
    const single = await createSeries(app, { title: 'Single', timezone: zone, start_date: `${day} ${from}`, end_date: `${day} ${to}` })
    const master = await createSeries(app, { timezone: zone, start_date: `${before} ${from}`, end_date: `${before} ${to}`, recurrence: ['RRULE:FREQ=DAILY;COUNT=2'] })
    const occurrence = (await seriesJson(app, master.id))[1]!
    const label = `${zone} ${day} ${from}`
    for (const field of ['start_date', 'utc_start_date']) t.equal(occurrence[field], single[field], `${label}: ${field}`)
    // In a gap both keep the length their wall clocks say; in a fold the single event ends at the wall clock it was
    // given, the occurrence lasts as its master.
    if (kind === 'gap') for (const field of ['end_date', 'utc_end_date']) t.equal(occurrence[field], single[field], `${label}: ${field}`)
    t.equal(utcMs(occurrence.utc_end_date) - utcMs(occurrence.utc_start_date), utcMs(master.utc_end_date) - utcMs(master.utc_start_date), `${label}: the occurrence lasts as its master`)
  }
})
