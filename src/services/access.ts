// Capabilities by role (SPEC §2.2), one place for every kind. "Own" = the record's author is the caller;
// "published" (for edit rights) = status publish or future.
import type { Caller, Role } from './users.js'

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

const isOwn = (c: Caller | null, r: Owned): boolean => c !== null && c.userId === r.authorId
const isPublished = (r: Owned): boolean => r.status === 'publish' || r.status === 'future'

/** May the caller read this record whatever its status? (Trash rules per kind are the caller's concern.) */
export function canRead (c: Caller | null, r: Owned): boolean {
  if (r.status === 'publish') return true
  if (canManageOthers(c)) return true
  return isOwn(c, r) && canWrite(c)
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
