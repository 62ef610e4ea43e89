// Writes of one series at once (issue 37, SPEC §9.3): scoped edits, splits, DELETEs, trash and restore, rule changes,
// run together with Promise.all through the events service, must leave a series whose occurrences, EXDATEs and
// calendar agree — every write of a series runs alone in its series and works from the rows as they are
// (lockSeriesOf, src/services/events/series.ts). First the three cases the issue reported, then random mixes of every
// write (seeded: a failure replays), each followed by the invariant check. On SQLite the writes of one process run one
// at a time anyway; the test runs there too.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { ADMIN, build, serviceContext, TEST_DATABASE } from '../helper.js'
import { mulberry32 } from '../prng.js'
import { icalJsInstances } from '../ics-expand.js'
import { ApiError } from '../../src/errors.js'
import { events } from '../../src/services/events/service.js'
import { eventCalendar } from '../../src/services/events/calendar-feed.js'
import { lockSeriesOf } from '../../src/services/events/series.js'
import { expandRecurrence, parseRecurrence } from '../../src/domain/recurrence.js'
import type { Event } from '../../src/generated/prisma/client.js'

/** Tuesday 24 November 2026, 12:00 UTC: the daily series below begin ten days before, so a part of each is past. */
const NOW = () => new Date('2026-11-24T12:00:00Z')
const ZONE = 'Europe/Amsterdam'
const DAYS = 24

const dayOf = (d: Date): string => d.toISOString().slice(0, 10)
const lines = (row: { recurrence: string | null }): string[] => row.recurrence ? JSON.parse(row.recurrence) as string[] : []
const startOf = (e: { occurrenceStart: Date | null; startLocal: Date }): Date => e.occurrenceStart ?? e.startLocal

/** A daily series of DAYS days from 14 November 2026, 10:00 Amsterdam time: the master and its occurrences, by date. */
async function dailySeries (app: FastifyInstance, title: string): Promise<{ master: Event; all: Event[] }> {
  const sc = serviceContext(app, ADMIN)
  const master = await events.create(sc, { title, start_date: '2026-11-14 10:00:00', end_date: '2026-11-14 11:00:00', timezone: ZONE, recurrence: `RRULE:FREQ=DAILY;COUNT=${DAYS}` })
  const all = await app.db.event.findMany({ where: { OR: [{ id: master.id }, { seriesId: master.id }] }, orderBy: { startLocal: 'asc' } })
  if (all.length !== DAYS) throw new Error(`the series has ${all.length} events`)
  return { master: all[0]!, all }
}

/** The events of the series of `masterId` and of every series split off it: those written since it (rounds run one
 *  after the other, and nothing else writes events meanwhile). */
const group = (app: FastifyInstance, masterId: number): Promise<Event[]> =>
  app.db.event.findMany({ where: { id: { gte: masterId } }, orderBy: { id: 'asc' } })

/** The dates the calendar of master `id` (GET /events/<id>.ics) gives, expanded by ical.js: the series' rule with its
 *  overrides, and the events of its own (10:00 in Amsterdam is the same date in UTC). */
async function calendarDays (app: FastifyInstance, id: number): Promise<string[]> {
  const text = (await eventCalendar(serviceContext(app, ADMIN), id, {}, false)).calendar.toString()
  return icalJsInstances(text).map((i) => i.start.slice(0, 10))
}

/** What the writes of a round did that the end state must still show. */
interface Done {
  /** dates of occurrences deleted alone (`this`), trashed or removed, whose event no write of the round brought back */
  deleted: Map<number, string>
  /** whether a write sent new lines (which may leave out an EXDATE of a removed occurrence: then its date may return) */
  linesSent: boolean
}

/**
 * The invariants of a series after any mix of writes: no two live events of the series (and its split halves) on one
 * date; every trashed occurrence's date left out by its master's lines (EXDATE, or its rule no longer gives it); every
 * date deleted alone still deleted; every live master's calendar gives exactly the dates of its live events.
 */
async function checkSeries (t: Test, app: FastifyInstance, masterId: number, done: Done, what: string): Promise<void> {
  const rows = await group(app, masterId)
  const live = rows.filter((e) => e.status !== 'trash')
  const days = live.map((e) => dayOf(e.startLocal))
  const dupes = days.filter((d, i) => days.indexOf(d) !== i)
  t.same(dupes, [], `${what}: no two live events of the series on one date (${live.length} live)`)
  const byId = new Map(rows.map((e) => [e.id, e]))
  for (const m of rows.filter((e) => e.seriesId === e.id && e.recurrence !== null && e.status !== 'trash')) {
    const r = parseRecurrence(lines(m), m.timezone)
    const given = new Set(expandRecurrence(r, m.startLocal, new Date('2028-01-01T00:00:00Z'), 10_000, m.timezone).starts.map(dayOf))
    const trashed = rows.filter((e) => e.seriesId === m.id && e.id !== m.id && e.status === 'trash').map((e) => dayOf(startOf(e)))
    t.same(trashed.filter((d) => given.has(d)), [], `${what}: master ${m.id}: every trashed occurrence's date is left out by its lines`)
    const members = live.filter((e) => e.seriesId === m.id).map((e) => dayOf(e.startLocal)).sort()
    t.same((await calendarDays(app, m.id)).sort(), members, `${what}: master ${m.id}: its calendar gives exactly its live events' dates`)
  }
  for (const [id, day] of done.deleted) {
    const row = byId.get(id)
    if (row === undefined && done.linesSent) continue
    const back = live.filter((e) => dayOf(e.startLocal) === day)
    t.same(back.map((e) => e.id), [], `${what}: the date ${day} deleted alone (event ${id}) stays deleted`)
  }
}

/** Runs writes at once; a write may be refused (the record went meanwhile: 404, 410; a refused parameter: 400), never
 *  fail otherwise. Returns which succeeded. */
async function together (t: Test, writes: Array<() => Promise<unknown>>): Promise<boolean[]> {
  const results = await Promise.allSettled(writes.map((w) => w()))
  return results.map((r) => {
    if (r.status === 'fulfilled') return true
    const err = r.reason as unknown
    if (!(err instanceof ApiError && [400, 404, 410].includes(err.statusCode))) t.fail(`a write failed: ${String(err)}`, { stack: (err as Error).stack })
    return false
  })
}

t.test('a write of an event of a series holds its master\'s lock until it ends, the lock of the master it is in now', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const sc = serviceContext(app, ADMIN)
  const { master, all } = await dailySeries(app, 'Locks')
  await events.update(sc, all[12]!.id, { recurrence_scope: 'following', title: 'Second half' })
  // PostgreSQL: a two-key advisory lock whose second key is the master's id; SQLite: the transaction's write lock.
  const held = async (id: number) => TEST_DATABASE !== 'postgresql'
    ? 1
    : (await app.db.$queryRaw<Array<{ n: number }>>`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = ${id} AND objsubid = 2 AND granted`)[0]!.n
  await app.repos.transaction(async (tx) => {
    t.equal(await lockSeriesOf({ repos: tx }, all[5]!.id), master.id, 'an occurrence of the first half: its master')
    t.equal(await held(master.id), 1, 'its lock is held')
    t.equal(await lockSeriesOf({ repos: tx }, all[15]!.id), all[12]!.id, 'one split off: the master of the second half')
    t.equal(await lockSeriesOf({ repos: tx }, all[5]!.id), master.id, 'taken again by the same transaction: no wait')
  })
  if (TEST_DATABASE === 'postgresql') t.equal(await held(master.id), 0, 'released with the transaction')
  const single = await events.create(sc, { title: 'Single', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 11:00:00', timezone: ZONE })
  t.equal(await app.repos.transaction((tx) => lockSeriesOf({ repos: tx }, single.id)), null, 'an event outside any series: no lock')
})

t.test('10 concurrent DELETEs (scope this) of one series\' occurrences: 10 EXDATEs, 10 dates gone from the calendar', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const sc = serviceContext(app, ADMIN)
  const { master, all } = await dailySeries(app, 'Ten deletes')
  const targets = all.slice(12, 22)
  const ok = await together(t, targets.map((o) => () => events.trash(sc, o.id, { scope: 'this' })))
  t.same(ok, targets.map(() => true), 'every DELETE succeeded')
  const stored = await app.db.event.findUniqueOrThrow({ where: { id: master.id } })
  t.equal(lines(stored).filter((l) => l.startsWith('EXDATE')).length, 10, 'the master keeps 10 EXDATEs')
  const days = await calendarDays(app, master.id)
  t.equal(days.length, DAYS - 10)
  t.same(targets.filter((o) => days.includes(dayOf(o.startLocal))), [], 'no deleted date in the calendar')
  await checkSeries(t, app, master.id, { deleted: new Map(targets.map((o) => [o.id, dayOf(o.startLocal)])), linesSent: false }, 'after the deletes')
})

t.test('trashing and restoring the master keeps the dates deleted before deleted, even with deletes at the same time', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const sc = serviceContext(app, ADMIN)
  const { master, all } = await dailySeries(app, 'Trash and back')
  const before = [all[3]!, all[15]!]
  await events.trash(sc, before[0]!.id, { scope: 'this' })
  await events.trash(sc, before[1]!.id, { scope: 'this', force: true })
  const during = all.slice(16, 20)
  await together(t, [...during.map((o) => () => events.trash(sc, o.id, { scope: 'this' })), () => events.trash(sc, master.id, {})])
  const restored = await events.update(sc, master.id, { status: 'publish' })
  t.equal(restored.status, 'publish')
  const rows = await group(app, master.id)
  const live = rows.filter((e) => e.status !== 'trash').map((e) => e.id)
  t.notOk(live.includes(before[0]!.id), 'the occurrence trashed alone before stays in the trash')
  t.notOk(rows.some((e) => e.status !== 'trash' && dayOf(e.startLocal) === dayOf(before[1]!.startLocal)), 'the removed occurrence is not made again')
  t.ok(live.length >= DAYS - 2 - during.length, 'the occurrences trashed with the master come back')
  await checkSeries(t, app, master.id, { deleted: new Map(before.map((o) => [o.id, dayOf(o.startLocal)])), linesSent: false }, 'after the restore')
  // Restoring the master again (a no-op) and an edit of the whole series keep them deleted too.
  await events.update(sc, master.id, { status: 'publish', title: 'Trash and back again' })
  await events.update(sc, all[5]!.id, { recurrence_scope: 'all', start_date: '2026-11-19 11:00:00', end_date: '2026-11-19 12:00:00' })
  await checkSeries(t, app, master.id, { deleted: new Map(before.map((o) => [o.id, dayOf(o.startLocal)])), linesSent: false }, 'after an edit of all')
})

t.test('concurrent splits, an edit of all and DELETEs of one 24-day series give no two events on one date', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const sc = serviceContext(app, ADMIN)
  const { master, all } = await dailySeries(app, 'Splits')
  const deleted = [all[13]!, all[18]!, all[21]!]
  await together(t, [
    () => events.update(sc, all[12]!.id, { recurrence_scope: 'following', title: 'Second half' }),
    () => events.update(sc, all[16]!.id, { recurrence_scope: 'following', title: 'Third part' }),
    () => events.update(sc, all[20]!.id, { recurrence_scope: 'following', title: 'Last part' }),
    () => events.update(sc, all[14]!.id, { recurrence_scope: 'all', title: 'Everything' }),
    ...deleted.map((o) => () => events.trash(sc, o.id, { scope: 'this' })),
  ])
  const live = (await group(app, master.id)).filter((e) => e.status !== 'trash')
  t.equal(live.length, DAYS - deleted.length, 'one live event per date not deleted')
  await checkSeries(t, app, master.id, { deleted: new Map(deleted.map((o) => [o.id, dayOf(o.startLocal)])), linesSent: false }, 'after the splits')
})

t.test('a deleted date stays deleted through new lines, a new time of day and a restore of the master; a restored occurrence is shown again', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const sc = serviceContext(app, ADMIN)
  const { master, all } = await dailySeries(app, 'Edges')
  const [trashed, removed, restored] = [all[12]!, all[14]!, all[16]!]
  for (const o of [trashed, restored]) await events.trash(sc, o.id, { scope: 'this' })
  await events.trash(sc, removed.id, { scope: 'this', force: true })
  const deleted: Done = { deleted: new Map([trashed, removed].map((o) => [o.id, dayOf(o.startLocal)])), linesSent: false }

  // New lines without the EXDATEs (a client that read the series before the DELETEs): the trashed occurrence's
  // date becomes an EXDATE again.
  await events.update(sc, master.id, { recurrence: [`RRULE:FREQ=DAILY;COUNT=${DAYS}`, ...lines(await app.db.event.findUniqueOrThrow({ where: { id: master.id } })).filter((l) => l.startsWith('EXDATE') && !l.includes(dayOf(trashed.startLocal).replaceAll('-', '')))] })
  t.equal((await app.db.event.findUniqueOrThrow({ where: { id: trashed.id } })).status, 'trash', 'new lines leave the trashed occurrence in the trash')
  await checkSeries(t, app, master.id, deleted, 'after new lines')

  // Another time of day for the whole series: the EXDATEs follow their days.
  await events.update(sc, all[5]!.id, { recurrence_scope: 'all', start_date: '2026-11-19 12:00:00', end_date: '2026-11-19 13:00:00' })
  const moved = lines(await app.db.event.findUniqueOrThrow({ where: { id: master.id } }))
  t.ok(moved.includes(`EXDATE;TZID=${ZONE}:${dayOf(removed.startLocal).replaceAll('-', '')}T120000`), 'the removed occurrence\'s EXDATE moved to 12:00')
  await checkSeries(t, app, master.id, deleted, 'after a new time of day')

  // The master to the trash, new lines without the EXDATEs of the occurrences trashed alone written there, and back:
  // they stay in the trash.
  await events.trash(sc, master.id, {})
  const kept = lines(await app.db.event.findUniqueOrThrow({ where: { id: master.id } })).filter((l) => l.startsWith('EXDATE') && ![trashed, restored].some((o) => l.includes(dayOf(o.startLocal).replaceAll('-', ''))))
  await events.update(sc, master.id, { recurrence: [`RRULE:FREQ=DAILY;COUNT=${DAYS}`, ...kept] })
  await events.update(sc, master.id, { status: 'publish' })
  t.equal((await app.db.event.findUniqueOrThrow({ where: { id: trashed.id } })).status, 'trash', 'the master\'s restore leaves the occurrence trashed alone in the trash')
  await checkSeries(t, app, master.id, deleted, 'after the master\'s trash and restore')

  // An occurrence restored on its own: its EXDATE goes, the calendar shows its date again.
  await events.update(sc, restored.id, { status: 'publish' })
  t.notOk(lines(await app.db.event.findUniqueOrThrow({ where: { id: master.id } })).some((l) => l.includes(dayOf(restored.startLocal).replaceAll('-', ''))), 'the restored occurrence\'s EXDATE is gone')
  t.ok((await calendarDays(app, master.id)).includes(dayOf(restored.startLocal)), 'its date is in the calendar')
  await checkSeries(t, app, master.id, deleted, 'after the occurrence\'s restore')
})

/** One random write of the mix on the series whose events (as created) are `all`, with what the check needs to know. */
type Write = { run: () => Promise<unknown>; kind: string; deletes?: Event; restores?: Event; sendsLines?: boolean }

/** The writes a round draws from. A client that sends new lines read before a split would give the first half its old
 *  end again, over the second half: a lost update of the client's, not of the service. Rule changes and splits are
 *  drawn in rounds of their own. */
const SPLITS = ['this', 'this', 'this-force', 'following', 'following-force', 'all-delete', 'edit-this', 'split', 'split', 'edit-all',
  'move-all', 'trash-master', 'restore-master', 'restore-master', 'restore', 'restore', 'master-title'] as const
const RULES = ['this', 'this', 'this-force', 'all-delete', 'edit-this', 'edit-all', 'move-all', 'trash-master', 'restore-master',
  'restore', 'restore', 'rule', 'rule', 'master-title'] as const

function randomWrite (app: FastifyInstance, rnd: () => number, all: Event[], n: number, kinds: readonly string[]): Write {
  const sc = serviceContext(app, ADMIN)
  const master = all[0]!
  const pick = () => all[1 + Math.floor(rnd() * (all.length - 1))]!
  const day = (e: Event, hour: number) => `${dayOf(e.startLocal)} ${String(hour).padStart(2, '0')}:00:00`
  const kind = kinds[Math.floor(rnd() * kinds.length)]!
  const o = pick()
  return { ...write(), kind: `${kind} ${dayOf(o.startLocal)}` }
  function write (): Omit<Write, 'kind'> {
    switch (kind) {
      case 'this': return { run: () => events.trash(sc, o.id, { scope: 'this' }), deletes: o }
      case 'this-force': return { run: () => events.trash(sc, o.id, { scope: 'this', force: true }), deletes: o }
      case 'following': return { run: () => events.trash(sc, o.id, { scope: 'following' }) }
      case 'following-force': return { run: () => events.trash(sc, o.id, { scope: 'following', force: true }) }
      case 'all-delete': {
        const whole = rnd() < 0.5
        return { run: () => whole ? events.trash(sc, o.id, { scope: 'all' }) : events.trash(sc, master.id, {}) }
      }
      case 'edit-this': return { run: () => events.update(sc, o.id, { title: `Own ${n}` }) }
      case 'split': return { run: () => events.update(sc, o.id, { recurrence_scope: 'following', title: `Half ${n}` }) }
      case 'edit-all': return { run: () => events.update(sc, o.id, { recurrence_scope: 'all', title: `All ${n}` }) }
      case 'move-all': {
        const hour = 9 + Math.floor(rnd() * 4)
        return { run: () => events.update(sc, o.id, { recurrence_scope: 'all', start_date: day(o, hour), end_date: day(o, hour + 1) }) }
      }
      case 'trash-master': return { run: () => events.trash(sc, master.id, {}) }
      case 'restore-master': return { run: () => events.update(sc, master.id, { status: 'publish' }) }
      case 'restore': return { run: () => events.update(sc, o.id, { status: 'publish' }), restores: o }
      case 'rule': {
      // A client's rule change: the lines as it reads them, with another COUNT.
        const count = 18 + Math.floor(rnd() * 10)
        return {
          sendsLines: true,
          run: async () => {
            const row = await app.db.event.findUniqueOrThrow({ where: { id: master.id } })
            const kept = lines(row).filter((l) => !l.startsWith('RRULE'))
            const rule = lines(row).find((l) => l.startsWith('RRULE'))
            if (rule === undefined) return
            return events.update(sc, master.id, { recurrence: [rule.replace(/COUNT=\d+/, `COUNT=${count}`), ...kept] })
          },
        }
      }
      case 'master-title': return { run: () => events.update(sc, master.id, { title: `Master ${n}` }) }
      default: throw new Error(`no write ${kind}`)
    }
  }
}

// SERIES_SEED and SERIES_ROUNDS draw other mixes (a failure names its round's writes in the order drawn).
t.test('random mixes of concurrent writes of a series keep its occurrences, EXDATEs and calendar in agreement', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const rnd = mulberry32(Number(process.env.SERIES_SEED ?? 3701))
  const ROUNDS = Number(process.env.SERIES_ROUNDS ?? 6)
  for (let round = 1; round <= ROUNDS; round++) {
    const { master, all } = await dailySeries(app, `Round ${round}`)
    const kinds = round % 2 === 0 ? RULES : SPLITS
    const writes = Array.from({ length: 8 + Math.floor(rnd() * 6) }, (_, i) => randomWrite(app, rnd, all, round * 100 + i, kinds))
    const ok = await together(t, writes.map((w) => w.run))
    const restored = new Set(writes.filter((w) => w.restores).map((w) => w.restores!.id))
    const done: Done = {
      deleted: new Map(writes.filter((w, i) => ok[i] && w.deletes && !restored.has(w.deletes.id)).map((w) => [w.deletes!.id, dayOf(w.deletes!.startLocal)])),
      linesSent: writes.some((w, i) => ok[i] && w.sendsLines),
    }
    const what = `round ${round} (${writes.map((w, i) => `${w.kind}: ${ok[i] ? 'done' : 'refused'}`).join(', ')})`
    await checkSeries(t, app, master.id, done, what)
  }
})
