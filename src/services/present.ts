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

type Grouped = { translationGroup: number }
type TermLike = { id: number; translationGroup: number }

/** Context for presenting the given records: translation maps of each table, counts of the given terms. */
export async function presentContext (sc: ServiceContext, records: { event?: Grouped[]; venue?: Grouped[]; organizer?: Grouped[]; term?: TermLike[] }, opts: PresentOptions = {}): Promise<PresentContext> {
  const terms = records.term ?? []
  const groups = (rows?: Grouped[]) => (rows ?? []).map((r) => r.translationGroup)
  const [translations, counts] = await Promise.all([
    translationLookup(sc.db, {
      event: groups(records.event),
      venue: groups(records.venue),
      organizer: groups(records.organizer),
      term: terms.map((t) => t.translationGroup || t.id),
    }),
    termCounts(sc, terms.map((t) => t.id)),
  ])
  return { req: sc.req, config: sc.config, translations, termCounts: counts, jsonLd: opts.jsonLd ?? false, password: opts.password, unlockedIds: opts.unlockedIds }
}

export function eventPresentContext (sc: ServiceContext, rows: EventRow[], opts: PresentOptions = {}): Promise<PresentContext> {
  return presentContext(sc, {
    event: rows,
    venue: rows.flatMap((r) => r.venue ? [r.venue] : []),
    organizer: rows.flatMap((r) => r.organizers.map((o) => o.organizer)),
    term: rows.flatMap((r) => r.terms.map((t) => t.term)),
  }, opts)
}
