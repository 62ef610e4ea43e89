// `import --ics` (SPEC §9.5, issue 24): a Google-Calendar-like export (test/fixtures/ics/google-export.ics) imported,
// read back through the API, imported again (nothing changes), edited (one event updated), as a dry run, from a URL,
// and the service's own /events.ics imported into a fresh database; on both databases.
import t, { type Test } from 'tap'
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { runCli } from '../../src/cli.js'
import { testConfig, type Config } from '../../src/config.js'
import { createDb, prepareDb } from '../../src/db/client.js'
import { runIcsImport, type IcsImportOptions } from '../../src/import/ics.js'
import { Repositories } from '../../src/repositories/index.js'
import { ensureAdminUser } from '../../src/services/users.js'
import { BASE, TOKEN, auth, createEvent, freshDatabaseUrl, req } from '../helper.js'

const FIXTURE = new URL('../fixtures/ics/google-export.ics', import.meta.url).pathname
const ZONE = 'Europe/Amsterdam'

interface Ctx { repos: Repositories; config: Config; databaseUrl: string; app: () => Promise<FastifyInstance>; run: (o?: Partial<IcsImportOptions>) => ReturnType<typeof runIcsImport> }

async function setup (t: Test): Promise<Ctx> {
  const databaseUrl = await freshDatabaseUrl(t)
  const db = await createDb(databaseUrl)
  await prepareDb(db, databaseUrl)
  const repos = Repositories.of(db)
  await ensureAdminUser(repos)
  const config = testConfig({ databaseUrl, apiToken: TOKEN, siteUrl: 'https://example.org', timezone: ZONE })
  let app: FastifyInstance | undefined
  t.teardown(async () => {
    await app?.close()
    await db.$disconnect()
  })
  return {
    repos,
    config,
    databaseUrl,
    app: async () => (app ??= await buildApp(config, { logger: false, print: () => {} })),
    run: (o = {}) => runIcsImport(repos, { input: FIXTURE, language: 'en', config, source: { baseDelayMs: 1, maxDelayMs: 20, timeoutMs: 2000 }, ...o }),
  }
}

function tmp (t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'ics-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

async function list (app: FastifyInstance): Promise<Array<Record<string, any>>> {
  const r = await req(app, { url: `${BASE}/events?per_page=50&start_date=2000-01-01&end_date=2040-01-01&status=publish,private,draft,future&context=edit`, headers: auth })
  t.equal(r.statusCode, 200, r.raw.slice(0, 300))
  return r.body.events
}

const byTitle = (events: Array<Record<string, any>>, prefix: string): Record<string, any> => {
  const e = events.find((x) => String(x.title).startsWith(prefix))
  if (!e) throw new Error(`no event "${prefix}" in ${events.map((x) => x.title).join(' | ')}`)
  return e
}

t.test('a Google Calendar export becomes events; a second run changes nothing; an edit updates that event', async (t) => {
  const s = await setup(t)
  const first = await s.run()
  const summary = first.resources[0]!
  t.match(summary, { resource: 'events', fetched: 9, created: 7, updated: 0, unchanged: 0, skipped: 2 })
  t.equal(first.changed, true)
  const messages = first.problems.map((p) => p.message).join('\n')
  t.notMatch(messages, /first occurrence/, 'a recurring event is a series')
  t.match(messages, /UID weekly-1@google\.com: no occurrence of the series starts at 2030-10-08 18:00:00 \(the RECURRENCE-ID\): beyond RECURRENCE_HORIZON.*skipped/,
    'an override of an occurrence beyond the horizon (2030): skipped')
  t.match(messages, /UID mars-1@google\.com: TZID "Mars\/Olympus_Mons" is not a known timezone.*skipped/)
  t.ok(first.problems.every((p) => typeof p.uid === 'string'), 'every problem names its UID')

  const app = await s.app()
  const events = await list(app)
  t.equal(events.length, 7)
  const timed = byTitle(events, 'Summer concert')
  t.match(timed, { start_date: '2030-06-15 20:00:00', end_date: '2030-06-15 22:30:00', timezone: ZONE, utc_start_date: '2030-06-15 18:00:00', all_day: false, status: 'publish', website: 'https://example.org/concert' })
  t.equal(timed.venue.venue, 'Concertgebouw')
  t.same(timed.categories.map((c: any) => c.name).sort(), ['Jazz', 'Outdoor'])
  t.match(timed.description, /Bring a chair, a hat; and friends\.<br \/>\s*Doors open at 19:30\./, 'escaped commas, semicolons, newlines')
  t.match(timed.description, /<p>See you there!<\/p>/, 'a blank line: a new paragraph (and the folded line unfolded)')

  t.match(byTitle(events, 'Morning call'), { timezone: 'UTC', start_date: '2030-07-01 09:00:00', end_date: '2030-07-01 10:00:00', utc_start_date: '2030-07-01 09:00:00' })
  const fest = byTitle(events, 'Festival weekend')
  t.match(fest, { all_day: true, start_date: '2030-08-10 00:00:00', end_date: '2030-08-12 23:59:59' }, 'DTEND of a date is exclusive')
  t.equal(fest.venue.venue, 'Vondelpark, Amsterdam')
  t.same(fest.categories.map((c: any) => c.name), ['Festival'])

  const long = byTitle(events, 'Crème brûlée')
  t.equal(long.title, 'Crème brûlée tasting — Ærøskøbing edition, with Zürich’s finest pâtissiers, Łódź bakers and 東京 guests', 'a folded non-ASCII line')
  t.match(long, { status: 'private', timezone: ZONE, start_date: '2030-09-01 19:00:00', end_date: '2030-09-01 21:00:00' }, 'CLASS:PRIVATE, DURATION, a TZID resolved by its VTIMEZONE')
  t.match(long.description, /<b>Bold<\/b>/)
  t.notMatch(long.description, /script|alert/, 'sanitized like any write')

  t.match(byTitle(events, 'Weekly rehearsal'), { start_date: '2030-10-01 18:00:00', end_date: '2030-10-01 19:00:00', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=10'] })
  t.match(byTitle(events, 'Cancelled talk'), { status: 'publish', event_status: 'canceled' }, 'STATUS:CANCELLED → canceled, still published (SPEC §9.6)')
  t.match(byTitle(events, 'Morning call'), { event_status: 'scheduled' }, 'no STATUS: scheduled')
  t.match(byTitle(events, 'Floating tea'), { timezone: ZONE, start_date: '2030-12-15 14:30:00' }, 'a floating time: the site timezone')

  // ---- again: nothing ----
  const second = await s.run()
  t.equal(second.changed, false, 'a second run changes nothing')
  t.match(second.resources[0], { created: 0, updated: 0, unchanged: 7 })
  t.same(await list(app), events, 'not one field (modified dates included) changed')

  // ---- an edited export: that event only ----
  const dir = tmp(t)
  const edited = join(dir, 'edited.ics')
  writeFileSync(edited, readFileSync(FIXTURE, 'utf8')
    .replace('SUMMARY:Morning call', 'SUMMARY:Morning call (moved)')
    .replace('DTSTART:20300701T090000Z', 'DTSTART:20300701T093000Z')
    .replace('BEGIN:VEVENT\r\nDTSTART:20301215T143000', 'BEGIN:VEVENT\r\nUID:new-1@google.com\r\nDTSTART:20301220T100000\r\nSUMMARY:Brand new\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nDTSTART:20301215T143000'))
  const third = await s.run({ input: edited })
  t.match(third.resources[0], { created: 1, updated: 1, unchanged: 6 })
  const after = await list(app)
  const moved = byTitle(after, 'Morning call (moved)')
  t.equal(moved.id, byTitle(events, 'Morning call').id, 'the same event, updated')
  t.equal(moved.start_date, '2030-07-01 09:30:00')
  t.ok(byTitle(after, 'Brand new'), 'a new UID: a new event')
  for (const e of events.filter((x) => !String(x.title).startsWith('Morning call'))) t.same(after.find((x) => x.id === e.id), e, `"${e.title}" untouched`)

  // ---- a trashed event is left alone; one deleted for good is created again ----
  const trashed = byTitle(after, 'Festival weekend')
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/events/${trashed.id}`, headers: auth })).statusCode, 200)
  const gone = byTitle(after, 'Floating tea')
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/events/${gone.id}?force=true`, headers: auth })).statusCode, 200)
  const fourth = await s.run({ input: edited })
  t.match(fourth.resources[0], { created: 1, updated: 0, unchanged: 6 })
  t.match(fourth.problems.map((p) => p.message).join('\n'), /allday-1@google\.com: event \d+, which an earlier import created, is in the trash here: left alone/)
  t.match(fourth.problems.map((p) => p.message).join('\n'), /floating-1@google\.com: event \d+, which an earlier import created, no longer exists: created again/)
})

t.test('--dry-run writes nothing', async (t) => {
  const s = await setup(t)
  const r = await s.run({ dryRun: true })
  t.match(r.resources[0], { created: 7 })
  t.equal(r.dryRun, true)
  t.same(await list(await s.app()), [])
  t.same([...(await s.repos.icsImports.findMany(['timed-1@google.com'])).keys()], [])
})

t.test('a file of two VCALENDARs, a VEVENT without UID, one refused by the event rules', async (t) => {
  const s = await setup(t)
  const file = join(tmp(t), 'two.ics')
  const cal = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\n${body}END:VCALENDAR\r\n`
  writeFileSync(file, cal('BEGIN:VEVENT\r\nUID:one\r\nDTSTART:20300101T100000Z\r\nSUMMARY:One\r\nEND:VEVENT\r\n') +
    cal('BEGIN:VEVENT\r\nUID:two\r\nDTSTART:20300102T100000Z\r\nSUMMARY:Two\r\nEND:VEVENT\r\n' +
      'BEGIN:VEVENT\r\nDTSTART:20300103T100000Z\r\nSUMMARY:No uid\r\nEND:VEVENT\r\n' +
      `BEGIN:VEVENT\r\nUID:huge\r\nDTSTART:20300104T100000Z\r\nSUMMARY:${'x'.repeat(70_000)}\r\nEND:VEVENT\r\n`))
  const r = await s.run({ input: file })
  t.match(r.resources[0], { fetched: 4, created: 2, skipped: 2 })
  const messages = r.problems.map((p) => p.message).join('\n')
  t.match(messages, /an event without UID \("No uid"\): skipped/)
  t.match(messages, /UID huge: refused: .*title.*skipped/)
  t.same((await list(await s.app())).map((e) => e.title).sort(), ['One', 'Two'])
})

t.test('STATUS: CANCELLED → canceled, TENTATIVE → postponed, CONFIRMED or none → scheduled; a new STATUS on a second run updates it; an override has its own', async (t) => {
  const s = await setup(t)
  const file = join(tmp(t), 'status.ics')
  const vevent = (uid: string, day: string, status: string, extra = '') =>
    `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTART:2027${day}T100000Z\r\nDTEND:2027${day}T110000Z\r\nSUMMARY:${uid}\r\n${status ? `STATUS:${status}\r\n` : ''}${extra}END:VEVENT\r\n`
  const cal = (body: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\n${body}END:VCALENDAR\r\n`
  const series = vevent('weekly', '0301', 'CONFIRMED', 'RRULE:FREQ=WEEKLY;COUNT=3\r\n') +
    'BEGIN:VEVENT\r\nUID:weekly\r\nRECURRENCE-ID:20270308T100000Z\r\nDTSTART:20270308T100000Z\r\nDTEND:20270308T110000Z\r\nSUMMARY:weekly\r\nSTATUS:CANCELLED\r\nEND:VEVENT\r\n'
  writeFileSync(file, cal(vevent('off', '0101', 'CANCELLED') + vevent('maybe', '0102', 'TENTATIVE') + vevent('on', '0103', 'CONFIRMED') + vevent('plain', '0104', '') + series))
  const r = await s.run({ input: file })
  t.same(r.problems, [])
  const app = await s.app()
  const status = async () => Object.fromEntries((await list(app)).map((e) => [`${e.title} ${e.start_date.slice(5, 10)}`, `${e.status} ${e.event_status}`]))
  t.same(await status(), {
    'off 01-01': 'publish canceled',
    'maybe 01-02': 'publish postponed',
    'on 01-03': 'publish scheduled',
    'plain 01-04': 'publish scheduled',
    'weekly 03-01': 'publish scheduled',
    'weekly 03-08': 'publish canceled',
    'weekly 03-15': 'publish scheduled',
  }, 'statuses read; the canceled override is its occurrence alone')
  writeFileSync(file, cal(vevent('off', '0101', 'CONFIRMED') + vevent('maybe', '0102', 'CANCELLED') + vevent('on', '0103', 'CONFIRMED') + vevent('plain', '0104', '') + series))
  await s.run({ input: file })
  const again = await status()
  t.equal(again['off 01-01'], 'publish scheduled', 'back to scheduled')
  t.equal(again['maybe 01-02'], 'publish canceled')
})

t.test('the CLI: summary, "nothing changed", --json, a bad file (exit 1), usage errors (exit 2)', async (t) => {
  const databaseUrl = await freshDatabaseUrl(t)
  const cli = async (...argv: string[]): Promise<{ code: number; out: string; err: string }> => {
    let out = ''
    let err = ''
    const code = await runCli(argv, { env: { DATABASE_URL: databaseUrl, TIMEZONE: ZONE }, stdout: (s) => { out += s }, stderr: (s) => { err += s } })
    return { code, out, err }
  }
  const a = await cli('import', '--ics', FIXTURE)
  t.equal(a.code, 0, a.err)
  t.match(a.out, /events\s+9\s+7\s+0\s+0\s+2\s+0/)
  t.match(a.out, /Import done\./)
  t.match(a.err, /warning: events: UID weekly-1@google\.com: no occurrence of the series/)
  const b = await cli('import', '--ics', FIXTURE, '--json')
  t.equal(b.code, 0, b.err)
  const doc = JSON.parse(b.out)
  t.match(doc, { changed: false, resources: { events: { unchanged: 7 } } })
  const c = await cli('import', '--ics', FIXTURE)
  t.match(c.out, /Nothing changed/)

  const dir = tmp(t)
  const bad = join(dir, 'bad.ics')
  writeFileSync(bad, 'this is not a calendar\n')
  const d = await cli('import', '--ics', bad)
  t.equal(d.code, 1)
  t.match(d.err, /error: .*bad\.ics: not an iCalendar file/)
  const broken = join(dir, 'broken.ics')
  writeFileSync(broken, 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nno colon here\r\n')
  const e = await cli('import', '--ics', broken)
  t.equal(e.code, 1)
  t.match(e.err, /error: .*broken\.ics: not a readable iCalendar file/)
  const f = await cli('import', '--ics', join(dir, 'missing.ics'))
  t.equal(f.code, 1)
  t.match(f.err, /cannot read the file \(ENOENT\)/)
  const huge = join(dir, 'huge.ics')
  writeFileSync(huge, '')
  truncateSync(huge, 21 * 1024 * 1024)
  const g = await cli('import', '--ics', huge)
  t.equal(g.code, 1)
  t.match(g.err, /huge\.ics: 22020096 bytes, larger than the limit of 20971520/)
  const many = join(dir, 'many.ics')
  writeFileSync(many, `BEGIN:VCALENDAR\r\n${Array.from({ length: 10_001 }, (_, i) => `BEGIN:VEVENT\r\nUID:m${i}\r\nDTSTART:20300101T100000Z\r\nSUMMARY:M\r\nEND:VEVENT\r\n`).join('')}END:VCALENDAR\r\n`)
  const h = await cli('import', '--ics', many)
  t.equal(h.code, 1)
  t.match(h.err, /many\.ics: 10001 events, more than the 10000 an import reads/)
  t.equal((await cli('import', '--ics', FIXTURE, 'https://example.org/wp-json/')).code, 2, 'a site root too: usage error')
  t.equal((await cli('import', '--ics', FIXTURE, '--prune')).code, 2, '--prune does not apply')
})

t.test('an URL, with a retry after a 503', async (t) => {
  const s = await setup(t)
  const body = readFileSync(FIXTURE)
  let hits = 0
  const server = createServer((request, response) => {
    if (request.url === '/missing.ics') { response.writeHead(404).end('no'); return }
    hits++
    if (hits === 1) { response.writeHead(503).end(); return }
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/basic.ics`
  const r = await s.run({ input: url })
  t.match(r, { source: url, requests: 2, retries: 1 })
  t.match(r.resources[0], { created: 7 })
  await t.rejects(s.run({ input: url.replace('basic', 'missing') }), /missing\.ics: HTTP 404/, 'a 404: the run fails (exit 1)')
})

t.test('round trip: this service\'s own /events.ics imported into a fresh database', async (t) => {
  const from = await setup(t)
  const app = await from.app()
  await createEvent(app, { title: 'Timed in Amsterdam', start_date: '2030-03-30 22:00:00', end_date: '2030-03-31 04:00:00', timezone: ZONE })
  await createEvent(app, { title: 'In New York', start_date: '2030-05-01 09:15:00', end_date: '2030-05-01 10:45:00', timezone: 'America/New_York' })
  await createEvent(app, { title: 'All day, three days', start_date: '2030-06-01', end_date: '2030-06-03', all_day: true })
  await createEvent(app, { title: 'UTC talk', start_date: '2030-07-01 12:00:00', end_date: '2030-07-01 13:00:00', timezone: 'UTC' })
  const feed = await app.inject({ url: `${BASE}/events.ics?start_date=2000-01-01&end_date=2040-01-01` })
  t.equal(feed.statusCode, 200)
  const file = join(tmp(t), 'feed.ics')
  writeFileSync(file, feed.body)

  const to = await setup(t)
  const r = await to.run({ input: file })
  t.same(r.problems, [])
  t.match(r.resources[0], { created: 4 })
  const pick = (e: Record<string, any>) => ({ title: e.title, all_day: e.all_day, utc_start_date: e.utc_start_date, utc_end_date: e.utc_end_date, ...(e.all_day ? { start_date: e.start_date, end_date: e.end_date } : {}) })
  const theirs = (await list(app)).map(pick).sort((a, b) => a.title.localeCompare(b.title))
  const ours = (await list(await to.app())).map(pick).sort((a, b) => a.title.localeCompare(b.title))
  t.same(ours, theirs, 'the same titles, times and all-day flags')
  t.equal((await to.run({ input: file })).changed, false, 'and again: nothing')
})

t.test('round trip of a series: this service\'s /events.ics (RRULE, an EXDATE, a detached override) into a fresh database', async (t) => {
  const from = await setup(t)
  const app = await from.app()
  const created = await req(app, { method: 'POST', url: `${BASE}/events`, headers: auth, payload: { title: 'Weekly class', start_date: '2027-03-09 10:00:00', end_date: '2027-03-09 11:00:00', timezone: ZONE, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'] } })
  t.equal(created.statusCode, 201, created.raw.slice(0, 300))
  const occurrences = (await list(app)).filter((e) => e.series_id === created.body.id && e.id !== created.body.id)
  t.equal(occurrences.length, 5)
  t.equal((await req(app, { method: 'DELETE', url: `${BASE}/events/${occurrences[1]!.id}`, headers: auth })).statusCode, 200)
  const moved = await req(app, { method: 'PATCH', url: `${BASE}/events/${occurrences[3]!.id}`, headers: auth, payload: { title: 'Weekly class (moved)', start_date: '2027-04-06 15:00:00', end_date: '2027-04-06 16:30:00' } })
  t.equal(moved.statusCode, 200, moved.raw.slice(0, 300))
  const feed = await app.inject({ url: `${BASE}/events.ics?start_date=2000-01-01&end_date=2040-01-01` })
  t.match(feed.body, /RRULE:FREQ=WEEKLY;COUNT=6\r\n/)
  t.match(feed.body, /RECURRENCE-ID;TZID=Europe\/Amsterdam:20270406T100000\r\n/)
  const file = join(tmp(t), 'series.ics')
  writeFileSync(file, feed.body)

  const to = await setup(t)
  const r = await to.run({ input: file })
  t.same(r.problems, [])
  t.match(r.resources[0], { fetched: 2, created: 1, updated: 1, skipped: 0 })
  const pick = (events: Array<Record<string, any>>) => events
    .map((e) => ({ title: e.title, utc_start_date: e.utc_start_date, utc_end_date: e.utc_end_date, detached: e.detached, master: e.id === e.series_id, inSeries: e.series_id !== null }))
    .sort((a, b) => a.utc_start_date.localeCompare(b.utc_start_date))
  const theirs = pick(await list(app))
  const ours = pick(await list(await to.app()))
  t.equal(ours.length, 5, 'the master and four occurrences (one was deleted: an EXDATE)')
  t.same(ours, theirs, 'the same occurrences: start instants, titles, detached')
  const master = (await list(await to.app())).find((e) => e.id === e.series_id)!
  t.same(master.recurrence, ['RRULE:FREQ=WEEKLY;COUNT=6', 'EXDATE;TZID=Europe/Amsterdam:20270323T100000'])
  const again = await to.run({ input: file })
  t.equal(again.changed, false, 'and again: nothing')
  t.match(again.resources[0], { unchanged: 2, updated: 0, created: 0 })
  t.same(pick(await list(await to.app())), ours)
})
