// A write transaction is invisible to every other query until it commits, and rolling it back takes nothing else with
// it (src/db/sqlite-adapter.ts). Prisma's SQLite adapter ran every query on one connection, so a read of another
// request that ran while a transaction awaited saw its uncommitted rows, and the response cache kept that answer after
// a rollback; a write of another request joined the transaction and was rolled back with it. On PostgreSQL each query
// has a pooled connection of its own: the same tests hold there.
import t from 'tap'
import type { Tx } from '../../src/db/client.js'
import { BASE, build, createEvent, req, TEST_DATABASE } from '../helper.js'

/** A transaction that has written and is still open, and the way to end it. */
async function openTransaction (app: Awaited<ReturnType<typeof build>>, write: (tx: Tx) => Promise<unknown>) {
  let end!: (commit: boolean) => void
  const decided = new Promise<boolean>((resolve) => { end = resolve })
  let wrote!: () => void
  const written = new Promise<void>((resolve) => { wrote = resolve })
  const done = app.db.$transaction(async (tx) => {
    await write(tx)
    wrote()
    if (!await decided) throw new Error('rolled back on purpose')
  }, { timeout: 20_000 }).then(() => 'committed', (err: Error) => err.message)
  await written
  return { commit: () => { end(true); return done }, rollback: () => { end(false); return done } }
}

t.test('a read during an open write transaction sees only what was committed, and the cache keeps no rolled-back row', async (t) => {
  const app = await build(t)
  const event = await createEvent(app, { title: 'Committed title', start_date: '2030-05-01 10:00:00', end_date: '2030-05-01 12:00:00' })
  const url = `${BASE}/events/${event.id}`

  const tx = await openTransaction(app, (db) => db.$executeRaw`UPDATE "Event" SET "title" = 'Uncommitted title' WHERE "id" = ${event.id}`)
  const during = await req(app, { method: 'GET', url })
  t.equal(during.statusCode, 200, 'the read is answered while the transaction is open (reads do not wait for writers)')
  t.equal(during.body.title, 'Committed title', 'not the uncommitted title')
  const list = await req(app, { method: 'GET', url: `${BASE}/events?start_date=2030-01-01&end_date=2030-12-31` })
  t.same(list.body.events.map((e: { title: string }) => e.title), ['Committed title'], 'the list neither')
  t.equal(await tx.rollback(), 'rolled back on purpose')

  const after = await req(app, { method: 'GET', url })
  t.equal(after.body.title, 'Committed title', 'after the rollback (a cached answer included)')
  t.ok(app.responseCache.hits >= 1, 'the answer after the rollback came from the cache: it was stored during the transaction')
})

t.test('a committed transaction is read at once by the next request', async (t) => {
  const app = await build(t)
  const event = await createEvent(app, { title: 'Before', start_date: '2030-05-01 10:00:00', end_date: '2030-05-01 12:00:00' })
  const url = `${BASE}/events/${event.id}`
  const tx = await openTransaction(app, (db) => db.$executeRaw`UPDATE "Event" SET "title" = 'After' WHERE "id" = ${event.id}`)
  t.equal((await req(app, { method: 'GET', url })).body.title, 'Before')
  t.equal(await tx.commit(), 'committed')
  t.equal((await req(app, { method: 'GET', url })).body.title, 'After')
})

t.test('a write outside the transaction is not rolled back with it', async (t) => {
  const app = await build(t)
  const a = await createEvent(app, { title: 'A', start_date: '2030-05-01 10:00:00', end_date: '2030-05-01 12:00:00' })
  const b = await createEvent(app, { title: 'B', start_date: '2030-05-02 10:00:00', end_date: '2030-05-02 12:00:00' })
  const tx = await openTransaction(app, (db) => db.$executeRaw`UPDATE "Event" SET "title" = 'A, uncommitted' WHERE "id" = ${a.id}`)
  let outsideDone = false
  const outside = app.db.$executeRaw`UPDATE "Event" SET "title" = 'B, written outside' WHERE "id" = ${b.id}`.then((n) => { outsideDone = true; return n })
  await new Promise((resolve) => setTimeout(resolve, 100))
  // SQLite has one writer: the outside write waits for the transaction (it once ran inside it); PostgreSQL's row locks
  // let it through at once.
  if (TEST_DATABASE === 'sqlite') t.notOk(outsideDone, 'SQLite: the outside write waits for the open transaction')
  t.equal(await tx.rollback(), 'rolled back on purpose')
  t.equal(await outside, 1)
  const titles = await app.db.event.findMany({ where: { id: { in: [a.id, b.id] } }, orderBy: { id: 'asc' }, select: { title: true } })
  t.same(titles.map((e) => e.title), ['A', 'B, written outside'], 'the rollback undid its own write only')
})
