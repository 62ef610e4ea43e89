// The iCalendar feed's service (SPEC §9.2, §9.3) without HTTP: a series made through the events service, one
// occurrence trashed and one detached, is written as its master's VEVENT with RRULE and EXDATE and an override with
// RECURRENCE-ID; ical.js reads the feed back and expands the rule to the occurrences an anonymous caller may read.
import t from 'tap'
import ICAL from 'ical.js'
import { eventCalendar, eventsFeed } from '../../src/services/events/calendar-feed.js'
import { listEventIds } from '../../src/services/events/list.js'
import { events } from '../../src/services/events/service.js'
import { ADMIN, build, serviceContext } from '../helper.js'

const clock = () => new Date('2026-11-24T12:00:00Z')
const ALL = { start_date: '2000-01-01', end_date: '2100-01-01' }

/** The VEVENTs of a feed, unfolded, and the rule of its master expanded by ical.js with its overrides related. */
function read (text: string | Buffer): { vevents: ICAL.Component[]; starts: () => string[] } {
  ICAL.TimezoneService.reset()
  const cal = new ICAL.Component(ICAL.parse(String(text)))
  for (const vt of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vt)
  const vevents = cal.getAllSubcomponents('vevent')
  const starts = () => {
    const masterComp = vevents.find((c) => !c.hasProperty('recurrence-id'))!
    const master = new ICAL.Event(masterComp)
    for (const c of vevents) if (c !== masterComp) master.relateException(new ICAL.Event(c))
    const out: string[] = []
    const it = master.iterator()
    for (let next = it.next(); next && out.length < 100; next = it.next()) out.push(master.getOccurrenceDetails(next).startDate.toJSDate().toISOString())
    return out
  }
  return { vevents, starts }
}

t.test('a series with a trashed and a detached occurrence: RRULE, EXDATE and RECURRENCE-ID, read back by ical.js', async (t) => {
  const app = await build(t, {}, { clock })
  const admin = serviceContext(app, ADMIN)
  const anonymous = serviceContext(app, null)
  const master = await events.create(admin, {
    title: 'Weekly market',
    status: 'publish',
    timezone: 'Europe/Amsterdam',
    start_date: '2027-03-09 10:00:00',
    end_date: '2027-03-09 12:00:00',
    recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
  })
  const { ids } = await listEventIds(admin, { post_parent: master.id, ...ALL })
  t.equal(ids.length, 3, 'three occurrences besides the master')
  const [second, third] = ids
  await events.trash(admin, second!, {})
  await events.update(admin, third!, { title: 'Moved market', start_date: '2027-03-23 15:00:00', end_date: '2027-03-23 16:00:00' })

  const feed = await eventsFeed(anonymous, ALL, false)
  t.equal(feed.total, 3, 'the list\'s total: the master and the two readable occurrences')
  t.equal(feed.totalPages, undefined, 'no page asked: the whole list')
  const text = feed.calendar.toString().replace(/\r\n[ \t]/g, '')
  t.match(text, /^BEGIN:VCALENDAR\r\n/)
  t.match(text, /\r\nRRULE:FREQ=WEEKLY;COUNT=4\r\n/)
  t.match(text, /\r\nEXDATE;TZID=Europe\/Amsterdam:20270316T100000\r\n/, 'the trashed occurrence is an EXDATE')
  t.match(text, /\r\nRECURRENCE-ID;TZID=Europe\/Amsterdam:20270323T100000\r\n/, 'the detached occurrence overrides its start')
  const { vevents, starts } = read(feed.calendar)
  t.equal(vevents.length, 2, 'the master and its override')
  t.same(new Set(vevents.map((v) => v.getFirstPropertyValue('uid'))), new Set([`${master.id}@example.org`]), 'one UID: the series')
  t.same(starts(), ['2027-03-09T09:00:00.000Z', '2027-03-23T14:00:00.000Z', '2027-03-30T08:00:00.000Z'],
    'ical.js gives the occurrences the caller may read (the override at its new time, DST from 30 March)')

  const expanded = read((await eventsFeed(anonymous, ALL, true)).calendar)
  t.equal(expanded.vevents.length, 3, 'expand: one VEVENT per listed event')
  t.notOk(expanded.vevents.some((v) => v.hasProperty('rrule') || v.hasProperty('recurrence-id')), 'expand: no RRULE, no RECURRENCE-ID')

  const single = read((await eventCalendar(anonymous, master.id, {}, false)).calendar)
  t.equal(single.vevents.length, 2, 'a master read alone brings its series')
  t.equal(read((await eventCalendar(anonymous, third!, {}, false)).calendar).vevents.length, 1, 'an occurrence read alone is itself')
  const paged = await eventsFeed(anonymous, { ...ALL, per_page: 1, page: 2 }, false)
  t.equal(paged.totalPages, 3, 'a page asked: the list\'s page count')
  await t.rejects(eventsFeed(anonymous, { ...ALL, per_page: 1, page: 9 }, false), { code: 'event-archive-page-not-found', statusCode: 404 })
})

t.test('a password-protected event in the feed shows what the JSON shows: blanked without the password', async (t) => {
  const app = await build(t, {}, { clock })
  const admin = serviceContext(app, ADMIN)
  const anonymous = serviceContext(app, null)
  await events.create(admin, {
    title: 'Secret concert',
    status: 'publish',
    password: 'open sesame',
    description: 'Backstage entrance',
    start_date: '2027-03-09 20:00:00',
    end_date: '2027-03-09 22:00:00',
  })
  const locked = (await eventsFeed(anonymous, ALL, false)).calendar.toString()
  t.match(locked, /SUMMARY:Secret concert/)
  t.notMatch(locked, /Backstage/, 'the description is blanked')
  const unlocked = (await eventsFeed(anonymous, { ...ALL, password: 'open sesame' }, false)).calendar.toString()
  t.match(unlocked, /DESCRIPTION:Backstage entrance/, 'the password unlocks it')
})
