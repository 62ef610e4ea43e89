// Migrations without the Prisma CLI: the CLI insists on downloading a native schema engine, which this project's
// machines cannot reach (see scripts/prisma.mjs). Prisma's own schema engine compiled to WebAssembly does the same
// work through a driver adapter, and writes the same `_prisma_migrations` table as `prisma migrate deploy`.
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils'
import type { ErrorRegistry, SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils'
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import { PrismaPg } from '@prisma/adapter-pg'
import Database from 'better-sqlite3'
import type { PoolConfig } from 'pg'
import { databaseKind, postgresConnection, type DatabaseKind } from './client.js'
import type { MigrationList, SchemaEngine, SchemaFilter } from '@prisma/schema-engine-wasm'

export interface MigrateOptions {
  databaseUrl: string
  /** default <repo>/prisma/migrations */
  migrationsDir?: string
  log?: (msg: string) => void
}

// The file runs from src/db (tsx) or dist/src/db (tsc), so the depth to the root varies: look for the schema.
function findRepoRoot (): string {
  let dir = fileURLToPath(new URL('.', import.meta.url))
  for (;;) {
    if (existsSync(join(dir, 'prisma', 'schema.prisma'))) return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`prisma/schema.prisma not found above ${fileURLToPath(import.meta.url)}`)
    dir = parent
  }
}
export const repoRoot = findRepoRoot()
// The dialect table lives with the schema (prisma/dialects.mjs, shared with scripts/prisma.mjs); src/db runs from
// two depths (tsx, dist), so it is imported by absolute URL.
const { DIALECTS, schemaFor } = await import(pathToFileURL(join(repoRoot, 'prisma', 'dialects.mjs')).href) as typeof import('../../prisma/dialects.mjs')
/** The committed migrations folder of a database kind. */
export const migrationsDirFor = (kind: DatabaseKind): string => DIALECTS[kind].migrations
/** Tables created by hand-written migration SQL that Prisma cannot model (the SQLite full-text index of event
 *  search and its shadow tables): diffs must not drop them. Same list as `tables.external` in prisma.config.ts. */
export const EXTERNAL_TABLES = ['EventSearch', 'EventSearch_config', 'EventSearch_data', 'EventSearch_docsize', 'EventSearch_idx']
const filtersFor = (kind: DatabaseKind): SchemaFilter => ({ externalTables: kind === 'sqlite' ? EXTERNAL_TABLES : [], externalEnums: [] })

// Node cannot `import` a .wasm file, so instantiate the module by hand, once per process and only when needed
// (the server imports this module but rarely migrates).
type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg')
let engineModule: Promise<EngineModule> | undefined
function loadEngineModule (): Promise<EngineModule> {
  engineModule ??= (async () => {
    const bg = await import('@prisma/schema-engine-wasm/schema_engine_bg')
    const require = createRequire(import.meta.url)
    const wasmFile = join(dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')), 'schema_engine_bg.wasm')
    // lib "dom" is not in tsconfig, so WebAssembly has no global typings here.
    const Wasm = (globalThis as unknown as {
      WebAssembly: {
        Module: new (bytes: Uint8Array) => object
        Instance: new (module: object, imports: object) => { exports: { __wbindgen_start(): void } }
      }
    }).WebAssembly
    // The engine arms timers it never clears (10 s, seen with PostgreSQL): unref them, so that a process that has
    // migrated and closed its connections can exit (the CLI, tests) instead of waiting them out.
    const imports: Record<string, unknown> = { ...bg }
    for (const name of Object.keys(imports).filter((n) => n.startsWith('__wbg_setTimeout_'))) {
      const arm = imports[name] as (...args: unknown[]) => { unref?: () => void }
      imports[name] = (...args: unknown[]) => { const timer = arm(...args); timer?.unref?.(); return timer }
    }
    const instance = new Wasm.Instance(new Wasm.Module(readFileSync(wasmFile)), { './schema_engine_bg.js': imports })
    bg.__wbg_set_wasm(instance.exports)
    instance.exports.__wbindgen_start()
    return bg
  })()
  return engineModule
}

/** `file:./x.db` → absolute path, resolved against process.cwd() as PrismaBetterSqlite3 (better-sqlite3) does. */
export function sqlitePath (databaseUrl: string): string {
  const p = databaseUrl.slice('file:'.length).replace(/\?.*$/, '')
  if (p === ':memory:') return p
  // file:///abs/x.db (the form Studio wants) is a real file URL; file:/abs and file:./rel are plain paths.
  if (p.startsWith('//')) return fileURLToPath(databaseUrl.replace(/\?.*$/, ''))
  return isAbsolute(p) ? p : resolve(process.cwd(), p)
}

// The one place that picks the engine's adapter for a database kind (the lock file names the provider).
function adapterFor (databaseUrl: string): { factory: SqlMigrationAwareDriverAdapterFactory; lockProvider: string } {
  if (databaseKind(databaseUrl) === 'postgresql') {
    const { config, schema } = postgresConnection(databaseUrl, 2)
    const factory = new PrismaPg(config, { schema })
    // @prisma/adapter-pg 7.10 drops its shadow database while its own pool is still connected to it ("is being
    // accessed by other users"): close the pool first, then drop.
    factory.connectToShadowDb = async () => {
      const database = `prisma_migrate_shadow_db_${randomUUID()}`
      const server = { ...config, options: undefined } // the shadow database has its own, empty, public schema
      await pgQuery(server, `CREATE DATABASE "${database}"`)
      const adapter = await new PrismaPg({ ...server, database }).connect()
      const dispose = adapter.dispose.bind(adapter)
      adapter.dispose = async () => { await dispose(); await pgQuery(server, `DROP DATABASE IF EXISTS "${database}"`) }
      return adapter
    }
    return { factory, lockProvider: 'postgresql' }
  }
  if (databaseUrl.startsWith('file:')) {
    const file = sqlitePath(databaseUrl)
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true }) // better-sqlite3 creates the file, not its directory
    return { factory: new PrismaBetterSqlite3({ url: file === ':memory:' ? file : `file:${file}` }), lockProvider: 'sqlite' }
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(databaseUrl)?.[1]
  throw new Error(`Unsupported database URL${scheme ? ` scheme "${scheme}:"` : ''}: use file:<path> (SQLite) or postgresql://…`)
}

// The engine logs JSON lines at every level; only warnings and errors are worth showing to a person.
function engineLogger (log: MigrateOptions['log']): (line: string) => void {
  return (line) => {
    if (!log) return
    try {
      const { level, fields } = JSON.parse(line) as { level?: string; fields?: { message?: string } }
      if (level === 'WARN' || level === 'ERROR') log(`schema engine ${level.toLowerCase()}: ${fields?.message ?? line}`)
    } catch {
      log(`schema engine: ${line}`)
    }
  }
}

// Driver errors reach the engine as "External error id#N"; the real message stays in the adapter's registry.
function withDriverError (err: unknown, registry: ErrorRegistry): unknown {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : undefined
  const id = message && /External error id#(\d+)/.exec(message)?.[1]
  if (!message || id === undefined) return err
  const cause = (registry.consumeError(Number(id)) as { error?: unknown } | undefined)?.error
  if (cause === undefined) return err
  const detail = cause instanceof Error ? cause.message : JSON.stringify(cause)
  return new Error(`${message.split('\n')[0].trim()}\n${detail}`, { cause: err })
}

// The engine replays each migration on the shadow database with one executeRaw call holding the whole file, but
// better-sqlite3 prepares a single statement only ("contains more than one statement"): run such scripts with
// executeScript (sqlite3_exec) instead. Parameterless only, so no bound value is ever dropped.
function allowScripts (adapter: SqlDriverAdapter): SqlDriverAdapter {
  const executeRaw = adapter.executeRaw.bind(adapter)
  adapter.executeRaw = async (query) => {
    try {
      return await executeRaw(query)
    } catch (err) {
      if (query.args.length > 0 || !(err instanceof Error) || !err.message.includes('more than one statement')) throw err
      await adapter.executeScript(query.sql)
      return 0
    }
  }
  return adapter
}

// The engine reads partial-index definitions with `… AND name = "<index>"`: a double-quoted string literal, which
// better-sqlite3's SQLite rejects (it is built with DQS=0, as SQLite recommends). Ask the same with single quotes.
const DOUBLE_QUOTED_INDEX_NAME = /^(SELECT sql FROM sqlite_master WHERE type = 'index' AND name = )"((?:[^"]|"")*)";?\s*$/
function singleQuotedLiterals (adapter: SqlDriverAdapter): SqlDriverAdapter {
  const queryRaw = adapter.queryRaw.bind(adapter)
  adapter.queryRaw = async (query) => {
    const m = DOUBLE_QUOTED_INDEX_NAME.exec(query.sql)
    if (!m) return queryRaw(query)
    return queryRaw({ ...query, sql: `${m[1]}'${m[2].replace(/""/g, '"').replace(/'/g, "''")}'` })
  }
  return adapter
}

// The engine describes a PostgreSQL database (shadow database of a diff) from catalog columns of type "char"
// (pg_class.relkind…), a type @prisma/adapter-pg 7.10 cannot map ("Column type 'char' could not be deserialized").
// pg already parses it as a one-character string: present it to the adapter as text.
const PG_CHAR = 18
const PG_TEXT = 25
function catalogCharAsText (adapter: SqlDriverAdapter): SqlDriverAdapter {
  const io = adapter as unknown as { performIO?: (q: unknown) => Promise<{ fields: Array<{ dataTypeID: number }> }> }
  const performIO = io.performIO?.bind(adapter)
  if (adapter.provider !== 'postgres' || !performIO) return adapter
  io.performIO = async (query) => {
    const result = await performIO(query)
    for (const f of result.fields) if (f.dataTypeID === PG_CHAR) f.dataTypeID = PG_TEXT
    return result
  }
  return adapter
}

// @prisma/adapter-pg 7.10 runs a migration script by splitting it at every ";", which cuts function bodies (the
// hand-written triggers) and comments apart. PostgreSQL runs a parameterless multi-statement script as one simple
// query, in one implicit transaction: send it whole.
function wholeScripts (adapter: SqlDriverAdapter): SqlDriverAdapter {
  const driver = (adapter as unknown as { underlyingDriver?: () => { query: (sql: string) => Promise<unknown> } }).underlyingDriver?.()
  if (adapter.provider !== 'postgres' || !driver) return adapter
  adapter.executeScript = async (script) => { await driver.query(script) }
  return adapter
}

/** Opens an engine, runs `fn`, then frees the engine and closes every connection it opened (the engine closes its
 * shadow connections but freeing it does not close the main one; closing twice is harmless). */
async function withEngine<T> (opts: MigrateOptions, schema: string, fn: (engine: SchemaEngine, lockProvider: string) => Promise<T>): Promise<T> {
  const { factory, lockProvider } = adapterFor(opts.databaseUrl)
  const bg = await loadEngineModule()
  const opened: SqlDriverAdapter[] = []
  const track = async (p: Promise<SqlDriverAdapter>) => { const a = await p; opened.push(a); return a }
  const tracking: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => track(factory.connect().then(singleQuotedLiterals).then(catalogCharAsText).then(wholeScripts)),
    connectToShadowDb: () => track(factory.connectToShadowDb().then(allowScripts).then(singleQuotedLiterals).then(catalogCharAsText).then(wholeScripts)),
  }
  const bound = bindMigrationAwareSqlAdapterFactory(tracking)
  const engine = await bg.SchemaEngine.new({ datamodels: [['schema.prisma', schema]] }, engineLogger(opts.log), bound)
  try {
    return await fn(engine, lockProvider)
  } catch (err) {
    throw withDriverError(err, bound.errorRegistry)
  } finally {
    engine.free()
    await Promise.allSettled(opened.map((a) => a.dispose()))
  }
}

/** The migrations folder as the engine wants it, folders in name order (like the Prisma CLI). */
function readMigrations (dir: string, lockProvider: string): MigrationList {
  const lockPath = join(dir, 'migration_lock.toml')
  // Without a lock file the engine cannot tell the connector ("Could not determine the connector...").
  const lockContent = existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : `provider = "${lockProvider}"\n`
  const folders = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort((a, b) => a.localeCompare(b))
    : []
  return {
    baseDir: dir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories: folders.map((name) => {
      const file = join(dir, name, 'migration.sql')
      const content = existsSync(file)
        ? { tag: 'ok' as const, value: readFileSync(file, 'utf8') }
        : { tag: 'error' as const, value: `${file} is missing` }
      return { path: name, migrationFile: { path: 'migration.sql', content } }
    }),
  }
}

/** Apply every migration folder of migrationsDir that the database has not seen yet, exactly like
 * `prisma migrate deploy` (same `_prisma_migrations` table). Creates the SQLite file and its parent directory when
 * missing. Returns the names of the migrations applied now. */
export async function applyMigrations (opts: MigrateOptions): Promise<string[]> {
  const kind = databaseKind(opts.databaseUrl)
  const dir = opts.migrationsDir ?? migrationsDirFor(kind)
  if (upToDate(opts.databaseUrl, dir)) return []
  if (kind === 'postgresql') await ensureSchema(opts.databaseUrl)
  try {
    return await withEngine(opts, schemaFor(kind), async (engine, lockProvider) => {
      const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: readMigrations(dir, lockProvider), filters: filtersFor(kind) })
      for (const name of appliedMigrationNames) opts.log?.(`applied ${name}`)
      return appliedMigrationNames
    })
  } catch (err) {
    // The engine migrates SQLite under `locking_mode=EXCLUSIVE` (as `prisma migrate deploy` does): it cannot while
    // another process has the file open, and then fails after the busy timeout with an opaque adapter error.
    if (String(err).includes('SocketTimeout')) {
      throw new Error(`Cannot apply migrations to ${opts.databaseUrl}: another process has the database open. Stop it (the server, Prisma Studio) and start again; once migrated, any number of processes may use the file.`)
    }
    throw err
  }
}

/**
 * True when every migration folder is recorded as applied in `_prisma_migrations` of an existing SQLite file. Then
 * the engine is not started at all: it would take an exclusive lock (and fail while another process, e.g. a running
 * server or Studio, has the file open) only to find nothing to do, and loading it costs boot time.
 */
function upToDate (databaseUrl: string, dir: string): boolean {
  if (!databaseUrl.startsWith('file:')) return false
  const file = sqlitePath(databaseUrl)
  if (file === ':memory:' || !existsSync(file)) return false
  const folders = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []
  const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 })
  try {
    const hasTable = db.prepare('SELECT 1 FROM sqlite_master WHERE type = \'table\' AND name = \'_prisma_migrations\'').get()
    if (!hasTable) return false
    const applied = new Set((db.prepare('SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL').all() as Array<{ name: string }>).map((r) => r.name))
    return folders.every((f) => applied.has(f))
  } finally {
    db.close()
  }
}

/** SQL that takes the database state described by migrationsDir to the schema file (for writing a new
 * migration); '' when nothing changed. Replays the migrations on the adapter's shadow database (in memory for
 * SQLite), so the database at databaseUrl is not touched. */
export async function diffMigration (opts: MigrateOptions & { schemaPath?: string }): Promise<string> {
  const kind = databaseKind(opts.databaseUrl)
  const dir = opts.migrationsDir ?? migrationsDirFor(kind)
  const schema = schemaFor(kind, opts.schemaPath === undefined ? undefined : readFileSync(opts.schemaPath, 'utf8'))
  const filters = filtersFor(kind)
  return withEngine(opts, schema, async (engine, lockProvider) => {
    const { stdout } = await engine.diff({
      from: { tag: 'migrations', ...readMigrations(dir, lockProvider) },
      to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: schema }] },
      script: true,
      exitCode: null,
      filters,
    })
    const sql = stdout ?? ''
    // An empty diff comes back as a comment only ("-- This is an empty migration.").
    return sql.split('\n').every((l) => l.trim() === '' || l.trim().startsWith('--')) ? '' : sql
  })
}

/** The PostgreSQL schema of the URL (`?schema=`), created when missing: a fresh database or a new tenant/test schema
 *  migrates like an empty SQLite file. */
async function ensureSchema (databaseUrl: string): Promise<void> {
  const { config, schema } = postgresConnection(databaseUrl)
  try {
    await pgQuery(config, `CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '""')}"`)
  } catch (err) {
    // Two instances starting at once: the other one created it between our check and our insert.
    if (!['42P06', '23505'].includes((err as { code?: string }).code ?? '')) throw err
  }
}

/** One statement on a connection of its own (schema and database administration, outside the engine). */
async function pgQuery (config: PoolConfig, sql: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client(config)
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
