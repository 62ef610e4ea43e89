// The calendar page (issue 23) as HTTP: the HTML at `/`, `/calendar` and under each language prefix, naming its hashed
// script and stylesheet and the base its script calls (REST_PREFIX and the prefix included); the assets with their
// content types, a year's caching and 304s; HEAD; the page's own Content-Security-Policy; unknown assets and paths
// still the contract's 404. The page in a browser: test/e2e/calendar-page.test.ts.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { PAGE_CSP } from '../../src/plugins/app/calendar-page.js'
import { BASE, build, expectError, req } from '../helper.js'

interface Page { html: string; script: string; style: string; config: { base: string; lang: string; pages: Record<string, string>; timezone: string; fixedOffsetMinutes: number | null } }

async function page (t: Test, app: FastifyInstance, url: string): Promise<Page> {
  const res = await req(app, { method: 'GET', url })
  t.equal(res.statusCode, 200, `GET ${url}: 200`)
  t.match(res.headers['content-type'], /^text\/html; charset=utf-8/, `GET ${url}: HTML`)
  t.equal(res.headers['content-security-policy'], PAGE_CSP, `GET ${url}: the page's policy`)
  t.equal(res.headers['cache-control'], 'no-cache', `GET ${url}: revalidated on every load`)
  const html = res.raw
  const script = /<script type="module" src="\/calendar\/assets\/(calendar-[A-Z0-9]+\.js)"><\/script>/.exec(html)?.[1]
  const style = /<link rel="stylesheet" href="\/calendar\/assets\/(calendar-[A-Z0-9]+\.css)">/.exec(html)?.[1]
  const config = /<script type="application\/json" id="calendar-config">(.*?)<\/script>/.exec(html)?.[1]
  t.ok(script && style && config, `GET ${url}: names its script, its stylesheet and its configuration`)
  t.notMatch(html, /https?:\/\/(?!127\.0\.0\.1)/, `GET ${url}: nothing from another site`)
  t.notMatch(html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/, ''), /<script(?![^>]*\ssrc=)|<style|\sstyle=/, `GET ${url}: no inline script or style`)
  return { html, script: script!, style: style!, config: JSON.parse(config!) }
}

t.test('`/`, `/calendar` and the language prefixes answer the page, each calling its own base', async (t) => {
  const app = await build(t)
  const root = await page(t, app, '/')
  t.same(root.config, {
    base: BASE,
    lang: 'en',
    pages: { en: '/en/calendar', nl: '/nl/calendar', de: '/de/calendar', fr: '/fr/calendar' },
    timezone: 'UTC',
    fixedOffsetMinutes: null,
  }, '`/`: the base without a language prefix')
  t.match(root.html, /<html lang="en">/)
  t.match(root.html, new RegExp(`href="${BASE}/events\\.ics"`), 'the iCalendar link before the script runs')
  const calendar = await page(t, app, '/calendar')
  t.equal(calendar.html, root.html, '/calendar is the same page')
  t.equal((await page(t, app, '/calendar/')).html, root.html, 'a trailing slash is accepted')

  for (const lang of ['en', 'nl', 'de', 'fr']) {
    for (const url of [`/${lang}`, `/${lang}/`, `/${lang}/calendar`]) {
      const p = await page(t, app, url)
      t.equal(p.config.base, `/${lang}${BASE}`, `${url}: calls /${lang}${BASE}`)
      t.equal(p.config.lang, lang)
      t.match(p.html, `<html lang="${lang}">`)
      t.equal(p.script, root.script, `${url}: the same script`)
    }
  }
  t.match((await page(t, app, '/nl/calendar')).html, /<title>Evenementenkalender<\/title>/, 'Dutch labels under /nl')
  t.match((await page(t, app, '/nl/calendar')).html, /<option value="nl" selected>Nederlands<\/option>/, 'the language picker shows Dutch')
  expectError(t, await req(app, { method: 'GET', url: '/es/calendar' }), 404, 'rest_no_route', undefined, 'an unknown language prefix')
  expectError(t, await req(app, { method: 'GET', url: '/calendar/nope' }), 404, 'rest_no_route', undefined, 'an unknown path under /calendar')
})

t.test('REST_PREFIX and TIMEZONE reach the page', async (t) => {
  const app = await build(t, { restPrefix: '/api', timezone: 'Europe/Amsterdam' })
  const p = await page(t, app, '/nl/')
  t.equal(p.config.base, '/nl/api/calendar/events/v1')
  t.equal(p.config.timezone, 'Europe/Amsterdam')
  t.equal(p.config.fixedOffsetMinutes, null, 'an IANA zone: the browser computes its offset')
  t.match(p.html, 'href="/nl/api/calendar/events/v1/events.ics"')
  const fixed = await page(t, await build(t, { timezone: 'UTC+5:30' }), '/')
  t.equal(fixed.config.fixedOffsetMinutes, 330, 'UTC±H:MM: the offset itself')
})

t.test('REST_PREFIX /calendar keeps its REST root; the page stays at `/`', async (t) => {
  const app = await build(t, { restPrefix: '/calendar' })
  await page(t, app, '/')
  const restRoot = await req(app, { method: 'GET', url: '/calendar/' })
  t.equal(restRoot.statusCode, 200)
  t.match(restRoot.headers['content-type'], /json/, '/calendar/ is the REST root')
})

t.test('the assets: content types, a year of caching, ETag and 304, HEAD; unknown names 404', async (t) => {
  const app = await build(t)
  const { script, style, html } = await page(t, app, '/')
  const js = await req(app, { method: 'GET', url: `/calendar/assets/${script}` })
  t.equal(js.statusCode, 200)
  t.equal(js.headers['content-type'], 'text/javascript; charset=utf-8')
  t.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable')
  t.ok(js.raw.length > 50_000, `the script bundles FullCalendar (${js.raw.length} bytes)`)
  t.notMatch(js.raw, /https?:\/\/(cdn|fonts|unpkg)/, 'loads nothing from elsewhere')

  const css = await req(app, { method: 'GET', url: `/calendar/assets/${style}` })
  t.equal(css.statusCode, 200)
  t.equal(css.headers['content-type'], 'text/css; charset=utf-8')
  t.match(css.raw, '.fc-daygrid', "FullCalendar's styles are in the page's stylesheet")
  t.match(css.raw, '.cal-filters', "and the page's own")
  t.notMatch(css.raw, /url\((?!"?\.\/fullcalendar-icons-[A-Z0-9]+\.ttf"?\))/, 'no URL but the icon font beside it')
  const font = /url\("?\.\/(fullcalendar-icons-[A-Z0-9]+\.ttf)"?\)/.exec(css.raw)?.[1]
  t.ok(font, 'the icon font is a file of its own')
  const ttf = await req(app, { method: 'GET', url: `/calendar/assets/${font}` })
  t.equal(ttf.statusCode, 200)
  t.equal(ttf.headers['content-type'], 'font/ttf')

  const etag = js.headers.etag as string
  t.match(etag, /^"[\w-]+"$/, 'a strong ETag')
  const again = await req(app, { method: 'GET', url: `/calendar/assets/${script}`, headers: { 'if-none-match': etag } })
  t.equal(again.statusCode, 304, 'If-None-Match → 304')
  t.equal(again.raw, '')

  const head = await req(app, { method: 'HEAD', url: `/calendar/assets/${script}` })
  t.equal(head.statusCode, 200, 'HEAD of an asset')
  t.equal(head.headers['content-type'], 'text/javascript; charset=utf-8')
  t.equal(head.raw, '', 'without a body')
  for (const url of ['/', '/calendar', '/nl/']) {
    const h = await req(app, { method: 'HEAD', url })
    t.equal(h.statusCode, 200, `HEAD ${url}`)
    t.match(h.headers['content-type'], /^text\/html/)
    t.equal(h.raw, '')
  }
  const pageAgain = await req(app, { method: 'GET', url: '/', headers: { 'if-none-match': (await req(app, { method: 'GET', url: '/' })).headers.etag as string } })
  t.equal(pageAgain.statusCode, 304, 'the page revalidates with its ETag')
  t.ok(html.length > 0)

  expectError(t, await req(app, { method: 'GET', url: '/calendar/assets/calendar-NOPE.js' }), 404, 'rest_no_route', undefined, 'an unknown asset')
  expectError(t, await req(app, { method: 'GET', url: '/calendar/assets/..%2Fpackage.json' }), 404, 'rest_no_route', undefined, 'no path out of the assets')
})

t.test('the API, /doc and its policy are unchanged by the page', async (t) => {
  const app = await build(t)
  const list = await req(app, { method: 'GET', url: `${BASE}/events` })
  t.equal(list.statusCode, 200)
  t.match(list.headers['content-security-policy'], /^default-src 'none'/, 'the API keeps its own policy')
  const doc = await app.inject({ method: 'GET', url: '/doc' })
  t.equal(doc.statusCode, 200, '/doc still answers')
  t.match(doc.headers['content-security-policy'], /'sha256-/, 'with its own policy')
})
