// A ServiceContext for tests that call services without HTTP: the app's repositories, configuration and clock, the
// addresses of a request to SITE_URL without a language prefix, and the caller given.
import type { FastifyInstance } from 'fastify'
import { NAMESPACE, siteNow, type ServiceContext } from '../../src/context.js'
import type { Caller } from '../../src/domain/access.js'

/** user 1, whom the app bootstraps as administrator (the test token's user) */
export const ADMIN: Caller = { userId: 1, role: 'administrator' }

export function serviceContext (app: FastifyInstance, caller: Caller | null): ServiceContext {
  const site = app.config.siteUrl ?? 'https://example.org'
  const now = app.clock()
  return {
    lang: 'en',
    site,
    base: `${site}${app.config.restPrefix}/${NAMESPACE}`,
    siteId: site.replace(/^https?:\/\//, ''),
    repos: app.repos,
    config: app.config,
    caller,
    now: siteNow(app.config, now),
    nowMs: now.getTime(),
  }
}
