// The change feed (SPEC §9.4): the log as editors see it, or as everyone else may (the public view), page by page.
import type { ServiceContext } from '../context.js'
import { ApiError, invalidParams } from '../errors.js'
import { sqlOfDate } from '../domain/dates.js'
import type { ChangeAction, ChangeEntry, ChangeKind } from '../domain/changes.js'
import { DEFAULT_CHANGES_PER_PAGE, MAX_CHANGES_PER_PAGE } from '../schemas/change.js'
import { canManageOthers } from '../domain/access.js'

const COLLECTION: Record<ChangeKind, string> = { event: 'events', venue: 'venues', organizer: 'organizers', category: 'categories', tag: 'tags' }

/** What a caller without the editor view is told: whether the record entered, left or stayed in public view. Entries
 *  of records never public are not read for such callers at all (ChangeRepository.page). */
function publicAction (e: ChangeEntry): ChangeAction {
  if (!e.publicBefore) return 'created'
  return e.publicAfter ? 'updated' : 'deleted'
}

export interface ChangesQueryInput { after?: string; per_page?: number }

export async function changesPage (sc: ServiceContext, q: ChangesQueryInput) {
  // Editors see every record (SPEC §2.2), so they get every entry as it was written.
  const editorView = canManageOthers(sc.caller)
  const after = q.after === undefined ? 0 : Number(q.after)
  const limit = Math.min(q.per_page ?? DEFAULT_CHANGES_PER_PAGE, MAX_CHANGES_PER_PAGE)
  if (q.after !== undefined) {
    // A cursor the feed never gave (beyond its newest change) would otherwise be "caught up" until the log reached
    // it, and skip every change up to there; beyond the seq column's range it would not even be a query.
    // The newest cursor only grows, so one read before the page is enough.
    const newest = await sc.repos.changes.latestSeq()
    if (after > newest) throw invalidParams({ after: `beyond the end of the log (the newest cursor is ${newest}): send a \`next_cursor\` this feed gave, or no \`after\`.` })
  }
  // One more than the page tells whether more follow.
  const { horizon, entries } = await sc.repos.changes.page(after, limit + 1, !editorView)
  if (q.after !== undefined && after < horizon) {
    throw new ApiError('changes-cursor-expired', 410, `Changes after this cursor are older than the log keeps (${sc.config.changesRetentionDays} days): read the records again, then follow the feed from a request without \`after\`.`)
  }
  const page = entries.slice(0, limit)
  return {
    changes: page.map((e) => ({
      cursor: String(e.seq),
      kind: e.kind,
      id: e.recordId,
      action: editorView ? e.action : publicAction(e),
      modified_utc: sqlOfDate(e.at),
      rest_url: `${sc.base}/${COLLECTION[e.kind]}/${e.recordId}`,
    })),
    next_cursor: String(page.at(-1)?.seq ?? after),
    has_more: entries.length > limit,
  }
}

/** Prunes the entries older than CHANGES_RETENTION_DAYS before `now`; answers how many went. */
export async function pruneChanges (sc: Pick<ServiceContext, 'repos' | 'config'>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - sc.config.changesRetentionDays * 86_400_000)
  return sc.repos.transaction((repos) => repos.changes.prune(cutoff))
}
