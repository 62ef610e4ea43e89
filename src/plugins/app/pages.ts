// The public page of every record (SPEC §9.7, issue 40): every `url` the API, the feeds and the change feed emit —
// `/event/<slug>/`, `/venue/<slug>/`, `/organizer/<slug>/`, `/events/category/<slug>/`, `/tag/<slug>/`, under no
// language prefix and under each — answers server-rendered HTML.
//
// A page is a client of the services like the API's routes (src/services/pages.ts calls the same operations), with the
// same caller (a Bearer or Basic token sent by a program sees what it would see in the API) and so the same
// visibility: a record the caller may not read is the 404 page, the same answer as an unknown slug. A protected record
// shows a password form that POSTs to the page's own address; the password never goes into a URL, a redirect, a log
// line or a cache key, and attempts are limited per address and per page more strictly than reads (429 page).
//
// Anonymous GETs go through the response cache (keyed by URL: the language is in the path, and only anonymous answers
// are stored); answers to an authenticated caller or to a POST are `private, no-store`. Errors on these paths are
// pages too (404, 429), or the contract's JSON error when the Accept header prefers JSON. Outside the interface
// description, like the calendar page.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import { contextOf } from '../../context.js'
import { MAX_SLUG_CHARS } from '../../domain/limits.js'
import { prefersJson } from '../../lib/http/negotiate.js'
import { renderErrorPage, renderLockedPage, renderRecordPage, type PageFrame } from '../../pages/render.js'
import { PAGES_CSS, PAGES_CSS_ETAG, PAGES_CSS_NAME } from '../../pages/style.js'
import { LANGUAGES, type Language } from '../../schemas/common.js'
import { recordPage, type PageKind } from '../../services/pages.js'
import { ApiError, noRoute } from '../../errors.js'
import { toApiError } from './errors.js'

/** Each kind's path, as `url` writes it (src/presenters: recordUrl's `path`). */
export const PAGE_PATHS: Record<PageKind, string> = { event: 'event', venue: 'venue', organizer: 'organizer', category: 'events/category', tag: 'tag' }

export const PAGES_ASSETS = '/pages/assets'

/** A path of the pages (with or without a language prefix), whatever follows: its errors are pages too. */
const PAGE_PATH = new RegExp(`^(?:/(${LANGUAGES.join('|')}))?/(?:${Object.values(PAGE_PATHS).join('|')})(?:/|$)`)

/** Password attempts on the pages (SPEC §3.9): per address and page, and per address over all pages, per minute. */
export const PASSWORD_WINDOW_MS = 60_000
export const PASSWORD_ATTEMPTS_PER_PAGE = 5
export const PASSWORD_ATTEMPTS_PER_ADDRESS = 20

/** The pages' policy: no script at all, this origin's stylesheet, images of any https site (event images are links),
 *  forms to this origin; framing as FRAME_ANCESTORS allows. */
export const pagesCsp = (frameAncestors: string): string => [
  "default-src 'none'", "style-src 'self'", "img-src 'self' https: data:", "form-action 'self'", "base-uri 'none'",
  `frame-ancestors ${frameAncestors}`,
].join('; ')

/** Headers of an HTML page, shared by the calendar page: the policy, and no X-Frame-Options where FRAME_ANCESTORS
 *  allows other sites (helmet's SAMEORIGIN would forbid what the policy allows). */
export function pageHeaders (reply: FastifyReply, csp: string, frameAncestors: string): FastifyReply {
  if (frameAncestors !== "'self'") reply.removeHeader('x-frame-options')
  return reply.type('text/html; charset=utf-8').header('content-security-policy', csp)
}

interface Attempts { count: number; resetAt: number }

export default fp(async (app) => {
  const { frameAncestors } = app.config
  const csp = pagesCsp(frameAncestors)
  const attempts = new LRUCache<string, Attempts>({ max: 100_000, ttl: PASSWORD_WINDOW_MS })

  const frameOf = (request: FastifyRequest, lang: Language | null): PageFrame => {
    const sc = contextOf(request)
    return { lang: lang ?? 'en', calendarUrl: `${lang ? `/${lang}` : ''}/`, cssUrl: `${PAGES_ASSETS}/${PAGES_CSS_NAME}`, publicSite: sc.publicSite }
  }
  const langOfPath = (url: string): Language | null => (PAGE_PATH.exec(url.split('?')[0] ?? '')?.[1] as Language | undefined) ?? null

  const send = (request: FastifyRequest, reply: FastifyReply, status: number, html: string): FastifyReply => {
    const personal = request.method !== 'GET' && request.method !== 'HEAD'
    const privateAnswer = personal || request.caller !== null || request.headers.authorization !== undefined
    return pageHeaders(reply.code(status), csp, frameAncestors)
      .header('cache-control', privateAnswer ? 'private, no-store' : 'no-cache')
      .header('vary', [...new Set([...String(reply.getHeader('vary') ?? '').split(','), 'Authorization'].map((v) => v.trim()).filter(Boolean))].join(', '))
      .send(html)
  }

  /** The 404 or 429 answer on a page's path: the page, or the contract's JSON when Accept prefers JSON. */
  const errorAnswer = (request: FastifyRequest, reply: FastifyReply, status: 404 | 429, json: () => unknown, retryAfter?: number): FastifyReply => {
    if (prefersJson(request.headers.accept)) return reply.code(status).send(json())
    return send(request, reply, status, renderErrorPage(status, frameOf(request, langOfPath(request.originalUrl)), retryAfter))
  }

  app.pageNotFound = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (!PAGE_PATH.test(request.originalUrl.split('?')[0] ?? '')) return false
    void errorAnswer(request, reply, 404, () => noRoute().toJSON())
    return true
  }

  /** Whether the address may try another password on `page` now; counts the attempt. */
  function allowAttempt (request: FastifyRequest, page: string): { ok: true } | { ok: false; retryAfter: number } {
    const now = Date.now()
    for (const [key, max] of [[`ip:${request.ip}`, PASSWORD_ATTEMPTS_PER_ADDRESS], [`ip:${request.ip} ${page}`, PASSWORD_ATTEMPTS_PER_PAGE]] as const) {
      const entry = attempts.get(key)
      if (entry === undefined || entry.resetAt <= now) {
        attempts.set(key, { count: 1, resetAt: now + PASSWORD_WINDOW_MS })
        continue
      }
      entry.count++
      if (entry.count > max) return { ok: false, retryAfter: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) }
    }
    return { ok: true }
  }

  const handler = (kind: PageKind, lang: Language | null) => async (request: FastifyRequest<{ Params: { slug: string }; Querystring: Record<string, unknown> }>, reply: FastifyReply) => {
    const notFound = () => errorAnswer(request, reply, 404, () => noRoute().toJSON())
    const { slug } = request.params
    if (slug.length === 0 || slug.length > MAX_SLUG_CHARS * 3) return notFound()
    const rawPage = request.query.page
    const page = rawPage === undefined ? 1 : typeof rawPage === 'string' && /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : null
    if (page === null) return notFound()
    let password: string | undefined
    if (request.method === 'POST') {
      const limited = allowAttempt(request, request.url.split('?')[0]!)
      if (!limited.ok) {
        reply.header('retry-after', String(limited.retryAfter))
        const json = () => new ApiError('rest_too_many_requests', 429, `Too many password attempts. Try again in ${limited.retryAfter} s.`, { retry_after: limited.retryAfter }).toJSON()
        return errorAnswer(request, reply, 429, json, limited.retryAfter)
      }
      const body = request.body as Record<string, unknown> | undefined
      const sent = typeof body === 'object' && body !== null ? body.password : undefined
      password = typeof sent === 'string' && sent.length <= 255 ? sent : ''
    }
    const sc = contextOf(request)
    // The page's language is its path's, whatever `translation_language` a query adds.
    const answer = await recordPage({ ...sc, lang: lang ?? 'en' }, kind, slug, { password, page })
    if (answer === null) return notFound()
    const frame = frameOf(request, lang)
    if ('locked' in answer) {
      const action = request.url.split('?')[0]!
      return send(request, reply, request.method === 'POST' ? 403 : 200, renderLockedPage(kind, action, request.method === 'POST', frame))
    }
    request.usesClock(answer.clock)
    const modified = [answer.record, ...('upcoming' in answer ? answer.upcoming.events : answer.series)]
      .map((r) => 'modified_utc' in r ? r.modified_utc : undefined)
      .filter((m): m is string => typeof m === 'string').sort().pop()
    if (modified !== undefined) reply.header('last-modified', new Date(`${modified.replace(' ', 'T')}Z`).toUTCString())
    return send(request, reply, 200, renderRecordPage(answer, frame))
  }

  await app.register(async (scope) => {
    // Errors on these routes (the rate limit's 429, a 503 of load shedding, a bug's 500) keep their status; a 404 or
    // 429 is a page unless JSON is preferred.
    scope.setErrorHandler((err: FastifyError, request, reply) => {
      const api = toApiError(err)
      if (api && (api.statusCode === 404 || api.statusCode === 429)) {
        const retry = Number(api.data.retry_after ?? 60)
        reply.headers(api.headers)
        if (api.statusCode === 429) reply.header('retry-after', String(retry))
        return errorAnswer(request, reply, api.statusCode, () => api.toJSON(), retry)
      }
      throw err
    })
    const schema = { hide: true }
    // Pages read records as the API does, and share the database fairly with it (./fair-share.ts).
    const config = { cacheable: true, fairShare: true, visitorPage: true } as const
    for (const lang of [null, ...LANGUAGES] as Array<Language | null>) {
      for (const [kind, path] of Object.entries(PAGE_PATHS) as Array<[PageKind, string]>) {
        const url = `${lang ? `/${lang}` : ''}/${path}/:slug`
        scope.get(url, { schema, config: { ...config, pathLanguage: lang } }, handler(kind, lang))
        scope.post(url, { schema, config: { pathLanguage: lang, fairShare: true, visitorPage: true } }, handler(kind, lang))
      }
    }
  })

  app.get(`${PAGES_ASSETS}/:name`, { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
    if (request.params.name !== PAGES_CSS_NAME) return reply.callNotFound()
    return reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').header('etag', PAGES_CSS_ETAG).send(PAGES_CSS)
  })
}, { name: 'pages', dependencies: ['errors', 'helmet', 'etag', 'response-cache', 'auth', 'db', 'fair-share'] })
