// The webhook worker on its own (src/services/webhooks.ts): no server, a clock the test moves by hand, and a receiver
// on 127.0.0.1 that fails until told otherwise. Retries come due when retryDelay says, a failed change holds the
// cursor, and an endpoint failing for GIVE_UP_MS is disabled — without waiting for any of it.
import t, { type Test } from 'tap'
import { testConfig } from '../../src/config.js'
import { systemContext } from '../../src/context.js'
import { createDb, prepareDb } from '../../src/db/client.js'
import { Repositories } from '../../src/repositories/index.js'
import { publicRecord } from '../../src/services/public-record.js'
import { writeTerm } from '../../src/services/terms.js'
import { createWebhook, GIVE_UP_MS, pruneDeliveries, retryDelay, updateWebhook, WebhookWorker } from '../../src/services/webhooks.js'
import { freshDatabaseUrl } from '../helper.js'
import { receiver } from '../webhook-receiver.js'

const BASE_MS = 1000

/** A fresh database with the repositories and configuration the worker is given (delivery to loopback allowed). */
async function openDatabase (t: Test) {
  const config = testConfig({ databaseUrl: await freshDatabaseUrl(t), webhookAllowPrivate: true, webhookRetryBaseMs: BASE_MS })
  const db = await createDb(config.databaseUrl)
  t.teardown(() => db.$disconnect())
  await prepareDb(db, config.databaseUrl)
  return { config, repos: Repositories.of(db) }
}

t.test('§9.4 on a pinned clock: retries follow retryDelay, the cursor waits for the failed change, 24 h of failures disable the endpoint', async (t) => {
  const { config, repos } = await openDatabase(t)
  let now = new Date('2030-01-01T00:00:00Z')
  const clock = () => now
  const at = (ms: number) => { now = new Date(ms) }
  const warnings: string[] = []
  const worker = new WebhookWorker({
    repos,
    config,
    clock,
    log: { warn: (_fields, message) => { warnings.push(message) } },
    present: (kind, id) => publicRecord(systemContext(repos, config, clock), kind, id),
  })
  const admin = systemContext(repos, config, clock, { caller: { userId: 1, role: 'administrator' } })

  let up = false
  const r = await receiver(t, () => up ? 200 : 503)
  const hook = await createWebhook(admin, { url: r.url, events: ['tag.created'] })
  const first = await writeTerm(admin, 'tag', { name: 'First' })
  const second = await writeTerm(admin, 'tag', { name: 'Second' })
  const row = async () => (await repos.webhooks.byId(hook.id))!
  const startCursor = (await row()).cursor
  const failedAt = now.getTime()

  await worker.kick()
  t.equal(r.attempts(), 1, 'the first change is tried; the second waits behind it')
  let w = await row()
  t.equal(w.cursor, startCursor, 'the cursor does not move past the failed change')
  t.same([w.attempts, w.failingSince?.getTime(), w.retryAt?.getTime()], [1, failedAt, failedAt + retryDelay(BASE_MS, 1)], 'failing since the pinned now; the retry after retryDelay(base, 1)')

  // Each retry comes due at the instant its delay names, not a millisecond before.
  for (let failures = 1; failures <= 5; failures++) {
    const due = w.retryAt!.getTime()
    at(due - 1)
    await worker.kick()
    t.equal(r.attempts(), failures, `failure ${failures}: no attempt before the retry is due`)
    at(due)
    await worker.kick()
    t.equal(r.attempts(), failures + 1, `failure ${failures}: attempted when due`)
    w = await row()
    t.same([w.attempts, w.retryAt?.getTime(), w.cursor], [failures + 1, due + retryDelay(BASE_MS, failures + 1), startCursor], `failure ${failures + 1}: the next retry after retryDelay(base, ${failures + 1})`)
  }
  t.same(w.failingSince?.getTime(), failedAt, 'failing since the first failure')
  const log = await repos.webhooks.deliveries(hook.id, 100)
  t.same(new Set(log.map((d) => d.messageId)).size, 1, 'every attempt was of the first change')
  t.same(log.map((d) => d.at.getTime()).reverse().slice(0, 2), [failedAt, failedAt + retryDelay(BASE_MS, 1)], 'attempts are logged at the pinned clock')

  // Still failing when GIVE_UP_MS have passed since the first failure: the endpoint is disabled.
  at(failedAt + GIVE_UP_MS - 1)
  await worker.kick()
  t.ok((await row()).enabled, 'not yet disabled just before GIVE_UP_MS')
  const attempts = r.attempts()
  t.equal(attempts, 7, 'one more attempt once the retry was due')
  at(failedAt + GIVE_UP_MS + 3_600_000)
  await worker.kick()
  w = await row()
  t.equal(r.attempts(), attempts + 1)
  t.equal(w.enabled, false, 'disabled after GIVE_UP_MS of failures')
  t.same(warnings, ['webhook disabled after 24 h of failed deliveries'])
  at(now.getTime() + 7 * 86_400_000)
  await worker.kick()
  t.equal(r.attempts(), attempts + 1, 'a disabled endpoint gets nothing')

  // Enabled again and answering: both changes arrive in order, signed with the pinned clock's time.
  up = true
  await updateWebhook(admin, hook.id, { enabled: true })
  await worker.kick()
  t.same(r.got.map((g) => g.json.data.id), [first.id, second.id], 'in commit order')
  t.same(r.got.map((g) => g.headers['webhook-timestamp']), [String(now.getTime() / 1000), String(now.getTime() / 1000)])
  t.match(r.got[0]!.json.data.object, { id: first.id, name: 'First' })
  w = await row()
  t.ok(w.cursor > startCursor, 'the cursor moved past both')
  t.same([w.attempts, w.failingSince, w.retryAt], [0, null, null], 'healthy again')
})

t.test('§9.4 fencing in the repository: once another worker took an endpoint whose lease ran out, the old holder can neither renew it, nor move the cursor, nor log, nor release it', async (t) => {
  const { config, repos } = await openDatabase(t)
  const hooks = repos.webhooks
  const hook = await hooks.create({ url: 'https://hooks.example.org/in', events: '[]', description: '', secret: 'whsec_x', cursor: 5 })
  const start = Date.parse('2030-01-01T00:00:00Z')
  const at = (ms: number) => new Date(start + ms)
  const LEASE = config.webhookLeaseMs
  const logged = (seq: number) => ({ webhookId: hook.id, messageId: `msg_${hook.id}_${seq}`, seq, type: 'tag.created', attempt: 1, at: at(0), status: 200, error: '', durationMs: 1 })

  t.ok(await hooks.lease(hook.id, 'a', at(0), at(LEASE)), 'a takes the endpoint')
  t.notOk(await hooks.lease(hook.id, 'b', at(LEASE - 1), at(2 * LEASE)), 'while a holds it, b does not get it')
  t.ok(await hooks.renew(hook.id, 'a', at(2 * LEASE)), 'a renews its lease')
  t.notOk(await hooks.lease(hook.id, 'b', at(2 * LEASE - 1), at(3 * LEASE)), 'the renewed lease holds')
  t.ok(await hooks.lease(hook.id, 'b', at(2 * LEASE + 1), at(3 * LEASE)), 'once it ran out, b takes the endpoint')

  t.notOk(await hooks.renew(hook.id, 'a', at(4 * LEASE)), 'a cannot renew a lease b holds')
  t.notOk(await hooks.settle(hook.id, 'a', { cursor: 9 }, logged(9)), 'a cannot move the cursor')
  t.equal((await hooks.byId(hook.id))!.cursor, 5, 'the cursor is where it was')
  t.same(await hooks.deliveries(hook.id, 10), [], 'and a\'s attempt is not logged')
  await hooks.release(hook.id, 'a')
  let row = (await hooks.byId(hook.id))!
  t.same([row.leaseOwner, row.leaseUntil?.getTime()], ['b', start + 3 * LEASE], 'a\'s release leaves b\'s lease alone')

  t.ok(await hooks.settle(hook.id, 'b', { cursor: 9 }, logged(9)), 'the holder moves the cursor')
  t.same([(await hooks.byId(hook.id))!.cursor, (await hooks.deliveries(hook.id, 10)).map((d) => d.seq)], [9, [9]])
  await hooks.release(hook.id, 'b')
  row = (await hooks.byId(hook.id))!
  t.same([row.leaseOwner, row.leaseUntil], [null, null], 'released')
})

t.test('§9.4 fencing in the worker: a worker whose lease was taken over sends nothing more and moves nothing', async (t) => {
  const { config, repos } = await openDatabase(t)
  let now = new Date('2030-01-01T00:00:00Z')
  const clock = () => now
  const admin = systemContext(repos, config, clock, { caller: { userId: 1, role: 'administrator' } })
  // Another instance takes the endpoint as if this worker had stalled past its lease: the clock moves beyond it.
  const takeOver = async (id: number) => {
    now = new Date(now.getTime() + config.webhookLeaseMs + 1)
    t.ok(await repos.webhooks.lease(id, 'other instance', now, new Date(now.getTime() + config.webhookLeaseMs)), 'the other instance takes the endpoint')
  }
  let steal: (() => Promise<void>) | null = null
  const worker = new WebhookWorker({
    repos,
    config,
    clock,
    log: { warn: () => {} },
    present: async (kind, id) => {
      const object = await publicRecord(systemContext(repos, config, clock), kind, id)
      if (steal) { await steal(); steal = null }
      return object
    },
  })
  let stealOnAnswer = false
  const r = await receiver(t, async () => {
    if (stealOnAnswer) { stealOnAnswer = false; await takeOver(hook.id) }
    return 200
  })
  const hook = await createWebhook(admin, { url: r.url, events: ['tag.created'] })
  const first = await writeTerm(admin, 'tag', { name: 'First' })
  const second = await writeTerm(admin, 'tag', { name: 'Second' })
  const row = async () => (await repos.webhooks.byId(hook.id))!
  const startCursor = (await row()).cursor

  // Taken over while the payload was being built: the renewal before the request fails, nothing is sent.
  steal = () => takeOver(hook.id)
  await worker.kick()
  t.equal(r.attempts(), 0, 'nothing sent once the lease is lost')
  t.same([(await row()).cursor, (await row()).leaseOwner], [startCursor, 'other instance'], 'the cursor stays; the other\'s lease stays')

  // Taken over while the receiver answered: its 2xx moves nothing and the next change is not sent.
  await repos.webhooks.release(hook.id, 'other instance')
  stealOnAnswer = true
  await worker.kick()
  t.equal(r.attempts(), 1, 'one request: the worker stopped after it')
  t.same(r.got.map((g) => g.json.data.id), [first.id])
  let w = await row()
  t.same([w.cursor, w.leaseOwner], [startCursor, 'other instance'], 'the cursor did not move; the other instance still holds the endpoint')
  t.same(await repos.webhooks.deliveries(hook.id, 10), [], 'the lost worker logged nothing')

  // The holder goes on from the stored cursor: the first change once more (the at-least-once case, same
  // webhook-id), then the second.
  await repos.webhooks.release(hook.id, 'other instance')
  await worker.kick()
  t.same(r.got.map((g) => g.json.data.id), [first.id, first.id, second.id], 'then every change, in order')
  t.equal(r.got[0]!.headers['webhook-id'], r.got[1]!.headers['webhook-id'], 'the repeat carries the same webhook-id')
  w = await row()
  t.ok(w.cursor > startCursor, 'the cursor moved')
  t.same((await repos.webhooks.deliveries(hook.id, 10)).map((d) => d.status), [200, 200], 'both deliveries logged')
  t.same([w.leaseOwner, w.leaseUntil], [null, null], 'released')
})

t.test('§9.4 one message, one body: retries after edits send the bytes of the first attempt, the record as it was at the change; kept objects are pruned', async (t) => {
  const { config, repos } = await openDatabase(t)
  let now = new Date('2030-01-01T00:00:00Z')
  const clock = () => now
  const worker = new WebhookWorker({
    repos,
    config,
    clock,
    log: { warn: () => {} },
    present: (kind, id) => publicRecord(systemContext(repos, config, clock), kind, id),
  })
  const admin = systemContext(repos, config, clock, { caller: { userId: 1, role: 'administrator' } })
  const r = await receiver(t, (n) => n < 2 ? 503 : 200)
  const hook = await createWebhook(admin, { url: r.url })
  const retry = async () => {
    now = (await repos.webhooks.byId(hook.id))!.retryAt!
    await worker.kick()
  }

  const tag = await writeTerm(admin, 'tag', { name: 'Before', description: 'as created' })
  await worker.kick()
  t.equal(r.attempts(), 1, 'the first attempt fails')
  await writeTerm(admin, 'tag', { name: 'Edited once' }, tag.id)
  await worker.kick()
  // The second edit comes while the endpoint waits for its retry: the scan after it still takes that change's object.
  now = new Date(now.getTime() + 10)
  await writeTerm(admin, 'tag', { name: 'Edited twice' }, tag.id)
  await worker.kick()
  await retry()
  t.equal(r.attempts(), 2, 'the second attempt fails')
  await writeTerm(admin, 'tag', { name: 'Edited thrice' }, tag.id)
  await retry()
  await worker.kick()

  const first = r.tried.filter((a) => a.json.data.action === 'created')
  t.equal(first.length, 3, 'three attempts at the creation')
  t.equal(new Set(first.map((a) => a.headers['webhook-id'])).size, 1, 'under one webhook-id')
  t.same(first.map((a) => a.body), [first[0]!.body, first[0]!.body, first[0]!.body], 'byte-identical bodies')
  t.match(first[0]!.json, { type: 'tag.created', data: { id: tag.id, object: { id: tag.id, name: 'Before', description: 'as created' } } }, 'the record as it was at the change')
  t.not(first[0]!.headers['webhook-timestamp'], first[2]!.headers['webhook-timestamp'], 'the signature\'s timestamp is each attempt\'s')
  t.same(r.got.map((g) => [g.json.type, g.json.data.object.name]), [
    ['tag.created', 'Before'], ['tag.updated', 'Edited once'], ['tag.updated', 'Edited twice'], ['tag.updated', 'Edited thrice'],
  ], 'each later change carries the record as it was after it, though delivered after later edits')
  const changes = (await repos.changes.page(0, 50, false)).entries
  t.same(first.map((a) => a.json.timestamp), changes.slice(0, 3).map(() => changes[0]!.at.toISOString()), 'timestamp: the change\'s time in every attempt')

  // Every endpoint is past every change: the kept objects go with the next prune.
  t.equal((await repos.webhooks.objects(changes.map((c) => c.seq))).size, 4)
  await pruneDeliveries(admin, now)
  t.equal((await repos.webhooks.objects(changes.map((c) => c.seq))).size, 0, 'pruned once delivered everywhere')
})

t.test('§9.4 kept objects: taken only while an endpoint is enabled; a disabled endpoint behind keeps its changes\' objects until the change log\'s retention', async (t) => {
  const { config, repos } = await openDatabase(t)
  // The change log's times are the database's: the clock starts at the real now.
  let now = new Date()
  const clock = () => now
  let presented = 0
  const worker = new WebhookWorker({
    repos,
    config,
    clock,
    log: { warn: () => {} },
    present: (kind, id) => { presented++; return publicRecord(systemContext(repos, config, clock), kind, id) },
  })
  const admin = systemContext(repos, config, clock, { caller: { userId: 1, role: 'administrator' } })
  await writeTerm(admin, 'tag', { name: 'No endpoint yet' })
  await worker.kick()
  t.equal(presented, 0, 'without endpoints nothing is presented or kept')

  const r = await receiver(t, () => 503)
  const hook = await createWebhook(admin, { url: r.url })
  const tag = await writeTerm(admin, 'tag', { name: 'Kept' })
  await worker.kick()
  t.equal(presented, 1, 'presented once')
  await updateWebhook(admin, hook.id, { enabled: false })
  const seqs = (await repos.changes.page(0, 50, false)).entries.map((c) => c.seq)
  await pruneDeliveries(admin, now)
  t.equal((await repos.webhooks.objects(seqs)).size, 1, 'kept for the disabled endpoint, whose cursor is behind')
  now = new Date(Date.now() + config.changesRetentionDays * 86_400_000 + 60_000)
  await pruneDeliveries(admin, now)
  t.equal((await repos.webhooks.objects(seqs)).size, 0, 'pruned with the change log\'s retention')
  t.ok(tag.id > 0)
})
