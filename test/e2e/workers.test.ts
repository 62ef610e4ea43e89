// WORKERS=2 (src/workers.ts): `npm start` forks two server processes on one port. Both answer, a write through one
// is read at once through the other, a worker that dies is replaced, and SIGTERM stops every process.
import { request } from 'node:http'
import t from 'tap'
import { freshDatabaseUrl, TEST_DATABASE, TOKEN } from '../helper.js'
import { logLines, startServer } from '../processes.js'

const API = '/wp-json/calendar/events/v1'

/** A GET on a connection of its own, so that the cluster hands each request to a worker anew. */
function getFresh (url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (d: string) => { body += d }).on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    }).on('error', reject).end()
  })
}

const alive = (pid: number): boolean => {
  try { process.kill(pid, 0); return true } catch { return false }
}

async function until (what: string, check: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

t.test(`WORKERS=2 on one ${TEST_DATABASE} database`, async (t) => {
  const databaseUrl = await freshDatabaseUrl(t)
  const server = startServer({ DATABASE_URL: databaseUrl, API_TOKEN: TOKEN, RATE_LIMIT_MAX: '0', SITE_URL: 'https://example.org', WORKERS: '2' })
  t.teardown(() => {
    for (const pid of listeningPids()) if (alive(pid)) process.kill(pid, 'SIGKILL')
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
  })
  const base = await server.ready
  const listeningPids = () => logLines(server.output()).filter((l) => /^Server listening/.test(String(l.msg))).map((l) => Number(l.pid))
  await until('two workers', () => listeningPids().length === 2)
  const workers = listeningPids()
  t.equal(new Set(workers).size, 2, 'two processes listen')
  t.notOk(workers.includes(server.child.pid!), 'the primary serves nothing itself')

  const created = await fetch(`${base}${API}/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Shared by the workers', start_date: 'tomorrow 10am', end_date: 'tomorrow 11am' }),
  })
  t.equal(created.status, 201)
  const { id } = await created.json() as { id: number }

  const reads = await Promise.all(Array.from({ length: 16 }, () => getFresh(`${base}${API}/events/${id}`)))
  t.ok(reads.every((r) => r.status === 200 && (JSON.parse(r.body) as { title: string }).title === 'Shared by the workers'), 'every read sees the write')
  await until('requests logged', () => logLines(server.output()).filter((l) => l.msg === 'request').length >= 17)
  const answering = new Set(logLines(server.output()).filter((l) => l.msg === 'request').map((l) => Number(l.pid)))
  t.same([...answering].sort(), [...workers].sort(), 'both workers answered requests')

  // A worker that dies is replaced, and the service keeps answering meanwhile.
  process.kill(workers[0]!, 'SIGKILL')
  await until('a replacement worker', () => listeningPids().length === 3)
  t.match(server.output(), /worker exited: starting another/)
  const after = await Promise.all(Array.from({ length: 4 }, () => getFresh(`${base}${API}/events/${id}`)))
  t.ok(after.every((r) => r.status === 200), 'answers after the replacement')

  const code = await server.stop()
  t.equal(code, 0, 'the primary exits 0 on SIGTERM')
  t.notOk(listeningPids().some(alive), 'no worker outlives the primary')
})
