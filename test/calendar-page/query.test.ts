// The calendar page's logic that runs without a browser: what it asks the API (ranges, filters, pages), how it reads
// events (wall-clock times, all-day days, entities), the iCalendar links. Its bundle: test/lib/infra/calendar-bundle.test.ts.
import t from 'tap'
import { decodeEntities, fetchEvents, fetchTerms, filterParams, icsLinks, MAX_PAGES, rangeParams, siteNow, statusParts, toCalendarEvent, type ApiEvent } from '../../src/calendar-page/query.js'
import { PAGE_LANGUAGES, WORDS } from '../../src/calendar-page/i18n.js'

const BASE = '/nl/wp-json/calendar/events/v1'

const FAIR: ApiEvent = {
  id: 1, title: 'Fair', url: 'http://x/event/fair/', all_day: false, start_date: '2027-04-12 14:00:00', end_date: '2027-04-12 18:00:00', timezone: 'Europe/Amsterdam', timezone_abbr: 'CEST', venue: [], categories: [],
}
const event = (fields: Partial<ApiEvent>): ApiEvent => ({ ...FAIR, ...fields })

/** A fake API of `total` events, `per_page` as the API clamps it; records the URLs asked. */
function fakeApi (total: number) {
  const asked: string[] = []
  const fetcher = async (url: string) => {
    asked.push(url)
    const q = new URL(url, 'http://x').searchParams
    const perPage = Math.min(50, Number(q.get('per_page')))
    const page = Number(q.get('page'))
    const events = Array.from({ length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) }, (_, i) => event({ id: (page - 1) * perPage + i + 1 }))
    return new Response(JSON.stringify({ events, total, total_pages: Math.ceil(total / perPage) }), { headers: { 'content-type': 'application/json' } })
  }
  return { asked, fetcher }
}

t.test('fetchEvents follows the pages with per_page=50 until total_pages, and stops at MAX_PAGES', async (t) => {
  const params = new URLSearchParams({ start_date: '2027-04-01', end_date: '2027-04-30', categories: '7' })
  const small = fakeApi(3)
  t.same(await fetchEvents(small.fetcher, BASE, params), { items: [1, 2, 3].map((id) => event({ id })), total: 3, complete: true })
  t.same(small.asked, [`${BASE}/events?start_date=2027-04-01&end_date=2027-04-30&categories=7&per_page=50&page=1`], 'one page, the filters and the range')

  const three = fakeApi(120)
  const got = await fetchEvents(three.fetcher, BASE, params)
  t.equal(got.items.length, 120)
  t.same(got.items.map((e) => e.id), Array.from({ length: 120 }, (_, i) => i + 1), 'every event once, in order')
  t.same(three.asked.map((u) => new URL(u, 'http://x').searchParams.get('page')), ['1', '2', '3'])

  const empty = fakeApi(0)
  t.same(await fetchEvents(empty.fetcher, BASE, params), { items: [], total: 0, complete: true }, 'nothing: one request')

  const huge = fakeApi(50 * MAX_PAGES + 1)
  const bounded = await fetchEvents(huge.fetcher, BASE, params)
  t.equal(huge.asked.length, MAX_PAGES, `at most ${MAX_PAGES} requests`)
  t.same([bounded.items.length, bounded.total, bounded.complete], [50 * MAX_PAGES, 50 * MAX_PAGES + 1, false], 'says it is incomplete')
})

t.test('fetchEvents asks for JSON and reports the API\'s error message', async (t) => {
  let accept = ''
  const failing = async (_url: string, init: { headers: Record<string, string> }) => {
    accept = init.headers.accept ?? ''
    return new Response(JSON.stringify({ code: 'rest_invalid_param', message: 'Some parameters are not valid: venue', data: { status: 400 } }), { status: 400 })
  }
  await t.rejects(fetchEvents(failing, BASE, new URLSearchParams()), /not valid: venue/)
  t.equal(accept, 'application/json', 'not text/calendar (SPEC §9.2)')
})

t.test('fetchTerms reads categories and venues page by page', async (t) => {
  const asked: string[] = []
  const fetcher = async (url: string) => {
    asked.push(url)
    const page = Number(new URL(url, 'http://x').searchParams.get('page'))
    const venues = page === 1 ? Array.from({ length: 50 }, (_, i) => ({ id: i + 1, venue: `V${i}`, slug: `v${i}` })) : [{ id: 51, venue: 'Last', slug: 'last' }]
    return new Response(JSON.stringify({ venues, total: 51, total_pages: 2 }))
  }
  const venues = await fetchTerms(fetcher, BASE, 'venues', new URLSearchParams({ has_events: '1' }))
  t.equal(venues.length, 51)
  t.same(asked, [`${BASE}/venues?has_events=1&per_page=50&page=1`, `${BASE}/venues?has_events=1&per_page=50&page=2`])
})

t.test('filters, ranges and the iCalendar links', async (t) => {
  t.equal(filterParams({ categories: '3', venue: '', search: '  jazz night ' }).toString(), 'categories=3&search=jazz+night', 'only those set, trimmed')
  t.equal(filterParams({ categories: '', venue: '', search: '' }).toString(), '')
  // FullCalendar's month grid of May 2027: Sunday 25 April … Saturday 5 June, end exclusive: the events that end after
  // 24 April 23:59:59 and start before 5 June 23:59:59.
  t.same(rangeParams(new Date('2027-04-25T00:00:00Z'), new Date('2027-06-06T00:00:00Z')), { ends_after: '2027-04-24', starts_before: '2027-06-05' })
  t.same(icsLinks('https://cal.example:8443', BASE, { categories: '3', venue: '12', search: 'a&b' }), {
    https: `https://cal.example:8443${BASE}/events.ics?categories=3&venue=12&search=a%26b`,
    webcal: `webcal://cal.example:8443${BASE}/events.ics?categories=3&venue=12&search=a%26b`,
  })
  t.same(icsLinks('http://127.0.0.1:3000', BASE, { categories: '', venue: '', search: '' }), {
    https: `http://127.0.0.1:3000${BASE}/events.ics`,
    webcal: `webcal://127.0.0.1:3000${BASE}/events.ics`,
  }, 'no filters, no query string')
})

t.test('events as FullCalendar takes them: the event\'s wall clock, all-day days, venue, link', async (t) => {
  const shown = { id: '1', title: 'Fair', url: 'http://x/event/fair/', allDay: false, start: '2027-04-12T14:00:00', end: '2027-04-12T18:00:00' }
  t.same(toCalendarEvent(event({ venue: { id: 4, venue: 'Town &amp; Gown' }, categories: [{ id: 2, name: 'Music', slug: 'music' }] })),
    { ...shown, classNames: [], extendedProps: { venue: 'Town & Gown', timezone: 'CEST', categories: ['Music'], series: false, status: 'scheduled', statusReason: '' } })
  t.equal(toCalendarEvent(event({ series_id: 7 })).extendedProps.series, true, 'an event of a recurring series')
  t.equal(toCalendarEvent(event({ series_id: null })).extendedProps.series, false)
  const allDay = toCalendarEvent(event({ all_day: true, start_date: '2027-12-31 00:00:00', end_date: '2028-01-01 23:59:59' }))
  t.same([allDay.allDay, allDay.start, allDay.end], [true, '2027-12-31', '2028-01-02'], 'all-day: days, the end exclusive')
  t.equal(decodeEntities('Rock &#8217;n&#x2019; Roll &amp; more &bogus; &#0;'), 'Rock ’n’ Roll & more &bogus; &#0;')
})

t.test('event status (SPEC §9.6): a class for the styles, a label in words in every language, the reason as text in the list view', async (t) => {
  const canceled = toCalendarEvent(event({ event_status: 'canceled', event_status_reason: ' Storm <b>warning</b> ' }))
  t.same(canceled.classNames, ['cal-canceled'], 'struck through by the stylesheet')
  t.same([canceled.extendedProps.status, canceled.extendedProps.statusReason], ['canceled', 'Storm <b>warning</b>'], 'the reason kept as the text it is')
  t.same(toCalendarEvent(event({ event_status: 'postponed' })).classNames, ['cal-postponed'])
  t.same(toCalendarEvent(event({})).classNames, [], 'an older server without the field: scheduled')
  t.same(toCalendarEvent(event({ event_status: 'bogus', event_status_reason: 'x' })).extendedProps, { ...toCalendarEvent(event({})).extendedProps }, 'an unknown value: scheduled, no reason')
  t.same(statusParts(canceled.extendedProps, WORDS.en, true), [{ className: 'cal-status-label', text: 'Canceled' }, { className: 'cal-status-reason', text: 'Storm <b>warning</b>' }], 'list view: label and reason')
  t.same(statusParts(canceled.extendedProps, WORDS.en, false), [{ className: 'cal-status-label', text: 'Canceled' }], 'grid views: the label (the reason is in the tooltip)')
  t.same(statusParts(toCalendarEvent(event({ event_status: 'postponed' })).extendedProps, WORDS.nl, true), [{ className: 'cal-status-label', text: 'Uitgesteld' }], 'no reason, no part')
  t.same(statusParts(toCalendarEvent(event({})).extendedProps, WORDS.en, true), [], 'nothing for a scheduled event')
  for (const lang of PAGE_LANGUAGES) {
    t.ok(WORDS[lang].canceled.trim() !== '' && WORDS[lang].postponed.trim() !== '' && WORDS[lang].canceled !== WORDS[lang].postponed, `${lang}: both labels`)
    if (lang !== 'en') t.not(WORDS[lang].canceled, WORDS.en.canceled, `${lang}: translated`)
  }
})

t.test('siteNow: the site timezone\'s wall clock', async (t) => {
  const instant = new Date('2027-01-15T23:30:00Z')
  t.equal(siteNow({ timezone: 'UTC', fixedOffsetMinutes: null }, instant), '2027-01-15T23:30:00')
  t.equal(siteNow({ timezone: 'Europe/Amsterdam', fixedOffsetMinutes: null }, instant), '2027-01-16T00:30:00')
  t.equal(siteNow({ timezone: 'UTC+5:30', fixedOffsetMinutes: 330 }, instant), '2027-01-16T05:00:00')
  t.equal(siteNow({ timezone: 'Nowhere/Atlantis', fixedOffsetMinutes: null }, instant), '2027-01-15T23:30:00', 'unknown to Intl: UTC')
})
