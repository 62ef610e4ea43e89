// Clients of bench/abuse.ts, in a process of their own (a load generator sharing the measured process's event loop
// would steal the time it measures):
//   node --import tsx bench/abuse-load.ts '<AbuseLoad JSON>'   → one AbuseSummary JSON line on stdout
//
// attackers: each source address (127.0.0.2, 127.0.0.3, … are loopback addresses too, so the service sees distinct
// clients) keeps `connections` requests in flight for `duration` seconds, each a worst-case request the contract
// allows an anonymous caller, never the same twice (so the response cache cannot answer), whatever the answers.
// victim: an ordinary client at a fixed rate (open loop: a slow answer does not delay the next request, so the
// latencies include the waiting an attack causes).
import { Agent, request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

export interface AbuseLoad {
  base: string
  role: 'attackers' | 'victim'
  addresses: string[]
  connections: number
  rps: number
  duration: number
  /** ids the worst-case requests name */
  eventIds: number[]
  termIds: number[]
}
export interface AbuseSummary {
  requests: number
  statusCodes: Record<string, number>
  errors: number
  /** ms */
  p50: number
  p99: number
  max: number
}

const o = JSON.parse(process.argv[2] ?? '') as AbuseLoad
const PREFIX = '/wp-json/calendar/events/v1'
const pick = <T>(a: T[]): T => a[Math.floor(Math.random() * a.length)]!
const letters = () => String.fromCharCode(97 + Math.floor(Math.random() * 26), 97 + Math.floor(Math.random() * 26))
const WORDS = ['concert', 'music', 'fair', 'market', 'spring', 'jazz', 'talk', 'film', 'kids', 'art']
const WIDE = 'start_date=1900-01-01&end_date=9999-12-31'
let n = 0

/** A worst-case anonymous request: the largest page, the widest window, the longest lists, the slowest searches. */
function worst (): string {
  n++
  const ids = (all: number[]) => all.slice(0, 100).join(',')
  return PREFIX + pick([
    () => `/events?per_page=50&search=${letters()}&${WIDE}`,
    () => `/events?per_page=50&page=${1 + (n % 200)}&${WIDE}`,
    () => `/events?per_page=50&include=${ids(o.eventIds)}&n=${n}`,
    () => `/events?per_page=50&geoloc=true&geoloc_lat=${(Math.random() * 120 - 60).toFixed(4)}&geoloc_lng=${(Math.random() * 300 - 150).toFixed(4)}&geoloc_radius=20000&${WIDE}`,
    () => `/events?per_page=50&categories=${ids(o.termIds)}&search=${pick(WORDS)}&${WIDE}&n=${n}`,
    () => `/events?per_page=50&search=${pick(WORDS)}%20${pick(WORDS)}&${WIDE}&n=${n}`,
    () => `/venues?per_page=50&search=${letters()}&n=${n}`,
    () => `/organizers?per_page=50&search=${letters()}&n=${n}`,
  ])()
}
/** What other clients ask: the default list and single events, each once (no cache hit either). */
const ordinary = (): string => (++n % 2 ? `${PREFIX}/events?n=${n}` : `${PREFIX}/events/${pick(o.eventIds)}?n=${n}`)

const t0 = performance.now()
const latencies: number[] = []
const statusCodes: Record<string, number> = {}
let errors = 0

function once (agent: Agent, path: string): Promise<void> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request(o.base + path, { agent, timeout: 60_000 }, (res) => {
      res.resume()
      res.on('end', () => {
        latencies.push(performance.now() - started)
        if (process.env.ABUSE_DEBUG && performance.now() - started > 1000) process.stderr.write(`slow ${Math.round(performance.now() - started)} ms at ${Math.round(started - t0)} ms: ${path} ${res.statusCode}\n`)
        statusCodes[res.statusCode!] = (statusCodes[res.statusCode!] ?? 0) + 1
        resolve()
      })
      res.on('error', () => { errors++; resolve() })
    })
    req.on('error', () => { errors++; resolve() })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.end()
  })
}

const end = Date.now() + o.duration * 1000
if (o.role === 'attackers') {
  await Promise.all(o.addresses.map(async (localAddress) => {
    const agent = new Agent({ keepAlive: true, localAddress, maxSockets: o.connections })
    await Promise.all(Array.from({ length: o.connections }, async () => {
      while (Date.now() < end) await once(agent, worst())
    }))
    agent.destroy()
  }))
} else {
  const agent = new Agent({ keepAlive: true, localAddress: o.addresses[0] })
  const pending: Array<Promise<void>> = []
  for (let next = Date.now(); next < end; next += 1000 / o.rps) {
    await sleep(Math.max(0, next - Date.now()))
    pending.push(once(agent, ordinary()))
  }
  await Promise.all(pending)
  agent.destroy()
}

latencies.sort((a, b) => a - b)
const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN)
const summary: AbuseSummary = { requests: latencies.length, statusCodes, errors, p50: at(0.5), p99: at(0.99), max: at(1) }
process.stdout.write(`${JSON.stringify(summary)}\n`)
