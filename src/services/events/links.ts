// Linking rules of event writes (SPEC §4.1): venue, organizers, categories and tags by id, by `{id}`, by a nested
// object that creates the venue/organizer, or (terms) by slug or name. Checked with the event's other parameters
// (SPEC §2.4 step 5); nested records are created only after the permission check, inside the event's transaction.
import { TypeCompiler } from '@sinclair/typebox/compiler'
import type { ServiceContext } from '../../context.js'
import { ApiError, type ParamProblems } from '../../errors.js'
import { normalizeObject } from '../../lib/http/params.js'
import { aOrAn, dotted, reasonFor, shown } from '../../lib/http/param-messages.js'
import { MAX_NEW_TERMS } from '../../domain/limits.js'
import { slugify } from '../../domain/text.js'
import '../../schemas/formats.js'
import { OrganizerCreateBody } from '../../schemas/organizer.js'
import { VenueCreateBody } from '../../schemas/venue.js'
import { isRecordId } from '../../repositories/posts.js'
import type { TermKind } from '../../repositories/terms.js'
import { readScope } from '../../domain/access.js'
import { linkedServices, type LinkedKind } from '../linked-posts.js'
import { freeTermSlug } from '../terms.js'

type Json = Record<string, unknown>
/** A resolved reference: an existing record id, or a nested object to create. */
type Ref = { id: number } | { create: Json }

export interface EventLinks {
  venue?: Ref | null
  organizer?: Ref[]
  categories?: Array<number | string>
  tags?: Array<number | string>
}

const checkers = { venue: TypeCompiler.Compile(VenueCreateBody), organizer: TypeCompiler.Compile(OrganizerCreateBody) }
const bodies = { venue: VenueCreateBody, organizer: OrganizerCreateBody }
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The reason of a nested venue/organizer object that its create schema refuses: its first problem, by path
 *  (`venue.latitude: expected a number from -90 to 90 or ""; got 100`). */
function fieldsReason (kind: LinkedKind, fields: Json): string {
  const first = checkers[kind].Errors(fields).First()
  if (!first) return `expected the fields of a new ${kind}; got ${shown(fields)}`
  return `${dotted(kind, first.path.split('/').slice(1))}: ${reasonFor(first.schema, first.value)}`
}

/** The reason of a nested object that the kind's own checks refused: theirs, under the object's path. */
function nestedReason (kind: LinkedKind, err: ApiError): string {
  const params = err.data.params
  const [name, reason] = Object.entries(typeof params === 'object' && params !== null && !Array.isArray(params) ? params : {})[0] ?? []
  return typeof reason === 'string' ? `${kind}.${reason.startsWith(`${name}:`) ? reason : `${String(name)}: ${reason}`}` : `${kind}: ${err.message}`
}

const refId = (value: unknown): number | undefined => typeof value === 'number' ? value : isObject(value) && value.id !== undefined ? Number(value.id) : undefined

/** The ids among the venue and organizer references of a write that name a record of that kind the caller may read
 *  (SPEC §2.5: others are unknown), in one query for both kinds. */
async function readableIds (sc: ServiceContext, values: Record<LinkedKind, unknown[]>): Promise<Record<LinkedKind, Set<number>>> {
  const ids = (kind: LinkedKind) => values[kind].map(refId).filter((id): id is number => id !== undefined && isRecordId(id))
  const wanted = { venue: ids('venue'), organizer: ids('organizer') }
  const out: Record<LinkedKind, Set<number>> = { venue: new Set(), organizer: new Set() }
  if (wanted.venue.length + wanted.organizer.length === 0) return out
  for (const r of await sc.repos.posts.idsInScope(wanted, readScope(sc.caller))) out[r.kind as LinkedKind].add(r.id)
  return out
}

/** `readable`: the readable ids of the request (see readableIds); `groups`: translation groups that nested records of
 *  this request already join (see checkEventLinks). */
async function resolveRef (sc: ServiceContext, kind: LinkedKind, value: unknown, problems: ParamProblems, readable: Set<number>, groups = new Set<number>()): Promise<Ref | undefined> {
  const id = refId(value)
  if (id !== undefined) {
    if (!readable.has(id)) { problems.add(kind, `expected the id of ${aOrAn(kind)} you may read; got ${shown(id)}`); return undefined }
    return { id }
  }
  if (!isObject(value)) { problems.add(kind, `expected ${aOrAn(kind)} id, {"id": 12} or the fields of a new ${kind}; got ${shown(value)}`); return undefined }
  const fields = normalizeObject(bodies[kind], value)
  if (!checkers[kind].Check(fields)) { problems.add(kind, fieldsReason(kind, fields)); return undefined }
  let group: number | undefined
  try {
    group = (await linkedServices[kind].service.check(sc, fields, { update: false })).translationGroup
  } catch (err) {
    if (!(err instanceof ApiError)) throw err
    problems.add(kind, nestedReason(kind, err))
    return undefined
  }
  // Two new organizers joining one translation group in one language pass this check each, and the second create
  // then fails (found by test/property/hostile-input.test.ts, when nested records were still created before the
  // event's transaction and that failure left the first stored). Refuse the pair here, with the other parameters.
  if (group !== undefined) {
    if (groups.has(group)) { problems.add(kind, `expected new ${kind}s of different translation groups; got two joining group ${group}`); return undefined }
    groups.add(group)
  }
  return { create: fields }
}

const TERM_PARAMS = [['categories', 'category'], ['tags', 'tag']] as const

const isEmptyRef = (v: unknown) => v === 0 || v === '' || (Array.isArray(v) && v.length === 0)

export async function checkEventLinks (sc: ServiceContext, input: Json, problems: ParamProblems): Promise<EventLinks> {
  const links: EventLinks = {}
  const organizers = input.organizer === undefined ? [] : Array.isArray(input.organizer) ? input.organizer : [input.organizer]
  const venue = input.venue === undefined || isEmptyRef(input.venue) ? [] : [input.venue]
  const readable = await readableIds(sc, { venue, organizer: organizers })
  if (input.venue !== undefined) {
    if (isEmptyRef(input.venue)) links.venue = null
    else {
      const ref = await resolveRef(sc, 'venue', input.venue, problems, readable.venue)
      if (ref) links.venue = ref
    }
  }
  if (input.organizer !== undefined) {
    const refs: Ref[] = []
    const groups = new Set<number>()
    for (const item of organizers) {
      const ref = await resolveRef(sc, 'organizer', item, problems, readable.organizer, groups)
      if (ref) refs.push(ref)
    }
    links.organizer = refs
  }
  for (const [param] of TERM_PARAMS) {
    if (input[param] !== undefined) links[param] = input[param] as Array<number | string>
  }
  await checkNewTerms(sc, links, problems)
  return links
}

/** Creates the nested venues/organizers (after the permission check, in the event's transaction: `sc.repos` is bound
 *  to it); returns ids in link order. */
export async function createNestedRecords (sc: ServiceContext, links: EventLinks): Promise<{ venueId?: number | null; organizerIds?: number[] }> {
  const create = async (kind: LinkedKind, ref: Ref): Promise<number> => {
    if ('id' in ref) return ref.id
    try {
      return (await linkedServices[kind].service.create(sc, ref.create)).id
    } catch (err) {
      if (err instanceof ApiError && err.statusCode < 500) throw err
      throw Object.assign(new ApiError(`could-not-create-${kind}`, 400, `The ${kind} could not be created.`), { cause: err })
    }
  }
  const out: { venueId?: number | null; organizerIds?: number[] } = {}
  if (links.venue !== undefined) out.venueId = links.venue === null ? null : await create('venue', links.venue)
  if (links.organizer !== undefined) {
    const ids: number[] = []
    for (const ref of links.organizer) {
      const id = await create('organizer', ref)
      if (!ids.includes(id)) ids.push(id)
    }
    out.organizerIds = ids
  }
  return out
}

/** Term items resolved against the stored terms: ids in item order (undefined where a name matched nothing; numeric
 *  items as they are, see resolveTerms), and the names that matched nothing (each once). At most two queries whatever
 *  the number of items (SPEC §7: ≤ 100), none when every item is a number. */
interface ResolvedTerms { ids: Array<number | undefined>; missing: string[] }

/** New names that would find each other's term once created (by slug, else by name) make one term. */
const newTermKey = (name: string): string => slugify(name) || name.toLowerCase()

/** Numeric items are ids: those of no term of the kind are skipped (SPEC §4.1) by the statement that writes the links
 *  (EventRepository.setTerms), which checks them in the same step. Strings match by slug, then by name ignoring case. */
async function resolveTerms (sc: ServiceContext, kind: 'category' | 'tag', items: Array<number | string>): Promise<ResolvedTerms> {
  const names = items.filter((i): i is string => typeof i === 'string').map((n) => n.trim())
  const slugs = [...new Set(names.map(slugify).filter((s) => s !== ''))]
  const bySlug = new Map((slugs.length ? await sc.repos.terms.bySlugs(kind, sc.lang, slugs) : []).map((t) => [t.slug, t.id]))
  const unmatched = [...new Set(names.filter((n) => !bySlug.has(slugify(n))))]
  const byName = new Map<string, number>()
  for (const t of unmatched.length ? await sc.repos.terms.namedLikeAny(kind, sc.lang, unmatched) : []) {
    const key = t.name.toLowerCase()
    if (!byName.has(key) || t.id < byName.get(key)!) byName.set(key, t.id)
  }
  const missing = new Map<string, string>()
  const ids = items.map((item) => {
    if (typeof item === 'number') return item
    const name = item.trim()
    const id = bySlug.get(slugify(name)) ?? byName.get(name.toLowerCase())
    if (id === undefined && !missing.has(newTermKey(name))) missing.set(newTermKey(name), name)
    return id
  })
  return { ids, missing: [...missing.values()] }
}

/** SPEC §7: one event write creates at most MAX_NEW_TERMS terms (categories and tags together). A parameter check:
 *  the write's transaction resolves the names again, and a term created meanwhile only lowers the number. */
async function checkNewTerms (sc: ServiceContext, links: EventLinks, problems: ParamProblems): Promise<void> {
  const counts: Array<[string, number]> = []
  for (const [param, kind] of TERM_PARAMS) {
    const items = links[param]
    if (items?.some((i) => typeof i === 'string')) counts.push([param, (await resolveTerms(sc, kind, items)).missing.length])
  }
  if (counts.reduce((sum, [, n]) => sum + n, 0) <= MAX_NEW_TERMS) return
  const total = counts.reduce((sum, [, n]) => sum + n, 0)
  for (const [param, n] of counts) if (n > 0) problems.add(param, `expected at most ${MAX_NEW_TERMS} new terms per write (categories and tags together; existing ones do not count); got ${total}`)
}

/** Term items → term ids (numeric items unchecked, see resolveTerms), creating a term (in the event's language) for
 *  each name that matched none. Duplicates collapse. Inside the event's transaction. */
async function termIds (sc: ServiceContext, kind: 'category' | 'tag', items: Array<number | string>): Promise<number[]> {
  const { ids, missing } = await resolveTerms(sc, kind, items)
  const created = new Map<string, number>()
  for (const name of missing) {
    const slug = await freeTermSlug(sc.repos, kind, sc.lang, slugify(name) || kind)
    created.set(newTermKey(name), (await sc.repos.terms.create({ kind, language: sc.lang, name, slug, parentId: null, description: '', translationGroup: 0 })).id)
  }
  const out: number[] = []
  items.forEach((item, i) => {
    const id = ids[i] ?? (typeof item === 'string' ? created.get(newTermKey(item.trim())) : undefined)
    if (id !== undefined && !out.includes(id)) out.push(id)
  })
  return out
}

/** Writes the event's organizer and term links (inside the event's transaction: `sc.repos` is bound to it): a
 *  statement per table, and none to remove links from an event the write creates (`created`). */
export async function writeEventLinks (sc: ServiceContext, eventId: number, links: EventLinks, organizerIds: number[] | undefined, created: boolean): Promise<void> {
  if (organizerIds !== undefined) await sc.repos.events.setOrganizers(eventId, organizerIds, { created })
  const terms: Partial<Record<TermKind, number[]>> = {}
  for (const [param, kind] of TERM_PARAMS) {
    const items = links[param]
    if (items !== undefined) terms[kind] = await termIds(sc, kind, items)
  }
  if (Object.keys(terms).length > 0) await sc.repos.events.setTerms(eventId, terms, { created })
}
