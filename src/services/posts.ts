// What events, venues and organizers ("post kinds") share: the id sequence (SPEC §1.4), slugs (§3.7),
// translation groups (§1.5), publication dates and the future→publish rule (§3.6), trash, read access.
// Kind-specific services (src/services/events.ts …) supply only their fields, filters and presenters.
import { DateTime } from 'luxon'
import type { Config } from '../config.js'
import { startsWithIndexed, writeTransaction, type Db } from '../db/client.js'
import { Prisma } from '../generated/prisma/client.js'
import { ApiError, type ParamProblems } from '../errors.js'
import { parseDateInput, luxonZone } from '../lib/dates.js'
import { firstFreeSlug, slugify } from '../lib/text.js'
import type { TranslationMap } from '../presenters/common.js'
import type { Caller } from './users.js'
import { canRead } from './access.js'

export type PostKind = 'event' | 'venue' | 'organizer'
export type RecordTable = PostKind | 'term'

/** Prisma delegate of a post-kind table, typed by what the shared code uses. */

export type PostDelegate = any

export const postTable = (db: Db, kind: PostKind): PostDelegate =>
  kind === 'event' ? db.event : kind === 'venue' ? db.venue : db.organizer

/** Whether `id` can be a record id at all (a positive 32-bit integer: the id columns' type). */
export const isPostId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= 2147483647

/** Which kind owns this id of the post sequence (null when the id was never issued). */
export async function kindOfId (db: Db, id: number): Promise<string | null> {
  if (!isPostId(id)) return null
  const key = await db.postKey.findUnique({ where: { id }, select: { kind: true } })
  return key?.kind ?? null
}

/** First free slug of `base` for the kind + language (SPEC §3.7), ignoring the record itself on updates. */
export function uniqueSlug (table: PostDelegate, databaseUrl: string, language: string, base: string, selfId?: number): Promise<string> {
  return firstFreeSlug(base, async (prefix) => (await table.findMany({
    where: { language, slug: startsWithIndexed(databaseUrl, prefix), ...(selfId ? { id: { not: selfId } } : {}) },
    select: { slug: true },
  })).map((r: { slug: string }) => r.slug))
}

/** Slug source of a new record without an explicit slug: its title or name, never empty (SPEC §3.7). */
export const slugBase = (title: string, kind: PostKind): string => slugify(title) || kind

const TABLE_NAMES: Record<RecordTable, string> = { event: 'Event', venue: 'Venue', organizer: 'Organizer', term: 'Term' }

/** Batch loader of translation maps for the rows presented in one response: one query for every table. */
export async function translationLookup (db: Db, groups: Partial<Record<RecordTable, Iterable<number>>>): Promise<(table: string, group: number) => TranslationMap> {
  const parts = (Object.entries(groups) as Array<[RecordTable, Iterable<number>]>).flatMap(([table, ids]) => {
    const list = [...new Set(ids)]
    if (list.length === 0) return []
    const select = (match: Prisma.Sql) =>
      Prisma.sql`SELECT CAST(${table} AS TEXT) AS "t", "id", "language", "translationGroup" FROM ${Prisma.raw(`"${TABLE_NAMES[table]}"`)} WHERE ${match}`
    const byGroup = select(Prisma.sql`"translationGroup" IN (${Prisma.join(list)})`)
    // Terms whose group is 0 are their own group (Term.translationGroup defaults to 0). Two selects, not one with
    // OR, which SQLite answered by reading every term; a row both find twice counts once below.
    return table === 'term' ? [byGroup, select(Prisma.sql`"id" IN (${Prisma.join(list)})`)] : [byGroup]
  })
  const maps = new Map<string, TranslationMap>()
  if (parts.length === 0) return () => ({})
  const rows = await db.$queryRaw<Array<{ t: string; id: number; language: string; translationGroup: number }>>(
    Prisma.sql`${Prisma.join(parts, ' UNION ALL ')} ORDER BY "id"`)
  for (const r of rows) {
    const key = `${r.t}:${Number(r.translationGroup) || Number(r.id)}`
    const m = maps.get(key) ?? {}
    m[r.language] ??= Number(r.id)
    maps.set(key, m)
  }
  return (table, group) => maps.get(`${table}:${group}`) ?? {}
}

/** Validates `translation_of` for a create (SPEC §1.5) and returns the group to join (undefined = own group). */
export async function translationGroupFor (db: Db, kind: PostKind, translationOf: number | undefined, language: string, problems: ParamProblems): Promise<number | undefined> {
  if (translationOf === undefined) return undefined
  const owner = await kindOfId(db, translationOf)
  if (owner !== kind) {
    problems.add('translation_of', owner ? `Record ${translationOf} is not a ${kind}.` : `No ${kind} with id ${translationOf}.`)
    return undefined
  }
  const table = postTable(db, kind)
  const source = await table.findUnique({ where: { id: translationOf }, select: { translationGroup: true } })
  const clash = await table.count({ where: { translationGroup: source.translationGroup, language } })
  if (clash > 0) {
    problems.add('translation_of', `The translation group already has a record in "${language}".`)
    return undefined
  }
  return source.translationGroup
}

/** Publication time from `date` (in `zone`) or `date_utc` (SPEC §4.1); undefined when neither was sent. */
export function publicationInstant (input: { date?: string; date_utc?: string }, zone: string, problems: ParamProblems, now: DateTime): Date | undefined {
  let at: Date | undefined
  if (input.date_utc !== undefined) {
    const dt = parseDateInput(input.date_utc, 'UTC', now)
    if (!dt) problems.add('date_utc')
    else at = dt.toJSDate()
  }
  if (input.date !== undefined) {
    const dt = parseDateInput(input.date, zone, now)
    if (!dt) problems.add('date')
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
    if (!mayListUnpublished && sent.some((s) => s !== 'publish')) problems.add('status', 'Status is forbidden.')
    return sent
  }
  return mayListUnpublished ? ['publish', 'future', 'draft', 'pending', 'private'] : ['publish']
}

/**
 * Publishes scheduled records whose date has passed (SPEC §3.6: before serving any read). Runs before every read,
 * so the common case is one indexed read-only probe (status, publishedAt); the write transaction only happens
 * when something is due.
 */
export async function publishDueRecords (db: Db, now: Date): Promise<number> {
  const due = (table: string) => Prisma.sql`EXISTS (SELECT 1 FROM ${Prisma.raw(`"${table}"`)} WHERE "status" = 'future' AND "publishedAt" <= ${now})`
  const [{ any }] = await db.$queryRaw<Array<{ any: unknown }>>(Prisma.sql`SELECT (${due('Event')} OR ${due('Venue')} OR ${due('Organizer')}) AS "any"`)
  if (!any) return 0
  // Several instances may get here at once (README "Scaling out"): the UPDATE's condition is checked again on
  // each row after the row lock, so a record is published by exactly one of them; the others count 0.
  // A write transaction like any other: on PostgreSQL every multi-statement write takes the write lock first, so
  // that writers never hold each other's rows (and the DataVersion row) in opposite orders.
  const where = { status: 'future', publishedAt: { lte: now } }
  return writeTransaction(db, async (tx) => {
    const data = { status: 'publish' }
    const counts = [await tx.event.updateMany({ where, data }), await tx.venue.updateMany({ where, data }), await tx.organizer.updateMany({ where, data })]
    return counts.reduce((n, c) => n + c.count, 0)
  })
}

/** Site "now" as a luxon DateTime in the site timezone. */
export const siteNow = (config: Config, now: Date = new Date()): DateTime => DateTime.fromJSDate(now).setZone(luxonZone(config.timezone))

/** Read check for one post-kind record: `<kind>-not-accessible` (SPEC §2.3). */
export function assertReadable (kind: PostKind, caller: Caller | null, row: { authorId: number; status: string }): void {
  if (!canRead(caller, row)) throw new ApiError(`${kind}-not-accessible`, 403, `You do not have access to this ${kind}.`)
}
