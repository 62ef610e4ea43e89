// Webhook endpoints and their delivery log (SPEC §9.4). Not a hot path: Prisma's own queries.
import type { Tx } from '../db/client.js'
import type { Webhook, WebhookDelivery } from '../generated/prisma/client.js'
import { isUniqueViolation } from './dialect.js'
import { isRecordId } from './posts.js'

export class WebhookRepository {
  constructor (private readonly db: Tx) {}

  create (data: Pick<Webhook, 'url' | 'events' | 'description' | 'secret' | 'cursor'>): Promise<Webhook> {
    return this.db.webhook.create({ data })
  }

  all (): Promise<Webhook[]> { return this.db.webhook.findMany({ orderBy: { id: 'asc' } }) }

  /** An id beyond the id column's range names no endpoint: asking the database would fail (PostgreSQL: integer out
   *  of range; SQLite: a number Prisma cannot bind), so it is not asked. */
  byId (id: number): Promise<Webhook | null> {
    return isRecordId(id) ? this.db.webhook.findUnique({ where: { id } }) : Promise.resolve(null)
  }

  update (id: number, data: Partial<Webhook>): Promise<Webhook> { return this.db.webhook.update({ where: { id }, data }) }
  async remove (id: number): Promise<void> { await this.db.webhook.delete({ where: { id } }) }

  /** The newest attempts first. */
  deliveries (webhookId: number, limit: number): Promise<WebhookDelivery[]> {
    return this.db.webhookDelivery.findMany({ where: { webhookId }, orderBy: { id: 'desc' }, take: limit })
  }

  async logDelivery (data: Omit<WebhookDelivery, 'id'>): Promise<void> { await this.db.webhookDelivery.create({ data }) }

  /** Removes the attempts made before `cutoff`; answers how many went. */
  async pruneDeliveries (cutoff: Date): Promise<number> {
    const { count } = await this.db.webhookDelivery.deleteMany({ where: { at: { lt: cutoff } } })
    return count
  }

  /** The `object` kept for each of `seqs` that has one (WebhookObject). */
  async objects (seqs: number[]): Promise<Map<number, string>> {
    if (seqs.length === 0) return new Map()
    const rows = await this.db.webhookObject.findMany({ where: { seq: { in: seqs } } })
    return new Map(rows.map((r) => [r.seq, r.object]))
  }

  /** Keeps the objects of several changes in one statement; when another worker kept one of them first, each is
   *  kept on its own (keepObject). Answers the texts kept, by seq. */
  async keepObjects (rows: Array<{ seq: number; at: Date; object: string }>): Promise<Map<number, string>> {
    try {
      await this.db.webhookObject.createMany({ data: rows })
      return new Map(rows.map((r) => [r.seq, r.object]))
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
      return new Map(await Promise.all(rows.map(async (r) => [r.seq, await this.keepObject(r.seq, r.at, r.object)] as const)))
    }
  }

  /** Keeps `object` for change `seq` unless one is kept already (another worker or instance took it first); answers
   *  the one kept, so that every sender of the change uses the same text. */
  async keepObject (seq: number, at: Date, object: string): Promise<string> {
    try {
      await this.db.webhookObject.create({ data: { seq, at, object } })
      return object
    } catch (err) {
      if (!isUniqueViolation(err)) throw err
      return (await this.db.webhookObject.findUniqueOrThrow({ where: { seq } })).object
    }
  }

  /** Where the changes still to be taken up begin: after the lowest cursor of the enabled endpoints and after the last
   *  change kept; null without an enabled endpoint. */
  async objectsFrom (): Promise<number | null> {
    const [{ _min: { cursor } }, { _max: { seq } }] = await Promise.all([
      this.db.webhook.aggregate({ where: { enabled: true }, _min: { cursor: true } }),
      this.db.webhookObject.aggregate({ _max: { seq: true } }),
    ])
    return cursor === null ? null : Math.max(cursor, seq ?? 0)
  }

  /** Removes the objects of changes before `cutoff` and of those every endpoint is past (all, without endpoints). */
  async pruneObjects (cutoff: Date): Promise<number> {
    const { _min: { cursor } } = await this.db.webhook.aggregate({ _min: { cursor: true } })
    const { count } = await this.db.webhookObject.deleteMany({ where: cursor === null ? {} : { OR: [{ at: { lt: cutoff } }, { seq: { lte: cursor } }] } })
    return count
  }

  /** Enabled endpoints whose retry time (if any) has come. */
  due (now: Date): Promise<Webhook[]> {
    return this.db.webhook.findMany({ where: { enabled: true, OR: [{ retryAt: null }, { retryAt: { lte: now } }] }, orderBy: { id: 'asc' } })
  }

  async anyEnabled (): Promise<boolean> { return (await this.db.webhook.findFirst({ where: { enabled: true }, select: { id: true } })) !== null }

  /** Takes the endpoint for `owner` until `until` unless another worker holds it: true when this call won it. */
  async lease (id: number, owner: string, now: Date, until: Date): Promise<boolean> {
    const { count } = await this.db.webhook.updateMany({ where: { id, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] }, data: { leaseUntil: until, leaseOwner: owner } })
    return count === 1
  }

  /** Extends `owner`'s lease to `until`: false when it is no longer `owner`'s (another worker took the endpoint after
   *  the lease ran out, or the endpoint was deleted). */
  async renew (id: number, owner: string, until: Date): Promise<boolean> {
    const { count } = await this.db.webhook.updateMany({ where: { id, leaseOwner: owner }, data: { leaseUntil: until } })
    return count === 1
  }

  /** Writes what a delivery changed (cursor, retry state) and logs the attempt, only while `owner` holds the lease:
   *  false, with nothing written, once another worker has taken the endpoint (fencing). */
  async settle (id: number, owner: string, data: Partial<Webhook>, attempt?: Omit<WebhookDelivery, 'id'>): Promise<boolean> {
    const { count } = await this.db.webhook.updateMany({ where: { id, leaseOwner: owner }, data })
    // Not one transaction: that would take the write lock every API write waits for. A crash between the two loses a
    // line of the log, never a delivery.
    if (count === 1 && attempt) await this.logDelivery(attempt)
    return count === 1
  }

  /** Gives the endpoint up, if `owner` still holds it (a lease another worker took is left alone). */
  async release (id: number, owner: string): Promise<void> {
    await this.db.webhook.updateMany({ where: { id, leaseOwner: owner }, data: { leaseUntil: null, leaseOwner: null } })
  }
}
