import t from 'tap'
import fc from 'fast-check'
import { DateTime } from 'luxon'
import {
  dateDetails, detailsOfDate, endOfDay, formatSql, isoInZone, isoOfWallClock, isValidTimezone, luxonZone, naiveToWallClock,
  parseDateInput, sqlInZone, sqlOfDate, startOfDay, timezoneAbbr, wallClockToNaive,
} from '../../src/domain/dates.js'

// The properties below draw their inputs from a pinned seed, as test/property/checker.ts does: a run of the suite is
// the same run every time. FUZZ_SEED=<n> draws other inputs (fast-check prints the seed of a failure).
fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED ?? 20250412) })

const ZONES = ['UTC', 'Europe/Amsterdam', 'America/New_York', 'UTC+2'] as const

// Fixed clock: Wednesday 2025-04-09 10:20:30.123 wall clock in the zone under test.
const nowIn = (zone: string, iso = '2025-04-09T10:20:30.123'): DateTime =>
  DateTime.fromISO(iso, { zone: luxonZone(zone) })

const sql = (input: string, zone: string, now = nowIn(zone)): string | null => {
  const dt = parseDateInput(input, zone, now)
  return dt ? formatSql(dt) : null
}

t.test('isValidTimezone', async (t) => {
  for (const tz of ['Europe/Amsterdam', 'America/New_York', 'UTC', 'Asia/Kolkata', 'UTC+2', 'UTC-5:30',
    'UTC+0', 'UTC-0', 'UTC+05:30', 'UTC+14', 'UTC-12', 'UTC+5:45']) {
    t.equal(isValidTimezone(tz), true, tz)
  }
  for (const tz of ['Mars/Base', '', 'UTC+25', 'UTC+14:30', 'UTC+2:60', 'UTC+2:5', 'UTC+', 'UTC2',
    'utc+2', 'GMT+2', 'foo', ' UTC']) {
    t.equal(isValidTimezone(tz), false, JSON.stringify(tz))
  }
})

t.test('luxonZone maps UTC±H identifiers to fixed-offset zones', async (t) => {
  const cases: [string, string, number][] = [
    ['UTC+2', 'UTC+2', 120], ['UTC-5:30', 'UTC-5:30', -330], ['UTC+05:30', 'UTC+5:30', 330],
    ['UTC+0', 'UTC+0', 0], ['UTC-0:30', 'UTC-0:30', -30], ['UTC+14', 'UTC+14', 840],
  ]
  for (const [tz, zone, offset] of cases) {
    t.equal(luxonZone(tz), zone, tz)
    const dt = DateTime.fromISO('2025-01-01T00:00:00Z').setZone(luxonZone(tz))
    t.ok(dt.isValid, `${tz} valid in luxon`)
    t.equal(dt.offset, offset, `${tz} offset`)
  }
  t.equal(luxonZone('Europe/Amsterdam'), 'Europe/Amsterdam')
  t.equal(luxonZone('UTC'), 'UTC')
})

t.test('ISO 8601 with offset is converted into the zone', async (t) => {
  const expected: Record<typeof ZONES[number], [string, string, string]> = {
    // zone: [+02:00 input, Z input, Z input with fraction]
    UTC: ['2025-04-12 12:00:00', '2025-04-12 12:00:00', '2025-04-12 12:00:00'],
    'Europe/Amsterdam': ['2025-04-12 14:00:00', '2025-04-12 14:00:00', '2025-04-12 14:00:00'],
    'America/New_York': ['2025-04-12 08:00:00', '2025-04-12 08:00:00', '2025-04-12 08:00:00'],
    'UTC+2': ['2025-04-12 14:00:00', '2025-04-12 14:00:00', '2025-04-12 14:00:00'],
  }
  for (const zone of ZONES) {
    const [a, b, c] = expected[zone]
    t.equal(sql('2025-04-12T14:00:00+02:00', zone), a, `${zone} +02:00`)
    t.equal(sql('2025-04-12T12:00:00Z', zone), b, `${zone} Z`)
    t.equal(sql('2025-04-12t12:00:00z', zone), b, `${zone} lowercase`)
    t.equal(sql('2025-04-12T12:00:00.5Z', zone), c, `${zone} fraction`)
    t.equal(sql('2025-04-12T16:00:00+0400', zone), a, `${zone} +0400`)
    const dt = parseDateInput('2025-04-12T14:00:00+02:00', zone, nowIn(zone))
    t.equal(dt?.zoneName, luxonZone(zone), `${zone} result zone`)
    t.equal(dt?.toMillis(), Date.parse('2025-04-12T12:00:00Z'), `${zone} instant`)
  }
  t.equal(parseDateInput('2025-04-12T12:00:00.123456Z', 'UTC')?.millisecond, 123)
  t.equal(parseDateInput('2025-04-12T12:00:00.5Z', 'UTC')?.millisecond, 500)
  t.equal(sql('2025-04-12T14:00:00+25:00', 'UTC'), null, 'offset out of range')
})

t.test('ISO / SQL without offset and date only are wall clock in the zone', async (t) => {
  const cases: [string, string][] = [
    ['2025-04-12T14:00:00', '2025-04-12 14:00:00'],
    ['2025-04-12 14:00:00', '2025-04-12 14:00:00'],
    ['2025-04-12 14:00', '2025-04-12 14:00:00'],
    ['2025-04-12T14:00', '2025-04-12 14:00:00'],
    ['  2025-04-12    14:00:05 ', '2025-04-12 14:00:05'],
    ['2025-04-12', '2025-04-12 00:00:00'],
    ['2024-02-29', '2024-02-29 00:00:00'],
  ]
  for (const zone of ZONES) {
    for (const [input, out] of cases) t.equal(sql(input, zone), out, `${zone} ${input}`)
    t.equal(parseDateInput('2025-04-12 14:00', zone)?.zoneName, luxonZone(zone), `${zone} zone kept`)
  }
  t.equal(parseDateInput('2025-04-12 14:00', 'Europe/Amsterdam')?.toISO(), '2025-04-12T14:00:00.000+02:00')
  t.equal(parseDateInput('2025-01-12 14:00', 'America/New_York')?.toISO(), '2025-01-12T14:00:00.000-05:00')
  for (const bad of ['2025-02-30', '2025-13-01', '2025-00-10', '2025-04-12 25:00', '2025-04-12 24:00',
    '2025-04-12 12:60', '2025-04-12 foo', '2025-04-12x', '2025-04-12 14:00:00 foo', '2025-04-12T4pm']) {
    t.equal(sql(bad, 'UTC'), null, bad)
  }
})

t.test('date + 12-hour time', async (t) => {
  const cases: [string, string][] = [
    ['2018-01-01 4pm', '2018-01-01 16:00:00'],
    ['2018-01-01 5pm', '2018-01-01 17:00:00'],
    ['2018-01-01 4:30pm', '2018-01-01 16:30:00'],
    ['2018-01-01 4 pm', '2018-01-01 16:00:00'],
    ['2018-01-01 4PM', '2018-01-01 16:00:00'],
    ['2018-01-01 9am', '2018-01-01 09:00:00'],
    ['2018-01-01 12am', '2018-01-01 00:00:00'],
    ['2018-01-01 12pm', '2018-01-01 12:00:00'],
  ]
  for (const zone of ZONES) for (const [input, out] of cases) t.equal(sql(input, zone), out, `${zone} ${input}`)
  for (const bad of ['2018-01-01 13pm', '2018-01-01 0am', '2018-01-01 4:60pm', '2018-01-01 pm']) {
    t.equal(sql(bad, 'UTC'), null, bad)
  }
})

t.test('DST gap wall clocks do not throw', async (t) => {
  const a = parseDateInput('2025-03-30 02:30', 'Europe/Amsterdam')
  t.ok(a?.isValid, 'Amsterdam spring-forward gap gives a DateTime')
  const b = parseDateInput('2025-03-09 02:30', 'America/New_York')
  t.ok(b?.isValid, 'New York spring-forward gap gives a DateTime')
  const c = parseDateInput('2:30', 'Europe/Amsterdam', nowIn('Europe/Amsterdam', '2025-03-30T10:00:00'))
  t.ok(c?.isValid, 'relative time in the gap gives a DateTime')
})

t.test('unix timestamps are instants converted into the zone', async (t) => {
  const expected: Record<string, string> = {
    UTC: '2025-04-12 12:00:00',
    'Europe/Amsterdam': '2025-04-12 14:00:00',
    'America/New_York': '2025-04-12 08:00:00',
    'UTC+2': '2025-04-12 14:00:00',
  }
  for (const zone of ZONES) {
    t.equal(sql('1744459200', zone), expected[zone], zone)
    t.equal(parseDateInput(' 1744459200 ', zone)?.zoneName, luxonZone(zone))
  }
  t.equal(sql('0', 'UTC'), '1970-01-01 00:00:00')
  t.equal(parseDateInput('20250412', 'UTC')?.toSeconds(), 20250412, '8 digits are seconds too')
  t.equal(sql('99999999999999999', 'UTC'), null, 'beyond year 9999')
})

t.test('relative expressions (fixed clock, Wednesday 2025-04-09 10:20:30)', async (t) => {
  const cases: [string, string][] = [
    ['now', '2025-04-09 10:20:30'],
    ['today', '2025-04-09 00:00:00'],
    ['midnight', '2025-04-09 00:00:00'],
    ['noon', '2025-04-09 12:00:00'],
    ['tomorrow', '2025-04-10 00:00:00'],
    ['yesterday', '2025-04-08 00:00:00'],
    ['next wednesday', '2025-04-16 00:00:00'],
    ['next wed', '2025-04-16 00:00:00'],
    ['next thursday', '2025-04-10 00:00:00'],
    ['next monday', '2025-04-14 00:00:00'],
    ['next sun', '2025-04-13 00:00:00'],
    ['last wednesday', '2025-04-02 00:00:00'],
    ['last tuesday', '2025-04-08 00:00:00'],
    ['last thu', '2025-04-03 00:00:00'],
    ['+1 day', '2025-04-10 10:20:30'],
    ['1 day', '2025-04-10 10:20:30'],
    ['-1 day', '2025-04-08 10:20:30'],
    ['-1 month', '2025-03-09 10:20:30'],
    ['+5 weeks', '2025-05-14 10:20:30'],
    ['+24 hours', '2025-04-10 10:20:30'],
    ['+24 months', '2027-04-09 10:20:30'],
    ['+1 year', '2026-04-09 10:20:30'],
    ['-2 years', '2023-04-09 10:20:30'],
    ['+1 fortnight', '2025-04-23 10:20:30'],
    ['+2 fortnights', '2025-05-07 10:20:30'],
    ['+90 mins', '2025-04-09 11:50:30'],
    ['+1 minute', '2025-04-09 10:21:30'],
    ['+30 secs', '2025-04-09 10:21:00'],
    ['+1 second', '2025-04-09 10:20:31'],
    ['+1day', '2025-04-10 10:20:30'],
    ['+5 weeks +7200 seconds', '2025-05-14 12:20:30'],
    ['+1 day -2 hours', '2025-04-10 08:20:30'],
    ['now +1 day', '2025-04-10 10:20:30'],
    ['tomorrow +2 hours', '2025-04-10 02:00:00'],
    ['tomorrow 9am', '2025-04-10 09:00:00'],
    ['tomorrow 11am', '2025-04-10 11:00:00'],
    ['tomorrow 1pm', '2025-04-10 13:00:00'],
    ['tomorrow 4pm', '2025-04-10 16:00:00'],
    ['tomorrow noon', '2025-04-10 12:00:00'],
    ['next wednesday 4pm', '2025-04-16 16:00:00'],
    ['next wednesday 5pm', '2025-04-16 17:00:00'],
    ['last friday 4:30pm', '2025-04-04 16:30:00'],
    ['yesterday 23:59', '2025-04-08 23:59:00'],
    ['today 23:59:59', '2025-04-09 23:59:59'],
    ['today 00:00:00', '2025-04-09 00:00:00'],
    ['+1 day 9am', '2025-04-10 09:00:00'],
    ['+5 days 11am', '2025-04-14 11:00:00'],
    ['tomorrow +1 day 4 pm', '2025-04-11 16:00:00'],
    // PHP order: the time is set first, then offsets are added.
    ['now +2 hours 9am', '2025-04-09 11:00:00'],
    ['9am', '2025-04-09 09:00:00'],
    ['11pm', '2025-04-09 23:00:00'],
    ['4:30pm', '2025-04-09 16:30:00'],
    ['4 pm', '2025-04-09 16:00:00'],
    ['12am', '2025-04-09 00:00:00'],
    ['12pm', '2025-04-09 12:00:00'],
    ['23:59', '2025-04-09 23:59:00'],
    ['00:00:00', '2025-04-09 00:00:00'],
    ['23:59:59', '2025-04-09 23:59:59'],
    ['TOMORROW 9AM', '2025-04-10 09:00:00'],
    ['  Next   Wednesday   4PM ', '2025-04-16 16:00:00'],
  ]
  for (const zone of ZONES) {
    for (const [input, out] of cases) t.equal(sql(input, zone), out, `${zone} ${input}`)
    t.equal(parseDateInput('tomorrow', zone, nowIn(zone))?.zoneName, luxonZone(zone), `${zone} zone kept`)
    t.equal(parseDateInput('now', zone, nowIn(zone))?.millisecond, 0, `${zone} whole seconds`)
  }
  // `now` is an instant: it is re-expressed in the target zone.
  const utcNow = DateTime.fromISO('2025-04-09T23:30:00Z', { zone: 'UTC' })
  t.equal(sql('today', 'Europe/Amsterdam', utcNow), '2025-04-10 00:00:00')
  t.equal(sql('tomorrow', 'America/New_York', utcNow), '2025-04-10 00:00:00')
  // Month arithmetic clamps at month end (luxon semantics).
  t.equal(sql('+1 month', 'UTC', nowIn('UTC', '2025-01-31T08:00:00')), '2025-02-28 08:00:00')
  // Calendar units keep the wall clock across DST, hours are elapsed time.
  const beforeDst = nowIn('Europe/Amsterdam', '2025-03-29T12:00:00')
  t.equal(sql('+1 day', 'Europe/Amsterdam', beforeDst), '2025-03-30 12:00:00')
  t.equal(sql('+24 hours', 'Europe/Amsterdam', beforeDst), '2025-03-30 13:00:00')
  // Default clock is the real one.
  const real = parseDateInput('now', 'UTC')
  t.ok(real && Math.abs(real.toMillis() - Date.now()) < 5000, 'default now')
})

t.test('inputs outside the grammar give null', async (t) => {
  const bad = ['', '   ', 'foo', 'tomorrow tomorrow', 'next', 'last', 'next foo', 'next day', '+ day',
    '+1', '-', 'day', 'tomorrow +1', '25:00', '24:00', '13pm', '0am', '12:60', '23:59:60', 'tomorrow 25:00',
    '9am 10am', 'tomorrow 9am +1 day', 'noon midnight', 'now now', '+1 days foo', '1.5 days', 'today9am',
    '2025/04/12', '12-04-2025', 'wednesday']
  for (const zone of ZONES) {
    for (const input of bad) t.equal(parseDateInput(input, zone, nowIn(zone)), null, `${zone} ${JSON.stringify(input)}`)
  }
  t.equal(parseDateInput('2025-04-12', 'Mars/Base'), null, 'invalid zone')
  t.equal(parseDateInput(undefined as unknown as string, 'UTC'), null, 'non-string input')
})

t.test('formatSql and dateDetails zero-pad', async (t) => {
  const dt = DateTime.fromObject({ year: 987, month: 1, day: 5, hour: 4, minute: 3, second: 6 }, { zone: 'UTC' })
  t.equal(formatSql(dt), '0987-01-05 04:03:06')
  t.same(dateDetails(dt), { year: '0987', month: '01', day: '05', hour: '04', minutes: '03', seconds: '06' })
  const ams = DateTime.fromISO('2017-01-05T14:23:36.999Z').setZone('Europe/Amsterdam')
  t.equal(formatSql(ams), '2017-01-05 15:23:36', 'wall clock of the DateTime, ms dropped')
  t.strictSame(dateDetails(ams), { year: '2017', month: '01', day: '05', hour: '15', minutes: '23', seconds: '36' })
})

t.test('timezoneAbbr', async (t) => {
  const winter = new Date('2025-01-15T12:00:00Z')
  const summer = new Date('2025-07-15T12:00:00Z')
  const cases: [string, string, string][] = [
    ['America/New_York', 'EST', 'EDT'],
    ['Europe/Amsterdam', 'CET', 'CEST'],
    ['Australia/Sydney', 'AEDT', 'AEST'],
    ['Europe/London', 'GMT', 'BST'],
    ['Europe/Dublin', 'GMT', 'IST'],
    ['Asia/Riyadh', '+03', '+03'],
    // Intl (ICU) gives 'IST' with locale en-IN, matching tzdata/PHP.
    ['Asia/Kolkata', 'IST', 'IST'],
    ['Asia/Kathmandu', '+0545', '+0545'],
    ['Asia/Dubai', '+04', '+04'],
    ['Asia/Tokyo', 'JST', 'JST'],
    ['America/Sao_Paulo', '-03', '-03'],
    ['America/St_Johns', 'NST', 'NDT'],
    ['Africa/Lagos', 'WAT', 'WAT'],
    ['Etc/GMT+5', '-05', '-05'],
    ['Atlantic/Azores', '-01', '+00'],
    ['UTC', 'UTC', 'UTC'],
    ['UTC+2', 'UTC+2', 'UTC+2'],
    ['UTC-5:30', 'UTC-5:30', 'UTC-5:30'],
  ]
  for (const [tz, w, s] of cases) {
    t.equal(timezoneAbbr(tz, winter), w, `${tz} winter`)
    t.equal(timezoneAbbr(tz, summer), s, `${tz} summer`)
  }
  t.equal(timezoneAbbr('America/New_York', winter), 'EST', 'cached formatter reused')
})

// Both functions memoize per zone and day (dayMemo): a day with a transition must still answer each instant.
t.test('zone answers on transition days, in either order of asking', async (t) => {
  // Amsterdam springs forward at 01:00 UTC on 2027-03-28, Lord Howe shifts by 30 minutes, at 15:00 UTC on 2027-04-03.
  const days: Array<[string, string, string, string, string]> = [
    ['Europe/Amsterdam', '2027-03-28T00:30:00Z', '2027-03-28 01:30:00', '2027-03-28T01:30:00Z', '2027-03-28 03:30:00'],
    ['Australia/Lord_Howe', '2027-04-03T14:45:00Z', '2027-04-04 01:45:00', '2027-04-03T15:15:00Z', '2027-04-04 01:45:00'],
    ['America/New_York', '2026-11-01T05:30:00Z', '2026-11-01 01:30:00', '2026-11-01T06:30:00Z', '2026-11-01 01:30:00'],
  ]
  for (const [tz, before, beforeWall, after, afterWall] of days) {
    for (const order of [[before, after], [after, before]]) {
      for (const iso of order) {
        t.equal(sqlInZone(new Date(iso), tz), iso === before ? beforeWall : afterWall, `${tz} ${iso}`)
      }
    }
  }
  t.equal(timezoneAbbr('Europe/Amsterdam', new Date('2027-10-31T01:30:00Z')), 'CET', 'after fall back')
  t.equal(timezoneAbbr('Europe/Amsterdam', new Date('2027-10-31T00:30:00Z')), 'CEST', 'before fall back, same day asked later')
})

t.test('sqlInZone equals luxon at any instant (property)', async (t) => {
  const zones = ['Europe/Amsterdam', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Apia', 'Europe/Dublin', 'Africa/Casablanca']
  fc.assert(fc.property(
    fc.constantFrom(...zones),
    fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(2200, 0, 1) }),
    (tz, ms) => sqlInZone(new Date(ms), tz) === DateTime.fromMillis(ms, { zone: tz }).toFormat('yyyy-MM-dd HH:mm:ss')
  ), { numRuns: 20_000 })
  t.pass('20,000 instants agree')
})

// Every date of a response goes through these two; they read the UTC fields instead of slicing toISOString.
t.test('sqlOfDate and detailsOfDate equal the toISOString form at any instant (property)', async (t) => {
  // The previous implementations, as the oracle.
  const oldSql = (d: Date) => { const s = d.toISOString(); return `${s.slice(0, 10)} ${s.slice(11, 19)}` }
  const oldDetails = (d: Date) => {
    const s = d.toISOString()
    return { year: s.slice(0, 4), month: s.slice(5, 7), day: s.slice(8, 10), hour: s.slice(11, 13), minutes: s.slice(14, 16), seconds: s.slice(17, 19) }
  }
  fc.assert(fc.property(
    // Years 0–9999 and beyond on both sides (toISOString writes those as ±YYYYYY: the fallback keeps its form).
    fc.integer({ min: Date.UTC(-20, 0, 1), max: Date.UTC(10010, 0, 1) }),
    (ms) => sqlOfDate(new Date(ms)) === oldSql(new Date(ms)) &&
      JSON.stringify(detailsOfDate(new Date(ms))) === JSON.stringify(oldDetails(new Date(ms)))
  ), { numRuns: 20_000 })
  for (const at of ['0999-12-31T23:59:59.999Z', '1000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '2027-03-04T05:06:07.890Z']) {
    const s = new Date(at).toISOString()
    t.equal(sqlOfDate(new Date(at)), `${s.slice(0, 10)} ${s.slice(11, 19)}`, at)
  }
  t.same(detailsOfDate(new Date('0999-01-02T03:04:05Z')), { year: '0999', month: '01', day: '02', hour: '03', minutes: '04', seconds: '05' }, 'year < 1000 zero-padded')
  t.throws(() => sqlOfDate(new Date(Number.NaN)), RangeError, 'an invalid date throws, as before')
})

// The JSON-LD dates of events (presenters/event.ts) take the memoized offsets where they can.
t.test('isoInZone and isoOfWallClock equal luxon at any instant and wall clock (property; wall clocks by the DST rule)', async (t) => {
  const zones = ['Europe/Amsterdam', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Apia', 'Europe/Dublin', 'Africa/Casablanca', 'Europe/London', 'UTC', 'UTC+5:30', 'UTC-3']
  const luxonIso = (dt: DateTime) => dt.toISO({ suppressMilliseconds: true })
  fc.assert(fc.property(
    fc.constantFrom(...zones),
    fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(2200, 0, 1) }),
    fc.boolean(),
    (tz, ms, whole) => {
      const at = whole ? ms - (ms % 1000) : ms
      const naive = DateTime.fromMillis(at, { zone: 'utc' })
      return isoInZone(new Date(at), tz) === luxonIso(DateTime.fromMillis(at, { zone: luxonZone(tz) })) &&
        isoOfWallClock(new Date(at), tz) === luxonIso(naiveToWallClock(naive.toJSDate(), tz))
    }
  ), { numRuns: 20_000 })
  // Wall clocks around transitions: a gap moves forward, an overlap takes the earlier offset (RFC 5545 §3.3.5, the rule
  // of dates/wall-clock.ts, checked against Intl in test/domain/dst.test.ts), a 30-minute shift.
  for (const [tz, wall, iso] of [
    ['Europe/Amsterdam', '2027-03-28T02:30:00Z', '2027-03-28T03:30:00+02:00'],
    ['Europe/Amsterdam', '2027-10-31T02:30:00Z', '2027-10-31T02:30:00+02:00'],
    ['Europe/Amsterdam', '2027-03-27T19:00:00Z', '2027-03-27T19:00:00+01:00'],
    ['Australia/Lord_Howe', '2027-04-04T01:45:00Z', '2027-04-04T01:45:00+11:00'],
    ['America/New_York', '2027-07-04T19:00:00.250Z', '2027-07-04T19:00:00.250-04:00'],
    ['Asia/Kathmandu', '2027-01-01T00:00:00Z', '2027-01-01T00:00:00+05:45'],
  ] as const) t.equal(isoOfWallClock(new Date(wall), tz), iso, `${tz} ${wall}`)
  t.equal(isoInZone(new Date('2027-01-15T12:00:00Z'), 'Europe/London'), '2027-01-15T12:00:00+00:00', 'zero offset of a zone with DST')
  t.equal(isoInZone(new Date('2027-01-15T12:00:00Z'), 'UTC'), '2027-01-15T12:00:00Z', 'UTC itself')
  t.equal(isoOfWallClock(new Date('2027-01-15T12:00:00Z'), 'Mars/Olympus'), '', 'an unknown zone gives no date, as luxon does, instead of throwing')
  t.equal(isoInZone(new Date('2027-01-15T12:00:00Z'), 'Mars/Olympus'), '', 'the same for an instant')
})

// dates/years.ts decides for every path which years it handles: the contract's years 0–9999, and one year inside
// them for the paths that read the UTC year but write a zone's. These check the paths at the ends of that range,
// where a year changes path, with the widest offsets (Etc/GMT-14 is UTC+14, Etc/GMT+12 is UTC−12).
t.test('the year range of the contract and its margin (property, at the ends of the range)', async (t) => {
  const zones = ['Etc/GMT-14', 'Etc/GMT+12', 'Asia/Tokyo', 'Europe/Amsterdam', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Apia', 'UTC', 'UTC+14', 'UTC-12']
  // From the second day of year 0 (luxon writes a negative year as -0001, formatSql as 00-1: neither is a contract date).
  const first = Date.parse('0000-01-02T00:00:00Z')
  const edges = fc.oneof(
    fc.integer({ min: first, max: Date.UTC(1100, 0, 1) }),
    fc.integer({ min: Date.UTC(9900, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) })
  )
  const luxonIso = (dt: DateTime) => dt.toISO({ suppressMilliseconds: true })
  fc.assert(fc.property(fc.constantFrom(...zones), edges, fc.boolean(), (tz, ms, whole) => {
    const at = whole ? ms - (ms % 1000) : ms
    const naive = DateTime.fromMillis(at, { zone: 'utc' })
    const zoned = DateTime.fromMillis(at, { zone: luxonZone(tz) })
    return sqlInZone(new Date(at), tz) === zoned.toFormat('yyyy-MM-dd HH:mm:ss') &&
      isoInZone(new Date(at), tz) === luxonIso(zoned) &&
      isoOfWallClock(new Date(at), tz) === luxonIso(DateTime.fromObject(naive.toObject(), { zone: luxonZone(tz) }))
  }), { numRuns: 20_000 })
  t.pass('20,000 instants of years 0–1100 and 9900–9999 agree with luxon')
  // Instants and their wall clock in Tokyo (local mean time +09:18:59 until 1888, then +09:00).
  const tokyo: Record<string, string> = {
    '0000-01-01T00:00:00.000Z': '0000-01-01 09:18:59',
    '0005-06-07T08:09:10.000Z': '0005-06-07 17:28:09',
    '0999-12-31T23:59:59.999Z': '1000-01-01 09:18:58',
    '9998-12-31T12:00:00.000Z': '9998-12-31 21:00:00',
    '9999-12-31T23:59:59.999Z': '10000-01-01 08:59:59',
  }
  for (const [at, wall] of Object.entries(tokyo)) {
    t.equal(sqlOfDate(new Date(at)), `${at.slice(0, 10)} ${at.slice(11, 19)}`, `sqlOfDate ${at}`)
    t.equal(sqlInZone(new Date(at), 'Asia/Tokyo'), wall, `sqlInZone ${at} Tokyo`)
  }
  t.strictSame(detailsOfDate(new Date('0000-01-01T00:00:00Z')), { year: '0000', month: '01', day: '01', hour: '00', minutes: '00', seconds: '00' })
  // Outside the range, the slices of toISOString's ±YYYYYY form, as before (no contract date is written there).
  t.equal(sqlOfDate(new Date('-000001-12-31T23:59:59Z')), '-000001-12 31T23:59', 'year −1')
  t.equal(sqlOfDate(new Date('+010000-01-01T00:00:00Z')), '+010000-01 01T00:00', 'year 10000')
  // Inputs: the year of the result in its zone and in UTC decide.
  t.equal(sql('0000-01-01', 'UTC'), null, 'year 0 (SPEC §7: inputs name years 1–9999)')
  t.equal(sql('0001-01-01', 'UTC'), '0001-01-01 00:00:00', 'year 1')
  t.equal(sql('9999-12-31 23:59:59', 'UTC'), '9999-12-31 23:59:59', 'year 9999')
  t.equal(sql('+1 second', 'UTC', nowIn('UTC', '9999-12-31T23:59:59')), null, 'into year 10000')
  t.equal(sql('-1 second', 'UTC', nowIn('UTC', '0000-01-01T00:00:00')), null, 'into year −1')
  t.equal(sql('253402300800', 'UTC'), null, 'the first second of year 10000')
  // SPEC §7 (issue 20): the instant is stored, so its UTC year must be one too (PostgreSQL refused year 0 with a 500).
  t.equal(sql('253402300800', 'America/New_York'), null, 'the same instant, 9999 in New York but 10000 in UTC')
  t.equal(sql('0001-01-01 00:00:00', 'Etc/GMT-14'), null, 'year 1 at UTC+14: year 0 in UTC')
})

t.test('naive wall-clock round trip', async (t) => {
  for (const zone of ZONES) {
    const dt = DateTime.fromObject({ year: 2025, month: 4, day: 12, hour: 14, minute: 5, second: 6 }, { zone: luxonZone(zone) })
    const naive = wallClockToNaive(dt)
    t.equal(naive.toISOString(), '2025-04-12T14:05:06.000Z', `${zone} naive`)
    const back = naiveToWallClock(naive, zone)
    t.equal(back.toMillis(), dt.toMillis(), `${zone} same instant`)
    t.equal(back.zoneName, luxonZone(zone), `${zone} zone`)
  }
  // Naive values order by wall clock regardless of zone.
  const ny = wallClockToNaive(DateTime.fromISO('2025-04-12T09:00:00', { zone: 'America/New_York' }))
  const ams = wallClockToNaive(DateTime.fromISO('2025-04-12T10:00:00', { zone: 'Europe/Amsterdam' }))
  t.ok(ny < ams)
})

t.test('startOfDay / endOfDay', async (t) => {
  for (const zone of ZONES) {
    const dt = DateTime.fromISO('2025-04-12T14:05:06.789', { zone: luxonZone(zone) })
    const s = startOfDay(dt)
    const e = endOfDay(dt)
    t.equal(s.toFormat('yyyy-MM-dd HH:mm:ss.SSS'), '2025-04-12 00:00:00.000', `${zone} start`)
    t.equal(e.toFormat('yyyy-MM-dd HH:mm:ss.SSS'), '2025-04-12 23:59:59.000', `${zone} end`)
    t.equal(s.zoneName, dt.zoneName)
    t.equal(e.zoneName, dt.zoneName)
  }
})
