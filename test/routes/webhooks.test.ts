// Webhooks (SPEC §9.4): administrators' endpoints, signed deliveries of the change log to a real receiver on
// 127.0.0.1, in commit order, retried, surviving a restart; outbound protection. (Bursts, two instances and kill -9:
// ./webhooks-durability.test.ts.)
import dns from 'node:dns'
import t from 'tap'
import { Webhook as Verifier } from 'standardwebhooks'
import { buildApp } from '../../src/app.js'
import { postJson } from '../../src/lib/infra/outbound.js'
import { ALLOWED_URLS, REFUSED_URLS } from '../fixtures/outbound-addresses.js'
import { addUser, auth, BASE, build, createEvent, createTerm, eventually, expectError, req } from '../helper.js'
import { LOCAL, receiver, register, until } from '../webhook-receiver.js'

t.test('§9.4 administrators manage webhooks; the secret is shown once; others are refused', async (t) => {
  const app = await build(t)
  const created = await req(app, { method: 'POST', url: `${BASE}/webhooks`, headers: auth, payload: { url: 'https://hooks.example.org/in', events: ['event.*'], description: 'Index' } })
  t.equal(created.statusCode, 201)
  t.match(created.body, { url: 'https://hooks.example.org/in', events: ['event.*'], description: 'Index', enabled: true, failing_since_utc: null })
  t.match(created.body.secret, /^whsec_[A-Za-z0-9+/=]{32}$/)
  const id = created.body.id
  const list = await req(app, { url: `${BASE}/webhooks`, headers: auth })
  t.equal(list.body.length, 1)
  t.notOk('secret' in list.body[0], 'never listed with its secret')
  t.notOk('secret' in (await req(app, { url: `${BASE}/webhooks/${id}`, headers: auth })).body, 'nor read with it')
  const patched = await req(app, { method: 'PATCH', url: `${BASE}/webhooks/${id}`, headers: auth, payload: { events: ['*'], enabled: false } })
  t.match(patched.body, { events: ['*'], enabled: false })
  t.same((await req(app, { url: `${BASE}/webhooks/${id}/deliveries`, headers: auth })).body, [])

  const editor = await addUser(app, 'eddie', 'editor')
  expectError(t, await req(app, { url: `${BASE}/webhooks` }), 401, 'rest_forbidden', undefined, 'anonymous')
  expectError(t, await req(app, { url: `${BASE}/webhooks`, headers: editor.headers }), 403, 'rest_forbidden', undefined, 'an editor')
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/webhooks`, headers: editor.headers, payload: { url: 'https://x.example/' } }), 403, 'rest_forbidden', undefined, 'an editor creating')
  expectError(t, await req(app, { url: `${BASE}/webhooks/${id}/deliveries`, headers: editor.headers }), 403, 'rest_forbidden', undefined, 'an editor reading deliveries')
  expectError(t, await req(app, { url: `${BASE}/webhooks/999`, headers: auth }), 404, 'webhook-not-found')
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/webhooks`, headers: auth, payload: { url: 'ftp://x.example/' } }), 400, 'rest_invalid_param', ['url'])
  expectError(t, await req(app, { method: 'POST', url: `${BASE}/webhooks`, headers: auth, payload: { url: 'https://x.example/', events: ['event.exploded'] } }), 400, 'rest_invalid_param', ['events'])
  t.same((await req(app, { method: 'DELETE', url: `${BASE}/webhooks/${id}`, headers: auth })).body.deleted, true)
  expectError(t, await req(app, { url: `${BASE}/webhooks/${id}`, headers: auth }), 404, 'webhook-not-found', undefined, 'after DELETE')
})

t.test('§9.4 outbound protection: no loopback, private or link-local target without WEBHOOK_ALLOW_PRIVATE', async (t) => {
  const app = await build(t)
  for (const url of ['http://127.0.0.1:9/hook', 'http://localhost/hook', 'http://10.1.2.3/', 'http://[::1]/', 'http://169.254.169.254/latest', 'http://192.168.1.1/']) {
    expectError(t, await req(app, { method: 'POST', url: `${BASE}/webhooks`, headers: auth, payload: { url } }), 400, 'rest_invalid_param', ['url'], url)
  }
  // At delivery time the address connected to is what counts (a name resolving to loopback: the next test).
  const r = await receiver(t)
  const opts = { allowPrivate: false, timeoutMs: 2000, maxBodyBytes: 1024 }
  const byName = await postJson(r.url.replace('127.0.0.1', 'localhost'), '{}', {}, opts)
  t.equal(byName.status, null)
  t.match(byName.error, /not a public address/)
  t.match((await postJson(r.url, '{}', {}, opts)).error, /not a public address/)
  t.equal(r.attempts(), 0, 'the receiver got nothing')
  t.equal((await postJson(r.url, '{}', {}, { ...opts, allowPrivate: true })).status, 200, 'allowed when the setting says so')
})

t.test('§9.4 registration refuses every IPv6 form carrying a private IPv4 and every spelling of localhost; public forms pass', async (t) => {
  const app = await build(t)
  for (const url of REFUSED_URLS) {
    expectError(t, await req(app, { method: 'POST', url: `${BASE}/webhooks`, headers: auth, payload: { url } }), 400, 'rest_invalid_param', ['url'], url)
  }
  for (const url of ALLOWED_URLS) {
    t.equal((await req(app, { method: 'POST', url: `${BASE}/webhooks`, headers: auth, payload: { url } })).statusCode, 201, url)
  }
  // Delivery judges the same forms (an URL stored before this check, or written to the database directly).
  const r = await receiver(t)
  const opts = { allowPrivate: false, timeoutMs: 2000, maxBodyBytes: 1024 }
  const port = new URL(r.url).port
  for (const host of ['[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::127.0.0.1]', '[2002:7f00:1::]', 'localhost.', '127.0.0.1.']) {
    const result = await postJson(`http://${host}:${port}/`, '{}', {}, opts)
    t.equal(result.status, null, host)
    t.match(result.error, /not a public address/, host)
  }
  // A name is judged on what it resolves to, by the same function: a resolver answering with loopback in IPv4 and in
  // IPv6 forms that carry it. (127.0.0.1 itself would reach the receiver if let through.)
  const realLookup = dns.lookup
  t.teardown(() => { dns.lookup = realLookup })
  for (const [address, family] of [['127.0.0.1', 4], ['::ffff:127.0.0.1', 6], ['::ffff:7f00:1', 6], ['2002:7f00:1::', 6], ['64:ff9b::7f00:1', 6]] as const) {
    dns.lookup = ((_host: string, _opts: unknown, callback: (err: null, addresses: dns.LookupAddress[]) => void) => { callback(null, [{ address, family }]) }) as typeof dns.lookup
    const result = await postJson(`http://hooks.example.test:${port}/`, '{}', {}, opts)
    dns.lookup = realLookup
    t.equal(result.status, null, `resolving to ${address}`)
    t.match(result.error, `resolves to ${address}, not a public address`, `resolving to ${address}`)
  }
  t.equal(r.attempts(), 0, 'the receiver got nothing')
})

t.test('§9.4 each change is delivered once, in order, signed, with the record as the public reads it', async (t) => {
  const app = await build(t, LOCAL)
  const r = await receiver(t)
  const hook = await register(app, r.url)
  const event = await createEvent(app, { title: 'Open day' })
  const url = `${BASE}/events/${event.id}`
  await req(app, { method: 'PATCH', url, headers: auth, payload: { title: 'Open day 2' } })
  // The object is the record when delivered: let the update arrive before the record leaves public view.
  await until('2 deliveries', () => r.got.length >= 2)
  await req(app, { method: 'DELETE', url, headers: auth })
  await req(app, { method: 'DELETE', url: `${url}?force=true`, headers: auth })
  const tag = await createTerm(app, 'tags', { name: 'Outdoor' })
  await until('5 deliveries', () => r.got.length >= 5)
  t.same(r.got.map((g) => g.json.type), ['event.created', 'event.updated', 'event.trashed', 'event.deleted', 'tag.created'])
  const verifier = new Verifier(hook.secret)
  for (const g of r.got) {
    t.doesNotThrow(() => verifier.verify(g.body, g.headers as Record<string, string>), `${g.json.type}: a valid Standard Webhooks signature`)
  }
  t.throws(() => new Verifier(`whsec_${Buffer.alloc(24).toString('base64')}`).verify(r.got[0]!.body, r.got[0]!.headers as Record<string, string>), 'not with another secret')
  t.equal(new Set(r.got.map((g) => g.headers['webhook-id'])).size, 5, 'one webhook-id per change')
  t.match(r.got[0]!.json.data, { id: event.id, kind: 'event', action: 'created', object: { id: event.id, title: 'Open day' } })
  t.equal(r.got[1]!.json.data.object.title, 'Open day 2', 'the record as it is when delivered')
  t.equal(r.got[3]!.json.data.object, null, 'a deleted record has no object')
  t.match(r.got[4]!.json.data, { id: tag.id, kind: 'tag', object: { name: 'Outdoor' } })
  // An attempt is logged once the receiver has answered it: the last one may reach the log just after the receiver.
  let log: any[] = []
  await eventually(async () => (log = (await req(app, { url: `${BASE}/webhooks/${hook.id}/deliveries`, headers: auth })).body).length >= 5, 30_000)
  t.equal(log.length, 5)
  t.match(log[0], { type: 'tag.created', attempt: 1, status: 200, error: '' })
})

t.test('§9.4 the object of a delivery is the body an anonymous GET of the record answers, byte for byte', async (t) => {
  // No SITE_URL: the addresses in the object are those of a request without a Host header.
  const app = await build(t, { ...LOCAL, siteUrl: undefined })
  let up = false
  // Failing until every write is made, so that each object is read after the last write (term counts included).
  const r = await receiver(t, () => up ? 200 : 503)
  await register(app, r.url, ['*.created'])
  await createEvent(app, { title: 'Fair', venue: { venue: 'Hall', city: 'Ghent' }, organizer: [{ organizer: 'Club' }], categories: ['Jazz'], tags: ['Outdoor'], cost: '5' })
  await req(app, { method: 'POST', url: `${BASE}/venues`, headers: auth, payload: { venue: 'Cellar', password: 'secret', status: 'publish' } })
  await createEvent(app, { title: 'Locked', password: 'secret' })
  await createEvent(app, { title: 'Draft', status: 'draft' })
  up = true
  await until('8 deliveries', () => r.got.length >= 8)
  const plural = { event: 'events', venue: 'venues', organizer: 'organizers', category: 'categories', tag: 'tags' } as Record<string, string>
  for (const g of r.got) {
    const { kind, id } = g.json.data
    const res = await app.inject({ url: `${BASE}/${plural[kind]}/${id}` })
    const object = res.statusCode === 200 ? res.body : 'null'
    t.ok(g.body.endsWith(`"object":${object}}}`), `${kind} ${id}: ${res.statusCode === 200 ? 'the GET body' : `null, as GET answers ${res.statusCode}`}`)
  }
  t.same(r.got.map((g) => g.json.data.object === null), [false, false, false, false, false, false, true, true], 'the protected event and the draft have no object; the protected venue has, blanked')
})

t.test('§9.4 patterns choose the changes; a draft is delivered with object null', async (t) => {
  const app = await build(t, LOCAL)
  const r = await receiver(t)
  await register(app, r.url, ['venue.*', '*.deleted'])
  const event = await createEvent(app, { status: 'draft', venue: { venue: 'Town Hall' } })
  await req(app, { method: 'DELETE', url: `${BASE}/events/${event.id}?force=true`, headers: auth })
  await until('2 deliveries', () => r.got.length >= 2)
  await new Promise((resolve) => setTimeout(resolve, 300))
  t.same(r.got.map((g) => g.json.type), ['venue.created', 'event.deleted'])
})

t.test('§9.4 a receiver that fails for a while gets every change, in order, once it answers', async (t) => {
  const app = await build(t, LOCAL)
  const r = await receiver(t, (n) => n < 4 ? 503 : 200)
  const hook = await register(app, r.url)
  const ids = []
  for (let i = 0; i < 3; i++) ids.push((await createEvent(app, { title: `Event ${i}` })).id)
  await until('3 deliveries', () => r.got.length >= 3)
  t.same(r.got.map((g) => g.json.data.id), ids, 'in commit order')
  const log = (await req(app, { url: `${BASE}/webhooks/${hook.id}/deliveries?per_page=100`, headers: auth })).body
  const first = log.filter((d: any) => d.message_id === r.got[0]!.headers['webhook-id'])
  t.same(first.map((d: any) => d.status).reverse(), [503, 503, 503, 503, 200], 'the first change: four failures, then delivered')
  t.same(first.map((d: any) => d.attempt).reverse(), [1, 2, 3, 4, 5])
  // The endpoint's row is updated when the worker's turn ends, just after the receiver has answered the last change.
  let failingSince: unknown
  await eventually(async () => (failingSince = (await req(app, { url: `${BASE}/webhooks/${hook.id}`, headers: auth })).body.failing_since_utc) === null, 30_000)
  t.equal(failingSince, null, 'healthy again')
})

t.test('§9.4 deliveries survive a restart: the cursor is stored, not kept in memory', async (t) => {
  let up = false
  const r = await receiver(t, () => up ? 200 : 500)
  const first = await build(t, LOCAL)
  await register(first, r.url)
  const ids = [(await createEvent(first, { title: 'A' })).id, (await createEvent(first, { title: 'B' })).id]
  await until('a failed attempt', () => r.attempts() >= 1)
  await first.close()
  up = true
  const second = await buildApp(first.config, { logger: false, print: () => {} })
  t.teardown(() => second.close())
  await second.ready()
  await until('2 deliveries after the restart', () => r.got.length >= 2)
  t.same(r.got.map((g) => g.json.data.id), ids)
})

t.test('§9.4 an endpoint failing for 24 hours is disabled', async (t) => {
  const app = await build(t, LOCAL)
  const r = await receiver(t, () => 500)
  const hook = await register(app, r.url)
  await app.db.webhook.update({ where: { id: hook.id }, data: { failingSince: new Date(Date.now() - 25 * 3_600_000), attempts: 40 } })
  await createEvent(app)
  await until('disabled', () => r.attempts() >= 1)
  let state: any
  for (let i = 0; i < 100; i++) {
    state = (await req(app, { url: `${BASE}/webhooks/${hook.id}`, headers: auth })).body
    if (!state.enabled) break
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  t.equal(state.enabled, false)
  const attempts = r.attempts()
  await createEvent(app)
  await new Promise((resolve) => setTimeout(resolve, 300))
  t.equal(r.attempts(), attempts, 'no more attempts')
})

t.test('§9.4 the delivery log keeps CHANGES_RETENTION_DAYS, like the change log: the pruning job removes older attempts', async (t) => {
  const now = new Date('2031-06-01T12:00:00Z')
  const day = 86_400_000
  const first = await build(t, { changesRetentionDays: 30 })
  const hook = await req(first, { method: 'POST', url: `${BASE}/webhooks`, headers: auth, payload: { url: 'https://hooks.example.org/in' } })
  t.equal(hook.statusCode, 201)
  const attempt = (at: Date, messageId: string) => ({ webhookId: hook.body.id, messageId, seq: 1, type: 'event.created', attempt: 1, at, status: 200, durationMs: 5 })
  await first.db.webhookDelivery.createMany({ data: [attempt(new Date(now.getTime() - 31 * day), 'msg_old'), attempt(new Date(now.getTime() - 29 * day), 'msg_recent')] })
  // An app on the same database whose clock reads `now`: the pruning job runs when it starts.
  const second = await build(t, { databaseUrl: first.config.databaseUrl, changesRetentionDays: 30 }, { clock: () => now })
  await second.ready()
  const kept = async () => (await second.db.webhookDelivery.findMany({ orderBy: { id: 'asc' } })).map((d) => d.messageId)
  t.ok(await eventually(async () => (await kept()).length === 1), 'the attempt older than 30 days is pruned')
  t.same(await kept(), ['msg_recent'], 'the one within 30 days stays')
  const log = await req(second, { url: `${BASE}/webhooks/${hook.body.id}/deliveries`, headers: auth })
  t.same(log.body.map((d: { message_id: string }) => d.message_id), ['msg_recent'])
})
