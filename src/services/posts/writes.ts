// Write parameters every post kind has (author, publication date, status, image, website, description,
// password, translation_of): checked and stored the same way for events, venues and organizers.
import type { DateTime } from 'luxon'
import type { ParamProblems } from '../../errors.js'
import { cleanWebsite } from '../../lib/http/url.js'
import { formatReason } from '../../lib/http/param-messages.js'
import { luxonZone } from '../../domain/dates.js'
import { scaleBackStatus } from '../../domain/access.js'
import type { ServiceContext } from '../../context.js'
import { resolveImage } from '../media.js'
import type { PreparedWrite } from './service.js'
import { applyFutureRule, publicationInstant, translationGroupFor, type PostKind } from './rules.js'
import { userExists } from '../users.js'
import { cleanHtml } from '../../domain/html.js'
import { MAX_EVENT_DESCRIPTION_BYTES, MAX_NAME_BYTES, MAX_TEXT_BYTES } from '../../domain/limits.js'

export interface CommonWriteInput {
  author?: number
  date?: string
  date_utc?: string
  status?: string
  image?: number | string | boolean
  website?: string
  description?: string
  password?: string
  translation_of?: number
}

export interface StoredPost { status: string; publishedAt: Date }

/** A text of at most `max` bytes of UTF-8 (SPEC §7). The route schemas say so too; this check also covers the
 *  venues and organizers nested in an event write, which TypeBox's checker reads without the `maxBytes` keyword. */
export function checkBytes (param: string, value: unknown, max: number, problems: ParamProblems): void {
  if (typeof value === 'string' && Buffer.byteLength(value, 'utf8') > max) problems.add(param, `expected at most ${max.toLocaleString('en-US')} bytes of UTF-8; got ${Buffer.byteLength(value, 'utf8').toLocaleString('en-US')} bytes`)
}

/** Titles and names: non-empty after trimming, at most MAX_NAME_BYTES bytes of UTF-8 (SPEC §7). */
export function checkName (param: string, value: unknown, problems: ParamProblems): void {
  if (typeof value !== 'string') return
  if (value.trim() === '') problems.add(param, 'expected a non-empty text; got only white space')
  else checkBytes(param, value, MAX_NAME_BYTES, problems)
}

/** Parameter checks (SPEC §2.4 step 5) of the shared fields, with the lookups they need (author, image, translation
 *  group), whose results go to `out`. */
export async function checkCommonWrite (sc: ServiceContext, kind: PostKind, input: CommonWriteInput, mode: { update: boolean; imageClearOnCreate: boolean }, zone: string, problems: ParamProblems, out: PreparedWrite): Promise<void> {
  publishedAtOf(sc, input, zone, problems)
  checkBytes('description', input.description, kind === 'event' ? MAX_EVENT_DESCRIPTION_BYTES : MAX_TEXT_BYTES, problems)
  if (input.author !== undefined && !(await userExists(sc.repos, input.author))) problems.add('author', `expected the id of an existing user; got ${input.author}`)
  if (input.website !== undefined) {
    const w = cleanWebsite(input.website)
    if (w === null) problems.add('website', formatReason('calendar-url', input.website))
    else out.data.website = w
  }
  if (input.image !== undefined) {
    const image = await resolveImage(sc, input.image, { allowClear: mode.update || mode.imageClearOnCreate }, problems)
    if (image !== undefined) out.image = image
  }
  if (!mode.update) out.translationGroup = await translationGroupFor(sc.repos, kind, input.translation_of, sc.lang, problems)
}

/** The publication instant that `date` (read in `zone`) or `date_utc` sets; undefined when neither was sent. */
export function publishedAtOf (sc: ServiceContext, input: CommonWriteInput, zone: string, problems: ParamProblems): Date | undefined {
  return publicationInstant(input, zone, problems, sc.now.setZone(luxonZone(zone)))
}

/** Column values of the shared fields; absent parameters keep stored values on updates (SPEC §4.1). */
export function commonColumns (sc: ServiceContext, input: CommonWriteInput, existing: StoredPost | undefined, publishedAt: Date | undefined, data: Record<string, unknown>): void {
  const now: DateTime = sc.now
  if (input.description !== undefined) data.description = cleanHtml(input.description)
  if (input.password !== undefined) data.password = input.password
  if (input.author !== undefined) data.authorId = input.author
  else if (!existing) data.authorId = sc.caller?.userId ?? 0
  // Status and publication date (SPEC §3.6): scale-back, then the publish/future date rule.
  const status = scaleBackStatus(sc.caller, input.status, existing?.status)
  const when = publishedAt ?? existing?.publishedAt ?? now.toJSDate()
  if (publishedAt) data.publishedAt = publishedAt
  else if (!existing) data.publishedAt = when
  if (input.status !== undefined || publishedAt || !existing) data.status = applyFutureRule(status, when, now.toJSDate())
  data.modifiedAt = now.toJSDate()
}
