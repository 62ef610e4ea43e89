// HTTP throughput benchmark (issue 8): requests per second, p50/p99 latency and peak memory of the built service
// under concurrent load, per endpoint, over the deterministic 100k-event SQLite calendar of ./seed.ts — and, for
// each endpoint, the same figures for "the limit": a bare node:http server answering every request with the very
// bytes the service answered. ratio = service req/s ÷ limit req/s is the share of the machine's plain-HTTP capacity
// the service keeps while doing its real work (routing, validation, SQL, presenting, serializing).
//
//   npm run bench [-- --duration 10 --connections 32 --only events,event-by-id --cache-mb 64 --no-cache --no-limit --reseed
//                    --cpu-prof --baseline bench/results/http-….json --workers 2]
//
// CPU ms/req: the CPU time (user + system, all threads and worker processes) the service used during a measured run,
// per request answered. On this shared machine a run's rate moves by ±30 % with other work, its CPU time per request
// far less: compare changes by both.
// --no-cache (= --cache-mb 0): every read takes the uncached path (SQL, presenting, serializing), as the varied
// questions of real front-ends do; the targets are then those of issue 22 (share of the limit).
// --baseline: a results file of an earlier run (e.g. of the previous commit, alternating): each scenario's req/s is
// also shown as a multiple of that run's.
//
// --workers N: the service runs with WORKERS=N (N server processes on the port, src/workers.ts), and the limit is
// then N bare servers on one port too (node:cluster), so that the ratio compares like with like; memory is the sum over
// the processes.
// --cpu-prof: the service also writes a V8 CPU profile (for Chrome DevTools or speedscope) to bench/results/profiles/
// when it stops; it covers the whole run, warm-ups included, so profile one scenario at a time (--only).
//
// Why this shape:
// - The service (`node dist/src/server.js` with the flags of `npm start`, as deployed), the load generator (autocannon, bench/load.ts) and the
//   limit server (bench/limit-server.ts) are separate processes: a load generator sharing the service's event loop
//   would steal the very time it measures. They still share the machine's cores; the limit pays the same tax.
// - Every run starts from a copy of one seeded template (bench/data/calendar-100k.db), so runs see identical data
//   and the POST scenario's writes never reach the template. create-event runs last for the same reason.
// - Each measurement is preceded by an unrecorded warm-up (JIT, SQLite page cache, connection setup).
// - The service runs with LOG_LEVEL=warn (no per-request log lines); its output goes to bench/data/http-run.log.
// Results: a table on stdout and a JSON file in bench/results/. Exit code 0 even when a target fails.
import { execFileSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { DateTime } from 'luxon'
import { BENCH_TIMEZONE } from './seed.js'
import type { CapturedResponse, LoadOptions, LoadSummary } from './http-lib.js'
import { checked, copyCalendar, mb, PREFIX, processTree, ROOT, run, send, start, startService, stop, TEMPLATE, TOKEN, treeCpuMs, treeKb, type Reply } from './service.js'

const RUN_DB = join(ROOT, 'bench/data/http-run.db')
const SERVICE_LOG = join(ROOT, 'bench/data/http-run.log')
const WARMUP_S = 3
const SCENARIOS = ['events', 'events-category-window', 'event-by-id', 'event-by-slug', 'event-page', 'venues', 'categories', 'create-event', 'create-event-nested']

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    only: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    'cache-mb': { type: 'string' },
    'no-cache': { type: 'boolean', default: false },
    baseline: { type: 'string' },
    'no-limit': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    workers: { type: 'string', default: '1' },
  },
})
const int = (name: string, v: string, min: number) => {
  const n = Number(v)
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min}, got "${v}"`)
  return n
}
const duration = int('duration', args.duration!, 1)
const connections = int('connections', args.connections!, 1)
const cacheMb = args['no-cache'] ? 0 : args['cache-mb'] === undefined ? undefined : int('cache-mb', args['cache-mb'], 0)
const withLimit = !args['no-limit']
const workers = int('workers', args.workers!, 1)
const only = args.only?.split(',').map((s) => s.trim()).filter(Boolean) ?? SCENARIOS
const unknown = only.filter((s) => !SCENARIOS.includes(s))
if (unknown.length) throw new Error(`unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.join(', ')}`)

async function startLimit (response: CapturedResponse, dir: string): Promise<{ child: ChildProcess, base: string }> {
  const file = join(dir, 'response.json')
  writeFileSync(file, JSON.stringify(response))
  const child = start(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/limit-server.ts'), file, String(workers)], { stdio: ['ignore', 'pipe', 'inherit'] })
  const [chunk] = await Promise.race([once(child.stdout!, 'data'), once(child, 'exit').then(() => { throw new Error('the limit server exited') })]) as [Buffer]
  child.stdout!.resume()
  return { child, base: `http://127.0.0.1:${Number(chunk.toString())}` }
}

async function load (opts: LoadOptions): Promise<LoadSummary> {
  const child = start(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/load.ts'), JSON.stringify(opts)], { stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  child.stdout!.on('data', (d: Buffer) => { out += d.toString() })
  const [code] = await once(child, 'close') as [number | null]
  if (code !== 0) throw new Error(`the load generator exited with ${code}`)
  return JSON.parse(out.trim().split('\n').pop()!) as LoadSummary
}

// ---- capture

/** The reply as the limit server will replay it: hop-by-hop and per-response headers dropped (Node adds its own). */
function capture (r: Reply): CapturedResponse {
  const headers: string[] = []
  for (let i = 0; i < r.rawHeaders.length; i += 2) {
    // Node lists them flat, each name followed by its value: both are always there.
    const [name = '', value = ''] = r.rawHeaders.slice(i, i + 2)
    if (['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(name.toLowerCase())) continue
    headers.push(name, value)
  }
  headers.push('content-length', String(r.body.length))
  return { status: r.status, headers, body: r.body.toString('base64') }
}

// ---- scenarios, with parameters asked from the API itself so that every one returns data

interface Scenario {
  name: string
  method: 'GET' | 'POST'
  /** paths below PREFIX (or below the origin: `page`); more than one = rotate over them */
  paths: string[]
  /** a page for people (issue 40), outside the REST prefix */
  page?: boolean
  headers: Record<string, string>
  /** `<n>` = a number unique per request */
  body?: string
}

async function scenarios (base: string): Promise<Scenario[]> {
  const get = async (path: string) => checked(await send(base + PREFIX + path), 200, `GET ${path}`)
  const today = DateTime.now().setZone(BENCH_TIMEZONE).startOf('day')
  const [from, to] = [today.plus({ days: 7 }).toISODate(), today.plus({ days: 37 }).toISODate()]

  const categories = (await get('/categories?per_page=50')).categories as Array<{ id: number, slug: string, count: number }>
  let windowPath: string | undefined
  for (const c of categories.sort((a, b) => b.count - a.count).slice(0, 10)) {
    const path = `/events?categories=${encodeURIComponent(c.slug)}&start_date=${from}&end_date=${to}`
    if ((await get(path)).total > 0) { windowPath = path; break }
  }
  if (!windowPath) throw new Error(`no category with events between ${from} and ${to}: is the template too old? (--reseed)`)

  // Readable events only: a password-protected event is listed blanked (all_day null).
  const readable: Array<{ id: number, slug: string, url: string }> = []
  for (let page = 1; page <= 4; page++) {
    for (const e of (await get(`/events?per_page=50&page=${page}`)).events as Array<{ id: number, slug: string, url: string, all_day: boolean | null }>) {
      if (e.all_day === null) continue
      const [byId, bySlug] = await Promise.all([send(`${base}${PREFIX}/events/${e.id}`), send(`${base}${PREFIX}/events/by-slug/${encodeURIComponent(e.slug)}`)])
      if (byId.status === 200 && bySlug.status === 200) readable.push(e)
    }
  }
  if (readable.length < 20) throw new Error(`only ${readable.length} readable events in the first 200 listed`)

  const day = today.plus({ days: 14 }).toISODate()
  // A create as a front-end's editor sends it: a venue, two organizers, two categories and two tags, by id.
  const idsOf = async (path: string, key: string) => ((await get(path))[key] as Array<{ id: number }>).map((r) => r.id)
  const [venueIds, organizerIds, tagIds] = await Promise.all([idsOf('/venues?per_page=1', 'venues'), idsOf('/organizers?per_page=2', 'organizers'), idsOf('/tags?per_page=2', 'tags')])
  const nested = {
    venue: venueIds[0],
    organizer: organizerIds,
    categories: categories.slice(0, 2).map((c) => c.id),
    tags: tagIds,
  }
  const all: Scenario[] = [
    { name: 'events', method: 'GET', paths: ['/events'], headers: {} },
    { name: 'events-category-window', method: 'GET', paths: [windowPath], headers: {} },
    { name: 'event-by-id', method: 'GET', paths: readable.map((e) => `/events/${e.id}`), headers: {} },
    { name: 'event-by-slug', method: 'GET', paths: readable.map((e) => `/events/by-slug/${encodeURIComponent(e.slug)}`), headers: {} },
    // The event's own page (its `url`, SITE_URL unset: on the service), as a browser asks for it.
    { name: 'event-page', method: 'GET', paths: readable.map((e) => new URL(e.url).pathname), headers: { accept: 'text/html' }, page: true },
    { name: 'venues', method: 'GET', paths: ['/venues'], headers: {} },
    { name: 'categories', method: 'GET', paths: ['/categories'], headers: {} },
    {
      name: 'create-event',
      method: 'POST',
      paths: ['/events'],
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Bench event <n>', start_date: `${day} 19:00:00`, end_date: `${day} 21:00:00`, status: 'publish' }),
    },
    {
      name: 'create-event-nested',
      method: 'POST',
      paths: ['/events'],
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Bench linked event <n>', start_date: `${day} 19:00:00`, end_date: `${day} 21:00:00`, status: 'publish', ...nested }),
    },
  ]
  return all.filter((s) => only.includes(s.name))
}

// ---- measurement

/** An earlier run's results (--baseline), to compare with. */
const baseline = args.baseline === undefined ? undefined : JSON.parse(readFileSync(args.baseline, 'utf8')) as { scenarios: ScenarioResult[] }

let counter = 1
/** warm-up (not recorded), then the measured run; with `pid`, the CPU time that process (and its children) used per
 *  request of the run: the service's cost, which other work on a shared machine disturbs far less than its rate. */
async function measure (base: string, s: Scenario, pid?: number): Promise<LoadSummary & { cpuMsPerRequest?: number }> {
  const prefix = s.page ? '' : PREFIX
  const opts = (seconds: number): LoadOptions => ({
    url: base + prefix + s.paths[0],
    method: s.method,
    headers: s.headers,
    connections,
    duration: seconds,
    ...(s.paths.length > 1 ? { paths: s.paths.map((p) => prefix + p) } : {}),
    ...(s.body ? { body: s.body, counterStart: (counter++) * 10_000_000 } : {}),
  })
  await load(opts(WARMUP_S))
  const cpuBefore = pid === undefined ? NaN : treeCpuMs(pid)
  const summary = await load(opts(duration))
  return pid === undefined ? summary : { ...summary, cpuMsPerRequest: (treeCpuMs(pid) - cpuBefore) / summary.total }
}

interface ScenarioResult {
  name: string
  method: string
  path: string
  rotation: number
  service: LoadSummary & { cpuMsPerRequest?: number }
  limit?: LoadSummary
  ratio?: number
  peakRssMb: number
}

async function main () {
  const started = new Date()
  const loadavgStart = os.loadavg()
  await copyCalendar(RUN_DB, args.reseed)

  await run('npm', ['run', 'build'])
  // RATE_LIMIT_MAX=0: one address sends everything here.
  const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, 'bench/results/profiles')}`] : []
  const service = await startService(RUN_DB, SERVICE_LOG, { RATE_LIMIT_MAX: '0', WORKERS: String(workers), ...(cacheMb === undefined ? {} : { RESPONSE_CACHE_MB: String(cacheMb) }) }, profile)
  const pid = service.child.pid!
  // The service answers once its first worker listens; the others start after it (src/workers.ts).
  if (workers > 1) {
    for (const deadline = Date.now() + 60_000; processTree(pid).length < workers + 1;) {
      if (Date.now() > deadline) throw new Error(`${workers} workers did not start`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 3000))
  }
  console.log(`service pid ${pid} at ${service.base}; ${duration} s per run after ${WARMUP_S} s warm-up, ${connections} connections${cacheMb === undefined ? '' : `, RESPONSE_CACHE_MB=${cacheMb}`}${workers > 1 ? `, WORKERS=${workers}` : ''}`)
  const tmp = mkdtempSync(join(os.tmpdir(), 'bench-http-'))
  const results: ScenarioResult[] = []
  let vmHwmMb = NaN
  try {
    for (const s of await scenarios(service.base)) {
      const [path] = s.paths
      if (path === undefined) throw new Error(`${s.name}: a scenario without a path`)
      const first = await send(service.base + (s.page ? '' : PREFIX) + path, s.method, s.headers, s.body?.replaceAll('<n>', '0'))
      if (s.page) {
        if (first.status !== 200 || !first.body.toString().startsWith('<!doctype html>')) throw new Error(`${s.name}: GET ${path}: expected 200 with a page, got ${first.status}: ${first.body.toString().slice(0, 300)}`)
      } else checked(first, s.method === 'POST' ? 201 : 200, `${s.name}: ${s.method} ${path}`)

      let peakKb = treeKb(pid, 'VmRSS')
      const sampler = setInterval(() => { peakKb = Math.max(peakKb, treeKb(pid, 'VmRSS')) }, 100)
      const measured = await measure(service.base, s, pid).finally(() => clearInterval(sampler))
      const result: ScenarioResult = { name: s.name, method: s.method, path, rotation: s.paths.length, service: measured, peakRssMb: mb(peakKb) }
      if (withLimit) {
        const limit = await startLimit(capture(first), tmp)
        try { result.limit = await measure(limit.base, s) } finally { await stop(limit.child) }
        result.ratio = measured.rps / result.limit.rps
      }
      results.push(result)
      console.log(`${s.name}: ${Math.round(measured.rps)} req/s${result.limit ? ` (limit ${Math.round(result.limit.rps)})` : ''}, p99 ${measured.p99} ms, ${measured.cpuMsPerRequest?.toFixed(2)} ms CPU a request, ${result.peakRssMb} MB`)
    }
    vmHwmMb = mb(treeKb(pid, 'VmHWM'))
  } finally {
    await stop(service.child)
    rmSync(tmp, { recursive: true, force: true })
  }
  report({ started, loadavgStart, results, vmHwmMb })
}

function report ({ started, loadavgStart, results, vmHwmMb }: { started: Date, loadavgStart: number[], results: ScenarioResult[], vmHwmMb: number }) {
  const f = (n: number | undefined, digits = 0) => n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits)
  const head = ['scenario', 'service req/s', 'CPU ms/req', 'p50 ms', 'p99 ms', 'limit req/s', 'limit p50', 'limit p99', 'ratio', 'peak RSS MB', ...(baseline ? ['× baseline'] : [])]
  const times = (r: ScenarioResult) => {
    const before = baseline?.scenarios.find((b) => b.name === r.name)
    return before ? [f(r.service.okRps / before.service.okRps, 2)] : baseline ? ['-'] : []
  }
  const rows = [
    head,
    ...results.map((r) => [r.name, f(r.service.rps), f(r.service.cpuMsPerRequest, 2), f(r.service.p50), f(r.service.p99), f(r.limit?.rps), f(r.limit?.p50), f(r.limit?.p99), f(r.ratio, 2), f(r.peakRssMb, 1), ...times(r)]),
  ]
  const widths = head.map((_, c) => Math.max(...rows.map((row) => row[c]?.length ?? 0)))
  console.log()
  for (const row of rows) console.log(row.map((cell, c) => c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)).join(' | '))

  for (const r of results) {
    for (const [who, s] of [['service', r.service], ['limit', r.limit]] as const) {
      if (s && (s.non2xx || s.errors || s.timeouts)) console.log(`! ${r.name} (${who}): ${s.non2xx} non-2xx ${JSON.stringify(s.statusCodes)}, ${s.errors} errors, ${s.timeouts} timeouts`)
    }
  }

  const peakRssMb = Math.max(vmHwmMb, ...results.map((r) => r.peakRssMb))
  const by = (name: string) => results.find((r) => r.name === name)
  const targets: Array<{ target: string, value: number | null, pass: boolean | null }> = []
  const target = (name: string, value: number | undefined, pass: (v: number) => boolean) =>
    targets.push({ target: name, value: value ?? null, pass: value === undefined || Number.isNaN(value) ? null : pass(value) })
  // Cached (issue 8) and uncached (issue 22) reads have targets of their own.
  const ratios = cacheMb === 0 ? [['events', 0.05], ['event-by-id', 0.08]] as const : [['events', 0.25], ['event-by-id', 0.35], ['event-page', 0.35]] as const
  for (const [name, min] of ratios) {
    if (by(name)) target(`${name}: ratio ≥ ${min}`, by(name)!.ratio, (v) => v >= min)
  }
  // An event's page (issue 40): uncached, at least half the rate of the same events' uncached JSON.
  const [page, json] = [by('event-page'), by('event-by-id')]
  if (cacheMb === 0 && page && json) target('event-page: ≥ 0.5 × event-by-id req/s', page.service.okRps / json.service.okRps, (v) => v >= 0.5)
  if (cacheMb !== 0) for (const r of results.filter((r) => r.method === 'GET')) target(`${r.name}: p99 ≤ 25 ms`, r.service.p99, (v) => v <= 25)
  if (baseline) {
    // Creates (issue 22): twice the rate of the baseline run.
    for (const name of ['create-event', 'create-event-nested']) {
      const before = baseline.scenarios.find((r) => r.name === name)
      if (by(name) && before) target(`${name}: ≥ 2× the baseline's ${before.service.okRps.toFixed(0)} req/s (2xx only)`, by(name)!.service.okRps / before.service.okRps, (v) => v >= 2)
    }
  }
  target('peak RSS ≤ 250 MB', peakRssMb, (v) => v <= 250)

  console.log('\ntargets:')
  for (const t of targets) console.log(`  ${t.pass === null ? 'n/a ' : t.pass ? 'pass' : 'FAIL'}  ${t.target}  (${t.value === null ? 'not measured' : f(t.value, 2)})`)

  const git = (...a: string[]) => { try { return execFileSync('git', a, { cwd: ROOT, encoding: 'utf8' }).trim() } catch { return null } }
  const out = join(ROOT, 'bench/results', `http-${started.toISOString().replaceAll(':', '-')}.json`)
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
  writeFileSync(out, `${JSON.stringify({
    timestamp: started.toISOString(),
    git: { commit: git('rev-parse', '--short', 'HEAD'), dirty: (git('status', '--porcelain') ?? '') !== '' },
    node: process.version,
    cpus: os.cpus().length,
    loadavg: { start: loadavgStart, end: os.loadavg() },
    options: { duration, warmup: WARMUP_S, connections, workers, only, cacheMb: cacheMb ?? null, limit: withLimit, reseed: args.reseed, baseline: args.baseline ?? null },
    template: { path: TEMPLATE, modified: statSync(TEMPLATE).mtime.toISOString() },
    peakRssMb,
    vmHwmMb,
    scenarios: results,
    targets,
  }, null, 2)}\n`)
  console.log(`\n${out}`)
}

try {
  await main()
} catch (err) {
  console.error(err)
  process.exitCode = 1
}
process.exit()
