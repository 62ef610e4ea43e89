// Recurring series (SPEC §9.3): the occurrences of a master, written in bulk. A weekly series of two years is ~100
// events: one statement draws their ids, one reads the slugs taken, a few write the rows (50 per statement), two copy
// the master's organizers and terms. Row by row it was ~500 statements. Rows with long texts go fewer per statement
// (BYTES_PER_STATEMENT); how much text one write may copy is the service's bound (SERIES_TEXT_BUDGET).
import type { Tx } from '../db/client.js'
import { Prisma, type Event } from '../generated/prisma/client.js'
import { TRASHED_SUFFIX } from '../domain/trash.js'
import type { Dialect } from './dialect.js'

const { sql, join, raw } = Prisma

/** What a regeneration needs to know of a stored occurrence. */
export interface StoredOccurrence {
  id: number
  slug: string
  status: string
  detached: boolean
  startLocal: Date
  endLocal: Date
  startUtc: Date
  endUtc: Date
  /** the start the rule gave it (null only for rows written outside the service) */
  occurrenceStart: Date | null
}

/** A new occurrence: its own columns; every other column is the master's. */
export interface NewOccurrence {
  slug: string
  startLocal: Date
  endLocal: Date
  startUtc: Date
  endUtc: Date
}

/** The master's columns an occurrence does not copy: its identity, its times and the series bookkeeping. */
const OWN_COLUMNS = new Set(['id', 'slug', 'startLocal', 'endLocal', 'startUtc', 'endUtc', 'translationGroup', 'parentId', 'seriesId', 'recurrence', 'detached', 'occurrenceStart', 'seriesThrough'])
/** The columns an occurrence takes from its master: every other column of the Event model. */
export const COPIED_COLUMNS = Object.keys(Prisma.EventScalarFieldEnum).filter((c) => !OWN_COLUMNS.has(c))

const ROWS_PER_STATEMENT = 50
/** Bytes of copied text one INSERT of occurrences carries at most: Prisma turns a statement's parameters into JSON and
 *  back (and keeps the last statements' parameters for its debug log), so 50 rows of a 128 KiB description made
 *  statements of 13 MB, several alive at once. Rows with long texts go a few per statement instead. */
const BYTES_PER_STATEMENT = 1024 * 1024
/** Occurrences per INSERT for a master whose copied columns hold `bytes` bytes of text. */
const rowsPerStatement = (bytes: number): number => Math.max(1, Math.min(ROWS_PER_STATEMENT, Math.floor(BYTES_PER_STATEMENT / Math.max(bytes, 1))))
const chunks = <T>(list: T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))
const quoted = (columns: string[]) => raw(columns.map((c) => `"${c}"`).join(', '))

/** First key of the series' advisory locks on PostgreSQL (two keys: this class, the master's id); the write lock of
 *  Repositories.transaction is a one-key lock, a space apart. "ser" in ASCII. */
const SERIES_LOCK = 0x736572

export class SeriesRepository {
  constructor (private readonly db: Tx, private readonly dialect: Dialect) {}

  /**
   * Takes the lock of the series of master `masterId` until the end of the transaction (call it inside one): writes of
   * one series then run one after the other, each reading what the one before wrote. PostgreSQL: a transaction-scoped
   * advisory lock keyed by the master's id (taken again by the same transaction, it is held already). SQLite: the
   * transaction holds the file's write lock from its BEGIN IMMEDIATE, which serializes every write already.
   */
  async lock (masterId: number): Promise<void> {
    if (this.dialect === 'postgresql') await this.db.$executeRaw`SELECT pg_advisory_xact_lock(${SERIES_LOCK}::int4, ${masterId}::int4)`
  }

  /** The master of the series event `id` is in (itself for a master), null outside any series or for an unknown id. */
  async masterOf (id: number): Promise<number | null> {
    const row = await this.db.event.findUnique({ where: { id }, select: { seriesId: true } })
    return row?.seriesId ?? null
  }

  /** The occurrences of master `masterId` (not the master), by the start the rule gave them. */
  async occurrences (masterId: number): Promise<StoredOccurrence[]> {
    const rows = await this.db.event.findMany({
      where: { seriesId: masterId, id: { not: masterId } },
      select: { id: true, slug: true, status: true, detached: true, startLocal: true, endLocal: true, startUtc: true, endUtc: true, occurrenceStart: true },
      orderBy: [{ occurrenceStart: 'asc' }, { id: 'asc' }],
    })
    return rows
  }

  /** The series (master id) of each of `ids`, null for an event outside a series: what a feed needs to know of an
   *  event before it reads the event's row. */
  async seriesOf (ids: number[]): Promise<Map<number, number | null>> {
    const rows = await this.db.event.findMany({ where: { id: { in: ids } }, select: { id: true, seriesId: true } })
    return new Map(rows.map((r) => [r.id, r.seriesId]))
  }

  /** Writes occurrences of `master` (its stored row): ids from the post sequence, the master's columns, the given
   *  slugs and times, then the master's organizers and terms. Returns their ids in the order given. */
  async insert (master: Event, list: NewOccurrence[]): Promise<number[]> {
    if (list.length === 0) return []
    const ids: number[] = []
    const m = master as unknown as Record<string, unknown>
    const textBytes = COPIED_COLUMNS.reduce((sum, c) => sum + (typeof m[c] === 'string' ? Buffer.byteLength(m[c]) : 0), 0)
    for (const part of chunks(list, rowsPerStatement(textBytes))) {
      const keys = await this.db.$queryRaw<Array<{ id: number }>>(sql`INSERT INTO "PostKey" ("kind") VALUES ${join(part.map(() => sql`('event')`))} RETURNING "id"`)
      // RETURNING gives the rows in insertion order on both databases; sorted anyway, ids grow with the order.
      const drawn = keys.map((k) => Number(k.id)).sort((a, b) => a - b)
      const columns = [...COPIED_COLUMNS, 'id', 'slug', 'startLocal', 'endLocal', 'startUtc', 'endUtc', 'translationGroup', 'parentId', 'seriesId', 'occurrenceStart']
      const rows = part.map((o, i) => {
        const own: Record<string, unknown> = { ...o, id: drawn[i], translationGroup: drawn[i], parentId: master.id, seriesId: master.id, occurrenceStart: o.startLocal }
        return sql`(${join(columns.map((c) => c in own ? own[c] : m[c]))})`
      })
      await this.db.$executeRaw(sql`INSERT INTO "Event" (${quoted(columns)}) VALUES ${join(rows)}`)
      ids.push(...drawn)
    }
    await this.copyLinks(master.id, ids, { replace: false })
    return ids
  }

  /** How many organizer and term links event `id` has: what each occurrence copies of it. */
  async linkCount (id: number): Promise<number> {
    const [organizers, terms] = await Promise.all([this.db.eventOrganizer.count({ where: { eventId: id } }), this.db.eventTerm.count({ where: { eventId: id } })])
    return organizers + terms
  }

  /** Gives events `ids` the organizers (in order) and terms of `masterId`; `replace`: removing their own first. */
  async copyLinks (masterId: number, ids: number[], opts: { replace: boolean }): Promise<void> {
    for (const part of chunks(ids, 500)) {
      const list = join(part)
      if (opts.replace) {
        await this.db.$executeRaw`DELETE FROM "EventOrganizer" WHERE "eventId" IN (${list})`
        await this.db.$executeRaw`DELETE FROM "EventTerm" WHERE "eventId" IN (${list})`
      }
      await this.db.$executeRaw`INSERT INTO "EventOrganizer" ("eventId", "organizerId", "position")
        SELECT e."id", o."organizerId", o."position" FROM "Event" AS e CROSS JOIN "EventOrganizer" AS o WHERE o."eventId" = ${masterId} AND e."id" IN (${list})`
      await this.db.$executeRaw`INSERT INTO "EventTerm" ("eventId", "termId")
        SELECT e."id", t."termId" FROM "Event" AS e CROSS JOIN "EventTerm" AS t WHERE t."eventId" = ${masterId} AND e."id" IN (${list})`
    }
  }

  /** Writes `data` (columns of the master) to events `ids`. */
  async update (ids: number[], data: Record<string, unknown>): Promise<void> {
    if (ids.length === 0 || Object.keys(data).length === 0) return
    for (const part of chunks(ids, 500)) await this.db.event.updateMany({ where: { id: { in: part } }, data })
  }

  /** Moves to the trash events `ids` whose trashed slug (src/domain/trash.ts) is free (the caller checked). */
  async trash (ids: number[], now: Date): Promise<void> {
    for (const part of chunks(ids, 500)) {
      await this.db.$executeRaw`UPDATE "Event" SET "status" = 'trash', "slug" = "slug" || ${TRASHED_SUFFIX}, "modifiedAt" = ${now} WHERE "id" IN (${join(part)})`
    }
  }

  /** Splits a series: the occurrences of `masterId` from `at` on (by the start the rule gave them) become occurrences
   *  of `newMasterId`, itself one of them, which becomes a master. */
  async moveFrom (masterId: number, newMasterId: number, at: Date): Promise<void> {
    await this.db.event.updateMany({ where: { seriesId: masterId, id: { not: masterId }, occurrenceStart: { gte: at } }, data: { seriesId: newMasterId, parentId: newMasterId } })
    await this.db.event.update({ where: { id: newMasterId }, data: { seriesId: newMasterId, parentId: null, detached: false } })
  }

  /** Removes events `ids` for good (term links first, while the count triggers can still read the events: see
   *  PostRepository.remove), with their ids. */
  async remove (ids: number[]): Promise<void> {
    for (const part of chunks(ids, 500)) {
      await this.db.eventTerm.deleteMany({ where: { eventId: { in: part } } })
      await this.db.event.deleteMany({ where: { id: { in: part } } })
      await this.db.postKey.deleteMany({ where: { id: { in: part } } })
    }
  }

  /** Masters whose occurrences end before `before` while their rule goes on: the scheduler extends them. */
  async toExtend (before: Date, limit: number): Promise<Array<{ id: number; seriesThrough: Date }>> {
    const rows = await this.db.event.findMany({
      where: { seriesThrough: { lt: before }, status: { not: 'trash' } },
      select: { id: true, seriesThrough: true },
      orderBy: { seriesThrough: 'asc' },
      take: limit,
    })
    return rows.map((r) => ({ id: r.id, seriesThrough: r.seriesThrough! }))
  }

  /** Moves the master's horizon from `from` to `to` if it still is `from`: of several instances extending at once,
   *  one gets true (writes are serialized, see Repositories.transaction) and writes the new occurrences. */
  async claimExtension (id: number, from: Date, to: Date | null): Promise<boolean> {
    const { count } = await this.db.event.updateMany({ where: { id, seriesThrough: from }, data: { seriesThrough: to } })
    return count === 1
  }
}
