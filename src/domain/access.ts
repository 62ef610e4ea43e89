// The access model, below both services and repositories: roles, the caller, capabilities by role (SPEC §2.2), one
// place for every kind. "Own" = the record's author is the caller;
// "published" (for edit rights) = status publish or future. The visibility rule of SPEC §2.5 (below) is built from them.
import { passwordMatches } from '../lib/infra/password.js'

export const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const
export type Role = typeof ROLES[number]

/** Who makes a request: a user and its role (SPEC §2.1); null is an anonymous caller. */
export interface Caller { userId: number; role: Role }

/** The author id of records no user wrote (the column's default; users' ids start at 1). No caller owns them: the
 *  visitors' submissions (SPEC §9.8) are written by a caller of this id, and one submission must never be able to read,
 *  link to or take over (by duplicate detection) another's pending venue, nor any other author-less record. */
export const NO_AUTHOR = 0

const rank: Record<Role, number> = { subscriber: 0, contributor: 1, author: 2, editor: 3, administrator: 4 }
const atLeast = (caller: Caller | null, role: Role): boolean => caller !== null && rank[caller.role] >= rank[role]

export interface Owned { authorId: number; status: string }

export const canWrite = (c: Caller | null): boolean => atLeast(c, 'contributor')
export const canPublish = (c: Caller | null): boolean => atLeast(c, 'author')
export const canManageOthers = (c: Caller | null): boolean => atLeast(c, 'editor')
/** Listing statuses other than `publish` (status filter and the default list scope). */
export const canListUnpublished = (c: Caller | null): boolean => atLeast(c, 'contributor')
export const canAttachImageUrl = (c: Caller | null): boolean => atLeast(c, 'author')
export const canManageTerms = (c: Caller | null, kind: 'category' | 'tag'): boolean => atLeast(c, kind === 'category' ? 'author' : 'editor')

const isOwn = (c: Caller | null, r: Owned): boolean => c !== null && c.userId !== NO_AUTHOR && c.userId === r.authorId
const isPublished = (r: Owned): boolean => r.status === 'publish' || r.status === 'future'

/** May the caller read this record whatever its status? (Trash rules per kind are the caller's concern.) */
export function canRead (c: Caller | null, r: Owned): boolean {
  return inScope(readScope(c), r)
}

/** May the caller update or delete this record? */
export function canEdit (c: Caller | null, r: Owned): boolean {
  if (!canWrite(c)) return false
  if (canManageOthers(c)) return true
  if (!isOwn(c, r)) return false
  return isPublished(r) ? canPublish(c) : true
}

/** Records of a response that the caller unlocked with `context=edit` (SPEC §3.9). */
export function editableIds (c: Caller | null, rows: Array<Owned & { id: number }>, context: unknown): Set<number> {
  return new Set(context === 'edit' ? rows.filter((r) => canEdit(c, r)).map((r) => r.id) : [])
}

/** Stored status of a write (SPEC §3.6 "scale-back"); `sent` undefined on an update keeps `current`. */
export function scaleBackStatus (c: Caller | null, sent: string | undefined, current?: string): string {
  if (sent === undefined) return current ?? (canPublish(c) ? 'publish' : 'draft')
  if (!canPublish(c) && (sent === 'publish' || sent === 'future')) return 'pending'
  return sent
}

// ---------------------------------------------------------------- the visibility rule (SPEC §2.5)
//
// Which records a caller may read (and edit), as values: every path takes them from here — single reads (`canRead`),
// lists and totals, filters, embedded venues/organizers, `translations`, linking, duplicate detection — and the data
// layer turns them into conditions (src/repositories/visibility.ts) or checks loaded rows with `inScope`.

export const ALL_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const
const UNPUBLISHED = ['draft', 'pending', 'private'] as const

/** Records of `everyone` statuses whoever wrote them, and of `own.statuses` only when `own.authorId` wrote them. */
export interface StatusScope { everyone: string[]; own?: { authorId: number; statuses: string[] } }

/** Protected records (SPEC §3.9) whose fields the caller may see and filter on: 'all', or those whose password is
 *  `password` or whose author is `editor.authorId` (their own, only unpublished ones for a contributor). */
export type Unlock = 'all' | { password?: string; editor?: { authorId: number; unpublishedOnly: boolean } }

/** The records of `statuses` a list shows the caller (SPEC §2.3): editors everyone's, contributors and authors the
 *  published ones and their own of the other statuses, anyone else published ones (the statuses were checked). */
export function listScope (c: Caller | null, statuses: string[]): StatusScope {
  if (canManageOthers(c)) return { everyone: statuses }
  const everyone = statuses.filter((s) => s === 'publish')
  const others = statuses.filter((s) => s !== 'publish')
  return c !== null && canWrite(c) && c.userId !== NO_AUTHOR && others.length > 0 ? { everyone, own: { authorId: c.userId, statuses: others } } : { everyone }
}

/** Every record the caller may read, whatever its status (trash included: per-kind trash rules refuse single reads). */
export const readScope = (c: Caller | null): StatusScope => listScope(c, [...ALL_STATUSES])

/** The records the caller may update or delete (SPEC §2.2), trash left out: the candidates of duplicate detection. */
export function editScope (c: Caller | null): StatusScope {
  if (!canWrite(c) || c === null || c.userId === NO_AUTHOR) return { everyone: [] }
  if (canManageOthers(c)) return { everyone: ALL_STATUSES.filter((s) => s !== 'trash') }
  return { everyone: [], own: { authorId: c.userId, statuses: canPublish(c) ? ALL_STATUSES.filter((s) => s !== 'trash') : [...UNPUBLISHED] } }
}

/** Whether a loaded record is in the scope (the same rule as the scope's SQL). */
export function inScope (scope: StatusScope, r: Owned): boolean {
  return scope.everyone.includes(r.status) || (scope.own !== undefined && scope.own.authorId === r.authorId && scope.own.statuses.includes(r.status))
}

/** What unlocks protected records for this request: the `password` it sent, or `context=edit` and edit rights. */
export function unlockOf (c: Caller | null, q: { password?: string; context?: string }): Unlock {
  if (q.context === 'edit' && canManageOthers(c)) return 'all'
  const editor = q.context === 'edit' && c !== null && canWrite(c) && c.userId !== NO_AUTHOR ? { authorId: c.userId, unpublishedOnly: !canPublish(c) } : undefined
  return { password: q.password, editor }
}

/** Whether a loaded protected record is unlocked (the same rule as the data layer's `unlockedSql`). */
export function isUnlockedBy (u: Unlock, r: Owned & { password: string }): boolean {
  if (r.password === '' || u === 'all') return true
  if (passwordMatches(u.password, r.password)) return true
  return u.editor !== undefined && u.editor.authorId === r.authorId && !(u.editor.unpublishedOnly && isPublished(r))
}

/** Whether the venue, organizers and terms of an event may be listed for it (`?event=`, SPEC §2.5): the caller may
 *  read the event, it is not in the trash, and it is not protected for the request. */
export const showsEventLinks = (c: Caller | null, u: Unlock, e: Owned & { password: string }): boolean =>
  e.status !== 'trash' && canRead(c, e) && isUnlockedBy(u, e)
