// End to end over real HTTP: the server process as `npm start` runs it (from source, through tsx).
import t from 'tap'
import { mkdtempSync, readFileSync, statSync, existsSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { startServer } from './processes.js'

const start = startServer

t.test('first start without API_TOKEN creates and stores an admin token, logs where it is but not the token; SIGTERM shuts down cleanly', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'calendar-e2e-'))
  const { child, output, ready } = start({ DATABASE_URL: `file:${join(dir, 'db', 'calendar.db')}`, API_TOKEN: '' })
  t.teardown(() => { if (child.exitCode === null) child.kill('SIGKILL') })
  const origin = await ready
  const tokenFile = join(dir, 'db', 'admin-token')
  t.ok(existsSync(join(dir, 'db', 'calendar.db')), 'database file created')
  t.ok(existsSync(tokenFile), 'token written beside the database')
  t.equal(statSync(tokenFile).mode & 0o777, 0o600, 'token file is private')
  const token = readFileSync(tokenFile, 'utf8').trim()
  t.equal(statSync(join(dir, 'db', 'calendar.db')).mode & 0o777, 0o600, 'database file is private')
  t.notMatch(output(), token, 'stdout is not a terminal: the token stays out of the output (a journal keeps it)')
  t.match(output(), `administrator token; it is in ${tokenFile}`, 'the log says where the token is')

  const base = `${origin}/wp-json/calendar/events/v1`
  const created = await fetch(`${base}/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Over HTTP', start_date: 'tomorrow 9am', end_date: 'tomorrow 11am' }),
  })
  t.equal(created.status, 201)
  const event = await created.json() as { id: number; rest_url: string }
  t.equal(event.rest_url, `${base}/events/${event.id}`, 'origin from the Host header')
  const list = await fetch(`${base}/events`)
  t.equal(list.status, 200)
  t.equal(list.headers.get('x-calendar-total'), '1')
  const denied = await fetch(`${base}/events`, { method: 'POST', headers: { authorization: 'Bearer wrong-token-value' } })
  t.equal(denied.status, 401)
  t.equal((await denied.json() as { code: string }).code, 'rest_invalid_token')

  // A request in flight when SIGTERM arrives still gets its answer.
  const inFlight = fetch(`${base}/events?per_page=50`)
  child.kill('SIGTERM')
  t.equal((await inFlight).status, 200)
  const [code] = await once(child, 'exit')
  t.equal(code, 0, 'exit code 0 after SIGTERM')
  t.match(output(), /shutting down/)

  // Second start: the stored token keeps working, no new token is printed.
  const again = start({ DATABASE_URL: `file:${join(dir, 'db', 'calendar.db')}`, API_TOKEN: '' })
  t.teardown(() => { if (again.child.exitCode === null) again.child.kill('SIGKILL') })
  const againOrigin = await again.ready
  t.notMatch(again.output(), token, 'token not printed again')
  const read = await fetch(`${againOrigin}/wp-json/calendar/events/v1/events/${event.id}`, { headers: { authorization: `Bearer ${token}` } })
  t.equal(read.status, 200)
  again.child.kill('SIGTERM')
  await once(again.child, 'exit')
})

t.test('a bad configuration value stops the process with a clear message', async (t) => {
  const { child, output, ready } = start({ PORT: 'not-a-port' })
  await t.rejects(ready)
  const code = child.exitCode ?? (await once(child, 'exit'))[0]
  t.equal(code, 1)
  t.match(output(), /PORT/)
})

t.test('the server reads the .env file DOTENV names; the real environment wins over it', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'calendar-e2e-'))
  const file = join(dir, 'calendar.env')
  // PORT=1 would fail (privileged): the real environment's PORT=0 (test/processes.ts) must win.
  writeFileSync(file, `PORT=1\nREST_PREFIX=/from-dotenv\nAPI_TOKEN=${'x'.repeat(20)}\n`)
  const server = start({ DOTENV: file, DATABASE_URL: `file:${join(dir, 'calendar.db')}` })
  t.teardown(() => { if (server.child.exitCode === null) server.child.kill('SIGKILL') })
  const origin = await server.ready
  t.equal((await fetch(`${origin}/from-dotenv/calendar/events/v1/events`)).status, 200, 'REST_PREFIX from the file')
  const ready = await fetch(`${origin}/health/ready`)
  t.equal(ready.status, 200, 'ready')
  t.equal(await server.stop(), 0)
})

t.test('stale search text (a migration that changed its folding) is refilled before the app starts, and logged', async (t) => {
  const { applyMigrations } = await import('../src/db/migrate.js')
  const { createDb, prepareDb } = await import('../src/db/client.js')
  const dir = mkdtempSync(join(tmpdir(), 'calendar-e2e-'))
  const databaseUrl = `file:${join(dir, 'calendar.db')}`
  await applyMigrations({ databaseUrl })
  const db = await createDb(databaseUrl, { poolSize: 1 })
  await prepareDb(db, databaseUrl)
  // An event as a migration leaves it: its search text stale.
  await db.postKey.create({ data: { id: 1, kind: 'event' } })
  await db.event.create({ data: { id: 1, title: 'Fête', slug: 'fete', startLocal: new Date('2030-03-02T10:00:00Z'), endLocal: new Date('2030-03-02T11:00:00Z'), startUtc: new Date('2030-03-02T10:00:00Z'), endUtc: new Date('2030-03-02T11:00:00Z'), timezone: 'UTC', status: 'publish', publishedAt: new Date('2030-01-01T00:00:00Z'), modifiedAt: new Date('2030-01-01T00:00:00Z'), translationGroup: 1, searchText: '' } })
  await db.$disconnect()
  const { child, output, ready, stop } = start({ DATABASE_URL: databaseUrl, API_TOKEN: 'test-admin-token-0123456789abcdef' })
  t.teardown(() => { if (child.exitCode === null) child.kill('SIGKILL') })
  const origin = await ready
  t.match(output(), /search text refilled/, 'logged before the app listens')
  const found = await fetch(`${origin}/wp-json/calendar/events/v1/events?search=fete&start_date=2030-03-01&end_date=2030-03-03`)
  t.equal((await found.json() as { total: number }).total, 1, 'found by its folded title')
  t.equal(await stop(), 0)
})
