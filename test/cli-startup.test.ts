// The CLI's start-up (issue 42, item 6): `--help` and usage errors load no database code, a command that has to
// migrate says so on stderr before anything else, and `npm run cli` says when it runs the sources through tsx. The
// timings themselves are in docs/performance.md ("The CLI"); this checks the behaviour that makes them, on the
// database of this run (TEST_DATABASE).
import t from 'tap'
import { execFile } from 'node:child_process'
import { utimesSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { EnvSchema } from '../src/config.js'
import { cliEntry } from '../scripts/cli.mjs'
import { TEST_DATABASE, emptyDatabaseUrl, freshDatabaseUrl } from './helper.js'

const root = new URL('..', import.meta.url).pathname
const run = promisify(execFile)

/** Runs runCli in a process of its own and reports what it wrote, in order, and the CommonJS modules loaded by then
 *  (better-sqlite3, pg and Prisma's runtime are CommonJS, so a database driver shows there). */
const PROBE = `
import { createRequire } from 'node:module'
const { runCli } = await import(process.env.PROBE_CLI)
const events = []
const code = await runCli(JSON.parse(process.env.PROBE_ARGV), { env: process.env, stdout: (s) => { events.push(['out', s]) }, stderr: (s) => { events.push(['err', s]) } })
process.stdout.write(JSON.stringify({ code, events, loaded: Object.keys(createRequire(import.meta.url).cache) }))
`
interface Probe { code: number; events: Array<['out' | 'err', string]>; loaded: string[] }

async function probe (argv: string[], databaseUrl: string): Promise<Probe> {
  // The child sees none of the shell's service settings, only the database of the test.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !(name in EnvSchema.properties)))
  const { stdout } = await run(process.execPath, [`--import=${import.meta.resolve('tsx')}`, '--input-type=module', '-e', PROBE], {
    cwd: root,
    env: { ...env, DOTENV: '0', DATABASE_URL: databaseUrl, PROBE_CLI: join(root, 'src/cli.ts'), PROBE_ARGV: JSON.stringify(argv) },
  })
  return JSON.parse(stdout) as Probe
}

const DRIVERS = /[\\/]node_modules[\\/](better-sqlite3|pg|@prisma[\\/][^\\/]+)[\\/]/
const drivers = (p: Probe): string[] => [...new Set(p.loaded.flatMap((f) => DRIVERS.exec(f)?.[1] ?? []))].sort()
const text = (p: Probe, stream: 'out' | 'err'): string => p.events.filter(([s]) => s === stream).map(([, s]) => s).join('')

t.test('--help and usage errors answer without loading a database driver or Prisma, whatever DATABASE_URL says', async (t) => {
  // A server nobody listens on: touching it would fail the command.
  const unreachable = 'postgresql://nobody@127.0.0.1:1/none?schema=none'
  for (const argv of [['--help'], ['-h'], ['help'], []]) {
    const p = await probe(argv, unreachable)
    t.equal(p.code, 0, `${argv.join(' ') || '(none)'}: exit 0`)
    t.match(text(p, 'out'), /^Usage: npm run cli/)
    t.equal(text(p, 'err'), '')
    t.same(drivers(p), [], `${argv.join(' ') || '(none)'}: no driver loaded`)
  }
  for (const [argv, message] of [
    [['user', 'add', 'x'], /missing --role/],
    [['import', 'https://example.org/wp-json/', '--language', 'xx'], /invalid --language "xx" \(one of: en, nl, de, fr\)/],
    [['import', '--ics', 'a.ics', '--language', 'xx'], /invalid --language "xx"/],
  ] as Array<[string[], RegExp]>) {
    const p = await probe(argv, unreachable)
    t.equal(p.code, 2, `${argv.join(' ')}: usage error`)
    t.match(text(p, 'err'), message)
    t.same(drivers(p), [], `${argv.join(' ')}: no driver loaded`)
  }
})

t.test('a command loads the driver of its database; on a migrated database it prints nothing on stderr', async (t) => {
  const p = await probe(['user', 'list', '--json'], await freshDatabaseUrl(t))
  t.equal(p.code, 0, text(p, 'err'))
  t.same(JSON.parse(text(p, 'out')).map((u: { login: string }) => u.login), ['admin'])
  t.equal(text(p, 'err'), '', 'up to date: no migration message')
  // The check above is not vacuous: the probe does see drivers once they load.
  t.ok(drivers(p).includes(TEST_DATABASE === 'postgresql' ? 'pg' : 'better-sqlite3'), `loaded: ${drivers(p).join(', ')}`)
  t.ok(drivers(p).some((d) => d.startsWith('@prisma')), 'and Prisma')
})

t.test('a command that migrates says so on stderr first, once', async (t) => {
  const databaseUrl = emptyDatabaseUrl(t)
  const first = await probe(['token', 'issue', 'admin', '--label', 'first'], databaseUrl)
  t.equal(first.code, 0, text(first, 'err'))
  t.equal(first.events[0]?.[0], 'err', 'the first thing written is on stderr')
  t.match(first.events[0]?.[1], /^Applying \d+ pending migrations to the database first \(a new database, or a new version; a few seconds\)…\n$/)
  t.equal(first.events.filter(([s]) => s === 'err').length, 1, 'one line')
  t.match(text(first, 'out'), /^Issued token \d+ for "admin" \(label "first"\)/)
  const second = await probe(['token', 'issue', 'admin'], databaseUrl)
  t.equal(second.code, 0)
  t.equal(text(second, 'err'), '', 'migrated now: nothing to say')
})

t.test('npm run cli says on stderr when it compiles the sources (dist/ stale or missing), and only then', async (t) => {
  const tree = t.testdir({
    'package-lock.json': '{}',
    prisma: { 'schema.prisma': '' },
    src: { 'cli.ts': '' },
    dist: { src: { 'cli.js': '' }, '.build-stamp': '' },
  })
  const old = new Date(Date.now() - 120_000)
  for (const f of ['package-lock.json', 'prisma/schema.prisma', 'src/cli.ts']) utimesSync(join(tree, f), old, old)
  t.same(cliEntry(tree), { file: join(tree, 'dist/src/cli.js'), tsx: false, note: '' }, 'built: the compiled CLI, silently')
  utimesSync(join(tree, 'src/cli.ts'), new Date(Date.now() + 60_000), new Date(Date.now() + 60_000))
  const stale = cliEntry(tree)
  t.same([stale.file, stale.tsx], [join(tree, 'src/cli.ts'), true], 'a source newer than the build: the sources')
  t.match(stale.note, /^cli: dist\/ is missing or older than src\/: compiling the sources with tsx .*`npm run build` makes commands fast\)\n$/)
  // The real entry point prints exactly that note for this checkout's state, before the usage.
  const { stdout, stderr } = await run(process.execPath, ['scripts/cli.mjs', '--help'], { cwd: root, env: { ...process.env, DOTENV: '0' } })
  t.equal(stderr, cliEntry().note)
  t.match(stdout, /^Usage: npm run cli/)
})
