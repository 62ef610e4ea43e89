// `calendar-cli copy` (SPEC §9.9, src/db/copy/): a calendar with every table populated copied from this run's
// database to the other kind (SQLite ↔ PostgreSQL when TEST_POSTGRES_URL names a server, else SQLite → SQLite) and
// back; the API answers the same on the source and on the copies; ids continue where the source's would; the
// refusals happen before anything is written; a copy killed with SIGKILL leaves its target empty (or complete).
import t, { type Test } from 'tap'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { runCli } from '../../src/cli.js'
import { testConfig } from '../../src/config.js'
import { databaseKind, sqliteFilePath } from '../../src/db/client.js'
import { copyCalendar, describeDatabase } from '../../src/db/copy/copy.js'
import { PostgresEndpoint, SqliteEndpoint, type Endpoint } from '../../src/db/copy/endpoints.js'
import { COPIED_TABLES, DERIVED_TABLES, IGNORED_TABLES, SESSION_TABLES } from '../../src/db/copy/tables.js'
import { applyMigrations, migrationsDirFor, shippedMigrations } from '../../src/db/migrate.js'
import { hashPassword } from '../../src/lib/infra/password.js'
import { BASE, TEST_DATABASE, TOKEN, addUser, auth, build, createEvent, createTerm, emptySqliteUrl, migratedSqliteUrl, req, testPostgresUrl } from '../helper.js'
import { postgresTestName } from '../templates.mjs'

const root = new URL('../..', import.meta.url).pathname
const PG = testPostgresUrl()
type Kind = 'sqlite' | 'postgresql'
/** The kind a copy of this run's database goes to. */
const OTHER: Kind = TEST_DATABASE === 'postgresql' ? 'sqlite' : PG ? 'postgresql' : 'sqlite'

/** A URL for a new, empty PostgreSQL schema on the test server, dropped at the end of `t`. */
function emptyPostgresUrl (t: Test): string {
  const schema = postgresTestName(process.pid)
  t.teardown(async () => {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: PG })
    await client.connect()
    try { await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`) } finally { await client.end() }
  })
  const url = new URL(PG!)
  url.searchParams.set('schema', schema)
  return url.toString()
}

const emptyUrl = (t: Test, kind: Kind): string => kind === 'postgresql' ? emptyPostgresUrl(t) : emptySqliteUrl(t)

async function endpoint (url: string): Promise<Endpoint> {
  return databaseKind(url) === 'postgresql' ? PostgresEndpoint.open(url) : SqliteEndpoint.open(url)!
}

/** Rows per copied table of the database at `url`. */
async function counts (url: string): Promise<Record<string, number>> {
  const db = await endpoint(url)
  try {
    const out: Record<string, number> = {}
    for (const table of COPIED_TABLES) out[table.name] = await db.count(table.name)
    return out
  } finally {
    await db.close()
  }
}

interface Run { code: number; out: string; err: string }
async function cli (...argv: string[]): Promise<Run> {
  let out = ''
  let err = ''
  const code = await runCli(argv, { env: {}, dotenv: false, stdout: (s) => { out += s }, stderr: (s) => { err += s } })
  return { code, out, err }
}

async function appOn (t: Test, databaseUrl: string): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ databaseUrl, apiToken: TOKEN, siteUrl: 'https://example.org' }), { logger: false, print: () => {} })
  t.teardown(() => app.close())
  return app
}

interface Calendar { app: FastifyInstance; url: string; ids: Record<string, number> }

/** A calendar with a row in every copied table: users and tokens, venues, organizers, nested categories, tags,
 *  events with an image, a translation, a series, a draft with a password, a canceled one, an edited one and a
 *  trashed one (the change log holds their writes), a webhook with deliveries and a cursor, a webhook object, an
 *  iCalendar import's bookkeeping and a change log horizon. */
async function calendar (t: Test): Promise<Calendar> {
  const app = await build(t)
  const editor = await addUser(app, 'ed', 'editor')
  await addUser(app, 'reader', 'subscriber')
  const venue = (await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Town Hall', city: 'Utrecht', status: 'publish' } })).body
  const organizer = (await req(app, { method: 'POST', url: `${BASE}/organizers`, headers: auth, payload: { organizer: 'Jazz Club', email: 'jazz@example.org', status: 'publish' } })).body
  const music = await createTerm(app, 'categories', { name: 'Music' })
  const jazz = await createTerm(app, 'categories', { name: 'Jazz', parent: music.id })
  const free = await createTerm(app, 'tags', { name: 'Free' })
  const fair = await createEvent(app, {
    title: 'Spring Fair',
    description: '<p>Crêpes and Ærø cheese</p>',
    status: 'publish',
    venue: venue.id,
    organizer: [organizer.id],
    categories: [jazz.id],
    tags: [free.id],
    image: 'https://cdn.example.org/fair.jpg',
    cost: '5',
  })
  await createEvent(app, { title: 'Lentemarkt', status: 'publish', translation_of: fair.id }, `/nl${BASE}/events`)
  const series = await createEvent(app, { title: 'Weekly Jam', status: 'publish', categories: [music.id], start_date: '2030-05-01 20:00:00', end_date: '2030-05-01 22:00:00', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] })
  const draft = await createEvent(app, { title: 'Secret Rehearsal', status: 'draft', password: 'opensesame', tags: [free.id] })
  await createEvent(app, { title: 'Rained Out', status: 'publish', event_status: 'canceled', event_status_reason: 'Storm warning' })
  const edited = await createEvent(app, { title: 'Poetry Night', status: 'publish', tags: [free.id] })
  await req(app, { method: 'POST', url: `${BASE}/events/${edited.id}`, headers: auth, payload: { title: 'Poetry Night (moved)' } })
  const trashed = await createEvent(app, { title: 'Old Market', status: 'publish' })
  await req(app, { method: 'DELETE', url: `${BASE}/events/${trashed.id}`, headers: auth })
  // Rows no API call of a test writes at will: written as the service would.
  const hook = await app.db.webhook.create({ data: { url: 'https://hooks.example.org/in', events: '["event.*"]', description: 'Index', secret: 'whsec_0123456789abcdef', enabled: false, cursor: 3, attempts: 2, failingSince: new Date('2030-01-01T10:00:00.123Z') } })
  await app.db.webhookDelivery.create({ data: { webhookId: hook.id, messageId: 'msg_1', seq: 4, type: 'event.created', attempt: 1, at: new Date('2030-01-01T10:00:00.123Z'), status: 500, error: 'Internal', durationMs: 12 } })
  await app.db.webhookDelivery.create({ data: { webhookId: hook.id, messageId: 'msg_1', seq: 4, type: 'event.created', attempt: 2, at: new Date('2030-01-01T10:05:00Z'), status: null, error: 'timed out', durationMs: 10000 } })
  await app.db.webhookObject.create({ data: { seq: 4, at: new Date('2030-01-01T10:00:00Z'), object: '{"id":1,"title":"Spring Fair"}' } })
  await app.db.icsImport.create({ data: { uid: 'abc@example.org', eventId: fair.id, source: 'https://example.org/cal.ics', hash: 'f00d', updatedAt: new Date('2030-01-02T00:00:00Z') } })
  await app.db.changeLogHorizon.update({ where: { id: 1 }, data: { prunedThrough: 1 } })
  await app.db.change.delete({ where: { seq: 1 } })
  return { app, url: app.config.databaseUrl, ids: { editor: editor.id, fair: fair.id, series: series.id, draft: draft.id, hook: hook.id, jazz: jazz.id } }
}

/** What the API answers on the calendar, as the administrator and anonymously: lists, searches, a draft, counts, the
 *  change feed, webhooks and their deliveries. */
async function answers (app: FastifyInstance, ids: Record<string, number>): Promise<Record<string, unknown>> {
  const paths = [
    '/events?per_page=50', '/events?per_page=50&status=publish,draft,pending,private,future',
    '/events?search=ceese', '/events?search=crepes', '/events?search=jam', `/events/${ids.draft}`, `/events/${ids.series}`,
    '/events?start_date=2030-05-01&end_date=2030-06-30', '/nl/events?per_page=50', `/events?categories=${ids.jazz}`,
    '/categories?hide_empty=false', '/tags', '/venues', '/organizers', '/changes', '/changes?after=2', '/webhooks', `/webhooks/${ids.hook}/deliveries`,
  ].map((p) => p.startsWith('/nl') ? `/nl${BASE}${p.slice(3)}` : `${BASE}${p}`)
  const out: Record<string, unknown> = {}
  for (const url of paths) {
    for (const who of ['admin', 'anonymous'] as const) {
      const res = await req(app, { url, headers: who === 'admin' ? auth : {} })
      out[`${who} ${url}`] = { status: res.statusCode, total: res.headers['x-wp-total'] ?? null, body: res.body }
    }
  }
  return out
}

t.test('the tables the copy knows are the tables the migrations make, on every kind of database', async (t) => {
  const urls = [await migratedSqliteUrl(t)]
  if (PG) {
    const url = emptyPostgresUrl(t)
    await applyMigrations({ databaseUrl: url })
    urls.push(url)
  }
  for (const url of urls) {
    const db = await endpoint(url)
    try {
      const known = new Set([...COPIED_TABLES.map((x) => x.name), ...DERIVED_TABLES, ...SESSION_TABLES, ...IGNORED_TABLES])
      const tables = await db.tables()
      t.same(tables.filter((x) => !known.has(x)), [], `${db.kind}: every table is copied or rebuilt`)
      t.same(COPIED_TABLES.filter((x) => !tables.includes(x.name)).map((x) => x.name), [], `${db.kind}: every table of the list exists`)
    } finally {
      await db.close()
    }
  }
})

t.test(`${TEST_DATABASE} → ${OTHER} → ${TEST_DATABASE}: every record, the API answers the same, ids continue`, async (t) => {
  const source = await calendar(t)
  const copyUrl = emptyUrl(t, OTHER)
  const backUrl = emptyUrl(t, TEST_DATABASE)

  const first = await cli('copy', '--from', source.url, '--to', copyUrl)
  t.equal(first.code, 0, `first copy: ${first.err}`)
  t.match(first.err, /copy\s+Event\s+\d+\/\d+/, 'progress on stderr, per table')
  t.match(first.err, /verify\s+Change\s+\d+\/\d+/, 'verification progress')
  t.match(first.out, /rows and fingerprints of 16 tables match/, 'verification result')
  t.match(first.out, /^Event\s+\d+\s+[0-9a-f]{64}$/m, 'rows and fingerprint of each table')

  const second = await cli('copy', '--from', copyUrl, '--to', backUrl)
  t.equal(second.code, 0, `copy back: ${second.err}`)
  const table = (out: string) => out.split('\n').filter((l) => /^[A-Z]\w+\s+\d+\s+[0-9a-f]{64}$/.test(l))
  t.same(table(second.out), table(first.out), 'the copy of the copy has the same rows and fingerprints')
  t.equal(table(first.out).length, COPIED_TABLES.length)

  const before = await counts(source.url)
  t.same(await counts(copyUrl), before, 'row counts of the copy')
  t.same(await counts(backUrl), before, 'row counts of the copy of the copy')
  t.ok(Object.values(before).every((n) => n > 0), 'every table had records')

  const expected = await answers(source.app, source.ids)
  const copy = await appOn(t, copyUrl)
  const back = await appOn(t, backUrl)
  t.same(await answers(copy, source.ids), expected, `${OTHER}: the API answers as on the source`)
  t.same(await answers(back, source.ids), expected, `${TEST_DATABASE} again: the API answers as on the source`)
  const counted = (expected[`anonymous ${BASE}/categories?hide_empty=false`] as { body: { categories: Array<{ count: number }> } }).body.categories.map((c) => c.count)
  t.same(counted, [1, 1], 'the term counts compared are not zero (Jazz: the fair, Music: the series)')

  // Tokens are their digests: the editor's token authenticates on the copy.
  const me = await req(copy, { url: `${BASE}/events?status=draft`, headers: { authorization: 'Bearer test-ed-token-0123456789abcdef' } })
  t.equal(me.statusCode, 200, 'a token of the source authenticates on the copy')

  // New records draw the ids and change seqs the source would have drawn (the sequences were copied, not reset).
  const next = async (app: FastifyInstance) => {
    const e = await createEvent(app, { title: 'After the move', status: 'publish' })
    const c = await createTerm(app, 'tags', { name: 'After' })
    const u = await addUser(app, 'newcomer', 'author')
    const feed = await req(app, { url: `${BASE}/changes?after=2&per_page=100`, headers: auth })
    const { cursor, kind, id, action } = feed.body.changes.at(-1)
    return { event: e.id, tag: c.id, user: u.id, change: { cursor, kind, id, action } }
  }
  const wanted = await next(source.app)
  t.same(await next(copy), wanted, `${OTHER}: the next ids are the source's`)
  t.same(await next(back), wanted, `${TEST_DATABASE} again: the next ids are the source's`)
})

t.test('refusals: a target with records (unless --force), not a calendar, a newer one, the same database', async (t) => {
  const source = await calendar(t)
  const target = emptyUrl(t, OTHER)
  t.equal((await cli('copy', '--from', source.url, '--to', target)).code, 0, 'first copy')
  const again = await cli('copy', '--from', source.url, '--to', target)
  t.equal(again.code, 1, 'a target holding records is refused')
  t.match(again.err, /^error: --to holds records \(User 3, ApiToken 3, PostKey \d+, .*Event \d+, .*Change \d+\): copy into an empty database, or pass --force to replace them\n$/, 'with the counts found, on one line')
  await createEvent(source.app, { title: 'Later', status: 'publish' })
  const forced = await cli('copy', '--from', source.url, '--to', target, '--force')
  t.equal(forced.code, 0, `--force replaces them: ${forced.err}`)
  t.same(await counts(target), await counts(source.url), '--force: the target is the source, not the two together')

  // Not a calendar database: nothing is written (the target is not even created).
  const notCalendar = join(sqliteFilePath(emptySqliteUrl(t)))
  const plain = new Database(notCalendar)
  plain.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)')
  plain.close()
  const fresh = emptySqliteUrl(t)
  const refused = await cli('copy', '--from', `file:${notCalendar}`, '--to', fresh)
  t.equal(refused.code, 1)
  t.equal(refused.err, 'error: --from is not a calendar database (it has no applied migrations)\n')
  t.notOk(existsSync(sqliteFilePath(fresh)), 'the target was not created')
  // A --to that is some other database: refused, and left as it was (not migrated).
  const other = await cli('copy', '--from', source.url, '--to', `file:${notCalendar}`)
  t.equal(other.err, 'error: --to holds tables but is not a calendar database (it has no applied migrations): copy into an empty or a calendar database\n')
  const still = new Database(notCalendar, { readonly: true })
  t.same(still.prepare('SELECT name FROM sqlite_master WHERE type = \'table\'').all(), [{ name: 'notes' }], 'the other database was not migrated')
  still.close()
  const missing = await cli('copy', '--from', 'file:/nonexistent/calendar.db', '--to', fresh)
  t.equal(missing.err, 'error: --from: there is no database at /nonexistent/calendar.db\n')

  // Migrated by a newer version: refused before either side is touched.
  const newer = await migratedSqliteUrl(t)
  const db = new Database(sqliteFilePath(newer))
  db.prepare('INSERT INTO _prisma_migrations (id, checksum, migration_name, finished_at, applied_steps_count) VALUES (?, ?, ?, ?, 1)').run('future', 'x', '29991231000000_from_the_future', new Date().toISOString())
  db.close()
  const future = await cli('copy', '--from', newer, '--to', fresh)
  t.equal(future.code, 1)
  t.match(future.err, /^error: --from was migrated by a newer version of the service \(migration 29991231000000_from_the_future is unknown to this one\)/)
  t.notOk(existsSync(sqliteFilePath(fresh)), 'the target was not created')

  t.match((await cli('copy', '--from', source.url, '--to', source.url)).err, /--from and --to are the same database/)
  const usage = await cli('copy', '--from', source.url)
  t.equal(usage.code, 2, 'missing --to: a usage error')
  t.match(usage.err, /missing --to <DATABASE_URL>/)
})

t.test('sessions stay behind, password hashes go: a signed-in browser signs in again on the copy; --force ends the target\'s sessions', async (t) => {
  const source = await calendar(t)
  await source.app.db.user.update({ where: { id: 1 }, data: { passwordHash: await hashPassword('a long enough password') } })
  const signIn = (app: FastifyInstance) => req(app, { method: 'POST', url: `${BASE}/session`, payload: { login: 'admin', password: 'a long enough password' } })
  const signedIn = await signIn(source.app)
  t.equal(signedIn.statusCode, 200, 'signed in on the source')
  const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!
  const target = emptyUrl(t, OTHER)
  const copied = await cli('copy', '--from', source.url, '--to', target)
  t.equal(copied.code, 0, copied.err)
  const copy = await appOn(t, target)
  t.equal(await copy.db.session.count(), 0, 'no session is copied')
  t.equal((await req(copy, { url: `${BASE}/session`, headers: { cookie } })).statusCode, 401, 'the source\'s cookie is no session on the copy')
  t.equal((await signIn(copy)).statusCode, 200, 'the password hash came along: the same password signs in on the copy')
  t.equal(await copy.db.session.count(), 1)
  const forced = await cli('copy', '--from', source.url, '--to', target, '--force')
  t.equal(forced.code, 0, forced.err)
  t.equal(await copy.db.session.count(), 0, '--force: the sessions of the replaced calendar end with it')
})

t.test('a --from of an older version is migrated first, then copied', async (t) => {
  // A SQLite calendar as the previous version left it: every migration but the last.
  const shipped = shippedMigrations(migrationsDirFor('sqlite')).sort()
  const dir = mkdtempSync(join(tmpdir(), 'copy-migrations-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  for (const name of shipped.slice(0, -1)) cpSync(join(migrationsDirFor('sqlite'), name), join(dir, name), { recursive: true })
  cpSync(join(migrationsDirFor('sqlite'), 'migration_lock.toml'), join(dir, 'migration_lock.toml'))
  const older = emptySqliteUrl(t)
  await applyMigrations({ databaseUrl: older, migrationsDir: dir })
  const app = await appOn(t, older)
  await createEvent(app, { title: 'Before the upgrade', status: 'publish' })
  await app.close()
  const target = emptyUrl(t, OTHER)
  const run = await cli('copy', '--from', older, '--to', target)
  t.equal(run.code, 0, run.err)
  t.match(run.err, new RegExp(`^--from: applied migration ${shipped.at(-1)}$`, 'm'), 'the source was migrated first')
  t.equal((await counts(target)).Event, 1)
})

t.test('a database URL\'s password is never printed', async (t) => {
  t.equal(describeDatabase('postgresql://bob:s3cret@db.example.org:5432/cal?schema=x&password=p4ss'), 'postgresql://bob@db.example.org:5432/cal?schema=x&password=%5BRedacted%5D')
  const source = await migratedSqliteUrl(t)
  const run = await cli('copy', '--from', source, '--to', 'postgresql://bob:s3cret@127.0.0.1:1/cal')
  t.equal(run.code, 1)
  t.match(run.err, /^error: --to: cannot open the database \(ECONNREFUSED\)\n$/)
  t.notMatch(run.out + run.err, /s3cret/)
})

t.test('a copy that fails half way writes nothing', { skip: OTHER !== 'postgresql' && 'needs a PostgreSQL target' }, async (t) => {
  const source = await calendar(t)
  // A NUL character: SQLite stores it, PostgreSQL's text refuses it, after a good part of the copy is written.
  await source.app.db.$executeRawUnsafe('UPDATE "IcsImport" SET "hash" = \'a\' || char(0) || \'b\'')
  const target = emptyUrl(t, 'postgresql')
  const run = await cli('copy', '--from', source.url, '--to', target)
  t.equal(run.code, 1)
  t.match(run.err, /^error: copy failed, nothing was written to --to: .*\n$/m)
  const after = await counts(target)
  t.ok(COPIED_TABLES.every((x) => x.singleton || after[x.name] === 0), 'the target is empty')
})

/** A calendar of `n` events written straight into a SQLite file (the triggers keep counts, start days and the log). */
async function bigSqlite (t: Test, n: number): Promise<string> {
  const url = await migratedSqliteUrl(t)
  const db = new Database(sqliteFilePath(url))
  const key = db.prepare('INSERT INTO "PostKey" ("id", "kind") VALUES (?, \'event\')')
  const event = db.prepare(`INSERT INTO "Event" ("id", "title", "slug", "description", "status", "publishedAt", "modifiedAt", "translationGroup", "startLocal", "endLocal", "startUtc", "endUtc", "timezone")
    VALUES (?, ?, ?, ?, 'publish', ?, ?, ?, ?, ?, ?, ?, 'UTC')`)
  db.transaction(() => {
    for (let id = 1; id <= n; id++) {
      const day = new Date(Date.UTC(2030, 0, 1) + (id % 700) * 86_400_000).toISOString().replace('Z', '+00:00')
      key.run(id)
      event.run(id, `Event ${id}`, `event-${id}`, `Text of event ${id} with some words to search`, day, day, id, day, day, day, day)
    }
  })()
  db.close()
  return url
}

t.test('kill -9 during a copy: the target is empty (or complete), and a second copy succeeds', async (t) => {
  const EVENTS = 12_000
  let source = await bigSqlite(t, EVENTS)
  if (TEST_DATABASE === 'postgresql') {
    // This run's kind is the source: the generated calendar moved there first.
    const pg = emptyUrl(t, 'postgresql')
    await copyCalendar({ from: source, to: pg })
    source = pg
  }
  const target = emptyUrl(t, OTHER)
  const child = spawn(process.execPath, [join(root, 'scripts/cli.mjs'), 'copy', '--from', source, '--to', target], {
    cwd: root, env: { ...process.env, DOTENV: '0' }, stdio: ['ignore', 'pipe', 'pipe'],
  })
  let err = ''
  let out = ''
  child.stdout.on('data', (d: Buffer) => { out += d.toString() })
  const midway = new Promise<void>((resolve) => {
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString()
      const m = /copy\s+Event\s+(\d+)\/(\d+)/.exec(err)
      if (m && Number(m[1]) > 0 && Number(m[1]) < Number(m[2])) resolve()
    })
  })
  const exited = once(child, 'exit')
  await Promise.race([midway, exited])
  child.kill('SIGKILL')
  const [code, signal] = await exited
  t.equal(signal, 'SIGKILL', `killed half way through the events (exit ${code}, ${err.trim().split('\n').at(-1)})`)
  t.notMatch(out, /match/, 'it had not finished')
  const after = await counts(target)
  const full = await counts(source)
  // ChangeLogHorizon's one row is the migrations'.
  const empty = COPIED_TABLES.every((x) => x.singleton || after[x.name] === 0)
  t.ok(empty || JSON.stringify(after) === JSON.stringify(full), `empty or complete: ${JSON.stringify(after)}`)
  t.ok(empty, 'killed before the commit: empty')
  const second = await cli('copy', '--from', source, '--to', target)
  t.equal(second.code, 0, `a second copy succeeds: ${second.err}`)
  t.same(await counts(target), full)
})
