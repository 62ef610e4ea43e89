// Rate limiting: anonymous callers per IP address, authenticated callers per token (a token's owner may call from
// many addresses, many callers may share one NAT address). One app-wide onRequest hook, so unknown routes count too
// (scanners). It runs after authentication (../app/auth.ts), which defers its 401 until after this check so that
// guessing tokens is limited per address as well. RATE_LIMIT_MAX=0 switches it off (the plugin is then a no-op, so
// that plugins depending on it still find it).
import rateLimit from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ApiError } from '../../errors.js'
import { clientKey } from '../app/auth.js'

const UNITS: Array<[string, number]> = [['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000], ['second', 1000]]

/** "1 minute", "90 seconds", "1.5 seconds", "250 ms": the largest unit that divides `ms` exactly. */
export function duration (ms: number): string {
  const unit = UNITS.find(([, size]) => ms % size === 0)
  if (unit) { const n = ms / unit[1]; return `${n} ${unit[0]}${n === 1 ? '' : 's'}` }
  return ms > 1000 ? `${ms / 1000} seconds` : `${ms} ms`
}

export default fp(async (app) => {
  const { config } = app
  if (config.rateLimitMax <= 0) return
  const perToken = (request: FastifyRequest) => request.tokenKey !== null
  const retrySeconds = (ttl: number) => Math.max(1, Math.ceil(ttl / 1000))
  await app.register(rateLimit, {
    global: false,
    timeWindow: config.rateLimitWindowMs,
    keyGenerator: clientKey,
    max: (request) => perToken(request) ? config.rateLimitTokenMax : config.rateLimitMax,
    // RATE_LIMIT_TOKEN_MAX=0: authenticated callers are not limited; nor are health probes (SPEC §9.1).
    allowList: (request) => request.routeOptions.config.probe !== undefined || (perToken(request) && config.rateLimitTokenMax === 0),
    // `context.after` is the time left until the window resets, not the window: the message names the configured one.
    // The connection is closed: a client over its limit gets no kept-alive socket to send the next request on.
    errorResponseBuilder: (_request, context) => new ApiError('rest_too_many_requests', 429,
      `Too many requests: at most ${context.max} per ${duration(config.rateLimitWindowMs)}. Try again in ${retrySeconds(context.ttl)} s.`,
      { retry_after: retrySeconds(context.ttl) }, { Connection: 'close' }),
  })
  app.addHook('onRequest', app.rateLimit())
}, { name: 'rate-limit', dependencies: ['auth'] })
