// Migrations without the Prisma CLI: the CLI insists on downloading a native schema engine, which this project's
// machines cannot reach (see scripts/prisma.mjs). Prisma's own schema engine compiled to WebAssembly does the same
// work through a driver adapter (schema-engine.ts), and writes the same `_prisma_migrations` table as
// `prisma migrate deploy`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import Database from 'better-sqlite3'
import { createPrivateFile, databaseKind, postgresConnection, type DatabaseKind } from './client.js'
import { pgQuery, readMigrations, sqlitePath, withEngine, type EngineOptions } from './schema-engine.js'
import type { SchemaFilter } from '@prisma/schema-engine-wasm'

export { sqlitePath }

export interface MigrateOptions extends EngineOptions {
  /** default <repo>/prisma/migrations */
  migrationsDir?: string
  /** Called before the schema engine is loaded (seconds of work on a busy machine) with the migration folders not
   *  recorded as applied (all of them for a new database), so that a command can say why it takes long. */
  pending?: (names: string[]) => void
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

/** The names of the migrations in `dir` (one folder each), as `_prisma_migrations` records them once applied. */
export const shippedMigrations = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []
/** Tables created by hand-written migration SQL that Prisma cannot model (the SQLite full-text index of event
 *  search and its shadow tables): diffs must not drop them. Same list as `tables.external` in prisma.config.ts. */
export const EXTERNAL_TABLES = ['EventSearchList', 'EventSearchList_config', 'EventSearchList_data', 'EventSearchList_docsize', 'EventSearchList_idx']
const filtersFor = (kind: DatabaseKind): SchemaFilter => ({ externalTables: kind === 'sqlite' ? EXTERNAL_TABLES : [], externalEnums: [] })

/** Apply every migration folder of migrationsDir that the database has not seen yet, exactly like
 * `prisma migrate deploy` (same `_prisma_migrations` table). Creates the SQLite file and its parent directory when
 * missing. Returns the names of the migrations applied now. */
export async function applyMigrations (opts: MigrateOptions): Promise<string[]> {
  const kind = databaseKind(opts.databaseUrl)
  const dir = opts.migrationsDir ?? migrationsDirFor(kind)
  // Another scheme (mysql://…) is refused by the engine below, with a message naming the supported ones.
  if (kind === 'sqlite' && opts.databaseUrl.startsWith('file:')) createPrivateFile(sqlitePath(opts.databaseUrl))
  const { upToDate, pending } = await migrationState(opts.databaseUrl, dir)
  if (upToDate) return []
  opts.pending?.(pending)
  if (kind === 'postgresql') {
    await ensureDatabase(opts.databaseUrl, opts.log)
    await ensureSchema(opts.databaseUrl)
  }
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
 * Up to date when every migration folder is recorded as applied in the database's `_prisma_migrations`, read through the
 * plain driver (better-sqlite3, pg). Then the schema engine is not loaded at all: compiling its WebAssembly and
 * opening it took 0.3 s of every start of the CLI and the server on PostgreSQL, and on SQLite it would take an
 * exclusive lock (and fail while another process, e.g. a running server or Studio, has the file open) only to find
 * nothing to do. Anything else (a missing file, schema or table, a pending or failed migration, a database that
 * cannot be read) goes to the engine, which applies what is pending or reports the problem as before. Names, not
 * checksums, are compared, as `prisma migrate deploy` does.
 */
async function migrationState (databaseUrl: string, dir: string): Promise<{ upToDate: boolean, pending: string[] }> {
  const folders = shippedMigrations(dir)
  const applied = await appliedMigrations(databaseUrl).catch(() => null)
  // Unreadable (a new database, a missing table): every folder counts as pending.
  if (applied === null) return { upToDate: false, pending: folders }
  const pending = folders.filter((f) => !applied.has(f))
  return { upToDate: pending.length === 0, pending }
}

const APPLIED = 'SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL'

/** Names of the migrations recorded as applied; null when the database has no `_prisma_migrations` (yet). */
async function appliedMigrations (databaseUrl: string): Promise<Set<string> | null> {
  if (databaseKind(databaseUrl) === 'postgresql') {
    const { default: pg } = await import('pg')
    // The connection's search_path is the URL's schema, so the unqualified names below are that schema's.
    const client = new pg.Client(postgresConnection(databaseUrl).config)
    await client.connect()
    try {
      const { rows: [found] } = await client.query<{ table: string | null }>('SELECT to_regclass(\'"_prisma_migrations"\')::text AS "table"')
      if (!found?.table) return null
      return new Set((await client.query<{ name: string }>(APPLIED)).rows.map((r) => r.name))
    } finally {
      await client.end()
    }
  }
  if (!databaseUrl.startsWith('file:')) return null
  const file = sqlitePath(databaseUrl)
  if (file === ':memory:' || !existsSync(file)) return null
  const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 })
  try {
    const hasTable = db.prepare('SELECT 1 FROM sqlite_master WHERE type = \'table\' AND name = \'_prisma_migrations\'').get()
    if (!hasTable) return null
    return new Set((db.prepare(APPLIED).all() as Array<{ name: string }>).map((r) => r.name))
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

/** A database that cannot be set up for a reason its operator can fix: the message is one line saying what to do,
 *  without the URL's password or a stack trace (server.ts and the CLI print it alone). */
export class DatabaseSetupError extends Error {
  override name = 'DatabaseSetupError'
}

/** The server is unreachable (connection refused, unknown host, timeout): nothing the service can do. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET'])
const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`
const shellQuote = (word: string): string => /^[\w.@%+=:,/-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`

/**
 * The URL's PostgreSQL database, created when missing and the role may (CREATEDB), so that the README's quick start
 * on PostgreSQL needs no step of its own. Runs only when the migration check could not read the database (never on a
 * start that finds it up to date). Every failure an operator must fix becomes a DatabaseSetupError of one line:
 * an unreachable server names host and port, a missing database the role may not create names the `createdb`
 * command to run.
 */
async function ensureDatabase (databaseUrl: string, log?: (msg: string) => void): Promise<void> {
  const { default: pg } = await import('pg')
  const { config } = postgresConnection(databaseUrl)
  const host = config.host ?? 'localhost'
  const port = config.port ?? 5432
  const database = config.database ?? config.user ?? 'postgres'
  const where = `PostgreSQL at ${host}:${port}`
  const connectTo = async (db: string): Promise<InstanceType<typeof pg.Client>> => {
    const client = new pg.Client({ ...config, database: db, connectionTimeoutMillis: 10_000 })
    client.on('error', () => {})
    try {
      await client.connect()
      return client
    } catch (err) {
      await client.end().catch(() => {})
      throw err
    }
  }
  const reason = (err: unknown): string => (err as { code?: string }).code ?? (err instanceof Error ? err.message : String(err))
  try {
    await (await connectTo(database)).end()
    return
  } catch (err) {
    const code = (err as { code?: string }).code ?? ''
    if (UNREACHABLE.has(code)) throw new DatabaseSetupError(`Cannot reach ${where} (${code}): is the server running, and are DATABASE_URL's host and port right?`)
    if (code === '28P01' || code === '28000') throw new DatabaseSetupError(`${where} refused the login of role "${config.user ?? ''}" (${code}): check DATABASE_URL's user and password.`)
    // 3D000 invalid_catalog_name: the database does not exist (yet). Anything else is not ours to explain.
    if (code !== '3D000') throw err
  }
  const createdb = `createdb -h ${shellQuote(host)} -p ${port}${config.user ? ` -U ${shellQuote(config.user)}` : ''} ${shellQuote(database)}`
  let admin
  try {
    admin = await connectTo('postgres').catch(async () => await connectTo('template1'))
  } catch (err) {
    throw new DatabaseSetupError(`The database "${database}" does not exist on ${where}, and it could not be created (${reason(err)}): create it with \`${createdb}\`.`)
  }
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(database)}`)
    log?.(`created database ${database}`)
  } catch (err) {
    // 42P04 duplicate_database: another instance created it meanwhile.
    if ((err as { code?: string }).code === '42P04') return
    throw new DatabaseSetupError(`The database "${database}" does not exist on ${where}, and role "${config.user ?? ''}" may not create it (${reason(err)}): create it with \`${createdb}\`, or grant CREATEDB.`)
  } finally {
    await admin.end().catch(() => {})
  }
}
