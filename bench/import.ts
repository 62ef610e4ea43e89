// Write side of `import` (issue 24): a synthetic source of N events (the events recorded from the real plugin in
// test/fixtures/tec/site.json, cloned under new ids and slugs), replayed by the tests' fixture server, imported into a
// fresh SQLite file (or DATABASE_URL). Prints the time spent reading the source and writing, and a second run's.
//   npx tsx bench/import.ts [N=2000]
// A hostile site (issue 37): PAGES pages of PER_PAGE events with descriptions of BYTES bytes (and one record with NUL
// per page), made up as they are read, imported in a child process under a heap of HEAP_MB (test/import/heap-child.ts);
// prints the heap after a full GC at a tenth of the pages and at the end, and the time.
//   npx tsx bench/import.ts --hostile [PAGES=50000] [PER_PAGE=1] [BYTES=100] [HEAP_MB=96] [write|dry]
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDb, prepareDb } from '../src/db/client.js'
import { applyMigrations } from '../src/db/migrate.js'
import { runImport } from '../src/import/importer.js'
import { Repositories } from '../src/repositories/index.js'
import { ensureAdminUser } from '../src/services/users.js'
import { loadFixture, startFixtureServer, startGeneratedSite, type Recorded } from '../test/import/fixture-server.js'

if (process.argv[2] === '--hostile') {
  const [pages = 50_000, perPage = 1, bytes = 100, heapMb = 96] = process.argv.slice(3, 7).map(Number)
  const mode = process.argv[7] ?? 'write'
  const site = await startGeneratedSite({ pages, perPage, descriptionBytes: bytes, hostile: true })
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'))
  const databaseUrl = process.env.DATABASE_URL ?? `file:${join(dir, 'bench.db')}`
  try {
    await applyMigrations({ databaseUrl })
    const marks = [Math.max(1, Math.round(pages / 10)), pages]
    const t0 = Date.now()
    const child = spawn(process.execPath, [`--max-old-space-size=${heapMb}`, '--expose-gc', '--import=tsx', 'test/import/heap-child.ts', site.root, mode, marks.join(',')], {
      cwd: new URL('..', import.meta.url).pathname,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => { out += d.toString() })
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    const r = code === 0 ? JSON.parse(out.trim()) as { heap: Record<string, number>; events: Record<string, number>; problems: number; kept: number; requests: number } : undefined
    const mib = (b: number | undefined): string => `${((b ?? NaN) / 1048576).toFixed(1)} MiB`
    console.log(`${pages} pages × ${perPage} events of ${bytes} B (+1 hostile each), ${mode}, heap limit ${heapMb} MB: exit ${code} in ${((Date.now() - t0) / 1000).toFixed(0)} s`)
    if (r) console.log(`  events ${JSON.stringify(r.events)}; ${r.problems} problems (${r.kept} kept); ${r.requests} requests; heap after page ${marks[0]}: ${mib(r.heap[marks[0]!])}, after page ${pages}: ${mib(r.heap[pages])}`)
  } finally {
    await site.close()
    rmSync(dir, { recursive: true, force: true })
  }
  process.exit(0)
}

const n = Number(process.argv[2] ?? 2000)
const fixture = loadFixture()
const lists = Object.entries(fixture.import).filter(([k]) => k.includes('/tribe/events/v1/events?'))
const events = lists.flatMap(([, r]) => (r.body as { events: Array<Record<string, unknown>> }).events)
  .filter((e) => e.all_day !== null) // not the protected one (its password is per id)
const base = 100_000
const synthetic = Array.from({ length: n }, (_, i) => {
  const e = structuredClone(events[i % events.length]!)
  e.id = base + i
  e.slug = `${String(e.slug) || 'event'}-${i}`
  e.title = `${String(e.title)} #${i}`
  return e
})
for (const [k] of lists) delete fixture.import[k]
const query = 'start_date=1000-01-01+00%3A00%3A00&end_date=9999-12-31+23%3A59%3A59&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate%2Ctrash'
const pages = Math.ceil(n / 50)
for (let p = 1; p <= pages; p++) {
  const rec: Recorded = { status: 200, headers: { 'content-type': 'application/json', 'x-tec-total': String(n), 'x-tec-totalpages': String(pages) }, body: { events: synthetic.slice((p - 1) * 50, p * 50), total: n, total_pages: pages } }
  fixture.import[`${fixture.root}tribe/events/v1/events?${query}&per_page=50&page=${p}`] = rec
}
// core's list of ids and passwords: the synthetic events only
for (const k of Object.keys(fixture.import)) if (k.includes('/wp/v2/tribe_events?')) fixture.import[k] = { status: 200, headers: { 'x-wp-totalpages': '1' }, body: [] }
for (const k of Object.keys(fixture.import)) {
  const m = /^(.*[?&]per_page=)10(&page=1)$/.exec(k)
  if (m) fixture.import[`${m[1]}50${m[2]}`] = fixture.import[k]!
}

const server = await startFixtureServer(fixture)
const dir = mkdtempSync(join(tmpdir(), 'bench-import-'))
const databaseUrl = process.env.DATABASE_URL ?? `file:${join(dir, 'bench.db')}`
try {
  await applyMigrations({ databaseUrl })
  const db = await createDb(databaseUrl)
  await prepareDb(db, databaseUrl)
  const repos = Repositories.of(db)
  await ensureAdminUser(repos)
  for (const label of ['first run', 'second run']) {
    const r = await runImport(repos, { root: server.root, user: 'admin', appPassword: 'x', language: 'en', fallbackAuthor: 1 })
    const ev = r.resources.find((s) => s.resource === 'events')!
    console.log(`${label}: ${ev.fetched} events (${ev.created} created, ${ev.unchanged} unchanged, ${r.problems.length} problems); read ${r.fetchMs} ms, written ${r.writeMs} ms = ${(ev.fetched / (r.writeMs / 1000)).toFixed(0)} events/s of writing`)
  }
  await db.$disconnect()
} finally {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
}
