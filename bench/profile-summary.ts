// Reads a V8 CPU profile (`npm run bench -- --cpu-prof`, `node --cpu-prof`) and prints where the time went: self
// time by package or source file, and inclusive time of the functions that cost most (each sample counted once per
// function on its stack, so recursion does not count twice).
//
//   npx tsx bench/profile-summary.ts <file.cpuprofile> [--top 40] [--match <regexp of function or file>]
//
// Why: DevTools shows one profile at a time by hand; comparing a before and an after needs the same table twice.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '40' }, match: { type: 'string' } } })
const [file] = positionals
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--top N] [--match regexp]')
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
const top = Number(values.top)
const match = values.match === undefined ? undefined : new RegExp(values.match)

const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)

/** Where a frame's code lives: a package, a source file of the project, Node itself, or V8's own bookkeeping. */
function place (n: Node): string {
  const { url, functionName } = n.callFrame
  if (!url) return `(${functionName || 'anonymous'})`
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]!
  if (url.startsWith('node:')) return url
  const src = /\/((?:src|dist\/src)\/.*)$/.exec(url)
  return src ? src[1]! : url
}
const fn = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${place(n)}:${n.callFrame.lineNumber + 1}`

const ms = new Map<number, number>()
profile.samples.forEach((id, i) => ms.set(id, (ms.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000))
const total = [...ms.values()].reduce((a, b) => a + b, 0)

const selfByPlace = new Map<string, number>()
const selfByFn = new Map<string, number>()
const inclusive = new Map<string, number>()
for (const [id, t] of ms) {
  const leaf = byId.get(id)!
  selfByPlace.set(place(leaf), (selfByPlace.get(place(leaf)) ?? 0) + t)
  selfByFn.set(fn(leaf), (selfByFn.get(fn(leaf)) ?? 0) + t)
  const seen = new Set<string>()
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const key = fn(byId.get(cur)!)
    if (!seen.has(key)) { seen.add(key); inclusive.set(key, (inclusive.get(key) ?? 0) + t) }
  }
}
const idle = ['(idle)', '(program)', '(garbage collector)'].map((k) => `${k}: ${(selfByPlace.get(k) ?? 0).toFixed(0)} ms`).join(', ')
console.log(`${file}\n${total.toFixed(0)} ms sampled (${idle})\n`)
const busy = total - (selfByPlace.get('(idle)') ?? 0)
const pct = (t: number) => `${(100 * t / busy).toFixed(1).padStart(5)} %`
console.log('self time by place (% of non-idle):')
for (const [k, t] of [...selfByPlace].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(t)}  ${k}`)
console.log('\nself time by function (% of non-idle):')
for (const [k, t] of [...selfByFn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(t)}  ${k}`)
console.log('\ninclusive time by function (% of non-idle):')
for (const [k, t] of [...inclusive].filter(([k]) => !match || match.test(k)).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(t)}  ${k}`)
