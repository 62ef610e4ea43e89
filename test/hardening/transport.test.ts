// Hardening at the transport (issue 20, SPEC §7) over real HTTP on 127.0.0.1: bodies cut off at 1 MiB as they
// stream, slow senders timed out with 408, Node's parser errors in the contract's shape, thousands of abandoned
// connections, a 429 that closes its connection.
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { testConfig, type Config } from '../../src/config.js'
import type { ConnectionLimits } from '../../src/domain/limits.js'
import { BASE, TOKEN, freshDatabaseUrl } from '../helper.js'
import { startServer } from '../processes.js'

const MiB = 1024 * 1024

async function listening (t: Test, overrides: Partial<Config> = {}, server: Partial<ConnectionLimits> = {}): Promise<{ app: FastifyInstance; port: number }> {
  const config = testConfig({ databaseUrl: await freshDatabaseUrl(t), apiToken: TOKEN, ...overrides })
  const app = await buildApp(config, { logger: false, print: () => {}, server })
  t.teardown(() => app.close())
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, port: (app.server.address() as { port: number }).port }
}

interface RawResponse { status: number; headers: Record<string, string>; body: any; text: string }

/** Parses the first HTTP response in `data` (Content-Length bodies only), or null while it is incomplete. */
function parseResponse (data: Buffer): RawResponse | null {
  const end = data.indexOf('\r\n\r\n')
  if (end === -1) return null
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n')
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]))
  const length = Number(headers['content-length'] ?? 0)
  if (data.length < end + 4 + length) return null
  const text = data.subarray(end + 4, end + 4 + length).toString('utf8')
  let body: unknown
  try { body = JSON.parse(text) } catch { body = text }
  return { status: Number(statusLine!.split(' ')[1]), headers, body, text }
}

/** A raw connection: what it received, when the first response was complete, whether the server closed it. */
function rawConnection (port: number) {
  const socket = connect(port, '127.0.0.1')
  let received = Buffer.alloc(0)
  let closed = false
  let resolveResponse: (r: RawResponse) => void
  const response = new Promise<RawResponse>((resolve) => { resolveResponse = resolve })
  socket.on('data', (d: Buffer) => {
    received = Buffer.concat([received, d])
    const r = parseResponse(received)
    if (r) resolveResponse(r)
  })
  socket.on('error', () => {})
  const closedP = new Promise<void>((resolve) => socket.on('close', () => { closed = true; resolve() }))
  return { socket, response, closedP, isClosed: () => closed, connected: once(socket, 'connect') }
}

function expectContractError (t: Test, res: RawResponse, status: number, code: string, what: string): void {
  t.equal(res.status, status, `${what}: HTTP ${status}`)
  t.equal(res.body?.code, code, `${what}: code ${code}`)
  t.equal(res.body?.data?.status, status, `${what}: data.status`)
  t.type(res.body?.message, 'string', `${what}: message`)
}

/** Sends a chunked body of up to `total` bytes (the `head` then filler) until the server answers or closes. */
async function sendChunked (port: number, head: string, contentType: string, total: number) {
  const conn = rawConnection(port)
  await conn.connected
  conn.socket.write(`POST ${BASE}/venues HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nTransfer-Encoding: chunked\r\n\r\n`)
  const state = { answered: false }
  void conn.response.then(() => { state.answered = true })
  const filler = Buffer.alloc(64 * 1024, 'a')
  let sent = 0
  const chunk = (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
  conn.socket.write(chunk(Buffer.from(head)))
  sent += head.length
  while (sent < total && !state.answered && !conn.isClosed()) {
    // `once` rejects on the socket's 'error': the server closing while a chunk is in flight (EPIPE) ends the loop too.
    if (!conn.socket.write(chunk(filler))) await Promise.race([once(conn.socket, 'drain').catch(() => undefined), conn.closedP, conn.response])
    sent += filler.length
  }
  const sentWhenAnswered = sent
  const res = await Promise.race([conn.response, conn.closedP.then(() => null)])
  await Promise.race([conn.closedP, new Promise((resolve) => setTimeout(resolve, 2000))])
  const closed = conn.isClosed()
  conn.socket.destroy()
  return { res, sentWhenAnswered, closed }
}

t.test('a chunked body is cut off at 1 MiB: 413 at once, connection closed, the process unharmed (SPEC §7)', async (t) => {
  const { port } = await listening(t)
  const rssBefore = process.memoryUsage().rss
  // Anonymous, multipart, one file part of 120 MB: files are dropped, but their bytes count.
  const multipartHead = '--B\r\nContent-Disposition: form-data; name="venue"\r\n\r\nHall\r\n' +
    '--B\r\nContent-Disposition: form-data; name="image"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n'
  const multipart = await sendChunked(port, multipartHead, 'multipart/form-data; boundary=B', 120 * MiB)
  t.ok(multipart.res, 'an answer came')
  expectContractError(t, multipart.res!, 413, 'rest_request_too_large', 'chunked multipart of 120 MB')
  t.equal(multipart.res!.headers.connection, 'close', 'Connection: close')
  t.ok(multipart.closed, 'the server closed the connection')
  t.ok(multipart.sentWhenAnswered < 16 * MiB, `answered after ${(multipart.sentWhenAnswered / MiB).toFixed(1)} MiB of 120 were sent`)
  const growth = (process.memoryUsage().rss - rssBefore) / MiB
  t.ok(growth < 64, `memory grew by ${growth.toFixed(0)} MiB`)

  for (const [type, head] of [['application/json', '{"venue":"'], ['application/x-www-form-urlencoded', 'venue=']] as const) {
    const r = await sendChunked(port, head, type, 32 * MiB)
    t.ok(r.res, `${type}: an answer came`)
    expectContractError(t, r.res!, 413, 'rest_request_too_large', `chunked ${type} over 1 MiB`)
    t.ok(r.sentWhenAnswered < 8 * MiB, `${type}: answered after ${(r.sentWhenAnswered / MiB).toFixed(1)} MiB`)
  }
  // Just under the limit is read (and then refused for other reasons).
  const fits = await fetch(`http://127.0.0.1:${port}${BASE}/venues`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ venue: 'x'.repeat(MiB - 100) }) })
  t.not(fits.status, 413, `a body just under 1 MiB is read (${fits.status})`)
  const after = await fetch(`http://127.0.0.1:${port}${BASE}/events`)
  t.equal(after.status, 200, 'the next request is served')
})

t.test('slow senders: 408 in the contract shape after the headers timeout or the request timeout, connection closed', async (t) => {
  const { port } = await listening(t, {}, { headersTimeout: 1000, requestTimeout: 2000, checkInterval: 100 })
  // Each time from the connection's first bytes to its answer, taken as the answer arrives: not after the idle
  // request below, which is a fresh app's first and may itself be slow on a busy machine.
  const headers = rawConnection(port)
  await headers.connected
  const headersSent = Date.now()
  headers.socket.write(`GET ${BASE}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `)
  const headersAnswered = headers.response.then(() => Date.now() - headersSent)
  const body = rawConnection(port)
  await body.connected
  const bodySent = Date.now()
  const bodyAnswered = body.response.then(() => Date.now() - bodySent)
  body.socket.write(`POST ${BASE}/venues HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"venue":`)
  // A kept-alive connection between requests is not a slow request (its own timeout is keepAliveTimeout).
  const idle = rawConnection(port)
  await idle.connected
  idle.socket.write(`GET ${BASE}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
  t.equal((await idle.response).status, 200, 'a complete request on a kept-alive connection')

  const slowHeaders = await headers.response
  const headersAfter = await headersAnswered
  expectContractError(t, slowHeaders, 408, 'rest_request_timeout', 'headers not complete')
  t.equal(slowHeaders.headers.connection, 'close')
  await headers.closedP
  t.ok(headersAfter >= 900 && headersAfter < 1900, `headers timeout after ${headersAfter} ms`)

  const slowBody = await body.response
  const bodyAfter = await bodyAnswered
  expectContractError(t, slowBody, 408, 'rest_request_timeout', 'body not complete')
  await body.closedP
  t.ok(bodyAfter >= 1900 && bodyAfter < 3500, `request timeout after ${bodyAfter} ms`)
  t.notOk(idle.isClosed(), 'the idle connection is still open (keep-alive timeout)')
  idle.socket.destroy()
  t.equal((await fetch(`http://127.0.0.1:${port}${BASE}/events`)).status, 200, 'the server still answers')
})

t.test("Node's parser errors in the contract shape: 431 over 16 KiB of URL + headers, 400 for malformed HTTP", async (t) => {
  const { port } = await listening(t)
  const send = async (raw: string) => {
    const conn = rawConnection(port)
    await conn.connected
    conn.socket.write(raw)
    const res = await conn.response
    await conn.closedP
    return res
  }
  expectContractError(t, await send(`GET ${BASE}/events HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`), 431, 'rest_request_too_large', 'header of 17 KiB')
  expectContractError(t, await send(`GET ${BASE}/events?search=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`), 431, 'rest_request_too_large', 'URL of 17 KiB')
  expectContractError(t, await send('NOT HTTP AT ALL\r\n\r\n'), 400, 'rest_bad_request', 'malformed request line')
  expectContractError(t, await send(`POST ${BASE}/venues HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n`), 400, 'rest_bad_request', 'Content-Length with Transfer-Encoding')
  const fits = await fetch(`http://127.0.0.1:${port}${BASE}/events`, { headers: { 'x-big': 'a'.repeat(12 * 1024) } })
  t.equal(fits.status, 200, '12 KiB of headers are fine')
})

t.test('a 429 closes its connection', async (t) => {
  const { port } = await listening(t, { rateLimitMax: 1, rateLimitWindowMs: 60_000 })
  const conn = rawConnection(port)
  await conn.connected
  const get = `GET ${BASE}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`
  conn.socket.write(get)
  const first = await conn.response
  t.equal(first.status, 200)
  t.not(first.headers.connection, 'close', 'the first answer keeps the connection')
  const second = rawConnection(port)
  await second.connected
  second.socket.write(get)
  const over = await second.response
  expectContractError(t, over, 429, 'rest_too_many_requests', 'over the limit')
  t.equal(over.headers.connection, 'close', 'Connection: close')
  await second.closedP
  t.pass('the server closed the connection')
  conn.socket.destroy()
})

t.test('thousands of held-open partial requests dropped at once: the server keeps answering', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'calendar-flood-'))
  const server = startServer({ DATABASE_URL: `file:${join(dir, 'calendar.db')}`, API_TOKEN: TOKEN, RATE_LIMIT_MAX: '0' })
  t.teardown(async () => { await server.stop(); rmSync(dir, { recursive: true, force: true }) })
  const origin = await server.ready
  const port = Number(new URL(origin).port)
  // 3,000 by default: opening 10,000 takes this 2-core machine ~16 s (FLOOD_CONNECTIONS=10000 runs them; README "Limits").
  const N = Number(process.env.FLOOD_CONNECTIONS ?? 3000)
  const sockets: Socket[] = []
  const started = Date.now()
  for (let i = 0; i < N; i += 500) {
    const batch = Array.from({ length: Math.min(500, N - i) }, (_, j) => {
      const s = connect(port, '127.0.0.1')
      s.on('error', () => {})
      sockets.push(s)
      return once(s, 'connect').then(() => {
        const k = i + j
        if (k % 3 === 0) s.write(`GET ${BASE}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Partial: `)
        else if (k % 3 === 1) s.write(`POST ${BASE}/venues HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"venue":"${'a'.repeat(1000)}`)
        else s.write(`POST ${BASE}/venues HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=B\r\nTransfer-Encoding: chunked\r\n\r\n20\r\n--B\r\nContent-Disposition: form-da`)
      })
    })
    await Promise.all(batch)
  }
  t.comment(`${N} connections open with partial requests in ${Date.now() - started} ms`)
  const during = await fetch(`${origin}${BASE}/events`)
  t.equal(during.status, 200, `answers while ${N} partial requests are held`)
  for (const s of sockets) s.destroy()
  await new Promise((resolve) => setTimeout(resolve, 500))
  t.equal(server.child.exitCode, null, 'the process is alive')
  const after = await fetch(`${origin}${BASE}/events`)
  t.equal(after.status, 200, 'answers after they were all dropped at once')
  t.notMatch(server.output(), /uncaught|unhandled|FATAL/i, 'nothing unexpected in the log')
})
