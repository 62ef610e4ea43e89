// The two ends of `calendar-cli copy` (src/db/copy/copy.ts) on the plain drivers, better-sqlite3 and pg: a copy moves
// every row of a calendar, and Prisma's query interpretation would cost more than the database does. Each end
// turns its database's values into one canonical form (Value) and back, so that a row read from one database is
// written to the other and compared with what was written without caring which is which.
import { existsSync } from 'node:fs'
import Database from 'better-sqlite3'
import type pg from 'pg'
import { postgresConnection, sqliteFilePath, type DatabaseKind } from '../client.js'

/** A column's kind, from the database's own catalog. */
export type ColumnKind = 'int' | 'real' | 'bool' | 'datetime' | 'text'
export interface Column { name: string; kind: ColumnKind }
/** A value in canonical form: datetimes as milliseconds since the epoch (UTC), booleans as booleans. */
export type Value = string | number | boolean | null
export type Row = Value[]

export interface Endpoint {
  readonly kind: DatabaseKind
  /** names of the migrations recorded as applied, in order; null when the database has no migrations table */
  appliedMigrations (): Promise<string[] | null>
  /** the tables of the database (without the ones of its search index) */
  tables (): Promise<string[]>
  columns (table: string): Promise<Column[]>
  count (table: string): Promise<number>
  /** the largest value of an integer column (0 when the table is empty) */
  max (table: string, column: string): Promise<number>
  /** where each autoincrement sequence stands (the last id drawn; 0 when none) */
  sequence (table: string, column: string): Promise<number>
  /** up to `limit` rows after `after` (a key, in key order), the columns in the order given */
  read (table: string, columns: Column[], key: string[], after: Value[] | null, limit: number): Promise<Row[]>
  /** the rows whose (one-column) key is in `keys`, in no particular order */
  readKeys (table: string, columns: Column[], key: string, keys: Value[]): Promise<Row[]>
  /** a snapshot: every read until commit() sees the database as it was at the first */
  beginRead (): Promise<void>
  beginWrite (): Promise<void>
  insert (table: string, columns: Column[], rows: Row[]): Promise<void>
  exec (sql: string): Promise<void>
  setSequence (table: string, column: string, value: number): Promise<void>
  commit (): Promise<void>
  rollback (): Promise<void>
  close (): Promise<void>
}

export const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`

function kindOfType (type: string): ColumnKind {
  const t = type.toLowerCase()
  if (t.startsWith('bool')) return 'bool'
  if (t.includes('timestamp') || t.startsWith('datetime') || t === 'date') return 'datetime'
  if (t.includes('int')) return 'int'
  if (t === 'real' || t.startsWith('double') || t.startsWith('float') || t === 'numeric' || t.startsWith('decimal')) return 'real'
  return 'text'
}

/** Datetimes as SQLite holds them: Prisma's adapter and the triggers write ISO 8601 text (`…T…+00:00`); SQLite's
 *  CURRENT_TIMESTAMP writes `YYYY-MM-DD HH:MM:SS` (UTC), and the adapter's other format is milliseconds. */
function parseSqliteDate (v: unknown): number | null {
  if (v === null || v === undefined) return null
  if (typeof v === 'number' || typeof v === 'bigint') return Number(v)
  const text = String(v)
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text.replace(' ', 'T') : `${text.replace(' ', 'T')}Z`
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) throw new Error(`unreadable date "${text}"`)
  return ms
}

/** PostgreSQL's `timestamp(3)` (without time zone, holding UTC) as text, read and written as such: pg would read it
 *  as local time and write a Date with the process's offset, which the column ignores. */
const pgTimestamp = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').replace('Z', '')
const parsePgTimestamp = (text: string): number => Date.parse(`${text.replace(' ', 'T')}Z`)

// ---- SQLite ----

/** SQLite's default limit of bind parameters in one statement (SQLITE_MAX_VARIABLE_NUMBER since 3.32). */
const SQLITE_PARAMETERS = 32_766

export class SqliteEndpoint implements Endpoint {
  readonly kind = 'sqlite' as const
  private readonly inserts = new Map<string, Database.Statement>()
  private constructor (private readonly db: Database.Database) {}

  /** `create`: the file may be made (a target after its migration); otherwise it must exist. */
  static open (databaseUrl: string, opts: { readonly?: boolean } = {}): SqliteEndpoint | null {
    const file = sqliteFilePath(databaseUrl)
    if (!existsSync(file)) return null
    const db = new Database(file, { readonly: opts.readonly ?? false, fileMustExist: true, timeout: 5000 })
    // The copy's writes are checked as a whole before commit (PRAGMA foreign_key_check), so rows may arrive in an
    // order the keys would refuse one by one (a category before its parent).
    db.pragma('foreign_keys = OFF')
    if (!opts.readonly) db.pragma('cache_size = -131072')
    return new SqliteEndpoint(db)
  }

  async appliedMigrations (): Promise<string[] | null> {
    const has = this.db.prepare('SELECT 1 FROM sqlite_master WHERE type = \'table\' AND name = \'_prisma_migrations\'').get()
    if (!has) return null
    return (this.db.prepare('SELECT migration_name AS name, finished_at AS f, rolled_back_at AS r FROM _prisma_migrations ORDER BY migration_name').all() as Array<{ name: string; f: unknown; r: unknown }>)
      .filter((m) => m.f !== null && m.r === null).map((m) => m.name)
  }

  async tables (): Promise<string[]> {
    // Virtual tables and their shadow tables (EventSearchList*) are the search index: Event's triggers fill it.
    const rows = this.db.prepare('SELECT name, sql FROM sqlite_master WHERE type = \'table\'').all() as Array<{ name: string; sql: string | null }>
    const virtual = rows.filter((r) => /^CREATE VIRTUAL TABLE/i.test(r.sql ?? '')).map((r) => r.name)
    return rows.map((r) => r.name).filter((n) => !virtual.some((v) => n === v || n.startsWith(`${v}_`)))
  }

  async columns (table: string): Promise<Column[]> {
    return (this.db.prepare(`PRAGMA table_info(${quote(table)})`).all() as Array<{ name: string; type: string }>)
      .map((c) => ({ name: c.name, kind: kindOfType(c.type) }))
  }

  async count (table: string): Promise<number> {
    return Number((this.db.prepare(`SELECT COUNT(*) AS n FROM ${quote(table)}`).get() as { n: number }).n)
  }

  async max (table: string, column: string): Promise<number> {
    return Number((this.db.prepare(`SELECT COALESCE(MAX(${quote(column)}), 0) AS n FROM ${quote(table)}`).get() as { n: number }).n)
  }

  async sequence (table: string): Promise<number> {
    const row = this.db.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').get(table) as { seq: number } | undefined
    return Number(row?.seq ?? 0)
  }

  async read (table: string, columns: Column[], key: string[], after: Value[] | null, limit: number): Promise<Row[]> {
    const keys = key.map(quote).join(', ')
    const where = after ? `WHERE (${keys}) > (${key.map(() => '?').join(', ')})` : ''
    const rows = this.db.prepare(`SELECT ${columns.map((c) => quote(c.name)).join(', ')} FROM ${quote(table)} ${where} ORDER BY ${keys} LIMIT ${limit}`)
      .raw().all(...(after ?? []).map((v) => typeof v === 'boolean' ? Number(v) : v)) as unknown[][]
    return rows.map((r) => this.decode(r, columns))
  }

  private decode (r: unknown[], columns: Column[]): Row {
    return r.map((v, i) => {
      const kind = columns[i]!.kind
      if (v === null) return null
      if (kind === 'bool') return Boolean(v)
      if (kind === 'datetime') return parseSqliteDate(v)
      if (typeof v === 'bigint') return Number(v)
      if (Buffer.isBuffer(v)) return v.toString('utf8')
      return v as Value
    })
  }

  async readKeys (table: string, columns: Column[], key: string, keys: Value[]): Promise<Row[]> {
    if (keys.length === 0) return []
    const rows = this.db.prepare(`SELECT ${columns.map((c) => quote(c.name)).join(', ')} FROM ${quote(table)} WHERE ${quote(key)} IN (${keys.map(() => '?').join(', ')})`)
      .raw().all(...keys) as unknown[][]
    return rows.map((r) => this.decode(r, columns))
  }

  async beginRead (): Promise<void> {
    this.db.exec('BEGIN')
    // A deferred transaction takes its snapshot at the first read.
    this.db.prepare('SELECT COUNT(*) FROM sqlite_master').get()
  }

  async beginWrite (): Promise<void> { this.db.exec('BEGIN IMMEDIATE') }

  /** Many rows per statement: FTS5 writes its pending index data out at the start of every statement, so a row per
   *  statement made the search index of 100k events a segment per event (33 s of CPU for the events, 16 s so). */
  async insert (table: string, columns: Column[], rows: Row[]): Promise<void> {
    const perStatement = Math.max(1, Math.floor(SQLITE_PARAMETERS / columns.length))
    const values = (row: Row) => row.map((v, i) => {
      if (v === null) return null
      const kind = columns[i]!.kind
      if (kind === 'bool') return v ? 1 : 0
      // As Prisma's adapter writes them, which the triggers and the queries compare as text.
      if (kind === 'datetime') return new Date(v as number).toISOString().replace('Z', '+00:00')
      return v
    })
    for (let start = 0; start < rows.length; start += perStatement) {
      const batch = rows.slice(start, start + perStatement)
      this.statement(table, columns, batch.length).run(...batch.flatMap(values))
    }
  }

  private statement (table: string, columns: Column[], rows: number): Database.Statement {
    const id = `${table}\u0000${columns.map((c) => c.name).join(',')}\u0000${rows}`
    let statement = this.inserts.get(id)
    if (!statement) {
      const tuple = `(${columns.map(() => '?').join(', ')})`
      statement = this.db.prepare(`INSERT INTO ${quote(table)} (${columns.map((c) => quote(c.name)).join(', ')}) VALUES ${Array(rows).fill(tuple).join(', ')}`)
      this.inserts.set(id, statement)
    }
    return statement
  }

  async exec (sql: string): Promise<void> { this.db.exec(sql) }

  async setSequence (table: string, _column: string, value: number): Promise<void> {
    this.db.prepare('DELETE FROM sqlite_sequence WHERE name = ?').run(table)
    if (value > 0) this.db.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)').run(table, value)
  }

  async commit (): Promise<void> {
    const broken = this.db.prepare('PRAGMA foreign_key_check').all() as Array<{ table: string; parent: string }>
    if (broken.length) throw new Error(`${broken.length} rows refer to missing rows (first: ${broken[0]!.table} → ${broken[0]!.parent})`)
    this.db.exec('COMMIT')
  }

  async rollback (): Promise<void> { if (this.db.inTransaction) this.db.exec('ROLLBACK') }

  async close (): Promise<void> { this.db.close() }
}

// ---- PostgreSQL ----

/** PostgreSQL's limit of bind parameters in one statement. */
const MAX_PARAMETERS = 65_535

export class PostgresEndpoint implements Endpoint {
  readonly kind = 'postgresql' as const
  private constructor (private readonly client: pg.Client) {}

  static async open (databaseUrl: string): Promise<PostgresEndpoint> {
    const { default: pgModule } = await import('pg')
    const { config } = postgresConnection(databaseUrl)
    const builtins = pgModule.types.builtins
    const client = new pgModule.Client({
      ...config,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === builtins.TIMESTAMP || oid === builtins.TIMESTAMPTZ) return (text: string) => text
          if (oid === builtins.INT8) return (text: string) => Number(text)
          return pgModule.types.getTypeParser(oid, format)
        }) as typeof pgModule.types.getTypeParser,
      },
    })
    client.on('error', () => {})
    await client.connect()
    return new PostgresEndpoint(client)
  }

  private async rows<T> (sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.client.query(sql, params)).rows as T[]
  }

  async appliedMigrations (): Promise<string[] | null> {
    const [found] = await this.rows<{ t: string | null }>('SELECT to_regclass(\'"_prisma_migrations"\')::text AS t')
    if (!found?.t) return null
    return (await this.rows<{ name: string }>('SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name')).map((r) => r.name)
  }

  async tables (): Promise<string[]> {
    return (await this.rows<{ name: string }>('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = \'BASE TABLE\'')).map((r) => r.name)
  }

  async columns (table: string): Promise<Column[]> {
    return (await this.rows<{ name: string; type: string }>('SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position', [table]))
      .map((c) => ({ name: c.name, kind: kindOfType(c.type) }))
  }

  async count (table: string): Promise<number> {
    const [row] = await this.rows<{ n: string }>(`SELECT COUNT(*) AS n FROM ${quote(table)}`)
    return Number(row?.n ?? 0)
  }

  async max (table: string, column: string): Promise<number> {
    const [row] = await this.rows<{ n: string }>(`SELECT COALESCE(MAX(${quote(column)}), 0) AS n FROM ${quote(table)}`)
    return Number(row?.n ?? 0)
  }

  async sequence (table: string, column: string): Promise<number> {
    const [seq] = await this.rows<{ name: string | null }>('SELECT pg_get_serial_sequence($1, $2) AS name', [quote(table), column])
    if (!seq?.name) return 0
    const [row] = await this.rows<{ last_value: number; is_called: boolean }>(`SELECT last_value, is_called FROM ${seq.name}`)
    return row ? (row.is_called ? Number(row.last_value) : Number(row.last_value) - 1) : 0
  }

  async read (table: string, columns: Column[], key: string[], after: Value[] | null, limit: number): Promise<Row[]> {
    const keys = key.map(quote).join(', ')
    const where = after ? `WHERE (${keys}) > (${key.map((_, i) => `$${i + 1}`).join(', ')})` : ''
    const result = await this.client.query({
      text: `SELECT ${columns.map((c) => quote(c.name)).join(', ')} FROM ${quote(table)} ${where} ORDER BY ${keys} LIMIT ${limit}`,
      values: after ?? [],
      rowMode: 'array',
    })
    return (result.rows as unknown[][]).map((r) => this.decode(r, columns))
  }

  async readKeys (table: string, columns: Column[], key: string, keys: Value[]): Promise<Row[]> {
    if (keys.length === 0) return []
    const result = await this.client.query({
      text: `SELECT ${columns.map((c) => quote(c.name)).join(', ')} FROM ${quote(table)} WHERE ${quote(key)} = ANY($1)`,
      values: [keys],
      rowMode: 'array',
    })
    return (result.rows as unknown[][]).map((r) => this.decode(r, columns))
  }

  private decode (r: unknown[], columns: Column[]): Row {
    return r.map((v, i) => {
      if (v === null) return null
      if (columns[i]!.kind === 'datetime') return parsePgTimestamp(String(v))
      return v as Value
    })
  }

  async beginRead (): Promise<void> { await this.client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY') }
  async beginWrite (): Promise<void> { await this.client.query('BEGIN') }

  async insert (table: string, columns: Column[], rows: Row[]): Promise<void> {
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length))
    const head = `INSERT INTO ${quote(table)} (${columns.map((c) => quote(c.name)).join(', ')}) VALUES `
    for (let start = 0; start < rows.length; start += perStatement) {
      const batch = rows.slice(start, start + perStatement)
      const values: unknown[] = []
      const tuples = batch.map((row) => `(${row.map((v, i) => {
        values.push(v !== null && columns[i]!.kind === 'datetime' ? pgTimestamp(v as number) : v)
        return `$${values.length}`
      }).join(', ')})`)
      await this.client.query(head + tuples.join(', '), values)
    }
  }

  async exec (sql: string): Promise<void> { await this.client.query(sql) }

  async setSequence (table: string, column: string, value: number): Promise<void> {
    // setval is not undone by a rollback: a failed copy leaves the sequence advanced, which only skips ids.
    await this.client.query('SELECT setval(pg_get_serial_sequence($1, $2), $3, $4)', [quote(table), column, Math.max(value, 1), value > 0])
  }

  async commit (): Promise<void> { await this.client.query('COMMIT') }
  async rollback (): Promise<void> { await this.client.query('ROLLBACK').catch(() => {}) }
  async close (): Promise<void> { await this.client.end().catch(() => {}) }
}
