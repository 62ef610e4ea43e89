// Updates and DELETEs of series (SPEC §9.3) with `recurrence_scope`: `this` (the occurrence alone: an update detaches
// it, a DELETE excludes its date with an EXDATE), `following` (this and later occurrences: the series is split, the
// first half's rule gets an UNTIL) and `all` (the whole series, through its master). A DELETE of the master trashes
// the whole series. Each runs in one transaction: a failure leaves the series as it was.
import type { ServiceContext } from '../../context.js'
import { continueAt, endBefore, parseRecurrence } from '../../domain/recurrence.js'
import type { EventRow } from '../../repositories/events.js'
import type { StoredOccurrence } from '../../repositories/series.js'
import { canEdit } from '../../domain/access.js'
import { forbidden } from '../../errors.js'
import { sqlOfDate } from '../../domain/dates.js'
import type { CheckedWrite, RecordSteps, TrashOptions, WriteScopes } from '../posts/service.js'
import { trashEvents } from '../posts/trash.js'
import { excludeOccurrence, isOccurrence, lockSeriesOf, occurrenceStartOf as startOf, setSeriesLines, storedLines } from './series.js'

export type RecurrenceScope = 'this' | 'following' | 'all'

type Steps = RecordSteps<EventRow>

/** The write as the occurrence alone would have it. */
const withoutScope = ({ input: { recurrence_scope: _scope, ...rest }, ...found }: CheckedWrite): CheckedWrite => ({ ...found, input: rest })

const inTransaction = <T>(sc: ServiceContext, fn: (tx: ServiceContext) => Promise<T>): Promise<T> =>
  sc.repos.transaction((repos) => fn({ ...sc, repos }), { retryOnConflict: true })

/** The master of occurrence `occ`, which the caller must be allowed to edit too (scopes reach beyond `occ`). */
async function masterOf (sc: ServiceContext, occ: EventRow, steps: Steps): Promise<EventRow> {
  const master = await steps.load(sc, occ.seriesId!)
  if (!canEdit(sc.caller, master)) throw forbidden(true)
  return master
}

/**
 * An update of an occurrence for the whole series or from it on, as the master's: the dates sent move the master by as
 * much as they move the occurrence (its start by the same step, its end so that the duration is the one sent).
 */
function forMaster (sc: ServiceContext, checked: CheckedWrite, occ: EventRow, master: EventRow, steps: Steps): CheckedWrite {
  const write = withoutScope(checked)
  const input = checked.input
  if (input.start_date === undefined && input.end_date === undefined) return write
  const dates = Object.fromEntries(['start_date', 'end_date', 'timezone', 'all_day'].filter((k) => input[k] !== undefined).map((k) => [k, input[k]]))
  const moved = steps.prepare(sc, { input: { ...dates, recurrence_scope: 'all' }, data: {} }, occ).data
  const start = (moved.startLocal as Date | undefined) ?? occ.startLocal
  const end = (moved.endLocal as Date | undefined) ?? occ.endLocal
  const masterStart = new Date(master.startLocal.getTime() + start.getTime() - occ.startLocal.getTime())
  return { ...write, input: { ...write.input, start_date: sqlOfDate(masterStart), end_date: sqlOfDate(new Date(masterStart.getTime() + end.getTime() - start.getTime())) } }
}

/** Trashes occurrences (src/services/posts/trash.ts), or removes them for good with `force`. */
async function trashAll (tx: ServiceContext, master: { language: string }, list: StoredOccurrence[], force: boolean): Promise<void> {
  if (force) return tx.repos.series.remove(list.map((o) => o.id))
  await trashEvents(tx.repos, master.language, list, tx.now.toJSDate())
}

/**
 * Runs a scoped write of event `loaded` in one transaction that holds its series' lock (lockSeriesOf) and works from the
 * rows as they are then: the event and its master are read again inside, so that concurrent writes of one series (two
 * EXDATEs, a split and an edit of the first half) each build on what the one before wrote.
 */
const inSeries = <T>(sc: ServiceContext, loaded: EventRow, steps: Steps, fn: (tx: ServiceContext, target: EventRow) => Promise<T>): Promise<T> =>
  inTransaction(sc, async (tx) => {
    await lockSeriesOf(tx, loaded.id)
    return fn(tx, await steps.load(tx, loaded.id))
  })

async function updateSeries (sc: ServiceContext, loaded: EventRow, checked: CheckedWrite, scope: RecurrenceScope, steps: Steps): Promise<EventRow> {
  // A master or a single event never becomes an occurrence: the pipeline writes it (under the lock of its series).
  if (!isOccurrence(loaded)) return steps.update(sc, loaded, withoutScope(checked))
  return inSeries(sc, loaded, steps, async (tx, occ) => {
    if (!isOccurrence(occ)) return steps.update(tx, occ, withoutScope(checked))
    const master = await masterOf(tx, occ, steps)
    // The series has ended (its master's recurrence was removed): the occurrence is changed alone.
    if (storedLines(master).length === 0) return steps.update(tx, occ, withoutScope(checked))
    const masterWrite = forMaster(tx, checked, occ, master, steps)
    if (scope === 'all') {
      const updated = await steps.update(tx, master, masterWrite)
      // The occurrence, unless the master's new rule or start left its day out.
      return await tx.repos.posts.find('event', occ.id) ? steps.load(tx, occ.id) : updated
    }
    // following: the series is split at the occurrence, which becomes the master of the second half.
    const at = startOf(occ)
    const r = parseRecurrence(storedLines(master), master.timezone)
    const write = withoutScope(checked)
    const rest = write.input.recurrence !== undefined ? write.input.recurrence : continueAt(r, master.startLocal, at, master.timezone)
    await tx.repos.series.moveFrom(master.id, occ.id, at)
    await setSeriesLines(tx, master, endBefore(r, at, master.timezone, master.allDay))
    return steps.update(tx, await steps.load(tx, occ.id), { ...write, input: { ...write.input, recurrence: rest } })
  })
}

function trashSeries (sc: ServiceContext, loaded: EventRow, opts: TrashOptions, steps: Steps): Promise<EventRow> {
  const scope = opts.scope ?? 'this'
  const force = opts.force === true
  return inSeries(sc, loaded, steps, async (tx, target) => {
    if (target.seriesId === null) return steps.trash(tx, target.id, force)
    const master = isOccurrence(target) ? await masterOf(tx, target, steps) : target
    if (storedLines(master).length === 0 && master.id !== target.id) return steps.trash(tx, target.id, force)
    const series = await tx.repos.series.occurrences(master.id)
    if (master.id === target.id || scope === 'all') {
      // The whole series: its occurrences, then the master (whose trash answers 410 when it is there already).
      const others = series.filter((o) => o.id !== target.id)
      await trashAll(tx, master, others, force)
      if (target.id !== master.id) await steps.trash(tx, master.id, force)
      return steps.trash(tx, target.id, force)
    }
    const at = startOf(target)
    const row = await steps.trash(tx, target.id, force)
    if (scope === 'this') {
      await excludeOccurrence(tx, target, true)
      return row
    }
    await trashAll(tx, master, series.filter((o) => startOf(o) > at), force)
    await setSeriesLines(tx, master, endBefore(parseRecurrence(storedLines(master), master.timezone), at, master.timezone, master.allDay))
    return row
  })
}

/** The recurrence_scope of event writes, for the pipeline of ../posts/service.ts: `this` (and any write of an event
 *  outside a series) leaves the event to the pipeline alone. */
export const seriesScopes: WriteScopes<EventRow> = {
  update (sc, existing, checked, steps) {
    const scope = (checked.input.recurrence_scope ?? 'this') as RecurrenceScope
    return scope === 'this' ? undefined : updateSeries(sc, existing, checked, scope, steps)
  },
  trash: (sc, existing, opts, steps) => existing.seriesId === null ? undefined : trashSeries(sc, existing, opts, steps),
}
