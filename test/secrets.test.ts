// Secrets never in logs or world-readable files, and a PostgreSQL set-up that explains itself (issue 42 items 2, 3):
// a whole server run (a process, as `npm start` runs it) is grepped for every token and password it was sent; the
// first-start token file and the SQLite file are private; a missing PostgreSQL database is created, or named with the
// `createdb` command to run; a missing server is one line naming host and port.
import t from 'tap'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { randomBytes } from 'node:crypto'
import { applyMigrations, DatabaseSetupError } from '../src/db/migrate.js'
import { maskText, maskUrl } from '../src/transport.js'
import { emptyDatabaseUrl, TEST_DATABASE, testPostgresUrl } from './helper.js'
import { startServer } from './processes.js'

const BASE_PATH = '/wp-json/calendar/events/v1'

t.test('a whole server run logs none of the tokens, passwords, cookies and nonces it was sent', async (t) => {
  const cwd = mkdtempSync(join(tmpdir(), 'calendar-secrets-'))
  // SQLite at the README's default place (relative to the working directory); PostgreSQL: the token file goes to
  // data/ of the working directory all the same.
  const databaseUrl = TEST_DATABASE === 'sqlite' ? 'file:./data/calendar.db' : emptyDatabaseUrl(t)
  const server = startServer({ DATABASE_URL: databaseUrl, API_TOKEN: '', LOG_LEVEL: 'trace' }, { cwd })
  t.teardown(() => { if (server.child.exitCode === null) server.child.kill('SIGKILL') })
  const origin = await server.ready
  const tokenFile = join(cwd, 'data', 'admin-token')
  t.equal(statSync(tokenFile).mode & 0o777, 0o600, 'data/admin-token is private')
  if (TEST_DATABASE === 'sqlite') t.equal(statSync(join(cwd, 'data', 'calendar.db')).mode & 0o777, 0o600, 'the SQLite file is private')
  const token = readFileSync(tokenFile, 'utf8').trim()
  t.match(server.output(), `it is in ${tokenFile}`, 'the log says where the token is')

  const secret = (what: string) => `${what}-${randomBytes(9).toString('hex')}`
  const secrets = {
    token,
    badToken: secret('cal_badtoken'),
    password: secret('querypassword'),
    bodyPassword: secret('bodypassword'),
    badBodyPassword: secret('badbodypassword'),
    cookie: secret('cookie'),
    nonce: secret('nonce'),
    queryNonce: secret('querynonce'),
  }
  const base = `${origin}${BASE_PATH}`
  const bearer = { authorization: `Bearer ${token}` }
  const basic = { authorization: `Basic ${Buffer.from(`admin:${token}`).toString('base64')}` }
  const json = { 'content-type': 'application/json' }
  const answers = [
    await fetch(`${base}/events?status=draft`, { headers: { ...bearer, cookie: `session=${secrets.cookie}`, 'x-wp-nonce': secrets.nonce } }),
    await fetch(`${base}/events?token=${token}`),
    await fetch(`${base}/events?token=${token}&per_page=nope`),
    await fetch(`${base}/events?password=${secrets.password}&_wpnonce=${secrets.queryNonce}`),
    await fetch(`${base}/events`, { method: 'POST', headers: { ...basic, ...json }, body: JSON.stringify({ title: 'Protected', start_date: '2030-01-01 10:00', end_date: '2030-01-01 11:00', password: secrets.bodyPassword }) }),
    await fetch(`${base}/events`, { method: 'POST', headers: { ...bearer, ...json }, body: `{"title":"Bad","password":"${secrets.badBodyPassword}",` }),
    await fetch(`${base}/events`, { method: 'POST', headers: { authorization: `Bearer ${secrets.badToken}`, ...json }, body: JSON.stringify({ password: secrets.bodyPassword }) }),
    await fetch(`${base}/events`, { headers: { authorization: `Basic ${Buffer.from(`admin:${secrets.badToken}`).toString('base64')}` } }),
  ]
  t.same(answers.map((r) => r.status), [200, 200, 400, 200, 201, 400, 401, 401], 'every request was answered as expected')
  await Promise.all(answers.map((r) => r.arrayBuffer()))
  t.equal(await server.stop(), 0)

  const output = server.output()
  t.match(output, /"msg":"request"/, 'the requests were logged')
  t.match(output, /\[Redacted\]/, 'the secret query values were masked, not dropped with their line')
  for (const [name, value] of Object.entries(secrets)) t.notOk(output.includes(value), `${name} is not in the log`)
  const basicValue = Buffer.from(`admin:${token}`).toString('base64')
  t.notOk(output.includes(basicValue), 'the Basic credentials are not in the log')
})

t.test('masking covers the names and shapes secrets come in', async (t) => {
  t.equal(maskUrl('/e?token=a&access_token=b&password=c&post_password=d&_wpnonce=e&api_key=f&status=draft'),
    '/e?token=[Redacted]&access_token=[Redacted]&password=[Redacted]&post_password=[Redacted]&_wpnonce=[Redacted]&api_key=[Redacted]&status=draft')
  const text = maskText('failed: {"password":"p1"} token=t1; Authorization: Bearer b1 Cookie: s=c1 Basic YWRtaW46eA== cal_abcdefghijklmnopqrstuv')
  for (const leaked of ['p1', 't1', 'b1', 'c1', 'YWRtaW46eA==', 'cal_abcdefghijklmnopqrstuv']) t.notOk(text.includes(leaked), `${leaked} masked: ${text}`)
})

/** A port nothing listens on. */
async function closedPort (): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as { port: number }
  probe.close()
  await once(probe, 'close')
  return port
}

t.test('no PostgreSQL server at DATABASE_URL: one line naming host and port, no stack trace, no password', async (t) => {
  const port = await closedPort()
  const server = startServer({ DATABASE_URL: `postgresql://calendar:hunter2secret@127.0.0.1:${port}/calendar?schema=x`, API_TOKEN: 'x'.repeat(20) })
  t.teardown(() => { if (server.child.exitCode === null) server.child.kill('SIGKILL') })
  await t.rejects(server.ready)
  const code = server.child.exitCode ?? (await once(server.child, 'exit'))[0]
  t.equal(code, 1, 'exit code 1')
  const lines = server.output().trim().split('\n')
  t.equal(lines.length, 1, `one line: ${server.output()}`)
  t.match(lines[0], `Cannot reach PostgreSQL at 127.0.0.1:${port} (ECONNREFUSED)`)
  t.notMatch(server.output(), /hunter2secret|\n\s+at /, 'neither the password nor a stack')
})

t.test('a missing PostgreSQL database is created when the role may, else named with its createdb command', { skip: TEST_DATABASE === 'postgresql' ? false : 'PostgreSQL pass only' }, async (t) => {
  const server = new URL(testPostgresUrl()!)
  const { default: pg } = await import('pg')
  const adminUrl = new URL(server)
  adminUrl.searchParams.delete('schema')
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  t.teardown(() => admin.end())
  const name = `calendar_missing_${randomBytes(6).toString('hex')}`
  const role = `calendar_nocreate_${randomBytes(6).toString('hex')}`
  t.teardown(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.query(`DROP DATABASE IF EXISTS "${name}_denied" WITH (FORCE)`)
    await admin.query(`DROP ROLE IF EXISTS "${role}"`)
  })

  const url = new URL(server)
  url.pathname = `/${name}`
  url.searchParams.set('schema', 'calendar')
  const applied = await applyMigrations({ databaseUrl: url.toString() })
  t.ok(applied.length > 0, 'migrated')
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
  t.equal(rows.length, 1, 'the database was created')

  // A role without CREATEDB: the error names the command that creates it.
  await admin.query(`CREATE ROLE "${role}" LOGIN PASSWORD 'pw-${role}'`)
  const denied = new URL(server)
  denied.username = role
  denied.password = `pw-${role}`
  denied.pathname = `/${name}_denied`
  const err = await applyMigrations({ databaseUrl: denied.toString() }).then(() => null, (e: unknown) => e)
  t.ok(err instanceof DatabaseSetupError, 'a set-up error')
  const message = (err as Error).message
  t.match(message, `createdb -h ${denied.hostname} -p ${denied.port || 5432} -U ${role} ${name}_denied`, message)
  t.notMatch(message, /\n/, 'one line')
  t.notMatch(message, `pw-${role}`, 'without the password')
})

t.test('`cli backup` copies the SQLite file into a new 0600 file, whatever the umask, before any migration', { skip: TEST_DATABASE === 'sqlite' ? false : 'SQLite pass only (the PostgreSQL refusal is checked below)' }, async (t) => {
  const { runCli } = await import('../src/cli.js')
  const { default: Database } = await import('better-sqlite3')
  const databaseUrl = emptyDatabaseUrl(t)
  await applyMigrations({ databaseUrl })
  const dir = mkdtempSync(join(tmpdir(), 'calendar-backup-'))
  const target = join(dir, 'backups', 'calendar.db')
  const run = async (...argv: string[]) => {
    let out = ''
    let err = ''
    const code = await runCli(argv, { env: { DATABASE_URL: databaseUrl }, stdout: (s) => { out += s }, stderr: (s) => { err += s } })
    return { code, out, err }
  }
  const previous = process.umask(0o022)
  t.teardown(() => { process.umask(previous) })
  const first = await run('backup', target)
  t.equal(first.code, 0, first.err)
  t.match(first.out, `to ${target} (mode 0600)`)
  t.equal(statSync(target).mode & 0o777, 0o600, 'the copy is private under umask 022')
  const copy = new Database(target, { readonly: true })
  t.ok((copy.prepare('SELECT count(*) AS n FROM _prisma_migrations').get() as { n: number }).n > 0, 'a whole database')
  copy.close()
  const again = await run('backup', target)
  t.equal(again.code, 1, 'never overwrites')
  t.match(again.err, /exists: a backup never overwrites a file/)

  const pg = await runCli(['backup', join(dir, 'pg.db')], { env: { DATABASE_URL: 'postgresql://u:pw-secret@127.0.0.1:1/db?schema=s' }, stdout: () => {}, stderr: (s) => { t.match(s, /pg_dump -h 127\.0\.0\.1 -p 1 -n s -Fc db/); t.notMatch(s, /pw-secret/) } })
  t.equal(pg, 1, 'PostgreSQL: pointed at pg_dump, without connecting')
})
