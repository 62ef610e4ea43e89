// GET /events (SPEC §5.1): the parameter rules. Every filter is checked (one 400 names every bad one) and resolved into
// an EventListFilter — naive local bounds, ids, statuses — which the data layer answers (src/repositories/events.ts,
// its SQL in src/repositories/event-list/list-sql.ts).
import { LRUCache } from 'lru-cache'
import type { DateTime } from 'luxon'
import type { ServiceContext, TimeProbe } from '../../context.js'
import { ParamProblems } from '../../errors.js'
import { formatReason, shown } from '../../lib/http/param-messages.js'
import { endOfDay, parseDateInput, startOfDay, wallClockToNaive } from '../../domain/dates.js'
import { MAX_PER_PAGE, echoParams, type ListResult } from '../../lib/http/pagination.js'
import { slugify } from '../../domain/text.js'
import type { DateFilterName, EventListFilter } from '../../repositories/event-list/list-sql.js'
import type { EventRow } from '../../repositories/events.js'
import type { EventListFilters } from '../../schemas/event.js'
import { canListUnpublished, listScope, readScope, unlockOf } from '../../domain/access.js'
import { EVENT_STATUSES, type EventStatus } from '../../domain/event-status.js'
import { venuesWithin } from '../geo.js'
import { refreshSearchText } from './service.js'
import { listStatuses } from '../posts/rules.js'

const DATE_FILTERS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'] as const satisfies readonly DateFilterName[]
type DateFilter = typeof DATE_FILTERS[number]

/** Comparable site wall clock of a list date filter (SPEC §5.1 date rules 1–2). */
function filterDate (raw: string, name: DateFilter, strict: boolean, zone: string, now: DateTime, problems: ParamProblems): DateTime | undefined {
  const dt = parseDateInput(raw, zone, now)
  if (!dt) { problems.add(name, formatReason('calendar-date', raw)); return undefined }
  if (strict) return dt
  return name === 'start_date' ? startOfDay(dt) : endOfDay(dt)
}

type DateFilters = Partial<Record<DateFilter, DateTime>>

/** The effective date filters at `now`: explicit ones, then the defaults unless a starts_…/ends_… filter or
 *  `include` drops them (SPEC §5.1 date rules 3–5). */
function dateFiltersAt (f: EventListFilters, zone: string, now: DateTime, problems: ParamProblems): DateFilters {
  const strict = f.strict_dates === true
  const dates: DateFilters = {}
  for (const name of DATE_FILTERS) {
    const raw = f[name]
    if (raw === undefined) continue
    const dt = filterDate(raw, name, strict, zone, now, problems)
    if (dt) dates[name] = dt
  }
  const rangeGiven = f.starts_before !== undefined || f.starts_after !== undefined || f.ends_before !== undefined || f.ends_after !== undefined
  if (f.include) { delete dates.start_date; delete dates.end_date } else if (!rangeGiven) {
    if (f.start_date === undefined) dates.start_date = filterDate('yesterday 23:59', 'start_date', strict, zone, now, problems)
    if (f.end_date === undefined) dates.end_date = endOfDay(now.plus({ months: 24 }))
  }
  return dates
}

/** Resolved date filters of valid requests by their date parameters, zone and second (the resolution of relative
 *  dates): most requests of a second ask the same (the default window), and resolving it costs more than the SQL
 *  of the page (relative parsing, zone offsets through Intl). Values are immutable DateTimes. */
const resolvedDates = new LRUCache<string, DateFilters>({ max: 256 })

function memoDateFiltersAt (f: EventListFilters, zone: string, nowMs: number, now: () => DateTime, problems: ParamProblems): DateFilters {
  const key = [zone, Math.floor(nowMs / 1000), f.strict_dates === true, f.include !== undefined, ...DATE_FILTERS.map((n) => f[n] ?? '\u0000')].join('\u0001')
  const known = resolvedDates.get(key)
  if (known) return { ...known }
  const found = new ParamProblems()
  const dates = dateFiltersAt(f, zone, now(), found)
  if (found.empty) resolvedDates.set(key, { ...dates })
  for (const [name, reason] of Object.entries(found.params)) problems.add(name, reason, found.details[name])
  return dates
}

/** The date filters of a request. Relative dates and the default window move with the clock: the answer depends on
 *  it only through the instants they resolve to, which is the probe a cached answer is checked against. */
function dateFilters (sc: ServiceContext, f: EventListFilters, problems: ParamProblems): { dates: DateFilters; clock: TimeProbe } {
  const zone = sc.config.timezone
  const instantsOf = (dates: DateFilters) => Object.entries(dates).map(([k, dt]) => `${k}=${dt.toMillis()}`).join('&')
  const dates = memoDateFiltersAt(f, zone, sc.nowMs, () => sc.now, problems)
  return { dates, clock: { probe: (now) => instantsOf(memoDateFiltersAt(f, zone, now.toMillis(), () => now, new ParamProblems())), value: instantsOf(dates) } }
}

/** Term filter items → ids: numbers are ids of any language, strings are slugs in the effective language
 *  (SPEC §1.5); null when any item does not exist (SPEC §5.1: 400). */
async function termFilterIds (sc: ServiceContext, kind: 'category' | 'tag', items: Array<number | string>): Promise<number[] | null> {
  const ids = items.filter((i): i is number => typeof i === 'number')
  const slugs = items.filter((i): i is string => typeof i === 'string').map((i) => slugify(i))
  const [byId, bySlug] = await Promise.all([
    ids.length ? sc.repos.terms.idsOfKind(kind, ids) : [],
    slugs.length ? sc.repos.terms.bySlugs(kind, sc.lang, slugs) : [],
  ])
  if (byId.length !== new Set(ids).size || new Set(bySlug.map((t) => t.slug)).size !== new Set(slugs).size) return null
  return [...byId, ...bySlug.map((t) => t.id)]
}

/** The event statuses a list keeps (SPEC §9.6), without repeats; undefined when it keeps every one (no filter). */
function eventStatusFilter (sent: EventListFilters['event_status']): EventStatus[] | undefined {
  if (!sent?.length) return undefined
  const kept = EVENT_STATUSES.filter((s) => sent.includes(s))
  return kept.length === EVENT_STATUSES.length ? undefined : kept
}

/** A checked list: the filter the data layer answers, the dates as resolved (for `rest_url`), and how the answer
 *  depends on the clock. */
export interface CheckedEventList { filter: EventListFilter; dates: DateFilters; clock: TimeProbe }

/** Checks the filters (one 400 naming every bad one) and resolves them; no event is read. */
export async function eventListQuery (sc: ServiceContext, f: EventListFilters): Promise<CheckedEventList> {
  const problems = new ParamProblems()

  if (f.ticketed === true) {
    problems.add('ticketed', 'expected false or nothing: tickets are not supported on this site; got true', { code: 'event-tickets-not-active', message: 'Ticketing is not active on this site.', data: { status: 400 } })
  }
  const scope = listScope(sc.caller, listStatuses(sc.caller, f.status, canListUnpublished(sc.caller), problems))
  const { dates, clock } = dateFilters(sc, f, problems)
  const filter: EventListFilter = {
    language: sc.lang,
    statuses: scope.everyone,
    own: scope.own,
    unlock: unlockOf(sc.caller, f),
    featured: f.featured,
    dates: (Object.entries(dates) as Array<[DateFilter, DateTime]>).map(([name, dt]) => ({ name, at: wallClockToNaive(dt), sent: f[name] !== undefined })),
    ids: f.include,
    parentId: f.post_parent,
    firstOfSeries: f.hide_subsequent_recurrences === true,
    eventStatuses: eventStatusFilter(f.event_status),
    termIds: [],
    search: f.search,
    page: f.page ?? 1,
    perPage: Math.min(f.per_page ?? sc.config.postsPerPage, MAX_PER_PAGE),
  }
  if (f.post_parent !== undefined && (await sc.repos.posts.kindOfId(f.post_parent)) !== 'event') problems.add('post_parent', `expected the id of an existing event; got ${f.post_parent}`)
  for (const [param, kind] of [['categories', 'category'], ['tags', 'tag']] as const) {
    const items = f[param]
    if (!items?.length) continue
    const ids = await termFilterIds(sc, kind, items)
    if (ids === null) problems.add(param, `expected ids or slugs of existing ${kind === 'category' ? 'categories' : 'tags'}; got ${shown(items.join(','))}`)
    else filter.termIds.push(ids)
  }
  for (const [param, kind] of [['venue', 'venue'], ['organizer', 'organizer']] as const) {
    const ids = f[param]
    if (!ids?.length) continue
    if ((await sc.repos.posts.kindsOfIds(ids)).some((k) => k !== kind)) problems.add(param, `expected ids of existing ${kind}s; got ${shown(ids.join(','))}`)
    else if (kind === 'venue') filter.venueIds = ids
    else filter.organizerIds = ids
  }
  // Geolocation (SPEC §5.1): only with geoloc=true; lat/lng must then come together.
  if (f.geoloc === true) {
    const hasLat = f.geoloc_lat !== undefined
    const hasLng = f.geoloc_lng !== undefined
    if (hasLat !== hasLng) problems.add(hasLat ? 'geoloc_lng' : 'geoloc_lat', 'expected geoloc_lat and geoloc_lng together; got only one of them')
    // The venues in range (all with coordinates), with their distances: nearest first.
    else if (hasLat && hasLng) filter.geo = await venuesWithin(sc.repos, sc.lang, f.geoloc_lat!, f.geoloc_lng!, f.geoloc_radius ?? 10)
    else filter.geo = 'located'
  }
  problems.throwIfAny()
  return { filter, dates, clock }
}

export async function listEvents (sc: ServiceContext, f: EventListFilters): Promise<ListResult<EventRow>> {
  const { ids, ...page } = await listEventIds(sc, f)
  // The rows come with the translation maps of what the caller may read: presenting them needs no other query.
  return { ...page, rows: await eventsInOrder(sc, ids) }
}

/** The ids of one page of the list (the rows are read apart, by `eventsInOrder`); `limit` instead of the page of
 *  `page`/`per_page` (clamped to 50): the first `limit` events, for a feed (SPEC §9.2: `ICAL_MAX_EVENTS`, the bound of
 *  a feed's cost), with the same filters, visibility and total. */
export async function listEventIds (sc: ServiceContext, f: EventListFilters, opts: { limit?: number } = {}): Promise<Omit<ListResult<EventRow>, 'rows'> & { ids: number[] }> {
  const { filter, dates, clock } = await eventListQuery(sc, f)
  if (opts.limit !== undefined) {
    filter.page = 1
    filter.perPage = opts.limit
  }
  // rest_url echoes what the caller sent, dates with their effective normalized value (SPEC §3.4).
  const normalized = Object.fromEntries(Object.entries(dates)
    .filter(([k]) => f[k as DateFilter] !== undefined)
    .map(([k, dt]) => [k, dt.toFormat('yyyy-MM-dd HH:mm:ss')]))
  const echo = echoParams(f as Record<string, unknown>, filter.perPage, normalized)
  // Text edited outside the service (Prisma Studio) is searchable by its new words at once.
  if (filter.search !== undefined) await refreshSearchText(sc.repos)
  const { ids, total } = await sc.repos.events.listIds(filter)
  return { ids, total, page: filter.page, perPage: filter.perPage, echo, clock }
}

/** Events of a list (ids from `listEventIds`), in that order, with the translation maps of what the caller may read. */
export function eventsInOrder (sc: ServiceContext, ids: number[]): Promise<EventRow[]> {
  return sc.repos.events.inOrder(ids, readScope(sc.caller))
}
