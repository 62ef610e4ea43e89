// Issue 37 item 1 (writes): one event write may store at most SERIES_TEXT_BUDGET bytes of title, excerpt and
// description in the occurrences of its series, whoever writes (src/services/events/series.ts checkCopyBudget), and
// rows with long texts are written a few per statement (src/repositories/series.ts). Item 6 (writes): a POST /events
// whose recurrence is costly to count is refused for its permission before it is expanded; the cheap syntax check of
// its lines keeps its place before the permission (SPEC §2.4). The heap-bounded reproduction of the crash is
// test/hardening/series-amplification.test.ts.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { addUser, auth, BASE, build, expectError, req, serviceContext, ADMIN } from '../helper.js'
import { events } from '../../src/services/events/service.js'

const clock = () => new Date('2026-11-24T12:00:00Z')
const text = (bytes: number) => `<p>${'budget words '.repeat(Math.ceil(bytes / 13)).slice(0, bytes - 7)}</p>`
const series = (fields: Record<string, unknown>) => ({ title: 'Daily class', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 11:00:00', ...fields })
const post = (app: FastifyInstance, headers: Record<string, string>, payload: Record<string, unknown>) => req(app, { method: 'POST', url: `${BASE}/events`, headers, payload })

async function stored (app: FastifyInstance): Promise<{ events: number; descriptionBytes: number }> {
  const [row] = await app.db.$queryRaw<Array<{ n: bigint | number; bytes: bigint | number | null }>>`SELECT COUNT(*) AS n, SUM(LENGTH("description")) AS bytes FROM "Event"`
  return { events: Number(row!.n), descriptionBytes: Number(row!.bytes ?? 0) }
}

t.test('a create whose occurrences would copy more text than SERIES_TEXT_BUDGET is a 400 naming recurrence, for every role, and stores nothing', async (t) => {
  const app = await build(t, { seriesTextBudget: 50_000 }, { clock })
  const roles: Record<string, Record<string, string>> = { administrator: auth }
  for (const role of ['editor', 'author', 'contributor'] as const) roles[role] = (await addUser(app, role, role)).headers
  for (const [role, headers] of Object.entries(roles)) {
    // 9 occurrences × ~10 KiB: 90 KB to copy.
    const res = await post(app, headers, series({ description: text(10_000), recurrence: ['RRULE:FREQ=DAILY;COUNT=10'] }))
    expectError(t, res, 400, 'rest_invalid_param', ['recurrence'], role)
    t.match(res.body.data.params.recurrence, /into 9 occurrences.*at most 48\.8 KiB/, `${role}: the message says how much and the bound`)
  }
  t.same(await stored(app), { events: 0, descriptionBytes: 0 }, 'no master, no occurrence stored')
  // Within the budget the same rule is written: 9 occurrences × ~1 KiB.
  const ok = await post(app, roles.contributor!, series({ description: text(1000), recurrence: ['RRULE:FREQ=DAILY;COUNT=10'] }))
  t.equal(ok.statusCode, 201, ok.raw)
  t.equal((await stored(app)).events, 10)
})

t.test('an update counts what it copies: changed texts × the occurrences they go to, plus new occurrences', async (t) => {
  const app = await build(t, { seriesTextBudget: 50_000 }, { clock })
  const sc = serviceContext(app, ADMIN)
  // Written with a larger budget (as an older, longer series may have been): 9 occurrences × ~10 KiB.
  const master = await events.create({ ...sc, config: { ...sc.config, seriesTextBudget: 1_000_000 } }, series({ description: text(10_000), recurrence: ['RRULE:FREQ=DAILY;COUNT=10'] }))
  const before = await stored(app)
  t.equal(before.events, 10)
  const update = (payload: Record<string, unknown>) => req(app, { method: 'POST', url: `${BASE}/events/${master.id}`, headers: auth, payload })

  // Nothing new to copy: the texts stay, the occurrences stay.
  const featured = await update({ featured: true })
  t.equal(featured.statusCode, 200, `an edit that copies no text passes however long the series is: ${featured.raw.slice(0, 200)}`)

  // A new description goes to 9 occurrences: 90 KB.
  const longer = await update({ description: text(10_500) })
  expectError(t, longer, 400, 'rest_invalid_param', ['recurrence'], 'changed description')
  t.same(await stored(app), before, 'the refused update stored nothing')
  const read = await req(app, { url: `${BASE}/events/${master.id}`, headers: auth })
  t.equal(read.body.description, text(10_000), 'the master keeps its description')

  // A short text fits: 9 × ~200 bytes.
  const shorter = await update({ description: text(200), title: 'Daily class (new room)' })
  t.equal(shorter.statusCode, 200, shorter.raw.slice(0, 200))
  t.equal((await stored(app)).descriptionBytes, 10 * 200, 'every occurrence took the new text')

  // More occurrences of the short text fit, many more do not.
  t.equal((await update({ recurrence: ['RRULE:FREQ=DAILY;COUNT=40'] })).statusCode, 200)
  t.equal((await stored(app)).events, 40)
  expectError(t, await update({ recurrence: ['RRULE:FREQ=DAILY;COUNT=400'] }), 400, 'rest_invalid_param', ['recurrence'], 'a longer rule')
  t.equal((await stored(app)).events, 40)
})

t.test('occurrences with long texts are written a few per statement, every one whole', async (t) => {
  const app = await build(t, {}, { clock })
  const description = text(120 * 1024)
  const res = await post(app, auth, series({ description, excerpt: 'Every day', recurrence: ['RRULE:FREQ=DAILY;COUNT=30'] }))
  t.equal(res.statusCode, 201, res.raw.slice(0, 300))
  const rows = await app.db.event.findMany({ where: { seriesId: res.body.id }, select: { id: true, description: true, excerpt: true, slug: true }, orderBy: { id: 'asc' } })
  t.equal(rows.length, 30)
  const master = rows.find((r) => r.id === res.body.id)!
  t.equal(master.description.length, description.length)
  t.ok(rows.every((r) => r.description === master.description && r.excerpt === master.excerpt), 'each occurrence has the whole text')
  t.equal(new Set(rows.map((r) => r.slug)).size, 30, 'each its own slug')
})

t.test('item 6: a POST /events that may not be written is refused before its recurrence is expanded', async (t) => {
  const app = await build(t, {}, { clock })
  const subscriber = (await addUser(app, 'reader', 'subscriber')).headers
  const author = (await addUser(app, 'writer', 'author')).headers
  // More occurrences than RECURRENCE_MAX (found only by expanding), and a rule that takes 10,000 periods to find out it
  // never matches (the costliest expansion).
  const tooMany = ['RRULE:FREQ=DAILY;BYHOUR=0,2,4,6,8,10,12,14,16,18,20,22;BYMINUTE=0,10,20,30,40,50']
  const costly = ['RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30']
  const cheap = ['RRULE:FREQ=WEEKLY;COUNT=3']
  for (const recurrence of [tooMany, costly]) {
    expectError(t, await post(app, {}, series({ recurrence })), 401, 'rest_forbidden', undefined, `anonymous ${recurrence[0]}`)
    expectError(t, await post(app, subscriber, series({ recurrence })), 403, 'rest_forbidden', undefined, `subscriber ${recurrence[0]}`)
    const res = await post(app, author, series({ recurrence }))
    expectError(t, res, 400, 'rest_invalid_param', ['recurrence'], `author ${recurrence[0]}`)
  }
  // The syntax of the lines is checked before the permission, as SPEC §2.4 orders parameter checks.
  expectError(t, await post(app, {}, series({ recurrence: ['RRULE:FREQ=FORTNIGHTLY'] })), 400, 'rest_invalid_param', ['recurrence'], 'anonymous malformed line')

  // No expansion for the anonymous caller: the costly rule's 401 takes about as long as a cheap rule's (medians of
  // alternating runs), where expanding it alone takes ~100 times a cheap request's time here.
  const timed = async (recurrence: string[]) => {
    const started = performance.now()
    const res = await post(app, {}, series({ recurrence }))
    t.equal(res.statusCode, 401)
    return performance.now() - started
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  const costlyMs: number[] = []
  const cheapMs: number[] = []
  for (let i = 0; i < 7; i++) {
    costlyMs.push(await timed(costly))
    cheapMs.push(await timed(cheap))
  }
  const started = performance.now()
  const authored = await post(app, author, series({ recurrence: costly }))
  const authorMs = performance.now() - started
  t.equal(authored.statusCode, 400)
  t.ok(median(costlyMs) < 3 * median(cheapMs) + 2, `anonymous costly ${median(costlyMs).toFixed(1)} ms vs cheap ${median(cheapMs).toFixed(1)} ms (an author's expansion of it: ${authorMs.toFixed(1)} ms)`)
})

t.test('the links a write copies into occurrences are bounded by SERIES_LINK_BUDGET, on creates and on updates', async (t) => {
  const app = await build(t, { seriesLinkBudget: 20 }, { clock })
  const cats = await Promise.all(['a', 'b', 'c'].map(async (name) => (await req(app, { method: 'POST', url: `${BASE}/categories`, headers: auth, payload: { name } })).body.id as number))
  // 9 occurrences × 3 categories = 27 links.
  const refused = await post(app, auth, series({ categories: cats, recurrence: ['RRULE:FREQ=DAILY;COUNT=10'] }))
  expectError(t, refused, 400, 'rest_invalid_param', ['recurrence'], '27 links')
  t.match(refused.body.data.params.recurrence, /3 organizers, categories and tags into 9 occurrences, 27 links; .* at most 20/)
  t.equal((await stored(app)).events, 0)
  const master = await post(app, auth, series({ categories: cats.slice(0, 2), recurrence: ['RRULE:FREQ=DAILY;COUNT=10'] }))
  t.equal(master.statusCode, 201, '18 links fit')
  const update = (payload: Record<string, unknown>) => req(app, { method: 'POST', url: `${BASE}/events/${master.body.id}`, headers: auth, payload })
  t.equal((await update({ title: 'Renamed' })).statusCode, 200, 'an update that copies no links passes')
  expectError(t, await update({ categories: cats }), 400, 'rest_invalid_param', ['recurrence'], 'new links to 9 occurrences')
  const read = await req(app, { url: `${BASE}/events/${master.body.id}`, headers: auth })
  t.same(read.body.categories.map((c: any) => c.id).sort(), cats.slice(0, 2).sort(), 'the refused update changed no link')
})
