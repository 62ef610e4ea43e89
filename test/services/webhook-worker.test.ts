// The webhook worker on its own (src/services/webhooks.ts): no server, a clock the test moves by hand, and a receiver
// on 127.0.0.1 that fails until told otherwise. Retries come due when retryDelay says, a failed change holds the
// cursor, and an endpoint failing for GIVE_UP_MS is disabled — without waiting for any of it.
import t from 'tap'
import { testConfig } from '../../src/config.js'
import { systemContext } from '../../src/context.js'
import { createDb, prepareDb } from '../../src/db/client.js'
import { Repositories } from '../../src/repositories/index.js'
import { publicRecord } from '../../src/services/public-record.js'
import { writeTerm } from '../../src/services/terms.js'
import { createWebhook, GIVE_UP_MS, retryDelay, updateWebhook, WebhookWorker } from '../../src/services/webhooks.js'
import { freshDatabaseUrl } from '../helper.js'
import { receiver } from '../webhook-receiver.js'

const BASE_MS = 1000

t.test('§9.4 on a pinned clock: retries follow retryDelay, the cursor waits for the failed change, 24 h of failures disable the endpoint', async (t) => {
  const config = testConfig({ databaseUrl: await freshDatabaseUrl(t), webhookAllowPrivate: true, webhookRetryBaseMs: BASE_MS })
  const db = await createDb(config.databaseUrl)
  t.teardown(() => db.$disconnect())
  await prepareDb(db, config.databaseUrl)
  const repos = Repositories.of(db)
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
