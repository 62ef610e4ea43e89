// Webhook endpoints are independent (SPEC §9.4, issue 37): an endpoint that never answers holds up only itself. Each
// endpoint is served by a loop of its own (WEBHOOK_CONCURRENCY at once), so a healthy endpoint's deliveries arrive as
// fast beside a stalled one as without it. Measured in one run as a ratio: the time from a write to its delivery,
// with the stalled endpoint off, then on.
import t from 'tap'
import { auth, BASE, build, createTerm, req, TEST_DATABASE } from '../helper.js'
import { LOCAL, receiver, register, until } from '../webhook-receiver.js'

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

t.test(`§9.4 a stalled endpoint does not delay another's deliveries (${TEST_DATABASE})`, { timeout: 120_000 }, async (t) => {
  // The stalled endpoint's attempts each take the whole time limit, shortened here to 3 s.
  const TIMEOUT = 3000
  const app = await build(t, { ...LOCAL, webhookTimeoutMs: TIMEOUT, webhookLeaseMs: TIMEOUT + 1000 })
  const healthy = await receiver(t)
  const stalled = await receiver(t, () => new Promise<number>(() => {}))
  await register(app, healthy.url, ['tag.created'])
  const stall = await register(app, stalled.url, ['tag.created'])
  const setStall = async (enabled: boolean) => {
    const res = await req(app, { method: 'PATCH', url: `${BASE}/webhooks/${stall.id}`, headers: auth, payload: { enabled } })
    t.equal(res.statusCode, 200)
  }

  // One write at a time, each waited for at the healthy endpoint: milliseconds from the write's start to arrival.
  let n = 0
  const latencies = async (writes: number): Promise<number[]> => {
    const out: number[] = []
    for (let i = 0; i < writes; i++) {
      const started = performance.now()
      await createTerm(app, 'tags', { name: `Write ${n++}` })
      const count = healthy.got.length
      await until('the healthy delivery', () => healthy.got.length > count, 30_000)
      out.push(healthy.got.at(-1)!.at - started)
    }
    return out
  }

  await setStall(false)
  const alone = await latencies(12)
  await setStall(true)
  const beside = await latencies(12)
  t.ok(stalled.attempts() > 0, `the stalled endpoint was tried (${stalled.attempts()} requests under way or timed out)`)
  const ratio = median(beside) / median(alone)
  const worst = Math.max(...beside) / Math.max(...alone)
  t.comment(`write → delivery, ms: alone p50 ${median(alone).toFixed(1)} max ${Math.max(...alone).toFixed(1)}; beside a stalled endpoint p50 ${median(beside).toFixed(1)} max ${Math.max(...beside).toFixed(1)}; ratios p50 ${ratio.toFixed(2)}, max ${worst.toFixed(2)}`)
  t.ok(ratio < 3, `p50 beside a stalled endpoint within 3× of alone (${ratio.toFixed(2)}×)`)
  // Waiting for the stalled endpoint would cost up to its whole time limit: a ratio to that, too.
  t.ok(Math.max(...beside) / TIMEOUT < 0.5, `no healthy delivery waited for the stalled one (max ${Math.max(...beside).toFixed(0)} ms, its time limit ${TIMEOUT} ms)`)
  t.equal(healthy.got.length, 24, 'every change once')
})
