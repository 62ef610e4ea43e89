// Compiled statements reused on a connection of Prisma's better-sqlite3 adapter (7.10). The adapter compiles every
// statement anew (`prepare(sql).bind(args)`) although Prisma sends the same few SQL texts over and over: compiling was
// 8 % of a create's CPU time. A connection given `reuseStatements` keeps compiled statements (an LRU of 500 by SQL
// text) and passes the arguments at execution instead of binding them to the shared statement; it also keeps each
// statement's column list, which the adapter asks for on every read (3 µs each, 5 % of a create). Statements run to
// completion synchronously, so a shared one is never busy. The schema does not change while the service runs
// (migrations run before the client opens).
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils'
import { LRUCache } from 'lru-cache'

/** The part of a better-sqlite3 statement the Prisma adapter uses, and `readonly` (the statement writes nothing). */
export interface AdapterStatement { reader: boolean; readonly: boolean; columns (): unknown[]; run (...args: unknown[]): unknown; raw (on?: boolean): { all (...args: unknown[]): unknown[] } }
/** The part of a better-sqlite3 connection the service uses. */
export interface Connection { prepare (sql: string): AdapterStatement; pragma (source: string, options?: { simple?: boolean }): unknown }

/** The better-sqlite3 connection of an adapter Prisma's factory made (a field the adapter does not declare). */
export const connectionOf = (adapter: SqlDriverAdapter): Connection => (adapter as unknown as { client: Connection }).client

export function reuseStatements (connection: Connection): void {
  const compile = connection.prepare.bind(connection)
  const compiled = new LRUCache<string, { statement: AdapterStatement; columns?: unknown[] }>({ max: 500 })
  connection.prepare = (text: string) => {
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
      get readonly () { return shared.readonly },
      bind (a) { args = a; return bound },
      columns: () => (cached.columns ??= shared.columns()),
      run: () => shared.run(...args),
      raw: () => ({ all: () => shared.raw(true).all(...args) }),
    }
    return bound
  }
}
