// Builds the PresentContext of one response: batch-loads translation maps and term counts for every record
// the response will show, so presenting N rows costs a fixed number of queries, not N.
import type { PresentContext } from '../presenters/common.js'
import type { EventRow } from '../presenters/event.js'
import type { ServiceContext } from './context.js'
import { translationLookup } from './posts.js'

export interface PresentOptions { jsonLd?: boolean; password?: string; unlockedIds?: Set<number> }

export async function termCounts (sc: ServiceContext, termIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>()
  if (termIds.length === 0) return counts
  const rows = await sc.db.eventTerm.groupBy({
    by: ['termId'],
    where: { termId: { in: [...new Set(termIds)] }, event: { status: 'publish' } },
    _count: { _all: true },
  })
  for (const r of rows) counts.set(r.termId, r._count._all)
  return counts
}

export async function eventPresentContext (sc: ServiceContext, rows: EventRow[], opts: PresentOptions = {}): Promise<PresentContext> {
  const venues = rows.flatMap((r) => r.venue ? [r.venue.translationGroup] : [])
  const organizers = rows.flatMap((r) => r.organizers.map((o) => o.organizer.translationGroup))
  const terms = rows.flatMap((r) => r.terms.map((t) => t.term))
  const [translations, counts] = await Promise.all([
    translationLookup(sc.db, {
      event: rows.map((r) => r.translationGroup),
      venue: venues,
      organizer: organizers,
      term: terms.map((t) => t.translationGroup || t.id),
    }),
    termCounts(sc, terms.map((t) => t.id)),
  ])
  return { req: sc.req, config: sc.config, translations, termCounts: counts, jsonLd: opts.jsonLd ?? false, password: opts.password, unlockedIds: opts.unlockedIds }
}
