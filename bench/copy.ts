// `calendar-cli copy` (SPEC §9.9) on the benchmark calendar, both ways: the seeded SQLite file (bench/seed.ts) to a
// new PostgreSQL schema, and that schema to a new SQLite file. Prints the time of each copy, the rows moved and the
// machine's load average around it (docs/performance.md "Copying between databases").
//
//   npx tsx bench/copy.ts [--from bench/data/calendar-100k.db] [--pg postgresql://postgres@127.0.0.1:5432/test]
//
// The source is seeded first when the file is missing (100k events: a few minutes). The PostgreSQL schema and the
// SQLite copy are removed at the end.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { copyCalendar, type CopyResult } from '../src/db/copy/copy.js'
import { postgresConnection } from '../src/db/client.js'
import { DEFAULT_SEED, seed, SeedProgress } from './seed.js'

const { values } = parseArgs({
  options: {
    from: { type: 'string', default: 'bench/data/calendar-100k.db' },
    pg: { type: 'string', default: process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/test' },
  },
})
const sourceFile = resolve(values.from!)
if (!existsSync(sourceFile)) {
  console.log(`seeding ${sourceFile}`)
  await seed(`file:${sourceFile}`, DEFAULT_SEED, (m) => console.log(m), new SeedProgress(process.stdout))
}

const schema = `copy_bench_${process.pid}`
const pgUrl = new URL(values.pg!)
pgUrl.searchParams.set('schema', schema)
const dir = mkdtempSync(join(tmpdir(), 'copy-bench-'))
const back = `file:${join(dir, 'back.db')}`

const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ')

async function timed (label: string, from: string, to: string): Promise<void> {
  const before = load()
  const started = process.hrtime.bigint()
  const phases = new Map<string, bigint>()
  const result: CopyResult = await copyCalendar({
    from,
    to,
    progress: (p) => { if (!phases.has(p.phase)) phases.set(p.phase, process.hrtime.bigint()) },
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const verify = Number(process.hrtime.bigint() - (phases.get('verify') ?? started)) / 1e9
  const rows = result.tables.reduce((n, t) => n + t.rows, 0)
  const events = result.tables.find((t) => t.table === 'Event')?.rows ?? 0
  console.log(`${label}: ${events} events, ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s; verification ${verify.toFixed(1)} s of it); load average ${before} → ${load()}`)
}

try {
  await timed('SQLite → PostgreSQL', `file:${sourceFile}`, pgUrl.toString())
  await timed('PostgreSQL → SQLite', pgUrl.toString(), back)
} finally {
  rmSync(dir, { recursive: true, force: true })
  const { default: pg } = await import('pg')
  const client = new pg.Client(postgresConnection(values.pg!).config)
  await client.connect()
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  await client.end()
}
