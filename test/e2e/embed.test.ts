// `<calendar-events>` (GET /embed.js, SPEC §9.7) end to end in headless Debian Chromium, as another site uses it: a
// demo page served by a second server (another origin) under a strict Content-Security-Policy that allows scripts and
// requests from the service only and no inline style, includes the script and two elements (a list of one category,
// limited; a compact one in a Dutch section). They show the events the API answers, in its order, linked to their pages; markup in
// a title stays text; changing an attribute shows the new query; a refused query is an accessible error, a query
// with no match an empty state; no cookie goes to the service though the browser holds one for it; no request leaves
// the two origins; no console error (CSP violations are reported there); axe-core finds no serious or critical
// violation; the host page's CSS custom properties and ::part() style it; a phone's width; screenshots.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import t, { type Test } from 'tap'
import type { Page, Request } from 'playwright-core'
import { DateTime } from 'luxon'
import { BASE, eventually, TOKEN } from '../helper.js'
import { chromiumMissing, launch, screenshot, serve } from './browser.js'

t.setTimeout(180_000)

const AXE = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8')
const fmt = (dt: DateTime): string => dt.toFormat('yyyy-MM-dd HH:mm:ss')

const startOf = (e: { start_date: string }): string => e.start_date

interface Seed { title: string; start: DateTime; category: string; venue?: string; status?: 'canceled' }

async function create (t: Test, api: string, seed: Seed): Promise<{ id: number; url: string; title: string; start_date: string }> {
  const res = await fetch(`${api}/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: seed.title,
      start_date: fmt(seed.start),
      end_date: fmt(seed.start.plus({ hours: 2 })),
      timezone: 'Europe/Amsterdam',
      categories: seed.category,
      ...(seed.venue ? { venue: { venue: seed.venue, city: 'Utrecht' } } : {}),
    }),
  })
  t.equal(res.status, 201, `created "${seed.title}"`)
  const event = await res.json() as { id: number; url: string; title: string; start_date: string }
  if (seed.status) {
    const patched = await fetch(`${api}/events/${event.id}`, { method: 'PATCH', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ event_status: seed.status }) })
    t.equal(patched.status, 200)
  }
  return event
}

/** The demo site: a page with a strict policy embedding the service's script, and its own stylesheet. */
async function demoSite (t: Test, service: string): Promise<{ origin: string; csp: string }> {
  const csp = `default-src 'none'; script-src ${service}; connect-src ${service}; style-src 'self'; base-uri 'none'; form-action 'none'`
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner site</title>
<link rel="stylesheet" href="/site.css">
<script type="module" src="${service}/embed.js"></script>
</head>
<body>
<main>
<h1>Partner site</h1>
<h2>Music</h2>
<calendar-events id="music" categories="music" limit="3"><a id="fallback" href="${service}/">Our calendar</a></calendar-events>
<section lang="nl">
<h2>Agenda</h2>
<calendar-events id="dutch" layout="compact"></calendar-events>
</section>
</main>
</body>
</html>
`
  const css = `body { font: 16px/1.5 Georgia, serif; margin: 1rem; }
#music { --calendar-events-accent: #7a1f5c; --calendar-events-font: 15px/1.4 Georgia, serif; }
calendar-events::part(title) { font-style: italic; }
`
  const server = createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(html)
    else if (req.url === '/site.css') res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(css)
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, csp }
}

/** The element's text of each part named `part`, in order (Playwright's CSS pierces open shadow roots). */
const parts = (page: Page, id: string, part: string): Promise<string[]> =>
  page.locator(`#${id} [part~="${part}"]`).allInnerTexts().then((texts) => texts.map((s) => s.trim()))

/** `expr` of the element matching `selector` in `#id`'s shadow root (`el`). A string, not a function: the tests are
 *  compiled without the DOM's types. */
const inShadow = (page: Page, id: string, selector: string, expr: string): Promise<unknown> =>
  page.evaluate(`(() => { const el = document.getElementById(${JSON.stringify(id)}).shadowRoot.querySelector(${JSON.stringify(selector)}); return ${expr} })()`)

/** axe-core's serious and critical violations on the page, injected from node_modules (nothing is fetched). */
async function axeSerious (page: Page): Promise<string[]> {
  await page.evaluate(AXE)
  return await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id + ': ' + v.nodes.map((n) => JSON.stringify(n.target)).join(' ')))`) as string[]
}

/** Waits until `#id` shows its answer to the events request that `action` causes, and returns that request's query. */
async function rendered (page: Page, id: string, state: string, action: () => Promise<unknown>, match: (url: URL) => boolean): Promise<URLSearchParams> {
  const response = page.waitForResponse((r) => r.url().includes('/events?') && match(new URL(r.url())))
  await action()
  const url = new URL((await response).url())
  await page.waitForSelector(`#${id}[data-state="${state}"]`)
  return url.searchParams
}

if (!chromiumMissing(t)) {
  t.test('two elements on a foreign page under a strict CSP: events, links, language, attribute changes, states, no cookies, accessible', async (t) => {
    const { origin: service, api } = await serve(t)
    const month = DateTime.now().setZone('Europe/Amsterdam').startOf('day').plus({ days: 20 })
    const music = [
      await create(t, api, { title: '<img src=x onerror=alert(1)> Organ Recital', start: month.plus({ hours: 19 }), category: 'Music', venue: 'Dom Church' }),
      await create(t, api, { title: 'Harbour Jazz Night', start: month.plus({ days: 2, hours: 20 }), category: 'Music', venue: 'Town Hall', status: 'canceled' }),
      await create(t, api, { title: 'Choir Rehearsal', start: month.plus({ days: 5, hours: 18 }), category: 'Music' }),
      await create(t, api, { title: 'Late Music Fair', start: month.plus({ days: 9, hours: 11 }), category: 'Music' }),
    ]
    const theatre = [
      await create(t, api, { title: 'Improv Evening', start: month.plus({ days: 1, hours: 20 }), category: 'Theatre' }),
      await create(t, api, { title: 'Puppet Matinee', start: month.plus({ days: 3, hours: 14 }), category: 'Theatre' }),
    ]
    const dutch = await create(t, `${service}/nl${BASE}`, { title: 'Nederlandse Lezing', start: month.plus({ days: 4, hours: 19, minutes: 30 }), category: 'Lezingen', venue: 'Stadhuis' })
    const demo = await demoSite(t, service)

    const { page, errors } = await launch(t)
    // The browser holds a cookie for the service: the element must not send it.
    await page.context().addCookies([{ name: 'session', value: 'secret', url: service }])
    const requests: Request[] = []
    page.on('request', (r) => { requests.push(r) })
    // Every violation of the host page's policy, as the page itself sees them (besides the console's reports).
    await page.addInitScript("window.violations = []; document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective + ' ' + e.blockedURI))")
    try {
      const musicLoaded = page.waitForResponse((r) => r.url().startsWith(`${service}/en${BASE}/events?`) && r.url().includes('categories=music'))
      const dutchLoaded = page.waitForResponse((r) => r.url().startsWith(`${service}/nl${BASE}/events?`))
      const home = await page.goto(`${demo.origin}/`, { waitUntil: 'load' })
      t.equal(home?.headers()['content-security-policy'], demo.csp, 'the host page runs under the strict policy')
      await Promise.all([musicLoaded, dutchLoaded])
      await page.waitForSelector('#music[data-state="ready"]')
      await page.waitForSelector('#dutch[data-state="ready"]')

      // The list: the first three Music events, in the API's order, each title a link to the event's page.
      const apiMusic = await (await fetch(`${service}/en${BASE}/events?categories=music&start_date=now&per_page=3`)).json() as { events: Array<{ title: string; url: string }> }
      t.same(await parts(page, 'music', 'title'), apiMusic.events.map((e) => e.title), "the titles: the API's answer")
      t.same(await parts(page, 'music', 'title'), music.slice(0, 3).map((e) => e.title), 'the first three by start, the fourth left out (limit="3")')
      const hrefs = await Promise.all((await page.locator('#music a[part~="title"]').all()).map((a) => a.getAttribute('href')))
      t.same(hrefs, music.slice(0, 3).map((e) => e.url), "each links to the event's url")
      t.equal(await page.locator('#fallback').isVisible(), false, "the element's own content (a fallback link) is hidden once it renders")
      t.equal(await inShadow(page, 'dutch', '[part~="container"]', 'el.lang'), 'nl', 'the Dutch words are marked Dutch')
      t.equal(await page.locator('#music img').count(), 0, 'markup in a title is text, not an element')
      t.equal((await parts(page, 'music', 'title'))[0], '<img src=x onerror=alert(1)> Organ Recital', 'shown as written')
      t.match((await parts(page, 'music', 'date'))[0], new RegExp(`${month.toFormat('d')} ${month.setLocale('en-GB').toFormat('LLL')} ${month.toFormat('yyyy')}, 19:00\\s*[–-]\\s*21:00 CES?T`), "the date in English, the event's own clock and zone")
      t.same(await parts(page, 'music', 'event-status'), ['Canceled'], 'the canceled event says so in words')
      t.same((await parts(page, 'music', 'venue')).slice(0, 2), ['Dom Church, Utrecht', 'Town Hall, Utrecht'], 'venues')

      // The compact element in a Dutch section of the page (its language, inherited): the Dutch records, Dutch dates,
      // without venues.
      t.same(await parts(page, 'dutch', 'title'), ['Nederlandse Lezing'], 'only the Dutch event')
      t.equal(await page.locator('#dutch a[part~="title"]').getAttribute('href'), dutch.url)
      t.match((await parts(page, 'dutch', 'date'))[0], new RegExp(`^${month.plus({ days: 4 }).toFormat('d')} ${month.plus({ days: 4 }).setLocale('nl').toFormat('LLL').replace('.', '')}\\.?, 19:30 CES?T$`), 'a Dutch short date and the start')
      t.equal(await page.locator('#dutch [part~="venue"]').isVisible(), false, 'compact: no venue line')
      t.equal(await page.locator('#dutch ul').getAttribute('aria-label'), 'Komende evenementen', 'the list is labelled in Dutch')

      // Theming: the host page's custom properties and ::part() reach inside.
      t.equal(await inShadow(page, 'music', 'a[part~="title"]', 'getComputedStyle(el).color'), 'rgb(122, 31, 92)', '--calendar-events-accent')
      t.equal(await inShadow(page, 'music', 'a[part~="title"]', 'getComputedStyle(el).fontStyle'), 'italic', '::part(title)')
      t.equal(await inShadow(page, 'dutch', 'a[part~="title"]', 'getComputedStyle(el).color'), 'rgb(31, 95, 139)', 'the default accent elsewhere')
      t.match(await inShadow(page, 'music', 'time', 'getComputedStyle(el).fontFamily'), 'Georgia', '--calendar-events-font')
      t.equal(await page.evaluate('document.querySelectorAll("style, [style]").length'), 0, 'no <style> element or style attribute in the host page')
      await screenshot(t, page, 'embed-demo.png')

      // Accessibility of the page with both elements (axe-core looks into shadow roots).
      t.same(await axeSerious(page), [], 'axe-core: no serious or critical violation')

      // An attribute changes: the element asks again and shows the new answer.
      const set = (id: string, attrs: Record<string, string | null>) => () => page.evaluate(`(() => { const el = document.getElementById(${JSON.stringify(id)}); for (const [k, v] of Object.entries(${JSON.stringify(attrs)})) v === null ? el.removeAttribute(k) : el.setAttribute(k, v) })()`)
      let query = await rendered(page, 'music', 'ready', set('music', { categories: 'theatre' }), (u) => u.searchParams.get('categories') === 'theatre')
      t.same(Object.fromEntries(query), { categories: 'theatre', start_date: 'now', per_page: '3' }, 'the new query')
      t.same(await parts(page, 'music', 'title'), theatre.map((e) => e.title), 'the theatre events now')

      // German: that language's records have no such category, so the API refuses the query; the element says so.
      query = await rendered(page, 'music', 'error', set('music', { lang: 'de', limit: '1' }), (u) => u.pathname.startsWith('/de/'))
      t.equal(query.get('per_page'), '1', 'two attributes set together: one request with both')
      t.match(await inShadow(page, 'music', '[role="alert"]', 'el.textContent'), /^Die Veranstaltungen konnten nicht geladen werden: .+/, 'an alert, in German, with the API\'s message')
      t.equal(await inShadow(page, 'music', '[part~="container"]', 'el.getAttribute("aria-busy")'), null, 'no longer busy')
      await screenshot(t, page, 'embed-error.png')

      // A slow answer: the loading state, announced and busy; an attribute changed meanwhile wins over the late answer.
      let release = () => {}
      const held = new Promise<void>((resolve) => { release = resolve })
      const slow = (u: URL) => u.searchParams.get('search') === 'slow'
      await page.route(slow, async (route) => {
        await held
        await route.continue().catch(() => {}) // the element gave up on it (aborted): nothing to continue
      })
      const slowAsked = page.waitForRequest((r) => new URL(r.url()).searchParams.get('search') === 'slow')
      await set('music', { lang: null, search: 'slow' })()
      await slowAsked
      await page.waitForSelector('#music[data-state="loading"]')
      t.equal(await inShadow(page, 'music', '[role="status"]', 'el.textContent'), 'Loading events…', 'the loading state, in words')
      t.equal(await inShadow(page, 'music', '[part~="container"]', 'el.getAttribute("aria-busy")'), 'true', 'marked busy')
      await rendered(page, 'music', 'ready', set('music', { search: null }), (u) => !u.searchParams.has('search'))
      const latest = await parts(page, 'music', 'title')
      release()
      await new Promise((resolve) => setTimeout(resolve, 500))
      t.same(await parts(page, 'music', 'title'), latest, 'the late answer to the earlier query does not replace the newer one')
      t.equal(await page.locator('#music').getAttribute('data-state'), 'ready')
      await page.unroute(slow)

      // No match: the empty state, in the element's language.
      await rendered(page, 'music', 'empty', set('music', { lang: 'fr', categories: null, search: 'nothingmatcheshere' }), (u) => u.pathname.startsWith('/fr/'))
      t.equal(await inShadow(page, 'music', '[role="status"]', 'el.textContent'), 'Aucun événement à venir.', 'the empty state, in French')

      // Back to English, every event: the limit counts.
      await rendered(page, 'music', 'ready', set('music', { lang: null, search: null, limit: '10' }), (u) => u.pathname.startsWith('/en/') && u.searchParams.get('per_page') === '10')
      t.same(await parts(page, 'music', 'title'), [...music, ...theatre].sort((a, b) => startOf(a).localeCompare(startOf(b))).map((e) => e.title), 'every English event, by start')

      // A phone: no sideways scrolling.
      await page.setViewportSize({ width: 390, height: 844 })
      t.ok(await page.evaluate('document.documentElement.scrollWidth <= 390'), 'fits a phone\'s width')
      await screenshot(t, page, 'embed-phone.png')

      // What went over the network: the demo page and its stylesheet, the script, the events; no cookie to the service.
      const service_ = new URL(service).origin
      const seen = requests.map((r) => new URL(r.url()))
      t.same(seen.filter((u) => u.origin !== service_ && u.origin !== demo.origin).map(String), [], 'no request to any other origin')
      const toService = requests.filter((r) => new URL(r.url()).origin === service_)
      t.same([...new Set(toService.map((r) => new URL(r.url()).pathname.replace(/^\/(en|nl|de|fr)\//, '/{lang}/')))].sort(), ['/embed.js', `/{lang}${BASE}/events`].sort(), 'the service is asked for the script and the events only')
      const sent = await Promise.all(toService.map(async (r) => (await r.allHeaders()).cookie ?? ''))
      t.same(sent.filter(Boolean), [], 'no cookie sent to the service, though the browser holds one for it')
      const answers = await Promise.all(toService.map(async (r) => (await (await r.response())?.allHeaders())?.['set-cookie'] ?? ''))
      t.same(answers.filter(Boolean), [], 'no cookie set')
      // The one expected: Chromium reports the refused request (the German one above) as a console error.
      const refused = (e: string) => /status of 400 .*\/de\/.*\/events\?categories=theatre&/.test(e)
      t.equal(errors.filter(refused).length, 1, 'the refused request, reported by the browser')
      t.same(errors.filter((e) => !refused(e)), [], 'no other console error (CSP violations included) and no page error')
      t.same(await page.evaluate('window.violations'), [], 'no securitypolicyviolation event')
      // The policy is in force: a <style> element, as a component that did not adopt its stylesheet would add, is refused.
      await page.evaluate("document.body.append(Object.assign(document.createElement('style'), { textContent: 'p { color: red }' }))")
      t.ok(await eventually(async () => ((await page.evaluate('window.violations')) as string[]).some((v) => v.startsWith('style-src'))), 'a <style> element would have been a violation')
    } finally {
      await screenshot(t, page, 'embed-final.png')
    }
  })
}
