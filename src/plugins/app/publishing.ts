// Scheduled records become public when their date passes (SPEC §3.6): before reads, and every minute; every minute
// too, recurring series get the occurrences that come within the horizon as time passes (SPEC §9.3). The next due
// moment is known per data version (src/services/freshness.ts), so a read only writes (or queries) when something is
// due. `app.freshness` is also what the response cache keys its entries on.
import fp from 'fastify-plugin'
import { openDataVersion } from '../../db/data-version.js'
import { Freshness, type DataState } from '../../services/freshness.js'
import { extendSeries } from '../../services/events/series.js'
import { systemContext } from '../../context.js'

declare module 'fastify' {
  interface FastifyInstance { freshness: Freshness }
  interface FastifyRequest {
    /** the data state read for this request, if the response cache read it (publishing reuses it) */
    dataState: DataState | null
  }
}

export default fp(async (app) => {
  const freshness = new Freshness(app.repos, await openDataVersion(app.config.databaseUrl))
  app.decorate('freshness', freshness)
  app.decorateRequest('dataState', null)
  app.addHook('onClose', async () => { await freshness.close() })
  const publish = async (state?: DataState | null) => {
    const records = await freshness.publishDue(app.clock(), state)
    if (records > 0) app.log.info({ records }, 'scheduled records published')
  }
  app.addHook('preHandler', async (request) => {
    // Health probes read no records (and /health/live must not wait for the database).
    if ((request.method === 'GET' || request.method === 'HEAD') && request.routeOptions.config.probe === undefined) await publish(request.dataState)
  })
  const extend = async () => {
    const added = await extendSeries(systemContext(app.repos, app.config, app.clock))
    if (added > 0) app.log.info({ occurrences: added }, 'recurring series extended')
  }
  app.addHook('onReady', async () => { extend().catch((err) => app.log.error({ err }, 'extending recurring series failed')) })
  const timer = setInterval(() => {
    publish().catch((err) => app.log.error({ err }, 'scheduled publishing failed'))
    extend().catch((err) => app.log.error({ err }, 'extending recurring series failed'))
  }, 60_000)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}, { name: 'publishing', dependencies: ['db'] })
