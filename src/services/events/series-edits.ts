// Updates and DELETEs of series (SPEC §9.3) with `recurrence_scope`: `this` (the occurrence alone: an update detaches
// it, a DELETE excludes its date with an EXDATE), `following` (this and later occurrences: the series is split, the
// first half's rule gets an UNTIL) and `all` (the whole series, through its master). A DELETE of the master trashes
// the whole series. Each runs in one transaction: a failure leaves the series as it was.
import type { ServiceContext } from '../../context.js'
import type { Event } from '../../generated/prisma/client.js'
import { continueAt, endBefore, exdateLine, parseRecurrence } from '../../domain/recurrence.js'
import type { EventRow } from '../../repositories/events.js'
import type { StoredOccurrence } from '../../repositories/series.js'
import { canEdit } from '../../domain/access.js'
import { forbidden } from '../../errors.js'
import { sqlOfDate } from '../../domain/dates.js'
import type { PostService } from '../posts/service.js'
import { isOccurrence, occurrenceStartOf as startOf, storedLines, syncSeries } from './series.js'

export type RecurrenceScope = 'this' | 'following' | 'all'

/** The PostService methods an event write falls back on (the series-unaware update and trash). */
interface Plain {
  update (sc: ServiceContext, id: number, input: Record<string, unknown>): Promise<EventRow>
  trash (sc: ServiceContext, id: number, opts: { force?: boolean }): Promise<EventRow>
}

const withoutScope = ({ recurrence_scope: _scope, ...rest }: Record<string, unknown>): Record<string, unknown> => rest

export function occurrenceWrites (service: PostService<EventRow>, plain: Plain) {
  const inTransaction = <T>(sc: ServiceContext, fn: (tx: ServiceContext) => Promise<T>): Promise<T> =>
    sc.repos.transaction((repos) => fn({ ...sc, repos }), { retryOnConflict: true })

  /** The master of occurrence `occ`, which the caller must be allowed to edit too (scopes reach beyond `occ`). */
  async function masterOf (sc: ServiceContext, occ: EventRow): Promise<EventRow> {
    const master = await service.load(sc, occ.seriesId!)
    if (!canEdit(sc.caller, master)) throw forbidden(true)
    return master
  }

  /**
   * An update of an occurrence for the whole series or from it on: the dates sent move the master by as much as they
   * move the occurrence (its start by the same step, its end so that the duration is the one sent).
   */
  async function forMaster (sc: ServiceContext, input: Record<string, unknown>, occ: EventRow, master: EventRow): Promise<Record<string, unknown>> {
    const rest = withoutScope(input)
    if (input.start_date === undefined && input.end_date === undefined) return rest
    const dates = Object.fromEntries(['start_date', 'end_date', 'timezone', 'all_day'].filter((k) => input[k] !== undefined).map((k) => [k, input[k]]))
    const moved = (await service.rules.prepare(sc, { ...dates, recurrence_scope: 'all' }, { update: true, existing: occ })).data
    const start = (moved.startLocal as Date | undefined) ?? occ.startLocal
    const end = (moved.endLocal as Date | undefined) ?? occ.endLocal
    const masterStart = new Date(master.startLocal.getTime() + start.getTime() - occ.startLocal.getTime())
    return { ...rest, start_date: sqlOfDate(masterStart), end_date: sqlOfDate(new Date(masterStart.getTime() + end.getTime() - start.getTime())) }
  }

  /** Trashes occurrences (the slug gets `__trashed`, made unique if taken), or removes them for good with `force`. */
  async function trashAll (tx: ServiceContext, master: { language: string }, list: StoredOccurrence[], force: boolean): Promise<void> {
    if (force) return tx.repos.series.remove(list.map((o) => o.id))
    const live = list.filter((o) => o.status !== 'trash')
    if (live.length === 0) return
    // The slugs taken that a trashed slug could clash with: those beginning like all of these (one query).
    const prefix = live.map((o) => o.slug).reduce((a, b) => { let i = 0; while (i < a.length && a[i] === b[i]) i++; return a.slice(0, i) })
    const taken = new Set(await tx.repos.posts.slugsStartingWith('event', master.language, prefix))
    const now = tx.now.toJSDate()
    const plainSuffix: number[] = []
    for (const o of live) {
      if (!taken.has(`${o.slug}__trashed`)) { plainSuffix.push(o.id); taken.add(`${o.slug}__trashed`); continue }
      let slug = `${o.slug}__trashed-2`
      for (let n = 3; taken.has(slug); n++) slug = `${o.slug}__trashed-${n}`
      taken.add(slug)
      await tx.repos.series.update([o.id], { status: 'trash', slug, modifiedAt: now })
    }
    await tx.repos.series.trash(plainSuffix, now)
  }

  /** Writes the master's new lines (and what they change in its series). */
  async function setLines (tx: ServiceContext, master: EventRow, lines: string[]): Promise<void> {
    const row = await tx.repos.posts.update('event', master.id, { recurrence: JSON.stringify(lines), modifiedAt: tx.now.toJSDate() })
    await syncSeries(tx, row as Event, { linksChanged: false })
  }

  return {
    async update (sc: ServiceContext, occ: EventRow, input: Record<string, unknown>, scope: RecurrenceScope): Promise<EventRow> {
      if (!isOccurrence(occ)) return plain.update(sc, occ.id, withoutScope(input))
      const master = await masterOf(sc, occ)
      // The series has ended (its master's recurrence was removed): the occurrence is changed alone.
      if (storedLines(master).length === 0) return plain.update(sc, occ.id, withoutScope(input))
      const masterInput = await forMaster(sc, input, occ, master)
      if (scope === 'all') {
        const updated = await plain.update(sc, master.id, masterInput)
        // The occurrence, unless the master's new rule or start left its day out.
        return await sc.repos.posts.find('event', occ.id) ? service.load(sc, occ.id) : updated
      }
      // following: the series is split at the occurrence, which becomes the master of the second half.
      return inTransaction(sc, async (tx) => {
        const at = startOf(occ)
        const r = parseRecurrence(storedLines(master), master.timezone)
        const rest = input.recurrence !== undefined ? input.recurrence : continueAt(r, master.startLocal, at, master.timezone)
        await tx.repos.series.moveFrom(master.id, occ.id, at)
        await setLines(tx, master, endBefore(r, at, master.timezone, master.allDay))
        return plain.update(tx, occ.id, { ...withoutScope(input), recurrence: rest })
      })
    },

    async trash (sc: ServiceContext, target: EventRow, opts: { force?: boolean; scope?: RecurrenceScope }): Promise<EventRow> {
      const scope = opts.scope ?? 'this'
      const force = opts.force === true
      const master = isOccurrence(target) ? await masterOf(sc, target) : target
      if (storedLines(master).length === 0 && master.id !== target.id) return plain.trash(sc, target.id, { force })
      return inTransaction(sc, async (tx) => {
        const series = await tx.repos.series.occurrences(master.id)
        if (master.id === target.id || scope === 'all') {
          // The whole series: its occurrences, then the master (whose trash answers 410 when it is there already).
          const others = series.filter((o) => o.id !== target.id)
          await trashAll(tx, master, others, force)
          if (target.id !== master.id) await plain.trash(tx, master.id, { force })
          return plain.trash(tx, target.id, { force })
        }
        const at = startOf(target)
        const row = await plain.trash(tx, target.id, { force })
        if (scope === 'this') {
          await setLines(tx, master, [...storedLines(master), exdateLine(at, master.timezone, master.allDay)])
          return row
        }
        await trashAll(tx, master, series.filter((o) => startOf(o) > at), force)
        await setLines(tx, master, endBefore(parseRecurrence(storedLines(master), master.timezone), at, master.timezone, master.allDay))
        return row
      })
    },
  }
}
