// The change log (SPEC §9.4): written by the database's triggers (migration change_log), read and pruned here.
import type { Tx } from '../db/client.js'
import { Prisma } from '../generated/prisma/client.js'
import type { ChangeAction, ChangeEntry, ChangeKind } from '../domain/changes.js'
import type { Dialect } from './dialect.js'

export interface ChangePage {
  /** the highest seq pruned so far: a cursor below it has lost entries */
  horizon: number
  entries: ChangeEntry[]
}

interface RawEntry { horizon: number | bigint; seq: number | bigint | null; kind: string; recordId: number; action: string; at: Date | string; publicBefore: boolean | number; publicAfter: boolean | number }

/** SQLite's DateTime text (as Prisma writes it, and as the triggers do), comparable as a string. */
const storedInstant = (dialect: Dialect, d: Date): Date | string => dialect === 'sqlite' ? d.toISOString().replace('Z', '+00:00') : d

export class ChangeRepository {
  constructor (private readonly db: Tx, private readonly dialect: Dialect) {}

  /**
   * Up to `limit` entries after seq `after`, in seq order (which is commit order, see the migration), with the horizon
   * read in the same statement: a prune between two statements could otherwise remove entries after `after` unseen.
   * `publicOnly`: only entries of records public before or after the write (the others are no news to the public).
   */
  async page (after: number, limit: number, publicOnly: boolean): Promise<ChangePage> {
    const visible = publicOnly ? Prisma.sql`AND ("publicBefore" OR "publicAfter")` : Prisma.empty
    // The horizon row always exists (the migration writes it), so the statement answers at least one row. Entries at
    // or below the horizon are gone (pruning deletes them in the transaction that moves it).
    const rows = await this.db.$queryRaw<RawEntry[]>`
      SELECT h."prunedThrough" AS "horizon", c."seq", c."kind", c."recordId", c."action", c."at", c."publicBefore", c."publicAfter"
      FROM "ChangeLogHorizon" AS h
      LEFT JOIN (SELECT * FROM "Change" WHERE "seq" > ${after} ${visible} ORDER BY "seq" LIMIT ${limit}) AS c ON 1 = 1
      WHERE h."id" = 1
      ORDER BY c."seq"`
    const horizon = Number(rows[0]?.horizon ?? 0)
    const entries = rows.filter((r) => r.seq !== null).map((r): ChangeEntry => ({
      seq: Number(r.seq),
      kind: r.kind as ChangeKind,
      recordId: Number(r.recordId),
      action: r.action as ChangeAction,
      at: r.at instanceof Date ? r.at : new Date(r.at),
      publicBefore: Boolean(r.publicBefore),
      publicAfter: Boolean(r.publicAfter),
    }))
    return { horizon, entries }
  }

  /** The newest cursor: the newest entry's seq, or the horizon when pruning left no entry (0 for a log never written). */
  async latestSeq (): Promise<number> {
    const [row] = await this.db.$queryRaw<Array<{ horizon: number | bigint; seq: number | bigint | null }>>`
      SELECT h."prunedThrough" AS "horizon", (SELECT MAX("seq") FROM "Change") AS "seq" FROM "ChangeLogHorizon" AS h WHERE h."id" = 1`
    return Math.max(Number(row?.horizon ?? 0), Number(row?.seq ?? 0))
  }

  /** Removes the entries written before `cutoff` and moves the horizon past them; answers how many went. Run in a
   *  transaction (Repositories.transaction), so a reader sees either both or neither. */
  async prune (cutoff: Date): Promise<number> {
    const [last] = await this.db.$queryRaw<Array<{ seq: number | bigint | null }>>`
      SELECT MAX("seq") AS "seq" FROM "Change" WHERE "at" < ${storedInstant(this.dialect, cutoff)}`
    const through = last?.seq === null || last?.seq === undefined ? 0 : Number(last.seq)
    if (through === 0) return 0
    const removed = await this.db.$executeRaw`DELETE FROM "Change" WHERE "seq" <= ${through}`
    await this.db.$executeRaw`UPDATE "ChangeLogHorizon" SET "prunedThrough" = ${through} WHERE "id" = 1 AND "prunedThrough" < ${through}`
    return removed
  }
}
