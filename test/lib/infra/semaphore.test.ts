// The semaphore that bounds outbound work (webhook deliveries, the importer's requests): never more than its limit at
// once, waiters served in the order they came, and a failing holder frees its slot.
import t from 'tap'
import { Semaphore } from '../../../src/lib/infra/semaphore.js'

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

t.test('at most `limit` at once, in the order they came', async (t) => {
  const gate = new Semaphore(2)
  let active = 0
  let most = 0
  const started: number[] = []
  const releases: Array<() => void> = []
  const runs = [0, 1, 2, 3, 4].map((i) => gate.run(async () => {
    started.push(i)
    active++
    most = Math.max(most, active)
    await new Promise<void>((resolve) => releases.push(resolve))
    active--
    return i
  }))
  await tick()
  t.same(started, [0, 1], 'two start, three wait')
  releases.shift()!()
  await tick()
  t.same(started, [0, 1, 2], 'a freed slot goes to the first waiter')
  while (started.length < 5 || releases.length > 0) { releases.shift()?.(); await tick() }
  t.same(await Promise.all(runs), [0, 1, 2, 3, 4], 'every holder got its answer')
  t.equal(most, 2, 'never more than the limit')
})

t.test('a holder that throws frees its slot', async (t) => {
  const gate = new Semaphore(1)
  await t.rejects(gate.run(async () => { throw new Error('boom') }), /boom/)
  t.equal(await gate.run(async () => 'next'), 'next', 'the next holder runs')
})
