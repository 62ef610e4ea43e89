// Bearer-token authentication (SPEC §2.1). Runs on every request, unknown routes included, because a bad
// token is the first check of all (SPEC §2.4 step 1).
import type { FastifyInstance } from 'fastify'
import { invalidToken, noRoute, type ApiError } from '../errors.js'
import { callerForToken, hashToken, type Caller } from '../services/users.js'

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null
    /** digest of a valid bearer token: the rate limit's key for authenticated callers */
    tokenKey: string | null
    authError: ApiError | null
  }
}

const BEARER = /^Bearer\s+([\x21-\x7e]+)\s*$/i

export function registerAuth (app: FastifyInstance): void {
  app.decorateRequest('caller', null)
  app.decorateRequest('tokenKey', null)
  app.decorateRequest('authError', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization
    if (header === undefined) return
    const match = BEARER.exec(header)
    const caller = match ? await callerForToken(app.db, match[1]) : null
    if (!caller) { request.authError = invalidToken(); return }
    request.caller = caller
    request.tokenKey = hashToken(match![1])
  })
  // The 401 waits until the rate limit (a route-level onRequest hook) has counted the request against the
  // caller's address: otherwise guessing tokens would never be limited. Nothing else runs before it.
  app.addHook('preParsing', async (request) => {
    if (request.authError) throw request.authError
  })
}

/** The answer to a request that reached no route handler or hook (see `frameworkErrors` in src/app.ts). */
export async function rejectUnroutable (app: FastifyInstance, header: string | undefined): Promise<ApiError> {
  if (header === undefined) return noRoute()
  const match = BEARER.exec(header)
  return match && await callerForToken(app.db, match[1]) ? noRoute() : invalidToken()
}
