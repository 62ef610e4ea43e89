// Strong ETags (SHA-1 of the body) on every response; If-None-Match with the current one answers 304. A response
// replayed by the response cache (../app/response-cache.ts) keeps its ETag header, so the plugin does not hash it again.
//
// A serialized body is a string, and a string body is encoded to UTF-8 more than once: by the hash, by Node's
// Content-Length (a scan) and by the socket write. Encoding it once here, before the hash, and handing every later
// step the bytes saves ~0.15 ms of a 45 KB event list (docs/performance.md); `crypto.hash` is the one-shot digest
// without a Hash object.
import { hash } from 'node:crypto'
import etag from '@fastify/etag'
import fp from 'fastify-plugin'

/** Bodies shorter than this stay strings: encoding a short string twice costs less than a Buffer. */
const ENCODE_ONCE_FROM = 1024

export default fp(async (app) => {
  app.addHook('onSend', async (_request, _reply, payload) => {
    return typeof payload === 'string' && payload.length >= ENCODE_ONCE_FROM ? Buffer.from(payload) : payload
  })
  await app.register(etag, { hashFn: (payload: string | Buffer) => hash('sha1', payload, 'base64') })
}, { name: 'etag' })
