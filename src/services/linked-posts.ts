// Venues and organizers (SPEC §4.2, §4.3, §5.2): the post kinds that events link to. One rules factory and
// one list query serve both; the differences are the declarative specs at the bottom of this file.
import type { ServiceContext } from '../context.js'
import { ApiError, ParamProblems } from '../errors.js'
import { wallClockToNaive } from '../domain/dates.js'
import { echoParams, type ListResult } from '../lib/http/pagination.js'
import type { PlaceKind as LinkedKind, PlaceListFilter } from '../repositories/places.js'
import { canListUnpublished, editScope, isUnlockedBy, listScope, showsEventLinks, unlockOf, type Unlock } from '../domain/access.js'
import { PostService, trashedReadableByOwnerOrEditor, type CheckedWrite, type PostRow, type PostRules, type PreparedWrite } from './posts/service.js'
import { checkCommonWrite, checkName, commonColumns, publishedAtOf, type CommonWriteInput } from './posts/writes.js'
import { listStatuses, slugBase, type PostKind } from './posts/rules.js'
import { foldForComparison } from '../domain/text.js'

type Json = Record<string, unknown>

interface LinkedKindSpec {
  kind: LinkedKind
  /** write parameter holding the name (stored as `title`) */
  nameParam: LinkedKind
  /** string parameters stored verbatim under the same column name */
  textFields: string[]
  /** duplicate detection (SPEC §4.2/§4.3): parameters compared case-insensitively; `address` by words */
  duplicateFields: string[]
  /** columns searched by `search` (SPEC §5.2) */
  searchFields: string[]
  /** those of them a protected record shows without its password (SPEC §3.9: not blanked) */
  unblankedSearchFields: string[]
  /** kind-specific columns (venue: flags, coordinates, stateprovince) */
  extraColumns? (input: Json, existing: Json | undefined, data: Json): void
}

const lower = (v: unknown) => String(v ?? '').toLowerCase()

/** Duplicate detection on create: a non-trashed record of the same language matching every non-empty field sent,
 *  among the records the caller may edit (SPEC §2.5: another user's record is never taken over). */
async function findDuplicate (sc: ServiceContext, spec: LinkedKindSpec, input: Json): Promise<number | null> {
  const name = String(input[spec.nameParam] ?? '').trim()
  if (name === '') return null
  // Names are compared here with full Unicode case folding (SQLite's LIKE folds ASCII only): read the names
  // of the language's candidates, then the full rows of the few whose name matches.
  const names = await sc.repos.places.names(spec.kind, sc.lang, editScope(sc.caller))
  const ids = names.filter((n) => lower(n.title).trim() === lower(name)).map((n) => n.id)
  if (ids.length === 0) return null
  const candidates = await sc.repos.places.byIds(spec.kind, ids)
  const column = (p: string) => p === spec.nameParam ? 'title' : p
  const match = candidates.find((c) => spec.duplicateFields.every((p) => {
    const sent = p === spec.nameParam ? name : input[p]
    if (sent === undefined || sent === '') return true
    if (p === 'address') return lower(sent).split(/\s+/).filter(Boolean).every((w) => lower(c.address).includes(w))
    return lower(sent).trim() === lower(c[column(p)]).trim()
  }))
  return match ? Number(match.id) : null
}

function linkedRules<Row extends PostRow> (spec: LinkedKindSpec): PostRules<Row> {
  const kind = spec.kind
  return {
    kind,
    hydrate: (sc, rows) => sc.repos.media.attachImages(rows as Array<Row & { imageId: number | null }>),
    existenceIsValidation: true,
    missing: (id) => new ApiError('rest_invalid_param', 400, 'Some parameters are not valid: id', { params: { id: `No ${kind} with id ${id}.` }, details: {} }),
    async check (sc, input, mode) {
      const problems = new ParamProblems()
      const checked: CheckedWrite = { input, data: {} }
      await checkCommonWrite(sc, kind, input, { update: mode.update, imageClearOnCreate: true }, sc.config.timezone, problems, checked)
      checkName(spec.nameParam, input[spec.nameParam], problems)
      problems.throwIfAny()
      return checked
    },
    prepare (sc, { input, ...found }, stored) {
      const out: PreparedWrite = { ...found, data: { ...found.data } }
      const common = input as CommonWriteInput
      const existing = stored as unknown as (Json & { status: string; publishedAt: Date }) | undefined
      // The dates were checked with the others, in the same zone.
      commonColumns(sc, common, existing, publishedAtOf(sc, common, sc.config.timezone, new ParamProblems()), out.data)
      const name = input[spec.nameParam]
      if (typeof name === 'string') out.data.title = name.trim()
      for (const f of spec.textFields) if (typeof input[f] === 'string') out.data[f] = input[f]
      spec.extraColumns?.(input, existing, out.data)
      // Venue/organizer slugs come from the name at creation and do not follow renames (SPEC §3.7).
      if (!existing) out.slugBase = slugBase(String(out.data.title ?? ''), kind)
      return out
    },
    async duplicateOf (sc, input, prepared) {
      const id = await findDuplicate(sc, spec, input)
      // The match fields already equal the stored ones: only the other sent fields are applied (SPEC §4.2), and never
      // the author, status or publication date the create defaulted (SPEC §2.5).
      if (id !== null) for (const p of [...spec.duplicateFields, 'authorId', 'status', 'publishedAt']) delete prepared.data[p === spec.nameParam ? 'title' : p]
      return id
    },
    trashedRead: trashedReadableByOwnerOrEditor(kind),
    refusesLockedRead: false,
  }
}

// ---------------------------------------------------------------- list (SPEC §5.2)

export interface LinkedListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  event?: number;
  has_events?: boolean
  only_with_upcoming?: boolean;
  status?: string[];
  password?: string;
  context?: string
}

/** Search fragments: runs of letters, digits and `-`; everything else separates (SPEC §5.2). */
export const searchFragments = (s: string): string[] => s.match(/[\p{L}\p{N}-]+/gu) ?? []

/**
 * Ids of the records of the list where one searchable field contains every fragment, in list order (newest publication
 * first), ignoring case, accents and compatibility forms (SPEC §3.10, `foldForComparison`), which neither database's
 * LIKE does: the fields are read and matched here. Venue and organizer tables are small (thousands), unlike events.
 * The search is folded before it is cut, so that a mark (`e\u0301`) does not split a fragment. The blanked fields of
 * a protected record match nothing (SPEC §2.5).
 */
async function searchIds (sc: ServiceContext, spec: LinkedKindSpec, filter: PlaceListFilter, search: string, unlock: Unlock): Promise<number[]> {
  const fragments = searchFragments(foldForComparison(search))
  const rows = await sc.repos.places.searchable(spec.kind, filter, [...spec.searchFields, 'password', 'authorId', 'status', 'publishedAt'])
  return rows
    .filter((r) => (isUnlockedBy(unlock, r as { password: string; authorId: number; status: string }) ? spec.searchFields : spec.unblankedSearchFields)
      .some((f) => { const v = foldForComparison(String(r[f] ?? '')); return fragments.every((frag) => v.includes(frag)) }))
    .sort((a, b) => Number(b.publishedAt) - Number(a.publishedAt) || Number(b.id) - Number(a.id))
    .map((r) => Number(r.id))
}

async function listLinked (sc: ServiceContext, spec: LinkedKindSpec, q: LinkedListQuery, maxPerPage: number): Promise<ListResult<Json>> {
  const problems = new ParamProblems()
  const perPage = Math.min(q.per_page ?? sc.config.postsPerPage, maxPerPage)
  const page = q.page ?? 1
  const mayList = canListUnpublished(sc.caller)
  const statuses = listStatuses(sc.caller, q.status, mayList, problems)
  const filter: PlaceListFilter = { language: sc.lang, scope: listScope(sc.caller, statuses) }
  const unlock = unlockOf(sc.caller, q)
  if (q.event !== undefined) {
    const event = await sc.repos.posts.find('event', q.event)
    if (event === null) problems.add('event', `expected the id of an existing event; got ${q.event}`)
    else filter.eventId = q.event
    // The venue and organizers of an event the caller may not read, or of a protected one, are not shown (SPEC §2.5).
    if (event !== null && !showsEventLinks(sc.caller, unlock, event)) filter.ids = []
  }
  problems.throwIfAny()
  // has_events ignores trashed and unpublished-draft events (SPEC §5.2, §8.13).
  if (q.has_events !== undefined) filter.hasEvents = q.has_events
  if (q.only_with_upcoming === true) filter.upcoming = { statuses, from: wallClockToNaive(sc.now) }
  // A search's matches are paged here: they may be more than a query can name as parameters.
  const matched = q.search !== undefined && filter.ids === undefined ? await searchIds(sc, spec, filter, q.search, unlock) : undefined
  const { rows, total } = matched
    ? { rows: await sc.repos.places.inOrder(spec.kind, matched.slice((page - 1) * perPage, page * perPage)), total: matched.length }
    : await sc.repos.places.list(spec.kind, filter, page, perPage)
  // only_with_upcoming compares with the current second: the answer changes with every moment.
  return { rows, total, page, perPage, echo: echoParams(q as Json, perPage), clock: q.only_with_upcoming === true ? 'live' : undefined }
}

// ---------------------------------------------------------------- the two kinds

/** `stateprovince` (SPEC §4.2): the state for US/empty countries, else the province, unless sent. */
function deriveStateProvince (input: Json, existing: Json | undefined, data: Json): void {
  const sent = input.stateprovince
  if (typeof sent === 'string' && sent !== '') return
  const touched = ['state', 'province', 'country', 'stateprovince'].some((k) => input[k] !== undefined)
  if (existing && !touched) return
  const eff = (k: string) => String(input[k] ?? existing?.[k] ?? '')
  const country = eff('country').trim().toLowerCase()
  const state = eff('state')
  const province = eff('province')
  data.stateprovince = state !== '' && (country === '' || country === 'us' || country === 'united states') ? state : province
}

export const venueSpec: LinkedKindSpec = {
  kind: 'venue',
  nameParam: 'venue',
  textFields: ['address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'stateprovince'],
  duplicateFields: ['venue', 'description', 'city', 'province', 'state', 'stateprovince', 'zip', 'phone', 'address'],
  searchFields: ['title', 'description', 'excerpt', 'address', 'city', 'province', 'state', 'stateprovince', 'zip', 'phone'],
  unblankedSearchFields: ['state'],
  extraColumns (input, existing, data) {
    if (input.show_map !== undefined) data.showMap = input.show_map
    if (input.show_map_link !== undefined) data.showMapLink = input.show_map_link
    for (const axis of ['latitude', 'longitude'] as const) {
      if (input[axis] !== undefined) data[axis] = input[axis] === '' ? null : Number(input[axis])
    }
    deriveStateProvince(input, existing, data)
  },
}

export const organizerSpec: LinkedKindSpec = {
  kind: 'organizer',
  nameParam: 'organizer',
  textFields: ['phone', 'email'],
  duplicateFields: ['organizer', 'description', 'phone', 'email', 'website'],
  searchFields: ['title', 'description', 'excerpt', 'phone', 'email', 'website'],
  unblankedSearchFields: [],
}

export const venues = new PostService<PostRow & Json>(linkedRules(venueSpec))
export const organizers = new PostService<PostRow & Json>(linkedRules(organizerSpec))

export const linkedServices: Record<LinkedKind, { spec: LinkedKindSpec; service: PostService<PostRow & Json> }> = {
  venue: { spec: venueSpec, service: venues },
  organizer: { spec: organizerSpec, service: organizers },
}

export const listVenuesOrOrganizers = (sc: ServiceContext, kind: LinkedKind, q: LinkedListQuery, max: number) =>
  listLinked(sc, linkedServices[kind].spec, q, max)

export type { LinkedKind, PostKind }
