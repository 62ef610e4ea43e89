// Webhooks survive kill -9 (SPEC §9.4): deliveries are rows and cursors, not memory; the restarted service (a real
// process, as `npm start` runs it) delivers what the killed one had not.
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { BASE, freshDatabaseUrl, TOKEN } from '../helper.js'
import { startServer } from '../processes.js'
import { until } from '../webhook-receiver.js'

t.test('§9.4 kill -9 during deliveries loses nothing: the restarted service delivers the rest', { timeout: 240_000 }, async (t) => {
  // A slow receiver, so that the process dies with deliveries under way.
  const got: number[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (c: Buffer) => { body += c.toString() })
    request.on('end', () => setTimeout(() => { got.push(JSON.parse(body).data.id); response.writeHead(200).end() }, 40))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }))
  const hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  const env = { DATABASE_URL: await freshDatabaseUrl(t), API_TOKEN: TOKEN, WEBHOOK_ALLOW_PRIVATE: 'true', RATE_LIMIT_MAX: '0', MAX_EVENT_LOOP_DELAY: '0' }
  const headers = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }
  const one = startServer(env)
  t.teardown(() => { one.child.kill('SIGKILL') })
  const base = `${await one.ready}${BASE}`
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return await res.json() as { id: number }
  }
  await post('/webhooks', { url: hookUrl, events: ['tag.created'] })
  const ids: number[] = []
  for (let i = 0; i < 40; i++) ids.push((await post('/tags', { name: `Crash ${i}` })).id)
  await until('some deliveries', () => got.length >= 3)
  one.child.kill('SIGKILL')
  await once(one.child, 'exit')
  const delivered = got.length
  t.ok(delivered < 40, `killed with deliveries under way (${delivered} of 40 delivered)`)
  const two = startServer(env)
  t.teardown(() => two.stop())
  await two.ready
  t.comment(`restarted; ${got.length} delivered`)
  // The dead process's lease on the endpoint runs out first (15 s).
  await until('every change', () => new Set(got).size >= 40, 60_000)
  t.same([...new Set(got)].sort((a, b) => a - b), ids, 'every change delivered (at least once)')
  const order = got.filter((id, i) => got.indexOf(id) === i)
  t.same(order, ids, 'first deliveries in commit order')
})
