// `import --ics` (SPEC §9.5): the iCalendar UID → event id mapping, so that a second run finds the events it created.
import type { Tx } from '../db/client.js'

export interface IcsImportRow { uid: string; eventId: number; source: string; hash: string }

export class IcsImportRepository {
  constructor (private readonly db: Tx) {}

  /** The stored mappings of these UIDs (in batches: bound parameters are limited). */
  async findMany (uids: string[]): Promise<Map<string, IcsImportRow>> {
    const out = new Map<string, IcsImportRow>()
    for (let i = 0; i < uids.length; i += 500) {
      const rows = await this.db.icsImport.findMany({ where: { uid: { in: uids.slice(i, i + 500) } }, select: { uid: true, eventId: true, source: true, hash: true } })
      for (const r of rows) out.set(r.uid, r)
    }
    return out
  }

  async save (row: IcsImportRow, now: Date): Promise<void> {
    await this.db.icsImport.upsert({
      where: { uid: row.uid },
      create: { ...row, updatedAt: now },
      update: { eventId: row.eventId, source: row.source, hash: row.hash, updatedAt: now },
    })
  }
}
