// The user/token management CLI (SPEC §2.1): runCli in-process on a temp SQLite file, the app on the same file to
// check that issued tokens authenticate, and once the real entry point as a child process.
import t, { type Test } from 'tap'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { runCli } from '../src/cli.js'
import { buildApp } from '../src/app.js'
import { applyMigrations } from '../src/db/migrate.js'
import { testConfig } from '../src/config.js'
import { BASE, TOKEN, emptySqliteUrl, migratedSqliteUrl, req } from './helper.js'

const root = new URL('..', import.meta.url).pathname
const ROLE_LIST = 'administrator, editor, author, contributor, subscriber'

interface Run { code: number; out: string; err: string }
interface Ctx { dbFile: string; databaseUrl: string; cli: (...argv: string[]) => Promise<Run>; app: () => Promise<FastifyInstance> }

/** A CLI and apps on one SQLite file of their own: migrated already (a copy of the tests' template), or, with
 *  `empty`, a file that does not exist yet, which the CLI's start-up creates and migrates. */
async function setup (t: Test, extraEnv: Record<string, string> = {}, opts: { empty?: boolean } = {}): Promise<Ctx> {
  const databaseUrl = opts.empty ? emptySqliteUrl(t) : await migratedSqliteUrl(t) // removed at the end of t
  const dbFile = databaseUrl.slice('file:'.length)
  const apps: FastifyInstance[] = []
  t.teardown(async () => {
    for (const app of apps) await app.close()
  })
  return {
    dbFile,
    databaseUrl,
    cli: async (...argv) => {
      let out = ''
      let err = ''
      const code = await runCli(argv, { env: { DATABASE_URL: databaseUrl, ...extraEnv }, stdout: (s) => { out += s }, stderr: (s) => { err += s } })
      return { code, out, err }
    },
    app: async () => {
      await applyMigrations({ databaseUrl })
      const app = await buildApp(testConfig({ databaseUrl, apiToken: TOKEN, siteUrl: 'https://example.org' }), { logger: false, print: () => {} })
      apps.push(app)
      return app
    },
  }
}

const tokenOf = (out: string): string => {
  const token = /^ {4}(cal_[A-Za-z0-9_-]+)$/m.exec(out)?.[1]
  if (token === undefined) throw new Error(`no token in output: ${out}`)
  return token
}
const tokenIdOf = (out: string): number => Number(/Issued token (\d+)/.exec(out)?.[1])

function rows<T> (dbFile: string, sql: string): T[] {
  const db = new Database(dbFile, { readonly: true })
  try { return db.prepare(sql).all() as T[] } finally { db.close() }
}

const EVENT = { title: 'CLI made', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' }

t.test('help: no arguments, help, --help and -h print the usage and exit 0 without a database', async (t) => {
  const { cli } = await setup(t)
  for (const argv of [[], ['help'], ['--help'], ['-h'], ['user', 'add', '--help']]) {
    const r = await cli(...argv)
    t.equal(r.code, 0, `${argv.join(' ') || '(none)'}: exit 0`)
    t.match(r.out, /^Usage: /, 'usage on stdout')
    t.match(r.out, /token revoke <token-id>/)
    t.match(r.out, ROLE_LIST)
    t.equal(r.err, '')
  }
})

t.test('usage errors exit 2 with a message on stderr and no stack trace', async (t) => {
  const { cli } = await setup(t)
  const cases: Array<[string[], RegExp]> = [
    [['frobnicate'], /unknown command "frobnicate"/],
    [['user'], /missing subcommand: user add \| set-role \| list/],
    [['user', 'delete', 'x'], /unknown command "user delete"/],
    [['user', 'add'], /missing <login>; usage: user add <login> --role <role>/],
    [['user', 'add', 'zoe'], /missing --role <role> \(one of: administrator, editor, author, contributor, subscriber\)/],
    [['user', 'add', 'zoe', '--role'], /--role <value>' argument missing/],
    [['user', 'add', 'zoe', '--role', 'editor', '--label', 'x'], /option --label does not apply to "user add"/],
    [['user', 'add', 'zoe', '--role', 'editor', '--frob'], /Unknown option '--frob'/],
    [['user', 'list', 'extra'], /unexpected argument "extra"/],
    [['user', 'set-role', 'zoe'], /missing <role>/],
    [['token', 'revoke'], /missing <token-id>/],
    [['token', 'revoke', 'abc'], /invalid token id "abc"/],
    [['token', 'revoke', '0'], /invalid token id "0"/],
    [['user', 'add', 'bad login', '--role', 'editor'], /invalid login "bad login"/],
    [['token', 'issue', 'admin', '--label', 'API_TOKEN'], /label "API_TOKEN" is reserved/],
  ]
  for (const [argv, message] of cases) {
    const r = await cli(...argv)
    t.equal(r.code, 2, `${argv.join(' ')}: exit 2`)
    t.match(r.err, message, `${argv.join(' ')}: message`)
    t.notMatch(r.err, /\n\s+at /, 'no stack trace')
    t.equal(r.out, '', 'nothing on stdout')
  }
})

t.test('an unknown role is a usage error that lists the valid roles', async (t) => {
  const { cli, dbFile } = await setup(t)
  const add = await cli('user', 'add', 'zoe', '--role', 'boss')
  t.equal(add.code, 2)
  t.match(add.err, `unknown role "boss"; valid roles: ${ROLE_LIST}`)
  t.equal(add.out, '')
  t.equal((await cli('user', 'add', 'zoe', '--role', 'editor')).code, 0)
  const set = await cli('user', 'set-role', 'zoe', 'superuser')
  t.equal(set.code, 2)
  t.match(set.err, `valid roles: ${ROLE_LIST}`)
  t.same(rows(dbFile, 'SELECT role FROM User WHERE login = \'zoe\''), [{ role: 'editor' }], 'role unchanged')
})

t.test('user add + user list (text and --json); user 1 exists without any token being created', async (t) => {
  const { cli, dbFile } = await setup(t)
  const add = await cli('user', 'add', 'alice', '--role', 'editor', '--name', 'Alice Example')
  t.equal(add.code, 0)
  t.equal(add.err, '')
  t.match(add.out, /Added user 2 "alice" \(editor\)/)
  t.equal((await cli('user', 'add', 'bob', '--role', 'subscriber')).code, 0)

  const list = await cli('user', 'list')
  t.equal(list.code, 0)
  const lines = list.out.trimEnd().split('\n')
  t.match(lines[0], /^ID\s+LOGIN\s+ROLE\s+NAME\s+CREATED\s+TOKENS$/, 'header')
  t.equal(lines.length, 4, 'header + 3 users')
  t.match(lines[1], /^1\s+admin\s+administrator\s+Administrator\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ\s+0$/)
  t.match(lines[2], /^2\s+alice\s+editor\s+Alice Example\s+/)
  t.match(lines[3], /^3\s+bob\s+subscriber\s+/)
  // Aligned columns: every row starts its ROLE column at the same offset as the header.
  const roleAt = lines[0]!.indexOf('ROLE')
  t.same(lines.slice(1).map((l) => l.slice(roleAt).split(/\s+/)[0]), ['administrator', 'editor', 'subscriber'])

  const json = await cli('user', 'list', '--json')
  t.equal(json.code, 0)
  const users = JSON.parse(json.out)
  t.same(users.map((u: any) => [u.id, u.login, u.role, u.name, u.active_tokens]), [
    [1, 'admin', 'administrator', 'Administrator', 0],
    [2, 'alice', 'editor', 'Alice Example', 0],
    [3, 'bob', 'subscriber', '', 0],
  ])
  t.ok(users.every((u: any) => !Number.isNaN(Date.parse(u.created))), 'ISO creation dates')
  t.same(rows(dbFile, 'SELECT COUNT(*) AS n FROM ApiToken'), [{ n: 0 }], 'the CLI never generates an admin token')
  t.notOk(existsSync(join(dirname(dbFile), 'admin-token')), 'nor an admin-token file')
})

t.test('a duplicate login fails with exit 1', async (t) => {
  const { cli } = await setup(t)
  t.equal((await cli('user', 'add', 'alice', '--role', 'author')).code, 0)
  const again = await cli('user', 'add', 'alice', '--role', 'editor')
  t.equal(again.code, 1)
  t.match(again.err, 'login "alice" already exists')
  t.notMatch(again.err, /\n\s+at /)
  const admin = await cli('user', 'add', 'admin', '--role', 'subscriber')
  t.equal(admin.code, 1, 'the built-in admin counts as existing')
  const users = JSON.parse((await cli('user', 'list', '--json')).out)
  t.same(users.map((u: any) => `${u.login}:${u.role}`), ['admin:administrator', 'alice:author'])
})

t.test('user set-role changes the role used by the next request', async (t) => {
  const ctx = await setup(t)
  t.equal((await ctx.cli('user', 'add', 'carol', '--role', 'subscriber')).code, 0)
  const token = tokenOf((await ctx.cli('token', 'issue', 'carol')).out)
  const app = await ctx.app()
  const headers = { authorization: `Bearer ${token}` }
  t.equal((await req(app, { method: 'POST', url: `${BASE}/events`, headers, payload: EVENT })).statusCode, 403, 'subscriber cannot write')

  const set = await ctx.cli('user', 'set-role', 'carol', 'author')
  t.equal(set.code, 0)
  t.match(set.out, 'role subscriber → author')
  const created = await req(app, { method: 'POST', url: `${BASE}/events`, headers, payload: { ...EVENT, status: 'publish' } })
  t.equal(created.statusCode, 201, 'author can write, while the app keeps running')
  t.equal(created.body.status, 'publish', 'and publish')

  const same = await ctx.cli('user', 'set-role', 'carol', 'author')
  t.equal(same.code, 0)
  t.match(same.out, 'already has role author')
  const unknown = await ctx.cli('user', 'set-role', 'nobody', 'author')
  t.equal(unknown.code, 1)
  t.match(unknown.err, 'no user with login "nobody"')
  const admin = await ctx.cli('user', 'set-role', 'admin', 'editor')
  t.equal(admin.code, 1, 'user 1 stays administrator')
  t.match(admin.err, /built-in administrator/)
  t.same(JSON.parse((await ctx.cli('user', 'list', '--json')).out).map((u: any) => u.role), ['administrator', 'author'])
})

t.test('token issue: the printed token authenticates with the role of its user; only its hash is stored', async (t) => {
  const ctx = await setup(t)
  t.equal((await ctx.cli('user', 'add', 'dave', '--role', 'contributor')).code, 0)
  t.equal((await ctx.cli('user', 'add', 'erin', '--role', 'subscriber')).code, 0)
  const issued = await ctx.cli('token', 'issue', 'dave', '--label', 'laptop')
  t.equal(issued.code, 0)
  t.match(issued.out, /Issued token \d+ for "dave" \(label "laptop"\)\. It is shown only this once/)
  const daveToken = tokenOf(issued.out)
  t.match(daveToken, /^cal_[A-Za-z0-9_-]{32}$/, 'token format of newToken()')
  const erinJson = await ctx.cli('token', 'issue', 'erin', '--json')
  t.equal(erinJson.code, 0)
  const erin = JSON.parse(erinJson.out)
  t.match(erin, { id: Number, login: 'erin', label: '', token: /^cal_/ })

  const app = await ctx.app()
  const asDave = await req(app, { method: 'POST', url: `${BASE}/events`, headers: { authorization: `Bearer ${daveToken}` }, payload: EVENT })
  t.equal(asDave.statusCode, 201, 'contributor creates')
  t.equal(asDave.body.status, 'draft', 'a contributor\'s event is a draft')
  const daveId = JSON.parse((await ctx.cli('user', 'list', '--json')).out).find((u: any) => u.login === 'dave').id
  t.equal(Number(asDave.body.author), daveId, 'event authored by the token owner')
  const asErin = await req(app, { method: 'POST', url: `${BASE}/events`, headers: { authorization: `Bearer ${erin.token}` }, payload: EVENT })
  t.equal(asErin.statusCode, 403)
  t.equal(asErin.body.code, 'rest_forbidden')

  const stored = rows<{ tokenHash: string; label: string }>(ctx.dbFile, 'SELECT tokenHash, label FROM ApiToken ORDER BY id')
  t.equal(stored.length, 3, 'API_TOKEN (registered by the app) + 2 issued')
  t.ok(stored.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash)), 'only sha256 hex digests')
  const { hashToken } = await import('../src/services/users.js')
  t.ok(stored.some((r) => r.tokenHash === hashToken(daveToken)), 'digest of the issued token')
  // No column of any table holds the clear token.
  const dump = rows<Record<string, unknown>>(ctx.dbFile, 'SELECT * FROM ApiToken').concat(rows(ctx.dbFile, 'SELECT * FROM User'))
  t.notMatch(JSON.stringify(dump), daveToken)
  t.notMatch(JSON.stringify(dump), erin.token)

  const unknown = await ctx.cli('token', 'issue', 'nobody')
  t.equal(unknown.code, 1)
  t.match(unknown.err, 'no user with login "nobody"')
})

t.test('token list shows metadata only, never the token or its hash', async (t) => {
  const ctx = await setup(t)
  await ctx.cli('user', 'add', 'fay', '--role', 'author')
  await ctx.cli('user', 'add', 'gus', '--role', 'editor')
  const fay = await ctx.cli('token', 'issue', 'fay', '--label', 'ci')
  const gus = await ctx.cli('token', 'issue', 'gus')
  const tokens = [tokenOf(fay.out), tokenOf(gus.out)]
  const { hashToken } = await import('../src/services/users.js')

  const text = await ctx.cli('token', 'list')
  t.equal(text.code, 0)
  const lines = text.out.trimEnd().split('\n')
  t.match(lines[0], /^ID\s+LOGIN\s+LABEL\s+CREATED\s+REVOKED$/)
  t.match(lines[1], new RegExp(`^${tokenIdOf(fay.out)}\\s+fay\\s+ci\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\dZ\\s+-$`))
  t.match(lines[2], new RegExp(`^${tokenIdOf(gus.out)}\\s+gus\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\dZ\\s+-$`))

  const json = await ctx.cli('token', 'list', '--json')
  t.equal(json.code, 0)
  const list = JSON.parse(json.out)
  t.same(list.map((x: any) => Object.keys(x).sort()), [['created', 'id', 'label', 'login', 'revoked'], ['created', 'id', 'label', 'login', 'revoked']])
  t.same(list.map((x: any) => [x.login, x.label, x.revoked]), [['fay', 'ci', null], ['gus', '', null]])

  const only = JSON.parse((await ctx.cli('token', 'list', '--user', 'gus', '--json')).out)
  t.same(only.map((x: any) => x.login), ['gus'], '--user filters')
  const none = await ctx.cli('token', 'list', '--user', 'admin')
  t.equal(none.code, 0)
  t.equal(none.out, '(none)\n')
  const unknown = await ctx.cli('token', 'list', '--user', 'nobody')
  t.equal(unknown.code, 1)
  t.match(unknown.err, 'no user with login "nobody"')

  for (const out of [text.out, json.out]) {
    for (const tok of tokens) {
      t.notMatch(out, tok, 'no clear token')
      t.notMatch(out, hashToken(tok), 'no digest')
    }
    t.notMatch(out, /cal_|[0-9a-f]{64}/)
  }
})

t.test('token revoke: the token stops working at once (401 + WWW-Authenticate); revoking twice exits 1', async (t) => {
  const ctx = await setup(t)
  await ctx.cli('user', 'add', 'hal', '--role', 'editor')
  const issued = await ctx.cli('token', 'issue', 'hal')
  const token = tokenOf(issued.out)
  const id = tokenIdOf(issued.out)
  const app = await ctx.app()
  const headers = { authorization: `Bearer ${token}` }
  t.equal((await req(app, { method: 'GET', url: `${BASE}/events`, headers })).statusCode, 200, 'works before')

  const revoke = await ctx.cli('token', 'revoke', String(id))
  t.equal(revoke.code, 0)
  t.match(revoke.out, `Revoked token ${id} of "hal"`)
  t.notMatch(revoke.out, /API_TOKEN/, 'no API_TOKEN note for an ordinary token')
  const after = await req(app, { method: 'GET', url: `${BASE}/events`, headers })
  t.equal(after.statusCode, 401, 'public read refused with a revoked token')
  t.equal(after.body.code, 'rest_invalid_token')
  t.equal(after.headers['www-authenticate'], 'Bearer error="invalid_token", Basic realm="calendar", charset="UTF-8"')
  t.equal((await req(app, { method: 'GET', url: `${BASE}/events` })).statusCode, 200, 'anonymous still fine')

  const listed = JSON.parse((await ctx.cli('token', 'list', '--user', 'hal', '--json')).out)
  t.ok(listed[0].revoked && !Number.isNaN(Date.parse(listed[0].revoked)), 'list shows the revocation date')

  const twice = await ctx.cli('token', 'revoke', String(id))
  t.equal(twice.code, 1)
  t.match(twice.err, `token ${id} is already revoked`)
  const unknown = await ctx.cli('token', 'revoke', '9999')
  t.equal(unknown.code, 1)
  t.match(unknown.err, 'no token with id 9999')
  t.notMatch(unknown.err + twice.err, /\n\s+at /)
})

t.test('revoking the API_TOKEN token is allowed, with a note that the next start re-activates it', async (t) => {
  const ctx = await setup(t, { API_TOKEN: TOKEN })
  const app = await ctx.app() // registers API_TOKEN as token 1 of user 1
  const list = JSON.parse((await ctx.cli('token', 'list', '--json')).out)
  t.match(list, [{ login: 'admin', label: 'API_TOKEN', revoked: null }])
  const revoke = await ctx.cli('token', 'revoke', String(list[0].id))
  t.equal(revoke.code, 0)
  t.match(revoke.out, /configured by API_TOKEN; the next start .* re-activates it/)
  const denied = await req(app, { method: 'GET', url: `${BASE}/events`, headers: { authorization: `Bearer ${TOKEN}` } })
  t.equal(denied.statusCode, 401)
  const restarted = await ctx.app() // a restart with the same API_TOKEN
  t.equal((await req(restarted, { method: 'GET', url: `${BASE}/events`, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode, 200, 're-activated')
})

t.test('a bad configuration value fails with exit 1 and the variable name', async (t) => {
  let err = ''
  const code = await runCli(['user', 'list'], { env: { DATABASE_URL: 'mysql://x' }, stdout: () => {}, stderr: (s) => { err += s } })
  t.equal(code, 1)
  t.match(err, /^error: Invalid configuration: .*DATABASE_URL/)
})

t.test('a boolean setting in another spelling fails with exit 1, the variable and the accepted spellings; 1 is true', async (t) => {
  let err = ''
  const code = await runCli(['user', 'list'], { env: { WEBHOOK_ALLOW_PRIVATE: 'maybe' }, stdout: () => {}, stderr: (s) => { err += s } })
  t.equal(code, 1)
  t.match(err, /^error: Invalid configuration: WEBHOOK_ALLOW_PRIVATE "maybe" is not a boolean \(accepted: 1, true, yes, on, 0, false, no, off/)
  const ctx = await setup(t, {}, { empty: true })
  err = ''
  t.equal(await runCli(['user', 'list', '--json'], { env: { DATABASE_URL: ctx.databaseUrl, WEBHOOK_ALLOW_PRIVATE: '1', TRUST_PROXY: 'On' }, stdout: () => {}, stderr: (s) => { err += s } }), 0, err)
})

t.test('the CLI reads the .env file the server reads (dotenvFile()); the real environment wins', async (t) => {
  const ctx = await setup(t, {}, { empty: true })
  const dir = t.testdir({ '.env': `DATABASE_URL=${ctx.databaseUrl}\nTIMEZONE=Mars/Base\n` })
  let out = ''
  let err = ''
  const io = { stdout: (s: string) => { out += s }, stderr: (s: string) => { err += s } }
  t.equal(await runCli(['user', 'list', '--json'], { env: { TIMEZONE: 'UTC' }, dotenv: join(dir, '.env'), ...io }), 0, err)
  t.same(JSON.parse(out).map((u: { login: string }) => u.login), ['admin'], "DATABASE_URL from the file: that database's users")
  err = ''
  t.equal(await runCli(['user', 'list'], { env: {}, dotenv: join(dir, '.env'), ...io }), 1, 'without the real TIMEZONE, the file\'s bad one counts')
  t.match(err, /TIMEZONE "Mars\/Base"/)
})

t.test('the real entry point: node --import tsx src/cli.ts user list --json', async (t) => {
  const ctx = await setup(t, {}, { empty: true }) // the first command migrates the new file
  t.equal((await ctx.cli('user', 'add', 'ivy', '--role', 'author')).code, 0)
  const run = promisify(execFile)
  const env = { ...process.env, DATABASE_URL: ctx.databaseUrl }
  const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'user', 'list', '--json'], { cwd: root, env })
  t.equal(stderr, '')
  t.same(JSON.parse(stdout).map((u: any) => [u.id, u.login, u.role]), [[1, 'admin', 'administrator'], [2, 'ivy', 'author']], 'exit 0 and JSON')
  // The exit code of a failure reaches the shell.
  const failed = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'user', 'add', 'ivy', '--role', 'author'], { cwd: root, env }).then(() => null, (e: { code: number; stderr: string }) => e)
  t.equal(failed?.code, 1)
  t.match(failed?.stderr, 'login "ivy" already exists')
  const usage = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'nope'], { cwd: root, env }).then(() => null, (e: { code: number }) => e)
  t.equal(usage?.code, 2)
})

t.test('npm run cli (scripts/cli.mjs) runs dist/src/cli.js when the build is current, else the sources through tsx', async (t) => {
  const { distIsCurrent, stampBuild } = await import('../scripts/build-state.mjs')
  const { utimesSync, writeFileSync, rmSync } = await import('node:fs')
  const tree = t.testdir({
    'package-lock.json': '{}',
    prisma: { 'schema.prisma': '' },
    src: { 'cli.ts': '', 'server.ts': '', db: { 'a.ts': '' }, generated: { 'client.ts': '' } },
    dist: { src: { 'cli.js': '', 'server.js': '', db: { 'a.js': '' } } },
  })
  const old = new Date(Date.now() - 120_000)
  const touch = (path: string, when: Date) => utimesSync(join(tree, path), when, when)
  for (const f of ['package-lock.json', 'prisma/schema.prisma', 'src/cli.ts', 'src/server.ts', 'src/db/a.ts', 'src/generated/client.ts']) touch(f, old)
  t.equal(distIsCurrent(tree), false, 'never stamped: an interrupted or foreign build')
  stampBuild(tree)
  t.equal(distIsCurrent(tree), true, 'stamped after the newest source')
  t.equal(distIsCurrent(tree, 'cli.js'), true, 'the CLI entry too')
  touch('src/generated/client.ts', new Date())
  t.equal(distIsCurrent(tree), true, 'the generated client (rewritten by every npm ci) counts by its inputs')
  touch('prisma/schema.prisma', new Date(Date.now() + 60_000))
  t.equal(distIsCurrent(tree), false, 'its input, the Prisma schema, edited after the build')
  touch('prisma/schema.prisma', old)
  touch('src/db/a.ts', new Date(Date.now() + 60_000))
  t.equal(distIsCurrent(tree), false, 'a source edited after the build')
  touch('src/db/a.ts', old)
  writeFileSync(join(tree, 'src', 'db', 'new.ts'), '')
  touch('src/db/new.ts', new Date(Date.now() + 60_000)) // file times may be coarser than the stamp's
  t.equal(distIsCurrent(tree), false, 'a source added after the build')
  rmSync(join(tree, 'src', 'db', 'new.ts'))
  rmSync(join(tree, 'dist', 'src', 'cli.js'))
  t.equal(distIsCurrent(tree, 'cli.js'), false, 'the entry missing')
  rmSync(join(tree, 'dist'), { recursive: true })
  t.equal(distIsCurrent(tree), false, 'no dist at all')

  // Whichever it picks in this checkout, the real entry point answers and passes the exit code on.
  const ctx = await setup(t, {}, { empty: true })
  const run = promisify(execFile)
  const env = { ...process.env, DATABASE_URL: ctx.databaseUrl }
  const { stdout } = await run(process.execPath, ['scripts/cli.mjs', 'user', 'list', '--json'], { cwd: root, env })
  t.same(JSON.parse(stdout).map((u: any) => u.login), ['admin'], 'exit 0 and JSON')
  const usage = await run(process.execPath, ['scripts/cli.mjs', 'nope'], { cwd: root, env }).then(() => null, (e: { code: number }) => e)
  t.equal(usage?.code, 2, 'usage error: exit 2')
})

t.test('user set-password: the password comes from stdin (never argv), lets the user sign in, and ends their sessions', async (t) => {
  const ctx = await setup(t)
  t.equal((await ctx.cli('user', 'add', 'ann', '--role', 'editor')).code, 0)
  const PW = 'correct horse battery staple'
  let out = ''
  let err = ''
  const io = (secret: string) => ({ env: { DATABASE_URL: ctx.databaseUrl }, stdout: (s: string) => { out += s }, stderr: (s: string) => { err += s }, readSecret: async () => secret })
  t.equal(await runCli(['user', 'set-password', 'ann'], io(PW)), 0)
  t.match(out, 'Password of "ann" set')
  const [row] = rows<{ passwordHash: string }>(ctx.dbFile, 'SELECT "passwordHash" FROM "User" WHERE "login" = \'ann\'')
  t.match(row!.passwordHash, /^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/, 'a self-describing scrypt hash')
  t.notOk(row!.passwordHash.includes(PW))
  const app = await ctx.app()
  const signIn = await req(app, { method: 'POST', url: `${BASE}/session`, payload: { login: 'ann', password: PW } })
  t.equal(signIn.statusCode, 200, 'the new password signs in')
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!
  t.equal(await runCli(['user', 'set-password', 'ann'], io('another long password')), 0)
  t.match(out, '1 session(s) ended')
  t.equal((await req(app, { method: 'GET', url: `${BASE}/session`, headers: { cookie } })).statusCode, 401, 'the old session ended')

  t.equal(await runCli(['user', 'set-password', 'ann'], io('short')), 2, 'too short: usage error')
  t.match(err, 'the password must have 10 to 256 characters')
  t.equal(await runCli(['user', 'set-password', 'nobody'], io(PW)), 1, 'unknown login')
  t.equal((await ctx.cli('user', 'set-password', 'ann', PW)).code, 2, 'a password in argv is refused (unexpected argument)')
})

t.test('user set-password through the real entry point reads the first line of a pipe', async (t) => {
  const ctx = await setup(t)
  const PW = 'piped password 0123'
  const { spawn } = await import('node:child_process')
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'user', 'set-password', 'admin'], { cwd: root, env: { ...process.env, DATABASE_URL: ctx.databaseUrl, DOTENV: '0' } })
  let out = ''
  child.stdout.on('data', (d) => { out += String(d) })
  child.stdin.end(`${PW}\nignored second line\n`)
  const code = await new Promise((resolve) => child.on('close', resolve))
  t.equal(code, 0)
  t.match(out, 'Password of "admin" set')
  const app = await ctx.app()
  t.equal((await req(app, { method: 'POST', url: `${BASE}/session`, payload: { login: 'admin', password: PW } })).statusCode, 200, 'the piped password signs in')
})
