// Plumbing of Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm): loading the module, the
// driver adapter it runs on, and the workarounds the adapters of Prisma 7.10 need to serve it. The operations built
// on it (apply, diff) are in migrate.ts.
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils'
import type { ErrorRegistry, SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils'
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import type { PoolConfig } from 'pg'
import { databaseKind, postgresConnection } from './client.js'
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm'

export interface EngineOptions {
  databaseUrl: string
  log?: (msg: string) => void
}

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
async function adapterFor (databaseUrl: string): Promise<{ factory: SqlMigrationAwareDriverAdapterFactory; lockProvider: string }> {
  if (databaseKind(databaseUrl) === 'postgresql') {
    const { config, schema } = postgresConnection(databaseUrl, 2)
    // Imported here: a SQLite process never loads the PostgreSQL adapter.
    const { PrismaPg } = await import('@prisma/adapter-pg')
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
function engineLogger (log: EngineOptions['log']): (line: string) => void {
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
  const [firstLine = ''] = message.split('\n') // split always gives at least one piece
  return new Error(`${firstLine.trim()}\n${detail}`, { cause: err })
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
    const [, select, name = ''] = m // both groups take part in every match
    return queryRaw({ ...query, sql: `${select}'${name.replace(/""/g, '"').replace(/'/g, "''")}'` })
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
export async function withEngine<T> (opts: EngineOptions, schema: string, fn: (engine: SchemaEngine, lockProvider: string) => Promise<T>): Promise<T> {
  const { factory, lockProvider } = await adapterFor(opts.databaseUrl)
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
export function readMigrations (dir: string, lockProvider: string): MigrationList {
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

/** One statement on a connection of its own (schema and database administration, outside the engine). */
export async function pgQuery (config: PoolConfig, sql: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client(config)
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
