// The calendar page (issue 23): a month/week/list calendar of the events for people with a browser, at `/` and
// `/calendar`, and under each language prefix (`/nl/`, `/nl/calendar`: the page then reads `/nl{REST_PREFIX}/…`, the
// Dutch records). The page is static HTML naming the hashed script and stylesheet of src/lib/infra/calendar-bundle.ts; the
// script reads the REST API of the same origin, so the page works with nothing but this service.
//
// Outside the interface description (`hide`, like /doc and the health probes). The HTML is revalidated on every load
// (`no-cache`, ETag) so that a new release's asset names are seen at once; the assets never change under their hashed
// names and are cached for a year. The page's Content-Security-Policy allows this origin only: no inline script or
// style, which is why FullCalendar's styles are bundled into a stylesheet rather than injected.
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PAGE_LANGUAGES, WORDS, type PageLanguage } from '../../calendar-page/i18n.js'
import type { PageConfig } from '../../calendar-page/query.js'
import { NAMESPACE } from '../../context.js'
import { calendarPage, perBundle, type PageBundle } from '../../lib/infra/calendar-bundle.js'
import { utcOffsetMinutes } from '../../domain/dates/zones.js'
import { escapeHtml } from '../../domain/text.js'
import { jsonForScript } from '../../pages/render.js'
import { LANGUAGES, type Language } from '../../schemas/common.js'
import { pageHeaders } from './pages.js'

/** Where the assets are served; the hashed file name follows. */
export const ASSETS_PATH = '/calendar/assets'

/** The page's policy; who may frame it is FRAME_ANCESTORS (SPEC §9.7). */
export const pageCsp = (frameAncestors: string): string => [
  "default-src 'none'", "script-src 'self'", "style-src 'self'", "img-src 'self'", "font-src 'self'", "connect-src 'self'",
  "form-action 'self'", "base-uri 'none'", `frame-ancestors ${frameAncestors}`,
].join('; ')

/** The policy with FRAME_ANCESTORS' default. */
export const PAGE_CSP = pageCsp("'self'")

const IMMUTABLE = 'public, max-age=31536000, immutable'

const pagePath = (lang: Language | null): string => `${lang ? `/${lang}` : ''}/calendar`

/** The page's HTML for the language prefix `lang` (null: none, the default language). */
export function renderPage (bundle: Pick<PageBundle, 'script' | 'style'>, opts: { lang: Language | null, restPrefix: string, timezone: string }): string {
  const language: PageLanguage = opts.lang ?? 'en'
  const w = WORDS[language]
  const base = `${opts.lang ? `/${opts.lang}` : ''}${opts.restPrefix}/${NAMESPACE}`
  const config: PageConfig = {
    base,
    lang: language,
    pages: Object.fromEntries(LANGUAGES.map((l) => [l, pagePath(l)])),
    timezone: opts.timezone,
    fixedOffsetMinutes: utcOffsetMinutes(opts.timezone),
  }
  const ics = `${base}/events.ics`
  const languages = PAGE_LANGUAGES.map((l) => `<option value="${l}"${l === language ? ' selected' : ''}>${escapeHtml(w.languageNames[l])}</option>`).join('')
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)}</title>
<link rel="stylesheet" href="${ASSETS_PATH}/${bundle.style}">
<script type="module" src="${ASSETS_PATH}/${bundle.script}"></script>
</head>
<body>
<header class="cal-header">
<h1>${escapeHtml(w.title)}</h1>
<form id="cal-filters" class="cal-filters" role="search" method="get">
<label>${escapeHtml(w.category)} <select id="filter-category" name="categories"><option value="">${escapeHtml(w.allCategories)}</option></select></label>
<label>${escapeHtml(w.venue)} <select id="filter-venue" name="venue"><option value="">${escapeHtml(w.allVenues)}</option></select></label>
<label>${escapeHtml(w.search)} <input id="filter-search" name="search" type="search" placeholder="${escapeHtml(w.searchPlaceholder)}"></label>
<label>${escapeHtml(w.language)} <select id="filter-language">${languages}</select></label>
</form>
<p class="cal-subscribe" title="${escapeHtml(w.subscribeHint)}"><a id="subscribe-webcal" class="cal-button" href="${escapeHtml(ics)}">${escapeHtml(w.subscribe)}</a> <a id="subscribe-https" href="${escapeHtml(ics)}">${escapeHtml(w.download)}</a></p>
</header>
<p id="cal-status" class="cal-status" role="status" aria-live="polite"></p>
<main id="calendar" class="cal-main"></main>
<noscript><p class="cal-status">${escapeHtml(w.noScript)} <a href="${escapeHtml(ics)}">${escapeHtml(ics)}</a></p></noscript>
<script type="application/json" id="calendar-config">${jsonForScript(config)}</script>
</body>
</html>
`
}

export default fp(async (app) => {
  const { restPrefix, timezone, frameAncestors } = app.config
  const csp = pageCsp(frameAncestors)
  const html = perBundle((bundle, lang: Language | null) => renderPage(bundle, { lang, restPrefix, timezone }))

  const page = (lang: Language | null) => async (_request: FastifyRequest, reply: FastifyReply) =>
    pageHeaders(reply, csp, frameAncestors).header('cache-control', 'no-cache').send(await html(lang))

  const schema = { hide: true }
  for (const lang of [null, ...LANGUAGES] as Array<Language | null>) {
    const prefix = lang ? `/${lang}` : ''
    // `/` and `/nl` (the router ignores trailing slashes: `/nl/` too). `/calendar` is left to the REST root
    // (src/routes/discovery.ts) when REST_PREFIX is `/calendar`.
    for (const url of [prefix || '/', pagePath(lang)]) {
      if (url === `${prefix}${restPrefix}`) continue
      app.get(url, { schema }, page(lang))
    }
  }

  app.get<{ Params: { name: string } }>(`${ASSETS_PATH}/:name`, { schema }, async (request, reply) => {
    const asset = (await calendarPage()).assets.get(request.params.name)
    if (!asset) return reply.callNotFound()
    return reply.type(asset.contentType).header('cache-control', IMMUTABLE).header('etag', asset.etag).send(asset.body)
  })
}, { name: 'calendar-page', dependencies: ['errors', 'helmet', 'etag', 'swagger'] })
