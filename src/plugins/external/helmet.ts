// Security headers. The API answers JSON: nothing to load, nothing to frame. Swagger UI at /doc sends its own policy
// with hashes of its inline scripts (./swagger-ui.ts). Cross-origin reads are the point of the API, so resources are
// not restricted to the same origin.
import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

export default fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], upgradeInsecureRequests: null },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  })
}, { name: 'helmet' })
