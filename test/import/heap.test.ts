// Issue 37: `import` streams a hostile site — each page is written as it is read — so a fixed heap holds any site.
// Before, every page was held until all were read: pages of 50 events × 60 KB crashed a 384 MB heap after 91 pages,
// and 50,000 tiny pages took 1.28 GB. Here the import runs in a child process under a 96 MB heap (heap-child.ts)
// against sites made up as they are read (fixture-server.ts startGeneratedSite): it must finish, and the heap after
// ten times the pages must be the heap after the first tenth. bench/import.ts --hostile runs the 50,000-page site
// (docs/performance.md has its numbers). On both databases.
import t from 'tap'
import { spawn } from 'node:child_process'
import { freshDatabaseUrl } from '../helper.js'
import { startGeneratedSite, type GeneratedSite } from './fixture-server.js'

const HEAP_MB = 96
const root = new URL('../..', import.meta.url).pathname

interface ChildResult {
  code: number | null
  stderr: string
  out?: { heap: Record<string, number>; events: Record<string, number>; problems: number; kept: number }
}

async function importInChild (site: GeneratedSite, databaseUrl: string, mode: 'dry' | 'write', marks: number[]): Promise<ChildResult> {
  const server = await startGeneratedSite(site)
  try {
    const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--expose-gc', '--import=tsx', 'test/import/heap-child.ts', server.root, mode, marks.join(',')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString() })
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString() })
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    return { code, stderr: stderr.slice(-2000), out: code === 0 ? JSON.parse(stdout.trim().split('\n').at(-1)!) : undefined }
  } finally {
    await server.close()
  }
}

const MiB = 1024 * 1024

t.test('200 small pages, each with a hostile record: imported under a 96 MB heap, which does not grow with the pages', async (t) => {
  const r = await importInChild({ pages: 200, perPage: 5, descriptionBytes: 2048, hostile: true }, await freshDatabaseUrl(t), 'write', [20, 200])
  t.equal(r.code, 0, `the import finishes: ${r.stderr}`)
  t.match(r.out?.events, { fetched: 1200, created: 1000, skipped: 200 })
  t.equal(r.out?.problems, 200, 'every hostile record is reported')
  // The 180 pages in between are 900 events of 3.5 KB of JSON each (3 MiB as JSON, several times that parsed):
  // holding them, as the import did before, grows the heap by more than the bound.
  const growth = r.out!.heap[200]! - r.out!.heap[20]!
  t.ok(growth < 2 * MiB, `heap after page 200 − after page 20: ${(growth / MiB).toFixed(2)} MiB`)
})

t.test('40 pages of 50 events × 60 KB (120 MB): a dry run finishes under a 96 MB heap', async (t) => {
  const r = await importInChild({ pages: 40, perPage: 50, descriptionBytes: 60 * 1024 }, await freshDatabaseUrl(t), 'dry', [4, 40])
  t.equal(r.code, 0, `the dry run finishes: ${r.stderr}`)
  t.match(r.out?.events, { fetched: 2000, created: 2000, skipped: 0 })
  const growth = r.out!.heap[40]! - r.out!.heap[4]!
  t.ok(growth < 8 * MiB, `heap after page 40 − after page 4: ${(growth / MiB).toFixed(1)} MiB (a page is 3 MiB)`)
})
