// `calendar-cli copy --from <DATABASE_URL> --to <DATABASE_URL>` (SPEC §9.9): a whole calendar from one database to
// another, SQLite or PostgreSQL either way, ids, secrets and bookkeeping kept.
//
// - Checks first, writes after: a --from that is not a calendar database, or one migrated by a newer version, and a
//   --to that holds records (without --force) are refused before anything is written anywhere.
// - Both databases are brought to this version's migrations (an older --from is migrated in place, as starting the
//   service on it would), so that their tables and columns are the same; the copy refuses a table it does not know
//   (tables.ts).
// - All or nothing: the source is read in one snapshot, the target written in one transaction, verified inside it
//   (row counts and a fingerprint of every record, source against target) and committed only when they match. A
//   copy killed half way leaves the target as it was: migrated and empty (or the records --force was to replace).
// - Derived data is rebuilt, not copied: search text (domain/search.ts), category and tag counts, start days, the
//   data version. On SQLite the triggers keep them as the rows arrive; on PostgreSQL, where a row trigger updating
//   the same count row 50,000 times in one transaction walks an ever longer chain of row versions, the triggers are
//   off during the copy (ALTER TABLE … DISABLE TRIGGER USER, undone by a rollback) and the counts are made at the end
//   from the same expressions as the triggers (rebuildPostgres). The change log is copied as it is: entries the
//   triggers wrote for the copied rows are removed first.
import { createHash } from 'node:crypto'
import { searchText } from '../../domain/search.js'
import { databaseKind, postgresConnection, sqliteFilePath, type DatabaseKind } from '../client.js'
import { applyMigrations, migrationsDirFor, shippedMigrations } from '../migrate.js'
import { PostgresEndpoint, SqliteEndpoint, quote, type Column, type Endpoint, type Row, type Value } from './endpoints.js'
import { COPIED_TABLES, DERIVED_TABLES, IGNORED_TABLES, SESSION_TABLES, type CopiedTable } from './tables.js'

/** A copy refused or failed for a reason its operator can read in one line (no URL, no password). */
export class CopyError extends Error {
  override name = 'CopyError'
}

export interface CopyProgress {
  phase: 'copy' | 'verify'
  table: string
  done: number
  total: number
}

export interface CopyOptions {
  from: string
  to: string
  /** replace the records the target holds */
  force?: boolean
  progress?: (p: CopyProgress) => void
  /** one line per step (migrations applied, derived data rebuilt) */
  log?: (line: string) => void
  /** rows read and written at a time (default 2000) */
  batchSize?: number
}

export interface TableReport {
  table: string
  rows: number
  /** sha256 over every record's canonical column values (derived columns left out) */
  fingerprint: string
}

export interface CopyResult {
  tables: TableReport[]
  /** migrations applied to each side before the copy */
  migrated: { from: string[]; to: string[] }
}

/** A database URL as the copy prints it: without the password (in the user part or as a query parameter). */
export function describeDatabase (url: string): string {
  if (databaseKind(url) === 'sqlite') return url
  try {
    const u = new URL(url)
    u.password = ''
    for (const name of [...u.searchParams.keys()]) if (/pass|secret|token|key/i.test(name)) u.searchParams.set(name, '[Redacted]')
    return u.toString()
  } catch {
    return 'postgresql://[unreadable URL]'
  }
}

const side = (which: 'from' | 'to'): string => `--${which}`

/** A database's identity, to refuse copying a database onto itself. */
function identity (url: string): string {
  if (databaseKind(url) === 'sqlite') return `sqlite:${sqliteFilePath(url)}`
  const { config, schema } = postgresConnection(url)
  return `postgresql:${config.host ?? 'localhost'}:${config.port ?? 5432}/${config.database ?? config.user ?? ''}/${schema}`
}

/** Opens one end; a database that is not there (a missing file) is null. Connection failures become one line. */
async function open (url: string, which: 'from' | 'to'): Promise<Endpoint | null> {
  const kind = databaseKind(url)
  if (kind === 'sqlite' && !url.startsWith('file:')) throw new CopyError(`${side(which)}: unsupported database URL: use file:<path> (SQLite) or postgresql://… (PostgreSQL)`)
  try {
    return kind === 'sqlite' ? SqliteEndpoint.open(url, { readonly: which === 'from' }) : await PostgresEndpoint.open(url)
  } catch (err) {
    const code = (err as { code?: string }).code ?? ''
    // 3D000: the target database does not exist yet; the migration creates it.
    if (which === 'to' && code === '3D000') return null
    throw new CopyError(`${side(which)}: cannot open the database (${code || (err instanceof Error ? err.message : String(err))})`)
  }
}

/** The migrations of `applied` against this version's: 'older' (a prefix), 'same', or a CopyError saying why not. */
function migrationState (kind: DatabaseKind, applied: string[], which: 'from' | 'to'): 'same' | 'older' {
  const shipped = shippedMigrations(migrationsDirFor(kind)).sort()
  const unknown = applied.filter((m) => !shipped.includes(m))
  if (unknown.length) throw new CopyError(`${side(which)} was migrated by a newer version of the service (migration ${unknown[0]} is unknown to this one): copy it with that version`)
  if (applied.some((m, i) => shipped[i] !== m)) throw new CopyError(`${side(which)} has migrations applied out of order (${applied.find((m, i) => shipped[i] !== m)} before earlier ones): it is not a database of this service`)
  return applied.length === shipped.length ? 'same' : 'older'
}

/** Records of the copied tables the database holds, by table (the singletons the migrations create do not count). */
async function recordCounts (db: Endpoint): Promise<Array<[string, number]>> {
  const present = new Set(await db.tables())
  const counts: Array<[string, number]> = []
  for (const t of COPIED_TABLES) {
    if (t.singleton || !present.has(t.name)) continue
    const n = await db.count(t.name)
    if (n > 0) counts.push([t.name, n])
  }
  return counts
}

/** Tables of `db` that the copy neither copies nor rebuilds. */
async function unknownTables (db: Endpoint): Promise<string[]> {
  const known = new Set([...COPIED_TABLES.map((t) => t.name), ...DERIVED_TABLES, ...SESSION_TABLES, ...IGNORED_TABLES])
  return (await db.tables()).filter((t) => !known.has(t) && !t.startsWith('sqlite_'))
}

/** Both ends' columns of a table, in one order (by name), checked to be the same set. */
async function pairColumns (source: Endpoint, target: Endpoint, table: string): Promise<{ from: Column[]; to: Column[] }> {
  const byName = (a: Column, b: Column) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0
  const from = (await source.columns(table)).sort(byName)
  const to = (await target.columns(table)).sort(byName)
  const names = (cs: Column[]) => cs.map((c) => c.name).join(',')
  if (from.length === 0) throw new CopyError(`--from is not a calendar database: it has no table ${table}`)
  if (names(from) !== names(to)) throw new CopyError(`table ${table} has other columns in --from (${names(from)}) than in --to (${names(to)})`)
  return { from, to }
}

/** Digests of rows, for a table's fingerprint: each row's canonical values (derived columns left out), hashed. */
class Fingerprint {
  private readonly digests: string[] = []
  constructor (private readonly keep: number[]) {}
  add (rows: Row[]): void {
    for (const row of rows) this.digests.push(createHash('sha256').update(JSON.stringify(this.keep.map((i) => row[i]))).digest('base64'))
  }

  get rows (): number { return this.digests.length }
  /** Independent of the order the rows were read in (a text key sorts by collation, which differs by database). */
  digest (): string {
    const hash = createHash('sha256')
    for (const d of this.digests.sort()) hash.update(d)
    return hash.digest('hex')
  }
}

/** Rows of a table with a parent column, parents first (a category may have been given a parent created after it). */
function parentsFirst (rows: Row[], keyIndex: number, parentIndex: number): Row[] {
  const byId = new Map(rows.map((r) => [r[keyIndex], r]))
  const out: Row[] = []
  const placed = new Set<Value>()
  const place = (row: Row, depth: number): void => {
    const id = row[keyIndex]!
    if (placed.has(id)) return
    placed.add(id)
    const parent = byId.get(row[parentIndex] ?? null)
    if (parent && depth < rows.length) place(parent, depth + 1)
    out.push(row)
  }
  for (const r of rows) place(r, 0)
  return out
}

/** Start days and category/tag counts from the copied events, as the PostgreSQL triggers keep them (migrations
 *  event_start_days, event_start_months, init's EventTerm_count); the data version moves so that caches of the target
 *  see new data. */
async function rebuildPostgres (target: Endpoint): Promise<void> {
  await target.exec(`DELETE FROM "EventStartDay";
    INSERT INTO "EventStartDay" ("language", "hideFromListings", "status", "featured", "day", "events")
    SELECT "language", "hideFromListings", "status", "featured", "day", COUNT(*) FROM (
      SELECT "language", "hideFromListings", "status", "featured", to_char("startLocal", 'YYYY-MM-DD') AS "day" FROM "Event"
      UNION ALL
      SELECT "language", "hideFromListings", "status", "featured", 'M' || to_char("startLocal", 'YYYY-MM') FROM "Event"
    ) AS s GROUP BY 1, 2, 3, 4, 5;
    UPDATE "Term" SET "eventCount" = c.n FROM (
      SELECT et."termId", COUNT(*) AS n FROM "EventTerm" et JOIN "Event" e ON e."id" = et."eventId" WHERE e."status" = 'publish' GROUP BY et."termId"
    ) AS c WHERE "Term"."id" = c."termId";
    UPDATE "DataVersion" SET "version" = "version" + 1, "publicVersion" = "publicVersion" + 1 WHERE "id" = 1`)
}

export async function copyCalendar (opts: CopyOptions): Promise<CopyResult> {
  const batch = opts.batchSize ?? 2000
  const log = opts.log ?? (() => {})
  const progress = opts.progress ?? (() => {})
  if (identity(opts.from) === identity(opts.to)) throw new CopyError('--from and --to are the same database')
  const fromKind = databaseKind(opts.from)
  const toKind = databaseKind(opts.to)

  // ---- checks, before anything is written ----
  let source = await open(opts.from, 'from')
  if (!source) throw new CopyError(`--from: there is no database at ${sqliteFilePath(opts.from)}`)
  let fromState: 'same' | 'older'
  try {
    const applied = await source.appliedMigrations().catch(() => null)
    if (applied === null || applied.length === 0) throw new CopyError('--from is not a calendar database (it has no applied migrations)')
    fromState = migrationState(fromKind, applied, 'from')
    const unknown = await unknownTables(source)
    if (unknown.length) throw new CopyError(`--from has tables this version does not know (${unknown.join(', ')}): it is not a calendar database of this version`)
  } finally {
    await source.close()
  }
  const inspected = await open(opts.to, 'to')
  if (inspected) {
    try {
      const applied = await inspected.appliedMigrations()
      if (applied?.length) migrationState(toKind, applied, 'to')
      else if ((await inspected.tables()).length) throw new CopyError('--to holds tables but is not a calendar database (it has no applied migrations): copy into an empty or a calendar database')
      const foreign = await unknownTables(inspected)
      if (foreign.length) throw new CopyError(`--to has tables that are not the calendar's (${foreign.join(', ')}): copy into an empty or a calendar database`)
      const held = await recordCounts(inspected)
      if (held.length && !opts.force) {
        throw new CopyError(`--to holds records (${held.map(([t, n]) => `${t} ${n}`).join(', ')}): copy into an empty database, or pass --force to replace them`)
      }
    } finally {
      await inspected.close()
    }
  }

  // ---- both to this version's migrations ----
  const migrated = {
    from: fromState === 'older' ? await applyMigrations({ databaseUrl: opts.from }) : [],
    to: await applyMigrations({ databaseUrl: opts.to }),
  }
  for (const m of migrated.from) log(`--from: applied migration ${m}`)
  if (migrated.to.length) log(`--to: applied ${migrated.to.length} migrations`)

  source = (await open(opts.from, 'from'))!
  const target = (await open(opts.to, 'to'))!
  const reports: TableReport[] = []
  try {
    const unknown = await unknownTables(target)
    if (unknown.length) throw new CopyError(`--to has tables the copy does not know (${unknown.join(', ')})`)
    const columns = new Map<string, { from: Column[]; to: Column[] }>()
    for (const t of COPIED_TABLES) columns.set(t.name, await pairColumns(source, target, t.name))

    await source.beginRead()
    await target.beginWrite()
    // Again inside the transaction: records written to --to since it was inspected are not emptied without --force.
    const held = opts.force ? [] : await recordCounts(target)
    if (held.length) throw new CopyError(`--to holds records (${held.map(([t, n]) => `${t} ${n}`).join(', ')}): copy into an empty database, or pass --force to replace them`)
    if (target.kind === 'postgresql') {
      for (const name of [...COPIED_TABLES.map((t) => t.name), ...DERIVED_TABLES]) {
        try {
          await target.exec(`ALTER TABLE ${quote(name)} DISABLE TRIGGER USER`)
        } catch (err) {
          if ((err as { code?: string }).code === '42501') throw new CopyError(`--to: the database role must own the tables (the role that migrated the database) to copy into them: ${(err as Error).message}`)
          throw err
        }
      }
      await target.exec(`TRUNCATE ${[...COPIED_TABLES.map((t) => t.name), 'EventStartDay', ...SESSION_TABLES].map(quote).join(', ')}`)
    } else {
      for (const name of SESSION_TABLES) await target.exec(`DELETE FROM ${quote(name)}`)
      for (const t of [...COPIED_TABLES].reverse()) await target.exec(`DELETE FROM ${quote(t.name)}`)
      await target.exec('DELETE FROM "EventStartDay"')
    }

    const expected = new Map<string, TableReport>()
    for (const t of COPIED_TABLES) {
      const cols = columns.get(t.name)!
      // The triggers logged the copied records as created: the log is the source's.
      if (t.name === 'Change') await target.exec('DELETE FROM "Change"')
      const report = await copyTable(source, target, t, cols, batch, progress)
      expected.set(t.name, report)
    }
    for (const t of COPIED_TABLES) {
      if (!t.sequence) continue
      const position = Math.max(await source.sequence(t.name, t.sequence), await source.max(t.name, t.sequence))
      await target.setSequence(t.name, t.sequence, position)
    }
    if (target.kind === 'postgresql') {
      await rebuildPostgres(target)
      for (const name of [...COPIED_TABLES.map((t) => t.name), ...DERIVED_TABLES]) await target.exec(`ALTER TABLE ${quote(name)} ENABLE TRIGGER USER`)
      log('rebuilt start days, category and tag counts')
    }

    // ---- verification, inside the transaction ----
    const mismatches: string[] = []
    for (const t of COPIED_TABLES) {
      const want = expected.get(t.name)!
      const got = await fingerprintTable(target, t, columns.get(t.name)!.to, want.rows, batch, progress)
      if (got.rows !== want.rows) mismatches.push(`${t.name}: ${want.rows} rows in --from, ${got.rows} in --to`)
      else if (got.fingerprint !== want.fingerprint) mismatches.push(`${t.name}: the records differ`)
      reports.push(want)
    }
    if (mismatches.length) throw new CopyError(`verification failed, nothing was written: ${mismatches.join('; ')}`)
    await target.commit()
  } catch (err) {
    await target.rollback()
    if (err instanceof CopyError) throw err
    throw new CopyError(`copy failed, nothing was written to --to: ${err instanceof Error ? err.message : String(err)}`)
  } finally {
    await source.rollback()
    await source.close()
    await target.close()
  }
  return { tables: reports, migrated }
}

function indexes (columns: Column[], t: CopiedTable): { key: number[]; keep: number[] } {
  const at = (name: string) => columns.findIndex((c) => c.name === name)
  return {
    key: t.key.map(at),
    keep: columns.map((c, i) => t.derived?.includes(c.name) ? -1 : i).filter((i) => i >= 0),
  }
}

async function copyTable (source: Endpoint, target: Endpoint, t: CopiedTable, cols: { from: Column[]; to: Column[] }, batch: number, progress: (p: CopyProgress) => void): Promise<TableReport> {
  const { key, keep } = indexes(cols.from, t)
  const at = (name: string) => cols.from.findIndex((c) => c.name === name)
  const fingerprint = new Fingerprint(keep)
  const total = await source.count(t.name)
  const derive = deriver(t, at)
  progress({ phase: 'copy', table: t.name, done: 0, total })
  if (t.name === 'Event' && target.kind === 'sqlite') {
    let done = 0
    for (const ids of await searchIndexOrder(source, cols.from, batch)) {
      const byId = new Map((await source.readKeys(t.name, cols.from, 'id', ids)).map((r) => [r[key[0]!], r]))
      const rows = ids.map((id) => byId.get(id)!)
      fingerprint.add(rows)
      await target.insert(t.name, cols.to, rows.map(derive))
      done += rows.length
      progress({ phase: 'copy', table: t.name, done, total })
    }
  } else if (t.parent) {
    // Few rows (categories and tags): read whole, written parents first.
    const all: Row[] = []
    for (let after: Value[] | null = null; ;) {
      const rows = await source.read(t.name, cols.from, t.key, after, batch)
      if (rows.length === 0) break
      all.push(...rows)
      after = key.map((i) => rows[rows.length - 1]![i]!)
    }
    fingerprint.add(all)
    const ordered = parentsFirst(all, key[0]!, at(t.parent)).map(derive)
    for (let i = 0; i < ordered.length; i += batch) {
      await target.insert(t.name, cols.to, ordered.slice(i, i + batch))
      progress({ phase: 'copy', table: t.name, done: Math.min(i + batch, ordered.length), total })
    }
  } else {
    let done = 0
    for (let after: Value[] | null = null; ;) {
      const rows = await source.read(t.name, cols.from, t.key, after, batch)
      if (rows.length === 0) break
      fingerprint.add(rows)
      await target.insert(t.name, cols.to, rows.map(derive))
      done += rows.length
      progress({ phase: 'copy', table: t.name, done, total })
      after = key.map((i) => rows[rows.length - 1]![i]!)
    }
  }
  return { table: t.name, rows: fingerprint.rows, fingerprint: fingerprint.digest() }
}

const SEARCH_BUCKETS: Record<string, number> = { en: 1, nl: 2, de: 3, fr: 4 }

/**
 * Event ids in the order of SQLite's search index (EventSearchList, migration event_search_list: its rowid is the
 * list bucket, then the local start day, then the id), in batches. Event's trigger adds each row to the index, and
 * FTS5 writes its pending terms out as a new segment whenever a rowid is not above the previous one (and at the start
 * of each statement: endpoints.ts inserts many rows per statement): in id order the index of 100k events took 20 s
 * of CPU, in this order 6 s. Only the speed depends on it: in any order the index ends the same.
 */
async function searchIndexOrder (source: Endpoint, columns: Column[], batch: number): Promise<Value[][]> {
  const names = ['id', 'language', 'status', 'hideFromListings', 'password', 'startLocal']
  const cols = names.map((n) => columns.find((c) => c.name === n)!)
  const keys: Array<{ id: number; bucket: number; day: string }> = []
  for (let after: Value[] | null = null; ;) {
    const rows = await source.read('Event', cols, ['id'], after, 50_000)
    if (rows.length === 0) break
    for (const [id, language, status, hidden, password, start] of rows) {
      const listed = status === 'publish' && hidden === false && password === ''
      keys.push({ id: id as number, bucket: listed ? SEARCH_BUCKETS[language as string] ?? 0 : 0, day: new Date(start as number).toISOString().slice(0, 10) })
    }
    after = [rows[rows.length - 1]![0]!]
  }
  keys.sort((a, b) => a.bucket - b.bucket || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) || a.id - b.id)
  const out: Value[][] = []
  for (let i = 0; i < keys.length; i += batch) out.push(keys.slice(i, i + batch).map((k) => k.id))
  return out
}

/** The row as the target gets it: derived columns computed again (search text) or left to the rebuild (counts). */
function deriver (t: CopiedTable, at: (name: string) => number): (row: Row) => Row {
  if (t.name === 'Event') {
    const [s, title, excerpt, description] = ['searchText', 'title', 'excerpt', 'description'].map(at) as [number, number, number, number]
    return (row) => {
      const copy = row.slice()
      copy[s] = searchText(String(row[title] ?? ''), String(row[excerpt] ?? ''), String(row[description] ?? ''))
      return copy
    }
  }
  if (t.name === 'Term') {
    const count = at('eventCount')
    return (row) => {
      const copy = row.slice()
      copy[count] = 0
      return copy
    }
  }
  return (row) => row
}

async function fingerprintTable (db: Endpoint, t: CopiedTable, columns: Column[], total: number, batch: number, progress: (p: CopyProgress) => void): Promise<TableReport> {
  const { key, keep } = indexes(columns, t)
  const fingerprint = new Fingerprint(keep)
  for (let after: Value[] | null = null; ;) {
    const rows = await db.read(t.name, columns, t.key, after, batch * 5)
    if (rows.length === 0) break
    fingerprint.add(rows)
    progress({ phase: 'verify', table: t.name, done: fingerprint.rows, total })
    after = key.map((i) => rows[rows.length - 1]![i]!)
  }
  return { table: t.name, rows: fingerprint.rows, fingerprint: fingerprint.digest() }
}
