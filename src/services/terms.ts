// Categories and tags (SPEC §4.4, §5.3): one service parameterized by kind. Terms have no status, author or
// trash: they are deleted outright, and managing them needs the role of SPEC §2.2.
import type { ServiceContext } from '../context.js'
import { ApiError, ParamProblems, forbidden, invalidParams } from '../errors.js'
import { shown } from '../lib/http/param-messages.js'
import { cleanHtml } from '../domain/html.js'
import { echoParams, type ListResult } from '../lib/http/pagination.js'
import { compareFolded, firstFreeSlug, foldForComparison, slugify } from '../domain/text.js'
import type { Repositories } from '../repositories/index.js'
import type { TermKind, TermRow as Term } from '../repositories/terms.js'
import { canManageTerms, showsEventLinks, unlockOf } from '../domain/access.js'

export type { TermKind }
type Json = Record<string, unknown>

export interface TermWrite { name?: string; description?: string; slug?: string; parent?: unknown; translation_of?: number }
export interface TermListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  exclude?: number[];
  include?: number[];
  order?: string
  orderby?: string;
  hide_empty?: boolean;
  parent?: number;
  post?: number;
  event?: number;
  slug?: string
}

/** Unknown id or an id of the other term kind → 400 for everyone (SPEC §4.4: validation, before permission). */
export async function loadTerm (sc: ServiceContext, kind: TermKind, id: number): Promise<Term> {
  const term = await sc.repos.terms.find(id)
  if (!term || term.kind !== kind) throw invalidParams({ id: `expected the id of an existing ${kind}; got ${id}` })
  return term
}

async function checkParent (sc: ServiceContext, kind: TermKind, parent: unknown, problems: ParamProblems, selfId?: number): Promise<void> {
  if (parent === undefined) return
  if (kind === 'tag') throw new ApiError('rest_taxonomy_not_hierarchical', 400, 'Tags cannot have a parent.')
  const id = Number(parent)
  const found = await sc.repos.terms.find(id)
  if (!found || found.kind !== 'category') problems.add('parent', `expected the id of an existing category; got ${id}`)
  // No cycles (SPEC §4.4): the parent may be neither the category itself nor one of its descendants.
  else if (selfId !== undefined && (id === selfId || (await sc.repos.terms.ancestors('category', id)).includes(selfId))) {
    problems.add('parent', `expected a category that is neither this one nor one of its descendants; got ${id}`)
  }
}

async function nameTaken (sc: ServiceContext, kind: TermKind, name: string, parentId: number | null, selfId?: number): Promise<number | null> {
  // Case-insensitive equality with the same parent, same kind + language (SPEC §4.4).
  const rows = await sc.repos.terms.namedLike(kind, sc.lang, name, parentId)
  const hit = rows.find((r) => r.id !== selfId && r.name.toLowerCase() === name.toLowerCase())
  return hit?.id ?? null
}

/** First free slug among terms of the kind + language (the same rule as posts, SPEC §3.7). */
export function freeTermSlug (repos: Repositories, kind: TermKind, language: string, base: string, selfId?: number): Promise<string> {
  return firstFreeSlug(base, (prefix) => repos.terms.slugsStartingWith(kind, language, prefix, selfId))
}

/** Checks and stores a create or an update (SPEC §4.4); the order of checks of SPEC §2.4. */
export async function writeTerm (sc: ServiceContext, kind: TermKind, input: TermWrite, id?: number): Promise<Term> {
  const existing = id !== undefined ? await loadTerm(sc, kind, id) : undefined
  const problems = new ParamProblems()
  await checkParent(sc, kind, input.parent, problems, id)
  let slug: string | undefined
  if (input.slug !== undefined) {
    slug = slugify(input.slug)
    if (slug === '') problems.add('slug', 'The slug has no usable characters.')
  }
  let group: number | undefined
  if (!existing && input.translation_of !== undefined) {
    const source = await sc.repos.terms.find(input.translation_of)
    if (!source || source.kind !== kind) problems.add('translation_of', `No ${kind} with id ${input.translation_of}.`)
    else {
      group = source.translationGroup || source.id
      if (await sc.repos.terms.countInGroup(group, sc.lang) > 0) problems.add('translation_of', `The translation group already has a term in "${sc.lang}".`)
    }
  }
  problems.throwIfAny()
  if (!canManageTerms(sc.caller, kind)) throw forbidden(sc.caller !== null)
  // The checks against other terms and the write are one transaction (one writer at a time: repositories/index.ts): of parallel
  // creates of one name, one is stored and the others answer term_exists, on both databases.
  return sc.repos.transaction((repos) => storeTerm({ ...sc, repos }, kind, input, slug, group, existing), { retryOnConflict: true })
}

/** The rest of writeTerm, inside its transaction: the checks against other terms (which may have changed since the
 *  parameter checks), then the row. */
async function storeTerm (sc: ServiceContext, kind: TermKind, input: TermWrite, slug: string | undefined, group: number | undefined, loaded?: Term): Promise<Term> {
  const existing = loaded && await loadTerm(sc, kind, loaded.id)
  const id = existing?.id
  const problems = new ParamProblems()
  await checkParent(sc, kind, input.parent, problems, id)
  problems.throwIfAny()
  const language = existing?.language ?? sc.lang
  const name = input.name?.trim() ?? existing!.name
  const parentId = input.parent !== undefined ? Number(input.parent) : (existing?.parentId ?? null)
  const dup = await nameTaken(sc, kind, name, parentId, id)
  if (dup !== null && (input.name !== undefined || input.parent !== undefined)) {
    throw new ApiError('term_exists', 400, 'A term with the name provided already exists with this parent.', { term_id: dup })
  }
  // On update a taken explicit slug is refused; on create it is made unique like a generated one (SPEC §3.7).
  if (existing && slug !== undefined && slug !== existing.slug) {
    const clash = await sc.repos.terms.findBySlug(kind, language, slug)
    if (clash && clash.id !== id) throw new ApiError('duplicate_term_slug', 400, `The slug "${slug}" is already in use by another term.`)
  }
  const data: Json = { name, parentId }
  if (input.description !== undefined) data.description = cleanHtml(input.description)
  if (slug !== undefined) data.slug = slug
  if (existing) {
    // An update that changes no stored value writes nothing (issue 42): no change-log entry, no webhook.
    if (Object.entries(data).every(([k, v]) => Reflect.get(existing, k) === v)) return existing
    return sc.repos.terms.update(existing.id, data)
  }
  return sc.repos.terms.create({
    kind,
    language,
    name,
    parentId,
    description: cleanHtml(input.description ?? ''),
    slug: await freeTermSlug(sc.repos, kind, language, slug ?? (slugify(name) || kind)),
    translationGroup: group ?? 0,
  })
}

/** Deletes outright; children move up to the deleted category's parent (SPEC §4.4). Returns the last state. */
export async function deleteTerm (sc: ServiceContext, kind: TermKind, id: number): Promise<Term> {
  await loadTerm(sc, kind, id)
  if (!canManageTerms(sc.caller, kind)) throw forbidden(sc.caller !== null)
  // Loaded again in the transaction: of parallel DELETEs one deletes, the others find no term (400, SPEC §4.4).
  return sc.repos.transaction(async (repos) => {
    const term = await loadTerm({ ...sc, repos }, kind, id)
    await repos.terms.delete(id, term.parentId)
    return term
  }, { retryOnConflict: true })
}

const ORDER_COLUMNS: Record<string, keyof Term> = { id: 'id', name: 'name', slug: 'slug', description: 'description', term_group: 'id' }

/** Whether term `t` matches a search (SPEC §5.3): its name or slug contains the folded search (SPEC §3.10). */
const termMatches = (folded: string) => (t: Term): boolean =>
  foldForComparison(t.name).includes(folded) || foldForComparison(t.slug).includes(folded)

/**
 * Lists (SPEC §5.3). Term tables are small, so searching, and ordering by name, slug, include order or count, happen
 * here: a search reads the terms the list would read without it. Text is compared ignoring case, accents and
 * compatibility forms (SPEC §3.10, `foldForComparison`), which neither database's LIKE or ORDER BY does the same way;
 * here both databases give the same answer.
 */
export async function listTerms (sc: ServiceContext, kind: TermKind, q: TermListQuery, maxPerPage: number): Promise<ListResult<Term>> {
  const problems = new ParamProblems()
  const perPage = Math.min(q.per_page ?? sc.config.postsPerPage, maxPerPage)
  const page = q.page ?? 1
  const idsExist = async (name: string, ids: number[] | undefined) => {
    if (!ids?.length) return
    const found = await sc.repos.terms.idsOfKind(kind, ids)
    if (found.length !== new Set(ids).size) problems.add(name, `expected ids of existing ${kind === 'category' ? 'categories' : 'tags'}; got ${shown(ids.join(','))}`)
  }
  await idsExist('include', q.include)
  await idsExist('exclude', q.exclude)
  let parentId: number | undefined
  if (kind === 'category' && q.parent !== undefined) {
    const parent = q.parent > 0 ? await sc.repos.terms.find(q.parent) : null
    if (!parent || parent.kind !== 'category') problems.add('parent', `expected the id of an existing category; got ${q.parent}`)
    parentId = q.parent
  }
  const eventId = q.event ?? q.post
  const event = eventId === undefined ? null : await sc.repos.posts.find('event', eventId)
  if (eventId !== undefined && event === null) problems.add(q.event !== undefined ? 'event' : 'post', `expected the id of an existing event; got ${eventId}`)
  problems.throwIfAny()
  // The terms of an event the caller may not read, or of a protected one, are not shown (SPEC §2.5).
  if (event !== null && !showsEventLinks(sc.caller, unlockOf(sc.caller, {}), event)) return { rows: [], total: 0, page, perPage, echo: echoParams(q as Json, perPage) }
  const rows = await sc.repos.terms.list({
    kind,
    language: sc.lang,
    include: q.include,
    exclude: q.exclude,
    parentId,
    eventId,
    slug: q.slug === undefined ? undefined : slugify(q.slug),
    nonEmpty: q.hide_empty !== false,
  })
  const found = q.search !== undefined ? rows.filter(termMatches(foldForComparison(q.search))) : rows
  const dir = (q.order ?? 'asc').toLowerCase() === 'desc' ? -1 : 1
  const orderby = q.orderby ?? 'name'
  // Texts are folded once per term, not once per comparison.
  const key = (t: Term): string | number => {
    if (orderby === 'count') return t.eventCount
    if (orderby === 'include') return q.include?.indexOf(t.id) ?? t.id
    if (orderby === 'include_slugs') return foldForComparison(t.slug)
    const v = t[ORDER_COLUMNS[orderby] ?? 'name']
    return typeof v === 'string' ? foldForComparison(v) : Number(v)
  }
  const keyed = found.map((t) => ({ t, k: key(t) }))
  keyed.sort((a, b) => {
    const order = typeof a.k === 'string' && typeof b.k === 'string' ? compareFolded(a.k, b.k) : Number(a.k) - Number(b.k)
    return (order || a.t.id - b.t.id) * dir
  })
  const sorted = keyed.map((x) => x.t)
  const echo = echoParams(q as Json, perPage)
  return { rows: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length, page, perPage, echo }
}
