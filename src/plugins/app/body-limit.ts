// SPEC §7: a body over 1 MiB is refused with 413, whatever its content type and transfer encoding. The bytes are
// counted as they arrive, below every body parser (JSON, forms, multipart with its files), so a chunked body is cut
// off at the limit: the 413 goes out at once and the connection is closed (`Connection: close`), the rest is never
// read. A declared Content-Length over the limit is refused before reading. After authentication: a bad token answers
// first (SPEC §2.4).
import { Transform, finished, type Readable } from 'node:stream'
import fp from 'fastify-plugin'
import { bodyTooLarge } from '../../errors.js'
import { BODY_LIMIT } from '../../domain/limits.js'

/** `payload` passed through, failing with the 413 once more than `limit` bytes went by. */
export function capped (payload: Readable, limit: number): Readable {
  let seen = 0
  const counter = new Transform({
    transform (chunk: Buffer, _encoding, callback) {
      seen += chunk.length
      if (seen > limit) callback(bodyTooLarge())
      else callback(null, chunk)
    },
  })
  // A client that goes away mid-body: the parser reading `counter` must not wait for ever. Its error is the client's
  // (400, as Fastify's own body reader marks it), not the server's: no answer can be written, nothing to log.
  finished(payload, (err) => { if (err && !counter.destroyed) counter.destroy(Object.assign(err, { statusCode: 400 })) })
  return payload.pipe(counter)
}

export default fp(async (app) => {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const { headers } = request
    if (headers['transfer-encoding'] === undefined && Number(headers['content-length'] ?? 0) === 0) return payload
    if (Number(headers['content-length'] ?? 0) > BODY_LIMIT) throw bodyTooLarge()
    return capped(payload, BODY_LIMIT)
  })
}, { name: 'body-limit', dependencies: ['auth', 'multipart'] })
