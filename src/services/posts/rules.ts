// Rules that events, venues and organizers ("post kinds") share: slugs (SPEC §3.7), translation groups (§1.5),
// publication dates and the future→publish rule (§3.6), list statuses and read access (§2.3).
// Kind-specific services (src/services/events/service.ts …) supply only their fields, filters and presenters.
import type { DateTime } from 'luxon'
import { ApiError, type ParamProblems } from '../../errors.js'
import { parseDateInput } from '../../domain/dates.js'
import { formatReason, shown } from '../../lib/http/param-messages.js'
import { firstFreeSlug, slugify } from '../../domain/text.js'
import type { Repositories } from '../../repositories/index.js'
import type { PostKind } from '../../repositories/posts.js'
import type { Caller } from '../../domain/access.js'
import { canRead } from '../../domain/access.js'

export type { PostKind }

/** First free slug of `base` for the kind + language (SPEC §3.7), ignoring the record itself on updates. */
export function uniqueSlug (repos: Repositories, kind: PostKind, language: string, base: string, selfId?: number): Promise<string> {
  return firstFreeSlug(base, (prefix) => repos.posts.slugsStartingWith(kind, language, prefix, selfId))
}

/** Slug source of a new record without an explicit slug: its title or name, never empty (SPEC §3.7). */
export const slugBase = (title: string, kind: PostKind): string => slugify(title) || kind

/** Validates `translation_of` for a create (SPEC §1.5) and returns the group to join (undefined = own group). */
export async function translationGroupFor (repos: Repositories, kind: PostKind, translationOf: number | undefined, language: string, problems: ParamProblems): Promise<number | undefined> {
  if (translationOf === undefined) return undefined
  const owner = await repos.posts.kindOfId(translationOf)
  const group = owner === kind ? await repos.posts.translationGroupOf(kind, translationOf) : null
  if (group === null) {
    problems.add('translation_of', owner ? `Record ${translationOf} is not a ${kind}.` : `No ${kind} with id ${translationOf}.`)
    return undefined
  }
  if (await repos.posts.countInGroup(kind, group, language) > 0) {
    problems.add('translation_of', `The translation group already has a record in "${language}".`)
    return undefined
  }
  return group
}

/** Publication time from `date` (in `zone`) or `date_utc` (SPEC §4.1); undefined when neither was sent. */
export function publicationInstant (input: { date?: string; date_utc?: string }, zone: string, problems: ParamProblems, now: DateTime): Date | undefined {
  let at: Date | undefined
  if (input.date_utc !== undefined) {
    const dt = parseDateInput(input.date_utc, 'UTC', now)
    if (!dt) problems.add('date_utc', formatReason('calendar-date', input.date_utc))
    else at = dt.toJSDate()
  }
  if (input.date !== undefined) {
    const dt = parseDateInput(input.date, zone, now)
    if (!dt) problems.add('date', formatReason('calendar-date', input.date))
    else at ??= dt.toJSDate()
  }
  return at
}

/** SPEC §3.6: `publish` more than 60 s ahead is stored as `future`; `future` not in the future is `publish`. */
export function applyFutureRule (status: string, publishedAt: Date, now: Date): string {
  if (status === 'publish' && publishedAt.getTime() > now.getTime() + 60_000) return 'future'
  if (status === 'future' && publishedAt.getTime() <= now.getTime()) return 'publish'
  return status
}

/** Status list a list route may show (SPEC §2.3): explicit `status` needs contributor+ unless it is `publish`. */
export function listStatuses (caller: Caller | null, sent: string[] | undefined, mayListUnpublished: boolean, problems: ParamProblems): string[] {
  if (sent && sent.length > 0) {
    if (!mayListUnpublished && sent.some((s) => s !== 'publish')) problems.add('status', `expected publish: your role may list published records only; got ${shown(sent.join(','))}`)
    return sent
  }
  return mayListUnpublished ? ['publish', 'future', 'draft', 'pending', 'private'] : ['publish']
}

/** Read check for one post-kind record: `<kind>-not-accessible` (SPEC §2.3). */
export function assertReadable (kind: PostKind, caller: Caller | null, row: { authorId: number; status: string }): void {
  if (!canRead(caller, row)) throw new ApiError(`${kind}-not-accessible`, 403, `You do not have access to this ${kind}.`)
}
