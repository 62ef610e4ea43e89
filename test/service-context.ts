// A ServiceContext for tests that call services without HTTP: what contextOf (src/context.ts) gives a request without
// a language prefix, for any caller, at the app's clock.
import type { FastifyInstance } from 'fastify'
import { NAMESPACE, siteNow, type ServiceContext } from '../src/context.js'
import type { Caller } from '../src/domain/access.js'
import { DEFAULT_LANGUAGE, type Language } from '../src/schemas/common.js'

export function serviceContext (app: FastifyInstance, caller: Caller | null = null, lang: Language = DEFAULT_LANGUAGE): ServiceContext {
  const site = app.config.siteUrl ?? 'http://localhost'
  const clock = app.clock()
  return {
    lang,
    site,
    base: `${site}${app.config.restPrefix}/${NAMESPACE}`,
    siteId: site.replace(/^https?:\/\//, ''),
    repos: app.repos,
    config: app.config,
    caller,
    now: siteNow(app.config, clock),
    nowMs: clock.getTime(),
  }
}
