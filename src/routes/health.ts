// Health probes (SPEC §9.1), outside REST_PREFIX and the interface description (src/plugins/external/swagger.ts
// lists the namespace only):
// - GET /health/live: 200 {"status":"ok"} while the process runs. It touches nothing (no database), and load shedding
//   lets it through: a supervisor restarts a process that does not answer, not one that is busy.
// - GET /health/ready: 200 when the database answers and every migration this code ships is applied; else 503
//   service_unavailable, and also under load shedding (src/plugins/external/under-pressure.ts), so that a load balancer
//   sends traffic elsewhere until the instance recovers.
// Authorization is ignored (src/plugins/app/auth.ts: no token oracle outside the rate limit). Never rate limited
// (src/plugins/external/rate-limit.ts skips `probe` routes), never queued by the fair share (that
// covers REST_PREFIX only), never cached: `Cache-Control: no-store`, no ETag and no 304.
import { Type, type Static } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../errors.js'
import { readinessCheck } from '../services/health.js'

export { READY_TIMEOUT_MS } from '../services/health.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a health probe: exempt from the rate limit and scheduled publishing; `live` also from load shedding */
    probe?: 'live' | 'ready'
  }
}

const notReady = (reason: string): ApiError =>
  new ApiError('service_unavailable', 503, `Not ready: ${reason}.`, { retry_after: 5 }, { 'retry-after': '5' })

const Ok = Type.Object({ status: Type.Literal('ok') })
const ok = async (): Promise<Static<typeof Ok>> => ({ status: 'ok' })

// Route hooks run after the app's: the ETag plugin (global onSend) has set its header and would answer 304 to a
// matching If-None-Match; the probe's answer must never be a cached one.
const noCache = {
  onRequest: async (request: FastifyRequest) => { delete request.headers['if-none-match'] },
  onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.removeHeader('etag')
    reply.header('cache-control', 'no-store')
  },
}

export default fp(async (app) => {
  const check = readinessCheck(app)

  const schema = { hide: true, response: { 200: Ok } }
  app.get('/health/live', { schema, config: { probe: 'live' }, ...noCache }, ok)
  app.get('/health/ready', { schema, config: { probe: 'ready' }, ...noCache }, async () => {
    const problem = await check()
    if (problem !== null) throw notReady(problem)
    return ok()
  })
}, { name: 'health', dependencies: ['errors', 'db', 'under-pressure', 'rate-limit', 'etag'] })
