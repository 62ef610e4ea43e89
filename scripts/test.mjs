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

/** Runs tap with `env`, echoing its output; resolves to its exit code and the counts of its summary line. */
function tap (env) {
  return new Promise((resolve) => {
    const child = spawn(tapBin, [`--jobs=${JOBS}`, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
    let last = ''
    let buffer = ''
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      buffer += chunk
      const lines = buffer.split('\n')
      buffer = lines.pop()
      for (const line of lines) if (/^# \{ total: \d+/.test(line)) last = line
    })
    child.on('close', (code) => {
      const count = (name) => Number(new RegExp(`${name}: (\\d+)`).exec(last)?.[1] ?? 0)
      resolve({ code: code ?? 1, total: count('total'), pass: count('pass'), fail: count('fail') })
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

const passes = []
cleanSqliteTemplates()
console.log('# tests on SQLite')
passes.push(await tap({ TEST_DATABASE: 'sqlite' }))
if (postgresUrl) {
  try {
    await preparePostgres(postgresUrl)
  } catch (err) {
    console.error(`TEST_POSTGRES_URL=${postgresUrl}: PostgreSQL is not reachable (${err.message})`)
    passes.push({ code: 1, total: 1, pass: 0, fail: 1 })
  }
  if (passes.length === 1) {
    console.log(`# tests on PostgreSQL (${postgresUrl})`)
    passes.push(await tap({ TEST_DATABASE: 'postgresql' }))
  }
} else {
  console.log('# TEST_POSTGRES_URL is not set: PostgreSQL pass skipped')
}
const sum = (k) => passes.reduce((n, p) => n + p[k], 0)
console.log(`# { total: ${sum('total')}, pass: ${sum('pass')}, fail: ${sum('fail')} }`)
process.exit(passes.some((p) => p.code !== 0) ? 1 : 0)
