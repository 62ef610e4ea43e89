// Strong ETags (SHA-1 of the body) on every response; If-None-Match with the current one answers 304. A response
// replayed by the response cache (../app/response-cache.ts) keeps its ETag header, so the plugin does not hash it again.
import etag from '@fastify/etag'
import fp from 'fastify-plugin'

export default fp(async (app) => {
  await app.register(etag)
}, { name: 'etag' })
