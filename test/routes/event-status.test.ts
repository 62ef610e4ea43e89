// Event status (SPEC §9.6): the fields `event_status` and `event_status_reason` — stored, presented after `detached`,
// written as every write field is (JSON, form, query), checked with a 400 naming the parameter; the list filter
// `event_status` on GET /events and the .ics feed; series (a master's status goes to its attached occurrences, an
// occurrence's own detaches it); iCalendar STATUS read by ical.js and node-ical; the change log and the webhook object.
import t from 'tap'
import ICAL from 'ical.js'
import nodeIcal from 'node-ical'
import type { FastifyInstance } from 'fastify'
import { addUser, auth, BASE, build, createEvent, expectError, req, serviceContext } from '../helper.js'
import { ALL_DATES, createSeries, seriesJson } from '../series.js'
import { publicRecord } from '../../src/services/public-record.js'

type Json = Record<string, any>

const clock = () => new Date('2026-11-24T12:00:00Z')
const patch = (app: FastifyInstance, id: number, payload: Json, headers: Record<string, string> = auth) =>
  req(app, { method: 'PATCH', url: `${BASE}/events/${id}`, headers, payload })
const list = async (app: FastifyInstance, query: string): Promise<string[]> => {
  const res = await req(app, { method: 'GET', url: `${BASE}/events?${ALL_DATES}&per_page=50&${query}` })
  if (res.statusCode !== 200) throw new Error(`list ${query}: ${res.statusCode} ${res.raw}`)
  return res.body.events.map((e: Json) => e.title)
}

/** The VEVENTs of a feed as ical.js and node-ical read them: title → STATUS (overrides by their RECURRENCE-ID). */
function statuses (text: string): { icaljs: Map<string, string>; nodeical: Map<string, string> } {
  const cal = new ICAL.Component(ICAL.parse(text))
  const icaljs = new Map<string, string>()
  for (const ve of cal.getAllSubcomponents('vevent')) {
    const rid = ve.getFirstPropertyValue('recurrence-id')
    icaljs.set(`${String(ve.getFirstPropertyValue('summary'))}${rid ? ` @${rid.toString().slice(0, 10)}` : ''}`, String(ve.getFirstPropertyValue('status')))
  }
  const nodeical = new Map<string, string>()
  for (const item of Object.values(nodeIcal.sync.parseICS(text))) {
    if (item?.type !== 'VEVENT') continue
    const e = item as Json
    nodeical.set(typeof e.summary === 'string' ? e.summary : e.summary.val, e.status)
    for (const o of Object.values(e.recurrences ?? {}) as Json[]) nodeical.set(`${typeof o.summary === 'string' ? o.summary : o.summary.val} @override`, o.status)
  }
  return { icaljs, nodeical }
}

t.test('fields: default, key order after detached, written by JSON, form and query, partial updates', async (t) => {
  const app = await build(t, {}, { clock })
  const plain = await createEvent(app, { title: 'Plain', status: 'publish' })
  t.equal(plain.event_status, 'scheduled', 'default scheduled')
  t.equal(plain.event_status_reason, '', 'default reason ""')
  const keys = Object.keys(plain)
  t.same(keys.slice(keys.indexOf('detached'), keys.indexOf('detached') + 3), ['detached', 'event_status', 'event_status_reason'], 'listed after detached')

  const json = await createEvent(app, { title: 'Json', event_status: 'canceled', event_status_reason: '  Storm warning  ' })
  t.equal(json.event_status, 'canceled')
  t.equal(json.event_status_reason, 'Storm warning', 'reason trimmed')

  const form = await req(app, {
    method: 'POST',
    url: `${BASE}/events`,
    headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'title=Form&start_date=2030-04-12%2014:00&end_date=2030-04-12%2016:00&event_status=postponed&event_status_reason=New+date+soon',
  })
  t.equal(form.statusCode, 201)
  t.equal(form.body.event_status, 'postponed', 'form body')
  t.equal(form.body.event_status_reason, 'New date soon')

  const query = await req(app, { method: 'POST', url: `${BASE}/events?event_status=canceled`, headers: auth, payload: { title: 'Query', start_date: '2030-04-12 14:00', end_date: '2030-04-12 16:00' } })
  t.equal(query.statusCode, 201)
  t.equal(query.body.event_status, 'canceled', 'query string')

  // Partial update: a write without the fields keeps them; the read answers what was written.
  t.equal((await patch(app, json.id, { title: 'Json renamed' })).body.event_status, 'canceled', 'kept by an update without it')
  const read = await req(app, { method: 'GET', url: `${BASE}/events/${json.id}` })
  t.equal(read.body.event_status, 'canceled')
  t.equal(read.body.event_status_reason, 'Storm warning')
  const reasonOnly = await patch(app, json.id, { event_status_reason: 'Storm warning; refunds at the desk' })
  t.equal(reasonOnly.body.event_status, 'canceled')
  t.equal(reasonOnly.body.event_status_reason, 'Storm warning; refunds at the desk')
  // Back to scheduled: the reason of the cancellation goes unless the write sends one.
  const back = await patch(app, json.id, { event_status: 'scheduled' })
  t.equal(back.body.event_status, 'scheduled')
  t.equal(back.body.event_status_reason, '', 'reason cleared with scheduled')
  const withReason = await patch(app, json.id, { event_status: 'scheduled', event_status_reason: 'Back on: the storm passed' })
  t.equal(withReason.body.event_status_reason, 'Back on: the storm passed', 'a reason sent with scheduled is kept')
  t.equal((await patch(app, json.id, { event_status_reason: '' })).body.event_status_reason, '', '"" clears it')
})

t.test('validation: 400 rest_invalid_param naming the parameter, never a 500', async (t) => {
  const app = await build(t, {}, { clock })
  const e = await createEvent(app, { status: 'publish' })
  for (const bad of ['cancelled', '', 'CANCELED', 'scheduled,canceled', 3, true]) {
    expectError(t, await patch(app, e.id, { event_status: bad }), 400, 'rest_invalid_param', ['event_status'], `event_status=${JSON.stringify(bad)}`)
  }
  expectError(t, await patch(app, e.id, { event_status_reason: 'x'.repeat(501) }), 400, 'rest_invalid_param', ['event_status_reason'], '501 characters')
  expectError(t, await patch(app, e.id, { event_status_reason: { html: '<b>' } }), 400, 'rest_invalid_param', ['event_status_reason'], 'an object')
  const ok = await patch(app, e.id, { event_status_reason: 'é'.repeat(500) })
  t.equal(ok.statusCode, 200, '500 characters (1000 bytes) are fine')
  // Plain text: markup is kept as the text it is (the page shows it as text), never rendered or stripped.
  const markup = await patch(app, e.id, { event_status: 'postponed', event_status_reason: '<script>alert(1)</script> & more' })
  t.equal(markup.body.event_status_reason, '<script>alert(1)</script> & more')
  const unchanged = await req(app, { method: 'GET', url: `${BASE}/events/${e.id}` })
  t.equal(unchanged.body.event_status, 'postponed', 'the failed writes changed nothing')
})

t.test('who may write it: whoever may edit the event; a password blanks the reason, never the status', async (t) => {
  const app = await build(t, {}, { clock })
  const author = await addUser(app, 'ann', 'author')
  const other = await addUser(app, 'bob', 'author')
  const own = await req(app, { method: 'POST', url: `${BASE}/events`, headers: author.headers, payload: { title: 'Ann', start_date: '2030-04-12 14:00', end_date: '2030-04-12 16:00', status: 'publish' } })
  t.equal(own.statusCode, 201)
  t.equal((await patch(app, own.body.id, { event_status: 'canceled' }, author.headers)).body.event_status, 'canceled', 'the author of the event')
  expectError(t, await patch(app, own.body.id, { event_status: 'scheduled' }, other.headers), 403, 'rest_forbidden', undefined, 'another author')
  expectError(t, await patch(app, own.body.id, { event_status: 'scheduled' }, {}), 401, 'rest_forbidden', undefined, 'anonymous')

  const locked = await createEvent(app, { title: 'Locked', status: 'publish', password: 'pw', event_status: 'canceled', event_status_reason: 'Private reason' })
  const listed = (await req(app, { method: 'GET', url: `${BASE}/events?${ALL_DATES}&include=${locked.id}` })).body.events[0]
  t.equal(listed.event_status, 'canceled', 'the status of a protected event is shown')
  t.equal(listed.event_status_reason, '', 'its reason is blanked')
  const unlocked = await req(app, { method: 'GET', url: `${BASE}/events/${locked.id}?password=pw` })
  t.equal(unlocked.body.event_status_reason, 'Private reason', 'shown with the password')
})

t.test('list filter event_status: comma list, array forms, unknown value → 400; canceled events listed by default', async (t) => {
  const app = await build(t, {}, { clock })
  await createEvent(app, { title: 'A scheduled', status: 'publish', start_date: '2030-04-10 10:00', end_date: '2030-04-10 11:00' })
  await createEvent(app, { title: 'B canceled', status: 'publish', event_status: 'canceled', start_date: '2030-04-11 10:00', end_date: '2030-04-11 11:00' })
  await createEvent(app, { title: 'C postponed', status: 'publish', event_status: 'postponed', start_date: '2030-04-12 10:00', end_date: '2030-04-12 11:00' })
  const D = await createEvent(app, { title: 'D canceled, then scheduled', status: 'publish', event_status: 'canceled', start_date: '2030-04-13 10:00', end_date: '2030-04-13 11:00' })
  await patch(app, D.id, { event_status: 'scheduled' })

  const all = ['A scheduled', 'B canceled', 'C postponed', 'D canceled, then scheduled']
  t.same(await list(app, ''), all, 'no filter: every event, canceled included')
  t.same(await list(app, 'event_status=scheduled,postponed'), ['A scheduled', 'C postponed', 'D canceled, then scheduled'], 'comma list')
  t.same(await list(app, 'event_status=scheduled'), ['A scheduled', 'D canceled, then scheduled'])
  t.same(await list(app, 'event_status=canceled'), ['B canceled'])
  t.same(await list(app, 'event_status[]=canceled&event_status[]=postponed'), ['B canceled', 'C postponed'], 'repeated brackets')
  t.same(await list(app, 'event_status[0]=postponed'), ['C postponed'], 'indexed keys')
  t.same(await list(app, 'event_status=canceled,%20scheduled,postponed'), all, 'all three: no filter')
  t.same(await list(app, 'event_status=canceled&featured=false'), ['B canceled'], 'with another filter')
  t.same(await list(app, 'event_status=canceled&search=canceled'), ['B canceled'], 'with a search')

  const count = await req(app, { method: 'GET', url: `${BASE}/events?${ALL_DATES}&per_page=1&event_status=scheduled,postponed` })
  t.equal(count.body.total, 3, 'the total counts the filtered list')
  t.match(count.body.rest_url, /event_status=scheduled%2Cpostponed|event_status=scheduled,postponed/, 'rest_url echoes it')

  for (const bad of ['cancelled', 'scheduled,nope', '']) {
    const res = await req(app, { method: 'GET', url: `${BASE}/events?event_status=${encodeURIComponent(bad)}` })
    if (bad === '') { t.equal(res.statusCode, 200, 'an empty list filter keeps every event, as the other list filters'); continue }
    expectError(t, res, 400, 'rest_invalid_param', ['event_status'], `event_status=${bad}`)
  }
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/events.ics?event_status=nope` }), 400, 'rest_invalid_param', ['event_status'], 'the feed too')
})

t.test('iCalendar: STATUS CANCELLED / TENTATIVE / CONFIRMED, the feed filter, read by ical.js and node-ical', async (t) => {
  const app = await build(t, {}, { clock })
  await createEvent(app, { title: 'On', status: 'publish' })
  const off = await createEvent(app, { title: 'Off', status: 'publish', event_status: 'canceled' })
  await createEvent(app, { title: 'Later', status: 'publish', event_status: 'postponed' })
  const draft = await createEvent(app, { title: 'Draft off', status: 'draft', event_status: 'canceled' })
  const feed = await req(app, { method: 'GET', url: `${BASE}/events.ics?${ALL_DATES}` })
  t.equal(feed.statusCode, 200)
  const want = new Map([['On', 'CONFIRMED'], ['Off', 'CANCELLED'], ['Later', 'TENTATIVE']])
  const { icaljs, nodeical } = statuses(feed.raw)
  t.same(icaljs, want, 'ical.js')
  t.same(nodeical, want, 'node-ical')
  const one = await req(app, { method: 'GET', url: `${BASE}/events/${off.id}.ics` })
  t.same(statuses(one.raw).icaljs, new Map([['Off', 'CANCELLED']]), 'the single event feed')
  const admin = await req(app, { method: 'GET', url: `${BASE}/events/${draft.id}.ics`, headers: auth })
  t.same(statuses(admin.raw).icaljs, new Map([['Draft off', 'CANCELLED']]), 'a canceled draft is CANCELLED, not TENTATIVE')
  const filtered = await req(app, { method: 'GET', url: `${BASE}/events.ics?${ALL_DATES}&event_status=scheduled,postponed` })
  t.same(statuses(filtered.raw).icaljs, new Map([['On', 'CONFIRMED'], ['Later', 'TENTATIVE']]), 'the feed takes the list filter')
  t.equal(filtered.headers['x-calendar-total'], '2')
})

t.test('series: the master\'s status goes to its attached occurrences; an occurrence\'s own detaches it and is an override', async (t) => {
  const app = await build(t, {}, { clock })
  const master = await createSeries(app, { title: 'Weekly market', timezone: 'Europe/Amsterdam', start_date: '2027-03-02 10:00:00', end_date: '2027-03-02 12:00:00', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] })
  let series = await seriesJson(app, master.id)
  t.equal(series.length, 4)
  const third = series[2]!
  // An occurrence's own status detaches it (SPEC §9.3 "Updating an occurrence changes it alone").
  const own = await patch(app, third.id, { event_status: 'postponed', event_status_reason: 'Market square closed' })
  t.equal(own.statusCode, 200)
  t.equal(own.body.detached, true, 'detached')
  t.equal(own.body.event_status, 'postponed')

  const canceled = await patch(app, master.id, { event_status: 'canceled', event_status_reason: 'The market moved away' })
  t.equal(canceled.body.event_status, 'canceled')
  series = await seriesJson(app, master.id)
  t.same(series.map((e) => [e.event_status, e.event_status_reason]), [
    ['canceled', 'The market moved away'],
    ['canceled', 'The market moved away'],
    ['postponed', 'Market square closed'],
    ['canceled', 'The market moved away'],
  ], 'attached occurrences copy the master, the detached one keeps its own')
  t.same(series.map((e) => e.detached), [false, false, true, false], 'the master\'s write detaches nothing')

  const feed = await req(app, { method: 'GET', url: `${BASE}/events.ics?${ALL_DATES}` })
  const { icaljs, nodeical } = statuses(feed.raw)
  t.same(icaljs, new Map([['Weekly market', 'CANCELLED'], ['Weekly market @2027-03-16', 'TENTATIVE']]), 'ical.js: the master CANCELLED, the override TENTATIVE')
  t.same(nodeical, new Map([['Weekly market', 'CANCELLED'], ['Weekly market @override', 'TENTATIVE']]), 'node-ical')
  // ical.js expands the master's rule: every instance but the override is the canceled master's.
  const cal = new ICAL.Component(ICAL.parse(feed.raw))
  for (const vt of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vt)
  const [masterComp, ...overrides] = cal.getAllSubcomponents('vevent').sort((a, b) => Number(a.hasProperty('recurrence-id')) - Number(b.hasProperty('recurrence-id')))
  const ev = new ICAL.Event(masterComp)
  for (const o of overrides) ev.relateException(new ICAL.Event(o))
  const seen: string[] = []
  const it = ev.iterator()
  for (let next = it.next(); next; next = it.next()) seen.push(String(ev.getOccurrenceDetails(next).item.component.getFirstPropertyValue('status')))
  t.same(seen, ['CANCELLED', 'CANCELLED', 'TENTATIVE', 'CANCELLED'])

  // The feed filtered to scheduled and postponed events: the canceled series is written as its postponed occurrence alone.
  const filtered = await req(app, { method: 'GET', url: `${BASE}/events.ics?${ALL_DATES}&event_status=postponed` })
  t.same(statuses(filtered.raw).icaljs, new Map([['Weekly market', 'TENTATIVE']]), 'the postponed occurrence alone, as a plain VEVENT')
  // A scheduled master with a canceled override: event_status=scheduled leaves the override out of the rule.
  await patch(app, master.id, { event_status: 'scheduled' })
  await patch(app, third.id, { event_status: 'canceled' })
  const scheduled = await req(app, { method: 'GET', url: `${BASE}/events.ics?${ALL_DATES}&event_status=scheduled` })
  t.same(statuses(scheduled.raw).icaljs, new Map([['Weekly market', 'CONFIRMED']]), 'no override for the canceled occurrence')
  t.match(scheduled.raw, /EXDATE;TZID=Europe\/Amsterdam:20270316T100000/, 'its date is excluded from the rule')
  t.same(await list(app, `post_parent=${master.id}&event_status=canceled`), ['Weekly market'], 'the list filter finds the occurrence')
})

t.test('the change log and the webhook object carry the change', async (t) => {
  const app = await build(t, {}, { clock })
  const e = await createEvent(app, { status: 'publish' })
  const before = (await req(app, { method: 'GET', url: `${BASE}/changes?per_page=500`, headers: auth })).body.changes.length
  await patch(app, e.id, { event_status: 'canceled', event_status_reason: 'Rain' })
  const after = (await req(app, { method: 'GET', url: `${BASE}/changes?per_page=500`, headers: auth })).body.changes
  t.equal(after.length, before + 1)
  t.match(after[after.length - 1], { kind: 'event', id: e.id, action: 'updated' })
  // A write in the database itself, outside the service (SPEC §9.4): the trigger logs a change of the status alone.
  await app.db.event.update({ where: { id: e.id }, data: { eventStatus: 'postponed' } })
  const direct = (await req(app, { method: 'GET', url: `${BASE}/changes?per_page=500`, headers: auth })).body.changes
  t.equal(direct.length, before + 2, 'a direct UPDATE of eventStatus is logged')
  await app.db.event.update({ where: { id: e.id }, data: { eventStatusReason: 'Rain, then hail' } })
  t.equal((await req(app, { method: 'GET', url: `${BASE}/changes?per_page=500`, headers: auth })).body.changes.length, before + 3, 'and of its reason')
  const object = await publicRecord(serviceContext(app), 'event', e.id)
  t.match(object, { event_status: 'postponed', event_status_reason: 'Rain, then hail' }, 'the webhook object has the fields')
})
