// The database's write counters (model DataVersion, kept by triggers), read on a connection of its own: this read
// precedes every cacheable request, so it must not queue behind Prisma's pool or pay for its query interpretation.
// Both counters come from one statement, so they are of one moment: `version` (every write) decides when the next
// scheduled publication is looked up again, `publicVersion` (writes an anonymous answer can depend on) when the
// response cache's answers are stale; a pair read apart could show a write in one and not the other.
// SQLite: a read-only better-sqlite3 connection, a few microseconds, synchronous. PostgreSQL: one pg connection;
// requests arriving while a read is under way share the next read, which starts after they arrived (see
// `freshReads`), so a write committed before a request arrived is always seen by it.
import Database from 'better-sqlite3'
import { databaseKind, postgresConnection, sqliteFilePath } from './client.js'

/** The two counters of the DataVersion row (migrations data_version, data_version_public). */
export interface DataVersions {
  /** moves on every write */
  version: number
  /** moves on the writes that can change an anonymous answer (a subset: it never moves without `version`) */
  publicVersion: number
}

export interface DataVersionReader {
  /** The counters as of a read that started after this call; null when the row is missing (nothing can be cached). */
  read (): DataVersions | null | Promise<DataVersions | null>
  close (): Promise<void>
}

const QUERY = 'SELECT "version", "publicVersion" FROM "DataVersion" WHERE "id" = 1'

/**
 * Coalesces concurrent reads without ever answering a caller with a read that started before it called: while a
 * read runs, new callers wait for the one after it (one for all of them). Under load that is at most two queries
 * in flight, whatever the number of requests.
 */
export function freshReads<T> (read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined
  let next: Promise<T> | undefined
  const start = (): Promise<T> => {
    const p: Promise<T> = read().finally(() => { if (running === p) running = undefined })
    running = p
    return p
  }
  return () => {
    if (!running) return start()
    next ??= running.then(() => {}, () => {}).then(() => { next = undefined; return start() })
    return next
  }
}

/** A reader for DATABASE_URL; null for an in-memory SQLite database (no second connection can see it). */
export async function openDataVersion (databaseUrl: string): Promise<DataVersionReader | null> {
  if (databaseKind(databaseUrl) === 'postgresql') {
    // Imported here: a SQLite process never loads the PostgreSQL driver.
    const { default: pg } = await import('pg')
    // A pool of one: it reconnects by itself after a dropped connection.
    const pool = new pg.Pool(postgresConnection(databaseUrl, 1).config)
    pool.on('error', () => {}) // an idle connection that dies is replaced on the next query
    const read = freshReads(async () => {
      const { rows: [row] } = await pool.query<{ version: string; publicVersion: string }>(QUERY)
      return row ? { version: Number(row.version), publicVersion: Number(row.publicVersion) } : null
    })
    return { read, close: () => pool.end() }
  }
  if (/^file:(\/\/)?:memory:|[?&]mode=memory/.test(databaseUrl)) return null
  const connection = new Database(sqliteFilePath(databaseUrl), { readonly: true, fileMustExist: true })
  const statement = connection.prepare<[], { version: number | bigint; publicVersion: number | bigint }>(QUERY)
  return {
    read: () => {
      const row = statement.get()
      return row === undefined ? null : { version: Number(row.version), publicVersion: Number(row.publicVersion) }
    },
    close: async () => { connection.close() },
  }
}
