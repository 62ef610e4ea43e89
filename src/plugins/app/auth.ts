// Token authentication (SPEC §2.1): `Bearer <token>`, or `Basic base64(<login>:<token>)` as WordPress application
// passwords are sent (../../lib/http/authorization.ts reads the header). Runs on every request, unknown routes
// included, because a bad token is the first check of all (SPEC §2.4 step 1); the health probes alone ignore the
// header (see the hook).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sqliteFilePath } from '../../db/client.js'
import { invalidToken, noRoute, type ApiError } from '../../errors.js'
import type { Caller } from '../../domain/access.js'
import { parseAuthorization } from '../../lib/http/authorization.js'
import { bootstrapAdmin, callerForCredentials, tokenFileDirFor } from '../../services/users.js'

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null
    /** digest of a valid token (Bearer or Basic alike): the per-client key (clientKey) of authenticated callers */
    tokenKey: string | null
    authError: ApiError | null
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
  app.addHook('onRequest', async (request) => {
    // The health probes answer the same to everyone and are not rate limited: were a token checked there, a wrong one's
    // 401 against a right one's 200 would let anyone guess tokens without limit. They ignore Authorization entirely.
    if (request.routeOptions.config.probe !== undefined) return
    const found = await callerOf(app, request.headers.authorization)
    if (found === 'invalid') request.authError = invalidToken()
    else if (found) { request.caller = found.caller; request.tokenKey = found.tokenKey }
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
