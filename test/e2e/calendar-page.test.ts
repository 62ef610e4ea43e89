// The calendar page (issue 23) end to end in headless Debian Chromium (playwright-core), on a real listening server:
// events seeded through the API in two categories across this month and next; the page moves to next month, filters
// by a category, and shows exactly the events the API answers for the range shown and that filter; the Subscribe link
// carries the filter; the list view shows time, venue and link; `/nl/` shows the Dutch records. The page runs under
// its own Content-Security-Policy (no inline style, which FullCalendar would otherwise inject): a violation is a
// console error, and there must be none.
import t, { type Test } from 'tap'
import type { Page, Response } from 'playwright-core'
import { DateTime } from 'luxon'
import { TOKEN, BASE } from '../helper.js'
import { chromiumMissing, launch, screenshot, serve } from './browser.js'

t.setTimeout(180_000)

const fmt = (dt: DateTime): string => dt.toFormat('yyyy-MM-dd HH:mm:ss')

interface Seed { title: string; start: DateTime; hours?: number; category: string; venue?: string; timezone?: string; allDay?: boolean; days?: number; recurrence?: string[] }

async function create (t: Test, api: string, seed: Seed): Promise<{ id: number; url: string }> {
  const res = await fetch(`${api}/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: seed.title,
      start_date: fmt(seed.start),
      end_date: fmt(seed.allDay ? seed.start.plus({ days: (seed.days ?? 1) - 1 }).endOf('day') : seed.start.plus({ hours: seed.hours ?? 2 })),
      all_day: seed.allDay ?? false,
      timezone: seed.timezone ?? 'UTC',
      categories: seed.category,
      ...(seed.venue ? { venue: { venue: seed.venue, city: 'Utrecht' } } : {}),
      ...(seed.recurrence ? { recurrence: seed.recurrence } : {}),
    }),
  })
  t.equal(res.status, 201, `created "${seed.title}"`)
  return await res.json() as { id: number; url: string }
}

/** Titles of the API's answer for a range and a filter, every page. */
async function apiTitles (api: string, params: Record<string, string>): Promise<string[]> {
  const titles: string[] = []
  for (let page = 1; ; page++) {
    const body = await (await fetch(`${api}/events?${new URLSearchParams({ ...params, per_page: '50', page: String(page) }).toString()}`)).json() as { events: Array<{ title: string }>; total_pages: number }
    titles.push(...body.events.map((e) => e.title))
    if (page >= body.total_pages) return titles.sort()
  }
}

/** The calendar's answer to `action`: the next `/events` request it makes, and the grid redrawn after it. */
async function eventsAfter (page: Page, api: string, action: () => Promise<unknown>): Promise<Response> {
  const answer = page.waitForResponse((r) => r.url().startsWith(`${api}/events?`))
  await action()
  const response = await answer
  // A selector, not waitForFunction: that one evaluates its predicate with eval, which the page's policy forbids.
  await page.waitForSelector('#cal-status:empty', { state: 'attached' })
  return response
}

const shownTitles = async (page: Page): Promise<string[]> =>
  (await page.locator('.fc-daygrid-event .fc-event-title').allInnerTexts()).map((s) => s.trim()).sort()

if (!chromiumMissing(t)) {
  t.test('next month, one category: the events the API answers for the range shown; Subscribe carries the filter', async (t) => {
    const { origin, api } = await serve(t)
    const thisMonth = DateTime.now().setZone('UTC').startOf('month')
    const nextMonth = thisMonth.plus({ months: 1 })
    const seeds: Seed[] = [
      { title: 'Autumn Organ Recital', start: thisMonth.plus({ days: 11, hours: 19 }), category: 'Music', venue: 'Dom Church' },
      { title: 'Puppet Theatre Matinee', start: thisMonth.plus({ days: 19, hours: 14 }), category: 'Theatre' },
      { title: 'Harbour Jazz Night', start: nextMonth.plus({ days: 2, hours: 20 }), category: 'Music', venue: 'Town Hall', timezone: 'America/New_York' },
      { title: 'Choir Open Rehearsal', start: nextMonth.plus({ days: 9, hours: 18, minutes: 30 }), category: 'Music', venue: 'Dom Church' },
      { title: 'Winter Music Fair', start: nextMonth.plus({ days: 15 }), category: 'Music', allDay: true },
      { title: 'Shakespeare in the Hall', start: nextMonth.plus({ days: 9, hours: 19 }), category: 'Theatre', venue: 'Town Hall' },
      { title: 'Improv Evening', start: nextMonth.plus({ days: 21, hours: 20 }), category: 'Theatre' },
      // Begins before next month's grid and ends inside it: shown there too.
      { title: 'Long Music Festival', start: nextMonth.minus({ days: 10 }), category: 'Music', allDay: true, days: 14 },
    ]
    const created = new Map<string, { id: number; url: string }>()
    for (const seed of seeds) created.set(seed.title, await create(t, api, seed))
    const categories = await (await fetch(`${api}/categories`)).json() as { categories: Array<{ id: number; name: string }> }
    const music = categories.categories.find((c) => c.name === 'Music')
    t.ok(music, 'the Music category exists')

    const { page, errors } = await launch(t)
    // Nothing may come from elsewhere: the page works offline from the service alone.
    const foreign: string[] = []
    page.on('request', (r) => { if (!r.url().startsWith('http://127.0.0.1:') && !r.url().startsWith('data:')) foreign.push(r.url()) })
    try {
      const first = page.waitForResponse((r) => r.url().startsWith(`${api}/events?`))
      await page.goto(`${origin}/`, { waitUntil: 'load' })
      await first
      await page.waitForSelector('html[data-pickers="ready"]')
      t.equal(await page.locator('#filter-category option').count(), 3, 'the category picker: all, Music, Theatre')
      t.same((await page.locator('#filter-venue option').allInnerTexts()).slice(1), ['Dom Church', 'Town Hall'], 'the venue picker')
      t.equal(await page.evaluate('document.querySelectorAll("style").length'), 0, 'no injected <style>')
      t.equal(await page.evaluate('getComputedStyle(document.querySelector(".fc-toolbar")).display'), 'flex', "FullCalendar's styles apply (from the page's stylesheet)")
      t.equal(await page.evaluate('document.fonts.load("12px fcicons").then((faces) => faces.length)'), 1, "FullCalendar's icon font is there")
      await screenshot(t, page, 'calendar-page-this-month.png')

      // Next month.
      const nextAnswer = await eventsAfter(page, api, () => page.locator('.fc-next-button').click())
      t.equal(nextAnswer.status(), 200)
      t.match(await page.locator('.fc-toolbar-title').innerText(), nextMonth.toFormat('LLLL yyyy'), 'the title shows next month')

      // One category.
      const filtered = await eventsAfter(page, api, () => page.selectOption('#filter-category', { label: 'Music' }))
      const asked = new URL(filtered.url()).searchParams
      const days = await page.evaluate('[...document.querySelectorAll(".fc-daygrid-day[data-date]")].map((el) => el.dataset.date)') as string[]
      const before = (d: string) => DateTime.fromISO(d, { zone: 'UTC' }).minus({ days: 1 }).toISODate()!
      const range = { ends_after: before(days[0]!), starts_before: days[days.length - 1]! }
      t.same({ categories: asked.get('categories'), ends_after: asked.get('ends_after'), starts_before: asked.get('starts_before'), per_page: asked.get('per_page'), page: asked.get('page') },
        { categories: String(music!.id), ...range, per_page: '50', page: '1' }, 'the page asked for the events overlapping the grid shown, the category, 50 a page')
      const expected = await apiTitles(api, { ...range, categories: String(music!.id) })
      t.same(await shownTitles(page), expected, `shown = the API's answer (${expected.join(', ')})`)
      t.ok(expected.includes('Harbour Jazz Night') && !expected.includes('Shakespeare in the Hall'), 'the seeds are where they should be')
      t.ok(expected.includes('Long Music Festival'), 'an event that began before the grid and runs into it is shown')
      t.ok(expected.length >= 3, 'next month has Music events')

      const webcal = await page.locator('#subscribe-webcal').getAttribute('href')
      t.equal(webcal, `webcal://${new URL(origin).host}${BASE}/events.ics?categories=${music!.id}`, 'Subscribe: webcal:// with the filter')
      t.equal(await page.locator('#subscribe-https').getAttribute('href'), `${api}/events.ics?categories=${music!.id}`, 'the same feed over http(s)')
      const feed = await fetch(`${api}/events.ics?categories=${music!.id}`)
      t.equal(feed.status, 200, 'the feed answers')
      t.match(feed.headers.get('content-type'), /^text\/calendar/)
      t.match(await feed.text(), 'SUMMARY:Harbour Jazz Night', 'with the category\'s events')
      t.match(page.url(), `categories=${music!.id}`, 'the address keeps the filter')
      t.match(page.url(), 'view=dayGridMonth')
      await screenshot(t, page, 'calendar-page-next-month-music.png')

      // Search words narrow the same range further, as the API does.
      const searched = await eventsAfter(page, api, () => page.fill('#filter-search', 'choir'))
      t.equal(new URL(searched.url()).searchParams.get('search'), 'choir', 'the search is sent')
      t.same(await shownTitles(page), await apiTitles(api, { ...range, categories: String(music!.id), search: 'choir' }), "shown = the API's answer with the search")
      t.match(await page.locator('#subscribe-webcal').getAttribute('href'), `?categories=${music!.id}&search=choir`, 'Subscribe carries both filters')
      await eventsAfter(page, api, () => page.fill('#filter-search', ''))

      // The week view, inside the range already read (FullCalendar asks again only for days it has not read).
      await page.locator('.fc-timeGridWeek-button').click()
      await page.locator('.fc-timeGridWeek-view').waitFor({ state: 'visible' })
      t.match(page.url(), 'view=timeGridWeek', 'the address follows the view')
      await screenshot(t, page, 'calendar-page-week.png')

      // The list view: time, title as a link to the event, venue.
      await page.locator('.fc-listMonth-button').click()
      const jazz = page.locator('.fc-list-event').filter({ hasText: 'Harbour Jazz Night' })
      await jazz.waitFor({ state: 'visible' })
      t.equal((await jazz.locator('.fc-list-event-time').innerText()).trim(), '20:00', "the event's own wall clock (20:00 in New York)")
      t.equal(await jazz.locator('.fc-list-event-title a').getAttribute('href'), created.get('Harbour Jazz Night')!.url, 'links to the event url')
      t.match(await jazz.locator('.cal-venue').innerText(), 'Town Hall', 'shows the venue')
      const fair = page.locator('.fc-list-event').filter({ hasText: 'Winter Music Fair' })
      t.match(await fair.locator('.fc-list-event-time').innerText(), /all[- ]day/i, 'an all-day event is all-day')
      // A multi-day event is listed on each of its days: the titles, once each, are the Music events overlapping the month.
      const inMonth = (seed: Seed) => seed.start < nextMonth.plus({ months: 1 }) && seed.start.plus({ days: seed.days ?? 1 }) > nextMonth
      t.same([...new Set(await page.locator('.fc-list-event-title a').allInnerTexts())].sort(), expected.filter((title) => inMonth(seeds.find((s) => s.title === title)!)), 'the list: the Music events of the month')
      await screenshot(t, page, 'calendar-page-list.png')

      // A reload keeps the view and the filter (they are in the address).
      await page.reload({ waitUntil: 'load' })
      await page.waitForSelector('html[data-pickers="ready"]')
      t.equal(await page.locator('#filter-category').inputValue(), String(music!.id), 'the filter survives a reload')
      await page.locator('.fc-list-event').first().waitFor({ state: 'visible' })

      t.same(errors, [], 'no console errors (CSP violations included) and no page errors')
      t.same(foreign, [], 'no request leaves the service')
    } finally {
      await screenshot(t, page, 'calendar-page.png')
    }
  })

  t.test('/nl/ reads the Dutch records, in Dutch', async (t) => {
    const { origin, api } = await serve(t)
    const day = DateTime.now().setZone('UTC').startOf('day').plus({ hours: 12 })
    await create(t, api, { title: 'English Lecture', start: day, category: 'Talks' })
    await create(t, `${origin}/nl${BASE}`, { title: 'Nederlandse Lezing', start: day, category: 'Lezingen', venue: 'Stadhuis' })
    // A series of one (a rule of COUNT=1): the page marks it "↻", and says so in its tooltip.
    await create(t, `${origin}/nl${BASE}`, { title: 'Leesclub', start: day.plus({ hours: 2 }), category: 'Lezingen', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=1'] })
    const { page, errors } = await launch(t)
    try {
      const first = page.waitForResponse((r) => r.url().startsWith(`${origin}/nl${BASE}/events?`))
      await page.goto(`${origin}/nl/`, { waitUntil: 'load' })
      await first
      await page.waitForSelector('html[data-pickers="ready"]')
      await page.locator('.fc-daygrid-event').first().waitFor({ state: 'visible' })
      t.same(await shownTitles(page), ['Leesclub', 'Nederlandse Lezing'], 'only the Dutch events')
      t.equal(await page.locator('.fc-daygrid-event .cal-series').count(), 1, 'one event of a series, marked')
      t.equal(await page.locator('.fc-daygrid-event:has(.cal-series) .fc-event-title').innerText(), 'Leesclub')
      t.match(await page.locator('.fc-daygrid-event:has(.cal-series)').getAttribute('title'), /Herhaalt zich/, 'its tooltip: it repeats')
      t.same((await page.locator('#filter-category option').allInnerTexts()), ['Alle categorieën', 'Lezingen'], 'Dutch categories, Dutch labels')
      t.match(await page.locator('.fc-today-button').innerText(), /vandaag/i, "FullCalendar's Dutch locale")
      t.match(await page.locator('#subscribe-webcal').getAttribute('href'), `/nl${BASE}/events.ics`, 'the Dutch feed')
      await screenshot(t, page, 'calendar-page-nl.png')

      // The language picker moves to that language's page.
      const french = page.waitForResponse((r) => r.url().startsWith(`${origin}/fr${BASE}/events?`))
      await page.selectOption('#filter-language', 'fr')
      await french
      t.match(new URL(page.url()).pathname, '/fr/calendar', 'the French page')
      t.equal(await page.locator('h1').innerText(), 'Calendrier des événements')

      // A phone: the filters stack, the calendar keeps the width.
      await page.setViewportSize({ width: 390, height: 844 })
      t.ok(await page.locator('.fc-daygrid-body').isVisible(), 'the month grid on a narrow screen')
      t.ok(await page.evaluate('document.documentElement.scrollWidth <= 390'), 'no sideways scrolling')
      await screenshot(t, page, 'calendar-page-phone.png')
      t.same(errors, [], 'no console errors')
    } finally {
      await screenshot(t, page, 'calendar-page-language.png')
    }
  })
  t.test('canceled and postponed events are labelled in words, a canceled title struck through, the reason as text (SPEC §9.6)', async (t) => {
    const { origin, api } = await serve(t)
    const day = DateTime.now().setZone('UTC').startOf('day').plus({ hours: 12 })
    const status = async (id: number, fields: Record<string, string>) => {
      const res = await fetch(`${api}/events/${id}`, { method: 'PATCH', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(fields) })
      t.equal(res.status, 200)
    }
    const canceled = await create(t, api, { title: 'Open Air Concert', start: day, category: 'Music' })
    await status(canceled.id, { event_status: 'canceled', event_status_reason: 'Storm <b>warning</b>' })
    const postponed = await create(t, api, { title: 'Harbour Tour', start: day.plus({ hours: 2 }), category: 'Tours' })
    await status(postponed.id, { event_status: 'postponed' })
    await create(t, api, { title: 'Book Club', start: day.plus({ hours: 4 }), category: 'Talks' })
    const { page, errors } = await launch(t)
    try {
      await page.goto(`${origin}/?view=listMonth`, { waitUntil: 'load' })
      const row = (title: string) => page.locator('.fc-list-event').filter({ hasText: title })
      await row('Open Air Concert').waitFor({ state: 'visible' })
      t.equal(await row('Open Air Concert').locator('.cal-status-label').innerText(), 'CANCELED', 'the label, in words (upper case by the stylesheet)')
      t.equal(await row('Open Air Concert').locator('.cal-status-reason').innerText(), 'Storm <b>warning</b>', 'the reason as the text it is, never as HTML')
      t.equal(await row('Open Air Concert').locator('.cal-status-reason b').count(), 0)
      // A string, not a function: the tests are compiled without the DOM's types.
      const decoration = (title: string) => page.evaluate(`getComputedStyle([...document.querySelectorAll('.fc-list-event')].find((r) => r.textContent.includes(${JSON.stringify(title)})).querySelector('.fc-list-event-title a')).textDecorationLine`)
      t.match(await decoration('Open Air Concert'), 'line-through', 'the canceled title struck through')
      t.equal(await row('Harbour Tour').locator('.cal-status-label').innerText(), 'POSTPONED')
      t.equal(await decoration('Harbour Tour'), 'none', 'a postponed title is not struck through')
      t.equal(await row('Book Club').locator('.cal-status-label').count(), 0, 'a scheduled event: no label')
      await screenshot(t, page, 'calendar-page-status.png')

      // The month grid in German: the label before the title.
      await page.goto(`${origin}/de/?view=dayGridMonth`, { waitUntil: 'load' })
      await create(t, `${origin}/de${BASE}`, { title: 'Sommerfest', start: day, category: 'Feste' }).then((e) => status(e.id, { event_status: 'canceled' }))
      await page.reload({ waitUntil: 'load' })
      const fest = page.locator('.fc-daygrid-event').filter({ hasText: 'Sommerfest' })
      await fest.waitFor({ state: 'visible' })
      t.equal(await fest.locator('.cal-status-label').innerText(), 'ABGESAGT', 'the German word')
      t.same(errors, [], 'no console errors')
    } finally {
      await screenshot(t, page, 'calendar-page-status-de.png')
    }
  })
}
