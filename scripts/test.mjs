#!/usr/bin/env node
// `npm test`: the whole tap suite on SQLite, then, when TEST_POSTGRES_URL names a PostgreSQL server, the whole
// suite again on PostgreSQL (TEST_DATABASE=postgresql: every test database is a schema of its own on that server,
// see test/helper.ts). Arguments go to both tap runs (`npm test -- test/routes/terms.test.ts`).
// Ends with one summary line for both passes, in tap's own form: `# { total: N, pass: N, fail: N }`.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const tapBin = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'tap')
const args = process.argv.slice(2)
const postgresUrl = process.env.TEST_POSTGRES_URL || undefined

/** Runs tap with `env`, echoing its output; resolves to its exit code and the counts of its summary line. */
function tap (env) {
  return new Promise((resolve) => {
    const child = spawn(tapBin, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
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

/** Fails fast, with the reason, when the PostgreSQL server cannot be reached; drops the test schemas an earlier,
 *  interrupted run left behind (test/helper.ts names them calendar_test_<pid>_<random>). */
async function preparePostgres (url) {
  const { default: pg } = await import(require.resolve('pg'))
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    const { rows } = await client.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'calendar\\_test\\_%'")
    for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`)
  } finally {
    await client.end().catch(() => {})
  }
}

const passes = []
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
