#!/usr/bin/env node
// `npm test`: the whole tap suite on SQLite, then, when TEST_POSTGRES_URL names a PostgreSQL server, the whole
// suite again on PostgreSQL (TEST_DATABASE=postgresql: every test database is a schema of its own on that server,
// or with TEST_POSTGRES_TEMPLATE=1 a database cloned from a migrated template, see test/helper.ts). Arguments go
// to both tap runs (`npm test -- test/routes/terms.test.ts`).
// Ends with one summary line for both passes, in tap's own form: `# { total: N, pass: N, fail: N }`.
import { spawn } from 'node:child_process'
import os from 'node:os'
import { readdirSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SQLITE_TEMPLATE_DIR, ownerPid, postgresTemplateName, processAlive, sqliteTemplatePath, templateKey } from '../test/templates.mjs'

const require = createRequire(import.meta.url)
const tapBin = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'tap')
const args = process.argv.slice(2)
// tap 21 runs availableParallelism() − 1 files at once on machines of up to 4 CPUs: one at a time on a 2-core machine,
// which left a core idle (the suite is CPU-bound: a test file at a time took ~1.6× as long). One file per CPU, at least 2.
const JOBS = Math.max(2, os.availableParallelism())
const postgresUrl = process.env.TEST_POSTGRES_URL || undefined

/** A test file's top-level result line: `ok 12 - test/routes/terms.test.ts # time=5123.4ms`. */
const FILE_RESULT = /^(not )?ok \d+ - (test\/\S+) # time=([\d.]+)ms/

/** Runs tap with `env`, echoing its output; resolves to its exit code, the counts of its summary line, its wall time
 *  and each test file's own time. */
function tap (env) {
  const started = performance.now()
  const files = []
  return new Promise((resolve) => {
    const child = spawn(tapBin, [`--jobs=${JOBS}`, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
    let last = ''
    let buffer = ''
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      buffer += chunk
      const lines = buffer.split('\n')
      buffer = lines.pop()
      for (const line of lines) {
        if (/^# \{ total: \d+/.test(line)) last = line
        const m = FILE_RESULT.exec(line)
        if (m) files.push({ file: m[2], ms: Number(m[3]), ok: !m[1] })
      }
    })
    child.on('close', (code) => {
      const count = (name) => Number(new RegExp(`${name}: (\\d+)`).exec(last)?.[1] ?? 0)
      resolve({ code: code ?? 1, total: count('total'), pass: count('pass'), fail: count('fail'), ms: performance.now() - started, files })
    })
  })
}

/** Removes the SQLite templates of other migrations and the build directories of processes that are gone (see
 *  test/templates.mjs). A process of another checkout's run that still uses a removed template makes it again. */
function cleanSqliteTemplates () {
  const current = sqliteTemplatePath(templateKey())
  let names
  try {
    names = readdirSync(SQLITE_TEMPLATE_DIR)
  } catch {
    return
  }
  for (const name of names) {
    const path = join(SQLITE_TEMPLATE_DIR, name)
    const pid = ownerPid(name)
    if (/^sqlite-[0-9a-f]+\.db$/.test(name) ? path !== current : pid !== undefined && !processAlive(pid)) rmSync(path, { recursive: true, force: true })
  }
}

/** Fails fast, with the reason, when the PostgreSQL server cannot be reached; drops what earlier, interrupted runs
 *  left behind: test schemas and test databases (test/helper.ts names both calendar_test_<pid>_<random>) and
 *  template builds (calendar_build_<pid>_<random>) of processes that no longer run, and the template databases of
 *  other migrations (calendar_template_<hash>). What a live process (another checkout's run) uses is kept. */
async function preparePostgres (url) {
  const { default: pg } = await import(require.resolve('pg'))
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  const leftover = (name) => { const pid = ownerPid(name); return pid === undefined || !processAlive(pid) }
  try {
    await client.connect()
    const { rows } = await client.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'calendar\\_test\\_%'")
    for (const { nspname } of rows) if (leftover(nspname)) await client.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`)
    const template = postgresTemplateName(templateKey())
    const databases = await client.query("SELECT datname FROM pg_database WHERE datname LIKE 'calendar\\_test\\_%' OR datname LIKE 'calendar\\_build\\_%' OR datname LIKE 'calendar\\_template\\_%'")
    for (const { datname } of databases.rows) {
      if (datname.startsWith('calendar_template_') ? datname !== template : leftover(datname)) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    }
  } finally {
    await client.end().catch(() => {})
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** How long each part took: each pass's wall time, then per test folder the time its files ran (files run JOBS at a
 *  time, so the folders add up to more than the wall time), and the slowest files. */
function report (passes) {
  console.log(`# time per part (${JOBS} test files at a time)`)
  for (const p of passes) {
    if (!p.name) continue
    console.log(`#   ${p.name}: ${seconds(p.ms)} wall, ${p.files.length} files, ${p.pass} passed, ${p.fail} failed`)
    const byFolder = new Map()
    for (const f of p.files) {
      const folder = f.file.split('/').slice(0, -1).join('/')
      const entry = byFolder.get(folder) ?? { ms: 0, n: 0 }
      byFolder.set(folder, { ms: entry.ms + f.ms, n: entry.n + 1 })
    }
    for (const [folder, { ms, n }] of [...byFolder].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(`#     ${folder.padEnd(20)} ${seconds(ms).padStart(8)} in ${n} files`)
    }
    const slowest = [...p.files].sort((a, b) => b.ms - a.ms).slice(0, 5)
    console.log(`#     slowest: ${slowest.map((f) => `${f.file.replace(/^test\//, '')} ${seconds(f.ms)}`).join(', ')}`)
    const failed = p.files.filter((f) => !f.ok)
    if (failed.length) console.log(`#     failed: ${failed.map((f) => f.file).join(', ')}`)
  }
}

const passes = []
cleanSqliteTemplates()
console.log('# tests on SQLite')
passes.push({ name: 'SQLite', ...await tap({ TEST_DATABASE: 'sqlite' }) })
if (postgresUrl) {
  try {
    await preparePostgres(postgresUrl)
  } catch (err) {
    console.error(`TEST_POSTGRES_URL=${postgresUrl}: PostgreSQL is not reachable (${err.message})`)
    passes.push({ code: 1, total: 1, pass: 0, fail: 1 })
  }
  if (passes.length === 1) {
    console.log(`# tests on PostgreSQL (${postgresUrl})`)
    passes.push({ name: 'PostgreSQL', ...await tap({ TEST_DATABASE: 'postgresql' }) })
  }
} else {
  console.log('# TEST_POSTGRES_URL is not set: PostgreSQL pass skipped')
}
report(passes)
const sum = (k) => passes.reduce((n, p) => n + p[k], 0)
console.log(`# { total: ${sum('total')}, pass: ${sum('pass')}, fail: ${sum('fail')} }`)
process.exit(passes.some((p) => p.code !== 0) ? 1 : 0)
