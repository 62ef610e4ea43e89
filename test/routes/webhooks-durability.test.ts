// Webhooks under load (SPEC §9.4): a burst of 1,000 writes, two instances on one database. (kill -9:
// test/e2e/webhooks-crash.test.ts.)
import t from 'tap'
import { buildApp } from '../../src/app.js'
import { build, createTerm } from '../helper.js'
import { LOCAL, receiver, register, until } from '../webhook-receiver.js'

t.test('§9.4 a burst of 1,000 writes is delivered completely, in order', { timeout: 300_000 }, async (t) => {
  const app = await build(t, LOCAL)
  const r = await receiver(t)
  await register(app, r.url, ['tag.created'])
  const N = Number(process.env.WEBHOOK_BURST ?? 1000)
  const ids: number[] = []
  for (let i = 0; i < N; i += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, N - i) }, (_, j) => createTerm(app, 'tags', { name: `Burst ${i + j}` })))
    ids.push(...batch.map((b) => b.id))
  }
  const started = Date.now()
  await until(`${N} deliveries`, () => r.got.length >= N, 240_000)
  t.comment(`${N} deliveries ${Date.now() - started} ms after the last write`)
  const delivered = r.got.map((g) => g.json.data.id)
  t.equal(new Set(delivered).size, N, 'each once')
  t.same(delivered, [...ids].sort((a, b) => a - b), 'in commit order')
})

t.test('§9.4 two instances on one database deliver each change once', async (t) => {
  const first = await build(t, LOCAL)
  const second = await buildApp(first.config, { logger: false, print: () => {} })
  t.teardown(() => second.close())
  await second.ready()
  const r = await receiver(t)
  await register(first, r.url, ['tag.created'])
  const ids: number[] = []
  for (let i = 0; i < 60; i += 10) {
    // Writes through both instances; each instance's worker turns after its own writes and every second.
    const batch = await Promise.all(Array.from({ length: 10 }, (_, j) => createTerm(j % 2 ? first : second, 'tags', { name: `Both ${i + j}` })))
    ids.push(...batch.map((b) => b.id))
  }
  await until('60 deliveries', () => r.got.length >= 60)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  t.equal(r.got.length, 60, 'no change delivered twice')
  t.same(r.got.map((g) => g.json.data.id), [...ids].sort((a, b) => a - b), 'in commit order')
})
