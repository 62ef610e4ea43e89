// What a read needs to know about the state of the data before it runs: the write counter (DataVersion) and the
// next moment a scheduled record becomes public (SPEC §3.6). Both change only when data does, so the next due
// moment is looked up once per version instead of probed before every read, and the response cache keys its
// entries on the version.
import type { DataVersionReader } from '../db/data-version.js'
import type { Repositories } from '../repositories/index.js'

export interface DataState {
  version: number
  /** ms since the epoch of the earliest scheduled publication; null when nothing is scheduled */
  dueAt: number | null
}

export class Freshness {
  private known?: { version: number; dueAt: Promise<number | null> }

  constructor (private readonly repos: Repositories, private readonly versions: DataVersionReader | null) {}

  /** The state as of now (a version read that starts now); null when the database has no version to offer. */
  async current (): Promise<DataState | null> {
    const version = await this.versions?.read() ?? null
    if (version === null) return null
    // Read after the version: a write in between changes the version again, and the next call looks again.
    if (this.known?.version !== version) this.known = { version, dueAt: this.repos.publishing.nextDueAt() }
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
    // Runs before reads, so the common case is one indexed read-only probe; the write transaction only happens when
    // something is due.
    if (!await this.repos.publishing.anyDue(now)) return 0
    return this.repos.transaction((repos) => repos.publishing.publishDue(now))
  }

  async close (): Promise<void> { await this.versions?.close() }
}
