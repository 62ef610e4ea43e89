// The writing side of the importer (SPEC §9.5): records checked by ./records.ts compared with what is stored and
// written where they differ, one transaction per batch (a source page), through the repositories the service writes
// with, so that the database's triggers keep the derived data right (term counts, per-day counts, the write version)
// and the post id sequence stays consistent (PostRepository.insertWithId, syncIdSequences). A record equal to its
// stored row is not written at all: a second run changes nothing.
import { searchText } from '../domain/search.js'
import { firstFreeSlug } from '../domain/text.js'
import { restoredSlug } from '../domain/trash.js'
import type { Repositories } from '../repositories/index.js'
import type { PostKind } from '../repositories/posts.js'
import { leaveEvents, trashPost } from '../services/posts/trash.js'
import type { EventRecord, ImageRecord, OrganizerRecord, PostRecord, TermRecord, VenueRecord } from './records.js'

export interface Counts { created: number; updated: number; unchanged: number; trashed: number }
export const noCounts = (): Counts => ({ created: 0, updated: 0, unchanged: 0, trashed: 0 })

export interface StoreContext {
  repos: Repositories
  language: string
  dryRun: boolean
  /** source author id → local user id */
  author: (sourceId: number) => number
  /** a problem that does not stop the record (a link to a record the source did not give) */
  warn: (kind: string, id: number, message: string) => void
  /** the clock of the run (what a pruned record's trash time is) */
  clock: () => Date
}

function same (a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime()
  if (typeof a === 'number' && typeof b === 'number') return a === b || Math.abs(a - b) < 1e-9
  return (a ?? null) === (b ?? null)
}

/** The columns of `desired` whose stored values differ. */
function changed (desired: Record<string, unknown>, stored: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(desired)) if (v !== undefined && !same(v, stored[k])) out[k] = v
  return out
}

/** A stored slug that is the desired one made unique (`-2`, …) counts as the desired one. */
const slugMatches = (stored: string, desired: string): boolean =>
  stored === desired || (stored.startsWith(desired + '-') && /^\d+$/.test(stored.slice(desired.length + 1)))

/** Runs `fn` as one write transaction, or on the plain repositories for a dry run (which then only reads). */
function batch<T> (ctx: StoreContext, fn: (repos: Repositories) => Promise<T>): Promise<T> {
  return ctx.dryRun ? fn(ctx.repos) : ctx.repos.transaction(fn)
}

/** Categories in an order where every parent precedes its children; a parent cycle in the source is cut. */
export function parentsFirst (terms: TermRecord[], warn: StoreContext['warn']): TermRecord[] {
  const byId = new Map(terms.map((t) => [t.id, t]))
  const out: TermRecord[] = []
  const state = new Map<number, 'visiting' | 'done'>()
  const visit = (t: TermRecord): void => {
    if (state.get(t.id) === 'done') return
    state.set(t.id, 'visiting')
    const parent = t.parentId === null ? undefined : byId.get(t.parentId)
    if (parent && state.get(parent.id) === 'visiting') {
      warn(t.kind, t.id, `parent ${parent.id} is also its descendant: stored as a top-level category`)
      t.parentId = null
    } else if (parent) visit(parent)
    state.set(t.id, 'done')
    out.push(t)
  }
  for (const t of terms) visit(t)
  return out
}

/** A category's parent that is neither stored nor in its page yet (the source lists it on a later page): settled by
 *  settleParents once every page was read. */
export interface Deferred { push: (child: number, parent: number, written: boolean) => void }

/** Whether making `parent` the parent of `child` closes a cycle: walks up from `parent` through the parents this
 *  page sets (`pageParents`) or, for other categories, the stored ones. */
async function closesCycle (repos: Repositories, child: number, parent: number, pageParents: Map<number, number | null>): Promise<boolean> {
  let id: number | null = parent
  for (let steps = 0; id !== null; steps++) {
    if (id === child || steps > 10_000) return true
    id = pageParents.has(id) ? pageParents.get(id)! : (await repos.terms.find(id))?.parentId ?? null
  }
  return false
}

/**
 * Stores one page of categories (in parentsFirst order) or tags. A parent in the page or stored is written with its
 * child; one the source gives on a later page is deferred (a new category is stored at the top level meanwhile, a
 * stored one keeps its parent), and `accepted` (dry run) counts the categories of earlier pages as stored.
 */
export async function storeTerms (ctx: StoreContext, records: TermRecord[], deferred: Deferred, accepted: { has: (id: number) => boolean }): Promise<Counts> {
  const counts = noCounts()
  const pageParents = new Map(records.map((r) => [r.id, r.parentId]))
  await batch(ctx, async (repos) => {
    const stored = new Map((await repos.terms.findMany(records.map((r) => r.id))).map((t) => [t.id, t]))
    for (const r of records) {
      const row = stored.get(r.id)
      let parentId = r.parentId
      let later = false
      if (parentId !== null && !pageParents.has(parentId)) {
        const parent = await repos.terms.find(parentId)
        if (parent?.kind === 'category' || (ctx.dryRun && accepted.has(parentId))) {
          if (!ctx.dryRun && await closesCycle(repos, r.id, parentId, pageParents)) {
            ctx.warn(r.kind, r.id, `parent ${parentId} is also its descendant: stored as a top-level category`)
            parentId = null
          }
        } else later = true
      }
      if (later) parentId = row?.parentId ?? null
      pageParents.set(r.id, parentId)
      const desired = { name: r.name, description: r.description, parentId }
      if (!row) {
        counts.created++
        if (later) deferred.push(r.id, r.parentId!, true)
        if (ctx.dryRun) continue
        const slug = await firstFreeSlug(r.slug, (prefix) => repos.terms.slugsStartingWith(r.kind, ctx.language, prefix, r.id))
        await repos.terms.create({ id: r.id, kind: r.kind, language: ctx.language, slug, translationGroup: 0, ...desired })
        continue
      }
      const diff = changed(desired, row)
      if (!slugMatches(row.slug, r.slug)) diff.slug = r.slug
      const written = Object.keys(diff).length > 0
      if (later) deferred.push(r.id, r.parentId!, written)
      if (!written) { counts.unchanged++; continue }
      counts.updated++
      if (ctx.dryRun) continue
      if (diff.slug !== undefined) diff.slug = await firstFreeSlug(r.slug, (prefix) => repos.terms.slugsStartingWith(r.kind, ctx.language, prefix, r.id))
      await repos.terms.update(r.id, diff)
    }
  })
  return counts
}

/**
 * The second pass over the parent links deferred by storeTerms, once every category page was read: a parent now
 * stored (or, in a dry run, accepted from the source) is set unless it closes a cycle; one the source never gave
 * leaves its child at the top level. Ids only, in pages of 50: memory does not grow with the site. A link written in
 * the first pass was counted as created or updated there; any other that changes turns an "unchanged" into "updated".
 */
export async function settleParents (ctx: StoreContext, links: Iterable<{ child: number; parent: number; written: boolean }>, accepted: { has: (id: number) => boolean }, counts: Counts): Promise<void> {
  let page: Array<{ child: number; parent: number; written: boolean }> = []
  const flush = async (): Promise<void> => {
    const todo = page
    page = []
    await batch(ctx, async (repos) => {
      for (const { child, parent, written } of todo) {
        const parentRow = await repos.terms.find(parent)
        let parentId: number | null = parent
        if (parentRow?.kind !== 'category' && !(ctx.dryRun && accepted.has(parent))) {
          ctx.warn('category', child, `parent ${parent} was not imported: stored as a top-level category`)
          parentId = null
        } else if (!ctx.dryRun && await closesCycle(repos, child, parent, new Map())) {
          ctx.warn('category', child, `parent ${parent} is also its descendant: stored as a top-level category`)
          parentId = null
        }
        const row = await repos.terms.find(child)
        if ((row?.parentId ?? null) === parentId) continue
        if (!written && row) { counts.unchanged--; counts.updated++ }
        if (!ctx.dryRun) await repos.terms.update(child, { parentId })
      }
    })
  }
  for (const link of links) {
    page.push(link)
    if (page.length >= 50) await flush()
  }
  if (page.length) await flush()
}

async function storeImage (ctx: StoreContext, repos: Repositories, image: ImageRecord, authorId: number): Promise<void> {
  const [stored] = await repos.media.findMany([image.id])
  const values = { url: image.url, extension: image.extension, mimeType: image.mimeType, width: image.width, height: image.height, filesize: image.filesize, sizes: image.sizes }
  if (stored && Object.keys(changed(values, stored)).length === 0) return
  if (ctx.dryRun) return
  if (!stored) await repos.posts.insertWithId('image', image.id, {})
  await repos.media.upsertWithId(image.id, { ...values, authorId })
}

type AnyPost = VenueRecord | OrganizerRecord | EventRecord

/** Column values of a post record as this service stores them. */
function columnsOf (ctx: StoreContext, r: AnyPost): Record<string, unknown> {
  const data: Record<string, unknown> = { ...r.columns, authorId: ctx.author(r.sourceAuthor) }
  if (r.password !== undefined) data.password = r.password
  return data
}

/**
 * Stores one batch of venues, organizers or events. Events' venues and organizers must be stored before (their links
 * to records that are not stored are dropped with a warning).
 */
export async function storePosts (ctx: StoreContext, kind: PostKind, records: AnyPost[]): Promise<Counts> {
  const counts = noCounts()
  await batch(ctx, async (repos) => {
    const ids = records.map((r) => r.id)
    const stored = new Map<number, Record<string, unknown>>((await repos.posts.findMany(kind, ids)).map((row) => [row.id, row as unknown as Record<string, unknown>]))
    const links = kind === 'event' ? await repos.events.linksOf(ids.filter((id) => stored.has(id))) : new Map()
    const events = kind === 'event' ? await linkTargets(ctx, repos, records as EventRecord[]) : undefined
    for (const r of records) {
      const data = columnsOf(ctx, r)
      if (kind === 'event') {
        const t = events!
        const e = r as EventRecord
        if (e.columns.venueId !== null && !t.venues.has(e.columns.venueId)) {
          ctx.warn('event', r.id, `venue ${e.columns.venueId} was not imported: the event is stored without it`)
          data.venueId = null
        }
        data.searchText = searchText(String(data.title), String(data.excerpt), String(data.description))
      }
      const row = stored.get(r.id)
      const desiredSlug = String(data.slug)
      delete data.slug
      if (r.image) await storeImage(ctx, repos, r.image, Number(data.authorId))
      if (!row) {
        counts.created++
        if (ctx.dryRun) continue
        const slug = await firstFreeSlug(desiredSlug, (prefix) => repos.posts.slugsStartingWith(kind, ctx.language, prefix, r.id))
        await repos.posts.insertWithId(kind, r.id, { ...data, slug, language: ctx.language, translationGroup: r.id })
        if (kind === 'event') await writeLinks(ctx, repos, r as EventRecord, events!, true)
        continue
      }
      const diff = changed(data, row)
      if (!slugMatches(String(row.slug), desiredSlug)) diff.slug = desiredSlug
      const linksChanged = kind === 'event' && !sameLinks(r as EventRecord, events!, links.get(r.id))
      if (Object.keys(diff).length === 0 && !linksChanged) { counts.unchanged++; continue }
      counts.updated++
      if (ctx.dryRun) continue
      if (diff.slug !== undefined) diff.slug = await firstFreeSlug(desiredSlug, (prefix) => repos.posts.slugsStartingWith(kind, ctx.language, prefix, r.id))
      if (Object.keys(diff).length) await repos.posts.update(kind, r.id, diff)
      // A venue or organizer moved to the trash leaves every event (as a DELETE through the API does, SPEC §3.6).
      if (diff.status === 'trash') await leaveEvents(repos, kind, r.id)
      if (linksChanged) await writeLinks(ctx, repos, r as EventRecord, events!, false)
    }
  })
  return counts
}

interface LinkTargets { venues: Set<number>; organizers: Set<number>; categories: Set<number>; tags: Set<number> }

/** Which of the venues, organizers and terms the batch's events name are stored (as that kind). */
async function linkTargets (ctx: StoreContext, repos: Repositories, records: EventRecord[]): Promise<LinkTargets> {
  const postIds = [...new Set(records.flatMap((r) => [...(r.columns.venueId === null ? [] : [r.columns.venueId]), ...r.links.organizerIds]))]
  const kinds = await repos.posts.kindsOfIds(postIds)
  const venues = new Set(postIds.filter((_, i) => kinds[i] === 'venue'))
  const organizers = new Set(postIds.filter((_, i) => kinds[i] === 'organizer'))
  const termIds = [...new Set(records.flatMap((r) => [...r.links.categoryIds, ...r.links.tagIds]))]
  const terms = await repos.terms.kindsOf(termIds)
  const categories = new Set(terms.filter((t) => t.kind === 'category').map((t) => t.id))
  const tags = new Set(terms.filter((t) => t.kind === 'tag').map((t) => t.id))
  if (ctx.dryRun) {
    // Nothing was written: what the source gave counts as stored.
    for (const r of records) {
      if (r.columns.venueId !== null && kinds[postIds.indexOf(r.columns.venueId)] === null) venues.add(r.columns.venueId)
      for (const o of r.links.organizerIds) if (kinds[postIds.indexOf(o)] === null) organizers.add(o)
    }
  }
  return { venues, organizers, categories, tags }
}

function desiredLinks (r: EventRecord, t: LinkTargets): { organizerIds: number[]; categoryIds: number[]; tagIds: number[] } {
  return {
    organizerIds: r.links.organizerIds.filter((id) => t.organizers.has(id)),
    categoryIds: r.links.categoryIds.filter((id) => t.categories.has(id)),
    tagIds: r.links.tagIds.filter((id) => t.tags.has(id)),
  }
}

function sameLinks (r: EventRecord, t: LinkTargets, stored: { organizerIds: number[]; termIds: number[] } | undefined): boolean {
  if (!stored) return false
  const d = desiredLinks(r, t)
  const terms = [...d.categoryIds, ...d.tagIds].sort((a, b) => a - b)
  const storedTerms = [...stored.termIds].sort((a, b) => a - b)
  return d.organizerIds.join(',') === stored.organizerIds.join(',') && terms.join(',') === storedTerms.join(',')
}

async function writeLinks (ctx: StoreContext, repos: Repositories, r: EventRecord, t: LinkTargets, created: boolean): Promise<void> {
  const d = desiredLinks(r, t)
  for (const id of r.links.organizerIds) if (!t.organizers.has(id)) ctx.warn('event', r.id, `organizer ${id} was not imported: the event is stored without it`)
  for (const id of [...r.links.categoryIds, ...r.links.tagIds]) if (!t.categories.has(id) && !t.tags.has(id)) ctx.warn('event', r.id, `term ${id} was not imported: the event is stored without it`)
  await repos.events.setOrganizers(r.id, d.organizerIds, { created })
  await repos.events.setTerms(r.id, { category: d.categoryIds, tag: d.tagIds }, { created })
}

/**
 * --prune: records of the kind in the import's language that the source no longer has are moved to the trash (terms,
 * which have no trash, are deleted; their children move up). Only statuses the source could show are considered
 * (without credentials, published records only), so that an anonymous run never trashes drafts it could not see.
 */
export async function prunePosts (ctx: StoreContext, kind: PostKind, seen: { has: (id: number) => boolean }, statuses: Set<string>): Promise<number> {
  const gone = (await ctx.repos.posts.idsOfLanguage(kind, ctx.language)).filter((r) => !seen.has(r.id) && r.status !== 'trash' && statuses.has(r.status))
  if (ctx.dryRun || gone.length === 0) return gone.length
  for (let i = 0; i < gone.length; i += 50) {
    await ctx.repos.transaction(async (repos) => {
      for (const r of gone.slice(i, i + 50)) {
        // A slug from the source may end like a trashed one already: it does not get the suffix twice.
        await trashPost(repos, kind, { id: r.id, slug: restoredSlug(r.slug), language: ctx.language }, ctx.clock())
      }
    })
  }
  return gone.length
}

export async function pruneTerms (ctx: StoreContext, kind: 'category' | 'tag', seen: { has: (id: number) => boolean }): Promise<number> {
  const gone = (await ctx.repos.terms.idsOfLanguage(kind, ctx.language)).filter((t) => !seen.has(t.id))
  if (ctx.dryRun || gone.length === 0) return gone.length
  await ctx.repos.transaction(async (repos) => {
    for (const { id } of gone) {
      const term = await repos.terms.find(id)
      if (term) await repos.terms.delete(id, term.parentId)
    }
  })
  return gone.length
}

export type { PostRecord }
