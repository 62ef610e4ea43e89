// `import` against a source that misbehaves, and the runs after the first (SPEC §9.5): retries (5xx, Retry-After on
// 429/503, time limits), a failure midway (what was written stays, a second run continues), a bad record skipped
// with its id, a record whose id another kind holds skipped, an edit applied, --prune, --dry-run, the CLI's output
// and exit codes. The answers are those recorded from the real plugin
// (test/fixtures/tec/site.json), altered per test.
import t from 'tap'
import { runCli } from '../../src/cli.js'
import { startFixtureServer, type FixtureServer } from './fixture-server.js'
import { count, setup } from './setup.js'

const EVENTS_PAGE_1 = '/wp-json/tribe/events/v1/events?start_date=1000-01-01+00%3A00%3A00&end_date=9999-12-31+23%3A59%3A59&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate%2Ctrash&per_page=10&page=1'
const CATEGORIES = '/wp-json/tribe/events/v1/categories?hide_empty=false&per_page=10&page=1'

/** The recorded event `id` of the import's event lists (to alter it). */
function sourceEvent (server: FixtureServer, id: number): Record<string, unknown> {
  for (const [key, rec] of Object.entries(server.fixture.import)) {
    if (!key.includes('/tribe/events/v1/events?')) continue
    const found = (rec.body as { events: Array<Record<string, unknown>> }).events.find((e) => e.id === id)
    if (found) return found
  }
  throw new Error(`no event ${id} in the fixture`)
}

function dropSourceEvent (server: FixtureServer, id: number): void {
  for (const [key, rec] of Object.entries(server.fixture.import)) {
    if (!key.includes('/tribe/events/v1/events?')) continue
    const body = rec.body as { events: Array<Record<string, unknown>> }
    body.events = body.events.filter((e) => e.id !== id)
  }
}

const ALL = { categories: 4, tags: 3, venues: 5, organizers: 4, events: 37 }
const NONE = { categories: 0, tags: 0, venues: 0, organizers: 0, events: 0 }

t.test('5xx answers, 429/503 with Retry-After and requests over the time limit are retried', async (t) => {
  const s = await setup(t)
  const waits: number[] = []
  s.server.script.set(CATEGORIES, [{ status: 500 }, { status: 429, headers: { 'retry-after': '7' } }])
  // The time limit holds for every request of the run: wide enough that only the scripted slow answer exceeds it on a
  // busy machine.
  s.server.script.set(EVENTS_PAGE_1, [{ status: 503, headers: { 'retry-after': '3' } }, { delayMs: 6000 }, { hangUp: true }])
  const r = await s.run({ source: { timeoutMs: 2000, baseDelayMs: 1, maxDelayMs: 60_000, sleep: async (ms) => { waits.push(ms) } } })
  t.same(r.problems, [])
  t.same(count(r, 'created'), ALL)
  t.equal(r.retries, 5)
  t.ok(waits.some((w) => w >= 7000), 'Retry-After: 7 waited for')
  t.ok(waits.some((w) => w >= 3000 && w < 7000), 'Retry-After: 3 waited for')
})

t.test('when the retries are spent, the run fails; what it wrote before stays, and a second run continues', async (t) => {
  const s = await setup(t)
  // Pages are written as they are read (issue 37): categories, tags, venues and organizers come before the events.
  s.server.script.set(EVENTS_PAGE_1, Array.from({ length: 3 }, () => ({ status: 502 })))
  await t.rejects(s.run({ prune: true, source: { retries: 2, baseDelayMs: 1 } }),
    /HTTP 502 after 3 attempts\nThe pages read before this failure were written \(nothing was pruned\): run the import again to continue\./)
  t.equal(await s.db.term.count(), 7, 'the categories and tags were written')
  t.equal(await s.db.event.count(), 0, 'no event')
  const again = await s.run()
  t.same(count(again, 'created'), { ...NONE, events: 37 }, 'the second run continues where the first stopped')
  t.same(count(again, 'unchanged'), { ...ALL, events: 0 })

  const fresh = await setup(t)
  // a Retry-After beyond the bound is not waited for
  fresh.server.script.set(CATEGORIES, [{ status: 429, headers: { 'retry-after': '3600' } }])
  await t.rejects(fresh.run(), /asks to wait 3600 s.*\nNothing was written\./s)
  // a body that is not JSON
  fresh.server.script.set(CATEGORIES, [{ status: 200, body: '<html>maintenance</html>' }])
  await t.rejects(fresh.run(), /not JSON/)
  t.equal(await fresh.db.term.count(), 0)
  t.equal(await fresh.db.postKey.count(), 0)
})

t.test('a bad record is reported with its id and skipped; the others are imported', async (t) => {
  const s = await setup(t)
  sourceEvent(s.server, 9).start_date = '2026-02-31 10:00:00'
  sourceEvent(s.server, 10).timezone = '<script>'
  const page1 = s.server.fixture.import[EVENTS_PAGE_1]!.body as { events: unknown[] }
  page1.events.push({ id: 'eleven', title: 'no id' })
  const r = await s.run()
  t.same(r.problems.map((p) => [p.resource, p.id]), [['events', 9], ['events', 10], ['events', null]])
  t.match(r.problems[0]!.message, /start_date: not a valid date/)
  t.same(count(r, 'skipped'), { ...NONE, events: 3 })
  t.equal(count(r, 'created').events, 35)
  t.equal(await s.db.event.count(), 35)
})

t.test('a record whose id another kind holds here is reported and skipped; the others are imported', async (t) => {
  const s = await setup(t)
  // a venue here holds id 9, an event of the source
  await s.repos.transaction((tx) => tx.posts.insertWithId('venue', 9, {
    title: 'Local venue', slug: 'local-venue', status: 'publish', publishedAt: new Date(), modifiedAt: new Date(), translationGroup: 9,
  }))
  for (const dryRun of [true, false]) {
    const r = await s.run({ dryRun })
    t.same(r.problems.map((p) => [p.resource, p.id, p.message]), [['events', 9, 'id 9 is a venue here: skipped']], `dry run: ${dryRun}`)
    t.same(count(r, 'created'), { ...ALL, events: 36 })
    t.same(count(r, 'skipped'), { ...NONE, events: 1 })
  }
  t.equal(await s.db.event.count(), 36)
  t.equal((await s.db.venue.findUnique({ where: { id: 9 } }))?.title, 'Local venue', 'the local venue is left alone')
})

t.test('a run after edits on the source applies exactly those edits; --prune trashes what disappeared', async (t) => {
  const s = await setup(t)
  await s.run()
  const e = sourceEvent(s.server, 9)
  e.title = 'Event 01: Concert (moved)'
  e.start_date = '2026-11-25 11:00:00'
  e.utc_start_date = '2026-11-25 11:00:00'
  e.modified_utc = e.modified = '2026-11-30 10:00:00'
  e.organizer = (e.organizer as unknown[]).slice().reverse()
  dropSourceEvent(s.server, 10)
  const r = await s.run()
  t.same(count(r, 'updated'), { ...NONE, events: 1 })
  t.same(count(r, 'trashed'), NONE, 'without --prune nothing is trashed')
  const app = await s.app()
  const got = (await app.inject({ url: '/wp-json/calendar/events/v1/events/9' })).json()
  t.equal(got.title, 'Event 01: Concert (moved)')
  t.equal(got.start_date, '2026-11-25 11:00:00')
  t.equal(got.modified_utc, '2026-11-30 10:00:00')
  t.same(got.organizer.map((o: { id: number }) => o.id), [8, 7], 'organizers in the new order')

  const dry = await s.run({ prune: true, dryRun: true })
  t.same(count(dry, 'trashed'), { ...NONE, events: 1 }, 'a dry run says what --prune would trash')
  t.equal((await s.db.event.findUnique({ where: { id: 10 } }))?.status, 'publish', '…and trashes nothing')
  const pruned = await s.run({ prune: true })
  t.same(count(pruned, 'trashed'), { ...NONE, events: 1 })
  const ten = await s.db.event.findUnique({ where: { id: 10 } })
  t.equal(ten?.status, 'trash')
  t.equal(ten?.slug, 'event-02-jazz-jam__trashed')
  t.equal((await s.run({ prune: true })).changed, false, 'then nothing changes')
})

t.test('--dry-run writes nothing', async (t) => {
  const s = await setup(t)
  const r = await s.run({ dryRun: true })
  t.same(count(r, 'created'), ALL)
  t.equal(r.dryRun, true)
  t.equal(await s.db.postKey.count(), 0)
  t.equal(await s.db.term.count(), 0)
})

t.test('records created after an import draw ids after the imported ones', async (t) => {
  const s = await setup(t)
  await s.run()
  const app = await s.app()
  const res = await app.inject({ method: 'POST', url: '/wp-json/calendar/events/v1/events', headers: { authorization: 'Bearer test-admin-token-0123456789abcdef' }, payload: { title: 'After', start_date: '2027-01-01 10:00', end_date: '2027-01-01 11:00' } })
  t.equal(res.statusCode, 201)
  t.ok(res.json().id > 53, `new id ${res.json().id}`)
  const cat = await app.inject({ method: 'POST', url: '/wp-json/calendar/events/v1/categories', headers: { authorization: 'Bearer test-admin-token-0123456789abcdef' }, payload: { name: 'After' } })
  t.equal(cat.statusCode, 201)
  t.ok(cat.json().id > 8, `new term id ${cat.json().id}`)
})

t.test('the CLI: summary table, --json, exit codes', async (t) => {
  const s = await setup(t)
  const cli = async (...args: string[]) => {
    let out = ''
    let err = ''
    const argv = args.length > 1 && !args.includes('--page-size') ? [...args, '--page-size', '10'] : args
    const code = await runCli(argv, { env: { DATABASE_URL: s.databaseUrl }, stdout: (x) => { out += x }, stderr: (x) => { err += x } })
    return { code, out, err }
  }
  const usage = await cli('import')
  t.equal(usage.code, 2)
  t.match(usage.err, /missing <site REST root>/)
  t.equal((await cli('import', s.server.root, '--user', 'admin')).code, 2, '--user without --app-password')
  t.equal((await cli('import', s.server.root, '--language', 'es')).code, 2)
  t.equal((await cli('import', 'ftp://example.org/')).code, 2)

  const dry = await cli('import', s.server.root, '--user', 'admin', '--app-password', 'x', '--dry-run', '--json')
  t.equal(dry.code, 0, dry.err)
  const report = JSON.parse(dry.out)
  t.equal(report.dry_run, true)
  t.equal(report.resources.events.created, 37)

  const run = await cli('import', s.server.root, '--user', 'admin', '--app-password', 'x')
  t.equal(run.code, 0, run.err)
  t.match(run.out, /events\s+37\s+37\s+0\s+0\s+0\s+0/)
  t.match(run.out, /Import done\./)
  t.match(run.err, /read events: 1 page, 37 records|read events: \d+ pages/)
  const again = await cli('import', s.server.root, '--user', 'admin', '--app-password', 'x')
  t.match(again.out, /Nothing changed: the calendar already matches the source\./)

  s.server.script.set('*', Array.from({ length: 10 }, () => ({ status: 500 })))
  const failed = await cli('import', s.server.root)
  t.equal(failed.code, 1)
  t.match(failed.err, /^error: .*HTTP 500 after 5 attempts/m)
  t.equal((await cli('import', s.server.root, '--page-size', '0')).code, 2)
  t.notMatch(failed.err, /\n\s+at /, 'no stack trace')
})

t.test('images are kept with their id, size and sizes; an image id of another kind is a clash', async (t) => {
  const s = await setup(t)
  const image = {
    url: 'https://cdn.example.org/uploads/fair.jpg',
    id: 900,
    extension: 'jpg',
    width: 1200,
    height: 800,
    filesize: 120334,
    sizes: { thumbnail: { width: 150, height: 150, 'mime-type': 'image/jpeg', url: 'https://cdn.example.org/uploads/fair-150x150.jpg' } },
  }
  sourceEvent(s.server, 13).image = image
  sourceEvent(s.server, 14).image = image
  const r = await s.run()
  t.same(r.problems, [])
  const app = await s.app()
  for (const id of [13, 14]) t.same((await app.inject({ url: `/wp-json/calendar/events/v1/events/${id}` })).json().image, image, `event ${id}`)
  t.equal((await s.run()).changed, false, 'a second run changes nothing')

  const clash = await setup(t)
  sourceEvent(clash.server, 13).image = { ...image, id: 4 } // venue 4 of the source
  for (const dryRun of [true, false]) {
    const r = await clash.run({ dryRun })
    t.same(r.problems.map((p) => [p.resource, p.id, p.message]), [['events', 13, 'id 4 is a venue and the image of event 13 in the source: skipped']], `dry run: ${dryRun}`)
    t.same(count(r, 'created'), { ...ALL, events: 36 })
  }
  t.equal(await clash.db.event.count({ where: { id: 13 } }), 0)
  t.equal(await clash.db.event.count(), 36)
})

t.test('without credentials: published records only, a protected event is skipped (its fields are blanked)', async (t) => {
  const s = await setup(t)
  // the answers an anonymous caller gets: the recorded lists without the status parameter
  for (const [key, rec] of Object.entries(s.server.fixture.import)) {
    const m = /^(.*\/tribe\/events\/v1\/(?:events|venues|organizers)\?.*?)status=[^&]*&(.*)$/.exec(key)
    if (!m) continue
    const resource = /\/(events|venues|organizers)\?/.exec(key)![1]!
    const body = structuredClone(rec.body) as Record<string, Array<Record<string, unknown>>>
    body[resource] = body[resource]!.filter((r) => r.status === 'publish')
    s.server.fixture.import[`${m[1]}${m[2]}`] = { ...rec, body }
  }
  const r = await s.run({ user: undefined, appPassword: undefined })
  t.same(r.problems.map((p) => [p.resource, p.id, p.message]), [['events', 16, 'password-protected: its fields are not readable without credentials that can edit it']])
  t.equal(await s.db.event.count({ where: { status: { not: 'publish' } } }), 0)
  const core = s.server.requests.filter((u) => u.includes('/wp/v2/tribe_'))
  t.ok(core.length > 0 && core.every((u) => u.startsWith('/wp-json/wp/v2/tribe_events?') && !u.includes('context=edit') && !u.includes('password')),
    'without credentials core\'s API is asked only for the public events\' statuses (SPEC §9.6), never for edit data')
})

t.test('redirects are followed within the site only; credentials never go to another origin', async (t) => {
  const s = await setup(t)
  // another site, which must never be asked
  const other = await startFixtureServer(s.server.fixture)
  t.teardown(() => other.close())
  const port = new URL(s.server.origin).port
  const basic = `Basic ${Buffer.from('admin:x').toString('base64')}`

  // Within the origin: followed, with the credentials.
  s.server.script.set(CATEGORIES, [{ status: 301, headers: { location: '/wp-json/moved' } }])
  s.server.script.set('/wp-json/moved', [{ status: 307, headers: { location: `${s.server.origin}${CATEGORIES}` } }])
  const r = await s.run()
  t.same(r.problems, [])
  t.same(count(r, 'created'), ALL)
  const hops = s.server.requests.map((u, i) => [u, s.server.authorizations[i]]).filter(([u]) => u === CATEGORIES || u === '/wp-json/moved')
  t.same(hops, [[CATEGORIES, basic], ['/wp-json/moved', basic], [CATEGORIES, basic]], 'each hop within the site carries the credentials')

  // To another port, another host of the same address, another scheme: refused; the run fails with a clear message.
  for (const location of [`${other.origin}${EVENTS_PAGE_1}`, `http://localhost:${port}${EVENTS_PAGE_1}`, `https://127.0.0.1:${port}${EVENTS_PAGE_1}`, `//127.0.0.2:${port}/x`]) {
    const before = s.server.requests.length
    s.server.script.set(EVENTS_PAGE_1, [{ status: 302, headers: { location } }])
    const err = await s.run().then(() => undefined, (e: unknown) => e as Error)
    t.match(err?.message, new RegExp(`redirected to another origin \\(${new URL(location, s.server.origin).origin.replaceAll('.', '\\.')}\\), which is not followed`), location)
    t.same(s.server.requests.slice(before).filter((u) => u === EVENTS_PAGE_1).length, 1, `${location}: not followed`)
  }
  t.same(other.requests, [], 'the other site was never asked (so never sent the credentials)')

  // A redirect loop within the site ends.
  s.server.script.set(EVENTS_PAGE_1, Array.from({ length: 10 }, () => ({ status: 308, headers: { location: EVENTS_PAGE_1 } })))
  await t.rejects(s.run(), /more than 5 redirects/)
})

t.test('hostile records (NUL, unpaired surrogates, out-of-range values) are reported and skipped, never stored', async (t) => {
  const s = await setup(t)
  const hostile: Array<[number, (e: Record<string, unknown>) => void, RegExp]> = [
    [9, (e) => { e.title = 'Concert\u0000' }, /title: contains NUL or an unpaired surrogate/],
    [10, (e) => { e.description = '<p>\uD83C</p>' }, /description: contains NUL or an unpaired surrogate/],
    [11, (e) => { e.excerpt = '\uDF89 jam' }, /excerpt: contains NUL or an unpaired surrogate/],
    [12, (e) => { e.start_date = '0000-01-01 10:00:00' }, /start_date: not a valid date/],
    [13, (e) => { e.venue = { id: 99999999999 } }, /venue\.id: expected a positive integer/],
    [14, (e) => { e.description = 'x'.repeat(128 * 1024 + 1) }, /description: longer than/],
  ]
  for (const [id, mutate] of hostile) mutate(sourceEvent(s.server, id))
  // a venue at an absurd place, an organizer with NUL in its e-mail
  const venues = Object.entries(s.server.fixture.import).find(([k]) => k.includes('/tribe/events/v1/venues?'))![1].body as { venues: Array<Record<string, unknown>> }
  const venue = venues.venues[0]!
  venue.geo_lat = 1e9
  const organizers = Object.entries(s.server.fixture.import).find(([k]) => k.includes('/tribe/events/v1/organizers?'))![1].body as { organizers: Array<Record<string, unknown>> }
  const organizer = organizers.organizers[0]!
  organizer.email = 'a\u0000@example.org'
  const r = await s.run()
  const byId = new Map(r.problems.filter((p) => p.resource === 'events').map((p) => [p.id, p.message]))
  for (const [id, , message] of hostile) t.match(byId.get(id), message, `event ${id}`)
  t.match(r.problems.find((p) => p.resource === 'venues' && p.id === venue.id)?.message, /geo_lat: expected a coordinate within ±90/)
  t.match(r.problems.find((p) => p.resource === 'organizers' && p.id === organizer.id)?.message, /email: contains NUL or an unpaired surrogate/)
  t.same(count(r, 'skipped'), { ...NONE, venues: 1, organizers: 1, events: hostile.length })
  t.equal(count(r, 'created').events, 37 - hostile.length, 'the others are imported')
  t.equal(await s.db.event.count({ where: { id: { in: hostile.map(([id]) => id) } } }), 0, 'none of them is stored')
  t.equal(await s.db.venue.count({ where: { id: Number(venue.id) } }), 0)
  t.equal(await s.db.organizer.count({ where: { id: Number(organizer.id) } }), 0)
})

t.test('categories whose parents come on later pages get them; a cycle across pages is cut; a second run changes nothing', async (t) => {
  const categoryPage = (page: number): string => CATEGORIES.replace(/&page=1$/, `&page=${page}`)
  /** The source's categories one per page, in the order given (issue 37: pages are written as they are read). */
  const onePerPage = (s: Awaited<ReturnType<typeof setup>>, list: Array<Record<string, unknown>>): void => {
    list.forEach((c, i) => {
      s.server.fixture.import[categoryPage(i + 1)] = { status: 200, headers: { 'content-type': 'application/json', 'x-tec-totalpages': String(list.length) }, body: { categories: [c], total: list.length, total_pages: list.length } }
    })
  }
  const recorded = await setup(t)
  const categories = structuredClone((recorded.server.fixture.import[CATEGORIES]!.body as { categories: Array<Record<string, unknown>> }).categories)
  const parents = await (async () => {
    await recorded.run()
    return new Map((await recorded.db.term.findMany({ where: { kind: 'category' } })).map((c) => [c.id, c.parentId]))
  })()
  t.ok([...parents.values()].filter((p) => p !== null).length >= 2, 'the recorded site nests categories')

  for (const dryRun of [true, false]) {
    const s = await setup(t)
    // children first: every parent comes on a later page
    const childrenFirst = [...categories].sort((a, b) => Number(b.parent) - Number(a.parent))
    const extra = [
      { id: 500, name: 'Loop A', slug: 'loop-a', description: '', parent: 501 },
      { id: 502, name: 'Orphan', slug: 'orphan', description: '', parent: 999 },
      { id: 501, name: 'Loop B', slug: 'loop-b', description: '', parent: 500 },
    ]
    onePerPage(s, [...childrenFirst, ...extra])
    const r = await s.run({ dryRun })
    t.same(count(r, 'created').categories, categories.length + 3, `dry run: ${dryRun}`)
    t.same(r.problems.filter((p) => p.resource === 'categories').map((p) => [p.id, p.message]).sort(), dryRun
      ? [[502, 'parent 999 was not imported: stored as a top-level category']]
      : [[500, 'parent 501 is also its descendant: stored as a top-level category'], [502, 'parent 999 was not imported: stored as a top-level category']])
    if (dryRun) {
      t.equal(await s.db.term.count(), 0, 'a dry run writes nothing')
      continue
    }
    const stored = new Map((await s.db.term.findMany({ where: { kind: 'category' } })).map((c) => [c.id, c.parentId]))
    for (const [id, parent] of parents) t.equal(stored.get(id), parent, `category ${id}: parent ${parent}`)
    t.same([stored.get(500), stored.get(501), stored.get(502)], [null, 500, null])
    const again = await s.run()
    t.equal(again.changed, false, 'a second run changes nothing')
    t.same(count(again, 'unchanged').categories, categories.length + 3)
  }
})

t.test('--prune is not applied when a page of what WordPress lists could not be read', async (t) => {
  const s = await setup(t)
  await s.run()
  dropSourceEvent(s.server, 10)
  const core = Object.keys(s.server.fixture.import).find((k) => k.includes('/wp/v2/tribe_events?'))!
  // page 1 says there are 2 pages; page 2 is not there
  s.server.fixture.import[core] = { ...s.server.fixture.import[core]!, headers: { 'content-type': 'application/json', 'x-wp-totalpages': '2' } }
  const r = await s.run({ prune: true })
  t.same(count(r, 'trashed'), NONE, 'nothing is trashed')
  t.match(r.problems.map((p) => p.message), [
    /cannot read page 2 of the tribe_events that WordPress lists \(HTTP 404/,
    /listed by WordPress but not readable/, // the fixture's core list still names event 10
    /--prune was not applied: not every record of the source could be read/,
  ])
  t.equal((await s.db.event.findUnique({ where: { id: 10 } }))?.status, 'publish')
})
