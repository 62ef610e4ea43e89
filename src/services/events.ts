// Event rules (SPEC §4.1, §5.1) on top of the shared post-kind mechanics of ./posts.ts.
import { DateTime } from 'luxon'
import { ApiError, ParamProblems } from '../errors.js'
import { endOfDay, isValidTimezone, luxonZone, naiveToWallClock, parseDateInput, startOfDay, wallClockToNaive } from '../lib/dates.js'
import { slugify } from '../lib/text.js'
import { MAX_PER_PAGE, echoParams, type ListResult } from '../lib/pagination.js'
import type { Prisma } from '../generated/prisma/client.js'
import type { EventListFilters, EventWrite } from '../schemas/event.js'
import { eventInclude, type EventRow } from '../presenters/event.js'
import { canListUnpublished } from './access.js'
import type { ServiceContext } from './context.js'
import {
  kindOfId, listStatuses, slugBase,
} from './posts.js'
import { checkCommonWrite, checkName, commonColumns } from './post-writes.js'
import { PostService, type PostRules, type PreparedWrite } from './post-service.js'
import { venuesWithin } from './geo.js'
import { checkEventLinks, createNestedRecords, writeEventLinks, type EventLinks } from './event-links.js'

/** Events: unknown id/0 → 404, id of another kind → 400 (SPEC §4.1 "Read and delete"); a handler check. */
function missingEvent (id: number, otherKind: string | null): ApiError {
  return otherKind
    ? new ApiError('rest-invalid-event-id', 400, `Record ${id} is not an event.`)
    : new ApiError('rest-event-not-found', 404, 'The requested event was not found.')
}

/** Timezone an input without offset is read in: the request's `timezone`, else the event's, else the site's. */
function writeZone (sc: ServiceContext, input: EventWrite, existing?: { timezone: string }): string {
  if (input.timezone !== undefined && input.timezone !== '' && isValidTimezone(input.timezone)) return input.timezone
  if (input.timezone === '') return sc.config.timezone
  return existing?.timezone ?? sc.config.timezone
}

const costEntries = (cost: EventWrite['cost']): string[] | null => {
  if (cost === undefined) return null
  const list = (Array.isArray(cost) ? cost : [cost]).map((c) => String(c).trim()).filter((c) => c !== '')
  return list.length === 0 ? null : list
}

/**
 * Validates an event write and turns it into columns (SPEC §4.1). Everything that can be checked without the
 * stored event is a parameter check (SPEC §2.4 step 5) and is reported together; `existing` is the stored event
 * on updates (absent fields keep their values: every update is partial).
 */
async function prepareEventWrite (sc: ServiceContext, input: EventWrite, mode: { update: boolean; existing?: EventRow }): Promise<PreparedWrite> {
  const existing = mode.existing
  const problems = new ParamProblems()
  const data: Record<string, unknown> = {}
  const out: PreparedWrite = { data }
  const now = sc.now

  const zone = writeZone(sc, input, existing)
  const lz = luxonZone(zone)

  // Dates: parsed in the write zone; offsets and timestamps are converted into it (SPEC §3.5, §8.12).
  const parseLocal = (name: 'start_date' | 'end_date'): DateTime | undefined => {
    const v = input[name]
    if (v === undefined) return undefined
    const dt = parseDateInput(v, zone, now.setZone(lz))
    if (!dt) { problems.add(name, 'Invalid date.'); return undefined }
    return dt
  }
  const start = parseLocal('start_date')
  const end = parseLocal('end_date')
  const publishedAt = await checkCommonWrite(sc, 'event', input, { update: mode.update, imageClearOnCreate: false }, zone, problems, out)
  checkName('title', input.title, problems)
  const links = await checkEventLinks(sc, input as Record<string, unknown>, problems)
  let slug: string | undefined
  if (input.slug !== undefined) {
    slug = slugify(input.slug)
    if (slug === '') problems.add('slug', 'The slug has no usable characters.')
  }
  problems.throwIfAny()
  out.links = links
  if (mode.update && !existing) return out // parameter checks only (SPEC §2.4 step 5)

  // ---- columns ----
  commonColumns(sc, input, existing, publishedAt, data)
  if (input.title !== undefined) data.title = input.title.trim()
  if (input.excerpt !== undefined) data.excerpt = input.excerpt
  for (const [param, column] of [['show_map', 'showMap'], ['show_map_link', 'showMapLink'], ['hide_from_listings', 'hideFromListings'], ['sticky', 'sticky'], ['featured', 'featured'], ['all_day', 'allDay']] as const) {
    if (input[param] !== undefined) data[column] = input[param]
  }
  if (input.cost !== undefined) data.cost = costEntries(input.cost) === null ? null : JSON.stringify(costEntries(input.cost))

  // Timezone and local times: a timezone change keeps the wall clock (SPEC §4.1 update semantics).
  const tzChanged = existing && input.timezone !== undefined && zone !== existing.timezone
  if (!existing || tzChanged) data.timezone = zone
  let startLocal = start ?? (existing ? naiveToWallClock(existing.startLocal, lz) : undefined)!
  let endLocal = end ?? (existing ? naiveToWallClock(existing.endLocal, lz) : undefined)!
  const allDay = input.all_day ?? existing?.allDay ?? false
  if (endLocal < startLocal) endLocal = startLocal
  if (allDay) { startLocal = startOfDay(startLocal); endLocal = endOfDay(endLocal) }
  if (start || end || tzChanged || input.all_day !== undefined || !existing) {
    data.startLocal = wallClockToNaive(startLocal)
    data.endLocal = wallClockToNaive(endLocal)
    data.startUtc = startLocal.toUTC().toJSDate()
    data.endUtc = endLocal.toUTC().toJSDate()
  }

  if (slug !== undefined) out.slugBase = slug
  else if (!existing) out.slugBase = slugBase(String(data.title ?? ''), 'event')
  return out
}

const eventRules: PostRules<EventRow> = {
  kind: 'event',
  include: eventInclude,
  existenceIsValidation: false,
  missing: missingEvent,
  prepare: (sc, input, mode) => prepareEventWrite(sc, input as EventWrite, mode),
  async beforeWrite (sc, prepared) {
    const created = await createNestedRecords(sc, prepared.links as EventLinks)
    if (created.venueId !== undefined) prepared.data.venueId = created.venueId
    prepared.links = { ...(prepared.links as EventLinks), organizerIds: created.organizerIds }
  },
  link: (tx, id, prepared, sc) => {
    const links = prepared.links as EventLinks & { organizerIds?: number[] }
    return writeEventLinks(tx, id, sc.req.lang, links, links.organizerIds)
  },
  trashedRead: () => { throw new ApiError('event-no-longer-available', 403, 'The event is no longer available.') },
  refusesLockedRead: true,
}

export const events = new PostService<EventRow>(eventRules)

// ---------------------------------------------------------------- list

const DATE_FILTERS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'] as const

/** Comparable site wall clock of a list date filter (SPEC §5.1 date rules 1–2). */
function filterDate (sc: ServiceContext, raw: string, name: string, strict: boolean, problems: ParamProblems): DateTime | undefined {
  const dt = parseDateInput(raw, sc.config.timezone, sc.now)
  if (!dt) { problems.add(name, 'Invalid date.'); return undefined }
  if (strict) return dt
  return name === 'start_date' ? startOfDay(dt) : endOfDay(dt)
}

const sqlWall = (dt: DateTime): string => dt.toFormat('yyyy-MM-dd HH:mm:ss')

export async function listEvents (sc: ServiceContext, f: EventListFilters): Promise<ListResult<EventRow>> {
  const problems = new ParamProblems()
  const perPage = Math.min(f.per_page ?? sc.config.postsPerPage, MAX_PER_PAGE)
  const page = f.page ?? 1
  const strict = f.strict_dates === true

  if (f.ticketed === true) {
    problems.add('ticketed', 'Tickets are not supported.', { code: 'event-tickets-not-active', message: 'Ticketing is not active on this site.', data: { status: 400 } })
  }
  const statuses = listStatuses(sc.caller, f.status, canListUnpublished(sc.caller), problems)

  // Dates: explicit filters, then the defaults unless a starts_*/ends_* filter or `include` drops them.
  const dates: Partial<Record<typeof DATE_FILTERS[number], DateTime>> = {}
  for (const name of DATE_FILTERS) {
    const raw = f[name]
    if (raw !== undefined) {
      const dt = filterDate(sc, raw, name, strict, problems)
      if (dt) dates[name] = dt
    }
  }
  const rangeGiven = f.starts_before !== undefined || f.starts_after !== undefined || f.ends_before !== undefined || f.ends_after !== undefined
  const include = f.include
  if (include) { delete dates.start_date; delete dates.end_date }
  else if (!rangeGiven) {
    dates.start_date ??= filterDate(sc, 'yesterday 23:59', 'start_date', strict, problems)!
    if (f.end_date === undefined) dates.end_date = endOfDay(sc.now.plus({ months: 24 }))
  }

  const where: Prisma.EventWhereInput = { language: sc.req.lang, hideFromListings: false, status: { in: statuses } }
  const startLocal: Prisma.DateTimeFilter = {}
  const endLocal: Prisma.DateTimeFilter = {}
  const naive = (dt: DateTime) => wallClockToNaive(dt)
  if (dates.start_date) startLocal.gte = naive(dates.start_date)
  if (dates.starts_before) startLocal.lt = naive(dates.starts_before)
  if (dates.starts_after) startLocal.gt = naive(dates.starts_after)
  if (dates.end_date) endLocal.lte = naive(dates.end_date)
  if (dates.ends_before) endLocal.lt = naive(dates.ends_before)
  if (dates.ends_after) endLocal.gt = naive(dates.ends_after)
  if (Object.keys(startLocal).length) where.startLocal = startLocal
  if (Object.keys(endLocal).length) where.endLocal = endLocal
  if (include) where.id = { in: include }
  if (f.featured !== undefined) where.featured = f.featured
  if (f.post_parent !== undefined) {
    if ((await kindOfId(sc.db, f.post_parent)) !== 'event') problems.add('post_parent', 'No such event.')
    where.parentId = f.post_parent
  }
  const and: Prisma.EventWhereInput[] = f.search !== undefined ? searchConditions(f.search) : []
  for (const [param, kind] of [['categories', 'category'], ['tags', 'tag']] as const) {
    const items = f[param]
    if (!items?.length) continue
    const ids = await termFilterIds(sc, kind, items)
    if (ids === null) problems.add(param, `Every item must be an existing ${kind} id or slug.`)
    else and.push({ terms: { some: { termId: { in: ids } } } })
  }
  for (const [param, kind] of [['venue', 'venue'], ['organizer', 'organizer']] as const) {
    const ids = f[param]
    if (!ids?.length) continue
    const kinds = await Promise.all(ids.map((id) => kindOfId(sc.db, id)))
    if (kinds.some((k) => k !== kind)) problems.add(param, `Every item must be an existing ${kind} id.`)
    else and.push(kind === 'venue' ? { venueId: { in: ids } } : { organizers: { some: { organizerId: { in: ids } } } })
  }
  // Geolocation (SPEC §5.1): only with geoloc=true; lat/lng must then come together.
  let distances: Map<number, number> | undefined
  if (f.geoloc === true) {
    and.push({ venue: { latitude: { not: null }, longitude: { not: null } } })
    const hasLat = f.geoloc_lat !== undefined
    const hasLng = f.geoloc_lng !== undefined
    if (hasLat !== hasLng) problems.add(hasLat ? 'geoloc_lng' : 'geoloc_lat', 'geoloc_lat and geoloc_lng go together.')
    else if (hasLat && hasLng) {
      distances = await venuesWithin(sc.db, sc.req.lang, f.geoloc_lat!, f.geoloc_lng!, f.geoloc_radius ?? 10)
      and.push({ venueId: { in: [...distances.keys()] } })
    }
  }
  if (and.length) where.AND = and
  problems.throwIfAny()

  // rest_url echoes what the caller sent, dates with their effective normalized value (SPEC §3.4).
  const normalized = Object.fromEntries(Object.entries(dates).filter(([k]) => f[k as keyof EventListFilters] !== undefined).map(([k, dt]) => [k, sqlWall(dt)]))
  const echo = echoParams(f as Record<string, unknown>, perPage, normalized)

  const orderBy: Prisma.EventOrderByWithRelationInput[] = include
    ? [{ publishedAt: 'asc' }, { id: 'asc' }]
    : [{ startLocal: 'asc' }, { id: 'asc' }]
  if (distances) return { ...await pageByDistance(sc, where, orderBy, distances, page, perPage), page, perPage, echo }
  const [total, rows] = await Promise.all([
    sc.db.event.count({ where }),
    sc.db.event.findMany({ where, orderBy, skip: (page - 1) * perPage, take: perPage, include: eventInclude }),
  ])
  return { rows: rows as EventRow[], total, page, perPage, echo }
}

/** Nearest venue first, then the normal order (SPEC §5.1 geoloc): the radius keeps the candidate set small,
 *  so the order is computed here from (id, venue) pairs and only the page's rows are loaded in full. */
async function pageByDistance (sc: ServiceContext, where: Prisma.EventWhereInput, orderBy: Prisma.EventOrderByWithRelationInput[], distances: Map<number, number>, page: number, perPage: number): Promise<{ rows: EventRow[]; total: number }> {
  const keys = await sc.db.event.findMany({ where, orderBy, select: { id: true, venueId: true } })
  const rank = new Map(keys.map((k, i) => [k.id, i]))
  keys.sort((a, b) => (distances.get(a.venueId!)! - distances.get(b.venueId!)!) || (rank.get(a.id)! - rank.get(b.id)!))
  const ids = keys.slice((page - 1) * perPage, page * perPage).map((k) => k.id)
  const rows = await sc.db.event.findMany({ where: { id: { in: ids } }, include: eventInclude })
  const byId = new Map(rows.map((r) => [r.id, r]))
  return { rows: ids.map((id) => byId.get(id)!) as EventRow[], total: keys.length }
}

/** Term filter items → ids: numbers are ids of any language, strings are slugs in the effective language
 *  (SPEC §1.5); null when any item does not exist (SPEC §5.1: 400). */
async function termFilterIds (sc: ServiceContext, kind: 'category' | 'tag', items: Array<number | string>): Promise<number[] | null> {
  const ids = items.filter((i): i is number => typeof i === 'number')
  const slugs = items.filter((i): i is string => typeof i === 'string').map((i) => slugify(i))
  const [byId, bySlug] = await Promise.all([
    ids.length ? sc.db.term.findMany({ where: { kind, id: { in: ids } }, select: { id: true } }) : [],
    slugs.length ? sc.db.term.findMany({ where: { kind, language: sc.req.lang, slug: { in: slugs } }, select: { id: true, slug: true } }) : [],
  ])
  if (byId.length !== new Set(ids).size || new Set(bySlug.map((t) => t.slug)).size !== new Set(slugs).size) return null
  return [...byId, ...bySlug].map((t) => t.id)
}

/** Search words (SPEC §5.1): quoted phrases kept together, `-word` excludes, short words and stop words ignored. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'if', 'in', 'into', 'is', 'it', 'of', 'on', 'or', 'such', 'that', 'the', 'their', 'then', 'there', 'these', 'they', 'this', 'to', 'was', 'will', 'with'])
export function searchTerms (search: string): Array<{ text: string; exclude: boolean }> {
  const out: Array<{ text: string; exclude: boolean }> = []
  for (const m of search.matchAll(/(-?)"([^"]+)"|(\S+)/g)) {
    const quoted = m[2] !== undefined
    let text = quoted ? m[2] : m[3]
    let exclude = m[1] === '-'
    if (!quoted && text.startsWith('-') && text.length > 1) { exclude = true; text = text.slice(1) }
    text = text.trim()
    if (!quoted && (text.length < 2 || STOP_WORDS.has(text.toLowerCase()))) continue
    if (text !== '') out.push({ text, exclude })
  }
  return out
}

function searchConditions (search: string): Prisma.EventWhereInput[] {
  return searchTerms(search).map(({ text, exclude }) => {
    const any: Prisma.EventWhereInput = { OR: [{ title: { contains: text } }, { excerpt: { contains: text } }, { description: { contains: text } }] }
    return exclude ? { NOT: any } : any
  })
}
