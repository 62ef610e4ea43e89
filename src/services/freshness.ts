// What a read needs to know about the state of the data before it runs: the write counter (DataVersion) and the
// next moment a scheduled record becomes public (SPEC §3.6). Both change only when data does, so the next due
// moment is looked up once per version instead of probed before every read, and the response cache keys its
// entries on the version.
import type { Db } from '../db/client.js'
import type { DataVersionReader } from '../db/data-version.js'
import { publishDueRecords } from './posts.js'

export interface DataState {
  version: number
  /** ms since the epoch of the earliest scheduled publication; null when nothing is scheduled */
  dueAt: number | null
}

/** Earliest `publishedAt` of a scheduled event, venue or organizer (the partial index of each table answers it). */
async function nextDueAt (db: Db): Promise<number | null> {
  const where = { status: 'future' }
  const found = await Promise.all([
    db.event.aggregate({ where, _min: { publishedAt: true } }),
    db.venue.aggregate({ where, _min: { publishedAt: true } }),
    db.organizer.aggregate({ where, _min: { publishedAt: true } }),
  ])
  const times = found.map((f) => f._min.publishedAt?.getTime()).filter((t): t is number => t !== undefined)
  return times.length ? Math.min(...times) : null
}

export class Freshness {
  private known?: { version: number; dueAt: Promise<number | null> }

  constructor (private readonly db: Db, private readonly versions: DataVersionReader | null) {}

  /** The state as of now (a version read that starts now); null when the database has no version to offer. */
  async current (): Promise<DataState | null> {
    const version = await this.versions?.read() ?? null
    if (version === null) return null
    // Read after the version: a write in between changes the version again, and the next call looks again.
    if (this.known?.version !== version) this.known = { version, dueAt: nextDueAt(this.db) }
    const known = this.known
    try {
      return { version, dueAt: await known.dueAt }
    } catch (err) {
      if (this.known === known) this.known = undefined
      throw err
    }
  }

  /** Publishes what is due (SPEC §3.6: before serving any read); without a version, probes the database each time. */
  async publishDue (now: Date, state?: DataState | null): Promise<number> {
    state ??= await this.current()
    if (state !== null && (state.dueAt === null || state.dueAt > now.getTime())) return 0
    return publishDueRecords(this.db, now)
  }

  async close (): Promise<void> { await this.versions?.close() }
}
