// A webhook receiver on 127.0.0.1 for the webhook tests, and their shared steps.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { auth, BASE, eventually, req } from './helper.js'

export interface Received {
  headers: IncomingHttpHeaders
  body: string
  json: any
  /** performance.now() when the request arrived */
  at: number
}

/** A receiver on 127.0.0.1 that answers `status()` (200 unless told otherwise; it may take its time) and keeps what
 *  it got. A status that never settles is an endpoint that never answers. */
export async function receiver (t: Test, status: (n: number) => number | Promise<number> = () => 200) {
  const got: Received[] = []
  /** every request, answered 2xx or not */
  const tried: Received[] = []
  let n = 0
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (c: Buffer) => { body += c.toString() })
    request.on('end', () => {
      const at = performance.now()
      tried.push({ headers: request.headers, body, json: JSON.parse(body), at })
      void Promise.resolve(status(n++)).then((code) => {
        if (code >= 200 && code < 300) got.push({ headers: request.headers, body, json: JSON.parse(body), at })
        response.writeHead(code).end('x'.repeat(5000))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got, tried, attempts: () => n }
}

export async function until (what: string, check: () => boolean, ms = 30_000): Promise<void> {
  if (!await eventually(check, ms, 25)) throw new Error(`timed out waiting for ${what}`)
}

/** Settings of an app that delivers to the test's receiver, retrying quickly. */
export const LOCAL = { webhookAllowPrivate: true, webhookRetryBaseMs: 50 }

export async function register (app: FastifyInstance, url: string, events?: string[]): Promise<{ id: number; secret: string }> {
  const res = await req(app, { method: 'POST', url: `${BASE}/webhooks`, headers: auth, payload: { url, ...(events ? { events } : {}) } })
  if (res.statusCode !== 201) throw new Error(`webhook: ${res.statusCode} ${res.raw}`)
  return res.body
}
