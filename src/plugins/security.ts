// What makes the service safe to expose (issue 5): CORS (SPEC §1.3), security headers, rate limiting.
// Each is a maintained Fastify plugin configured here; the request body limit is Fastify's own (src/app.ts).
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../errors.js'

const ALLOWED_HEADERS = 'Authorization, Content-Type, X-HTTP-Method-Override'

export async function registerSecurity (app: FastifyInstance): Promise<void> {
  const { config } = app

  // CORS (SPEC §1.3): echo the Origin, or only the configured ones (CORS_ORIGINS). OPTIONS answers come from the
  // route table (SPEC §1.3), not from a preflight stub, so the plugin only adds headers.
  const allowed = config.corsOrigins ? new Set(config.corsOrigins) : null
  await app.register(cors, {
    origin: allowed ? (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)) : true,
    credentials: true,
    preflight: false,
    allowedHeaders: ALLOWED_HEADERS.split(', '),
    exposedHeaders: ['X-Calendar-Total', 'X-Calendar-TotalPages', 'Link'],
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'OPTIONS') reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
  })

  // Security headers. The API answers JSON: nothing to load, nothing to frame. Swagger UI at /doc sends its own
  // policy with hashes of its inline scripts (staticCSP in src/plugins/openapi.ts). Cross-origin reads are the
  // point of the API, so resources are not restricted to the same origin.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], upgradeInsecureRequests: null },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })

  // Rate limiting: anonymous callers per IP address, authenticated callers per token (a token's owner may call
  // from many addresses, many callers may share one NAT address). One app-wide onRequest hook, so unknown routes
  // count too (scanners); it runs after authentication (src/plugins/auth.ts), which defers its 401 until after
  // this check so that guessing tokens is limited per address as well.
  if (config.rateLimitMax > 0) {
    const perToken = (request: FastifyRequest) => request.tokenKey !== null
    const retrySeconds = (ttl: number) => Math.max(1, Math.ceil(ttl / 1000))
    await app.register(rateLimit, {
      global: false,
      timeWindow: config.rateLimitWindowMs,
      keyGenerator: (request) => perToken(request) ? `token:${request.tokenKey}` : `ip:${request.ip}`,
      max: (request) => perToken(request) ? config.rateLimitTokenMax : config.rateLimitMax,
      // RATE_LIMIT_TOKEN_MAX=0: authenticated callers are not limited.
      allowList: (request) => perToken(request) && config.rateLimitTokenMax === 0,
      errorResponseBuilder: (_request, context) => new ApiError('rest_too_many_requests', 429,
        `Too many requests: at most ${context.max} per ${context.after}. Try again in ${retrySeconds(context.ttl)} s.`,
        { retry_after: retrySeconds(context.ttl) }),
    })
    app.addHook('onRequest', app.rateLimit())
  }
}
