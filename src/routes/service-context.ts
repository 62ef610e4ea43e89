import type { FastifyRequest } from 'fastify'
import type { ServiceContext } from '../services/context.js'
import { siteNow } from '../services/posts.js'
import { buildContext } from '../plugins/context.js'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../schemas/common.js'

declare module 'fastify' {
  interface FastifyContextConfig { pathLanguage?: Language | null }
}

/** Methods whose body is a parameter source (SPEC §1.5, §3.1); their body schemas validate `translation_language`. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])

/** The ServiceContext of a request (language, addresses, caller, clock). */
export function serviceContext (request: FastifyRequest): ServiceContext {
  const app = request.server
  const pathLanguage = request.routeOptions.config.pathLanguage ?? null
  const req = buildContext(app.config, request, pathLanguage)
  // SPEC §1.5: GET/HEAD/DELETE take `translation_language` from the query string only. buildContext also reads
  // the body, which no schema validates on DELETE: `DELETE /venues/by-slug/x` with the JSON body
  // `{"translation_language": 1}` reached Prisma with a number as language (500; found by
  // test/property/hostile-input.test.ts), and a valid language in a DELETE body changed the slug lookup.
  if (!BODY_METHODS.has(request.method)) {
    const sent = (request.query as Record<string, unknown> | undefined)?.translation_language
    req.lang = (LANGUAGES as readonly unknown[]).includes(sent) ? sent as Language : pathLanguage ?? DEFAULT_LANGUAGE
  }
  return { db: app.db, config: app.config, caller: request.caller, req, now: siteNow(app.config, app.clock()) }
}
