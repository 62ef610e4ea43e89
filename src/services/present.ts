// Builds the PresentContext of one response: batch-loads the translation maps of every record the response will
// show, so presenting N rows costs a fixed number of queries, not N. (Term counts are a column: Term.eventCount.)
import type { ServiceContext } from '../context.js'
import { editableIds, inScope, readScope } from '../domain/access.js'
import type { Organizer, Term, Venue } from '../generated/prisma/client.js'
import type { PresentContext } from '../presenters/common.js'
import { presentEvent } from '../presenters/event.js'
import { presentOrganizer } from '../presenters/organizer.js'
import { presentTerm } from '../presenters/term.js'
import { presentVenue } from '../presenters/venue.js'
import type { EventRow } from '../repositories/events.js'
import type { TranslationLookup } from '../repositories/posts.js'

export interface PresentOptions { jsonLd?: boolean; password?: string; unlockedIds?: Set<number> }

type Grouped = { translationGroup: number }
type TermLike = { id: number; translationGroup: number }

/** Context for presenting the given records: the translation maps of each table. */
export async function presentContext (sc: ServiceContext, records: { event?: Grouped[]; venue?: Grouped[]; organizer?: Grouped[]; term?: TermLike[] }, opts: PresentOptions = {}): Promise<PresentContext> {
  const terms = records.term ?? []
  const groups = (rows?: Grouped[]) => (rows ?? []).map((r) => r.translationGroup)
  const translations = await sc.repos.posts.translations({
    event: groups(records.event),
    venue: groups(records.venue),
    organizer: groups(records.organizer),
    term: terms.map((t) => t.translationGroup || t.id),
  }, readScope(sc.caller))
  return contextWith(sc, translations, opts)
}

function contextWith (sc: ServiceContext, translations: TranslationLookup, opts: PresentOptions): PresentContext {
  return {
    lang: sc.lang,
    site: sc.site,
    publicSite: sc.publicSite,
    base: sc.base,
    siteId: sc.siteId,
    config: sc.config,
    translations,
    jsonLd: opts.jsonLd ?? false,
    password: opts.password,
    unlockedIds: opts.unlockedIds,
  }
}

export async function eventPresentContext (sc: ServiceContext, rows: EventRow[], opts: PresentOptions = {}): Promise<PresentContext> {
  // Rows read with the caller's scope carry their translation maps (src/repositories/event-rows-sql.ts).
  if (rows.length > 0 && rows.every((r) => r.translationMaps)) {
    const maps = new Map(rows.flatMap((r) => [...r.translationMaps!]))
    return contextWith(sc, (table, group) => maps.get(`${table}:${group}`) ?? {}, opts)
  }
  return presentContext(sc, {
    event: rows,
    venue: rows.flatMap((r) => r.venue ? [r.venue] : []),
    organizer: rows.flatMap((r) => r.organizers.map((o) => o.organizer)),
    term: rows.flatMap((r) => r.terms.map((t) => t.term)),
  }, opts)
}

/** The events as the caller may see them: embedded venues and organizers it may not read (someone else's draft,
 *  pending, private or trashed record) are left out (SPEC §2.5). */
export function withReadableLinks (sc: ServiceContext, rows: EventRow[]): EventRow[] {
  const scope = readScope(sc.caller)
  return rows.map((row) => {
    const venue = row.venue && !inScope(scope, row.venue) ? null : row.venue
    const organizers = row.organizers.filter((o) => inScope(scope, o.organizer))
    return venue === row.venue && organizers.length === row.organizers.length ? row : { ...row, venue, organizers }
  })
}

/** The parameters of a read that change how records are presented (SPEC §3.9). */
export interface PresentQuery { password?: string; context?: string }

/** The PresentQuery of a list's parameters (a kind's list schema may or may not have them). */
export function presentQuery (query: unknown): PresentQuery {
  const text = (name: string): string | undefined => {
    const value: unknown = typeof query === 'object' && query !== null ? Reflect.get(query, name) : undefined
    return typeof value === 'string' ? value : undefined
  }
  return { password: text('password'), context: text('context') }
}

/** How a response presents its records: `single` adds json_ld (single reads), `unblanked` skips password blanking
 *  (write responses are the author's own view, SPEC §3.9), `query` is the read's password and context. */
export interface PresentMode { single: boolean; unblanked: boolean; query: PresentQuery }

/** Events as the caller sees them (SPEC §4.1, §3.9, §2.5): unreadable venues and organizers left out, protected
 *  fields blanked unless unlocked. */
export async function presentEvents (sc: ServiceContext, all: EventRow[], { single, unblanked, query }: PresentMode) {
  const rows = withReadableLinks(sc, all)
  const unlockedIds = editableIds(sc.caller, rows, query.context)
  // A single read got past the password check already; writes answer the author unblanked (SPEC §3.9).
  const pc = await eventPresentContext(sc, rows, { jsonLd: single, password: query.password, unlockedIds })
  return rows.map((row) => presentEvent(pc, row, unblanked || single ? { locked: false } : {}))
}

/** Venues or organizers as the caller sees them (SPEC §4.2, §4.3): protected fields blanked unless unlocked. */
export async function presentPlaces (sc: ServiceContext, kind: 'venue' | 'organizer', rows: Array<Venue | Organizer>, { single, unblanked, query }: PresentMode) {
  const unlockedIds = unblanked ? new Set(rows.map((r) => r.id)) : editableIds(sc.caller, rows, query.context)
  const pc = await presentContext(sc, { [kind]: rows }, { jsonLd: single, password: query.password, unlockedIds })
  return kind === 'venue'
    ? rows.map((row) => presentVenue(pc, row as Venue, { embedded: false, jsonLd: single }))
    : rows.map((row) => presentOrganizer(pc, row as Organizer, { embedded: false, jsonLd: single }))
}

/** Categories or tags (SPEC §4.4). */
export async function presentTerms (sc: ServiceContext, terms: Term[]) {
  const pc = await presentContext(sc, { term: terms })
  return terms.map((t) => presentTerm(pc, t))
}
