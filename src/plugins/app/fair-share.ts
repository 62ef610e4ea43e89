// Fair share of the database among clients (src/lib/infra/fair-queue.ts): every API request that reaches its handler holds
// one of MAX_CONCURRENT_REQUESTS slots from its preHandler until its answer is serialized; a freed slot goes to the
// waiting client (token, else address: the rate limit's key) that used the least service time lately. So clients that
// keep the costliest allowed requests in flight slow down mostly themselves (bench/abuse.ts). Answers of the response
// cache, /doc and requests refused earlier never wait. A client with 64 requests waiting gets 429 for the next, and so
// does a request that waited 10 s (with Retry-After: refused rather than queued without end, SPEC §9.1).
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../../errors.js'
import { clientKey } from './auth.js'
import { FairQueue, QueueAborted, QueueFull, QueueTimeout } from '../../lib/infra/fair-queue.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** the slots and their queue (health and load figures) */
    fairShare: FairQueue
  }
  interface FastifyContextConfig {
    /** a route outside REST_PREFIX that reads records (the record pages, ./pages.ts) and takes a slot like the API's */
    fairShare?: boolean
  }
  interface FastifyRequest {
    /** gives the request's slot back (idempotent); null while it holds none */
    releaseSlot: (() => void) | null
  }
}

export const FAIR_SHARE = {
  maxWaitingPerClient: 64,
  maxWaitMs: 10_000,
  /** how long a client's usage is remembered: its weight halves every 3 s (10 s: a steady client's own history kept it behind new greedy ones for seconds; 1 s: a greedy client's heavy requests were forgotten between two of them) */
  halfLifeMs: 3_000,
}

export default fp(async (app) => {
  const queue = new FairQueue({ slots: app.config.maxConcurrentRequests, ...FAIR_SHARE })
  const api = `${app.config.restPrefix}/`
  app.decorate('fairShare', queue)
  app.decorateRequest('releaseSlot', null)
  app.addHook('preHandler', async (request) => {
    // Already holding one: a handler that passes the request on (reply.callNotFound) runs the hooks again.
    if (request.releaseSlot !== null || (!request.url.includes(api) && request.routeOptions.config.fairShare !== true)) return
    const aborted = new AbortController()
    const onClose = () => { if (request.raw.destroyed || !request.raw.complete) aborted.abort() }
    request.raw.socket?.once('close', onClose)
    try {
      request.releaseSlot = await queue.acquire(clientKey(request), aborted.signal)
    } catch (err) {
      // The client's own requests are what keeps it waiting (everybody who used less goes first): 429, not 503.
      if (err instanceof QueueFull) {
        throw new ApiError('rest_too_many_requests', 429, `Too many requests waiting: at most ${FAIR_SHARE.maxWaitingPerClient} at once.`, { retry_after: 1 }, { 'retry-after': '1' })
      }
      if (err instanceof QueueTimeout || err instanceof QueueAborted) {
        throw new ApiError('rest_too_many_requests', 429, `Too many requests: this one waited ${FAIR_SHARE.maxWaitMs / 1000} s behind clients that asked for less.`, { retry_after: 1 }, { 'retry-after': '1' })
      }
      throw err
    } finally {
      request.raw.socket?.off('close', onClose)
    }
  })
  const release = async (request: FastifyRequest) => {
    request.releaseSlot?.()
    request.releaseSlot = null
  }
  // onSend: the answer is serialized, the rest is the socket's (a slow reader must not hold a slot). The others
  // cover the requests that end without one.
  app.addHook('onSend', release)
  app.addHook('onResponse', release)
  app.addHook('onRequestAbort', release)
  app.addHook('onTimeout', release)
}, { name: 'fair-share', dependencies: ['auth'] })
