// Two webhook workers on one database, as two instances of the service run them (SPEC §9.4): each with its own
// database client on PostgreSQL, both scanning all the time, with receivers slower than the whole lease over a run of deliveries.
// Every change reaches every endpoint once and in commit order: the lease is renewed before each delivery, and only
// its holder moves the cursor. Timings are shortened through the configuration (a lease of 6 s; 10 to 12 s of deliveries per endpoint). The time
// limit stays generous (20× an answer): on a loaded machine a late answer is rightly retried, which this test would count as a duplicate.
import t from 'tap'
import { testConfig } from '../../src/config.js'
import { systemContext } from '../../src/context.js'
import { createDb, prepareDb } from '../../src/db/client.js'
import { Repositories } from '../../src/repositories/index.js'
import { publicRecord } from '../../src/services/public-record.js'
import { writeTerm } from '../../src/services/terms.js'
import { createWebhook, WebhookWorker } from '../../src/services/webhooks.js'
import { freshDatabaseUrl, TEST_DATABASE } from '../helper.js'
import { receiver, until } from '../webhook-receiver.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

t.test(`§9.4 two workers on one ${TEST_DATABASE} database, slow receivers: each change once per endpoint, in order`, { timeout: 180_000 }, async (t) => {
  const config = testConfig({ databaseUrl: await freshDatabaseUrl(t), webhookAllowPrivate: true, webhookRetryBaseMs: 50, webhookTimeoutMs: 5000, webhookLeaseMs: 6000 })
  // On SQLite the two share this process's connection: better-sqlite3 waits for a lock synchronously, so a second
  // connection in one process would block the thread that holds the lock (two processes: test/e2e/instances.test.ts).
  const connections = await Promise.all(Array.from({ length: TEST_DATABASE === 'postgresql' ? 2 : 1 }, async () => {
    const db = await createDb(config.databaseUrl)
    t.teardown(() => db.$disconnect())
    await prepareDb(db, config.databaseUrl)
    return Repositories.of(db)
  }))
  const instances = [connections[0]!, connections.at(-1)!]
  const clock = () => new Date()
  const presented = [0, 0]
  const workers = instances.map((repos, i) => new WebhookWorker({
    repos,
    config,
    clock,
    log: { warn: (fields, message) => { t.fail(`${message} ${String((fields as { err?: unknown }).err)}`) } },
    present: (kind, id) => { presented[i]!++; return publicRecord(systemContext(repos, config, clock), kind, id) },
  }))
  const admin = systemContext(instances[0]!, config, clock, { caller: { userId: 1, role: 'administrator' } })

  // Answers well within the time limit (a late one would be retried, rightly), but 40 of them take two to three leases.
  const slow = await receiver(t, () => sleep(250).then(() => 200))
  const slower = await receiver(t, () => sleep(300).then(() => 200))
  const fast = await receiver(t)
  const endpoints = [slow, slower, fast]
  const hooks = []
  for (const r of endpoints) hooks.push(await createWebhook(admin, { url: r.url, events: ['tag.created'] }))

  // Both instances scan every 20 ms (the service does every second and after each write), so each endpoint is
  // contended all the time.
  const scanning = { on: true }
  const scans = workers.map(async (worker) => { while (scanning.on) { await worker.poll(); await sleep(20) } })
  const N = 40
  const ids: number[] = []
  for (let i = 0; i < N; i++) {
    ids.push((await writeTerm(systemContext(instances[i % 2]!, config, clock, { caller: { userId: 1, role: 'administrator' } }), 'tag', { name: `Both ${i}` })).id)
    if (i % 8 === 7) await sleep(200)
  }
  await until(`${N} deliveries to each endpoint`, () => endpoints.every((r) => r.got.length >= N), 120_000)
  // Long enough for a lease to run out and a duplicate to show.
  await sleep(2 * config.webhookLeaseMs)
  scanning.on = false
  await Promise.all(scans)
  await Promise.all(workers.map((w) => w.close()))
  t.comment(`deliveries presented by each worker: ${presented.join(', ')}`)
  for (const [i, [name, r]] of ([['250 ms', slow], ['300 ms', slower], ['at once', fast]] as const).entries()) {
    const log = await instances[0]!.webhooks.deliveries(hooks[i]!.id, 2 * N)
    t.same(log.filter((d) => d.status !== 200).map((d) => d.error), [], `${name}: no attempt failed (a failure is retried, and is no duplicate)`)
    t.equal(r.attempts(), N, `${name}: ${N} requests for ${N} changes`)
    t.same(r.got.map((g) => g.json.data.id), ids, `${name}: each change once, in commit order`)
  }
})
