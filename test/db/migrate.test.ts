import t from 'tap'
import Database from 'better-sqlite3'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { applyMigrations, diffMigration, migrationsDirFor } from '../../src/db/migrate.js'
import { emptyDatabaseUrl, TEST_DATABASE, testPostgresUrl } from '../helper.js'

const tables = (file: string): string[] => {
  const db = new Database(file, { readonly: true })
  try {
    return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name)
  } finally {
    db.close()
  }
}

t.test('applies every migration to a fresh file, then nothing', async (t) => {
  const file = join(t.testdir(), 'nested', 'dir', 'test.db') // parent directories do not exist yet
  const first = await applyMigrations({ databaseUrl: `file:${file}` })
  t.ok(first.length >= 1, 'applied at least the init migration')
  t.ok(existsSync(file), 'created the file and its directories')
  const names = tables(file)
  for (const table of ['User', 'ApiToken', 'PostKey', 'Media', 'Event', 'Venue', 'Organizer', 'EventOrganizer', 'Term', 'EventTerm', 'DataVersion', '_prisma_migrations']) {
    t.ok(names.includes(table), `table ${table}`)
  }
  const db = new Database(file, { readonly: true })
  const rows = db.prepare('SELECT migration_name, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name').all() as { migration_name: string; finished_at: unknown; rolled_back_at: unknown }[]
  db.close()
  t.same(rows.map((r) => r.migration_name), first, 'one _prisma_migrations row per applied migration')
  t.ok(rows.every((r) => r.finished_at !== null && r.rolled_back_at === null), 'all finished, none rolled back')

  t.same(await applyMigrations({ databaseUrl: `file:${file}` }), [], 'second run applies nothing')
})

t.test('relative file: URLs resolve against the working directory', async (t) => {
  const dir = t.testdir()
  const cwd = process.cwd()
  process.chdir(dir)
  t.teardown(() => process.chdir(cwd))
  t.ok((await applyMigrations({ databaseUrl: 'file:./data/rel.db' })).length >= 1)
  t.ok(existsSync(join(dir, 'data', 'rel.db')))
})

t.test('committed migrations match prisma/schema.prisma (run `npm run db:migration -- <name>` if not)', async (t) => {
  t.equal(await diffMigration({ databaseUrl: 'file::memory:' }), '')
})

t.test('a schema change yields only the new SQL', async (t) => {
  const { readFileSync } = await import('node:fs')
  const { repoRoot } = await import('../../src/db/migrate.js')
  const schema = readFileSync(join(repoRoot, 'prisma', 'schema.prisma'), 'utf8').replace(/^model Term \{/m, 'model Term {\n  color String?')
  const dir = t.testdir({ 'schema.prisma': schema })
  const sql = await diffMigration({ databaseUrl: 'file::memory:', schemaPath: join(dir, 'schema.prisma') })
  t.match(sql, /ALTER TABLE "Term" ADD COLUMN "color" TEXT/)
  t.notMatch(sql, /CREATE TABLE "Event"/)
})

t.test('URLs of other databases are rejected with a clear error', async (t) => {
  await t.rejects(applyMigrations({ databaseUrl: 'mysql://localhost/calendar' }), /Unsupported database URL scheme "mysql:".*SQLite.*postgresql/)
  await t.rejects(diffMigration({ databaseUrl: 'mysql://x' }), /Unsupported database URL/)
})

// PostgreSQL has its own committed migrations (prisma/postgresql/migrations), derived from the same schema.
t.test('PostgreSQL: every migration applies to a new schema, then nothing; they match prisma/schema.prisma', { skip: TEST_DATABASE === 'postgresql' ? false : 'the PostgreSQL pass of `npm test` runs this (TEST_POSTGRES_URL)' }, async (t) => {
  const databaseUrl = emptyDatabaseUrl(t)
  // Three instances starting at once on a new database (README "Scaling out"): one migrates, the others wait for it
  // and find nothing to do.
  const runs = await Promise.all([1, 2, 3].map(() => applyMigrations({ databaseUrl })))
  const first = runs.find((r) => r.length > 0) ?? []
  t.equal(runs.filter((r) => r.length > 0).length, 1, 'one of three concurrent starts applied the migrations')
  t.ok(first.length >= 1, 'applied at least the init migration')
  t.same(first, readdirSync(migrationsDirFor('postgresql'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort(), 'every committed folder, in order')
  const client = new pg.Client({ connectionString: testPostgresUrl() })
  await client.connect()
  t.teardown(() => client.end())
  const schema = new URL(databaseUrl).searchParams.get('schema')
  const { rows } = await client.query<{ table_name: string }>('SELECT table_name FROM information_schema.tables WHERE table_schema = $1', [schema])
  const names = rows.map((r) => r.table_name)
  for (const table of ['User', 'ApiToken', 'PostKey', 'Media', 'Event', 'Venue', 'Organizer', 'EventOrganizer', 'Term', 'EventTerm', 'DataVersion', '_prisma_migrations']) {
    t.ok(names.includes(table), `table ${table} in the URL's schema`)
  }
  const triggers = await client.query<{ tgname: string }>('SELECT tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND NOT t.tgisinternal ORDER BY tgname', [schema])
  // (The DataVersion triggers have a test of their own: test/db/data-version.test.ts.)
  t.same(triggers.rows.map((r) => r.tgname).filter((n) => n.includes('_count_')), ['EventTerm_count_delete', 'EventTerm_count_insert', 'Event_count_delete', 'Event_count_status'], 'the hand-written term-count triggers')
  t.same(await applyMigrations({ databaseUrl }), [], 'second run applies nothing')
  t.equal(await diffMigration({ databaseUrl: testPostgresUrl()! }), '', 'committed migrations match the schema (run `npm run db:migration -- <name>` if not)')
})

t.test('an up-to-date database is not locked for migration: a second process can start while one has it open', async (t) => {
  const { buildApp } = await import('../../src/app.js')
  const { testConfig } = await import('../../src/config.js')
  const config = testConfig({ databaseUrl: `file:${join(t.testdir(), 'shared.db')}`, apiToken: 'test-admin-token-0123456789abcdef' })
  // What src/server.ts does at each start: migrate, then open the app.
  t.ok((await applyMigrations({ databaseUrl: config.databaseUrl })).length >= 1, 'the first start migrates')
  const first = await buildApp(config, { logger: false, print: () => {} })
  t.teardown(() => first.close())
  const started = Date.now()
  t.same(await applyMigrations({ databaseUrl: config.databaseUrl }), [], 'the second start has nothing to migrate')
  const second = await buildApp(config, { logger: false, print: () => {} })
  t.teardown(() => second.close())
  // Waiting for the lock would take the whole busy timeout (5 s, src/db/client.ts); less than that cannot have waited.
  t.ok(Date.now() - started < 5000, 'did not wait for the busy timeout')
  const res = await second.inject({ method: 'GET', url: '/wp-json/calendar/events/v1/events' })
  t.equal(res.statusCode, 200, 'the second instance serves requests')
})

t.test('a pending migration while another process holds the file fails with a clear message', async (t) => {
  const dir = t.testdir()
  const file = join(dir, 'busy.db')
  const other = new Database(file)
  other.pragma('journal_mode = WAL')
  other.exec('CREATE TABLE held (x)')
  t.teardown(() => other.close())
  // Keep a read transaction open, as a running server or Studio does while it reads.
  other.exec('BEGIN; SELECT * FROM held;')
  await t.rejects(applyMigrations({ databaseUrl: `file:${file}` }), /another process has the database open/)
  other.exec('COMMIT')
})
