// Health probes and load shedding (SPEC §9.1): src/routes/health.ts, src/plugins/external/under-pressure.ts.
import t from 'tap'
import type { FastifyInstance } from 'fastify'
import { loadConfig } from '../../src/config.js'
import { READY_TIMEOUT_MS } from '../../src/routes/health.js'
import { LOAD_SHEDDING } from '../../src/plugins/external/under-pressure.js'
import { auth, BASE, build, eventually, expectError, req } from '../helper.js'

const probe = (app: FastifyInstance, which: 'live' | 'ready', headers: Record<string, string> = {}) => req(app, { method: 'GET', url: `/health/${which}`, headers })

t.test('live and ready answer 200 {"status":"ok"}, outside REST_PREFIX, never cached', async (t) => {
  const app = await build(t)
  for (const which of ['live', 'ready'] as const) {
    const res = await probe(app, which)
    t.equal(res.statusCode, 200, `${which}: 200`)
    t.same(res.body, { status: 'ok' }, `${which}: body`)
    t.equal(res.headers['cache-control'], 'no-store', `${which}: no-store`)
    t.equal(res.headers.etag, undefined, `${which}: no ETag`)
    const again = await probe(app, which, { 'if-none-match': '*' })
    t.equal(again.statusCode, 200, `${which}: If-None-Match never gives a 304`)
    expectError(t, await req(app, { method: 'GET', url: `${BASE}/health/${which}` }), 404, 'rest_no_route', undefined, `${which} under the prefix`)
  }
  const doc = (await req(app, { method: 'GET', url: '/doc/json' })).body
  t.notOk(Object.keys(doc.paths).some((p) => p.includes('health')), 'not in the interface description')
})

t.test('ready: 503 service_unavailable when a migration the code ships is not applied', async (t) => {
  const app = await build(t)
  const rows = await app.db.$queryRaw<Array<{ name: string }>>`SELECT MIN("migration_name") AS "name" FROM "_prisma_migrations"`
  const name = rows[0]!.name
  await app.db.$executeRaw`DELETE FROM "_prisma_migrations" WHERE "migration_name" = ${name}`
  const res = await probe(app, 'ready')
  expectError(t, res, 503, 'service_unavailable')
  t.match(res.body.message, name, 'names the missing migration')
  t.equal(res.headers['retry-after'], '5')
  t.equal(res.headers['cache-control'], 'no-store')
  t.equal((await probe(app, 'live')).statusCode, 200, 'live: the process still runs')
})

t.test('ready: 503 when the migration table is gone, the database fails or does not answer in time; live does not ask it', async (t) => {
  const app = await build(t)
  const repo = app.repos.health
  const real = repo.appliedMigrations.bind(repo)
  t.teardown(() => { repo.appliedMigrations = real })

  repo.appliedMigrations = async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:5432') }
  expectError(t, await probe(app, 'ready'), 503, 'service_unavailable', undefined, 'refused')

  repo.appliedMigrations = () => new Promise(() => {}) // a database that never answers
  const started = Date.now()
  const [ready, live] = await Promise.all([probe(app, 'ready'), probe(app, 'live')])
  expectError(t, ready, 503, 'service_unavailable', undefined, 'hanging')
  t.ok(Date.now() - started >= READY_TIMEOUT_MS - 50, `after its ${READY_TIMEOUT_MS} ms timeout`)
  t.equal(live.statusCode, 200, 'live answers while the database hangs')

  repo.appliedMigrations = real
  t.equal((await probe(app, 'ready')).statusCode, 200, 'ready again once the database answers')
  await app.db.$executeRawUnsafe('DROP TABLE "_prisma_migrations"')
  expectError(t, await probe(app, 'ready'), 503, 'service_unavailable', undefined, 'no migration table')
})

t.test('ready: concurrent probes share one database check; the next probe asks again', async (t) => {
  const app = await build(t)
  const repo = app.repos.health
  const real = repo.appliedMigrations.bind(repo)
  t.teardown(() => { repo.appliedMigrations = real })
  let calls = 0
  repo.appliedMigrations = async () => { calls++; return real() }
  const answers = await Promise.all(Array.from({ length: 20 }, () => probe(app, 'ready')))
  t.same(answers.map((r) => r.statusCode), Array(20).fill(200), 'every probe answered')
  t.ok(calls >= 1 && calls < 20, `20 probes at once, ${calls} queries`)
  const before = calls
  t.equal((await probe(app, 'ready')).statusCode, 200)
  t.equal(calls, before + 1, 'a later probe runs a fresh check (no answer kept after its check ended)')
})

t.test('probes are not rate limited: 200 after the limit is exhausted', async (t) => {
  const app = await build(t, { rateLimitMax: 2 })
  for (let i = 0; i < 2; i++) t.equal((await req(app, { method: 'GET', url: `${BASE}/events` })).statusCode, 200)
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/events` }), 429, 'rest_too_many_requests')
  for (let i = 0; i < 5; i++) {
    t.equal((await probe(app, 'live')).statusCode, 200, `live ${i}`)
    t.equal((await probe(app, 'ready')).statusCode, 200, `ready ${i}`)
  }
  expectError(t, await req(app, { method: 'GET', url: `${BASE}/events` }), 429, 'rest_too_many_requests', undefined, 'the API is still limited')
})

t.test('the probes ignore Authorization: no token oracle, a wrong token is never 401', async (t) => {
  const app = await build(t, { rateLimitMax: 2 })
  let lookups = 0
  const real = app.repos.users.callerOfToken.bind(app.repos.users)
  t.teardown(() => { app.repos.users.callerOfToken = real })
  app.repos.users.callerOfToken = async (hash) => { lookups++; return real(hash) }
  for (const which of ['live', 'ready'] as const) {
    const none = await probe(app, which)
    for (const [name, headers] of [['a valid token', auth], ['an unknown token', { authorization: 'Bearer nope' }], ['a malformed header', { authorization: 'Basic x y z' }]] as const) {
      const res = await probe(app, which, headers)
      t.equal(res.statusCode, none.statusCode, `${which}, ${name}: the status without a token`)
      t.same(res.body, none.body, `${which}, ${name}: the body without a token`)
    }
  }
  const guesses = await Promise.all(Array.from({ length: 50 }, (_, i) => probe(app, i % 2 ? 'live' : 'ready', { authorization: `Bearer guess-${i}` })))
  t.same(guesses.map((r) => r.statusCode), Array(50).fill(200), '50 wrong tokens: all 200, none 401')
  t.equal(lookups, 0, 'no token was looked up')
})

t.test('overload: 503 service_unavailable with Retry-After; ready drains, live stays 200', async (t) => {
  // A heap limit of 1 byte: overloaded from the first sample on (under-pressure samples once a second).
  const app = await build(t, { maxHeapUsedBytes: 1 })
  await eventually(() => app.isUnderPressure(), 5000, 50)
  t.ok(app.isUnderPressure(), 'sampled')
  for (const url of [`${BASE}/events`, `${BASE}/`, '/nowhere', '/health/ready']) {
    const res = await req(app, { method: 'GET', url })
    expectError(t, res, 503, 'service_unavailable', undefined, url)
    t.equal(res.headers['retry-after'], '5', `${url}: Retry-After`)
    t.equal(res.body.data.retry_after, 5)
    t.match(res.body.message, /heap in use/)
  }
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/events`, headers: { authorization: 'Bearer nope' } }), 503, 'service_unavailable', undefined, 'before authentication')
  const live = await probe(app, 'live')
  t.equal(live.statusCode, 200, 'live is exempt')
  t.same(live.body, { status: 'ok' })
})

t.test('event-loop delay: not held against requests in the grace after start, refused after it', async (t) => {
  const saved = LOAD_SHEDDING.startupGraceMs
  t.teardown(() => { LOAD_SHEDDING.startupGraceMs = saved })
  LOAD_SHEDDING.startupGraceMs = 60_000
  const app = await build(t, { maxEventLoopDelayMs: 1 })
  // A 50 ms stall every 100 ms: every sample's mean delay is far beyond 1 ms.
  const stalls = setInterval(() => { for (const end = Date.now() + 50; Date.now() < end;); }, 100)
  t.teardown(() => { clearInterval(stalls) })
  await eventually(() => app.isUnderPressure(), 10_000, 50)
  t.ok(app.isUnderPressure(), 'the delay is beyond its limit')
  t.equal((await req(app, { method: 'GET', url: `${BASE}/events` })).statusCode, 200, 'within the grace: served')
  LOAD_SHEDDING.startupGraceMs = 0
  const refused = await req(app, { method: 'GET', url: `${BASE}/events` })
  expectError(t, refused, 503, 'service_unavailable', undefined, 'after the grace: refused')
  t.match(refused.body.message, /event-loop delay/)
})

t.test('the default limits are not under pressure', async (t) => {
  const app = await build(t, { maxEventLoopDelayMs: loadConfig({}).maxEventLoopDelayMs })
  // One sample of a busy test machine's loop may exceed the limit (boot, another test file): it must clear.
  await new Promise((resolve) => setTimeout(resolve, 1100))
  await eventually(() => !app.isUnderPressure(), 10_000, 100)
  t.notOk(app.isUnderPressure())
  t.ok(app.config.maxHeapUsedBytes > 0 && app.config.maxEventLoopDelayMs === 1000)
  t.equal((await req(app, { method: 'GET', url: `${BASE}/events` })).statusCode, 200)
})
