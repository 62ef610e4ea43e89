// Scheduled records become public when their date passes (SPEC §3.6): before reads here, and every minute (./jobs.ts).
// The next due moment is known per data version (src/services/freshness.ts), so a read only writes (or queries) when
// something is due. `app.freshness` is also what the response cache keys its entries on.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { openDataVersion } from '../../db/data-version.js'
import { Freshness, type DataState } from '../../services/freshness.js'

declare module 'fastify' {
  interface FastifyInstance { freshness: Freshness }
  interface FastifyRequest {
    /** the data state read for this request, if the response cache read it (publishing reuses it) */
    dataState: DataState | null
  }
}

/** Publishes the scheduled records that are due (`state`: the data state a request read already). */
export async function publishDue (app: FastifyInstance, state?: DataState | null): Promise<void> {
  const records = await app.freshness.publishDue(app.clock(), state)
  if (records > 0) app.log.info({ records }, 'scheduled records published')
}

export default fp(async (app) => {
  const freshness = new Freshness(app.repos, await openDataVersion(app.config.databaseUrl))
  app.decorate('freshness', freshness)
  app.decorateRequest('dataState', null)
  app.addHook('onClose', async () => { await freshness.close() })
  app.addHook('preHandler', async (request) => {
    // Health probes read no records (and /health/live must not wait for the database).
    if ((request.method === 'GET' || request.method === 'HEAD') && request.routeOptions.config.probe === undefined) await publishDue(app, request.dataState)
  })
}, { name: 'publishing', dependencies: ['db'] })
