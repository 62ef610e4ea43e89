// Token authentication (SPEC §2.1): `Bearer <token>`, or `Basic base64(<login>:<token>)` as WordPress application
// passwords are sent (../../lib/http/authorization.ts reads the header). Runs on every request, unknown routes
// included, because a bad token is the first check of all (SPEC §2.4 step 1); the health probes alone ignore the
// header (see the hook). Without an Authorization header, the session cookie of a browser sign-in (SPEC §9.8) signs
// a request in together with its nonce (X-WP-Nonce; services/sessions.ts `callerForSession` holds the rule).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sqliteFilePath } from '../../db/client.js'
import { catalogued, invalidToken, noRoute, type ApiError } from '../../errors.js'
import type { Caller } from '../../domain/access.js'
import { parseAuthorization } from '../../lib/http/authorization.js'
import { readCookie, readNonce } from '../../lib/http/cookies.js'
import { callerForSession } from '../../services/sessions.js'
import { bootstrapAdmin, callerForCredentials, tokenFileDirFor } from '../../services/users.js'

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null
    /** digest of a valid token (Bearer or Basic alike): the per-client key (clientKey) of authenticated callers */
    tokenKey: string | null
    authError: ApiError | null
    /** the session (its id, the cookie's digest) that signed the request in, or null */
    sessionId: string | null
  }
  interface FastifyContextConfig {
    /** a page for visitors (SPEC §9.7, plugins/app/pages.ts): the session cookie neither signs it in nor refuses
     *  its form (a signed-in editor's browser posts a record's password form without X-WP-Nonce, as any visitor's
     *  does); what a session may do happens in the API and the workspace */
    visitorPage?: true
  }
}

/** The caller an Authorization header names: null without a header, 'invalid' for a malformed header, an unknown or
 *  revoked token, or a Basic login that is not the token's user's. */
async function callerOf (app: FastifyInstance, header: string | undefined): Promise<{ caller: Caller; tokenKey: string } | 'invalid' | null> {
  if (header === undefined) return null
  const credentials = parseAuthorization(header)
  if (credentials === null) return 'invalid'
  return await callerForCredentials(app.repos, credentials) ?? 'invalid'
}

export interface AuthOptions {
  /** where the first-start admin token is shown (default: stdout when it is a terminal, else nowhere: the log says
   *  which file has it) */
  print?: (msg: string) => void
}

export default fp<AuthOptions>(async (app, opts) => {
  const { config } = app
  const sqliteFile = config.databaseUrl.startsWith('file:') ? sqliteFilePath(config.databaseUrl) : null
  const created = await bootstrapAdmin(app.repos, { apiToken: config.apiToken, tokenFileDir: tokenFileDirFor(sqliteFile) })
  if (created) {
    // The token itself only to a person at a terminal: a service manager's journal or a log file would keep it.
    const print = opts.print ?? (process.stdout.isTTY === true ? (m: string) => process.stdout.write(m + '\n') : null)
    print?.(`No API_TOKEN configured: created an administrator token (shown once, also in ${created.file}):\n\n    ${created.token}\n`)
    app.log.warn({ file: created.file }, `No API_TOKEN configured: created an administrator token; it is in ${created.file} (mode 0600)`)
  }
  app.decorateRequest('caller', null)
  app.decorateRequest('tokenKey', null)
  app.decorateRequest('authError', null)
  app.decorateRequest('sessionId', null)
  app.addHook('onRequest', async (request) => {
    // The health probes answer the same to everyone and are not rate limited: were a token checked there, a wrong one's
    // 401 against a right one's 200 would let anyone guess tokens without limit. They ignore Authorization entirely.
    if (request.routeOptions.config.probe !== undefined) return
    if (request.headers.authorization === undefined) return sessionCaller(request)
    const found = await callerOf(app, request.headers.authorization)
    if (found === 'invalid') request.authError = invalidToken()
    else if (found) { request.caller = found.caller; request.tokenKey = found.tokenKey }
  })
  /** The session cookie's caller. The session routes read the cookie themselves (a sign-in must not fail on a stale
   *  cookie); a session is one client of the rate limit and the fair share, as a token is. */
  async function sessionCaller (request: FastifyRequest): Promise<void> {
    const cookie = readCookie(request.headers.cookie)
    if (cookie === undefined || request.routeOptions.config.session === true || request.routeOptions.config.visitorPage === true) return
    const found = await callerForSession(app.repos, cookie, readNonce(request.headers), request.method, app.clock())
    if (found === 'invalid') request.authError = catalogued('rest_cookie_invalid_nonce')
    else if (found) { request.caller = found.caller; request.tokenKey = found.sessionId; request.sessionId = found.sessionId }
  }
  // An answer to a session is that user's: no shared cache (a proxy) may keep it for others, as it would not keep one
  // to an Authorization header (RFC 9111 §3.5), which says nothing of cookies.
  app.addHook('onSend', async (request, reply) => {
    if (request.sessionId !== null) reply.header('Cache-Control', 'private, no-store')
  })
  // The 401 waits until the rate limit (an onRequest hook registered after this one, ../external/rate-limit.ts) has
  // counted the request against the caller's address: otherwise guessing tokens would never be limited. preParsing
  // still comes before every other check (route match, body syntax: SPEC §2.4).
  app.addHook('preParsing', async (request) => {
    if (request.authError) throw request.authError
  })
}, { name: 'auth', dependencies: ['db'] })

/** Who a request is for the limits that count per client (rate limit, fair share): its token when it has one (a
 *  token's owner may call from many addresses), else its address (many callers may share one behind NAT). */
export const clientKey = (request: FastifyRequest): string => request.tokenKey !== null ? `token:${request.tokenKey}` : `ip:${request.ip}`

/** The answer to a request that reached no route handler or hook (see `frameworkErrors` in src/app.ts). */
export async function rejectUnroutable (app: FastifyInstance, header: string | undefined): Promise<ApiError> {
  return (await callerOf(app, header)) === 'invalid' ? invalidToken() : noRoute()
}
