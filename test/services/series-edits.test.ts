// Updates and DELETEs of a series with recurrence_scope (src/services/events/series-edits.ts), called through the
// events service without HTTP: the occurrences that follow, the master's lines (EXDATE, UNTIL), and the slugs of the
// trash (src/domain/trash.ts) on the way in and out.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { ADMIN, build, serviceContext } from '../helper.js'
import { events } from '../../src/services/events/service.js'

/** Tuesday 24 November 2026, 12:00 UTC: the series below lie within the recurrence horizon, in the future. */
const NOW = () => new Date('2026-11-24T12:00:00Z')

/** A weekly series of four Tuesdays from 1 December 2026, Amsterdam time: the master and its three occurrences. */
async function series (app: FastifyInstance) {
  const sc = serviceContext(app, ADMIN)
  const master = await events.create(sc, { title: 'Market', start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 12:00:00', timezone: 'Europe/Amsterdam', recurrence: 'RRULE:FREQ=WEEKLY;COUNT=4' })
  const occurrences = await app.repos.series.occurrences(master.id)
  return { sc, master, occurrences }
}

/** The stored rows of events `ids` (trashed ones too), by id. */
async function rows (app: FastifyInstance, ids: number[]) {
  const found = await app.db.event.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } })
  return new Map(found.map((e) => [e.id, e]))
}

const lines = (row: { recurrence: string | null } | undefined): string[] => row?.recurrence ? JSON.parse(row.recurrence) as string[] : []

t.test('a new series: the master and its occurrences, one a week, with slugs of the master\'s', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const { master, occurrences } = await series(app)
  t.equal(master.slug, 'market')
  t.same(occurrences.map((o) => o.slug), ['market-2026-12-08', 'market-2026-12-15', 'market-2026-12-22'])
  t.same(occurrences.map((o) => o.startLocal.toISOString().slice(0, 16)), ['2026-12-08T10:00', '2026-12-15T10:00', '2026-12-22T10:00'])
})

t.test('update, scope this: the occurrence alone changes and leaves its master\'s updates', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const { sc, master, occurrences } = await series(app)
  const [first, second] = occurrences
  await events.update(sc, second!.id, { title: 'Christmas market' })
  const stored = await rows(app, [master.id, first!.id, second!.id])
  t.equal(stored.get(second!.id)?.title, 'Christmas market')
  t.equal(stored.get(second!.id)?.detached, true, 'the occurrence is detached')
  t.equal(stored.get(first!.id)?.title, 'Market', 'the other occurrences keep theirs')
  t.equal(stored.get(master.id)?.title, 'Market')
  await t.rejects(events.update(sc, first!.id, { recurrence: 'RRULE:FREQ=DAILY;COUNT=2' }), { code: 'rest_invalid_param', statusCode: 400 },
    'an occurrence has no recurrence of its own')
})

t.test('update, scope all: the master and every occurrence not detached change, the dates move by as much', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const { sc, master, occurrences } = await series(app)
  await events.update(sc, occurrences[0]!.id, { title: 'Detached' })
  const updated = await events.update(sc, occurrences[1]!.id, { recurrence_scope: 'all', title: 'Winter market', start_date: '2026-12-15 11:00:00', end_date: '2026-12-15 13:00:00' })
  t.equal(updated.id, occurrences[1]!.id, 'the answer is the occurrence')
  const stored = await rows(app, [master.id, ...occurrences.map((o) => o.id)])
  t.equal(stored.get(master.id)?.title, 'Winter market')
  t.equal(stored.get(master.id)?.startLocal.toISOString().slice(0, 16), '2026-12-01T11:00', 'the master moved by the same hour')
  t.equal(stored.get(occurrences[0]!.id)?.title, 'Detached', 'a detached occurrence keeps its own fields')
  t.same(occurrences.slice(1).map((o) => stored.get(o.id)?.title), ['Winter market', 'Winter market'])
  t.same(occurrences.slice(1).map((o) => stored.get(o.id)?.startLocal.toISOString().slice(0, 16)), ['2026-12-15T11:00', '2026-12-22T11:00'])
})

t.test('update, scope following: the series is split, the first half ends before the occurrence', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const { sc, master, occurrences } = await series(app)
  const [first, second, third] = occurrences
  const updated = await events.update(sc, second!.id, { recurrence_scope: 'following', title: 'Late market' })
  t.equal(updated.id, second!.id)
  t.equal(updated.seriesId, second!.id, 'the occurrence is the master of the second half')
  const stored = await rows(app, [master.id, first!.id, second!.id, third!.id])
  t.match(lines(stored.get(master.id))[0], /^RRULE:FREQ=WEEKLY;UNTIL=20261215T/, 'the first half ends before the occurrence')
  t.notOk(lines(stored.get(master.id))[0]?.includes('COUNT'))
  t.equal(lines(stored.get(second!.id)).length, 1, 'the second half has a rule of its own')
  t.same([stored.get(first!.id)?.seriesId, stored.get(first!.id)?.title], [master.id, 'Market'])
  t.same([stored.get(third!.id)?.seriesId, stored.get(third!.id)?.title], [second!.id, 'Late market'])
})

t.test('a following update refused inside its transaction leaves the series as it was', async (t) => {
  const app = await build(t, { recurrenceMax: 10 }, { clock: NOW })
  const { sc, master, occurrences } = await series(app)
  const before = await rows(app, [master.id, ...occurrences.map((o) => o.id)])
  // Daily without end gives more occurrences than RECURRENCE_MAX from the occurrence's start: known only once the
  // series was split, inside the transaction.
  await t.rejects(events.update(sc, occurrences[1]!.id, { recurrence_scope: 'following', recurrence: 'RRULE:FREQ=DAILY' }), { code: 'rest_invalid_param', statusCode: 400 })
  t.same(await rows(app, [master.id, ...occurrences.map((o) => o.id)]), before, 'the split, the master\'s new lines and the occurrences were rolled back')
  t.same((await app.repos.series.occurrences(master.id)).map((o) => o.id), occurrences.map((o) => o.id))
})

t.test('delete, scope this: the occurrence goes to the trash and its date becomes an EXDATE of the master', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const { sc, master, occurrences } = await series(app)
  const trashed = await events.trash(sc, occurrences[1]!.id, { scope: 'this' })
  t.equal(trashed.status, 'trash')
  t.equal(trashed.slug, 'market-2026-12-15__trashed')
  const stored = await rows(app, [master.id, occurrences[0]!.id, occurrences[2]!.id])
  t.same(lines(stored.get(master.id)), ['RRULE:FREQ=WEEKLY;COUNT=4', 'EXDATE;TZID=Europe/Amsterdam:20261215T100000'])
  t.same([stored.get(occurrences[0]!.id)?.status, stored.get(occurrences[2]!.id)?.status], ['publish', 'publish'])
  await t.rejects(events.trash(sc, occurrences[1]!.id, { scope: 'this' }), { code: 'event-is-in-trash', statusCode: 410 })
})

t.test('delete, scope following: the occurrence and the later ones go to the trash, the master\'s rule ends before', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const { sc, master, occurrences } = await series(app)
  await events.trash(sc, occurrences[1]!.id, { scope: 'following' })
  const stored = await rows(app, [master.id, ...occurrences.map((o) => o.id)])
  t.same(occurrences.map((o) => stored.get(o.id)?.status), ['publish', 'trash', 'trash'])
  t.same(occurrences.slice(1).map((o) => stored.get(o.id)?.slug), ['market-2026-12-15__trashed', 'market-2026-12-22__trashed'])
  t.match(lines(stored.get(master.id))[0], /^RRULE:FREQ=WEEKLY;UNTIL=20261215T/)
})

t.test('delete of the master: the whole series goes to the trash, and comes back with its slugs', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const { sc, master, occurrences } = await series(app)
  // A live event holds the first trashed slug of an occurrence: that one gets `-2`.
  await events.create(sc, { title: 'Other', slug: 'market-2026-12-08__trashed', start_date: '2026-12-02 10:00:00', end_date: '2026-12-02 11:00:00' })
  const trashed = await events.trash(sc, master.id, {})
  t.equal(trashed.slug, 'market__trashed')
  const stored = await rows(app, occurrences.map((o) => o.id))
  t.same(occurrences.map((o) => stored.get(o.id)?.status), ['trash', 'trash', 'trash'])
  t.same(occurrences.map((o) => stored.get(o.id)?.slug), ['market-2026-12-08__trashed-2', 'market-2026-12-15__trashed', 'market-2026-12-22__trashed'])

  const restored = await events.update(sc, master.id, { status: 'publish' })
  t.equal(restored.slug, 'market', 'the master gets its slug back')
  const back = await rows(app, occurrences.map((o) => o.id))
  t.same(occurrences.map((o) => back.get(o.id)?.slug), ['market-2026-12-08', 'market-2026-12-15', 'market-2026-12-22'], 'the occurrences\' slugs follow')
  t.same(occurrences.map((o) => back.get(o.id)?.status), ['publish', 'publish', 'publish'])
})

t.test('delete with force: the series is removed for good', async (t) => {
  const app = await build(t, {}, { clock: NOW })
  const { sc, master, occurrences } = await series(app)
  const previous = await events.trash(sc, occurrences[0]!.id, { scope: 'all', force: true })
  t.equal(previous.id, occurrences[0]!.id, 'the answer is the occurrence as it was')
  t.equal((await rows(app, [master.id, ...occurrences.map((o) => o.id)])).size, 0)
})
