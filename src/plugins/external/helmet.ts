// Security headers. The API answers JSON: nothing to load, nothing to frame. Swagger UI at /doc sends its own policy
// with hashes of its inline scripts (./swagger-ui.ts). Cross-origin reads are the point of the API, so resources are
// not restricted to the same origin.
//
// helmet itself, its middleware built once: @fastify/helmet builds it anew for every request (parsing the policy
// each time), which cost 3 % of an uncached read.
import fp from 'fastify-plugin'
import helmet from 'helmet'

export default fp(async (app) => {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], upgradeInsecureRequests: null },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
  app.addHook('onRequest', (request, reply, done) => { headers(request.raw, reply.raw, (err) => { done(err as Error | undefined) }) })
}, { name: 'helmet' })
