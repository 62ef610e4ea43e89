// Bearer-token authentication (SPEC §2.1). Runs on every request, unknown routes included, because a bad
// token is the first check of all (SPEC §2.4 step 1).
import type { FastifyInstance } from 'fastify'
import { invalidToken } from '../errors.js'
import { callerForToken, type Caller } from '../services/users.js'

declare module 'fastify' {
  interface FastifyRequest { caller: Caller | null }
}

const BEARER = /^Bearer\s+([\x21-\x7e]+)\s*$/i

export function registerAuth (app: FastifyInstance): void {
  app.decorateRequest('caller', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization
    if (header === undefined) return
    const match = BEARER.exec(header)
    const caller = match ? await callerForToken(app.db, match[1]) : null
    if (!caller) throw invalidToken()
    request.caller = caller
  })
}
