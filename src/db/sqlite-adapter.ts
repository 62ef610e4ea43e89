// SQLite through Prisma's better-sqlite3 driver adapter, with what that adapter (7.10) leaves out.
//
// Isolation. The adapter runs every query of a client on one connection, and a Prisma interactive transaction spans
// awaits: a query of another request that ran meanwhile ran inside the open transaction. A read saw rows the
// transaction had not committed (the response cache could then keep an answer made of rows a rollback removed, until
// the next public write), and a write outside any transaction was committed, or rolled back, with it. Here a query
// outside a transaction that only reads runs on a second, read-only connection: in WAL mode it sees what was committed
// when it began, never more, and never waits for a writer (as on PostgreSQL, where each query has a connection of its
// own). A query that writes waits for the open transaction to end, as transactions wait for each other.
//
// Both connections reuse compiled statements (./sqlite-statements.ts).
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3'
import type { IsolationLevel, SqlDriverAdapter, SqlQuery, SqlQueryable, Transaction } from '@prisma/driver-adapter-utils'
import { connectionOf, reuseStatements } from './sqlite-statements.js'

/** The PRAGMAs the service sends set up the writer's connection: they run there, whatever SQLite says they write. */
const PRAGMA = /^\s*pragma\b/i

/** One holder at a time, in the order they asked. */
class Lock {
  private tail: Promise<void> = Promise.resolve()

  /** Resolves when the lock is held, with the function that releases it (only its first call counts). */
  acquire (): Promise<() => void> {
    let release!: () => void
    const released = new Promise<void>((resolve) => { release = resolve })
    const acquired = this.tail.then(() => {
      let done = false
      return () => { if (!done) { done = true; release() } }
    })
    this.tail = this.tail.then(() => released)
    return acquired
  }
}

/** The adapter the Prisma client gets: reads outside transactions on the reader, every write behind one lock. */
class IsolatingSqliteAdapter implements SqlDriverAdapter {
  readonly provider = 'sqlite' as const
  readonly adapterName: string
  private readonly lock = new Lock()
  private reader: Promise<SqlDriverAdapter> | undefined
  /** the writer's, when it has one (Prisma's default otherwise) */
  readonly getConnectionInfo?: SqlDriverAdapter['getConnectionInfo']

  constructor (private readonly writer: SqlDriverAdapter, private readonly openReader: () => Promise<SqlDriverAdapter>) {
    this.adapterName = writer.adapterName
    if (writer.getConnectionInfo) this.getConnectionInfo = () => writer.getConnectionInfo!()
  }

  queryRaw (query: SqlQuery) { return this.run(query, (on) => on.queryRaw(query)) }
  executeRaw (query: SqlQuery) { return this.run(query, (on) => on.executeRaw(query)) }

  executeScript (script: string): Promise<void> {
    return this.exclusively(() => this.writer.executeScript(script))
  }

  async startTransaction (isolationLevel?: IsolationLevel): Promise<Transaction> {
    const release = await this.lock.acquire()
    try {
      return holding(await this.writer.startTransaction(isolationLevel), release)
    } catch (err) {
      release()
      throw err
    }
  }

  async dispose (): Promise<void> {
    const reader = await this.reader?.catch(() => null)
    await reader?.dispose()
    await this.writer.dispose()
  }

  private async run<T> (query: SqlQuery, on: (queryable: SqlQueryable) => Promise<T>): Promise<T> {
    if (PRAGMA.test(query.sql)) return this.exclusively(() => on(this.writer))
    // A reader that could not be opened fails the query that asked for it; the next one tries again.
    this.reader ??= this.open().catch((err: unknown) => { this.reader = undefined; throw err })
    const reader = await this.reader
    return onlyReads(reader, query.sql) ? on(reader) : this.exclusively(() => on(this.writer))
  }

  private async exclusively<T> (fn: () => Promise<T>): Promise<T> {
    const release = await this.lock.acquire()
    try {
      return await fn()
    } finally {
      release()
    }
  }

  /** The read-only connection, opened at the first query but a PRAGMA (the file exists by then, and the PRAGMAs that
   *  set the writer up have run), with the writer's page cache size. */
  private async open (): Promise<SqlDriverAdapter> {
    const reader = await this.openReader()
    const cacheSize = Number(connectionOf(this.writer).pragma('cache_size', { simple: true }))
    if (Number.isInteger(cacheSize)) connectionOf(reader).pragma(`cache_size = ${cacheSize}`)
    return reader
  }
}

/** Whether `sql` writes nothing, as SQLite compiles it on the reader (which keeps the compiled statement for the run
 *  that follows). A text that does not compile is left to the writer, whose adapter reports the error. */
function onlyReads (reader: SqlDriverAdapter, sql: string): boolean {
  try {
    return connectionOf(reader).prepare(sql).readonly
  } catch {
    return false
  }
}

/** `tx`, releasing `release` once it is committed or rolled back. Delegates call by call: the adapter's transaction
 *  keeps private fields, which a prototype-chained wrapper could not reach. */
function holding (tx: Transaction, release: () => void): Transaction {
  const ending = async (end: () => Promise<void>) => {
    try {
      await end()
    } finally {
      release()
    }
  }
  const wrapped: Transaction = {
    provider: tx.provider,
    adapterName: tx.adapterName,
    options: tx.options,
    queryRaw: (query) => tx.queryRaw(query),
    executeRaw: (query) => tx.executeRaw(query),
    commit: () => ending(() => tx.commit()),
    rollback: () => ending(() => tx.rollback()),
  }
  if (tx.createSavepoint) wrapped.createSavepoint = (name) => tx.createSavepoint!(name)
  if (tx.rollbackToSavepoint) wrapped.rollbackToSavepoint = (name) => tx.rollbackToSavepoint!(name)
  if (tx.releaseSavepoint) wrapped.releaseSavepoint = (name) => tx.releaseSavepoint!(name)
  return wrapped
}

/** The driver adapter factory of a SQLite file; `timeout`: SQLite's busy timeout (ms). */
export class SqliteAdapterFactory extends PrismaBetterSqlite3 {
  constructor (private readonly file: string, private readonly timeout: number) {
    super({ url: file, timeout })
  }

  override async connect (): Promise<SqlDriverAdapter> {
    const writer = await super.connect()
    reuseStatements(connectionOf(writer))
    const openReader = async () => {
      const reader = await new PrismaBetterSqlite3({ url: this.file, timeout: this.timeout, readonly: true }).connect()
      reuseStatements(connectionOf(reader))
      return reader
    }
    return new IsolatingSqliteAdapter(writer, openReader)
  }
}
