// Browser sign-in (SPEC §9.8): `POST /session` sets the session cookie and answers its CSRF nonce, `GET /session`
// answers who the cookie signs in and the nonce again (for a page that was reloaded), `DELETE /session` signs out.
// These routes read the cookie themselves (`session: true`): a sign-in must work whatever stale cookie the browser
// still sends, and GET /session is how a page learns the nonce it would otherwise need.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import { contextOf, siteOf } from '../context.js'
import { catalogued } from '../errors.js'
import { readCookie, readNonce, sessionCookie } from '../lib/http/cookies.js'
import { SessionAnswer, SessionQuery, SignInBody } from '../schemas/user.js'
import { currentSession, endSession, signIn } from '../services/sessions.js'
import type { RouteTable } from './table.js'

const COOKIE_TEXT = 'The cookie (`calendar_session`) is HttpOnly, SameSite=Lax, Secure under https, and lasts SESSION_LIFETIME (2 days) from the sign-in.'
const NONCE_TEXT = 'Every request the cookie signs in sends the `nonce` in `X-WP-Nonce`: a write without it, or any request with a wrong one (another session\'s, a forged one, one of a session that ended), is 403 `rest_cookie_invalid_nonce`; a read without it is anonymous, as in WordPress. A request with an Authorization header is signed in by it alone.'

const secure = (request: FastifyRequest): boolean => siteOf(request.server.config, request).startsWith('https:')

/**
 * Whether a sign-in comes from a page of another origin (login CSRF: a foreign form posting an attacker's login would
 * sign the visitor's browser in as the attacker, replacing and, from a sibling subdomain, ending the visitor's own
 * session). Browsers send `Origin` with every POST; programs send none and are not concerned. The service's own
 * origin (SITE_URL's, or the request's host whatever the scheme a proxy saw) and CORS_ORIGINS may sign in.
 */
function foreignOrigin (request: FastifyRequest): boolean {
  const origin = request.headers.origin
  if (origin === undefined) return false
  const config = request.server.config
  if (config.corsOrigins?.includes(origin)) return false
  let url: URL
  try { url = new URL(origin) } catch { return true }
  if (origin === 'null' || url.origin === 'null') return true
  return url.origin !== new URL(siteOf(config, request)).origin && withoutDefaultPort(url.host) !== withoutDefaultPort(request.host)
}

const withoutDefaultPort = (host: string): string => host.toLowerCase().replace(/:(80|443)$/, '')

function setCookie (request: FastifyRequest, reply: FastifyReply, value: string, maxAgeMs: number): void {
  reply.header('Set-Cookie', sessionCookie(value, { maxAgeSeconds: maxAgeMs / 1000, secure: secure(request) }))
}

/** The cookie of a new session on `reply` (the sign-in, or a password change of a caller signed in by a session). */
export function setSessionCookie (request: FastifyRequest, reply: FastifyReply, session: { cookieValue: string }): void {
  setCookie(request, reply, session.cookieValue, request.server.config.sessionLifetimeMs)
}

export function sessionRoutes (table: RouteTable): void {
  table.add({
    url: '/session',
    methods: ['POST'],
    session: true,
    schema: {
      tags: ['Session'],
      summary: 'Sign in',
      description: `Signs in with a login and a password and answers the user and the session's nonce, with the session cookie. ${COOKIE_TEXT} ${NONCE_TEXT} ` +
        'Every sign-in starts a new session; the one the browser had before ends. A wrong password, an unknown login and a user without a password get the same 401 `rest_invalid_login`, in the same time. ' +
        'A browser signs in only from the service\'s own pages or an origin of CORS_ORIGINS: a sign-in whose `Origin` is another is 403 `rest_cross_site_sign_in` (a foreign form cannot sign a visitor in as someone else). ' +
        'Failed sign-ins are limited per login (SIGN_IN_MAX_PER_LOGIN, 5) and per address (SIGN_IN_MAX_PER_ADDRESS, 20) within SIGN_IN_WINDOW (15 minutes): then 429 with Retry-After, for logins that exist or not alike.',
      operationId: 'signIn',
      querystring: SessionQuery,
      body: SignInBody,
      response: { 200: SessionAnswer },
    },
    errors: { 401: ['rest_invalid_login'], 400: ['rest_invalid_param', 'rest_missing_callback_param'], 403: ['rest_cross_site_sign_in'] },
    handler: async (request, reply) => {
      if (foreignOrigin(request)) throw catalogued('rest_cross_site_sign_in')
      const sc = contextOf(request)
      const { answer, session } = await signIn(sc.repos, sc.config, {
        login: request.body.login, password: request.body.password, address: request.ip, previousCookie: readCookie(request.headers.cookie),
      }, new Date(sc.nowMs))
      setSessionCookie(request, reply, session)
      reply.header('Cache-Control', 'no-store')
      return answer
    },
  })
  table.add({
    url: '/session',
    methods: ['GET'],
    session: true,
    schema: {
      tags: ['Session'],
      summary: 'The current session',
      description: `The user the session cookie signs in and the session's nonce (for a page that was reloaded). Without a live session (no cookie, or it expired, was signed out or ended by a password change): 401 \`rest_not_logged_in\`. ${NONCE_TEXT}`,
      operationId: 'getSession',
      querystring: SessionQuery,
      response: { 200: SessionAnswer },
    },
    errors: { 401: ['rest_not_logged_in'] },
    handler: async (request, reply) => {
      const sc = contextOf(request)
      const answer = await currentSession(sc.repos, readCookie(request.headers.cookie), new Date(sc.nowMs))
      reply.header('Cache-Control', 'no-store')
      return answer
    },
  })
  table.add({
    url: '/session',
    methods: ['DELETE'],
    session: true,
    schema: {
      tags: ['Session'],
      summary: 'Sign out',
      description: 'Ends the session of the cookie and clears the cookie. A live session ends only with its nonce in `X-WP-Nonce` (else 403 `rest_cookie_invalid_nonce`: a foreign page cannot sign anyone out); without a live session the cookie is cleared and `ended` is false.',
      operationId: 'signOut',
      querystring: SessionQuery,
      response: { 200: Type.Ref('SignOut', { description: 'Signed out' }) },
    },
    handler: async (request, reply) => {
      const sc = contextOf(request)
      const ended = await endSession(sc.repos, readCookie(request.headers.cookie), readNonce(request.headers), new Date(sc.nowMs))
      setCookie(request, reply, '', 0)
      reply.header('Cache-Control', 'no-store')
      return { ended }
    },
  })
}
