import type { FastifyRequest } from 'fastify'
import type { ServiceContext } from '../services/context.js'
import { siteNow } from '../services/posts.js'
import { buildContext } from '../plugins/context.js'
import type { Language } from '../schemas/common.js'

declare module 'fastify' {
  interface FastifyContextConfig { pathLanguage?: Language | null }
}

/** The ServiceContext of a request (language, addresses, caller, clock). */
export function serviceContext (request: FastifyRequest): ServiceContext {
  const app = request.server
  const pathLanguage = request.routeOptions.config.pathLanguage ?? null
  const now = siteNow(app.config, app.clock())
  // The response cache's ticket learns how the answer depends on the clock (src/plugins/response-cache.ts).
  const ticket = request.cacheTicket
  return {
    db: app.db,
    config: app.config,
    caller: request.caller,
    req: buildContext(app.config, request, pathLanguage),
    get now () {
      if (ticket) ticket.timeDependent = true
      return now
    },
    nowFor (probe) {
      ticket?.probes.push({ probe, value: probe(now) })
      return now
    },
  }
}
