// The WordPress importer reads the event status (SPEC §9.6): from WordPress core's list, whose meta
// _tribe_events_status and _tribe_events_status_reason the plugin gives the REST API (since 5.11), and, from sites
// without them, from the json_ld of the single-event answers it reads (the plugin's lists carry no JSON-LD): a
// canceled event becomes canceled here, and a second run with the status gone back to scheduled updates it.
import t from 'tap'
import { count, setup } from './setup.js'

const SINGLE = '/wp-json/tribe/events/v1/events/49'
const CORE = '/wp-json/wp/v2/tribe_events?context=edit&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate&per_page=100&page=1&_fields=id%2Cpassword%2Cmeta._tribe_events_status%2Cmeta._tribe_events_status_reason'
const PUBLIC_CORE = '/wp-json/wp/v2/tribe_events?per_page=100&page=1&_fields=id%2Cmeta._tribe_events_status%2Cmeta._tribe_events_status_reason'
type CoreItem = { id: number; meta: { _tribe_events_status: string; _tribe_events_status_reason: string } }

t.test('a site without the status meta: json_ld.eventStatus of a single-event answer becomes event_status; a second run follows it', async (t) => {
  const s = await setup(t)
  for (const x of s.server.fixture.import[CORE]!.body as Array<Partial<CoreItem>>) delete x.meta
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

t.test('the status and reason of every event from WordPress core\'s list (the plugin registers the meta for REST)', async (t) => {
  const s = await setup(t)
  const core = s.server.fixture.import[CORE]!.body as CoreItem[]
  const listed = core.find((x) => x.id !== 49)!
  listed.meta = { _tribe_events_status: 'canceled', _tribe_events_status_reason: 'Storm <b>warning</b> &amp; floods' }
  const other = core.find((x) => x.id !== 49 && x.id !== listed.id)!
  other.meta = { _tribe_events_status: 'postponed', _tribe_events_status_reason: '' }
  const r = await s.run()
  t.same(r.problems, [])
  const row = await s.db.event.findUnique({ where: { id: listed.id } })
  t.equal(row?.eventStatus, 'canceled', 'a listed event (no JSON-LD): canceled from core\'s meta')
  t.equal(row?.eventStatusReason, 'Storm warning & floods', 'the reason as plain text')
  t.equal((await s.db.event.findUnique({ where: { id: other.id } }))?.eventStatus, 'postponed')
  t.equal(await s.db.event.count({ where: { eventStatus: 'scheduled' } }), await s.db.event.count() - 2, 'the others: scheduled')

  // Back to scheduled at the source: the next run follows, the reason goes.
  listed.meta = { _tribe_events_status: '', _tribe_events_status_reason: 'Storm warning' }
  await s.run()
  const again = await s.db.event.findUnique({ where: { id: listed.id } })
  t.equal(again?.eventStatus, 'scheduled')
  t.equal(again?.eventStatusReason, '', 'a scheduled event has no reason')
})

t.test('without credentials: the statuses of published events from core\'s public list; none when it is not there', async (t) => {
  const s = await setup(t)
  let id = 0
  // the answers an anonymous caller gets: the recorded lists without the status parameter, published records only
  for (const [key, rec] of Object.entries(s.server.fixture.import)) {
    const m = /^(.*\/tribe\/events\/v1\/(?:events|venues|organizers)\?.*?)status=[^&]*&(.*)$/.exec(key)
    if (!m) continue
    const resource = /\/(events|venues|organizers)\?/.exec(key)![1]!
    const body = structuredClone(rec.body) as Record<string, Array<Record<string, unknown>>>
    body[resource] = body[resource]!.filter((r) => r.status === 'publish' && r.id !== 16)
    s.server.fixture.import[`${m[1]}${m[2]}`] = { ...rec, body }
    if (resource === 'events' && id === 0) id = Number(body[resource]![0]!.id)
  }
  s.server.fixture.import[PUBLIC_CORE] = {
    status: 200,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'x-wp-totalpages': '1' },
    body: [{ id, meta: { _tribe_events_status: 'canceled', _tribe_events_status_reason: 'Closed' } }],
  }
  await s.run({ user: undefined, appPassword: undefined })
  const row = await s.db.event.findUnique({ where: { id } })
  t.equal(row?.eventStatus, 'canceled')
  t.equal(row?.eventStatusReason, 'Closed')
  t.ok(s.server.requests.includes(PUBLIC_CORE), 'core\'s public list asked')
})
