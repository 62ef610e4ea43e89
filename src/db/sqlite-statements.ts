// Compiled statements reused on a connection of Prisma's better-sqlite3 adapter (7.10). The adapter compiles every
// statement anew (`prepare(sql).bind(args)`) although Prisma sends the same few SQL texts over and over: compiling was
// 8 % of a create's CPU time. A connection given `reuseStatements` keeps compiled statements (an LRU of 500 by SQL
// text) and passes the arguments at execution instead of binding them to the shared statement; it also keeps each
// statement's column list, which the adapter asks for on every read (3 µs each, 5 % of a create). Statements run to
// completion synchronously, so a shared one is never busy. The schema does not change while the service runs
// (migrations run before the client opens).
//
// Long texts are not kept: a caller chooses how long some statements are (a search by distance lists the venues in
// range as literals, ~100 KB for every venue of a large calendar, and each point is a text of its own), and 500 of
// them would hold their texts and compiled programs for good. Only the last long one is kept, for the adapter that
// compiles a text to learn whether it writes and then runs it (./sqlite-adapter.ts).
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils'
import { LRUCache } from 'lru-cache'

/** The part of a better-sqlite3 statement the Prisma adapter uses, and `readonly` (the statement writes nothing). */
export interface AdapterStatement { reader: boolean; readonly: boolean; columns (): unknown[]; run (...args: unknown[]): unknown; raw (on?: boolean): { all (...args: unknown[]): unknown[] } }
/** The part of a better-sqlite3 connection the service uses. */
export interface Connection { prepare (sql: string): AdapterStatement; pragma (source: string, options?: { simple?: boolean }): unknown }

/** The better-sqlite3 connection of an adapter Prisma's factory made (a field the adapter does not declare). */
export const connectionOf = (adapter: SqlDriverAdapter): Connection => (adapter as unknown as { client: Connection }).client

/** The longest SQL text kept among the compiled statements; every statement the service writes by itself is shorter. */
export const MAX_KEPT_SQL_LENGTH = 16_384

type Entry = { statement: AdapterStatement; columns?: unknown[] }

export function reuseStatements (connection: Connection): void {
  const compile = connection.prepare.bind(connection)
  const compiled = new LRUCache<string, Entry>({ max: 500 })
  let lastLong: { sql: string; entry: Entry } | undefined
  const entryOf = (sql: string): Entry => {
    if (sql.length > MAX_KEPT_SQL_LENGTH) {
      if (lastLong?.sql !== sql) lastLong = { sql, entry: { statement: compile(sql) } }
      return lastLong.entry
    }
    let entry = compiled.get(sql)
    if (entry === undefined) compiled.set(sql, entry = { statement: compile(sql) })
    return entry
  }
  connection.prepare = (text: string) => {
    // Every transaction of the service writes (Repositories.transaction): BEGIN IMMEDIATE takes SQLite's write lock
    // at once, waiting for another connection's like any lock (busy timeout), where a deferred BEGIN needed a
    // statement of its own to do that (a transaction that read before it wrote could not write once another
    // connection had committed: SQLITE_BUSY).
    const cached = entryOf(text === 'BEGIN' ? 'BEGIN IMMEDIATE' : text)
    const shared = cached.statement
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
