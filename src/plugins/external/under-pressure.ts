// Load shedding (SPEC §9.1): when the mean event-loop delay, the V8 heap or the resident set size is beyond its limit
// (MAX_EVENT_LOOP_DELAY, MAX_HEAP_USED_BYTES, MAX_RSS_BYTES; src/config.ts), a request is refused at once with 503
// service_unavailable and Retry-After rather than queued behind work the process cannot keep up with. @fastify/
// under-pressure samples the figures once a second. Its onRequest hook is the first of the app, before
// authentication touches the database. `/health/live` is exempt (the process does run: a supervisor must not restart
// it for being busy); `/health/ready` is not, so that a load balancer drains a struggling instance (src/routes/health.ts).
import underPressure from '@fastify/under-pressure'
import fp from 'fastify-plugin'
import { ApiError } from '../../errors.js'

/** Seconds a refused client is asked to wait. */
export const RETRY_AFTER_S = 5
export const LOAD_SHEDDING = {
  /** After start, the event-loop delay is not held against requests for this long: the first samples also cover the
   *  loading of the code and the first compilation of queries, which is no load, and on a busy machine they made a
   *  just started instance refuse its first requests. (An object, read per request, so that a test can move it.) */
  startupGraceMs: 3000,
}

const WHAT: Record<string, string> = {
  eventLoopDelay: 'event-loop delay',
  heapUsedBytes: 'heap in use',
  rssBytes: 'resident memory',
}

export const overloaded = (type = ''): ApiError =>
  new ApiError('service_unavailable', 503, `The server is overloaded${WHAT[type] ? ` (${WHAT[type]} beyond its limit)` : ''}. Try again in ${RETRY_AFTER_S} s.`,
    { retry_after: RETRY_AFTER_S }, { 'retry-after': String(RETRY_AFTER_S) })

export default fp(async (app) => {
  const { config } = app
  let readyAt = Infinity
  app.addHook('onReady', async () => { readyAt = Date.now() })
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.maxHeapUsedBytes,
    maxRssBytes: config.maxRssBytes,
    retryAfter: RETRY_AFTER_S,
    // Thrown, so that the error handler (../app/errors.ts) answers in the contract's shape; undefined lets it through.
    pressureHandler: async (request, _reply, type) => {
      if (request.routeOptions.config.probe === 'live') return
      if (type === 'eventLoopDelay' && Date.now() - readyAt < LOAD_SHEDDING.startupGraceMs) return
      throw overloaded(type)
    },
  })
}, { name: 'under-pressure', dependencies: ['errors'] })
