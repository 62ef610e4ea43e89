// Health probes (SPEC §9.1), outside REST_PREFIX and the interface description (src/plugins/external/swagger.ts
// lists the namespace only):
// - GET /health/live: 200 {"status":"ok"} while the process runs. It touches nothing (no database), and load shedding
//   lets it through: a supervisor restarts a process that does not answer, not one that is busy.
// - GET /health/ready: 200 when the database answers and every migration this code ships is applied; else 503
//   service_unavailable, and also under load shedding (src/plugins/external/under-pressure.ts), so that a load balancer
//   sends traffic elsewhere until the instance recovers.
// Never rate limited (src/plugins/external/rate-limit.ts skips `probe` routes), never queued by the fair share (that
// covers REST_PREFIX only), never cached: `Cache-Control: no-store`, no ETag and no 304.
import { Type } from '@sinclair/typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { databaseKind } from '../db/client.js'
import { migrationsDirFor, shippedMigrations } from '../db/migrate.js'
import { ApiError } from '../errors.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a health probe: exempt from the rate limit and scheduled publishing; `live` also from load shedding */
    probe?: 'live' | 'ready'
  }
}

/** How long the readiness probe waits for the database before it answers 503. */
export const READY_TIMEOUT_MS = 2000

const notReady = (reason: string): ApiError =>
  new ApiError('service_unavailable', 503, `Not ready: ${reason}.`, { retry_after: 5 }, { 'retry-after': '5' })

const Ok = Type.Object({ status: Type.Literal('ok') })

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
  const kind = databaseKind(app.config.databaseUrl)
  // The migrations this code ships, read once: the folder does not change under a running process.
  const shipped = shippedMigrations(migrationsDirFor(kind))

  const query = async (): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS) })
    try {
      const applied = new Set(await Promise.race([app.repos.health.appliedMigrations(), timeout]))
      const pending = shipped.filter((name) => !applied.has(name))
      return pending.length ? `${pending.length} migration(s) not applied (${pending.join(', ')})` : null
    } catch (err) {
      app.log.warn({ err }, 'readiness check: database unavailable')
      return 'the database does not answer'
    } finally {
      clearTimeout(timer)
    }
  }

  // Probes are not rate limited, so a flood of them must not become a flood of queries: requests that arrive while a
  // check is running share its answer (at most one readiness query in flight, each answer fresh when it starts).
  let running: Promise<string | null> | undefined
  const check = (): Promise<string | null> => (running ??= query().finally(() => { running = undefined }))

  const schema = { hide: true, response: { 200: Ok } }
  app.get('/health/live', { schema, config: { probe: 'live' }, ...noCache }, async () => ({ status: 'ok' as const }))
  app.get('/health/ready', { schema, config: { probe: 'ready' }, ...noCache }, async () => {
    const problem = await check()
    if (problem !== null) throw notReady(problem)
    return { status: 'ok' as const }
  })
}, { name: 'health', dependencies: ['errors', 'db', 'under-pressure', 'rate-limit', 'etag'] })
