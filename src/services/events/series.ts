// Recurring series (SPEC §9.3). The event written with `recurrence` is the master and its own first occurrence; every
// other occurrence is an event record of its own (post_parent = master), so every client of the list sees them. This
// file keeps the occurrences in step with their master, inside the master's write transaction: materializing them,
// passing the master's fields on, regenerating them when the rule or the start changes, and extending open-ended
// series as the horizon moves. Occurrence-level edits (recurrence_scope) are in ./service.ts, ./series-edits.ts.
import type { DateTime } from 'luxon'
import type { ServiceContext } from '../../context.js'
import { ParamProblems } from '../../errors.js'
import type { Event } from '../../generated/prisma/client.js'
import { DAY_MS, endOfDay, luxonZone, naiveToWallClock, wallClockToNaive } from '../../domain/dates.js'
import { RecurrenceError, exdateLine, expandRecurrence, parseRecurrence, type Recurrence } from '../../domain/recurrence.js'
import { MAX_SLUG_CHARS } from '../../domain/limits.js'
import { restoredSlug, TRASHED_SUFFIX } from '../../domain/trash.js'
import type { Repositories } from '../../repositories/index.js'
import { COPIED_COLUMNS, type NewOccurrence, type StoredOccurrence } from '../../repositories/series.js'

/** The `recurrence` write field as sent: lines, one text of lines, or '' / null / [] (no recurrence). */
export type RecurrenceInput = string[] | string

/** The lines of a `recurrence` write value; [] ends or means no recurrence. */
export function recurrenceLines (input: RecurrenceInput): string[] {
  const list = Array.isArray(input) ? input : input.split(/\r?\n/)
  return list.map((l) => l.trim()).filter((l) => l !== '')
}

/** The stored lines of an event (its `recurrence` column), [] when it is no master. */
export const storedLines = (row: { recurrence: string | null }): string[] => row.recurrence === null ? [] : JSON.parse(row.recurrence) as string[]

/** The start the rule gave an occurrence (its RECURRENCE-ID; moved occurrences keep it), else its start. */
export const occurrenceStartOf = (o: { occurrenceStart: Date | null; startLocal: Date }): Date => o.occurrenceStart ?? o.startLocal

/** Whether the event is an occurrence of a series (not its master). */
export const isOccurrence = (row: { id: number; seriesId: number | null }): boolean => row.seriesId !== null && row.seriesId !== row.id

/** The naive wall clock of `zone` up to which occurrences exist: the end of the day RECURRENCE_HORIZON ahead of now. */
export function horizonEnd (sc: Pick<ServiceContext, 'now' | 'config'>, zone: string): Date {
  return wallClockToNaive(endOfDay(sc.now.setZone(luxonZone(zone)).plus(sc.config.recurrenceHorizon)))
}

/**
 * Serializes the rest of transaction `tx` with every other write of the series event `id` is in (SPEC §9.3 under
 * concurrency), and returns that series' master (null: the event is in none). Every write that touches a series takes
 * it before it reads what it writes from: the series' scoped edits, and the pipeline's updates and DELETEs of any event
 * of a series. The master is read again once locked, since a split may have moved the event to another master
 * meanwhile: then that one is locked too (a split's second half has a greater id than its first: locks are taken in
 * ascending order).
 */
export async function lockSeriesOf (tx: Pick<ServiceContext, 'repos'>, id: number): Promise<number | null> {
  for (let locked: number | null = null; ;) {
    const masterId = await tx.repos.series.masterOf(id)
    if (masterId === null || masterId === locked) return masterId
    await tx.repos.series.lock(masterId)
    locked = masterId
  }
}

const nowIn = (now: DateTime, zone: string): Date => wallClockToNaive(now.setZone(luxonZone(zone)))

/**
 * Checks `recurrence` for a master starting at `start` (naive wall clock of `zone`): the lines, and the number of
 * occurrences within the horizon (RECURRENCE_MAX). Problems go to `problems`; returns the lines to store (null when
 * the write ends the recurrence or the lines are refused).
 */
export function checkRecurrence (sc: ServiceContext, input: RecurrenceInput, zone: string, start: Date, problems: ParamProblems): string[] | null {
  const lines = recurrenceLines(input)
  if (lines.length === 0) return null
  try {
    const r = parseRecurrence(lines, zone)
    expandRecurrence(r, start, horizonEnd(sc, zone), sc.config.recurrenceMax, zone)
    return r.lines
  } catch (err) {
    if (!(err instanceof RecurrenceError)) throw err
    problems.add('recurrence', err.message)
    return null
  }
}

/** `YYYY-MM-DD` of a naive wall clock. */
const dayOf = (naive: Date): string => naive.toISOString().slice(0, 10)

/** Keys that match occurrences across a regeneration: the day, and the rank among the day's starts (a rule with two
 *  times a day gives two occurrences a day), so that an occurrence whose day remains keeps its id when the time of
 *  day changes. */
function keyed<T> (items: T[], startOf: (item: T) => Date): Map<string, T> {
  const out = new Map<string, T>()
  const perDay = new Map<string, number>()
  for (const item of [...items].sort((a, b) => startOf(a).getTime() - startOf(b).getTime())) {
    const day = dayOf(startOf(item))
    const rank = perDay.get(day) ?? 0
    perDay.set(day, rank + 1)
    out.set(`${day}#${rank}`, item)
  }
  return out
}

/** The slug base of a master's occurrences: its slug without a trash suffix, short enough for `-YYYY-MM-DD-NN`. */
const slugStem = (masterSlug: string): string => restoredSlug(masterSlug).slice(0, MAX_SLUG_CHARS - 15).replace(/-+$/, '')

/** Hands out `<stem>-<YYYY-MM-DD>` slugs (then `-2`, `-3`…) that no event of the language has. */
async function slugMaker (repos: Repositories, language: string, stem: string, keep: Iterable<string> = []): Promise<(start: Date) => string> {
  const taken = new Set(await repos.posts.slugsStartingWith('event', language, `${stem}-`))
  for (const s of keep) taken.delete(s)
  return (start) => {
    const base = `${stem}-${dayOf(start)}`
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  }
}

/**
 * The times of an occurrence starting at `start` (a start of the rule) in the master's zone. A timed occurrence lasts
 * exactly as long as its master (RFC 5545 §3.8.5.3: across a DST transition its wall-clock end moves by the shift);
 * an all-day one covers as many days. Wall clocks in a gap or a fold are placed by the one rule of
 * domain/dates/wall-clock.ts, the one single events take.
 */
export function timesAt (master: Pick<Event, 'allDay' | 'timezone' | 'startLocal' | 'endLocal' | 'startUtc' | 'endUtc'>, start: Date): Omit<NewOccurrence, 'slug'> {
  const at = naiveToWallClock(start, master.timezone)
  if (master.allDay) {
    const endLocal = new Date(start.getTime() + (master.endLocal.getTime() - master.startLocal.getTime()))
    return { startLocal: start, endLocal, startUtc: at.toUTC().toJSDate(), endUtc: naiveToWallClock(endLocal, master.timezone).toUTC().toJSDate() }
  }
  const end = at.plus({ milliseconds: master.endUtc.getTime() - master.startUtc.getTime() })
  return { startLocal: wallClockToNaive(at), endLocal: wallClockToNaive(end), startUtc: at.toUTC().toJSDate(), endUtc: end.toUTC().toJSDate() }
}

const sameTimes = (a: Omit<NewOccurrence, 'slug'>, b: Omit<NewOccurrence, 'slug'>): boolean =>
  a.startLocal.getTime() === b.startLocal.getTime() && a.endLocal.getTime() === b.endLocal.getTime() &&
  a.startUtc.getTime() === b.startUtc.getTime() && a.endUtc.getTime() === b.endUtc.getTime()

/** The master's columns that its occurrences copy. */
function copiedColumns (master: Event): Record<string, unknown> {
  const m = master as unknown as Record<string, unknown>
  return Object.fromEntries(COPIED_COLUMNS.filter((c) => m[c] !== undefined).map((c) => [c, m[c]]))
}

/**
 * The master's lines with every EXDATE at the time its day's date has now: when the series' start moved to another time
 * of day, an EXDATE at the old time would exclude nothing and the deleted date would come back (occurrences are matched
 * by their day, `keyed`). An EXDATE moves when its day has one date of the rule; the lines as they were when none moves.
 */
function exdatesOnTheirDays (sc: Pick<ServiceContext, 'config'>, master: Event, lines: string[], stored: number): string[] {
  if (!lines.some((l) => l.startsWith('EXDATE'))) return lines
  const r = parseRecurrence(lines, master.timezone)
  if (r.exdates.length === 0) return lines
  const ruleOnly = { ...r, exdates: [], exdays: new Set<string>() }
  const dates = expandRecurrence(ruleOnly, master.startLocal, new Date(Math.max(...r.exdates.map((d) => d.getTime())) + DAY_MS), sc.config.recurrenceMax + stored + r.exdates.length, master.timezone).starts
  const given = new Set(dates.map((d) => d.getTime()))
  const out = [...lines]
  for (const d of r.exdates) {
    if (given.has(d.getTime())) continue
    const sameDay = dates.filter((x) => dayOf(x) === dayOf(d))
    if (sameDay.length !== 1) continue
    const line = exdateLine(sameDay[0]!, master.timezone, master.allDay)
    const at = out.indexOf(exdateLine(d, master.timezone, master.allDay))
    if (at >= 0) out.splice(at, 1)
    if (!out.includes(line)) out.push(line)
  }
  return out.length === lines.length && out.every((l, i) => l === lines[i]) ? lines : out
}

export interface SyncMode {
  /** the write changed the master's organizers, terms (or venue): occurrences get them again */
  linksChanged: boolean
  /** the write changed the master's title, excerpt or description: every occurrence not detached gets a new copy */
  textsChanged?: boolean
  /** the write took the master out of the trash: the occurrences trashed with it come back */
  restored?: boolean
  /** the master's lines before the write: the days they left out stay out for the occurrences trashed there */
  previousLines?: string[]
}

/** The bytes of text an occurrence copies from its master: its title, excerpt and description (the search text the
 *  database keeps of them is about as long again). */
export const copiedTextBytes = (master: Pick<Event, 'title' | 'excerpt' | 'description'>): number =>
  Buffer.byteLength(master.title) + Buffer.byteLength(master.excerpt) + Buffer.byteLength(master.description)

const size = (bytes: number): string => bytes < 2 ** 20 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 2 ** 20).toFixed(1)} MiB`

/**
 * The bound of what one write stores through a series (SPEC §9.3, issue 37): `copies` occurrences each taking the
 * master's texts must not exceed SERIES_TEXT_BUDGET bytes. Occurrences are rows of their own, so without it one request
 * of a 120 KiB description and a daily rule stored a thousand copies, and so many change-log entries and webhook
 * messages carrying them. Every role has the same bound.
 */
export function checkCopyBudget (sc: Pick<ServiceContext, 'config'>, master: Pick<Event, 'title' | 'excerpt' | 'description'>, copies: number): void {
  const each = copiedTextBytes(master)
  const budget = sc.config.seriesTextBudget
  if (copies === 0 || each * copies <= budget) return
  const problems = new ParamProblems()
  problems.add('recurrence', `the series would copy its title, excerpt and description (${size(each)}) into ${copies} occurrences, ${size(each * copies)}; one write may copy at most ${size(budget)}: send a shorter text or fewer occurrences`)
  problems.throwIfAny()
}

/** The same bound for links (SERIES_LINK_BUDGET): 1,000 occurrences × 100 organizers, categories and tags each were
 *  300,000 rows, 13 s of the one SQLite writer for one request. */
async function checkLinkBudget (sc: ServiceContext, masterId: number, copies: number): Promise<void> {
  if (copies === 0) return
  const each = await sc.repos.series.linkCount(masterId)
  const budget = sc.config.seriesLinkBudget
  if (each * copies <= budget) return
  const problems = new ParamProblems()
  problems.add('recurrence', `the series would copy its ${each} organizers, categories and tags into ${copies} occurrences, ${each * copies} links; one write may copy at most ${budget}: send fewer links or fewer occurrences`)
  problems.throwIfAny()
}

/** The days that `lines` leave out with an EXDATE (none for lines the service cannot read). */
function excludedDays (lines: string[] | undefined, zone: string): Set<string> {
  if (!lines?.some((l) => l.startsWith('EXDATE'))) return new Set()
  try {
    const r = parseRecurrence(lines, zone)
    return new Set([...r.exdates.map(dayOf), ...r.exdays])
  } catch (err) {
    if (!(err instanceof RecurrenceError)) throw err
    return new Set()
  }
}

/**
 * After a write of event `master` (its stored row, in the write's transaction): brings its occurrences in step (SPEC
 * §9.3). A new series is materialized whole, past dates included, up to the horizon. An existing one: every occurrence
 * not detached gets the master's fields; the future ones are regenerated from the rule and the start, keeping the id of
 * each occurrence whose day (and rank that day) remains, adding the new days and removing those that went; past ones
 * keep their dates. Without recurrence lines, a former master's future occurrences go and the rest stays.
 */
export async function syncSeries (tx: ServiceContext, master: Event, mode: SyncMode): Promise<Partial<Event>> {
  const repos = tx.repos
  const zone = master.timezone
  const now = nowIn(tx.now, zone)
  const existing = await repos.series.occurrences(master.id)
  const lines = exdatesOnTheirDays(tx, master, storedLines(master), existing.length)
  if (lines.length === 0) {
    if (master.seriesId === null && existing.length === 0) return {}
    await repos.series.remove(existing.filter((o) => !o.detached && o.status !== 'trash' && occurrenceStartOf(o) > now).map((o) => o.id))
    const single = { seriesId: null, occurrenceStart: null, seriesThrough: null }
    await repos.series.update([master.id], single)
    return single
  }
  const through = horizonEnd(tx, zone)
  // The write's check (checkRecurrence) bounded the new occurrences; the ones that exist already are no new cost (an
  // open-ended series grows past RECURRENCE_MAX as the years pass, and its master stays editable).
  const { starts, more } = expandRecurrence(parseRecurrence(lines, zone), master.startLocal, through, tx.config.recurrenceMax + existing.length, zone)
  const own: Partial<Event> = { seriesId: master.id, detached: false, parentId: null, occurrenceStart: master.startLocal, seriesThrough: more ? through : null }
  // A series that has no occurrence yet is materialized whole; an existing one only from now on.
  const fresh = existing.length === 0
  const wanted = keyed(starts.slice(1), (d) => d)
  const stored = keyed(existing, occurrenceStartOf)
  const stem = slugStem(master.slug)
  const slugs = await slugMaker(repos, master.language, stem, existing.map((o) => o.slug))
  const inserts: NewOccurrence[] = []
  const following: StoredOccurrence[] = []
  const moves: Array<{ id: number; times: Omit<NewOccurrence, 'slug'> }> = []
  const slugFixes: Array<{ id: number; slug: string }> = []
  // A deleted occurrence stays deleted while its master is live: when new lines (or a new start) give its day again,
  // the day becomes an EXDATE, so that neither this write nor a later one (a restore of the master) brings it back.
  // While the master is in the trash (or leaves it), its occurrences are there with it: those trashed alone before are
  // told by the EXDATEs the lines had, which a write of new lines may have left out.
  const keepsDeleted = master.status !== 'trash' && mode.restored !== true
  const deletedDays = keepsDeleted ? new Set<string>() : excludedDays(mode.previousLines, zone)
  const excluded: string[] = []
  const revived: number[] = []
  for (const [key, start] of wanted) {
    const o = stored.get(key)
    const times = timesAt(master, start)
    if (!o) {
      if (fresh || start > now) inserts.push({ ...times, slug: slugs(start) })
      continue
    }
    stored.delete(key)
    if (o.status === 'trash' && (keepsDeleted || deletedDays.has(key.slice(0, 10)))) {
      excluded.push(exdateLine(start, zone, master.allDay))
      continue
    }
    if (o.detached) {
      // Trashed with its master (one trashed alone has an EXDATE): it comes back with it, with its own fields.
      if (o.status === 'trash' && mode.restored === true) {
        revived.push(o.id)
        slugFixes.push({ id: o.id, slug: slugs(start) })
      }
      continue
    }
    following.push(o)
    if (start > now && !sameTimes(times, o)) moves.push({ id: o.id, times })
    // The master's slug changed, or it comes back from the trash: the occurrence's slug follows.
    if (!o.slug.startsWith(`${stem}-`) || o.slug.includes(TRASHED_SUFFIX)) slugFixes.push({ id: o.id, slug: slugs(start) })
  }
  checkCopyBudget(tx, master, inserts.length + (mode.textsChanged === true ? following.length : 0))
  await checkLinkBudget(tx, master.id, inserts.length + (mode.linksChanged ? following.length : 0))
  if (excluded.length > 0 || lines !== storedLines(master)) own.recurrence = JSON.stringify([...lines, ...excluded])
  await repos.series.update([master.id], own)
  // Occurrences whose day went (a changed rule or start): the future ones are removed, past and detached ones stay.
  const gone = [...stored.values()].filter((o) => !o.detached && o.status !== 'trash' && occurrenceStartOf(o) > now)
  await repos.series.remove(gone.map((o) => o.id))
  await repos.series.update(following.map((o) => o.id), copiedColumns(master))
  await repos.series.update(revived, { status: master.status })
  for (const { id, times } of moves) await repos.series.update([id], { ...times, occurrenceStart: times.startLocal })
  for (const { id, slug } of slugFixes) await repos.series.update([id], { slug })
  if (mode.linksChanged) await repos.series.copyLinks(master.id, following.map((o) => o.id), { replace: true })
  await repos.series.insert(master, inserts)
  return own
}

/** Writes the lines of `master` and brings its series in step with them. */
export async function setSeriesLines (tx: ServiceContext, master: { id: number; recurrence: string | null }, lines: string[]): Promise<void> {
  const row = await tx.repos.posts.update('event', master.id, { recurrence: JSON.stringify(lines), modifiedAt: tx.now.toJSDate() })
  await syncSeries(tx, row as Event, { linksChanged: false, previousLines: storedLines(master) })
}

/**
 * Keeps the master's EXDATEs in step with occurrence `occ` going into the trash (`excluded`: its date becomes an
 * EXDATE, so that no later write of the series brings it back) or coming out of it (the EXDATE goes, so that the
 * series' calendar shows it again: an EXDATE would exclude even its RDATE). The caller holds the series' lock.
 */
export async function excludeOccurrence (tx: ServiceContext, occ: { seriesId: number | null; occurrenceStart: Date | null; startLocal: Date }, excluded: boolean): Promise<void> {
  const master = occ.seriesId === null ? null : await tx.repos.posts.find('event', occ.seriesId)
  if (!master) return
  const lines = storedLines(master)
  if (lines.length === 0) return
  const line = exdateLine(occurrenceStartOf(occ), master.timezone, master.allDay)
  // Coming back, the EXDATE of its day goes at whatever time it has (EXDATEs follow the series' time of day).
  const ofItsDay = master.allDay ? (l: string) => l === line : (l: string) => l.length === line.length && l.startsWith(line.slice(0, -6))
  const next = excluded ? (lines.includes(line) ? lines : [...lines, line]) : lines.filter((l) => !ofItsDay(l))
  if (next.length !== lines.length) await setSeriesLines(tx, master, next)
}

/**
 * The scheduler's part (SPEC §9.3: open-ended series are extended as time passes), run with scheduled publishing:
 * masters whose occurrences end more than a day before today's horizon get the occurrences up to it. Each master is
 * claimed by moving its horizon in the transaction that writes its occurrences, so of several instances one extends
 * it. Returns the number of occurrences added.
 */
export async function extendSeries (sc: Pick<ServiceContext, 'now' | 'config' | 'repos'>, batch = 50): Promise<number> {
  // A day of slack, so that the set is empty most minutes; the zone of each master is applied below.
  const due = new Date(wallClockToNaive(sc.now.setZone('UTC').plus(sc.config.recurrenceHorizon)).getTime() - DAY_MS)
  let added = 0
  for (const { id, seriesThrough } of await sc.repos.series.toExtend(due, batch)) {
    added += await sc.repos.transaction(async (repos) => {
      await repos.series.lock(id)
      const master = await repos.posts.find('event', id)
      if (!master || master.recurrence === null || master.status === 'trash') return 0
      const zone = master.timezone
      const through = horizonEnd(sc, zone)
      if (through <= seriesThrough) return 0
      let r: Recurrence
      let expansion
      try {
        r = parseRecurrence(storedLines(master), zone)
        expansion = expandRecurrence(r, master.startLocal, through, Number.MAX_SAFE_INTEGER, zone)
      } catch (err) {
        if (!(err instanceof RecurrenceError)) throw err
        await repos.series.claimExtension(id, seriesThrough, null) // lines written outside the service: leave them be
        return 0
      }
      if (!await repos.series.claimExtension(id, seriesThrough, expansion.more ? through : null)) return 0
      const existing = keyed(await repos.series.occurrences(id), occurrenceStartOf)
      const stem = slugStem(master.slug)
      const slugs = await slugMaker(repos, master.language, stem)
      const inserts = [...keyed(expansion.starts.slice(1), (d) => d)]
        .filter(([key, start]) => start > seriesThrough && !existing.has(key))
        .map(([, start]) => ({ ...timesAt(master, start), slug: slugs(start) }))
      await repos.series.insert(master, inserts)
      return inserts.length
    }, { retryOnConflict: true })
  }
  return added
}
