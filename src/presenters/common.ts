// Pieces every record presenter shares: dates (SPEC §3.5), URLs and ids (SPEC §3.7), translations (SPEC §1.5).
import type { Config } from '../config.js'
import { sqlInZone, sqlOfDate } from '../domain/dates.js'
import type { RequestAddresses } from '../context.js'
import type { TranslationLookup } from '../repositories/posts.js'
import type { Static } from '@sinclair/typebox'
import type { Media } from '../generated/prisma/client.js'
import { passwordMatches } from '../lib/infra/password.js'
import type { Image, ImageSize } from '../schemas/common.js'

/** What a presenter needs besides the row; built once per request by the service. */
export interface PresentContext extends RequestAddresses {
  config: Config
  /** translation group → language → id, per record table */
  translations: TranslationLookup
  /** single-record GET: add json_ld (SPEC §4.1, §4.5) */
  jsonLd: boolean
  /** password the caller sent (SPEC §3.9) */
  password?: string
  /** records the caller may edit with context=edit (ids) */
  unlockedIds?: Set<number>
}

/** date/date_utc/modified/modified_utc of a post kind. */
export function publicationDates (row: { publishedAt: Date; modifiedAt: Date }, siteTz: string) {
  return {
    date: sqlInZone(row.publishedAt, siteTz),
    date_utc: sqlOfDate(row.publishedAt),
    modified: sqlInZone(row.modifiedAt, siteTz),
    modified_utc: sqlOfDate(row.modifiedAt),
  }
}

/** Public page URL: `{PUBLIC_URL}{/lang}/{path}/{slug}/` (PUBLIC_URL defaults to SITE_URL), the language prefix only
 *  for non-`en` records. The one place that decides a record's `url`: the API, JSON-LD, the feeds, the webhooks'
 *  objects and the sitemap all take it from here. */
export const recordUrl = (ctx: Pick<RequestAddresses, 'publicSite'>, language: string, path: string, slug: string): string =>
  `${ctx.publicSite}${language === 'en' ? '' : `/${language}`}/${path}/${slug}/`

export const globalId = (ctx: PresentContext, id: number): string => `${ctx.siteId}?id=${id}`

export function imageObject (media: Media | null | undefined): Static<typeof Image> | false {
  if (!media) return false
  const out: Static<typeof Image> = { url: media.url, id: media.id, extension: media.extension }
  if (media.width) out.width = media.width
  if (media.height) out.height = media.height
  if (media.filesize) out.filesize = media.filesize
  if (media.sizes) {
    const sizes = JSON.parse(media.sizes) as Record<string, Static<typeof ImageSize>>
    if (Object.keys(sizes).length > 0) out.sizes = sizes
  }
  return out
}

/** A record's protected fields may be shown (SPEC §3.9): no password, the right password, or context=edit by
 *  a caller who may edit it. */
export function isUnlocked (ctx: PresentContext, row: { id: number; password: string }): boolean {
  return row.password === '' || passwordMatches(ctx.password, row.password) || (ctx.unlockedIds?.has(row.id) ?? false)
}
