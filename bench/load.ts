// Load generator for bench/http.ts, in its own process so that it does not share an event loop with the harness.
//   node --import tsx bench/load.ts '<LoadOptions JSON>'   → one LoadSummary JSON line on stdout
import autocannon, { type Request } from 'autocannon'
import type { LoadOptions, LoadSummary } from './http-lib.js'

const o = JSON.parse(process.argv[2] ?? '') as LoadOptions
let n = o.counterStart ?? 0
let i = 0
const dynamic = o.paths !== undefined || o.body?.includes('<n>')
const setupRequest = (req: Request): Request => ({
  ...req,
  ...(o.paths ? { path: o.paths[i++ % o.paths.length] } : {}),
  ...(o.body?.includes('<n>') ? { body: o.body.replaceAll('<n>', String(n++)) } : {}),
})

const r = await autocannon({
  url: o.url,
  method: o.method,
  headers: o.headers,
  body: o.body,
  connections: o.connections,
  duration: o.duration,
  ...(dynamic ? { requests: [{ setupRequest }] } : {}),
})
const summary: LoadSummary = {
  rps: r.requests.average,
  okRps: r['2xx'] / r.duration,
  p50: r.latency.p50,
  p99: r.latency.p99,
  avg: r.latency.average,
  max: r.latency.max,
  total: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, Number(s.count)])),
  duration: r.duration,
}
process.stdout.write(`${JSON.stringify(summary)}\n`)
