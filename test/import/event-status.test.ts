// The WordPress importer reads the event status (SPEC §9.6) from the json_ld of the single-event answers it reads (the
// plugin's lists carry no JSON-LD): a canceled event becomes canceled here, and a second run with the status gone back
// to scheduled updates it; events whose answer has no JSON-LD keep their status.
import t from 'tap'
import { count, setup } from './setup.js'

const SINGLE = '/wp-json/tribe/events/v1/events/49'

t.test('json_ld.eventStatus of a single-event answer becomes event_status; a second run follows it', async (t) => {
  const s = await setup(t)
  const single = s.server.fixture.import[SINGLE]!.body as { json_ld: Record<string, unknown> }
  single.json_ld.eventStatus = 'https://schema.org/EventCancelled'
  const r = await s.run()
  t.same(r.problems, [])
  t.equal((await s.db.event.findUnique({ where: { id: 49 } }))?.eventStatus, 'canceled', 'the single read\'s status')
  const others = await s.db.event.findMany({ where: { id: { not: 49 } }, select: { eventStatus: true } })
  t.ok(others.length > 0 && others.every((e) => e.eventStatus === 'scheduled'), 'listed events (no JSON-LD) keep the default')

  // An event canceled here while its source has no JSON-LD for it: the next run leaves the status alone.
  const listed = others.length > 0 ? (await s.db.event.findFirst({ where: { id: { not: 49 } } }))! : undefined
  await s.db.event.update({ where: { id: listed!.id }, data: { eventStatus: 'postponed' } })
  single.json_ld.eventStatus = 'https://schema.org/EventRescheduled'
  const again = await s.run()
  t.equal(count(again, 'updated').events, 1, 'one event changed at the source')
  t.equal((await s.db.event.findUnique({ where: { id: 49 } }))?.eventStatus, 'scheduled', 'rescheduled: it takes place')
  t.equal((await s.db.event.findUnique({ where: { id: listed!.id } }))?.eventStatus, 'postponed', 'no JSON-LD: the stored status stays')
})
