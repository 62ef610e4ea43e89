// One log line per request (src/plugins/app/request-log.ts): method, URL, status, response time and, for an error,
// the contract's code of its body; Fastify's own request lines are off; secrets stay out (src/transport.ts).
import t from 'tap'
import { Writable } from 'node:stream'
import { buildApp } from '../src/app.js'
import { testConfig } from '../src/config.js'
import { serverLogger } from '../src/transport.js'
import { BASE, freshDatabaseUrl, TOKEN } from './helper.js'

t.test('one JSON line per request, with the error code of 4xx answers', async (t) => {
  const lines: Array<Record<string, any>> = []
  const stream = new Writable({ write (chunk, _enc, done) { for (const l of String(chunk).split('\n')) if (l) lines.push(JSON.parse(l)); done() } })
  const config = testConfig({ databaseUrl: await freshDatabaseUrl(t), apiToken: TOKEN })
  const app = await buildApp(config, { logger: { level: 'info', stream }, print: () => {} })
  t.teardown(() => app.close())
  await app.ready()
  const requests = (from: number) => lines.slice(from).filter((l) => l.reqId !== undefined)

  const cases: Array<[string, Record<string, string>, number, string | undefined]> = [
    [`${BASE}/events`, {}, 200, undefined],
    [`${BASE}/nowhere`, {}, 404, 'rest_no_route'],
    [`${BASE}/events?per_page=abc`, {}, 400, 'rest_invalid_param'],
    [`${BASE}/events?password=hunter2`, { authorization: `Bearer ${TOKEN}` }, 200, undefined],
  ]
  for (const [url, headers, status, code] of cases) {
    const from = lines.length
    const res = await app.inject({ method: 'GET', url, headers })
    t.equal(res.statusCode, status, `${url}: ${status}`)
    // onResponse runs when the answer has been written, which may be after inject resolves.
    for (let i = 0; i < 100 && requests(from).length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const mine = requests(from)
    t.equal(mine.length, 1, `${url}: one line`)
    const line = mine[0] ?? {}
    t.match(line, { msg: 'request', method: 'GET', statusCode: status, level: 30 }, `${url}: fields`)
    t.type(line.responseTime, 'number', 'response time in ms')
    t.equal(line.code, code, `${url}: code ${code ?? '(none)'}`)
    t.notMatch(JSON.stringify(line), /hunter2|Bearer/, 'no password, no token')
  }
  t.notOk(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed'), 'Fastify\'s own request lines are off')
})

t.test('pretty lines only on a terminal', async (t) => {
  t.same(serverLogger({ logLevel: 'debug' }, false), { level: 'debug' }, 'JSON when not a terminal')
  t.match(serverLogger({ logLevel: 'info' }, true), { level: 'info', transport: { target: 'pino-pretty' } })
})
