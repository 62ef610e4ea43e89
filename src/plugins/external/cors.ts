// CORS (SPEC §1.3): echo the Origin (except `null`), or only the configured ones (CORS_ORIGINS). OPTIONS answers come from the route
// table (src/routes/table.ts), not from a preflight stub, so the plugin only adds headers.
// Credentials (Access-Control-Allow-Credentials: true) only for the configured origins, never when every origin is
// echoed: with it, any site could read answers that the browser's session cookie signed in (SPEC §9.8), the nonce of
// GET /session first. Tokens in Authorization need no credentials mode, so programs on any origin keep working.
import cors from '@fastify/cors'
import fp from 'fastify-plugin'
import { UNKNOWN_PARAMS_HEADER } from '../../lib/http/unknown-params.js'

const ALLOWED_HEADERS = 'Authorization, Content-Type, X-HTTP-Method-Override, X-WP-Nonce'

export default fp(async (app) => {
  const allowed = app.config.corsOrigins ? new Set(app.config.corsOrigins) : null
  await app.register(cors, {
    // `Origin: null` (sandboxed frames, file: pages, some redirects) is shared by every such page: never granted.
    origin: (origin, cb) => cb(null, origin !== undefined && origin !== 'null' && (allowed?.has(origin) ?? true)),
    credentials: allowed !== null,
    preflight: false,
    allowedHeaders: ALLOWED_HEADERS.split(', '),
    // SPEC §1.3's list, plus the unknown query and body parameters of a request (src/lib/http/unknown-params.ts).
    exposedHeaders: ['X-Calendar-Total', 'X-Calendar-TotalPages', 'Link', UNKNOWN_PARAMS_HEADER],
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'OPTIONS') reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
  })
  // The plugin adds an `OPTIONS *` route: it must answer errors in the contract's shape too.
}, { name: 'cors', dependencies: ['errors'] })
