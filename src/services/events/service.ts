// Event rules (SPEC §4.1) on top of the shared post-kind mechanics of ../posts/service.ts. The list is ./list.ts.
import type { DateTime } from 'luxon'
import type { ServiceContext } from '../../context.js'
import { ApiError, ParamProblems } from '../../errors.js'
import { formatReason } from '../../lib/http/param-messages.js'
import type { Event } from '../../generated/prisma/client.js'
import { endAfterGap, endOfDay, isValidTimezone, luxonZone, naiveToWallClock, parseDateInput, startOfDay, wallClockToNaive } from '../../domain/dates.js'
import { cleanHtml } from '../../domain/html.js'
import { searchText } from '../../domain/search.js'
import { slugify } from '../../domain/text.js'
import { leavesTrash } from '../../domain/trash.js'
import type { EventRow } from '../../repositories/events.js'
import type { Repositories } from '../../repositories/index.js'
import type { EventWrite } from '../../schemas/event.js'
import { RecurrenceError, parseRecurrence } from '../../domain/recurrence.js'
import { readScope } from '../../domain/access.js'
import { checkEventLinks, createNestedRecords, writeEventLinks, type EventLinks } from './links.js'
import { PostService, type CheckedWrite, type PostRules, type PreparedWrite } from '../posts/service.js'
import { checkCommonWrite, checkName, commonColumns, publishedAtOf } from '../posts/writes.js'
import { slugBase } from '../posts/rules.js'
import { checkRecurrence, excludeOccurrence, isOccurrence, lockSeriesOf, recurrenceLines, storedLines, syncSeries, type RecurrenceInput } from './series.js'
import { seriesScopes, type RecurrenceScope } from './series-edits.js'

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

/** The start and end sent, read in `zone` (SPEC §3.5, §8.12: offsets and timestamps are converted into it). */
function datesOf (sc: ServiceContext, input: EventWrite, zone: string, problems: ParamProblems): { start?: DateTime; end?: DateTime } {
  const now = sc.now.setZone(luxonZone(zone))
  const read = (name: 'start_date' | 'end_date'): DateTime | undefined => {
    const v = input[name]
    if (v === undefined) return undefined
    const dt = parseDateInput(v, zone, now)
    if (!dt) problems.add(name, formatReason('calendar-date', v))
    return dt ?? undefined
  }
  const start = read('start_date')
  const end = read('end_date')
  return { start, end: start && end ? endAfterGap(input.start_date!, input.end_date!, end, zone, now) : end }
}

/**
 * The parameter checks of an event write (SPEC §2.4 step 5, SPEC §4.1), reported together, with the lookups they need
 * (author, image, translation group, venue, organizers, new terms). Without the stored event, dates are read in the
 * zone the request names, else the site's: prepareEventWrite reads them again in the event's.
 */
async function checkEventWrite (sc: ServiceContext, input: EventWrite, update: boolean): Promise<CheckedWrite> {
  const problems = new ParamProblems()
  const checked: CheckedWrite = { input: input as Record<string, unknown>, data: {} }
  const zone = writeZone(sc, input)
  datesOf(sc, input, zone, problems)
  await checkCommonWrite(sc, 'event', input, { update, imageClearOnCreate: false }, zone, problems, checked)
  checkName('title', input.title, problems)
  const links = await checkEventLinks(sc, input as Record<string, unknown>, problems)
  if (input.slug !== undefined) {
    const slug = slugify(input.slug)
    if (slug === '') problems.add('slug', 'The slug has no usable characters.')
    else checked.slugBase = slug
  }
  // Recurrence (SPEC §9.3): the lines are checked here; their number of occurrences once the start is known (prepare).
  const lines = input.recurrence === undefined ? undefined : recurrenceLines(input.recurrence as RecurrenceInput)
  if (lines?.length) {
    try { parseRecurrence(lines, zone) } catch (err) {
      if (!(err instanceof RecurrenceError)) throw err
      problems.add('recurrence', err.message)
    }
  }
  problems.throwIfAny()
  checked.links = links
  return checked
}

/**
 * The columns of a checked event write (SPEC §4.1); `existing` is the stored event on updates (absent fields keep their
 * values: every update is partial). What only the stored event shows is checked here: the dates in its zone, a
 * recurrence sent for one of its occurrences, the number of occurrences its lines give from a new start.
 */
function prepareEventWrite (sc: ServiceContext, { input: sent, ...found }: CheckedWrite, existing?: EventRow): PreparedWrite {
  const input = sent as EventWrite
  const problems = new ParamProblems()
  const data: Record<string, unknown> = { ...found.data }
  const out: PreparedWrite = { ...found, data }

  const zone = writeZone(sc, input, existing)
  const lz = luxonZone(zone)
  const { start, end } = datesOf(sc, input, zone, problems)
  const publishedAt = publishedAtOf(sc, input, zone, problems)
  const scope: RecurrenceScope = input.recurrence_scope ?? 'this'
  const occurrence = existing !== undefined && isOccurrence(existing) && scope === 'this'
  const lines = input.recurrence === undefined ? undefined : recurrenceLines(input.recurrence as RecurrenceInput)
  if (occurrence && lines !== undefined) problems.add('recurrence', 'this event is an occurrence of a series: its recurrence is the series\' (send recurrence_scope=all or following, or update the master)')
  problems.throwIfAny()

  // ---- columns ----
  commonColumns(sc, input, existing, publishedAt, data)
  if (input.title !== undefined) data.title = input.title.trim()
  if (input.excerpt !== undefined) data.excerpt = cleanHtml(input.excerpt)
  for (const [param, column] of [['show_map', 'showMap'], ['show_map_link', 'showMapLink'], ['hide_from_listings', 'hideFromListings'], ['sticky', 'sticky'], ['featured', 'featured'], ['all_day', 'allDay']] as const) {
    if (input[param] !== undefined) data[column] = input[param]
  }
  if (!existing || data.title !== undefined || data.excerpt !== undefined || data.description !== undefined) {
    const text = (column: 'title' | 'excerpt' | 'description') => String(data[column] ?? existing?.[column] ?? '')
    data.searchText = searchText(text('title'), text('excerpt'), text('description'))
  }
  if (input.event_status !== undefined) data.eventStatus = input.event_status
  if (input.event_status_reason !== undefined) data.eventStatusReason = input.event_status_reason.trim()
  // Back to scheduled, the reason of a cancellation no longer holds: it goes unless the write sends one.
  else if (input.event_status === 'scheduled') data.eventStatusReason = ''
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

  // A master's lines, new or kept with a new start, must not give more than RECURRENCE_MAX occurrences.
  const bounded = lines ?? (existing?.recurrence != null && data.startLocal !== undefined ? storedLines(existing) : undefined)
  if (bounded !== undefined && !occurrence) {
    const later = new ParamProblems()
    const stored = checkRecurrence(sc, bounded, zone, wallClockToNaive(startLocal), later)
    later.throwIfAny()
    if (lines !== undefined) data.recurrence = stored === null ? null : JSON.stringify(stored)
  }
  // An occurrence changed on its own leaves its master's updates (SPEC §9.3).
  if (occurrence) data.detached = true

  if (out.slugBase === undefined && !existing) out.slugBase = slugBase(String(data.title ?? ''), 'event')
  return out
}

const eventRules: PostRules<EventRow> = {
  kind: 'event',
  // With the caller's scope, the translation maps come along: presenting the answer needs no other query.
  hydrate: (sc, rows) => sc.repos.events.withRelations(rows as Event[], readScope(sc.caller)),
  read: (sc, ids) => sc.repos.events.inOrder(ids, readScope(sc.caller)),
  existenceIsValidation: false,
  missing: missingEvent,
  check: (sc, input, mode) => checkEventWrite(sc, input as EventWrite, mode.update),
  prepare: prepareEventWrite,
  async beforeWrite (sc, prepared) {
    const links = prepared.links as EventLinks
    const created = await createNestedRecords(sc, links)
    const data = created.venueId !== undefined ? { ...prepared.data, venueId: created.venueId } : prepared.data
    return { ...prepared, data, links: { ...links, organizerIds: created.organizerIds } }
  },
  link: (sc, id, prepared, created) => {
    const links = prepared.links as EventLinks & { organizerIds?: number[] }
    return writeEventLinks(sc, id, links, links.organizerIds, created)
  },
  // A master's write carries over to its series (SPEC §9.3); a single event's costs no query here.
  async afterSave (sc, row, prepared, existing) {
    const event = row as Event
    if (isOccurrence(event)) {
      const trashed = event.status === 'trash'
      if (existing !== undefined && (existing.status === 'trash') !== trashed) await excludeOccurrence(sc, event, trashed)
      return
    }
    if (event.recurrence === null && event.seriesId === null) return
    const links = prepared.links as EventLinks | undefined
    const linksChanged = links !== undefined && (links.organizer !== undefined || links.categories !== undefined || links.tags !== undefined)
    const textsChanged = existing === undefined || (['title', 'excerpt', 'description'] as const).some((c) => event[c] !== existing[c])
    const before = existing && { restored: leavesTrash(existing, event.status), previousLines: storedLines(existing) }
    Object.assign(event, await syncSeries(sc, event, { linksChanged, textsChanged, ...before }))
  },
  // Every write of an event of a series runs alone in its series, from the rows as they are (./series.ts). An event
  // loaded outside any series can join one only by a write of its own, which needs no lock of a series.
  async lockFor (sc, id, loaded) {
    if (loaded?.seriesId === null) return false
    await lockSeriesOf(sc, id)
    return true
  },
  trashedRead: () => { throw new ApiError('event-no-longer-available', 403, 'The event is no longer available.') },
  refusesLockedRead: true,
}

/** Events: the post-kind pipeline, with recurrence_scope on the updates and DELETEs of series (./series-edits.ts). */
export const events = new PostService(eventRules, seriesScopes)

/** Events refreshed per write transaction: short transactions, so that the writes of the service are not held up. */
const REFRESH_BATCH = 500

/**
 * Gives events with stale search text ('': written before the column existed, inserted or edited outside the service,
 * e.g. in Prisma Studio, which the trigger of the migration event_search_stale marks) theirs. Run at start (~40 ms at
 * 100k stale events) and before every text search (refreshSearchText). Rows are read outside the transactions and
 * written with a compare-and-set (EventRepository.setSearchText): an edit committed in between leaves its row stale
 * for the next call, and concurrent calls (two instances on one PostgreSQL database) write each value once. Returns
 * the number of events given a search text.
 */
export async function fillSearchText (repos: Repositories): Promise<number> {
  let filled = 0
  for (let after = 0; ;) {
    const rows = await repos.events.staleSearchText(after, REFRESH_BATCH)
    if (rows.length === 0) return filled
    filled += await repos.transaction(async (tx) => {
      let n = 0
      for (const r of rows) if (await tx.events.setSearchText(r, searchText(r.title, r.excerpt, r.description))) n++
      return n
    })
    after = rows[rows.length - 1]!.id
  }
}

/** Refills this many events or more at start: the trigram index is merged afterwards. */
const COMPACT_AFTER = 1000

/** At start, before the app is built (src/server.ts): fillSearchText, and when it refilled many events (a migration
 *  that marked search text stale, such as text_collation) the search index merged again (compactSearchIndex). Returns
 *  the number of events refilled. */
export async function refillSearchTextAtStart (repos: Repositories): Promise<number> {
  const filled = await fillSearchText(repos)
  if (filled >= COMPACT_AFTER) await repos.events.compactSearchIndex()
  return filled
}

/** Before a text search: refreshes stale search text (fillSearchText), so that an event edited outside the service is
 *  found by its new words and no longer by its old ones. When nothing is stale, the usual case, this is one index probe
 *  (EventRepository.anyStaleSearchText) and no transaction. */
export async function refreshSearchText (repos: Repositories): Promise<void> {
  if (await repos.events.anyStaleSearchText()) await fillSearchText(repos)
}
