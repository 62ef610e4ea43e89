// The visibility rule of SPEC §2.5 as conditions: the service decides which records a caller may read, edit or see
// unlocked (StatusScope, Unlock in src/domain/access.ts); this file turns those values into SQL (event lists,
// translations) and Prisma filters (venues, organizers), so that every query applies the same rule.
import { Prisma } from '../generated/prisma/client.js'
import type { StatusScope, Unlock } from '../domain/access.js'

const { sql, join, raw } = Prisma
type Json = Record<string, unknown>

const PUBLISHED = ['publish', 'future']

/** `alias."status" …` of the records in the scope (an empty scope matches nothing). Statuses first: the list indexes
 *  hold the status, and the author is read only for the records of the `own` statuses. */
export function scopeSql (scope: StatusScope, alias = 'e'): Prisma.Sql {
  const col = (name: string) => raw(alias ? `${alias}."${name}"` : `"${name}"`)
  const parts: Prisma.Sql[] = []
  if (scope.everyone.length) parts.push(sql`${col('status')} IN (${join(scope.everyone)})`)
  if (scope.own?.statuses.length) parts.push(sql`(${col('status')} IN (${join(scope.own.statuses)}) AND ${col('authorId')} = ${scope.own.authorId})`)
  if (parts.length === 0) return sql`1 = 0`
  return parts.length === 1 ? parts[0]! : sql`(${join(parts, ' OR ')})`
}

/** The Prisma filter of the records in the scope. */
export function scopeWhere (scope: StatusScope): Json {
  const or: Json[] = []
  if (scope.everyone.length) or.push({ status: { in: scope.everyone } })
  if (scope.own?.statuses.length) or.push({ status: { in: scope.own.statuses }, authorId: scope.own.authorId })
  if (or.length === 0) return { id: { in: [] } }
  return or.length === 1 ? or[0]! : { OR: or }
}

/** `alias` records that are not password-protected for the request (SPEC §3.9), or null when none is. */
export function unlockedSql (u: Unlock, alias = 'e'): Prisma.Sql | null {
  if (u === 'all') return null
  const col = (name: string) => raw(`${alias}."${name}"`)
  const parts = [sql`${col('password')} = ''`]
  if (u.password !== undefined && u.password !== '') parts.push(sql`${col('password')} = ${u.password}`)
  if (u.editor) {
    parts.push(u.editor.unpublishedOnly
      ? sql`(${col('authorId')} = ${u.editor.authorId} AND ${col('status')} NOT IN (${join(PUBLISHED)}))`
      : sql`${col('authorId')} = ${u.editor.authorId}`)
  }
  return parts.length === 1 ? parts[0]! : sql`(${join(parts, ' OR ')})`
}
