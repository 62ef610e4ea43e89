// HTTP tests of the date filters of GET /events (SPEC §5.1 "Date rules" 1–5) and of the date input grammar they
// accept (SPEC §3.5), on a pinned clock so that every expected value is a literal.
//
// Clock: NOW = 2025-04-09T08:20:30Z, a Wednesday; site TIMEZONE = Europe/Amsterdam, so NOW is 10:20:30 local (CEST).
// Derived by hand (site wall clock): yesterday = 2025-04-08, default window = 2025-04-08 00:00:00 …
// 2027-04-09 23:59:59 (end of the day of now + 24 months).
//
// Events are created by the admin in the same app (the pinned clock also sets their publication date, so they are
// `publish` and visible to anonymous list calls); list calls are anonymous.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { build, req, createEvent, BASE, expectError, type Res } from '../helper.js'

// One fresh app per test (about a dozen): leave room when the machine is busy.
t.setTimeout(300_000)

const NOW = new Date('2025-04-09T08:20:30Z')
const SITE_TZ = 'Europe/Amsterdam'
const DATE_PARAMS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'] as const

/** A fresh app whose "now" is pinned (default NOW) in site timezone `timezone`. */
async function buildAt (t: Test, timezone = SITE_TZ, now = NOW): Promise<FastifyInstance> {
  return build(t, { timezone }, { clock: () => new Date(now) })
}

/** Creates a published event from `start` to `end` (wall clock in `extra.timezone`, default the site timezone). */
async function ev (app: FastifyInstance, title: string, start: string, end: string, extra: Record<string, unknown> = {}): Promise<any> {
  return createEvent(app, { title, start_date: start, end_date: end, ...extra })
}

/** Anonymous GET /events with the given query (values URL-encoded here; per_page=50 so one page holds all). */
async function list (app: FastifyInstance, query: Record<string, string>): Promise<Res> {
  const qs = new URLSearchParams({ per_page: '50', ...query }).toString()
  return req(app, { method: 'GET', url: `${BASE}/events?${qs}` })
}

const ids = (res: Res): number[] => (res.body?.events ?? []).map((e: { id: number }) => e.id)
const label = (q: Record<string, string>): string => Object.entries(q).map(([k, v]) => `${k}=${v}`).join('&')
/** The value echoed for `name` in rest_url (URL-decoded), or null when it is not echoed. */
const echoed = (res: Res, name: string): string | null => new URL(res.body.rest_url).searchParams.get(name)

/** Lists with `query`, asserts 200 and exactly `want` (in order); returns the response for further checks. */
async function expectIds (t: Test, app: FastifyInstance, query: Record<string, string>, want: number[], what = ''): Promise<Res> {
  const res = await list(app, query)
  t.equal(res.statusCode, 200, `${label(query)}: 200`)
  t.same(ids(res), want, `${label(query)}${what ? ` (${what})` : ''}`)
  return res
}

// ---------------------------------------------------------------------------------------------- rule 1

t.test('§5.1 rule 1: filters compare each event\'s local wall clock with the value in the site timezone', async (t) => {
  const app = await buildAt(t)
  // Same wall clock 09:00–10:00, UTC instants 13 h apart (New York 13:00Z, Tokyo 00:00Z).
  const ny = await ev(app, 'New York', '2025-05-01 09:00:00', '2025-05-01 10:00:00', { timezone: 'America/New_York' })
  const tokyo = await ev(app, 'Tokyo', '2025-05-01 09:00:00', '2025-05-01 10:00:00', { timezone: 'Asia/Tokyo' })
  const ams = await ev(app, 'Amsterdam, one second earlier', '2025-05-01 08:59:59', '2025-05-01 09:30:00')
  t.equal(ny.utc_start_date, '2025-05-01 13:00:00', 'precondition: New York start in UTC')
  t.equal(tokyo.utc_start_date, '2025-05-01 00:00:00', 'precondition: Tokyo start in UTC')

  await expectIds(t, app, { start_date: '2025-05-01 09:00:00', strict_dates: 'true' }, [ny.id, tokyo.id], 'wall clocks ≥ 09:00')
  await expectIds(t, app, { start_date: '2025-05-01 09:00:00', end_date: '2025-05-01 10:00:00', strict_dates: 'true' },
    [ny.id, tokyo.id], 'both inside 09:00–10:00 by wall clock, neither by UTC instant')
  await expectIds(t, app, { starts_before: '2025-05-01 09:00:00', strict_dates: 'true' }, [ams.id])

  // Offsets and timestamps are first converted into the site timezone: 07:00Z = 09:00 Amsterdam (CEST).
  const sameInstant = ['2025-05-01T07:00:00Z', '2025-05-01T09:00:00+02:00', '2025-05-01T03:00:00-04:00', String(Date.UTC(2025, 4, 1, 7) / 1000)]
  t.equal(sameInstant[3], '1746082800', 'precondition: the unix timestamp of 2025-05-01T07:00:00Z')
  for (const value of sameInstant) {
    const res = await expectIds(t, app, { start_date: value, strict_dates: 'true' }, [ny.id, tokyo.id])
    t.equal(echoed(res, 'start_date'), '2025-05-01 09:00:00', `${value} echoed as the site wall clock`)
    const before = await expectIds(t, app, { starts_before: value, strict_dates: 'true' }, [ams.id])
    t.equal(echoed(before, 'starts_before'), '2025-05-01 09:00:00')
  }
})

t.test('§5.1 rule 1: the site timezone decides how offsets, timestamps and relative dates are read', async (t) => {
  // Same instants, site timezone UTC: 07:00Z stays 07:00, so the Amsterdam event (08:59:59 wall clock) now matches.
  const utc = await buildAt(t, 'UTC')
  const ams = await ev(utc, 'Amsterdam', '2025-05-01 08:59:59', '2025-05-01 09:30:00', { timezone: 'Europe/Amsterdam' })
  for (const value of ['2025-05-01T07:00:00Z', '2025-05-01T09:00:00+02:00', '1746082800']) {
    const res = await expectIds(t, utc, { start_date: value, strict_dates: 'true' }, [ams.id])
    t.equal(echoed(res, 'start_date'), '2025-05-01 07:00:00', `${value} in site timezone UTC`)
  }
  // Relative dates use "now" in the site timezone: 2025-04-09T23:30Z is already Thursday 01:30 in Amsterdam.
  const late = await buildAt(t, SITE_TZ, new Date('2025-04-09T23:30:00Z'))
  const utcYesterday = await ev(late, 'Tuesday noon (yesterday only in UTC)', '2025-04-08 12:00:00', '2025-04-08 13:00:00')
  const wednesday = await ev(late, 'Wednesday 00:00', '2025-04-09 00:00:00', '2025-04-09 01:00:00')
  for (const [expr, want] of [['today', '2025-04-10 00:00:00'], ['yesterday', '2025-04-09 00:00:00'], ['now', '2025-04-10 01:30:00']] as const) {
    const res = await list(late, { starts_after: expr, strict_dates: 'true' })
    t.equal(echoed(res, 'starts_after'), want, `${expr} at 23:30Z in Amsterdam`)
  }
  const res = await expectIds(t, late, {}, [wednesday.id], 'default window starts Wednesday 00:00 (site yesterday), not Tuesday')
  t.notOk(ids(res).includes(utcYesterday.id), 'Tuesday (yesterday in UTC, not in Amsterdam) is not listed')
})

// ---------------------------------------------------------------------------------------------- rule 2

t.test('§5.1 rule 2: non-strict values are widened to whole days; strict_dates=true uses them as-is', async (t) => {
  const app = await buildAt(t)
  const before = await ev(app, 'Began on 31 Dec', '2017-12-31 23:00:00', '2018-01-01 01:00:00')
  const e0900 = await ev(app, 'Morning', '2018-01-01 09:00:00', '2018-01-01 10:00:00')
  const e1500 = await ev(app, 'Afternoon', '2018-01-01 15:00:00', '2018-01-01 17:00:00')
  const e1600 = await ev(app, 'Late', '2018-01-01 16:00:00', '2018-01-01 19:00:00')
  const night = await ev(app, 'Overnight', '2018-01-01 20:00:00', '2018-01-02 01:00:00')
  const next = await ev(app, 'Next day', '2018-01-02 10:00:00', '2018-01-02 11:00:00')

  // The SPEC example.
  const range = { start_date: '2018-01-01 15:00:00', end_date: '2018-01-01 18:00:00' }
  const loose = await expectIds(t, app, range, [e0900.id, e1500.id, e1600.id], 'non-strict: events of 1 Jan that end by 23:59:59')
  t.equal(echoed(loose, 'start_date'), '2018-01-01 00:00:00', 'start_date → 00:00:00 of its day')
  t.equal(echoed(loose, 'end_date'), '2018-01-01 23:59:59', 'end_date → 23:59:59 of its day')
  const strict = await expectIds(t, app, { ...range, strict_dates: 'true' }, [e1500.id], 'strict: start ≥ 15:00 and end ≤ 18:00')
  t.equal(echoed(strict, 'start_date'), '2018-01-01 15:00:00')
  t.equal(echoed(strict, 'end_date'), '2018-01-01 18:00:00')
  await expectIds(t, app, { ...range, strict_dates: 'false' }, [e0900.id, e1500.id, e1600.id], 'strict_dates=false')

  // The four range filters: non-strict → 23:59:59 of the day (even for a 10:00 input), strict → 10:00 itself.
  const v = '2018-01-01 10:00:00'
  const cases: Array<[string, number[], number[]]> = [
    // [param, non-strict ids, strict ids]
    ['starts_before', [before.id, e0900.id, e1500.id, e1600.id, night.id], [before.id, e0900.id]],
    ['starts_after', [next.id], [e1500.id, e1600.id, night.id, next.id]],
    ['ends_before', [before.id, e0900.id, e1500.id, e1600.id], [before.id]], // e0900 ends at 10:00: not < 10:00
    ['ends_after', [night.id, next.id], [e1500.id, e1600.id, night.id, next.id]], // nor > 10:00
  ]
  for (const [param, nonStrictIds, strictIds] of cases) {
    const a = await expectIds(t, app, { [param]: v }, nonStrictIds, 'non-strict')
    t.equal(echoed(a, param), '2018-01-01 23:59:59', `${param} non-strict echoed as 23:59:59`)
    const b = await expectIds(t, app, { [param]: v, strict_dates: 'true' }, strictIds, 'strict')
    t.equal(echoed(b, param), v, `${param} strict echoed as sent`)
  }
  // Non-strict start_date also drops a time: 2018-01-01 23:30 → 00:00:00.
  const s = await list(app, { start_date: '2018-01-01 23:30', end_date: '2018-01-01' })
  t.same(ids(s), [e0900.id, e1500.id, e1600.id])
  t.equal(echoed(s, 'start_date'), '2018-01-01 00:00:00')
  t.equal(echoed(s, 'end_date'), '2018-01-01 23:59:59', 'a date-only end_date is the end of that day')
})

t.test('§5.1 rule 2: exact operators at the boundary (strict): start ≥, end ≤, starts_before <, starts_after >, ends_before <, ends_after >', async (t) => {
  const app = await buildAt(t)
  // V = 2025-05-10 15:00:00 (inside the default window, so start_date/end_date can be tested alone).
  const V = '2025-05-10 15:00:00'
  const a = await ev(app, 'Ends 1 s before V', '2025-05-10 14:00:00', '2025-05-10 14:59:59')
  const b = await ev(app, 'Ends at V', '2025-05-10 14:00:00', V)
  const c = await ev(app, 'Ends 1 s after V', '2025-05-10 14:30:00', '2025-05-10 15:00:01')
  const d = await ev(app, 'Starts 1 s before V', '2025-05-10 14:59:59', '2025-05-10 16:00:00')
  const e = await ev(app, 'Starts at V', V, '2025-05-10 16:00:00')
  const f = await ev(app, 'Starts 1 s after V', '2025-05-10 15:00:01', '2025-05-10 16:00:00')
  const cases: Array<[typeof DATE_PARAMS[number], number[]]> = [
    ['start_date', [e.id, f.id]], // start ≥ V
    ['end_date', [a.id, b.id]], // end ≤ V
    ['starts_before', [a.id, b.id, c.id, d.id]], // start < V
    ['starts_after', [f.id]], // start > V
    ['ends_before', [a.id]], // end < V
    ['ends_after', [c.id, d.id, e.id, f.id]], // end > V
  ]
  for (const [param, want] of cases) {
    const res = await expectIds(t, app, { [param]: V, strict_dates: 'true' }, want)
    t.equal(echoed(res, param), V, `${param} echoed as sent`)
  }
})

// ---------------------------------------------------------------------------------------------- rule 3

t.test('§5.1 rule 3: default window = yesterday 00:00:00 … end of the day of now + 24 months (site timezone)', async (t) => {
  const app = await buildAt(t)
  const twoDaysAgo = await ev(app, 'Day before yesterday', '2025-04-07 10:00:00', '2025-04-07 11:00:00')
  const running = await ev(app, 'Began the day before yesterday, still running', '2025-04-07 23:00:00', '2025-04-10 10:00:00')
  const lastSecond = await ev(app, 'Starts 1 s before yesterday', '2025-04-07 23:59:59', '2025-04-08 00:30:00')
  const yMidnight = await ev(app, 'Yesterday 00:00', '2025-04-08 00:00:00', '2025-04-08 01:00:00')
  const yEvening = await ev(app, 'Yesterday 23:59', '2025-04-08 23:59:00', '2025-04-09 00:30:00')
  // Tokyo 00:30 on the 8th is 17:30 on the 7th in Amsterdam: listed by wall clock (rule 1).
  const tokyo = await ev(app, 'Tokyo, yesterday 00:30 local', '2025-04-08 00:30:00', '2025-04-08 01:30:00', { timezone: 'Asia/Tokyo' })
  const today = await ev(app, 'Today 09:00 (already started)', '2025-04-09 09:00:00', '2025-04-09 11:00:00')
  const lastDay = await ev(app, 'Ends on the last second of the window', '2027-04-09 22:00:00', '2027-04-09 23:59:59')
  const overrun = await ev(app, 'Ends 1 s after the window', '2027-04-09 23:00:00', '2027-04-10 00:00:00')
  const after = await ev(app, 'Day after the window', '2027-04-10 00:00:00', '2027-04-10 01:00:00')

  const res = await expectIds(t, app, {}, [yMidnight.id, tokyo.id, yEvening.id, today.id, lastDay.id])
  const got = ids(res)
  for (const [e, why] of [[twoDaysAgo, 'started the day before yesterday'], [running, 'still running but started before yesterday'],
    [lastSecond, 'started 1 s before yesterday 00:00'], [overrun, 'ends after the window'], [after, 'after the window']] as const) {
    t.notOk(got.includes(e.id), `not listed: ${why}`)
  }
  t.equal(res.body.total, 5)
  t.equal(echoed(res, 'start_date'), null, 'default start_date is not echoed in rest_url')
  t.equal(echoed(res, 'end_date'), null, 'default end_date is not echoed in rest_url')

  // One default overridden, the other kept.
  await expectIds(t, app, { start_date: '2025-04-07' }, [twoDaysAgo.id, running.id, lastSecond.id, yMidnight.id, tokyo.id, yEvening.id, today.id, lastDay.id],
    'explicit start_date, default end_date')
  await expectIds(t, app, { end_date: '2027-04-10' }, [yMidnight.id, tokyo.id, yEvening.id, today.id, lastDay.id, overrun.id, after.id],
    'explicit end_date, default start_date')
  // The default start is `yesterday 23:59`: rule 2 widens it to 00:00:00 only when not strict.
  await expectIds(t, app, { strict_dates: 'true' }, [yEvening.id, today.id, lastDay.id], 'strict: default start_date is yesterday 23:59:00')

  // Full pages are counted in SQL (a short page tells its own total). The default window's count subtracts the
  // events that start in it but end after it (`overrun`): the totals must not move with the page size.
  for (const [query, total] of [[{}, 5], [{ start_date: '2025-04-07' }, 8], [{ end_date: '2027-04-10' }, 7], [{ strict_dates: 'true' }, 3]] as const) {
    for (const [perPage, page] of [[1, 1], [2, 2], [1, total]]) {
      const res = await list(app, { ...query, per_page: String(perPage), page: String(page) })
      t.equal(res.statusCode, 200, `${label(query)} per_page=${perPage} page=${page}: 200`)
      t.equal(res.body.total, total, `${label(query)} per_page=${perPage} page=${page}: total counted in SQL`)
      t.equal(res.headers['x-calendar-total'], String(total), `${label(query)} per_page=${perPage} page=${page}: X-Calendar-Total`)
    }
  }
})

// ---------------------------------------------------------------------------------------------- rules 4 and 5

t.test('§5.1 rule 4: any starts_*/ends_* filter drops the default start_date/end_date; explicit ones still apply', async (t) => {
  const app = await buildAt(t)
  const lastMonth = await ev(app, 'Last month', '2025-03-15 10:00:00', '2025-03-15 11:00:00')
  const soon = await ev(app, 'Soon', '2025-05-01 10:00:00', '2025-05-01 11:00:00')
  const far = await ev(app, 'Beyond 24 months', '2028-01-01 10:00:00', '2028-01-01 11:00:00')
  await expectIds(t, app, {}, [soon.id], 'precondition: the defaults hide last month and the far event')

  const cases: Array<[Record<string, string>, number[]]> = [
    [{ starts_after: '2025-02-09' }, [lastMonth.id, soon.id, far.id]], // 2 months ago, alone
    [{ starts_after: '-2 months' }, [lastMonth.id, soon.id, far.id]], // relative: 2025-02-09 23:59:59
    [{ starts_before: '2030-01-01' }, [lastMonth.id, soon.id, far.id]],
    [{ ends_after: '2025-02-09' }, [lastMonth.id, soon.id, far.id]],
    [{ ends_before: '2030-01-01' }, [lastMonth.id, soon.id, far.id]],
    [{ starts_after: '2025-04-01' }, [soon.id, far.id]], // the filter itself still applies
    [{ ends_before: '2026-01-01' }, [lastMonth.id, soon.id]],
    // Explicit start_date/end_date still apply alongside.
    [{ starts_after: '2025-02-09', start_date: '2025-04-01' }, [soon.id, far.id]],
    [{ starts_after: '2025-02-09', end_date: '2025-12-31' }, [lastMonth.id, soon.id]],
    [{ ends_before: '2030-01-01', start_date: '2025-04-01', end_date: '2025-12-31' }, [soon.id]],
  ]
  for (const [q, want] of cases) await expectIds(t, app, q, want)
  const rel = await list(app, { starts_after: '-2 months' })
  t.equal(echoed(rel, 'starts_after'), '2025-02-09 23:59:59', '-2 months, non-strict')
  t.equal(echoed(rel, 'start_date'), null, 'the dropped default is not echoed')
})

t.test('§5.1 rule 5: include drops start_date/end_date (explicit and default); starts_*/ends_* still apply', async (t) => {
  const app = await buildAt(t)
  const lastMonth = await ev(app, 'Last month', '2025-03-15 10:00:00', '2025-03-15 11:00:00')
  const soon = await ev(app, 'Soon', '2025-05-01 10:00:00', '2025-05-01 11:00:00')
  const far = await ev(app, 'Beyond 24 months', '2028-01-01 10:00:00', '2028-01-01 11:00:00')
  const other = await ev(app, 'Not included', '2025-05-02 10:00:00', '2025-05-02 11:00:00')
  const include = [lastMonth.id, soon.id, far.id].join(',')
  // All three share the pinned publication date: include order is then by id.
  const cases: Array<[Record<string, string>, number[], string]> = [
    [{ include }, [lastMonth.id, soon.id, far.id], 'default window dropped'],
    [{ include, start_date: '2030-01-01', end_date: '2030-01-02' }, [lastMonth.id, soon.id, far.id], 'explicit start_date/end_date dropped'],
    [{ include, start_date: '2030-01-01', strict_dates: 'true' }, [lastMonth.id, soon.id, far.id], 'strict explicit start_date dropped'],
    [{ include, starts_after: '2025-04-01' }, [soon.id, far.id], 'starts_after applies'],
    [{ include, starts_before: '2025-04-01' }, [lastMonth.id], 'starts_before applies'],
    [{ include, ends_before: '2026-01-01' }, [lastMonth.id, soon.id], 'ends_before applies'],
    [{ include, ends_after: '2025-05-01' }, [far.id], 'ends_after applies (non-strict: > 2025-05-01 23:59:59)'],
    [{ include, ends_after: '2025-05-01 10:30', strict_dates: 'true' }, [soon.id, far.id], 'ends_after strict'],
    [{ include, starts_after: '2025-04-01', end_date: '2025-04-02' }, [soon.id, far.id], 'starts_after applies, end_date still dropped'],
  ]
  for (const [q, want, why] of cases) await expectIds(t, app, q, want, why)
  await expectIds(t, app, {}, [soon.id, other.id], 'precondition: without include the default window applies')
})

// ---------------------------------------------------------------------------------------------- all-day / multi-day

t.test('§5.1 all-day and multi-day events: which windows list them', async (t) => {
  const app = await buildAt(t)
  // all_day widens to 00:00:00–23:59:59 of the days (SPEC §4.1), multi-day kept.
  const multi = await ev(app, 'All-day, 1–3 May', '2025-05-01 10:00:00', '2025-05-03 12:00:00', { all_day: true })
  t.equal(multi.start_date, '2025-05-01 00:00:00', 'precondition: all-day start widened')
  t.equal(multi.end_date, '2025-05-03 23:59:59', 'precondition: all-day end widened')
  const timed = await ev(app, 'Timed, 1 May 20:00 – 3 May 08:00', '2025-05-01 20:00:00', '2025-05-03 08:00:00')
  const day5 = await ev(app, 'All-day, 5 May', '2025-05-05 10:00:00', '2025-05-05 12:00:00', { all_day: true })
  // All-day in New York: the same wall clock day 00:00:00–23:59:59, whatever the site timezone.
  const day5ny = await ev(app, 'All-day, 5 May, New York', '2025-05-05', '2025-05-05', { all_day: true, timezone: 'America/New_York' })
  t.equal(day5ny.end_date, '2025-05-05 23:59:59', 'precondition: New York all-day end')

  const cases: Array<[Record<string, string>, number[], string]> = [
    [{ start_date: '2025-05-01', end_date: '2025-05-03' }, [multi.id, timed.id], 'whole 1–3 May (end exactly 23:59:59 is ≤)'],
    [{ start_date: '2025-05-01', end_date: '2025-05-02' }, [], 'ends after 2 May'],
    [{ end_date: '2025-05-02' }, [], 'end_date=2 May alone (default start)'],
    [{ start_date: '2025-05-02' }, [day5.id, day5ny.id], 'started before 2 May'],
    [{ ends_after: '2025-05-02' }, [multi.id, timed.id, day5.id, day5ny.id], 'end > 2 May 23:59:59'],
    [{ ends_after: '2025-05-03' }, [day5.id, day5ny.id], 'end = 3 May 23:59:59 is not > 3 May 23:59:59'],
    [{ starts_before: '2025-05-01' }, [multi.id, timed.id], 'start < 1 May 23:59:59'],
    [{ starts_after: '2025-05-01' }, [day5.id, day5ny.id], 'start > 1 May 23:59:59'],
    [{ starts_before: '2025-05-02', ends_after: '2025-05-01' }, [multi.id, timed.id], 'running on 2 May'],
    [{ start_date: '2025-05-05', end_date: '2025-05-05' }, [day5.id, day5ny.id], 'one whole day holds an all-day event of that day'],
    [{ start_date: '2025-05-05 00:00:01', strict_dates: 'true' }, [], 'strict: all-day starts at 00:00:00'],
    [{ start_date: '2025-05-05 00:00:00', end_date: '2025-05-05 23:59:58', strict_dates: 'true' }, [], 'strict: all-day ends at 23:59:59'],
    [{ start_date: '2025-05-05 00:00:00', end_date: '2025-05-05 23:59:59', strict_dates: 'true' }, [day5.id, day5ny.id], 'strict: exact day'],
    [{ start_date: '2025-05-01 00:00:00', end_date: '2025-05-03 08:00:00', strict_dates: 'true' }, [timed.id], 'strict: the timed one ends at 08:00'],
  ]
  for (const [q, want, why] of cases) await expectIds(t, app, q, want, why)
})

// ---------------------------------------------------------------------------------------------- §3.5 grammar

t.test('§3.5 date grammar as list filters (strict): starts_after=<expr> is evaluated on the pinned clock and echoed', async (t) => {
  const app = await buildAt(t)
  // Expected site wall clock of each expression at NOW = Wednesday 2025-04-09 10:20:30 Europe/Amsterdam.
  const table: Array<[string, string]> = [
    ['now', '2025-04-09 10:20:30'],
    ['today', '2025-04-09 00:00:00'],
    ['tomorrow', '2025-04-10 00:00:00'],
    ['yesterday', '2025-04-08 00:00:00'],
    ['tomorrow 9am', '2025-04-10 09:00:00'],
    ['tomorrow 11am', '2025-04-10 11:00:00'],
    ['tomorrow 1pm', '2025-04-10 13:00:00'],
    ['tomorrow 4pm', '2025-04-10 16:00:00'],
    ['next wednesday 4pm', '2025-04-16 16:00:00'], // on a Wednesday, "next wednesday" is the following week's
    ['next wednesday 5pm', '2025-04-16 17:00:00'],
    ['next friday', '2025-04-11 00:00:00'],
    ['last monday', '2025-04-07 00:00:00'],
    ['last wednesday', '2025-04-02 00:00:00'],
    ['+1 day', '2025-04-10 10:20:30'],
    ['-1 month', '2025-03-09 10:20:30'], // back across the DST change: the wall clock is kept
    ['+5 weeks', '2025-05-14 10:20:30'],
    ['+24 hours', '2025-04-10 10:20:30'],
    ['+24 months', '2027-04-09 10:20:30'],
    ['+5 weeks +7200 seconds', '2025-05-14 12:20:30'],
    ['yesterday 23:59', '2025-04-08 23:59:00'],
    ['today 23:59:59', '2025-04-09 23:59:59'],
    ['+1 day 9am', '2025-04-10 09:00:00'],
    ['+5 days 11am', '2025-04-14 11:00:00'],
    ['2018-01-01 4pm', '2018-01-01 16:00:00'],
    ['2018-01-01 5pm', '2018-01-01 17:00:00'],
    ['2018-01-01 4:30pm', '2018-01-01 16:30:00'],
    ['2025-04-12T12:00:00Z', '2025-04-12 14:00:00'], // CEST, +02:00
    ['2025-01-15T08:00:00-05:00', '2025-01-15 14:00:00'], // 13:00Z, CET +01:00
    ['1744459200', '2025-04-12 14:00:00'], // 2025-04-12T12:00:00Z
    ['1736946000', '2025-01-15 14:00:00'], // 2025-01-15T13:00:00Z
    ['2025-04-12 14:00', '2025-04-12 14:00:00'],
    ['2025-04-12T14:00:00', '2025-04-12 14:00:00'],
    ['2025-04-12', '2025-04-12 00:00:00'],
  ]
  // One event starting exactly at each distinct expected value and one a second later: starts_after (>) must
  // list precisely the events after the value, so the comparison is checked as well as the echo.
  const starts = [...new Set(table.map(([, v]) => v))].flatMap((v) => [v, plusSecond(v)])
  const events: Array<{ id: number; start: string }> = []
  for (const s of starts.sort()) events.push({ id: (await ev(app, `At ${s}`, s, s)).id, start: s })
  t.ok(events.length <= 100, 'precondition: fits in two pages of 50')

  for (const [expr, want] of table) {
    const res = await list(app, { starts_after: expr, strict_dates: 'true' })
    t.equal(res.statusCode, 200, `${expr}: 200`)
    t.equal(echoed(res, 'starts_after'), want, `starts_after=${expr} → ${want}`)
    t.equal(echoed(res, 'strict_dates'), 'true', `${expr}: strict_dates echoed`)
    const expected = events.filter((e) => e.start > want).map((e) => e.id)
    t.equal(res.body.total, expected.length, `${expr}: total = events starting after ${want}`)
    t.same(ids(res), expected.slice(0, 50), `${expr}: events starting after ${want}`)
  }
})

t.test('§3.5/§5.1 rule 2 with relative dates (non-strict): start_date → 00:00:00, the others → 23:59:59 of the day', async (t) => {
  const app = await buildAt(t)
  const cases: Array<[string, string, string]> = [
    ['starts_after', 'tomorrow 9am', '2025-04-10 23:59:59'],
    ['start_date', 'tomorrow 9am', '2025-04-10 00:00:00'],
    ['start_date', 'yesterday 23:59', '2025-04-08 00:00:00'],
    ['end_date', '+1 day', '2025-04-10 23:59:59'],
    ['ends_before', 'next wednesday 4pm', '2025-04-16 23:59:59'],
    ['ends_after', '-1 month', '2025-03-09 23:59:59'],
    ['starts_before', 'now', '2025-04-09 23:59:59'],
    ['starts_after', '2025-04-12T23:30:00Z', '2025-04-13 23:59:59'], // 01:30 on the 13th in Amsterdam, then widened
    ['start_date', '1744497000', '2025-04-13 00:00:00'], // 2025-04-12T22:30:00Z = 13 Apr 00:30 Amsterdam
  ]
  for (const [param, expr, want] of cases) {
    const res = await list(app, { [param]: expr })
    t.equal(res.statusCode, 200, `${param}=${expr}: 200`)
    t.equal(echoed(res, param), want, `${param}=${expr} → ${want}`)
  }
})

// ---------------------------------------------------------------------------------------------- validation

t.test('§5.1/§3.5 invalid date values → 400 rest_invalid_param naming each parameter', async (t) => {
  const app = await buildAt(t)
  await ev(app, 'Soon', '2025-05-01 10:00:00', '2025-05-01 11:00:00')
  const bad = ['not-a-date', '2018-13-45', '', ' ', '2025-04-12 25:00', 'tomorrow 25pm', '13pm', 'next funday',
    '+1 parsec', '+1', '1.5', 'abc123', '2025-04-12T14:00:00+25:00', '2025-04-12 14:00:00 foo']
  for (const name of DATE_PARAMS) {
    for (const value of bad) {
      expectError(t, await list(app, { [name]: value }), 400, 'rest_invalid_param', [name], `${name}=${JSON.stringify(value)}`)
    }
    // Strictness does not make a bad value acceptable.
    expectError(t, await list(app, { [name]: 'not-a-date', strict_dates: 'true' }), 400, 'rest_invalid_param', [name], `${name} strict`)
  }
  // All problems in one response.
  const all = Object.fromEntries(DATE_PARAMS.map((n) => [n, 'nope']))
  expectError(t, await list(app, all), 400, 'rest_invalid_param', [...DATE_PARAMS], 'all six invalid')
  expectError(t, await list(app, { start_date: 'foo', ends_after: 'bar', starts_before: '2025-05-01' }), 400,
    'rest_invalid_param', ['start_date', 'ends_after'], 'two invalid, one valid')
  // With include the dropped start_date/end_date are still validated.
  expectError(t, await list(app, { include: '1', start_date: 'foo' }), 400, 'rest_invalid_param', ['start_date'], 'with include')
  // strict_dates must be non-empty (SPEC §5.1 table).
  expectError(t, await list(app, { strict_dates: '' }), 400, 'rest_invalid_param', ['strict_dates'], 'strict_dates empty')
})

/** `YYYY-MM-DD HH:MM:SS` + 1 second (naive, no timezone involved). */
function plusSecond (v: string): string {
  const d = new Date(`${v.replace(' ', 'T')}Z`)
  return new Date(d.getTime() + 1000).toISOString().slice(0, 19).replace('T', ' ')
}
