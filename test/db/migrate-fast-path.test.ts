// The "nothing to migrate" fast path of applyMigrations (src/db/migrate.ts): when `_prisma_migrations` already lists
// every migration folder, the schema engine's WebAssembly is not even compiled (it cost 0.3 s of every CLI command
// and server start on PostgreSQL), and a pending migration still goes through the engine. Each check runs in a child
// process, because a process compiles the engine once and keeps it: the child counts the engine's compilations.
import t from 'tap'
import { execFile } from 'node:child_process'
import { cpSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { applyMigrations, migrationsDirFor, repoRoot } from '../../src/db/migrate.js'
import { emptyDatabaseUrl, TEST_DATABASE } from '../helper.js'

const run = promisify(execFile)

// Counts compilations of the schema engine (5 MB of WebAssembly, compiled with `new WebAssembly.Module`); smaller
// modules are Node's own (undici's HTTP parser, which something on the PostgreSQL path loads).
const CHILD = `
let compiled = 0
const W = globalThis.WebAssembly
const Module = W.Module
W.Module = function (bytes, ...rest) { if (bytes.byteLength > 1e6) compiled++; return new Module(bytes, ...rest) }
W.Module.prototype = Module.prototype
for (const name of ['compile', 'instantiate']) {
  const f = W[name]
  W[name] = (bytes, ...rest) => { if (bytes?.byteLength > 1e6) compiled++; return f.call(W, bytes, ...rest) }
}
const { applyMigrations } = await import(${JSON.stringify(pathToFileURL(join(repoRoot, 'src', 'db', 'migrate.ts')).href)})
const applied = await applyMigrations({ databaseUrl: process.env.URL, migrationsDir: process.env.DIR })
process.stdout.write(JSON.stringify({ applied, compiled }))
`

t.test(`${TEST_DATABASE}: an up-to-date database is checked without the schema engine; a pending migration is applied`, async (t) => {
  const dir = t.testdir()
  const migrations = join(dir, 'migrations')
  cpSync(migrationsDirFor(TEST_DATABASE), migrations, { recursive: true })
  const child = join(dir, 'child.mts')
  writeFileSync(child, CHILD)
  const databaseUrl = emptyDatabaseUrl(t)
  const migrate = async (): Promise<{ applied: string[]; compiled: number }> => {
    const { stdout } = await run(process.execPath, ['--import=tsx/esm', child], { cwd: repoRoot, env: { ...process.env, URL: databaseUrl, DIR: migrations } })
    return JSON.parse(stdout) as { applied: string[]; compiled: number }
  }

  t.ok((await applyMigrations({ databaseUrl, migrationsDir: migrations })).length >= 1, 'a fresh database is migrated')
  t.same(await migrate(), { applied: [], compiled: 0 }, 'up to date: nothing applied, no WebAssembly compiled')

  mkdirSync(join(migrations, '99991231000000_extra'))
  writeFileSync(join(migrations, '99991231000000_extra', 'migration.sql'), 'CREATE TABLE "Extra" ("id" INTEGER PRIMARY KEY);\n')
  const pending = await migrate()
  t.same(pending.applied, ['99991231000000_extra'], 'a pending migration is applied')
  t.ok(pending.compiled > 0, 'through the schema engine')
  t.same(await migrate(), { applied: [], compiled: 0 }, 'then up to date again')
})

t.test(`${TEST_DATABASE}: a migration recorded as failed is not taken for applied`, async (t) => {
  const databaseUrl = emptyDatabaseUrl(t)
  const migrations = join(t.testdir(), 'migrations')
  cpSync(migrationsDirFor(TEST_DATABASE), migrations, { recursive: true })
  await applyMigrations({ databaseUrl, migrationsDir: migrations })
  mkdirSync(join(migrations, '99991231000000_broken'))
  writeFileSync(join(migrations, '99991231000000_broken', 'migration.sql'), 'CREATE TABLE "Broken" ("id" INTEGER PRIMARY KEY);\nSELECT * FROM "NoSuchTable";\n')
  await t.rejects(applyMigrations({ databaseUrl, migrationsDir: migrations }), 'the broken migration fails')
  // The engine recorded it with finished_at NULL: the next start must report it again, not skip it as up to date.
  await t.rejects(applyMigrations({ databaseUrl, migrationsDir: migrations }), /failed|P3009|Broken|NoSuchTable/i, 'and is reported again at the next start')
})
