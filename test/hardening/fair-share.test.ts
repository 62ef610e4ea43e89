// Fair share of the database among clients (src/plugins/app/fair-share.ts): a client with requests queued does not
// make another client wait behind all of them; waiting is bounded per client and in time, with contract-shaped
// 429 answers. A route of the test's own, under the REST prefix, holds its slot until the test lets it go.
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { BASE, build, eventually, expectError, req } from '../helper.js'
import { FAIR_SHARE } from '../../src/plugins/app/fair-share.js'

interface Gate { app: FastifyInstance; order: string[]; open: (name: string) => void; entered: (name: string) => Promise<void> }

/** An app with `GET /wp-json/test/hold?name=x`: it records that x runs, then waits until the test opens x. */
async function gated (t: Test): Promise<Gate> {
  const app = await build(t, { maxConcurrentRequests: 1 })
  const order: string[] = []
  const gates = new Map<string, { open: () => void; opened: Promise<void>; entered: () => void; running: Promise<void> }>()
  const gate = (name: string) => {
    let g = gates.get(name)
    if (!g) {
      let open!: () => void
      let entered!: () => void
      const opened = new Promise<void>((resolve) => { open = resolve })
      const running = new Promise<void>((resolve) => { entered = resolve })
      g = { open, opened, entered, running }
      gates.set(name, g)
    }
    return g
  }
  app.get('/wp-json/test/hold', async (request) => {
    const name = (request.query as { name: string }).name
    order.push(name)
    gate(name).entered()
    await gate(name).opened
    return { name }
  })
  await app.ready()
  return { app, order, open: (name) => gate(name).open(), entered: (name) => gate(name).running }
}

const hold = (app: FastifyInstance, name: string, remoteAddress: string) => req(app, { method: 'GET', url: `/wp-json/test/hold?name=${name}`, remoteAddress })
/** Until `n` requests wait in the queue: an injected request reaches it some event-loop turns after it is sent. */
async function queued (app: FastifyInstance, n: number): Promise<void> {
  if (!await eventually(() => app.fairShare.waiting >= n, 10_000, 5)) throw new Error(`${app.fairShare.waiting} requests waiting, not ${n}`)
}

t.test('a freed slot goes to the client that used the least, not to the longest queue', async (t) => {
  const { app, order, open, entered } = await gated(t)
  const greedy = [hold(app, 'greedy-1', '10.0.0.1')]
  await entered('greedy-1')
  greedy.push(hold(app, 'greedy-2', '10.0.0.1'), hold(app, 'greedy-3', '10.0.0.1'))
  await queued(app, 2)
  const light = hold(app, 'light', '10.0.0.2')
  await queued(app, 3)
  t.same(order, ['greedy-1'], 'one request at a time (MAX_CONCURRENT_REQUESTS=1)')
  open('greedy-1')
  await entered('light')
  t.same(order, ['greedy-1', 'light'], 'the other client overtakes the two waiting greedy requests')
  open('light')
  open('greedy-2')
  open('greedy-3')
  const answers = await Promise.all([...greedy, light])
  t.same(answers.map((r) => r.statusCode), [200, 200, 200, 200], 'every request is answered')
  t.same(order, ['greedy-1', 'light', 'greedy-2', 'greedy-3'])
})

t.test('real routes pass through it: every answer arrives, none is a 5xx', async (t) => {
  const app = await build(t, { maxConcurrentRequests: 1 })
  const res = await Promise.all(Array.from({ length: 40 }, (_, i) => req(app, { url: `${BASE}/events?n=${i}`, remoteAddress: `10.0.1.${i % 4}` })))
  t.same([...new Set(res.map((r) => r.statusCode))], [200])
  // A handler that passes the request on to the not-found handler (reply.callNotFound) runs the hooks again: the
  // request keeps its slot instead of waiting behind itself until the longest wait is over.
  const started = Date.now()
  expectError(t, await req(app, { method: 'OPTIONS', url: `${BASE}/venues/-1?page=` }), 404, 'rest_no_route', undefined, 'OPTIONS of an unroutable id')
  t.ok(Date.now() - started < FAIR_SHARE.maxWaitMs, 'answered without waiting for a slot')
})

t.test('waiting is bounded: 429 beyond the requests one client may have waiting, and after the longest wait', async (t) => {
  const saved = { ...FAIR_SHARE }
  FAIR_SHARE.maxWaitingPerClient = 3
  FAIR_SHARE.maxWaitMs = 300
  t.teardown(() => { Object.assign(FAIR_SHARE, saved) })
  const { app, open, entered } = await gated(t)
  const first = hold(app, 'first', '10.0.0.1')
  await entered('first')
  const waiting = [1, 2, 3].map((i) => hold(app, `w${i}`, '10.0.0.1'))
  await queued(app, 3)
  const res = await hold(app, 'w4', '10.0.0.1')
  expectError(t, res, 429, 'rest_too_many_requests')
  t.equal(res.headers['retry-after'], '1', 'with Retry-After')
  for (const late of await Promise.all(waiting)) {
    expectError(t, late, 429, 'rest_too_many_requests', undefined, 'a request that waited too long')
    t.equal(late.headers['retry-after'], '1')
  }
  open('first')
  t.equal((await first).statusCode, 200, 'the request that held the slot completes')
  const after = hold(app, 'after', '10.0.0.1')
  open('after')
  t.equal((await after).statusCode, 200, 'and the client is served again')
})
