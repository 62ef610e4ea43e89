// Hardening (issue 5): rate limiting, security headers, CORS allow-list, HTML sanitizing, length limits.
import { createHash } from 'node:crypto'
import t, { type Test } from 'tap'
import { BASE, auth, addUser, build, createEvent, expectError, req } from '../helper.js'

const EVENTS = `${BASE}/events`
const EVENT = { start_date: '2030-04-12 14:00:00', end_date: '2030-04-12 18:00:00' }

t.test('rate limit: anonymous callers per address, 429 in the contract shape with Retry-After', async (t) => {
  const app = await build(t, { rateLimitMax: 3, rateLimitWindowMs: 60_000, rateLimitTokenMax: 5 })
  for (let i = 1; i <= 3; i++) {
    const res = await req(app, { method: 'GET', url: EVENTS })
    t.equal(res.statusCode, 200, `request ${i} passes`)
    t.equal(res.headers['x-ratelimit-limit'], '3', 'limit header')
    t.equal(res.headers['x-ratelimit-remaining'], String(3 - i), 'remaining header')
  }
  const over = await req(app, { method: 'GET', url: EVENTS })
  expectError(t, over, 429, 'rest_too_many_requests')
  t.match(over.body.message, /at most 3 per/, 'message says the limit')
  t.ok(Number(over.headers['retry-after']) >= 1 && Number(over.headers['retry-after']) <= 60, `Retry-After ${over.headers['retry-after']}`)
  t.equal(over.body.data.retry_after, Number(over.headers['retry-after']), 'data.retry_after matches the header')
  // Another address has its own budget.
  t.equal((await req(app, { method: 'GET', url: EVENTS, remoteAddress: '10.0.0.2' })).statusCode, 200, 'another address is not limited')
  // Unknown routes count too (scanners).
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/nope`, remoteAddress: '10.0.0.2' }), 404, 'rest_no_route')
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/nope`, remoteAddress: '10.0.0.2' }), 404, 'rest_no_route')
  expectError(t, await req(app, { method: 'GET', url: EVENTS, remoteAddress: '10.0.0.2' }), 429, 'rest_too_many_requests', undefined, 'after two 404s')
})

t.test('rate limit: authenticated callers per token, with their own maximum', async (t) => {
  const app = await build(t, { rateLimitMax: 2, rateLimitWindowMs: 60_000, rateLimitTokenMax: 4 })
  const editor = await addUser(app, 'ed', 'editor')
  for (let i = 1; i <= 4; i++) t.equal((await req(app, { method: 'GET', url: EVENTS, headers: editor.headers })).statusCode, 200, `token request ${i}`)
  expectError(t, await req(app, { method: 'GET', url: EVENTS, headers: editor.headers }), 429, 'rest_too_many_requests', undefined, 'token over its limit')
  // The same token from another address shares the bucket; another token and anonymous callers do not.
  expectError(t, await req(app, { method: 'GET', url: EVENTS, headers: editor.headers, remoteAddress: '10.0.0.9' }), 429, 'rest_too_many_requests', undefined, 'same token, other address')
  t.equal((await req(app, { method: 'GET', url: EVENTS, headers: auth })).statusCode, 200, 'admin token has its own budget')
  t.equal((await req(app, { method: 'GET', url: EVENTS })).statusCode, 200, 'anonymous caller of the same address has its own budget')
})

t.test('rate limit: guessed tokens count against the address, then 429 before 401', async (t) => {
  const app = await build(t, { rateLimitMax: 2, rateLimitWindowMs: 60_000 })
  const bad = { authorization: 'Bearer not-a-real-token-000000000000' }
  expectError(t, await req(app, { method: 'GET', url: EVENTS, headers: bad }), 401, 'rest_invalid_token', undefined, 'guess 1')
  expectError(t, await req(app, { method: 'GET', url: EVENTS, headers: bad }), 401, 'rest_invalid_token', undefined, 'guess 2')
  expectError(t, await req(app, { method: 'GET', url: EVENTS, headers: { authorization: 'Bearer another-guess-0000000000000000' } }), 429, 'rest_too_many_requests', undefined, 'guess 3')
})

t.test('rate limit: RATE_LIMIT_TOKEN_MAX=0 exempts tokens; RATE_LIMIT_MAX=0 switches it off', async (t) => {
  const app = await build(t, { rateLimitMax: 1, rateLimitWindowMs: 60_000, rateLimitTokenMax: 0 })
  for (let i = 0; i < 5; i++) t.equal((await req(app, { method: 'GET', url: EVENTS, headers: auth })).statusCode, 200, `token request ${i + 1}`)
  t.equal((await req(app, { method: 'GET', url: EVENTS })).statusCode, 200)
  expectError(t, await req(app, { method: 'GET', url: EVENTS }), 429, 'rest_too_many_requests', undefined, 'anonymous still limited')

  const off = await build(t, { rateLimitMax: 0, rateLimitTokenMax: 1 })
  const codes = new Set<number>()
  for (let i = 0; i < 30; i++) codes.add((await req(off, { method: 'GET', url: EVENTS, headers: i % 2 ? auth : {} })).statusCode)
  t.same([...codes], [200], 'no 429 at all')
  t.notOk((await req(off, { method: 'GET', url: EVENTS })).headers['x-ratelimit-limit'], 'no rate-limit headers')
})

t.test('security headers: strict policy on the API, Swagger UI keeps working', async (t) => {
  const app = await build(t)
  const api = await req(app, { method: 'GET', url: EVENTS })
  t.equal(api.headers['x-content-type-options'], 'nosniff')
  t.match(String(api.headers['content-security-policy']), /default-src 'none'/)
  t.match(String(api.headers['content-security-policy']), /frame-ancestors 'none'/)
  t.equal(api.headers['cross-origin-resource-policy'], 'cross-origin', 'other origins may read the API')
  t.ok(api.headers['strict-transport-security'], 'HSTS')
  t.notOk(api.headers['x-powered-by'])

  const ui = await app.inject({ method: 'GET', url: '/doc/' })
  const page = ui.statusCode === 302 ? await app.inject({ method: 'GET', url: String(ui.headers.location) }) : ui
  t.equal(page.statusCode, 200, 'Swagger UI page')
  const csp = String(page.headers['content-security-policy'])
  t.match(csp, /default-src 'self'/, "Swagger UI's own policy")
  t.match(csp, /script-src 'self'/, 'scripts from the same origin')
  // Every script of the page is a file ('self'), or allowed by a hash in the policy: none is blocked.
  for (const m of page.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const hash = createHash('sha256').update(m[1]!).digest('base64')
    t.ok(csp.includes(`'sha256-${hash}'`), 'inline script allowed by its hash')
  }
  t.notMatch(csp, /upgrade-insecure-requests/, 'plain-http local use keeps loading its assets')
  t.notMatch(csp, /default-src 'none'/, 'the API policy does not apply to the UI')
  const initializer = await app.inject({ method: 'GET', url: '/doc/static/swagger-initializer.js' })
  t.equal(initializer.statusCode, 200, 'UI script served')
  const spec = await app.inject({ method: 'GET', url: `${BASE}/doc` })
  t.equal(spec.statusCode, 200, 'the document it loads')
})

t.test('CORS: every origin by default (SPEC §1.3), only CORS_ORIGINS when set', async (t) => {
  const open = await build(t)
  const any = await req(open, { method: 'GET', url: EVENTS, headers: { origin: 'https://calendar.example' } })
  t.equal(any.headers['access-control-allow-origin'], 'https://calendar.example')
  t.match(String(any.headers['access-control-expose-headers']), /X-Calendar-Total/)

  const closed = await build(t, { corsOrigins: ['https://allowed.example'] })
  const ok = await req(closed, { method: 'GET', url: EVENTS, headers: { origin: 'https://allowed.example' } })
  t.equal(ok.headers['access-control-allow-origin'], 'https://allowed.example', 'listed origin echoed')
  const no = await req(closed, { method: 'GET', url: EVENTS, headers: { origin: 'https://evil.example' } })
  t.equal(no.statusCode, 200, 'the request itself is served (browsers enforce CORS)')
  t.notOk(no.headers['access-control-allow-origin'], 'unlisted origin gets no CORS grant')
})

const HOSTILE = '<p onclick="steal()">Hello <b>world</b><script>alert(1)</script>' +
  '<a href="javascript:alert(2)">x</a><a href="https://ok.example/">ok</a>' +
  '<img src="x" onerror="alert(3)"><iframe src="https://evil.example"></iframe><style>p{}</style>' +
  '<a href="JaVaScRiPt:alert(4)">y</a><svg onload="alert(5)"></svg></p>'

function assertSafe (t: Test, html: string, what: string): void {
  t.notMatch(html, /<script|<iframe|<style|<svg/i, `${what}: no script-like element`)
  t.notMatch(html, /\son\w+=/i, `${what}: no event-handler attribute`)
  t.notMatch(html, /javascript:/i, `${what}: no javascript: URL`)
  t.match(html, /<b>world<\/b>/, `${what}: formatting kept`)
  t.match(html, /href="https:\/\/ok\.example\/"/, `${what}: safe link kept`)
}

t.test('HTML in descriptions and excerpts is sanitized on every write path', async (t) => {
  const app = await build(t)
  const event = await createEvent(app, { title: 'Safe', description: HOSTILE, excerpt: HOSTILE })
  assertSafe(t, event.description, 'event description (create)')
  assertSafe(t, event.excerpt, 'event excerpt (create)')
  const stored = await app.db.event.findUniqueOrThrow({ where: { id: event.id } })
  t.notMatch(stored.description + stored.excerpt, /script|onclick|javascript:/i, 'nothing unsafe is stored')
  const updated = await req(app, { method: 'PATCH', url: `${EVENTS}/${event.id}`, headers: auth, payload: { description: `<div onmouseover="x()">${HOSTILE}</div>` } })
  assertSafe(t, updated.body.description, 'event description (update)')

  const venue = await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Hall', description: HOSTILE } })
  assertSafe(t, venue.body.description, 'venue description')
  const organizer = await req(app, { method: 'POST', url: `${BASE}/organizers`, headers: auth, payload: { organizer: 'Club', description: HOSTILE } })
  assertSafe(t, organizer.body.description, 'organizer description')
  const category = await req(app, { method: 'POST', url: `${BASE}/categories`, headers: auth, payload: { name: 'Safe cat', description: HOSTILE } })
  assertSafe(t, category.body.description, 'category description')

  const plain = await createEvent(app, { title: 'Plain', description: 'Rock & Roll, 5 > 3 "quoted"' })
  t.equal(plain.description, '<p>Rock & Roll, 5 > 3 "quoted"</p>', 'plain text keeps its exact characters')
})

t.test('length limits of SPEC §7 (bytes of UTF-8 for names)', async (t) => {
  const app = await build(t)
  const twoBytes = 'é'
  const tooLong = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...EVENT, title: twoBytes.repeat(32768) } })
  expectError(t, tooLong, 400, 'rest_invalid_param', ['title'], '65,536 bytes title')
  const fits = await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...EVENT, title: twoBytes.repeat(32767) + 'a' } })
  t.equal(fits.statusCode, 201, '65,535 bytes title fits')
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: twoBytes.repeat(32768) } }), 400, 'rest_invalid_param', ['venue'], 'venue name')
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/organizers`, headers: auth, payload: { organizer: twoBytes.repeat(32768) } }), 400, 'rest_invalid_param', ['organizer'], 'organizer name')
  expectError(t, await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...EVENT, title: 'P', password: 'x'.repeat(256) } }), 400, 'rest_invalid_param', ['password'], 'password of 256')
  t.equal((await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...EVENT, title: 'P', password: 'x'.repeat(255) } })).statusCode, 201, 'password of 255')
  expectError(t, await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { ...EVENT, title: 'S', slug: 's'.repeat(201) } }), 400, 'rest_invalid_param', ['slug'], 'slug of 201')
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/tags`, headers: auth, payload: { name: 'n'.repeat(201) } }), 400, 'rest_invalid_param', ['name'], 'term name of 201')
  expectError(t, await req(app, { method: 'GET', url: `${EVENTS}?geoloc=true&geoloc_lat=1&geoloc_lng=1&geoloc_radius=20001` }), 400, 'rest_invalid_param', ['geoloc_radius'], 'radius over 20,000 km')
  t.equal(await app.db.event.count({ where: { title: { startsWith: twoBytes.repeat(10) } } }), 1, 'only the fitting title was stored')
})

t.test('requests the router or the body parsers reject still get contract-shaped answers', async (t) => {
  const app = await build(t)
  const bad = { authorization: 'Bearer not-a-real-token-000000000000' }
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/tags/%` }), 404, 'rest_no_route', undefined, 'broken percent-escape')
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/tags/%`, headers: bad }), 401, 'rest_invalid_token', undefined, 'broken percent-escape, bad token first')
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/tags/%`, headers: auth }), 404, 'rest_no_route', undefined, 'broken percent-escape, good token')
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/events/${'9'.repeat(2001)}` }), 404, 'rest_no_route', undefined, '2001-digit id')
  expectError(t, await req(app, { method: 'OPTIONS', url: '/nope', headers: bad }), 401, 'rest_invalid_token', undefined, 'OPTIONS on an unknown path')

  const boundary = '----hardeningBoundary'
  const multipart = (fields: Record<string, string>) => Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`
  const before = await app.db.venue.count()
  const big = await req(app, { method: 'POST', url: `${BASE}/venues`, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart({ venue: 'Big', description: 'a'.repeat(1024 * 1024 + 10) }) })
  expectError(t, big, 413, 'rest_request_too_large', undefined, 'multipart over 1 MiB')
  const bigBadToken = await req(app, { method: 'POST', url: `${BASE}/venues`, headers: { ...bad, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart({ venue: 'Big', description: 'a'.repeat(1024 * 1024 + 10) }) })
  expectError(t, bigBadToken, 401, 'rest_invalid_token', undefined, 'multipart over 1 MiB with a bad token')
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/venues`, headers: { ...auth, 'content-type': 'multipart/form-data' }, payload: '{}' }), 400, 'rest_invalid_body', undefined, 'multipart without boundary')
  // Only JSON, forms and multipart are write formats (SPEC §3.1): plain text is refused like any other type.
  for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/xml']) {
    expectError(t, await req(app, { method: 'POST', url: `${BASE}/venues`, headers: { ...auth, 'content-type': type }, payload: 'venue=Text Hall' }), 415, 'rest_unsupported_media_type', undefined, type)
  }
  t.equal(await app.db.venue.count(), before, 'nothing stored')
  const ok = await req(app, { method: 'POST', url: `${BASE}/venues`, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipart({ venue: 'Small Hall' }) })
  t.equal(ok.statusCode, 201, 'a normal multipart write still works')
})

t.test('DELETE takes translation_language from the query only: a body value changes nothing (SPEC §1.5)', async (t) => {
  const app = await build(t)
  for (const value of [1, 'nl']) {
    const venue = await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: `Hall ${value}` } })
    const res = await req(app, { method: 'DELETE', url: `${BASE}/venues/by-slug/${venue.body.slug}`, headers: auth, payload: { translation_language: value } })
    t.equal(res.statusCode, 200, `body translation_language ${JSON.stringify(value)}: the en slug is found`)
    t.equal(res.body.status, 'trash')
  }
})

t.test('multipart: at most 200 fields (SPEC §7), over → 413', async (t) => {
  const app = await build(t)
  const boundary = 'F'
  const body = (n: number) => `--${boundary}\r\nContent-Disposition: form-data; name="venue"\r\n\r\nMany Fields\r\n` +
    Array.from({ length: n - 1 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="x${i}"\r\n\r\n1\r\n`).join('') + `--${boundary}--\r\n`
  const headers = { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` }
  t.equal((await req(app, { method: 'POST', url: `${BASE}/venues`, headers, payload: body(200) })).statusCode, 201, '200 fields')
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/venues`, headers, payload: body(201) }), 413, 'rest_request_too_large', undefined, '201 fields')
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/venues`, headers, payload: body(2000) }), 413, 'rest_request_too_large', undefined, '2000 fields')
})

t.test('unreadable URLs and over-long path parameters count against the rate limit', async (t) => {
  const app = await build(t, { rateLimitMax: 3, rateLimitWindowMs: 60_000 })
  for (const [what, url] of [['bad percent-escape', `${EVENTS}/%E0%A4%A`], ['2001-character parameter', `${EVENTS}/by-slug/${'s'.repeat(2001)}`]]) {
    const remoteAddress = what === 'bad percent-escape' ? '10.1.0.1' : '10.1.0.2'
    for (let i = 1; i <= 3; i++) expectError(t, await req(app, { method: 'GET', url, remoteAddress }), 404, 'rest_no_route', undefined, `${what} ${i}`)
    expectError(t, await req(app, { method: 'GET', url, remoteAddress }), 429, 'rest_too_many_requests', undefined, `${what} 4`)
  }
  const bad = { authorization: 'Bearer not-a-real-token-000000000000' }
  expectError(t, await req(app, { method: 'GET', url: `${EVENTS}/%E0%A4%A`, headers: bad, remoteAddress: '10.1.0.3' }), 401, 'rest_invalid_token', undefined, 'bad token still first')
})

t.test('the 429 message names the configured window', async (t) => {
  for (const [windowMs, words] of [[60_000, 'at most 1 per 1 minute'], [1500, 'at most 1 per 1.5 seconds'], [90_000, 'at most 1 per 90 seconds'], [3_600_000, 'at most 1 per 1 hour']] as const) {
    const app = await build(t, { rateLimitMax: 1, rateLimitWindowMs: windowMs })
    await req(app, { method: 'GET', url: EVENTS })
    const over = await req(app, { method: 'GET', url: EVENTS })
    expectError(t, over, 429, 'rest_too_many_requests')
    t.match(over.body.message, words, `${windowMs} ms: "${over.body.message}"`)
    t.equal(over.headers.connection, 'close', 'the connection is closed')
  }
})

t.test('CORS: Origin: null is never granted', async (t) => {
  const open = await build(t)
  const res = await req(open, { method: 'GET', url: EVENTS, headers: { origin: 'null' } })
  t.equal(res.statusCode, 200)
  t.notOk(res.headers['access-control-allow-origin'], 'no Access-Control-Allow-Origin for null')
  const closed = await build(t, { corsOrigins: ['https://allowed.example'] })
  t.notOk((await req(closed, { method: 'GET', url: EVENTS, headers: { origin: 'null' } })).headers['access-control-allow-origin'], 'nor with CORS_ORIGINS')
})

t.test('passwords and the Authorization header never reach the log', async (t) => {
  const { buildApp } = await import('../../src/app.js')
  const { testConfig } = await import('../../src/config.js')
  const { freshDatabaseUrl, TOKEN } = await import('../helper.js')
  const lines: string[] = []
  const stream = { write: (line: string) => { lines.push(line) } }
  const app = await buildApp(testConfig({ databaseUrl: await freshDatabaseUrl(t), apiToken: TOKEN }), { logger: { level: 'trace', stream }, print: () => {} })
  t.teardown(() => app.close())
  // A route that logs what a careless handler might (headers, body) and fails quoting its input, as a driver's
  // error quotes a query's arguments.
  app.post('/test-failing', async (request) => {
    request.log.warn({ headers: request.headers, body: request.body }, 'about to fail')
    throw new Error(`insert failed: ${JSON.stringify(request.body)} at ${request.url}`)
  })
  const secrets = ['secret123', 'body-secret-456', TOKEN, 'guessed-token-0000000000000']
  await req(app, { method: 'GET', url: `${EVENTS}?password=secret123`, headers: auth })
  await req(app, { method: 'GET', url: `${EVENTS}/1?status=publish&password=secret123`, headers: { authorization: 'Bearer guessed-token-0000000000000' } })
  await req(app, { method: 'POST', url: EVENTS, headers: auth, payload: { title: 'P', start_date: 'x', password: 'body-secret-456' } })
  await req(app, { method: 'POST', url: EVENTS, headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, payload: `title=P&password=${'body-secret-456'.repeat(20)}`, query: { password: 'secret123' } })
  const failed = await req(app, { method: 'POST', url: '/test-failing?password=secret123', headers: auth, payload: { password: 'body-secret-456' } })
  t.equal(failed.statusCode, 500, 'the failing route failed')
  const log = lines.join('')
  t.match(log, /insert failed/, 'the error was logged')
  t.match(log, /about to fail/, 'the careless line was logged')
  for (const secret of secrets) t.notOk(log.includes(secret), `${secret.slice(0, 12)}… not in the log`)
})
