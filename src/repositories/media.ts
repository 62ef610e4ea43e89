// Media records (SPEC §3.8): images by id or URL. A media id is taken from the post sequence, like an event's.
import type { Tx } from '../db/client.js'
import type { Media } from '../generated/prisma/client.js'

type WithImageId = { imageId: number | null }
export type WithImage<T> = T & { image: Media | null }

const distinct = (ids: Iterable<number | null>): number[] => [...new Set([...ids].filter((id): id is number => id !== null))]

export class MediaRepository {
  constructor (private readonly db: Tx) {}

  find (id: number): Promise<Media | null> {
    return this.db.media.findUnique({ where: { id } })
  }

  findByUrl (url: string): Promise<Media | null> {
    return this.db.media.findFirst({ where: { url } })
  }

  /** A new media record for an image URL (nothing is downloaded: SPEC §8.17). */
  async insertUrl (image: { url: string; extension: string; mimeType: string; authorId: number }): Promise<number> {
    const key = await this.db.postKey.create({ data: { kind: 'image' } })
    await this.db.media.create({ data: { id: key.id, ...image } })
    return key.id
  }

  /** Import: stores the media record `id` (its PostKey row already written) or updates it. */
  async upsertWithId (id: number, image: { url: string; extension: string; mimeType: string; width: number | null; height: number | null; filesize: number | null; sizes: string | null; authorId: number }): Promise<void> {
    await this.db.media.upsert({ where: { id }, create: { id, ...image }, update: image })
  }

  findMany (ids: number[]): Promise<Media[]> {
    return ids.length ? this.db.media.findMany({ where: { id: { in: ids } } }) : Promise.resolve([])
  }

  /** Gives each row its `image` (the Media row of `imageId`): one query for all rows, none when no row has one. */
  async attachImages<T extends WithImageId> (rows: T[]): Promise<Array<WithImage<T>>> {
    const ids = distinct(rows.map((r) => r.imageId))
    const images = new Map((ids.length ? await this.db.media.findMany({ where: { id: { in: ids } } }) : []).map((m) => [m.id, m]))
    for (const r of rows) Object.assign(r, { image: r.imageId === null ? null : images.get(r.imageId) ?? null })
    return rows as Array<WithImage<T>>
  }
}

export { distinct }
