// What a read needs to know about the state of the data before it runs: the write counters (DataVersion) and the
// next moment a scheduled record becomes public (SPEC §3.6). They change only when data does, so the next due
// moment is looked up once per `version` — any write, a draft's too: scheduling one is a write of a record no one
// else sees yet — instead of probed before every read, and the response cache keys its entries on `publicVersion`.
import type { DataVersionReader } from '../db/data-version.js'
import type { Repositories } from '../repositories/index.js'

export interface DataState {
  /** moves on every write */
  version: number
  /** moves on the writes an anonymous answer can depend on (migration data_version_public) */
  publicVersion: number
  /** ms since the epoch of the earliest scheduled publication; null when nothing is scheduled */
  dueAt: number | null
}

export class Freshness {
  private known?: { version: number; dueAt: Promise<number | null> }

  constructor (private readonly repos: Repositories, private readonly versions: DataVersionReader | null) {}

  /** The state as of now (a version read that starts now); null when the database has no version to offer. */
  async current (): Promise<DataState | null> {
    const versions = await this.versions?.read() ?? null
    if (versions === null) return null
    const { version, publicVersion } = versions
    // Read after the version: a write in between changes the version again, and the next call looks again.
    if (this.known?.version !== version) this.known = { version, dueAt: this.repos.publishing.nextDueAt() }
    const known = this.known
    try {
      return { version, publicVersion, dueAt: await known.dueAt }
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
