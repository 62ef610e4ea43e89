// Run by heap.test.ts and bench/import.ts under a fixed heap (`node --max-old-space-size=… --expose-gc`): imports the
// site at argv[2] into DATABASE_URL (a dry run with argv[3] = "dry") and prints one JSON line: the heap used after a
// full GC when the event pages named by argv[4] (comma-separated) were read, and the run's summary.
import { createDb, prepareDb } from '../../src/db/client.js'
import { runImport } from '../../src/import/importer.js'
import { Repositories } from '../../src/repositories/index.js'
import { ensureAdminUser } from '../../src/services/users.js'

const [root, mode, marks] = process.argv.slice(2)
const checkpoints = new Set((marks ?? '').split(',').filter(Boolean).map(Number))
const gc = (globalThis as { gc?: () => void }).gc
if (!root || !gc) throw new Error('usage: node --expose-gc --import tsx heap-child.ts <root> [dry|write] [page,page,…]')
const databaseUrl = process.env.DATABASE_URL!
const db = await createDb(databaseUrl)
await prepareDb(db, databaseUrl)
const repos = Repositories.of(db)
await ensureAdminUser(repos)
const heap: Record<number, number> = {}
const t0 = Date.now()
const result = await runImport(repos, {
  root,
  language: 'en',
  fallbackAuthor: 1,
  dryRun: mode === 'dry',
  source: { timeoutMs: 30_000 },
  progress: (e) => {
    if (e.type !== 'fetch' || e.resource !== 'events' || !checkpoints.has(e.page)) return
    gc()
    heap[e.page] = process.memoryUsage().heapUsed
  },
})
await db.$disconnect()
const events = result.resources.find((s) => s.resource === 'events')!
console.log(JSON.stringify({ heap, events, problems: result.problems.length + (result.problemsOmitted ?? 0), kept: result.problems.length, ms: Date.now() - t0, requests: result.requests }))
