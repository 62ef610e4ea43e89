// The Prisma client on a driver adapter chosen by DATABASE_URL: SQLite (`file:`, the default) or PostgreSQL
// (`postgresql://`). Both clients are generated from the one schema (prisma/dialects.mjs) and have the same API; the
// rest of the code is typed against the SQLite one. Only the data layer uses it: src/repositories, which alone writes
// queries, and the start-up and migration code of src/db.
import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import { LRUCache } from 'lru-cache'
import type { PoolConfig } from 'pg'
import { parse as parseConnectionString } from 'pg-connection-string'
import { PrismaClient } from '../generated/prisma/client.js'

export type Db = PrismaClient
/** The client inside an interactive transaction. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0]
export type DatabaseKind = 'sqlite' | 'postgresql'

/** Path of the SQLite file of a `file:` URL, resolved the way the adapter resolves it (against the cwd). */
export function sqliteFilePath (databaseUrl: string): string {
  return resolve(databaseUrl.replace(/^file:(\/\/)?/, ''))
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

/** The part of a better-sqlite3 statement the Prisma adapter uses. */
interface AdapterStatement { reader: boolean; columns (): unknown[]; run (...args: unknown[]): unknown; raw (on?: boolean): { all (...args: unknown[]): unknown[] } }

/**
 * @prisma/adapter-better-sqlite3 (7.10) compiles every statement anew (`prepare(sql).bind(args)`) although Prisma
 * sends the same few SQL texts over and over: compiling was 8 % of a create's CPU time. This factory gives the
 * adapter's connection a `prepare` that reuses compiled statements (an LRU of 500 by SQL text) and passes the
 * arguments at execution instead of binding them to the shared statement; it also keeps each statement's column
 * list, which the adapter asks for on every read (3 µs each, 5 % of a create). Statements run to completion
 * synchronously, so a shared one is never busy. The schema does not change while the service runs (migrations
 * run before the client opens). Exercised by the whole test suite.
 */
class StatementCachingSqlite3 extends PrismaBetterSqlite3 {
  override async connect (): ReturnType<PrismaBetterSqlite3['connect']> {
    const adapter = await super.connect()
    const client = (adapter as unknown as { client: { prepare (sql: string): AdapterStatement } }).client
    const compile = client.prepare.bind(client)
    const compiled = new LRUCache<string, { statement: AdapterStatement; columns?: unknown[] }>({ max: 500 })
    client.prepare = (text: string) => {
      // Every transaction of the service writes (Repositories.transaction): BEGIN IMMEDIATE takes SQLite's write lock
      // at once, waiting for another connection's like any lock (busy timeout), where a deferred BEGIN needed a
      // statement of its own to do that (a transaction that read before it wrote could not write once another
      // connection had committed: SQLITE_BUSY).
      const sql = text === 'BEGIN' ? 'BEGIN IMMEDIATE' : text
      let entry = compiled.get(sql)
      if (entry === undefined) compiled.set(sql, entry = { statement: compile(sql) })
      const cached = entry
      const shared = entry.statement
      let args: unknown[] = []
      const bound: AdapterStatement & { bind (a: unknown[]): AdapterStatement } = {
        get reader () { return shared.reader },
        bind (a) { args = a; return bound },
        columns: () => (cached.columns ??= shared.columns()),
        run: () => shared.run(...args),
        raw: () => ({ all: () => shared.raw(true).all(...args) }),
      }
      return bound
    }
    return adapter
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
  mkdirSync(dirname(file), { recursive: true })
  // busy timeout: readers and writers of other processes (CLI, Studio) wait instead of failing with SQLITE_BUSY.
  const adapter = new StatementCachingSqlite3({ url: file, timeout: 5000 })
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
