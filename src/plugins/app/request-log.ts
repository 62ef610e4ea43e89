// One log line per request (the server runs with `disableRequestLogging`, which drops Fastify's two, "incoming
// request" and "request completed"): method, URL (passwords masked, src/transport.ts), status, response time in ms,
// and for an error the contract's `code` of its body, so that a 400 or 404 says which one without the body. Errors
// of the server (5xx) also have their own line with the stack (./errors.ts).
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { maskUrl } from '../../transport.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** the `code` of the error body sent (SPEC §3.3), for the request's log line */
    errorCode: string | null
  }
}

/** The `code` an error body in the contract's shape starts with. */
const CODE = /^\{"code":"([^"\\]{1,100})"/

export default fp(async (app) => {
  app.decorateRequest('errorCode', null)
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400) return
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.subarray(0, 200).toString() : ''
    request.errorCode = CODE.exec(text)?.[1] ?? null
  })
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const line = {
      method: request.method,
      url: maskUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.errorCode === null ? {} : { code: request.errorCode }),
    }
    if (reply.statusCode >= 500) request.log.warn(line, 'request')
    else request.log.info(line, 'request')
  })
}, { name: 'request-log' })
