// The tables that events, venues and organizers ("post kinds") share the shape of: one id sequence for all of them
// (PostKey, SPEC §1.4), a slug per kind and language, translation groups; and the translation maps of every record table.
import type { Tx } from '../db/client.js'
import { Prisma, type Event, type Organizer, type Venue } from '../generated/prisma/client.js'
import { firstFreeSlug } from '../domain/text.js'
import type { StatusScope } from '../domain/access.js'
import type { Dialect } from './dialect.js'
import { scopeSql } from './visibility.js'

export type PostKind = 'event' | 'venue' | 'organizer'
export type RecordTable = PostKind | 'term'
/** The stored row of a post kind, as its table holds it. */
export type PostKindRow<K extends PostKind> = K extends 'event' ? Event : K extends 'venue' ? Venue : Organizer
/** Column values of a write (absent keys keep stored values on updates). */
export type PostData = Record<string, unknown>

/** language → record id, for every record of one translation group (SPEC §1.5). */
export type TranslationMap = Record<string, number>
export type TranslationLookup = (table: RecordTable, group: number) => TranslationMap

/** Whether `id` can be a record id at all (a positive 32-bit integer: the id columns' type). */
export const isRecordId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= 2147483647

const TABLE_NAMES: Record<RecordTable, string> = { event: 'Event', venue: 'Venue', organizer: 'Organizer', term: 'Term' }
const tableSql = (table: RecordTable): Prisma.Sql => Prisma.raw(`"${TABLE_NAMES[table]}"`)
const SCALAR_FIELDS: Record<PostKind, Record<string, string>> = {
  event: Prisma.EventScalarFieldEnum,
  venue: Prisma.VenueScalarFieldEnum,
  organizer: Prisma.OrganizerScalarFieldEnum,
}

/**
 * `"slug"` begins with `prefix`. On SQLite a byte-order range, which the (language, slug) index answers: a LIKE ignores
 * ASCII case there, so no index serves it, and finding the free slug read every event (6 ms at 100k events, most of a
 * create). PostgreSQL keeps LIKE (under a linguistic collation a range is not a prefix test), with the prefix's `_`,
 * `%` and `\` escaped (slugs may hold them), so that it reads only the slugs that do begin so.
 */
function slugPrefixSql (dialect: Dialect, prefix: string): Prisma.Sql {
  return dialect === 'postgresql'
    ? Prisma.sql`"slug" LIKE ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`}`
    : Prisma.sql`"slug" >= ${prefix} AND "slug" < ${`${prefix}\u{10FFFF}`}`
}

// Prisma's three delegates have the same methods for the columns the shared code uses, but no common type.

type PostDelegate = any

export class PostRepository {
  constructor (private readonly db: Tx, private readonly dialect: Dialect) {}

  private table (kind: PostKind): PostDelegate {
    return kind === 'event' ? this.db.event : kind === 'venue' ? this.db.venue : this.db.organizer
  }

  /** The row `id` of the kind's table, or null. */
  async find<K extends PostKind> (kind: K, id: number): Promise<PostKindRow<K> | null> {
    return isRecordId(id) ? await this.table(kind).findUnique({ where: { id } }) : null
  }

  /** Which kind owns this id of the post sequence (null when the id was never issued). */
  async kindOfId (id: number): Promise<string | null> {
    if (!isRecordId(id)) return null
    const key = await this.db.postKey.findUnique({ where: { id }, select: { kind: true } })
    return key?.kind ?? null
  }

  /** The kinds of several ids in one query (null for ids never issued), in the order given. */
  async kindsOfIds (ids: number[]): Promise<Array<string | null>> {
    const valid = ids.filter(isRecordId)
    const keys = valid.length ? await this.db.postKey.findMany({ where: { id: { in: valid } }, select: { id: true, kind: true } }) : []
    const kinds = new Map(keys.map((k) => [k.id, k.kind]))
    return ids.map((id) => kinds.get(id) ?? null)
  }

  /** Of the ids given per kind, those of a record of that kind in `scope`, for all kinds in one query (an event
   *  write checks its venue and organizers together). */
  async idsInScope (ids: Partial<Record<PostKind, number[]>>, scope: StatusScope): Promise<Array<{ kind: PostKind; id: number }>> {
    const parts = (Object.entries(ids) as Array<[PostKind, number[]]>).flatMap(([kind, list]) => {
      const valid = [...new Set(list.filter(isRecordId))]
      return valid.length === 0 ? [] : [Prisma.sql`SELECT CAST(${kind} AS TEXT) AS "kind", "id" FROM ${tableSql(kind)} WHERE "id" IN (${Prisma.join(valid)}) AND ${scopeSql(scope, '')}`]
    })
    if (parts.length === 0) return []
    const rows = await this.db.$queryRaw<Array<{ kind: PostKind; id: number }>>(Prisma.join(parts, ' UNION ALL '))
    return rows.map((r) => ({ kind: r.kind, id: Number(r.id) }))
  }

  async idBySlug (kind: PostKind, language: string, slug: string): Promise<number | null> {
    const row = await this.table(kind).findUnique({ where: { language_slug: { language, slug } }, select: { id: true } })
    return row?.id ?? null
  }

  /** Slugs of the kind + language that begin with `prefix`, the record `exceptId` left out. Raw SQL: creates run it
   *  once each, and Prisma's findMany costs ~100 µs more CPU than the statement (docs/performance.md "Creates"). */
  async slugsStartingWith (kind: PostKind, language: string, prefix: string, exceptId?: number): Promise<string[]> {
    const except = exceptId ? Prisma.sql` AND "id" <> ${exceptId}` : Prisma.empty
    const rows = await this.db.$queryRaw<Array<{ slug: string }>>(
      Prisma.sql`SELECT "slug" FROM ${tableSql(kind)} WHERE "language" = ${language} AND ${slugPrefixSql(this.dialect, prefix)}${except}`)
    return rows.map((r) => r.slug)
  }

  /**
   * A new record of `slug.language`: its id is the next of the post sequence, its slug the first free one of
   * `slug.base` (firstFreeSlug), and `data(id)` gives its other columns (fields of the kind's Prisma model, plain
   * values). Returns the stored row as Prisma's own reads give it, defaults filled in. Two raw statements, where
   * Prisma's `create` twice and a findMany of the slugs were three model queries (each ~150 µs more CPU than a raw one,
   * docs/performance.md "Creates"): the statement that draws the id also reads the slugs that begin like the base.
   * Values are bound as Prisma binds them in its own writes (dates: the same ISO text on SQLite), and the row comes
   * back typed by the columns' declared types.
   */
  async insert<K extends PostKind> (kind: K, slug: { language: string; base: string }, data: (id: number) => PostData | Promise<PostData>): Promise<PostKindRow<K>> {
    let id: number | undefined
    const free = await firstFreeSlug(slug.base, async (prefix) => {
      if (id !== undefined) throw new Error('firstFreeSlug asked twice for the slugs taken')
      const taken = this.dialect === 'postgresql' ? Prisma.sql`json_agg("slug")` : Prisma.sql`json_group_array("slug")`
      const [key] = await this.db.$queryRaw<[{ id: number; taken: string | string[] | null }]>`INSERT INTO "PostKey" ("kind") VALUES (${kind})
        RETURNING "id", (SELECT ${taken} FROM ${tableSql(kind)} WHERE "language" = ${slug.language} AND ${slugPrefixSql(this.dialect, prefix)}) AS "taken"`
      id = Number(key.id)
      // SQLite gives the JSON as text; PostgreSQL's driver parses it, and json_agg of no rows is NULL.
      return typeof key.taken === 'string' ? JSON.parse(key.taken) as string[] : key.taken ?? []
    })
    if (id === undefined) throw new Error('firstFreeSlug did not ask for the slugs taken')
    const values: PostData = { ...(await data(id)), id, slug: free, language: slug.language }
    const columns = Object.keys(values).filter((c) => values[c] !== undefined)
    const unknown = columns.filter((c) => !Object.hasOwn(SCALAR_FIELDS[kind], c))
    // Column names become SQL text: only the model's own field names may (they are the column names of this schema).
    if (unknown.length) throw new Error(`insert into ${kind}: no column ${unknown.join(', ')}`)
    const [row] = await this.db.$queryRaw<[PostKindRow<K>]>(Prisma.sql`INSERT INTO ${tableSql(kind)} (${Prisma.raw(columns.map((c) => `"${c}"`).join(', '))})
      VALUES (${Prisma.join(columns.map((c) => values[c]))}) RETURNING *`)
    return row
  }

  /**
   * Import (SPEC §9.5): record `id` of the kind with exactly these columns (the id and slug of the source site kept).
   * The id is taken in the post sequence as the kind's (PostKey); SQLite's AUTOINCREMENT then continues after the
   * largest id, PostgreSQL's sequence is moved there by syncIdSequences() at the end of the import.
   */
  async insertWithId (kind: PostKind | 'image', id: number, values: PostData): Promise<void> {
    await this.db.$executeRaw`INSERT INTO "PostKey" ("id", "kind") VALUES (${id}, ${kind})`
    if (kind === 'image') return
    const all: PostData = { ...values, id }
    const columns = Object.keys(all).filter((c) => all[c] !== undefined)
    const unknown = columns.filter((c) => !Object.hasOwn(SCALAR_FIELDS[kind], c))
    if (unknown.length) throw new Error(`insert into ${kind}: no column ${unknown.join(', ')}`)
    await this.db.$executeRaw(Prisma.sql`INSERT INTO ${tableSql(kind)} (${Prisma.raw(columns.map((c) => `"${c}"`).join(', '))})
      VALUES (${Prisma.join(columns.map((c) => all[c]))})`)
  }

  /** The rows `ids` of the kind's table (import: what is stored of the records of a page). */
  async findMany<K extends PostKind> (kind: K, ids: number[]): Promise<Array<PostKindRow<K>>> {
    const valid = ids.filter(isRecordId)
    return valid.length ? await this.table(kind).findMany({ where: { id: { in: valid } } }) : []
  }

  /** Ids and statuses of every record of the kind in `language` (import --prune). */
  async idsOfLanguage (kind: PostKind, language: string): Promise<Array<{ id: number; status: string; slug: string }>> {
    return this.table(kind).findMany({ where: { language }, select: { id: true, status: true, slug: true } })
  }

  /** PostgreSQL: moves the id sequences of posts and terms past the largest id stored, so that records created after
   *  an import (which keeps the source's ids) draw free ids. SQLite's AUTOINCREMENT does so by itself. */
  async syncIdSequences (): Promise<void> {
    if (this.dialect !== 'postgresql') return
    for (const table of ['PostKey', 'Term']) {
      await this.db.$queryRawUnsafe(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'),
        GREATEST((SELECT COALESCE(MAX("id"), 0) FROM "${table}"), (SELECT last_value FROM ${table === 'PostKey' ? '"PostKey_id_seq"' : '"Term_id_seq"'})), true)`)
    }
  }

  async update<K extends PostKind> (kind: K, id: number, data: PostData): Promise<PostKindRow<K>> {
    return this.table(kind).update({ where: { id }, data })
  }

  /** Removes record `id` of the kind for good. The database cascades: its links to events and terms go, events lose a
   *  removed venue (prisma/schema.prisma). An event's term links go first, while the event still is what the count
   *  triggers read (SQLite runs no triggers for the rows a cascade deletes; its trigger on deleting an event row
   *  counts the links down once more when they are still there), then the row, then its id. */
  async remove (kind: PostKind, id: number): Promise<void> {
    if (kind === 'event') await this.db.eventTerm.deleteMany({ where: { eventId: id } })
    await this.table(kind).delete({ where: { id } })
    await this.db.postKey.delete({ where: { id } })
  }

  /** The translation group of a record of the kind (null when there is no such record). */
  async translationGroupOf (kind: PostKind, id: number): Promise<number | null> {
    const row = await this.table(kind).findUnique({ where: { id }, select: { translationGroup: true } })
    return row?.translationGroup ?? null
  }

  /** How many records of the kind the group has in `language`. */
  async countInGroup (kind: PostKind, group: number, language: string): Promise<number> {
    return this.table(kind).count({ where: { translationGroup: group, language } })
  }

  /** The translation maps of the given groups of every table, in one query: of the post kinds, only the records in
   *  `scope` (those the caller may read, SPEC §2.5). */
  async translations (groups: Partial<Record<RecordTable, Iterable<number>>>, scope: StatusScope): Promise<TranslationLookup> {
    const parts = (Object.entries(groups) as Array<[RecordTable, Iterable<number>]>).flatMap(([table, ids]) => {
      const list = [...new Set(ids)]
      if (list.length === 0) return []
      const select = (match: Prisma.Sql) =>
        Prisma.sql`SELECT CAST(${table} AS TEXT) AS "t", "id", "language", "translationGroup" FROM ${Prisma.raw(`"${TABLE_NAMES[table]}"`)} WHERE ${match}`
      const inGroups = Prisma.sql`"translationGroup" IN (${Prisma.join(list)})`
      const byGroup = select(table === 'term' ? inGroups : Prisma.sql`${inGroups} AND ${scopeSql(scope, '')}`)
      // Terms whose group is 0 are their own group (Term.translationGroup defaults to 0). Two selects, not one with
      // OR, which SQLite answered by reading every term; a row both find twice counts once below.
      return table === 'term' ? [byGroup, select(Prisma.sql`"id" IN (${Prisma.join(list)})`)] : [byGroup]
    })
    const maps = new Map<string, TranslationMap>()
    if (parts.length === 0) return () => ({})
    const rows = await this.db.$queryRaw<Array<{ t: string; id: number; language: string; translationGroup: number }>>(
      Prisma.sql`${Prisma.join(parts, ' UNION ALL ')} ORDER BY "id"`)
    for (const r of rows) {
      const key = `${r.t}:${Number(r.translationGroup) || Number(r.id)}`
      const m = maps.get(key) ?? {}
      m[r.language] ??= Number(r.id)
      maps.set(key, m)
    }
    return (table, group) => maps.get(`${table}:${group}`) ?? {}
  }
}
