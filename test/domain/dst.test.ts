// The one DST rule (RFC 5545 §3.3.5, src/domain/dates/wall-clock.ts) for single events and occurrences: a wall clock a
// zone skips moves forward by the gap, one it repeats is the first of the two. Tables of gap and fold cases in four
// zones, each expected instant checked against the runtime's zone data through Intl (not luxon, which the rule uses),
// then the same through the date input grammar (single events) and the expansion of rules (occurrences).
import t from 'tap'
import fc from 'fast-check'
import { DateTime } from 'luxon'
import { existingWallClock, naiveToWallClock, parseDateInput, wallClockIn } from '../../src/domain/dates.js'
import { expandRecurrence, parseRecurrence } from '../../src/domain/recurrence.js'

fc.configureGlobal({ seed: Number(process.env.FUZZ_SEED ?? 20250412) })

const formatters = new Map<string, Intl.DateTimeFormat>()
/** The wall clock of instant `ms` in `zone` by Intl, as ms of a naive wall clock. */
function intlWall (ms: number, zone: string): number {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
    formatters.set(zone, f)
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]))
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) + (ms % 1000 + 1000) % 1000
}
const naive = (s: string): number => Date.parse(`${s.replace(' ', 'T')}Z`)
const MIN = 60_000

// [zone, wall clock asked, kind, expected instant, expected wall clock]. Gaps: the wall clock moves forward by the gap
// (30 minutes on Lord Howe); folds: the first of the two, at the offset before the change.
const CASES: Array<[string, string, 'gap' | 'fold' | 'plain', string, string]> = [
  ['Europe/Amsterdam', '2025-03-30 02:30:00', 'gap', '2025-03-30T01:30:00Z', '2025-03-30 03:30:00'],
  ['Europe/Amsterdam', '2025-03-30 02:00:00', 'gap', '2025-03-30T01:00:00Z', '2025-03-30 03:00:00'],
  ['Europe/Amsterdam', '2025-03-30 03:00:00', 'plain', '2025-03-30T01:00:00Z', '2025-03-30 03:00:00'],
  ['Europe/Amsterdam', '2025-10-26 02:30:00', 'fold', '2025-10-26T00:30:00Z', '2025-10-26 02:30:00'],
  ['Europe/Amsterdam', '2025-10-26 02:00:00', 'fold', '2025-10-26T00:00:00Z', '2025-10-26 02:00:00'],
  ['Europe/Amsterdam', '2025-10-26 03:00:00', 'plain', '2025-10-26T02:00:00Z', '2025-10-26 03:00:00'],
  ['America/New_York', '2025-03-09 02:30:00', 'gap', '2025-03-09T07:30:00Z', '2025-03-09 03:30:00'],
  ['America/New_York', '2025-11-02 01:30:00', 'fold', '2025-11-02T05:30:00Z', '2025-11-02 01:30:00'],
  ['America/New_York', '2025-11-02 01:00:00', 'fold', '2025-11-02T05:00:00Z', '2025-11-02 01:00:00'],
  ['Australia/Sydney', '2025-10-05 02:30:00', 'gap', '2025-10-04T16:30:00Z', '2025-10-05 03:30:00'],
  ['Australia/Sydney', '2025-04-06 02:30:00', 'fold', '2025-04-05T15:30:00Z', '2025-04-06 02:30:00'],
  ['Australia/Sydney', '2026-04-05 02:59:59', 'fold', '2026-04-04T15:59:59Z', '2026-04-05 02:59:59'],
  ['Australia/Lord_Howe', '2025-10-05 02:15:00', 'gap', '2025-10-04T15:45:00Z', '2025-10-05 02:45:00'],
  ['Australia/Lord_Howe', '2025-04-06 01:45:00', 'fold', '2025-04-05T14:45:00Z', '2025-04-06 01:45:00'],
  ['Australia/Lord_Howe', '2025-04-06 02:00:00', 'plain', '2025-04-05T15:30:00Z', '2025-04-06 02:00:00'],
]

t.test('the table agrees with the runtime\'s zone data (Intl)', async (t) => {
  for (const [zone, asked, kind, instant, wall] of CASES) {
    const at = Date.parse(instant)
    t.equal(intlWall(at, zone), naive(wall), `${zone} ${asked}: ${instant} is ${wall} there`)
    // A gap: nothing shows the wall clock asked; a fold: an instant after the expected one shows it too, none before.
    const shows = (ms: number) => intlWall(ms, zone) === naive(asked)
    const later = [30, 60].some((m) => shows(at + m * MIN))
    const earlier = [30, 60, 120].some((m) => shows(at - m * MIN))
    if (kind === 'gap') t.notOk(shows(at) || later || earlier, `${zone} ${asked} is skipped`)
    if (kind === 'fold') t.ok(shows(at) && later && !earlier, `${zone} ${asked} is repeated; the expected instant is the first`)
    if (kind === 'plain') t.ok(shows(at) && !later && !earlier, `${zone} ${asked} exists once`)
  }
})

t.test('naiveToWallClock and wallClockIn place them by the rule', async (t) => {
  for (const [zone, asked, , instant, wall] of CASES) {
    const dt = naiveToWallClock(new Date(naive(asked)), zone)
    t.equal(dt.toUTC().toISO({ suppressMilliseconds: true }), instant, `${zone} ${asked}`)
    t.equal(dt.toFormat('yyyy-MM-dd HH:mm:ss'), wall, `${zone} ${asked} shows`)
    const [y, mo, d, h, mi, s] = asked.split(/[- :]/).map(Number) as [number, number, number, number, number, number]
    t.equal(wallClockIn({ year: y, month: mo, day: d, hour: h, minute: mi, second: s }, zone).toMillis(), Date.parse(instant), `${zone} ${asked} from fields`)
    t.equal(existingWallClock(new Date(naive(asked)), zone).getTime(), naive(wall), `${zone} ${asked}: the stored wall clock`)
  }
})

t.test('single events: the date input grammar takes the same rule, whatever the season of "now"', async (t) => {
  for (const [zone, asked, , instant] of CASES) {
    for (const now of ['2025-01-15T12:00:00Z', '2025-07-15T12:00:00Z']) {
      const dt = parseDateInput(asked, zone, DateTime.fromISO(now).setZone(zone))
      t.equal(dt?.toUTC().toISO({ suppressMilliseconds: true }), instant, `${zone} ${asked} (now ${now})`)
    }
  }
  // A day and a time of day name a wall clock: in a fold, the first one.
  const eveOfFold = DateTime.fromISO('2025-10-25T12:00:00', { zone: 'Europe/Amsterdam' })
  t.equal(parseDateInput('tomorrow 2:30am', 'Europe/Amsterdam', eveOfFold)?.toISO(), '2025-10-26T02:30:00.000+02:00', 'tomorrow 2:30am')
  t.equal(parseDateInput('+1 day', 'Europe/Amsterdam', eveOfFold.set({ hour: 2, minute: 30 }))?.toISO(), '2025-10-26T02:30:00.000+02:00', '+1 day')
  t.equal(parseDateInput('tomorrow 2:30am', 'Europe/Amsterdam', eveOfFold.minus({ months: 7 }).set({ day: 29 }))?.toISO(), '2025-03-30T03:30:00.000+02:00', 'in the gap')
  // Hours are elapsed time from an instant: the second 02:30 of a fold stays reachable.
  const firstHalf = DateTime.fromISO('2025-10-26T00:30:00Z').setZone('Europe/Amsterdam')
  t.equal(parseDateInput('+1 hour', 'Europe/Amsterdam', firstHalf)?.toISO(), '2025-10-26T02:30:00.000+01:00', '+1 hour from the first 02:30')
  t.equal(parseDateInput('2025-10-26T02:30:00+01:00', 'Europe/Amsterdam')?.toUTC().toISO(), '2025-10-26T01:30:00.000Z', 'an offset names the second')
})

/** The instants (ms, to the second) where the zone's offset changes between `from` and `to`, by Intl: weekly steps, bisected. */
function transitions (zone: string, from: number, to: number): number[] {
  const offset = (ms: number) => intlWall(ms, zone) - ms
  const out: number[] = []
  for (let lo = from; lo < to; lo += 7 * 86_400_000) {
    let a = lo
    let b = lo + 7 * 86_400_000
    if (offset(a) === offset(b)) continue
    while (b - a > 1000) {
      const mid = a + Math.floor((b - a) / 2000) * 1000
      if (offset(mid) === offset(a)) a = mid
      else b = mid
    }
    out.push(b)
  }
  return out
}

t.test('any wall clock, any of the zones: the first instant that shows it, or moved forward by the gap (property, Intl)', async (t) => {
  const zones = ['Europe/Amsterdam', 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe', 'America/St_Johns', 'Pacific/Apia', 'Africa/Casablanca']
  const changes = new Map(zones.map((z) => [z, transitions(z, Date.UTC(2000, 0, 1), Date.UTC(2040, 0, 1))]))
  fc.assert(fc.property(
    fc.constantFrom(...zones),
    fc.nat(),
    fc.integer({ min: -150, max: 150 }),
    fc.integer({ min: Date.UTC(2000, 0, 1) / MIN, max: Date.UTC(2040, 0, 1) / MIN }),
    fc.boolean(),
    (zone, pick, minutes, anyMinute, nearTransition) => {
      const list = changes.get(zone)!
      // Half of the cases within 2.5 hours of a transition's wall clock, the rest anywhere.
      const change = list[pick % list.length]!
      const local = nearTransition ? intlWall(change - 1000, zone) + 1000 + minutes * MIN : anyMinute * MIN
      const at = naiveToWallClock(new Date(local), zone).toMillis()
      const shown = intlWall(at, zone)
      if (shown === local) {
        // No earlier instant shows it (offset changes are at most 2 hours, in steps of 15 minutes).
        for (let m = 15; m <= 180; m += 15) if (intlWall(at - m * MIN, zone) === local) return false
        return true
      }
      // Nonexistent: no instant near shows it, and the answer is later by exactly the gap.
      for (let m = -900; m <= 900; m += 15) if (intlWall(local - m * MIN, zone) === local) return false
      const gap = (intlWall(at, zone) - at) - (intlWall(at - 86_400_000, zone) - (at - 86_400_000))
      return gap > 0 && shown - local === gap
    }
  ), { numRuns: 2000 })
  t.ok([...changes.values()].every((l) => l.length > 0), 'every zone has transitions')
  t.pass('2,000 wall clocks agree with Intl')
})

t.test('occurrences: a rule\'s starts in a gap move forward, in a fold stay (and are the first)', async (t) => {
  const starts = (zone: string, dtstart: string, rule: string, through: string) =>
    expandRecurrence(parseRecurrence([rule], zone), new Date(naive(dtstart)), new Date(naive(through)), 100, zone).starts
      .map((d) => [d.toISOString().slice(0, 19).replace('T', ' '), naiveToWallClock(d, zone).toUTC().toISO({ suppressMilliseconds: true })])
  t.same(starts('Europe/Amsterdam', '2025-03-29 02:30:00', 'RRULE:FREQ=DAILY;COUNT=3', '2025-12-31 00:00:00'), [
    ['2025-03-29 02:30:00', '2025-03-29T01:30:00Z'],
    ['2025-03-30 03:30:00', '2025-03-30T01:30:00Z'],
    ['2025-03-31 02:30:00', '2025-03-31T00:30:00Z'],
  ], 'Amsterdam spring: the 30th at 03:30, one hour after the 29th')
  t.same(starts('Australia/Sydney', '2025-04-05 02:30:00', 'RRULE:FREQ=DAILY;COUNT=2', '2025-12-31 00:00:00').map((x) => x[1]),
    ['2025-04-04T15:30:00Z', '2025-04-05T15:30:00Z'], 'Sydney autumn: the first 02:30')
  t.same(starts('Australia/Lord_Howe', '2025-10-04 02:15:00', 'RRULE:FREQ=DAILY;COUNT=2', '2025-12-31 00:00:00').map((x) => x[0]),
    ['2025-10-04 02:15:00', '2025-10-05 02:45:00'], 'Lord Howe spring: 30 minutes later')
  // A value in the gap (an EXDATE as a client writes it) is the start it names.
  const r = parseRecurrence(['RRULE:FREQ=DAILY;COUNT=3', 'EXDATE;TZID=Europe/Amsterdam:20250330T023000'], 'Europe/Amsterdam')
  t.same(expandRecurrence(r, new Date(naive('2025-03-29 02:30:00')), new Date(naive('2025-12-31 00:00:00')), 100, 'Europe/Amsterdam').starts.map((d) => d.toISOString()),
    ['2025-03-29T02:30:00.000Z', '2025-03-31T02:30:00.000Z'], 'EXDATE 02:30 in the gap leaves out the 03:30 start')
})
