// GET /events/recurrence/preview (issue 41): the first occurrences of a series before it is saved, by the series' own
// expansion: the same dates a save makes, the same refusals, writers only, bounded whatever the rule asks for.
import t from 'tap'
import { BASE, addUser, auth, build, createEvent, expectError, req } from '../helper.js'

const NOW = new Date('2030-03-01T09:00:00Z')
const URL = `${BASE}/events/recurrence/preview`

const preview = (app: Parameters<typeof req>[0], query: Record<string, string | number | boolean | string[]>, headers: Record<string, string> = auth) =>
  req(app, { method: 'GET', url: URL, query: query as Record<string, string | string[]>, headers })

t.test('a weekly rule: the first five occurrences on the wall clock, across DST, as the saved series has them', async (t) => {
  const app = await build(t, {}, { clock: () => NOW })
  const query = { 'recurrence[]': ['RRULE:FREQ=WEEKLY;BYDAY=TU'], start_date: '2030-03-19 10:00:00', end_date: '2030-03-19 11:30:00', timezone: 'Europe/Amsterdam' }
  const res = await preview(app, query)
  t.equal(res.statusCode, 200, res.raw)
  t.equal(res.body.timezone, 'Europe/Amsterdam')
  t.same(res.body.recurrence, ['RRULE:FREQ=WEEKLY;BYDAY=TU'])
  t.same(res.body.occurrences.map((o: { start_date: string }) => o.start_date), ['2030-03-19 10:00:00', '2030-03-26 10:00:00', '2030-04-02 10:00:00', '2030-04-09 10:00:00', '2030-04-16 10:00:00'], 'default 5, 10:00 across the DST change')
  t.same(res.body.occurrences.slice(1, 3).map((o: { utc_start_date: string; utc_end_date: string }) => [o.utc_start_date, o.utc_end_date]), [['2030-03-26 09:00:00', '2030-03-26 10:30:00'], ['2030-04-02 08:00:00', '2030-04-02 09:30:00']], 'UTC moves by the offset (DST from 31 March); the length stays')
  t.equal(res.body.occurrences[0].end_date, '2030-03-19 11:30:00')
  t.equal(res.body.more, true)

  const master = await createEvent(app, { recurrence: query['recurrence[]'], start_date: query.start_date, end_date: query.end_date, timezone: query.timezone })
  const series = await req(app, { url: `${BASE}/events?post_parent=${master.id}&start_date=2030-01-01&per_page=50`, headers: auth })
  const saved = [master.start_date, ...series.body.events.filter((e: { id: number }) => e.id !== master.id).map((e: { start_date: string }) => e.start_date)].slice(0, 5)
  t.same(saved, res.body.occurrences.map((o: { start_date: string }) => o.start_date), 'the dates a save makes')
  t.equal(res.body.within_horizon, 1 + Number(series.headers['x-calendar-total'] ?? series.body.total) - (series.body.events.some((e: { id: number }) => e.id === master.id) ? 1 : 0), 'within_horizon: the events the save made')
})

t.test('count, COUNT, RDATE/EXDATE, a text of lines, all-day, a sparse rule beyond the horizon', async (t) => {
  const app = await build(t, {}, { clock: () => NOW })
  const twenty = await preview(app, { recurrence: 'RRULE:FREQ=DAILY', start_date: '2030-05-01 08:00:00', count: 20 })
  t.equal(twenty.body.occurrences.length, 20, 'count=20')
  expectError(t, await preview(app, { recurrence: 'RRULE:FREQ=DAILY', start_date: '2030-05-01 08:00:00', count: 21 }), 400, 'rest_invalid_param', ['count'])
  expectError(t, await preview(app, { recurrence: 'RRULE:FREQ=DAILY', start_date: '2030-05-01 08:00:00', count: 0 }), 400, 'rest_invalid_param', ['count'])

  const three = await preview(app, { recurrence: 'RRULE:FREQ=MONTHLY;COUNT=3', start_date: '2030-05-31 08:00:00', timezone: 'UTC' })
  t.same(three.body.occurrences.map((o: { start_date: string }) => o.start_date), ['2030-05-31 08:00:00', '2030-07-31 08:00:00', '2030-08-31 08:00:00'], 'COUNT=3, months without a 31st skipped')
  t.equal(three.body.more, false)

  const lines = await preview(app, { recurrence: 'RRULE:FREQ=WEEKLY;COUNT=3\nRDATE;VALUE=DATE:20300604\nEXDATE;TZID=UTC:20300608T080000', start_date: '2030-06-01 08:00:00', timezone: 'UTC' })
  t.equal(lines.statusCode, 200, lines.raw)
  t.same(lines.body.occurrences.map((o: { start_date: string }) => o.start_date), ['2030-06-01 08:00:00', '2030-06-04 08:00:00', '2030-06-15 08:00:00'], 'one text of lines: RDATE added, EXDATE left out')

  const allDay = await preview(app, { 'recurrence[]': ['RRULE:FREQ=DAILY;COUNT=2'], start_date: '2030-06-01 15:00', all_day: true, timezone: 'UTC' })
  t.same(allDay.body.occurrences, [
    { start_date: '2030-06-01 00:00:00', end_date: '2030-06-01 23:59:59', utc_start_date: '2030-06-01 00:00:00', utc_end_date: '2030-06-01 23:59:59' },
    { start_date: '2030-06-02 00:00:00', end_date: '2030-06-02 23:59:59', utc_start_date: '2030-06-02 00:00:00', utc_end_date: '2030-06-02 23:59:59' },
  ], 'all-day: whole days')

  const yearly = await preview(app, { recurrence: 'RRULE:FREQ=YEARLY', start_date: '2030-06-01 08:00:00', timezone: 'UTC' })
  t.same(yearly.body.occurrences.map((o: { start_date: string }) => o.start_date.slice(0, 4)), ['2030', '2031', '2032', '2033', '2034'], 'a yearly rule: five dates though the horizon holds two')
  t.equal(yearly.body.within_horizon, 2, 'within 24 months of now')
  t.equal(yearly.body.more, true)

  const far = await preview(app, { recurrence: 'RRULE:FREQ=WEEKLY', start_date: '2040-01-01 08:00:00', timezone: 'UTC' })
  t.equal(far.body.occurrences.length, 5, 'a start beyond the horizon still previews')
  t.equal(far.body.within_horizon, 1)

  const leap = await preview(app, { recurrence: 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', start_date: '2032-02-29 08:00:00', timezone: 'UTC', count: 3 })
  t.same(leap.body.occurrences.map((o: { start_date: string }) => o.start_date.slice(0, 10)), ['2032-02-29', '2036-02-29', '2040-02-29'], 'leap days')

  const end = await preview(app, { recurrence: 'RRULE:FREQ=YEARLY', start_date: '9997-06-01 08:00:00', timezone: 'UTC' })
  t.equal(end.statusCode, 200, 'the last years a date can have')
  t.ok(end.body.occurrences.length >= 1)

  const nl = await req(app, { url: `/nl${URL}`, query: { recurrence: 'RRULE:FREQ=DAILY;COUNT=2', start_date: '2030-05-01 08:00:00' }, headers: auth })
  t.equal(nl.statusCode, 200, 'under a language prefix')
})

t.test('writers only: anonymous 401, subscriber 403, contributor 200', async (t) => {
  const app = await build(t, {}, { clock: () => NOW })
  const query = { recurrence: 'RRULE:FREQ=DAILY;COUNT=2', start_date: '2030-05-01 08:00:00' }
  expectError(t, await preview(app, query, {}), 401, 'rest_forbidden')
  expectError(t, await preview(app, query, (await addUser(app, 'sub', 'subscriber')).headers), 403, 'rest_forbidden')
  t.equal((await preview(app, query, (await addUser(app, 'con', 'contributor')).headers)).statusCode, 200, 'contributor')
  t.equal((await preview(app, query, (await addUser(app, 'aut', 'author')).headers)).statusCode, 200, 'author')
})

t.test('bad and hostile rules: 400 with the reason under recurrence, never a 500, nothing stored', async (t) => {
  const app = await build(t, { recurrenceMax: 200 }, { clock: () => NOW })
  const start = { start_date: '2030-05-01 08:00:00', timezone: 'UTC' }
  const refused = async (recurrence: string | string[], why: RegExp, what: string) => {
    const res = await preview(app, { ...(Array.isArray(recurrence) ? { 'recurrence[]': recurrence } : { recurrence }), ...start })
    expectError(t, res, 400, 'rest_invalid_param', ['recurrence'], what)
    t.match(res.body.data?.params?.recurrence, why, `${what}: ${String(res.body.data?.params?.recurrence).slice(0, 120)}`)
    return res
  }
  await refused('RRULE:FREQ=SECONDLY', /SECONDLY is not supported/, 'FREQ=SECONDLY')
  await refused('RRULE:FREQ=MINUTELY;COUNT=5', /not supported/, 'FREQ=MINUTELY')
  await refused('RRULE:FREQ=DAILY;INTERVAL=999999999', /INTERVAL must be/, 'a huge INTERVAL')
  await refused('RRULE:FREQ=DAILY', /more than 200 occurrences/, 'more than RECURRENCE_MAX within the horizon (as a save)')
  await refused('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', /never does|10000 periods/, 'a rule that never matches')
  await refused(`RRULE:FREQ=YEARLY;BYMONTHDAY=${Array.from({ length: 900 }, (_, i) => (i % 31) + 1).join(',')}`, /longer than 2000/, 'a BYMONTHDAY flood')
  // Under the line's bound, a flood of BY… values is a rule like any other: answered, or refused as a save refuses it.
  const flood = await preview(app, { recurrence: `RRULE:FREQ=MONTHLY;COUNT=30;BYDAY=${Array.from({ length: 250 }, (_, i) => ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'][i % 7]).join(',')};BYSETPOS=${Array.from({ length: 100 }, (_, i) => -(i + 1)).join(',')}`, ...start })
  t.ok(flood.statusCode === 200 || flood.statusCode === 400, `a BYDAY and BYSETPOS flood: ${flood.statusCode}`)
  const saved = await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'Flood', end_date: start.start_date, recurrence: [flood.body.recurrence?.[0] ?? `RRULE:FREQ=MONTHLY;COUNT=30;BYDAY=${Array.from({ length: 250 }, (_, i) => ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'][i % 7]).join(',')};BYSETPOS=${Array.from({ length: 100 }, (_, i) => -(i + 1)).join(',')}`], ...start, status: 'draft' } })
  t.equal(saved.statusCode === 201, flood.statusCode === 200, 'the preview answers what a save accepts')
  if (saved.statusCode === 201) await req(app, { method: 'DELETE', url: `${BASE}/events/${saved.body.id}?force=true&recurrence_scope=all`, headers: auth })
  await refused(['RRULE:FREQ=DAILY;COUNT=2', 'RRULE:FREQ=WEEKLY;COUNT=2'], /only one RRULE/, 'two RRULEs')
  await refused('<script>alert(1)</script>', /expected NAME/, 'a script')
  await refused('RRULE:FREQ=DAILY;COUNT=2;X-"><img src=x onerror=alert(1)>=1', /unknown rule part/, 'HTML in a part')
  await refused('RRULE:FREQ=DAILY;COUNT=2\u202e;BYDAY=MO', /COUNT must be|BYDAY values|unknown rule part/, 'an RTL override')
  await refused(Array.from({ length: 11 }, (_, n) => `RDATE:${Array.from({ length: 100 }, (_, i) => `2030${String(6 + (n % 6)).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}T0800${String(n).padStart(2, '0')}`).join(',').slice(0, 1990)}`).slice(0, 100), /more than 1000 RDATE|longer than/, 'an RDATE flood')

  const huge = await preview(app, { recurrence: `RRULE:FREQ=DAILY;COUNT=2;${'BYDAY=MO,'.repeat(12_000)}`, ...start })
  expectError(t, huge, 400, 'rest_invalid_param', ['recurrence'], 'a 100 KB rule')

  // Far ends are cheap: COUNT and UNTIL bound nothing the horizon and RECURRENCE_MAX do not bound already.
  const count = await preview(app, { recurrence: 'RRULE:FREQ=WEEKLY;COUNT=100000', ...start })
  t.equal(count.statusCode, 200, 'COUNT=100000')
  const until = await preview(app, { recurrence: 'RRULE:FREQ=MONTHLY;UNTIL=99991231T000000Z', ...start, count: 20 })
  t.equal(until.statusCode, 200, 'UNTIL in 9999')
  t.equal(until.body.occurrences.length, 20)
  await refused('RRULE:FREQ=WEEKLY;COUNT=1000000', /COUNT must be/, 'COUNT over its bound')

  expectError(t, await preview(app, { recurrence: 'RRULE:FREQ=DAILY', start_date: 'not a date' }), 400, 'rest_invalid_param', ['start_date'])
  expectError(t, await preview(app, { recurrence: 'RRULE:FREQ=DAILY;COUNT=2', start_date: '2030-05-01', end_date: 'soon-ish' }), 400, 'rest_invalid_param', ['end_date'])
  expectError(t, await preview(app, { recurrence: 'RRULE:FREQ=DAILY;COUNT=2', start_date: '2030-05-01', timezone: 'Mars/Olympus' }), 400, 'rest_invalid_param', ['timezone'])
  expectError(t, await preview(app, { recurrence: '', start_date: '2030-05-01' }), 400, 'rest_invalid_param', ['recurrence'])
  const missing = await preview(app, { start_date: '2030-05-01' })
  t.equal(missing.statusCode, 400, 'recurrence missing')

  const events = await req(app, { url: `${BASE}/events?status=any&per_page=1`, headers: auth })
  t.equal(events.body.length ?? events.body.events?.length ?? 0, 0, 'nothing stored')
})
