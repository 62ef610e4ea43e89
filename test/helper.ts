// Test helpers: a fresh app on its own, already migrated database per test, plus request shortcuts.
//
// The database is SQLite (a file in a temporary directory) unless TEST_DATABASE=postgresql, which `npm test` sets
// for its second pass when TEST_POSTGRES_URL names a server (scripts/test.mjs): then every test database is a
// schema (or database) of its own on that server, so test files (and tests) run in parallel without seeing each
// other's rows.
//
// - SQLite: migrating a file takes the WebAssembly schema engine ~0.1 s on an idle machine and over a second on a
//   busy one (the suite boots a few hundred apps); copying one takes a millisecond. So the migrations run once, into a template file under os.tmpdir()
//   named by a hash of the migrations (test/templates.mjs), and each test copies it into a temporary directory of
//   its own. The first process to need the template migrates a file in a build directory of its own, closes every
//   connection, checks that the file is in rollback-journal mode with no -wal/-shm beside it, and renames it into
//   place, atomically: processes that raced it rename an identical file over it, and no reader ever sees a
//   half-migrated template.
// - PostgreSQL: by default each test gets a new schema (calendar_test_<pid>_<random>) that applyMigrations
//   migrates, dropped at the end of the test. With TEST_POSTGRES_TEMPLATE=1 it gets a copy of a template database
//   instead: calendar_template_<hash>, migrated once (under a name of its own, then renamed; an advisory lock lets
//   concurrent tap workers migrate it once; connections to it are disallowed, as CREATE DATABASE … TEMPLATE
//   requires), and per test `CREATE DATABASE calendar_test_<pid>_<random> TEMPLATE calendar_template_<hash>`
//   (schema public), dropped WITH (FORCE) at the end of the test. That works from several workers at once, but on
//   PostgreSQL 15 on a 2-core machine it was slower than migrating a schema: copying a database writes its 8 MB
//   of system catalogs to the WAL and dropping one forces a checkpoint (the whole PostgreSQL pass: 344 s against
//   316 s; per test, alternating: 330–770 ms for new database + drop, 180–440 ms for schema + migrations + drop).
// scripts/test.mjs removes the templates of other hashes and what interrupted runs left behind; a template removed
// under a running process is made again.
//
// Tests of the migrations themselves take an empty database instead: emptyDatabaseUrl (on PostgreSQL a new,
// empty schema on the server's database).
import type { Test } from 'tap'
import type { FastifyInstance, InjectOptions } from 'fastify'
import Database from 'better-sqlite3'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type pg from 'pg'
import { buildApp } from '../src/app.js'
import { testConfig, type Config } from '../src/config.js'
import { applyMigrations } from '../src/db/migrate.js'
import { systemContext, type ServiceContext } from '../src/context.js'
import type { Caller } from '../src/domain/access.js'
import type { Language } from '../src/schemas/common.js'
import type { UndocumentedAnswer } from '../src/plugins/app/errors.js'
import { postgresBuildName, postgresTemplateName, postgresTestName, sqliteBuildDir, SQLITE_TEMPLATE_DIR, sqliteTemplatePath, templateKey } from './templates.mjs'

export const TOKEN = 'test-admin-token-0123456789abcdef'
export const BASE = '/wp-json/calendar/events/v1'
export const auth = { authorization: `Bearer ${TOKEN}` }

/** The database every test of this run uses. */
export const TEST_DATABASE: 'sqlite' | 'postgresql' = process.env.TEST_DATABASE === 'postgresql' ? 'postgresql' : 'sqlite'

/** The PostgreSQL server of the PostgreSQL pass (TEST_POSTGRES_URL), or undefined. */
export const testPostgresUrl = (): string | undefined => process.env.TEST_POSTGRES_URL || undefined

function postgresServer (): string {
  const server = testPostgresUrl()
  if (!server) throw new Error('TEST_DATABASE=postgresql needs TEST_POSTGRES_URL')
  return server
}

let key: string | undefined
/** The hash of the migrations that names this run's templates. */
const currentKey = (): string => (key ??= templateKey())

const errorCode = (err: unknown): string | undefined => (err as { code?: string } | null)?.code

// ---- SQLite ----

let sqliteTemplate: Promise<string> | undefined

/** The path of the migrated SQLite template of the current migrations, made when missing. */
function sqliteTemplateFile (): Promise<string> {
  sqliteTemplate ??= (async () => {
    const path = sqliteTemplatePath(currentKey())
    if (existsSync(path)) return path
    mkdirSync(SQLITE_TEMPLATE_DIR, { recursive: true })
    const dir = sqliteBuildDir(process.pid)
    mkdirSync(dir)
    try {
      const file = join(dir, 'template.db')
      await applyMigrations({ databaseUrl: `file:${file}` })
      // applyMigrations has closed its connections. The engine leaves the file in rollback-journal mode; make sure
      // of it (a copy of a WAL file without its -wal would lose writes) and that nothing else is beside it.
      const db = new Database(file)
      try {
        const mode = db.pragma('journal_mode', { simple: true })
        if (mode !== 'delete') db.pragma('journal_mode = DELETE')
      } finally {
        db.close()
      }
      const leftovers = readdirSync(dir).filter((f) => f !== 'template.db')
      if (leftovers.length > 0) throw new Error(`SQLite template ${file}: unexpected ${leftovers.join(', ')} beside it`)
      renameSync(file, path)
    } catch (err) {
      sqliteTemplate = undefined
      throw err
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    return path
  })()
  return sqliteTemplate
}

/** A new temporary directory, removed at the end of `t`. */
function tempDir (t: Test): string {
  const dir = mkdtempSync(join(tmpdir(), 'calendar-test-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** DATABASE_URL of a new SQLite file with every migration applied (a copy of the template), in a temporary
 *  directory of its own that is removed at the end of `t`. */
export async function migratedSqliteUrl (t: Test): Promise<string> {
  const file = join(tempDir(t), 'test.db')
  try {
    copyFileSync(await sqliteTemplateFile(), file)
  } catch (err) {
    // Removed by the cleanup of a run of other migrations (scripts/test.mjs) since this process looked: make it again.
    if (errorCode(err) !== 'ENOENT') throw err
    sqliteTemplate = undefined
    copyFileSync(await sqliteTemplateFile(), file)
  }
  return `file:${file}`
}

/** DATABASE_URL of a SQLite file that does not exist yet, in a temporary directory removed at the end of `t`. */
export function emptySqliteUrl (t: Test): string {
  return `file:${join(tempDir(t), 'test.db')}`
}

// ---- PostgreSQL ----

let adminPool: Promise<pg.Pool> | undefined
/** Connections to the server's own database (TEST_POSTGRES_URL), for database administration; never to a template
 *  or a test database. Idle connections do not keep the process alive. The driver is imported here: the SQLite pass
 *  never loads it, as the service does not. */
function admin (): Promise<pg.Pool> {
  adminPool ??= import('pg').then(({ default: { Pool } }) => {
    const url = new URL(postgresServer())
    url.searchParams.delete('schema')
    return new Pool({ connectionString: url.toString(), max: 2, allowExitOnIdle: true })
  })
  return adminPool
}

/** The URL of database `name` on the test server (schema public). */
function postgresDatabaseUrl (name: string): string {
  const url = new URL(postgresServer())
  url.pathname = `/${name}`
  url.searchParams.delete('schema')
  return url.toString()
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let postgresTemplate: Promise<string> | undefined

/** The name of the migrated PostgreSQL template database of the current migrations, made when missing. */
function postgresTemplateDatabase (): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = postgresTemplateName(currentKey())
    const exists = async (client: pg.PoolClient) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1
    const client = await (await admin()).connect()
    try {
      if (await exists(client)) return name
      // One builder at a time on this server (the lock is the session's: a killed builder releases it).
      const lock = BigInt(`0x${currentKey()}`) & 0x7fffffffffffffffn
      await client.query('SELECT pg_advisory_lock($1)', [lock.toString()])
      try {
        if (await exists(client)) return name
        const build = postgresBuildName(process.pid)
        await client.query(`CREATE DATABASE "${build}"`)
        try {
          await applyMigrations({ databaseUrl: postgresDatabaseUrl(build) })
          // CREATE DATABASE … TEMPLATE fails while anyone is connected to the template, and so does RENAME: no new
          // connections, and the engine's pool (closed, but its backends may still be exiting) waited out.
          await client.query(`ALTER DATABASE "${build}" WITH ALLOW_CONNECTIONS false`)
          for (let attempt = 0; ; attempt++) {
            try {
              await client.query(`ALTER DATABASE "${build}" RENAME TO "${name}"`)
              break
            } catch (err) {
              if (errorCode(err) !== '55006' || attempt >= 100) throw err
              await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [build])
              await sleep(50)
            }
          }
        } catch (err) {
          await client.query(`DROP DATABASE IF EXISTS "${build}" WITH (FORCE)`).catch(() => {})
          throw err
        }
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lock.toString()])
      }
      return name
    } catch (err) {
      postgresTemplate = undefined
      throw err
    } finally {
      client.release()
    }
  })()
  return postgresTemplate
}

/** DATABASE_URL of a new PostgreSQL database with every migration applied (a copy of the template, schema
 *  public), dropped at the end of `t`: TEST_POSTGRES_TEMPLATE=1. */
async function clonedPostgresUrl (t: Test): Promise<string> {
  const name = postgresTestName(process.pid)
  const create = async () => (await admin()).query(`CREATE DATABASE "${name}" TEMPLATE "${await postgresTemplateDatabase()}"`)
  try {
    await create()
  } catch (err) {
    // 3D000: the template was removed by the cleanup of a run of other migrations (scripts/test.mjs): make it again.
    if (errorCode(err) !== '3D000') throw err
    postgresTemplate = undefined
    await create()
  }
  t.teardown(async () => { await (await admin()).query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) })
  return postgresDatabaseUrl(name)
}

/** A URL for a new, empty PostgreSQL schema on the test server's database; dropped (with everything in it) at the
 *  end of `t`. */
function emptyPostgresUrl (t: Test): string {
  const schema = postgresTestName(process.pid)
  t.teardown(async () => { await (await admin()).query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`) })
  const url = new URL(postgresServer())
  url.searchParams.set('schema', schema)
  return url.toString()
}

/** Whether PostgreSQL test databases are copies of a template database (TEST_POSTGRES_TEMPLATE=1) rather than new
 *  schemas that the schema engine migrates (the default: see the comment at the top). */
export const POSTGRES_TEMPLATE = process.env.TEST_POSTGRES_TEMPLATE === '1'

/** DATABASE_URL of a new PostgreSQL database with every migration applied, removed at the end of `t`. */
async function migratedPostgresUrl (t: Test): Promise<string> {
  if (POSTGRES_TEMPLATE) return clonedPostgresUrl(t)
  const url = emptyPostgresUrl(t)
  await applyMigrations({ databaseUrl: url })
  return url
}

// ---- Either ----

/** DATABASE_URL of a new database of this run's kind with every migration applied, removed at the end of `t`. */
export async function freshDatabaseUrl (t: Test): Promise<string> {
  return TEST_DATABASE === 'postgresql' ? migratedPostgresUrl(t) : migratedSqliteUrl(t)
}

/** DATABASE_URL of a new, empty (unmigrated) database of this run's kind, removed at the end of `t`: for tests of
 *  the migrations themselves. */
export function emptyDatabaseUrl (t: Test): string {
  return TEST_DATABASE === 'postgresql' ? emptyPostgresUrl(t) : emptySqliteUrl(t)
}

export async function build (t: Test, overrides: Partial<Config> = {}, opts: { clock?: () => Date } = {}): Promise<FastifyInstance> {
  const config = testConfig({ databaseUrl: await freshDatabaseUrl(t), apiToken: TOKEN, siteUrl: 'https://example.org', ...overrides })
  // Every error answer of a route must be one its /doc entry lists: the suite, which provokes them all, is the check.
  const onUndocumentedError = ({ method, url, status, code }: UndocumentedAnswer) =>
    t.fail(`${method} ${url} answered ${status} ${code}, which its /doc entry does not list (its route's \`errors\`, src/error-codes.ts)`)
  const app = await buildApp(config, { logger: false, print: () => {}, onUndocumentedError, ...opts })
  // Teardowns run in reverse order: the app closes its connections before its database is removed.
  t.teardown(() => app.close())
  return app
}

export interface Res { statusCode: number; headers: Record<string, unknown>; body: any; raw: string }

export async function req (app: FastifyInstance, opts: InjectOptions): Promise<Res> {
  const res = await app.inject(opts)
  let body: unknown
  try { body = res.body === '' ? undefined : JSON.parse(res.body) } catch { body = res.body }
  return { statusCode: res.statusCode, headers: res.headers, body, raw: res.body }
}

/** Polls `check` every `every` ms until it holds or `ms` have passed; whether it came. What a test waits for may come
 *  some event-loop turns, a worker's turn or a sampling interval after what caused it; the test's own assertion then
 *  says what was expected. */
export async function eventually (check: () => boolean | Promise<boolean>, ms = 10_000, every = 20): Promise<boolean> {
  for (const end = Date.now() + ms; !await check();) {
    if (Date.now() > end) return false
    await new Promise((resolve) => setTimeout(resolve, every))
  }
  return true
}

/** Creates an event as the admin and returns the response body. */
export async function createEvent (app: FastifyInstance, fields: Record<string, unknown> = {}, url = `${BASE}/events`): Promise<any> {
  const res = await req(app, {
    method: 'POST',
    url,
    headers: auth,
    payload: { title: 'Spring Fair', start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00', ...fields },
  })
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.raw}`)
  return res.body
}

/** Adds a user with `role` plus a bearer token for it; returns the user id and an `authorization` header object. */
export async function addUser (app: FastifyInstance, login: string, role: 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber'): Promise<{ id: number; headers: Record<string, string> }> {
  const { hashToken } = await import('../src/services/users.js')
  const token = `test-${login}-token-0123456789abcdef`
  const user = await app.db.user.create({ data: { login, role } })
  await app.db.apiToken.create({ data: { userId: user.id, tokenHash: hashToken(token), label: 'test' } })
  return { id: user.id, headers: { authorization: `Bearer ${token}` } }
}

/** Creates a category or tag (`plural` = 'categories' | 'tags') as the admin, under an optional language prefix
 *  (e.g. '/nl'); returns the response body. */
export async function createTerm (app: FastifyInstance, plural: 'categories' | 'tags', fields: Record<string, unknown>, prefix = ''): Promise<any> {
  const res = await req(app, { method: 'POST', url: `${prefix}${BASE}/${plural}`, headers: auth, payload: fields })
  if (res.statusCode !== 201) throw new Error(`term create failed: ${res.statusCode} ${res.raw}`)
  return res.body
}

/** Asserts the SPEC §3.3 error shape: HTTP status, `code`, `data.status`, and (optionally) that `data.params`
 *  names exactly `params` (object keys for rest_invalid_param, the array for rest_missing_callback_param). */
export function expectError (t: Test, res: Res, status: number, code: string, params?: string[], what = ''): void {
  const label = (s: string) => `${what} ${s}`.trim()
  t.equal(res.statusCode, status, label(`status ${status}`))
  t.equal(res.body?.code, code, label(`code ${code}`))
  t.equal(res.body?.data?.status, status, label('data.status'))
  if (params) {
    const p = res.body?.data?.params
    const names = Array.isArray(p) ? [...p] : Object.keys(p ?? {})
    t.same(names.sort(), [...params].sort(), label(`data.params names ${params.join(', ')}`))
  }
}

/** Deletes every event, venue, organizer, category and tag (users, tokens and media stay), so that several
 *  tests can share one app (booting and first-use schema compilation are the slow part) and still start empty.
 *  Ids keep growing: never rely on absolute ids. */
export async function clearRecords (app: FastifyInstance): Promise<void> {
  await app.db.$transaction([
    app.db.eventTerm.deleteMany(),
    app.db.eventOrganizer.deleteMany(),
    app.db.event.deleteMany(),
    app.db.venue.deleteMany(),
    app.db.organizer.deleteMany(),
    app.db.term.updateMany({ data: { parentId: null } }),
    app.db.term.deleteMany(),
  ])
}

/** A ServiceContext on `app`'s data for tests that call services without HTTP, as `systemContext` gives work no request makes
 *  (src/context.ts), for `caller` (null: anonymous) in `lang` (default English) at the app's current time. */
/** user 1, whom the app bootstraps as administrator (the test token's user) */
export const ADMIN: Caller = { userId: 1, role: 'administrator' }

export function serviceContext (app: FastifyInstance, caller: Caller | null = null, lang?: Language): ServiceContext {
  return systemContext(app.repos, app.config, () => app.clock(), { caller, lang })
}
