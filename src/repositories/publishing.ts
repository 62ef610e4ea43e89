// Scheduled records (SPEC §3.6): status `future` until their publication time passes.
import type { Tx } from '../db/client.js'
import { Prisma } from '../generated/prisma/client.js'

const TABLES = ['Event', 'Venue', 'Organizer'] as const

export class PublishingRepository {
  constructor (private readonly db: Tx) {}

  /** Whether a scheduled event, venue or organizer is due at `now`: one indexed read-only probe. */
  async anyDue (now: Date): Promise<boolean> {
    const due = (table: string) => Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(`"${table}"`)} WHERE "status" = 'future' AND "publishedAt" <= ${now})`
    // A SELECT without FROM answers exactly one row.
    const [{ any }] = await this.db.$queryRaw<[{ any: unknown }]>(Prisma.sql`SELECT (${Prisma.join(TABLES.map(due), ' OR ')}) AS "any"`)
    return Boolean(any)
  }

  /**
   * Publishes what is due; the number of records published. Several instances may run it at once (README "Scaling
   * out"): the UPDATE's condition is checked again on each row after the row lock, so a record is published by exactly
   * one of them; the others count 0. Run inside a transaction.
   */
  async publishDue (now: Date): Promise<number> {
    const where = { status: 'future', publishedAt: { lte: now } }
    const data = { status: 'publish' }
    const counts = [await this.db.event.updateMany({ where, data }), await this.db.venue.updateMany({ where, data }), await this.db.organizer.updateMany({ where, data })]
    return counts.reduce((n, c) => n + c.count, 0)
  }

  /** Earliest publication time (ms since the epoch) of a scheduled record; null when nothing is scheduled. The partial
   *  index of each table answers it. */
  async nextDueAt (): Promise<number | null> {
    const where = { status: 'future' }
    const found = await Promise.all([
      this.db.event.aggregate({ where, _min: { publishedAt: true } }),
      this.db.venue.aggregate({ where, _min: { publishedAt: true } }),
      this.db.organizer.aggregate({ where, _min: { publishedAt: true } }),
    ])
    const times = found.map((f) => f._min.publishedAt?.getTime()).filter((t): t is number => t !== undefined)
    return times.length ? Math.min(...times) : null
  }
}
