// Text comparison benchmark (issue 39, SPEC §3.10): median and p99 latency of the searches of the five list routes
// and of the term lists ordered by name or slug, over the deterministic 100k-event SQLite calendar of ./seed.ts, and
// the time a start spends migrating and refilling the search text the migration text_collation marks stale.
//
//   npx tsx bench/text.ts [--db bench/data/calendar-100k.db] [--iterations 100] [--copy]
//
// `--copy` runs on a copy of the file (so that the template keeps its state, e.g. before a migration) and reports the
// migration and the start separately. The same file runs unchanged against an older checkout (copy it there), so two
// commits can be compared in one sitting; docs/performance.md ("Text comparison") has the figures. Requests run one
// at a time, in-process (`inject`), response cache off, clock pinned to noon of the seed's anchor day.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { applyMigrations } from '../src/db/migrate.js'
import { buildApp } from '../src/app.js'
import { testConfig } from '../src/config.js'
import { createDb, prepareDb } from '../src/db/client.js'
import { Repositories } from '../src/repositories/index.js'
import { refillSearchTextAtStart } from '../src/services/events/service.js'
import { BENCH_NOON_MS, BENCH_TIMEZONE } from './seed.js'

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'bench/data/calendar-100k.db' },
    iterations: { type: 'string', default: '100' },
    copy: { type: 'boolean', default: false },
  },
})
const template = resolve(values.db!)
if (!existsSync(template)) throw new Error(`${template}: seed it first (npm run bench:seed)`)
const iterations = Number(values.iterations)
let file = template
if (values.copy) {
  file = join(tmpdir(), `bench-text-${process.pid}.db`)
  copyFileSync(template, file)
  process.on('exit', () => { for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true }) })
}

const t0 = performance.now()
const migrated = await applyMigrations({ databaseUrl: `file:${file}` })
const migrateMs = performance.now() - t0
// What src/server.ts does before it builds the app: refill the search text a migration marked stale.
const t1 = performance.now()
const db = await createDb(`file:${file}`, { poolSize: 1 })
await prepareDb(db, `file:${file}`)
const refilled = await refillSearchTextAtStart(Repositories.of(db))
await db.$disconnect()
const refillMs = performance.now() - t1
const t2 = performance.now()
const app = await buildApp(testConfig({ databaseUrl: `file:${file}`, timezone: BENCH_TIMEZONE, siteUrl: 'https://example.org', responseCacheMb: 0, maxEventLoopDelayMs: 0 }), {
  logger: false,
  print: () => {},
  clock: () => new Date(BENCH_NOON_MS),
})
const startMs = performance.now() - t2
console.log(`migrations applied now: ${migrated.length ? migrated.join(', ') : 'none'} (${migrateMs.toFixed(0)} ms); search text refilled: ${refilled} events (${refillMs.toFixed(0)} ms); app start ${startMs.toFixed(0)} ms`)

const base = '/wp-json/calendar/events/v1'
const scenarios: Array<[string, string]> = [
  ['events search concert', '/events?search=concert'],
  ['events search music (most frequent)', '/events?search=music'],
  ['events search KÖLN', '/events?search=K%C3%96LN'],
  ['events search zurich (no accent)', '/events?search=zurich'],
  ['events search eglise (no accent)', '/events?search=eglise'],
  ['events search strasse (ß)', '/events?search=strasse'],
  ['events search ka (two letters)', '/events?search=ka'],
  ['events search zzyzx (no match)', '/events?search=zzyzx'],
  ['venues search cafe', '/venues?search=cafe'],
  ['venues search zurich', '/venues?search=zurich'],
  ['organizers search org', '/organizers?search=org'],
  ['tags orderby=name', '/tags?hide_empty=false&per_page=50'],
  ['tags orderby=name page 5', '/tags?hide_empty=false&per_page=50&page=5'],
  ['tags orderby=slug desc', '/tags?hide_empty=false&per_page=50&orderby=slug&order=desc'],
  ['tags search', '/tags?hide_empty=false&search=a'],
  ['categories orderby=name', '/categories?hide_empty=false&per_page=50'],
  ['categories search', '/categories?hide_empty=false&search=e'],
]

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
const rows: Array<{ scenario: string; url: string; total: number; median: number; p99: number }> = []
for (const [, path] of scenarios) for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: base + path })
for (const [name, path] of scenarios) {
  const url = base + path
  const first = await app.inject({ method: 'GET', url })
  if (first.statusCode !== 200 && first.statusCode !== 404) throw new Error(`${name}: ${first.statusCode} ${first.body.slice(0, 300)}`)
  const times: number[] = []
  for (let i = 0; i < iterations; i++) {
    const t = process.hrtime.bigint()
    await app.inject({ method: 'GET', url })
    times.push(Number(process.hrtime.bigint() - t) / 1e6)
  }
  times.sort((a, b) => a - b)
  const row = { scenario: name, url, total: Number(first.headers['x-calendar-total']), median: quantile(times, 0.5), p99: quantile(times, 0.99) }
  rows.push(row)
  console.log(`${name.padEnd(38)} total ${String(row.total).padStart(6)}   median ${row.median.toFixed(2).padStart(7)} ms   p99 ${row.p99.toFixed(2).padStart(7)} ms`)
}
await app.close()
mkdirSync('bench/results', { recursive: true })
const out = `bench/results/text-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
writeFileSync(out, JSON.stringify({ date: new Date().toISOString(), node: process.version, iterations, migrated, migrateMs, refilled, refillMs, startMs, rows }, null, 2))
console.log(`wrote ${out}`)
