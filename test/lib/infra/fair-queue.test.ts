// The fair scheduler of request slots (src/lib/infra/fair-queue.ts), on a clock the test moves.
import t from 'tap'
import { FairQueue, type FairQueueOptions } from '../../../src/lib/infra/fair-queue.js'

function queue (opts: Partial<FairQueueOptions> = {}) {
  let now = 0
  const q = new FairQueue({ slots: 1, maxWaitingPerClient: 8, maxWaitMs: 60_000, halfLifeMs: 10_000, now: () => now, ...opts })
  return { q, advance: (ms: number) => { now += ms } }
}

/** Records the order in which waiters get their slot. */
function recorder () {
  const order: string[] = []
  const releases = new Map<string, () => void>()
  const track = (name: string, p: Promise<() => void>) => p.then((release) => { order.push(name); releases.set(name, release) })
  return { order, releases, track }
}

t.test('free slots are granted at once, up to `slots`', async (t) => {
  const { q } = queue({ slots: 2 })
  const a = await q.acquire('a')
  const b = await q.acquire('b')
  let third = false
  const c = q.acquire('c').then((r) => { third = true; return r })
  await new Promise((resolve) => setImmediate(resolve))
  t.equal(third, false, 'a third request waits while two hold the slots')
  t.equal(q.waiting, 1)
  a()
  ;(await c)()
  t.equal(third, true, 'and gets the slot the first gives back')
  b()
  a()
  t.equal(q.waiting, 0, 'releasing twice is harmless')
})

t.test('a freed slot goes to the client that used the least service time lately', async (t) => {
  const { q, advance } = queue()
  const { order, releases, track } = recorder()
  // The greedy client holds the slot for 500 ms and has three more waiting; a light client arrives last.
  const first = await q.acquire('greedy')
  const waits = [track('greedy-2', q.acquire('greedy')), track('greedy-3', q.acquire('greedy'))]
  advance(500)
  waits.push(track('light', q.acquire('light')))
  first()
  await new Promise((resolve) => setImmediate(resolve))
  t.same(order, ['light'], 'the light client overtakes the greedy one\'s queue')
  advance(5)
  releases.get('light')!()
  await new Promise((resolve) => setImmediate(resolve))
  advance(5)
  releases.get('greedy-2')!()
  await Promise.all(waits)
  t.same(order, ['light', 'greedy-2', 'greedy-3'], 'within one client, first come first served')
})

t.test('usage is forgotten over time: equal after long idleness, FIFO on ties', async (t) => {
  const { q, advance } = queue({ halfLifeMs: 1000 })
  const { order, releases, track } = recorder()
  const r = await q.acquire('a')
  advance(200)
  r() // a used 200 ms
  advance(60_000) // many half-lives: forgotten
  const hold = await q.acquire('c')
  const waits = [track('a', q.acquire('a')), track('b', q.acquire('b'))]
  hold()
  await new Promise((resolve) => setImmediate(resolve))
  t.same(order, ['a'], 'a waited first and its old usage no longer counts')
  releases.get('a')!()
  await Promise.all(waits)
  releases.get('b')!()
  t.equal(q.waiting, 0)
})

t.test('waiting is bounded per client and in time', async (t) => {
  const { q } = queue({ maxWaitingPerClient: 2, maxWaitMs: 20 })
  const held = await q.acquire('x')
  const w1 = q.acquire('x')
  const w2 = q.acquire('x')
  await t.rejects(q.acquire('x'), { name: 'QueueFull' }, 'the third waiting request of one client is refused at once')
  const other = q.acquire('y')
  await t.rejects(w1, { name: 'QueueTimeout' }, 'a request that waited maxWaitMs is refused')
  await t.rejects(w2, { name: 'QueueTimeout' })
  await t.rejects(other, { name: 'QueueTimeout' }, 'other clients have their own allowance')
  t.equal(q.waiting, 0, 'nothing stays queued')
  held()
  ;(await q.acquire('x'))()
})

t.test('an aborted wait leaves the queue and takes no slot', async (t) => {
  const { q } = queue()
  const held = await q.acquire('a')
  const controller = new AbortController()
  const aborted = q.acquire('b', controller.signal)
  const next = q.acquire('c')
  controller.abort()
  await t.rejects(aborted, { name: 'QueueAborted' })
  t.equal(q.waiting, 1)
  held()
  const release = await next
  t.type(release, 'function', 'the slot went to the next waiting client')
  release()
  t.equal(q.waiting, 0)
})

t.test('a freed slot is granted on the next turn of the event loop: a request read meanwhile competes for it', async (t) => {
  const { q, advance } = queue()
  const { order, releases, track } = recorder()
  const earlier = await q.acquire('light') // the light client is known: one short request
  advance(5)
  earlier()
  await new Promise((resolve) => setImmediate(resolve))
  const first = await q.acquire('greedy')
  const waits = [track('greedy-2', q.acquire('greedy'))]
  advance(300)
  first()
  // What arrives in the same turn (a request parsed right after the release) is considered too.
  waits.push(track('light', q.acquire('light')))
  await waits[1]
  t.same(order, ['light'], 'the light client, not the one that happened to be waiting when the slot was freed')
  releases.get('light')!()
  await Promise.all(waits)
  releases.get('greedy-2')!()
  t.same(order, ['light', 'greedy-2'])
})

t.test('a new client starts as if it had used one average request: new addresses do not overtake a steady client', async (t) => {
  const { q, advance } = queue()
  const { order, releases, track } = recorder()
  // A steady client's light requests, and heavy ones from elsewhere that set the average cost.
  for (const [who, ms] of [['steady', 20], ['heavy', 400], ['heavy', 400], ['steady', 20], ['heavy', 400]] as const) {
    const r = await q.acquire(who)
    advance(ms)
    r()
    await new Promise((resolve) => setImmediate(resolve))
  }
  const hold = await q.acquire('heavy')
  const waits = [1, 2, 3].map((i) => track(`new-${i}`, q.acquire(`10.0.0.${i}`)))
  waits.push(track('steady', q.acquire('steady')))
  advance(400)
  hold()
  await waits[3]
  t.same(order, ['steady'], 'the steady client goes first')
  releases.get('steady')!()
  for (const i of [1, 2, 3]) {
    await waits[i - 1]
    releases.get(`new-${i}`)!()
  }
  t.same(order, ['steady', 'new-1', 'new-2', 'new-3'], 'then the newcomers, first come first served')
})

t.test('a new client starts just behind the median of the known clients: at the start of an attack, the steady client goes first', async (t) => {
  const { q, advance } = queue()
  const { order, releases, track } = recorder()
  // Only a steady client so far: light requests, a low average cost.
  for (let i = 0; i < 5; i++) {
    const r = await q.acquire('steady')
    advance(20)
    r()
    advance(200)
    await new Promise((resolve) => setImmediate(resolve))
  }
  // Eight new addresses arrive at once, with the steady client's next request just behind them.
  const hold = await q.acquire('10.0.0.1')
  const waits = [2, 3, 4].map((i) => track(`new-${i}`, q.acquire(`10.0.0.${i}`)))
  waits.push(track('steady', q.acquire('steady')))
  advance(500)
  hold()
  await waits[3]
  t.same(order, ['steady'], 'the steady client is not behind every newcomer')
  releases.get('steady')!()
  for (const i of [2, 3, 4]) {
    await waits[i - 2]
    releases.get(`new-${i}`)!()
  }
})

t.test('among new clients, one with a single request waiting goes before those with many in flight', async (t) => {
  const { q, advance } = queue()
  const { order, releases, track } = recorder()
  const r = await q.acquire('someone') // sets an average cost
  advance(100)
  r()
  await new Promise((resolve) => setImmediate(resolve))
  const hold = await q.acquire('greedy-a')
  const waits = [track('a-2', q.acquire('greedy-a')), track('a-3', q.acquire('greedy-a')), track('b-1', q.acquire('greedy-b')), track('b-2', q.acquire('greedy-b')), track('single', q.acquire('single'))]
  hold()
  await waits[4]
  t.same(order, ['single'], 'the client with one request goes first')
  releases.get('single')!()
  while (order.length < 5) {
    await new Promise((resolve) => setImmediate(resolve))
    releases.get(order[order.length - 1]!)!()
  }
  await Promise.all(waits)
  t.equal(q.waiting, 0)
})
