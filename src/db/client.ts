// The Prisma client on a driver adapter chosen by DATABASE_URL: SQLite (`file:`, the default) or PostgreSQL
// (`postgresql://`). Both clients are generated from the one schema (prisma/dialects.mjs) and have the same API; the
// rest of the code is typed against the SQLite one. Only the data layer uses it: src/repositories, which alone writes
// queries, and the start-up and migration code of src/db.
import { closeSync, mkdirSync, openSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { PoolConfig } from 'pg'
import { parse as parseConnectionString } from 'pg-connection-string'
import { PrismaClient } from '../generated/prisma/client.js'
import { SqliteAdapterFactory } from './sqlite-adapter.js'

export type Db = PrismaClient
/** The client inside an interactive transaction. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0]
export type DatabaseKind = 'sqlite' | 'postgresql'

/** Path of the SQLite file of a `file:` URL, resolved the way the adapter resolves it (against the cwd). */
export function sqliteFilePath (databaseUrl: string): string {
  return resolve(databaseUrl.replace(/^file:(\/\/)?/, ''))
}

/**
 * Creates an empty file readable by its owner only (0600), and its missing directories (0700), unless it exists: the
 * SQLite file holds every draft, password and token digest, and SQLite gives its -wal and -shm files the database
 * file's mode, so they are private too. An existing file keeps the mode its operator chose.
 */
export function createPrivateFile (file: string): void {
  if (file === ':memory:') return
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  try {
    closeSync(openSync(file, 'wx', 0o600))
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  }
}

/** Which database a DATABASE_URL selects; the few SQL differences (search index, planner hints) key on it. */
export const databaseKind = (databaseUrl: string): DatabaseKind => /^postgres(ql)?:\/\//i.test(databaseUrl) ? 'postgresql' : 'sqlite'

/**
 * A PostgreSQL URL split into what `pg` takes and the schema (`?schema=`, Prisma's own URL convention; default
 * `public`). The schema becomes the connections' search_path, so hand-written SQL finds the tables there too. The
 * settings are passed one by one, not as a connection string, so that a caller may override one (the migration
 * engine points `database` at its shadow database: a connection string would win over it).
 */
export function postgresConnection (databaseUrl: string, poolSize?: number): { config: PoolConfig; schema: string } {
  const url = new URL(databaseUrl)
  const schema = url.searchParams.get('schema') ?? 'public'
  // Prisma-style URL options that pg does not know would reach the server as settings.
  for (const key of ['schema', 'connection_limit', 'pool_timeout', 'pgbouncer']) url.searchParams.delete(key)
  const parsed = parseConnectionString(url.toString())
  const settings = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== null))
  return {
    config: { ...settings, port: parsed.port ? Number(parsed.port) : undefined, max: poolSize, options: `-c search_path="${schema.replace(/"/g, '""')}"` } as PoolConfig,
    schema,
  }
}

const kinds = new WeakMap<object, DatabaseKind>()
/** The kind of database a client of createDb talks to. */
export const kindOf = (db: Db): DatabaseKind => kinds.get(db) ?? 'sqlite'

/**
 * Options of both clients. errorFormat 'minimal': with the default ('colorless') Prisma captures a stack trace at
 * every query (`new Error()`, for the code frame it prints if that query fails): 10 % of the CPU time of a query, and a
 * create runs eight. Failed queries are reported by code (P2002…) and logged with their message; no caller reads
 * the code frame. Measured with `npm run bench -- --only create-event`: 200–205 → 232–246 creates/s.
 */
const CLIENT_OPTIONS = { errorFormat: 'minimal' } as const

/**
 * The client for DATABASE_URL. PostgreSQL's driver, adapter and generated client are imported only for a PostgreSQL
 * URL: a SQLite process (the default, every test file of the SQLite pass) never loads them (~150 ms a start).
 */
export async function createDb (databaseUrl: string, opts: { poolSize?: number } = {}): Promise<Db> {
  if (databaseKind(databaseUrl) === 'postgresql') {
    const [{ PrismaPg }, { PrismaClient: PostgresPrismaClient }] = await Promise.all([
      import('@prisma/adapter-pg'),
      import('../generated/prisma-postgresql/client.js'),
    ])
    const { config, schema } = postgresConnection(databaseUrl, opts.poolSize)
    const db = new PostgresPrismaClient({ adapter: new PrismaPg(config, { schema }), ...CLIENT_OPTIONS }) as unknown as Db
    kinds.set(db, 'postgresql')
    return db
  }
  if (!databaseUrl.startsWith('file:')) throw new Error(`Unsupported DATABASE_URL "${databaseUrl}": use file:<path> (SQLite) or postgresql://…`)
  const file = sqliteFilePath(databaseUrl)
  createPrivateFile(file)
  // busy timeout: readers and writers of other processes (CLI, Studio) wait instead of failing with SQLITE_BUSY.
  const adapter = new SqliteAdapterFactory(file, 5000)
  return new PrismaClient({ adapter, ...CLIENT_OPTIONS })
}

/** Per-connection settings of SQLite. WAL lets readers run while a write commits; it is stored in the file once set.
 *  PostgreSQL needs none. */
export async function prepareDb (db: Db, databaseUrl: string): Promise<void> {
  if (databaseKind(databaseUrl) !== 'sqlite') return
  await db.$queryRawUnsafe('PRAGMA journal_mode = WAL')
  await db.$executeRawUnsafe('PRAGMA synchronous = NORMAL')
  await db.$executeRawUnsafe('PRAGMA foreign_keys = ON')
  // 8 MB of page cache (better-sqlite3's build default is 16 MB): the list indexes a request walks fit, the rest of the
  // file is in the OS's cache anyway, and the memory budget of `npm start` (README "Memory") has no room for more.
  await db.$executeRawUnsafe('PRAGMA cache_size = -8000')
  // Planner statistics for the list queries, refreshed when SQLite thinks they are stale (cheap: limited
  // analysis); what SQLite recommends for long-lived connections.
  await db.$queryRawUnsafe('PRAGMA optimize = 0x10002')
}
