// Public submissions (SPEC §9.8): with PUBLIC_SUBMISSIONS=true an anonymous form at `/submit/` (and under each
// language prefix) proposes an event; off, the address is the pages' 404 page. The form is a server-rendered page
// (src/pages/submit.ts) that works without JavaScript; its POST is checked by the API's own schema and validator
// (EventCreateBody, ./validation.ts) and written by the API's event pipeline as a caller that may only propose
// (src/services/submissions.ts): a `pending` event, never published, no user created. The answer is a 303 to the
// thank-you page (POST/redirect/GET), or the form again with each problem beside its field.
//
// Abuse: SUBMISSIONS_PER_HOUR per client address, counted in the database (every instance shares the count), then a
// 429 page with Retry-After; a honeypot field, answered like a success with nothing stored; a signed start time, and a
// form sent back sooner than SUBMIT_MIN_SECONDS is shown again, nothing stored; a body limit of 64 KiB (413).
//
// Every answer is `no-store` (it holds what one visitor typed, or a form with a fresh signature), not indexed, and
// framed only as FRAME_ANCESTORS allows the pages. Outside the interface description.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { contextOf } from '../../context.js'
import { ApiError, bodyTooLarge, paramProblems } from '../../errors.js'
import { renderErrorPage, type PageFrame } from '../../pages/render.js'
import { renderSubmitPage, renderThanksPage, renderTooLargePage, SUBMIT_WORDS, type SubmitState } from '../../pages/submit.js'
import { PAGES_CSS_NAME } from '../../pages/style.js'
import { EventCreateBody } from '../../schemas/event.js'
import { LANGUAGES, type Language } from '../../schemas/common.js'
import { normalizeObject, unstorableParams } from '../../lib/http/params.js'
import {
  countSubmission, DEFAULT_FIELD_MAX, eventBody, FIELD_MAX, fieldOfParam, forgetSubmission, formKey, HONEYPOT, readForm, signStart, startOf, submitChoices, submitEvent,
  type SubmitField, type SubmitForm,
} from '../../services/submissions.js'
import { capped } from './body-limit.js'
import { toApiError } from './errors.js'
import { pageHeaders, pagesCsp, PAGES_ASSETS } from './pages.js'
import { validateBody } from './validation.js'

/** The form's address in a language (null: no prefix); the thank-you page is below it. */
export const submitPath = (lang: Language | null): string => `${lang ? `/${lang}` : ''}/submit/`
export const thanksPath = (lang: Language | null): string => `${submitPath(lang)}thanks/`

/** The largest body the form's POST may have (its fields' limits fit well within). */
export const SUBMIT_BODY_LIMIT = 64 * 1024
/** A form older than this is shown again: its signed start time cannot be kept and replayed for ever. */
const FORM_MAX_AGE_MS = 24 * 3_600_000

export default fp(async (app) => {
  const { frameAncestors, timezone } = app.config
  const csp = pagesCsp(frameAncestors)
  let key: Promise<string> | undefined
  const signingKey = (): Promise<string> => (key ??= formKey(app.repos).catch((err: unknown) => { key = undefined; throw err }))

  const frameOf = (request: FastifyRequest, lang: Language | null): PageFrame =>
    ({ lang: lang ?? 'en', calendarUrl: `${lang ? `/${lang}` : ''}/`, cssUrl: `${PAGES_ASSETS}/${PAGES_CSS_NAME}`, publicSite: contextOf(request).publicSite })

  const send = (reply: FastifyReply, status: number, html: string): FastifyReply =>
    pageHeaders(reply.code(status), csp, frameAncestors).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send(html)

  const notFound = (request: FastifyRequest, reply: FastifyReply, lang: Language | null) => send(reply, 404, renderErrorPage(404, frameOf(request, lang)))

  async function formPage (request: FastifyRequest, reply: FastifyReply, lang: Language | null, status: number, state: Omit<SubmitState, 'started' | 'timezone'>) {
    const sc = { ...contextOf(request), lang: lang ?? 'en' }
    const started = signStart(await signingKey(), app.clock().getTime())
    const choices = await submitChoices(sc)
    return send(reply, status, renderSubmitPage(frameOf(request, lang), submitPath(lang), { ...state, started, timezone }, choices))
  }

  /** The problems of an ApiError (the API's refusal) by form field; those of no field, as they are. */
  function problemsOf (err: ApiError): { errors: Partial<Record<SubmitField, string>>; general: string[] } {
    const errors: Partial<Record<SubmitField, string>> = {}
    const general: string[] = []
    const params = paramProblems(err)?.params ?? {}
    for (const [param, reason] of Object.entries(params)) {
      const field = fieldOfParam(param, reason)
      if (field !== null && errors[field] === undefined) errors[field] = reason
      else general.push(reason)
    }
    if (Object.keys(params).length === 0) general.push(err.message)
    return { errors, general }
  }

  const show = (lang: Language | null) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!app.config.publicSubmissions) return notFound(request, reply, lang)
    return formPage(request, reply, lang, 200, { form: {}, errors: {}, general: [], tooFast: false })
  }

  const thanks = (lang: Language | null) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!app.config.publicSubmissions) return notFound(request, reply, lang)
    return send(reply, 200, renderThanksPage(frameOf(request, lang), submitPath(lang)))
  }

  const receive = (lang: Language | null) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!app.config.publicSubmissions) return notFound(request, reply, lang)
    const now = app.clock()
    const form: SubmitForm = readForm(request.body)
    const counted = await countSubmission(app.repos, app.config, request.ip, now)
    if ('retryAfter' in counted) {
      reply.header('retry-after', String(counted.retryAfter))
      return send(reply, 429, renderErrorPage(429, frameOf(request, lang), counted.retryAfter))
    }
    const done = () => reply.code(303).header('location', thanksPath(lang)).header('cache-control', 'no-store').send()
    // A robot's: answered as a success, so that it learns nothing; stored nothing; counted.
    if ((form[HONEYPOT] ?? '') !== '') return done()
    const started = startOf(await signingKey(), form.started)
    const age = started === null ? -1 : now.getTime() - started
    if (age < app.config.submitMinSeconds * 1000 || age > FORM_MAX_AGE_MS) {
      return formPage(request, reply, lang, 400, { form, errors: {}, general: [], tooFast: true })
    }
    const mistake = async (state: Omit<SubmitState, 'started' | 'timezone' | 'form' | 'tooFast'>) => {
      // A person's mistake does not use up the address's submissions.
      await forgetSubmission(app.repos, counted.ids)
      return formPage(request, reply, lang, 400, { form, tooFast: false, ...state })
    }
    const w = SUBMIT_WORDS[lang ?? 'en']
    const built = eventBody(form, timezone)
    if ('problems' in built) {
      const errors: Partial<Record<SubmitField, string>> = {}
      for (const [f, p] of Object.entries(built.problems)) errors[f as SubmitField] = w.problems[p].replace('{max}', String(limitOf(f as SubmitField)))
      return mistake({ errors, general: [] })
    }
    // The API's checks, in the API's order: storable text, the schema (normalized as a request's body is), the rules.
    const unstorable = unstorableParams(EventCreateBody, built.body)
    const body = normalizeObject(EventCreateBody, built.body)
    const invalid = unstorable.length > 0
      ? new ApiError('rest_invalid_param', 400, 'Some parameters are not valid.', { params: Object.fromEntries(unstorable.map((p) => [p, `${p}: expected text without NUL or unpaired surrogates`])) })
      : validateBody(EventCreateBody, body)
    if (invalid !== null) return mistake(problemsOf(invalid as ApiError))
    try {
      await submitEvent({ ...contextOf(request), lang: lang ?? 'en' }, body)
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 400) return mistake(problemsOf(err))
      await forgetSubmission(app.repos, counted.ids)
      throw err
    }
    return done()
  }

  await app.register(async (scope) => {
    // The body limit's 413 and the rate limit's 429 are pages here; anything else goes to the app's handler.
    scope.setErrorHandler((err: FastifyError, request, reply) => {
      const lang = request.routeOptions.config.pathLanguage ?? null
      const api = toApiError(err)
      if (api?.statusCode === 413) return send(reply.header('connection', 'close'), 413, renderTooLargePage(frameOf(request, lang), submitPath(lang)))
      if (api?.statusCode === 429) {
        const retry = Number(api.data.retry_after ?? 60)
        reply.headers(api.headers).header('retry-after', String(retry))
        return send(reply, 429, renderErrorPage(429, frameOf(request, lang), retry))
      }
      throw err
    })
    const schema = { hide: true }
    for (const lang of [null, ...LANGUAGES] as Array<Language | null>) {
      const config = { pathLanguage: lang, visitorPage: true, fairShare: true } as const
      scope.get(submitPath(lang), { schema, config }, show(lang))
      scope.get(thanksPath(lang), { schema, config }, thanks(lang))
      scope.post(submitPath(lang), {
        schema,
        config,
        // Below the app's 1 MiB limit (./body-limit.ts): the form's fields need a fraction of it.
        preParsing: async (request, _reply, payload) => {
          if (Number(request.headers['content-length'] ?? 0) > SUBMIT_BODY_LIMIT) throw bodyTooLarge()
          return capped(payload, SUBMIT_BODY_LIMIT)
        },
      }, receive(lang))
    }
  })
}, { name: 'submit', dependencies: ['errors', 'helmet', 'auth', 'db', 'pages', 'body-limit', 'formbody'] })

const limitOf = (f: SubmitField): number => FIELD_MAX[f] ?? DEFAULT_FIELD_MAX
