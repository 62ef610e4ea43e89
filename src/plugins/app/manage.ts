// The editors' workspace (SPEC §9.8) at `/manage/` and under each language prefix (`/nl/manage/`): a static shell
// naming the workspace's hashed script and stylesheet (src/manage/, bundled with the calendar page by
// src/lib/infra/calendar-bundle.ts, served under the page's asset path). The shell holds no data of anyone: the
// script signs in and reads and writes through the REST API like any client, so the API's rules are the workspace's.
//
// Outside the interface description. The shell is `no-store` and varies by Cookie, is never framed
// (`frame-ancestors 'none'`, whatever FRAME_ANCESTORS allows the public pages), is not indexed, and has the strict
// policy of the pages: scripts, styles and requests of this origin only, no inline script or style.
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { NAMESPACE } from '../../context.js'
import { escapeHtml } from '../../domain/text.js'
import { perBundle, type PageBundle } from '../../lib/infra/calendar-bundle.js'
import { SHELL_WORDS } from '../../manage/i18n.js'
import type { ManageConfig } from '../../manage/config.js'
import { jsonForScript } from '../../pages/render.js'
import { LANGUAGES, type Language } from '../../schemas/common.js'
import { formDescriptions } from '../../schemas/forms.js'
import { ASSETS_PATH, pageCsp } from './calendar-page.js'
import { pageHeaders } from './pages.js'

/** The workspace's address in a language (null: no prefix). */
export const managePath = (lang: Language | null): string => `${lang ? `/${lang}` : ''}/manage/`

/** Where the forms' description is served (src/manage/forms/). */
export const MANAGE_SCHEMA_PATH = '/manage/schema.json'

const MANAGE_CSP = pageCsp("'none'")

/** The shell's HTML for the language prefix `lang`. */
export function renderShell (bundle: Pick<PageBundle, 'manage'>, opts: { lang: Language | null, restPrefix: string, timezone: string, submissions: boolean }): string {
  const lang = opts.lang ?? 'en'
  const w = SHELL_WORDS[lang]
  const config: ManageConfig = {
    base: `${opts.lang ? `/${opts.lang}` : ''}${opts.restPrefix}/${NAMESPACE}`,
    lang,
    pages: Object.fromEntries(LANGUAGES.map((l) => [l, managePath(l)])) as ManageConfig['pages'],
    schemaUrl: MANAGE_SCHEMA_PATH,
    timezone: opts.timezone,
    submissions: opts.submissions,
  }
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(w.title)}</title>
<link rel="stylesheet" href="${ASSETS_PATH}/${bundle.manage.style}">
<script type="module" src="${ASSETS_PATH}/${bundle.manage.script}"></script>
</head>
<body>
<a class="manage-skip" href="#manage-main">${escapeHtml(w.skip)}</a>
<header class="manage-header">
<p class="manage-title">${escapeHtml(w.title)}</p>
<nav id="manage-nav" aria-label="${escapeHtml(w.nav)}"></nav>
</header>
<p id="manage-status" class="manage-status" role="status" aria-live="polite"></p>
<main id="manage-main" class="manage-main" tabindex="-1"><noscript><p>${escapeHtml(w.noScript)}</p></noscript></main>
<script type="application/json" id="manage-config">${jsonForScript(config)}</script>
</body>
</html>
`
}

/** Headers of everything the workspace serves that depends on who asks, or could. */
export function privateHeaders (reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('vary', 'Cookie').header('x-robots-tag', 'noindex, nofollow')
}

export default fp(async (app) => {
  const { restPrefix, timezone } = app.config
  const submissions = app.config.publicSubmissions === true
  const html = perBundle((bundle, lang: Language | null) => renderShell(bundle, { lang, restPrefix, timezone, submissions }))

  const shell = (lang: Language | null) => async (_request: FastifyRequest, reply: FastifyReply) =>
    privateHeaders(pageHeaders(reply, MANAGE_CSP, "'none'")).header('x-frame-options', 'DENY').send(await html(lang))

  const schema = { hide: true }
  for (const lang of [null, ...LANGUAGES] as Array<Language | null>) {
    // `/manage` and `/manage/` (the router ignores trailing slashes).
    app.get(managePath(lang), { schema }, shell(lang))
  }

  // The forms' description (src/schemas/forms.ts), built once from the bodies the API validates with: the same for
  // everyone (it names fields, not records), so public and cacheable; the ETag plugin answers 304 to a reload.
  const forms = JSON.stringify(formDescriptions())
  app.get(MANAGE_SCHEMA_PATH, { schema }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').header('x-robots-tag', 'noindex, nofollow').type('application/json; charset=utf-8').send(forms))
}, { name: 'manage', dependencies: ['errors', 'helmet', 'etag', 'calendar-page'] })
